import SwiftUI

// A `Label` whose title the switch's own Bool chooses: the name says the state, not the option.
struct LampSwitches: View {
    @State private var isSelected = false
    var body: some View {
        VStack {
            Toggle(isOn: $isSelected) {
                Label(isSelected ? "Is On" : "Is Off", systemImage: "lightbulb")
            }
            Toggle(isOn: $isSelected) {
                Label(isSelected ? "Is On" : "Is Off", image: "lamp")
            }
            .toggleStyle(.button)
        }
    }
}

// Near miss: the title is chosen by another Bool, and names the option.
struct SyncSwitch: View {
    @State private var isAdvanced = false
    @State private var sync = false
    var body: some View {
        Toggle(isOn: $sync) {
            Label(isAdvanced ? "Sync all folders" : "Sync", systemImage: "arrow.triangle.2.circlepath")
        }
    }
}
