// Messages that name the text a reviewer would tie to the control (docs/review/swiftui-unseen.md,
// round eight, pattern 10): the one run-time text beside an unnamed Toggle, the text a helper of
// the file shows beside the control it is given, and the plain text before a loop's set.
import SwiftUI

struct HiddenAppsList: View {
    @State private var hidden: Set<String> = []
    let apps: [App]

    var body: some View {
        List {
            ForEach(apps) { app in
                // The row's one text, known at run time: named as `\(app.name)`.
                HStack {
                    Text(app.name)
                    Spacer()
                    Toggle("", isOn: binding(for: app))
                }
            }
            ForEach(apps) { app in
                // Two run-time texts: which one names the switch is not certain.
                HStack {
                    Text(app.name)
                    Text(app.bundle)
                    Toggle("", isOn: binding(for: app))
                }
            }
        }
    }

    private func binding(for app: App) -> Binding<Bool> {
        Binding(get: { hidden.contains(app.name) }, set: { if $0 { hidden.insert(app.name) } else { hidden.remove(app.name) } })
    }
}

struct EventSettingsPane: View {
    @State private var showEvents = false
    @State private var showDays = false

    var body: some View {
        VStack {
            // A helper's row: its `Text(title)` beside the control, the caller's argument.
            settingsRow("Display Event Info") {
                Toggle("", isOn: $showEvents)
                    .labelsHidden()
            }
            // A helper that shows the control above its text: not beside it.
            captioned("Show days") {
                Toggle("", isOn: $showDays)
                    .labelsHidden()
            }
        }
    }

    private func settingsRow<Control: View>(_ title: String, @ViewBuilder control: () -> Control) -> some View {
        HStack {
            Text(title)
            Spacer()
            control()
        }
    }

    private func captioned<Control: View>(_ caption: String, @ViewBuilder control: () -> Control) -> some View {
        VStack {
            control()
            Text(caption)
        }
    }
}

struct AllergyList: View {
    @State private var chosen: [String] = []
    let allergies: [String]

    var body: some View {
        VStack(alignment: .leading) {
            // The loop's set opens with nothing but its rows: this plain text is its title,
            // named by group-header-missing.
            Text("Allergies")
            ForEach(allergies, id: \.self) { allergy in
                Toggle(allergy, isOn: Binding(get: { chosen.contains(allergy) }, set: { _ in chosen.append(allergy) }))
                    .toggleStyle(CheckStyle())
            }
        }
    }
}

struct UntitledList: View {
    @State private var chosen: [String] = []
    let allergies: [String]

    var body: some View {
        VStack(alignment: .leading) {
            // No text before the loop: the message names none.
            ForEach(allergies, id: \.self) { allergy in
                Toggle(allergy, isOn: Binding(get: { chosen.contains(allergy) }, set: { _ in chosen.append(allergy) }))
                    .toggleStyle(CheckStyle())
            }
        }
    }
}
