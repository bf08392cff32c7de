import SwiftUI

// A project's icon view whose whole body is the symbol it is given: a call is that image.
struct SymbolIcon: View {
    init(_ systemName: String, size: CGFloat = 14) {
        self.systemName = systemName
        self.size = size
    }

    private let systemName: String
    private let size: CGFloat

    var body: some View {
        Image(systemName: systemName)
            .font(.system(size: size))
    }
}

// A box drawn with it, flipped by a ternary of literals: read as `isChecked.toggle()`, named by the
// icon's symbol as `Image(systemName: "checkmark")` would be.
// ↓ fires: role-missing, label-missing ('checkmark'), hit-area-too-small
struct IconBox: View {
    @Binding var isChecked: Bool

    var body: some View {
        ZStack {
            if isChecked {
                SymbolIcon("checkmark")
            }
        }
        .frame(width: 24, height: 24)
        .onTapGesture {
            isChecked = isChecked ? false : true
        }
    }
}

// Near miss: the same ternary with its branches the other way round sets the Bool to what it was:
// no flip, no checkbox. Silent.
struct StuckBox: View {
    @Binding var isChecked: Bool

    var body: some View {
        ZStack {
            if isChecked {
                SymbolIcon("checkmark")
            }
        }
        .frame(width: 24, height: 24)
        .onTapGesture {
            isChecked = isChecked ? true : false
        }
    }
}

// Near miss: an icon view that draws its symbol beside a dot is not one image, and is not read as one.
struct CaptionedIcon: View {
    let systemName: String

    var body: some View {
        HStack {
            Image(systemName: systemName)
            Circle().frame(width: 4, height: 4)
        }
    }
}

// ↓ fires: role-missing, label-missing (no name: the captioned icon is not read as its symbol), hit-area-too-small
struct CaptionedIconBox: View {
    @Binding var isOn: Bool

    var body: some View {
        ZStack {
            if isOn {
                CaptionedIcon(systemName: "checkmark.square")
            }
        }
        .frame(width: 30, height: 30)
        .onTapGesture {
            isOn.toggle()
        }
    }
}
