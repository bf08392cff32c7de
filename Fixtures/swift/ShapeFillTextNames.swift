import SwiftUI

// A tag whose choice is drawn only by a shape's fill beside its text: the shape is no element,
// the text is what VoiceOver reads and names it, whatever the type is called.
struct TagRow: View {
    let value: String
    @State var isSelected: Bool

    var body: some View {
        HStack {
            RoundedRectangle(cornerRadius: 4)
                .fill(isSelected ? Color.blue : Color.white)
                .frame(width: 20, height: 20)
            Text(value)
        }
        .frame(minHeight: 44)
        .onTapGesture {
            isSelected.toggle()
        }
    }
}

// A chip: a stroked and a filled shape under its text in a ZStack.
struct LifestyleChip: View {
    let value: String
    @State var isSelected: Bool

    var body: some View {
        ZStack {
            RoundedRectangle(cornerRadius: 16)
                .stroke(Color.blue, lineWidth: 1.5)
            RoundedRectangle(cornerRadius: 16)
                .fill(isSelected ? Color.blue : Color.white)
            Text(value)
                .foregroundColor(isSelected ? Color.white : Color.blue)
        }
        .frame(height: 44)
        .onTapGesture {
            isSelected.toggle()
        }
    }
}

// Near miss: a shape filled by a Bool beside a text, the tap showing a sheet, not flipping it —
// no checkbox, named or not.
struct DetailTagRow: View {
    let value: String
    @State var isShowingDetail = false

    var body: some View {
        HStack {
            Circle()
                .fill(isShowingDetail ? Color.blue : Color.white)
                .frame(width: 20, height: 20)
            Text(value)
        }
        .frame(minHeight: 44)
        .onTapGesture {
            isShowingDetail = true
        }
        .sheet(isPresented: $isShowingDetail) {
            Text(value)
        }
    }
}
