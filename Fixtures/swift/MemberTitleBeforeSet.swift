// A macOS panel whose set is titled by a member of its type shown before it
// (docs/review/swiftui-unseen.md, round eight, pattern 9): `topRow` opens with the text that
// says what the switches below are for, as if it were written in its place.
import AppKit
import SwiftUI

struct HiddenAppsPanel: View {
    @State private var hidden: Set<String> = []
    let apps: [String]

    var body: some View {
        VStack {
            topRow
            Divider()
            ScrollView { rows }
        }
    }

    // A plain text: group-header-missing names it.
    private var topRow: some View {
        HStack {
            Text("Hidden Apps")
            Spacer()
        }
    }

    private var rows: some View {
        ForEach(apps, id: \.self) { app in
            HStack {
                Text(app)
                Spacer()
                Toggle(app, isOn: Binding(get: { hidden.contains(app) }, set: { if $0 { hidden.insert(app) } else { hidden.remove(app) } }))
                    .toggleStyle(.switch)
                    .labelsHidden()
            }
        }
    }
}

// The member's text marked a heading: it titles the set, nothing to report.
struct HeadedPanel: View {
    @State private var hidden: Set<String> = []
    let apps: [String]

    var body: some View {
        VStack {
            header
            ScrollView { rows }
        }
    }

    private var header: some View {
        HStack {
            Text("Hidden Apps").accessibilityAddTraits(.isHeader)
            Spacer()
        }
    }

    private var rows: some View {
        ForEach(apps, id: \.self) { app in
            Toggle(app, isOn: Binding(get: { hidden.contains(app) }, set: { if $0 { hidden.insert(app) } else { hidden.remove(app) } }))
                .toggleStyle(.checkbox)
        }
    }
}

// A member before the set that holds checkboxes itself is another set, not a title.
struct TwoSetsPanel: View {
    @State private var a = false
    @State private var hidden: Set<String> = []
    let apps: [String]

    var body: some View {
        VStack {
            general
            ScrollView { rows }
        }
    }

    private var general: some View {
        VStack {
            Text("General")
            Toggle("Show icon", isOn: $a)
        }
    }

    private var rows: some View {
        ForEach(apps, id: \.self) { app in
            Toggle(app, isOn: Binding(get: { hidden.contains(app) }, set: { if $0 { hidden.insert(app) } else { hidden.remove(app) } }))
                .toggleStyle(.checkbox)
        }
    }
}
