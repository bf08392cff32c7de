import SwiftUI

// A filter chip whose tap runs its caller's optional closure (`action?()`): the caller flips the
// selection it shows by a check and a fill, as with a closure that is not optional.
struct OptionalActionChip: View {
    var title: String
    var isSelected: Bool = false
    var action: (() -> Void)?

    var body: some View {
        Button(action: { action?() }) {
            HStack(spacing: 4) {
                if isSelected {
                    Image(systemName: "checkmark")
                }
                Text(title)
            }
            .frame(height: 44)
            .padding(.horizontal, 12)
            .background(isSelected ? Color.blue : Color.clear)
        }
    }
}

// A to-do circle whose tap hands the caller's optional closure the state flipped (`saveAction?(…)`).
struct OptionalSaveRow: View {
    var title: String
    var isComplete: Bool
    var saveAction: ((String, Bool) -> Void)?

    var body: some View {
        HStack {
            Image(systemName: isComplete ? "checkmark.circle.fill" : "circle")
                .frame(width: 44, height: 44)
                .onTapGesture {
                    saveAction?(title, !isComplete)
                }
            Text(title)
        }
    }
}

// Near miss: an optional closure run by a row that shows only whether it is loading — no checkbox.
struct OptionalLoadingRow: View {
    var title: String
    var isLoading: Bool
    var onOpen: (() -> Void)?

    var body: some View {
        Button {
            onOpen?()
        } label: {
            HStack {
                Text(title)
                if isLoading { ProgressView() }
            }
            .frame(height: 44)
        }
    }
}
