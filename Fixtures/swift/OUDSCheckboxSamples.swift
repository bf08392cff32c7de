// The code samples of OUDS's OUDSCheckbox page (the seeds), each in a view of its own,
// with the page's stray `)` before `isError:` left out so that the file compiles.
import OUDSComponents
import SwiftUI

final class CheckboxModel: ObservableObject {
    // Supposing we have a selected checkbox
    @Published var isOn: Bool = true
}

struct SimpleCheckbox: View {
    @StateObject private var model = CheckboxModel()
    @State private var isOn = false

    var body: some View {
        // A simple checkbox, no error, not in read only mode
        OUDSCheckbox(isOn: $isOn, accessibilityLabel: "The cake is a lie")
    }
}

struct ErrorCheckbox: View {
    @State private var isOn = false

    var body: some View {
        // A simple checkbox, but is an error context
        OUDSCheckbox(isOn: $isOn, accessibilityLabel: "The cake is a lie", isError: true)
    }
}

struct DisabledErrorCheckbox: View {
    @State private var isOn = false

    var body: some View {
        // Never disable an error-related checkbox as it will crash
        // This is forbidden by design!
        OUDSCheckbox(isOn: $isOn, accessibilityLabel: "The cake is a lie", isError: true).disabled(true) // fatal error
    }
}

struct UnlabelledCheckbox: View {
    @State private var isOn = false

    var body: some View {
        OUDSCheckbox(isOn: $isOn, accessibilityLabel: "")
    }
}
