// Hand-made checkboxes whose box is drawn with shapes: SwiftUI exposes no shape, colour or path to
// VoiceOver, so the row is read as its text alone, one element (no announcement-split); its role
// and state are still missing. A box drawn by a view of the project may be an element of its own:
// that one stays split.
import SwiftUI

struct ShapeCheckbox: View {
    @Binding var isSelected: Bool
    let title: String

    var body: some View {
        HStack(spacing: 8) {
            ZStack {
                Color.accentColor
                    .clipShape(RoundedRectangle(cornerRadius: 4))
                    .opacity(isSelected ? 1 : 0)
                Path { path in
                    path.move(to: CGPoint(x: 4, y: 11))
                    path.addLine(to: CGPoint(x: 9, y: 16))
                }
                .stroke(style: StrokeStyle(lineWidth: 2, lineCap: .round))
            }
            .overlay { RoundedRectangle(cornerRadius: 4).strokeBorder(.gray, lineWidth: 1) }
            .frame(width: 44, height: 44)
            Text(title)
        }
        .onTapGesture {
            withAnimation { isSelected.toggle() }
        }
    }
}

struct BadgeCheckbox: View {
    @Binding var isSelected: Bool
    let title: String

    var body: some View {
        HStack(spacing: 8) {
            CheckBadge(filled: isSelected ? 1 : 0)
                .frame(width: 44, height: 44)
            Text(title)
        }
        .onTapGesture { isSelected.toggle() }
    }
}
