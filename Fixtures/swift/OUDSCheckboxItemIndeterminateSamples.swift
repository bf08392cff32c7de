// The code samples of OUDS's OUDSCheckboxItemIndeterminate page (the seeds), one section each.
import OUDSComponents
import SwiftUI

final class SelectionModel: ObservableObject {
    // Supposing we have an indeterminate state checkbox
    @Published var selection: OUDSCheckboxIndicatorState = .indeterminate
}

struct IndeterminateSamples: View {
    @State private var selection: OUDSCheckboxIndicatorState = .unselected
    @Environment(\.layoutDirection) var layoutDirection

    var body: some View {
        List {
            Section("Layouts") {
                // A leading checkbox with a label.
                OUDSCheckboxItemIndeterminate("Hello world", selection: $selection)
                // A leading checkbox with a label, but in read only mode (user cannot interact yet, but not disabled).
                OUDSCheckboxItemIndeterminate("Hello world, read only", selection: $selection, isReadOnly: true)
                // A leading checkbox with a label and a description as helper text.
                OUDSCheckboxItemIndeterminate("Bazinga!", selection: $selection, description: "Doll-Dagga Buzz-Buzz Ziggety-Zag")
                // A trailing checkbox with a label, an helper text and an icon.
                OUDSCheckboxItemIndeterminate("We live in a fabled world",
                                              selection: $selection,
                                              description: "Of dreaming boys and wide-eyed girls",
                                              isReversed: true,
                                              icon: Image(decorative: "ic_heart"))
            }
            Section("Errors") {
                // If on error, add an error message can help user to understand error context
                OUDSCheckboxItemIndeterminate("We live in a fabled world, on error",
                                              selection: $selection,
                                              isError: true,
                                              errorText: "Something wrong",
                                              hasDivider: true)
                // A leading checkbox with a label, but disabled.
                OUDSCheckboxItemIndeterminate("Hello world, disabled", selection: $selection)
                    .disabled(true)
            }
            Section("Right to left") {
                OUDSCheckboxItemIndeterminate("Cocorico !",
                                              selection: $selection,
                                              icon: Image(systemName: "figure.handball"),
                                              flipIcon: layoutDirection == .rightToLeft,
                                              isReversed: layoutDirection == .rightToLeft)
                OUDSCheckboxItemIndeterminate("Cocorico, flipped !",
                                              selection: $selection,
                                              icon: Image(systemName: "figure.handball"),
                                              flipIcon: true)
            }
            Section("Forbidden by design") {
                // Never disable a read only or an error-related checkbox as it will crash
                // This is forbidden by design!
                OUDSCheckboxItemIndeterminate("Hello world, on error", selection: $selection, isError: true).disabled(true) // fatal error
                OUDSCheckboxItemIndeterminate("Hello world, read only and disabled", selection: $selection, isReadOnly: true).disabled(true) // fatal error
                OUDSCheckboxItemIndeterminate("Hello world, read only on error", selection: $selection, isError: true, isReadOnly: true)
            }
        }
    }
}
