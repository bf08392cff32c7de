// A `.disabled(x)` inside `if x { … }` is known (round nine, pattern 5): the toggle exists only
// while `x` holds, and is then dimmed; so is a `.disabled(locked)` of a state that starts true.
import SwiftUI

struct GeneralSettingsView: View {
    @AppStorage("showBeta") var showBeta = false
    @AppStorage("autoUpdate") var autoUpdate = false
    @State private var locked = true
    @State private var unlocked = false

    var body: some View {
        Form {
            if showBeta {
                Toggle("Update app to pre-release builds", isOn: .constant(showBeta))
                    .disabled(showBeta)
            } else {
                // The other branch: `showBeta` is false here, the toggle enabled.
                Toggle("Show beta builds", isOn: $showBeta)
                    .disabled(showBeta)
            }
            // Another condition than the one disabling it: known only at run time.
            if autoUpdate {
                Toggle("Install silently", isOn: .constant(true))
                    .disabled(showBeta)
            }
            Toggle("Always locked", isOn: .constant(true))
                .disabled(true)
            // A state with a literal initial value: dimmed as it starts, as its state word is.
            Toggle("Locked option", isOn: .constant(true))
                .disabled(locked)
            Toggle("Unlocked option", isOn: .constant(true))
                .disabled(unlocked)
            // A persisted value is the user's, unknown here.
            Toggle("Auto update", isOn: .constant(true))
                .disabled(autoUpdate)
        }
    }
}
