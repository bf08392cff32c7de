// A row whose box is drawn by a computed property of its type, with a border chosen by the same
// Bool (docs/review/swiftui-unseen.md, round seven, pattern 1a): the box is read where the row
// shows the property, beside the row's texts; a favourite's heart drawn the same way is no box.
import SwiftUI

struct OptionRow: View {
    let title: String
    @Binding var isOn: Bool

    var body: some View {
        HStack {
            Text(title)
            Spacer()
            checkmarkImage
        }
        .padding()
        .overlay {
            RoundedRectangle(cornerRadius: 16)
                .strokeBorder(Color.accentColor, lineWidth: isOn ? 1 : 0)
        }
        .onTapGesture {
            isOn.toggle()
        }
    }

    private var checkmarkImage: some View {
        Image(systemName: isOn ? "checkmark.circle.fill" : "circle")
            .foregroundColor(isOn ? .accentColor : .secondary)
    }
}

struct FavouriteRow: View {
    let title: String
    @Binding var isFavourite: Bool

    var body: some View {
        HStack {
            Text(title)
            Spacer()
            heartImage
        }
        .onTapGesture {
            isFavourite.toggle()
        }
    }

    private var heartImage: some View {
        Image(systemName: isFavourite ? "heart.fill" : "heart")
    }
}
