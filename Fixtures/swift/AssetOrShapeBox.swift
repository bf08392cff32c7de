// Hand-made boxes drawn by images and shapes in a tapped stack, with no text (round sixteen,
// pattern E): VoiceOver reads the image the state chooses, and the preview names the box by it,
// never by nothing. A stack that shows one of two looks by an `if`/`else` is as large as the
// look shown: the framed default look's 30 × 30 pt is what the user taps while it shows.
import SwiftUI

// An asset pair when the caller gives one, else a drawn circle with a check symbol while checked:
// named by the asset ternary; the default look's 30 pt frame is below the minimum.
struct AssetOrShapeBox: View {
    @Binding var checked: Bool
    var checkedImage: String?
    var uncheckedImage: String?

    var body: some View {
        ZStack {
            if let checkedImage, let uncheckedImage {
                Image(checked ? checkedImage : uncheckedImage)
            } else {
                ZStack {
                    if !checked {
                        Circle().stroke(Color.gray, lineWidth: 1)
                    } else {
                        Image(systemName: "checkmark.circle.fill")
                    }
                }
                .padding(5)
                .frame(width: 30, height: 30)
            }
        }
        .onTapGesture { checked.toggle() }
    }
}

// The default look alone: the symbol shown while checked is what VoiceOver ever reads of it.
struct ShapeBoxOnly: View {
    @Binding var checked: Bool

    var body: some View {
        ZStack {
            if !checked {
                Circle().stroke(Color.gray, lineWidth: 1)
            } else {
                Image(systemName: "checkmark.circle.fill")
            }
        }
        .padding(5)
        .frame(width: 30, height: 30)
        .onTapGesture { checked.toggle() }
    }
}

// The same with a 44 pt default look: named as above, no hit-area finding.
struct LargeAssetOrShapeBox: View {
    @Binding var checked: Bool
    var checkedImage: String?
    var uncheckedImage: String?

    var body: some View {
        ZStack {
            if let checkedImage, let uncheckedImage {
                Image(checked ? checkedImage : uncheckedImage)
            } else {
                ZStack {
                    if !checked {
                        Circle().stroke(Color.gray, lineWidth: 1)
                    } else {
                        Image(systemName: "checkmark.circle.fill")
                    }
                }
                .frame(width: 44, height: 44)
            }
        }
        .onTapGesture { checked.toggle() }
    }
}

// A symbol ternary over a drawn circle: named by the ternary.
struct SymbolOverShape: View {
    @Binding var checked: Bool

    var body: some View {
        ZStack {
            Circle().stroke(Color.gray)
            Image(systemName: checked ? "checkmark.circle.fill" : "circle")
        }
        .frame(width: 44, height: 44)
        .onTapGesture { checked.toggle() }
    }
}

// Two assets, one in each branch of an `if`/`else` on the state: the choice they are.
struct TwoAssetLooks: View {
    @Binding var checked: Bool

    var body: some View {
        ZStack {
            if checked {
                Image("box-on")
            } else {
                Image("box-off")
            }
        }
        .frame(width: 44, height: 44)
        .onTapGesture { checked.toggle() }
    }
}

// Two framed looks: which one shows is not the file's to say, and no frame is taken.
struct TwoFramedLooks: View {
    @Binding var checked: Bool
    var compact: Bool

    var body: some View {
        ZStack {
            if compact {
                Image(systemName: checked ? "checkmark.square" : "square").frame(width: 30, height: 30)
            } else {
                Image(systemName: checked ? "checkmark.square" : "square").frame(width: 44, height: 44)
            }
        }
        .onTapGesture { checked.toggle() }
    }
}
