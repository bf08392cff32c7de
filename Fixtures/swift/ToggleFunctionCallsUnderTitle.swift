// Checkboxes made by calls of a function of the view whose whole body is one Toggle
// (`buttonCheckbox("Left button", for: 0)`) are the checkboxes of the set where they are called,
// named by what each call passes for the title (docs/review/swiftui-unseen.md, round nineteen,
// pattern C). The Toggle is previewed once, in its function.
import SwiftUI

final class ButtonsState: ObservableObject {
    @Published var enabled: [Int: Bool] = [:]
    func binding(for button: Int) -> Binding<Bool> {
        Binding(get: { self.enabled[button] ?? false }, set: { self.enabled[button] = $0 })
    }
}

// Fires group-header-missing at the first call: five checkboxes in two rows under a plain text.
struct ApplyTo: View {
    @ObservedObject var state: ButtonsState

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Apply to")

            HStack(spacing: 16) {
                buttonCheckbox("Left button", for: 0)
                buttonCheckbox("Right button", for: 1)
                buttonCheckbox("Middle button", for: 2)
            }

            HStack(spacing: 16) {
                self.buttonCheckbox("Back button", for: 3)
                buttonCheckbox("Forward button", for: 4)
            }
        }
    }

    private func buttonCheckbox(_ title: LocalizedStringKey, for button: Int) -> some View {
        Toggle(title, isOn: state.binding(for: button))
            .toggleStyle(.checkbox)
            .fixedSize()
    }
}

// Silent: the same calls under a text marked as a heading.
struct ApplyToHeading: View {
    @ObservedObject var state: ButtonsState

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Apply to")
                .accessibilityAddTraits(.isHeader)
            buttonCheckbox("Left button", for: 0)
            buttonCheckbox("Right button", for: 1)
        }
    }

    private func buttonCheckbox(_ title: LocalizedStringKey, for button: Int) -> some View {
        return Toggle(title, isOn: state.binding(for: button))
            .toggleStyle(.checkbox)
    }
}

// Silent: the calls are a menu's items, titled by the menu's button.
struct ApplyToMenu: View {
    @ObservedObject var state: ButtonsState

    var body: some View {
        Menu("Apply to") {
            buttonCheckbox("Left button", for: 0)
            buttonCheckbox("Right button", for: 1)
        }
    }

    private func buttonCheckbox(_ title: LocalizedStringKey, for button: Int) -> some View {
        Toggle(title, isOn: state.binding(for: button))
            .toggleStyle(.checkbox)
    }
}

// Silent: a function that draws more than the Toggle is not followed, nor is one whose Toggle is
// a plain switch (an independent setting).
struct OtherFunctions: View {
    @ObservedObject var state: ButtonsState

    var body: some View {
        VStack(alignment: .leading) {
            Text("Sync")
            captionedCheckbox("Photos", for: 0)
            captionedCheckbox("Notes", for: 1)
            Text("Network")
            settingSwitch("Wi-Fi", for: 2)
            settingSwitch("Bluetooth", for: 3)
        }
    }

    private func captionedCheckbox(_ title: String, for button: Int) -> some View {
        VStack(alignment: .leading) {
            Toggle(title, isOn: state.binding(for: button))
                .toggleStyle(.checkbox)
            Text("Kept in sync on every device")
        }
    }

    private func settingSwitch(_ title: String, for button: Int) -> some View {
        Toggle(title, isOn: state.binding(for: button))
            .toggleStyle(.switch)
    }
}
