// Spellings met on SwiftUI projects nobody tuned on (docs/review/swiftui-unseen.md).
import SwiftUI

// A view built in an extension's member: its rows are hand-made checkboxes, each a Button that
// adds its type to the selection or removes it through a helper of the extension.
extension HistoryView {
    var typeFilter: some View {
        VStack(alignment: .leading) {
            ForEach(TreatmentType.allCases, id: \.self) { type in
                Button { toggleType(type) } label: {
                    HStack {
                        Image(systemName: selectedTypes.contains(type) ? "checkmark.square.fill" : "square")
                        Text(type.name)
                    }
                }
            }
        }
    }

    func toggleType(_ type: TreatmentType) {
        if selectedTypes.contains(type) { selectedTypes.remove(type) } else { selectedTypes.insert(type) }
    }
}

// An extension with a Button that changes nothing of what it shows: no checkbox.
extension HistoryView {
    var doneButton: some View {
        Button("Done") { showFilter = false }
    }
}

// `@AppStorage`'s initializer is only the default of a value saved on the device: the state is
// known at run time, and `$0` (a closure's binding) is shown as written.
struct UpdateSettings: View {
    @AppStorage("autoUpdate") private var autoUpdate = true

    var body: some View {
        Form {
            Section("Updates") {
                Toggle("Check for updates automatically", isOn: $autoUpdate)
            }
        }
    }
}

#Preview {
    StateWrapper(initialValue: false) {
        Toggle("Preview toggle", isOn: $0)
    }
}

// `self.$settings.autoTrim`: the binding of a member of an observed model, shown without `self.$`.
struct MenuContent: View {
    @ObservedObject var settings: AppSettings

    var body: some View {
        Toggle(isOn: self.$settings.autoTrim) { Text("Auto-Trim") }
    }
}

// A label kept in a property and styled: the property is what the Toggle shows.
struct PlayToggle: View {
    let topText: Text
    @Binding var isPlaying: Bool

    var body: some View {
        Toggle(isOn: $isPlaying) {
            topText
                .font(.caption)
                .fontWeight(.medium)
        }
    }
}
