import SwiftUI

// A check circle drawn by a tapped ZStack with no frame of its own: as large as its largest framed
// child (25 × 25 pt); the check symbol, 15 pt, is smaller still.
struct SmallCheckCircle: View {
    var title: String
    @State private var isDone = false

    var body: some View {
        ZStack {
            Circle()
                .stroke(Color.primary, lineWidth: 2)
                .frame(width: 25, height: 25)
            Circle()
                .frame(width: 20, height: 20)
                .foregroundColor(isDone ? .primary : .clear)
            Image(systemName: "checkmark")
                .font(.system(size: 15, weight: .bold))
                .foregroundColor(isDone ? .white : .clear)
        }
        .onTapGesture {
            isDone.toggle()
        }
        .accessibilityLabel(title)
        .accessibilityAddTraits(isDone ? [.isButton, .isSelected] : .isButton)
    }
}

// Near miss: the same circle drawn 44 pt across — large enough.
struct LargeCheckCircle: View {
    var title: String
    @State private var isDone = false

    var body: some View {
        ZStack {
            Circle()
                .stroke(Color.primary, lineWidth: 2)
                .frame(width: 44, height: 44)
            Image(systemName: "checkmark")
                .font(.system(size: 20, weight: .bold))
                .foregroundColor(isDone ? .primary : .clear)
        }
        .onTapGesture {
            isDone.toggle()
        }
        .accessibilityLabel(title)
        .accessibilityAddTraits(isDone ? [.isButton, .isSelected] : .isButton)
    }
}

// Near miss: a symbol that may be larger than the framed circle (a 40 pt font): the stack's size is
// not known, no finding.
struct SymbolSizedCheckCircle: View {
    var title: String
    @State private var isDone = false

    var body: some View {
        ZStack {
            Circle()
                .stroke(Color.primary, lineWidth: 2)
                .frame(width: 25, height: 25)
            Image(systemName: "checkmark")
                .font(.system(size: 40))
                .foregroundColor(isDone ? .primary : .clear)
        }
        .onTapGesture {
            isDone.toggle()
        }
        .accessibilityLabel(title)
        .accessibilityAddTraits(isDone ? [.isButton, .isSelected] : .isButton)
    }
}
