import SwiftUI

// Round twelve, pattern 5: an SF Symbol that is all the user taps, sized by a literal font size.
// A symbol is drawn about its point size tall and at most about a quarter wider, so the file
// decides its tap target: below 44 pt (iOS) when even 1.25 × its size is, large enough when its size
// is 44 pt or more, and only a note to review in between.

// Firing hit-area-too-small at the image: a 24 pt symbol is about 24–30 pt.
struct DayCheck: View {
    @Binding var isCompleted: Bool

    var body: some View {
        Image(systemName: isCompleted ? "checkmark.circle.fill" : "circle")
            .font(.system(size: 24))
            .onTapGesture { isCompleted.toggle() }
            .accessibilityLabel("Monday")
            .accessibilityAddTraits(isCompleted ? [.isButton, .isSelected] : .isButton)
    }
}

// Firing: a 20 pt symbol in a Button with 4 pt of padding is about 28–33 pt.
struct PaddedCheck: View {
    @Binding var done: Bool

    var body: some View {
        Button { done.toggle() } label: {
            Image(systemName: done ? "checkmark.square" : "square")
                .font(.system(size: 20, weight: .semibold))
                .padding(4)
        }
        .accessibilityLabel("Done")
        .accessibilityAddTraits(done ? [.isButton, .isSelected] : .isButton)
    }
}

// A note to review: a 40 pt symbol is about 40–50 pt, on both sides of 44.
struct LargeCheck: View {
    @Binding var packed: Bool

    var body: some View {
        Button { packed.toggle() } label: {
            Image(systemName: packed ? "checkmark.circle" : "circle")
                .font(.system(size: 40))
        }
        .accessibilityLabel("Packed")
        .accessibilityAddTraits(packed ? [.isButton, .isSelected] : .isButton)
    }
}

// Not firing: a 50 pt symbol is large enough.
struct ItemRow: View {
    @Binding var done: Bool

    var body: some View {
        Button { done.toggle() } label: {
            Image(systemName: done ? "checkmark.circle" : "circle")
                .font(.system(size: 50))
        }
        .accessibilityLabel("Sunscreen")
        .accessibilityAddTraits(done ? [.isButton, .isSelected] : .isButton)
    }
}

// Not firing: a 30 pt symbol with 8 pt of padding is at least 46 pt.
struct PaddedLargeEnough: View {
    @Binding var done: Bool

    var body: some View {
        Image(systemName: done ? "checkmark.square" : "square")
            .font(.system(size: 30))
            .padding(8)
            .onTapGesture { done.toggle() }
            .accessibilityLabel("Done")
            .accessibilityAddTraits(done ? [.isButton, .isSelected] : .isButton)
    }
}

// Still a note: a text style's size follows the reader's Dynamic Type setting.
struct TitleSizedCheck: View {
    @Binding var done: Bool

    var body: some View {
        Image(systemName: done ? "checkmark.square" : "square")
            .font(.title)
            .onTapGesture { done.toggle() }
            .accessibilityLabel("Done")
            .accessibilityAddTraits(done ? [.isButton, .isSelected] : .isButton)
    }
}
