// A Toggle whose label is a choice made by its own Bool: VoiceOver reads "Yes, Switch button, on",
// the state's value twice, and never what is switched. label-missing, at the Toggle.
import SwiftUI

struct CodedChoice { let name: String }
struct SwitchField { let onValue: CodedChoice; let offValue: CodedChoice }

// Fires: the field's coded values, chosen by the Toggle's own Bool.
struct CodedValueSwitch: View {
    let field: SwitchField
    @State private var isOn = false

    var body: some View {
        Toggle(isOn: $isOn) {
            Text(isOn ? field.onValue.name : field.offValue.name)
        }
    }
}

// Fires: literal words, the title form, a model's Bool.
final class SyncSettings: ObservableObject {
    @Published var enabled = false
}

struct YesNoTitleSwitch: View {
    @ObservedObject var settings: SyncSettings

    var body: some View {
        Toggle(settings.enabled ? "Yes" : "No", isOn: $settings.enabled)
    }
}

// Named: the label chosen by another Bool says what is switched either way.
struct AdvancedSyncSwitch: View {
    let isAdvanced: Bool
    @State private var syncOn = false

    var body: some View {
        Toggle(isOn: $syncOn) {
            Text(isAdvanced ? "Sync all folders" : "Sync")
        }
    }
}

// Named: an accessibility label names it, whatever the visible words.
struct LabelledYesNoSwitch: View {
    @State private var isOn = false

    var body: some View {
        Toggle(isOn: $isOn) {
            Text(isOn ? "Yes" : "No")
        }
        .accessibilityLabel("Share location")
    }
}
