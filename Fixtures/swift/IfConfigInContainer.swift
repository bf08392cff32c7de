// A `#if` among a container's views (round thirty-four, hholdout34b): it only picks which views
// are built, so the views of its clause stay in the `Section` or `GroupBox` around it, each
// read for its clause's platform. A set in a clause is titled by its `Section`, as without the
// `#if`.
import SwiftUI

struct ControlsSettings: View {
    @AppStorage("reversed") var reversed: Bool = false
    @AppStorage("swap") var swap: Bool = false
    var body: some View {
        List {
            Section("Controls") {
                #if !os(macOS)
                Toggle("Reversed Controls", isOn: $reversed)
                #endif
                Toggle("Swap Dash and Jump", isOn: $swap)
            }
        }
    }
}

struct ExpandSettings: View {
    @State var left = true
    @State var right = true
    var body: some View {
        Form {
            GroupBox("Expand Directions") {
                #if os(macOS)
                HStack {
                    Toggle(isOn: $left) { Text("Left") }.toggleStyle(.checkbox)
                    Toggle(isOn: $right) { Text("Right") }.toggleStyle(.checkbox)
                }
                #endif
            }
        }
    }
}

// Near miss: the two clauses are alternatives, only one of which is compiled: one name twice is
// no duplicate.
struct SyncSettings: View {
    @AppStorage("sync") var sync: Bool = false
    var body: some View {
        Form {
            Section("Sync") {
                #if os(macOS)
                Toggle("Sync now", isOn: $sync).toggleStyle(.checkbox)
                #else
                Toggle("Sync now", isOn: $sync)
                #endif
            }
        }
    }
}

// Firing: a set in a clause with nothing titling it.
struct ExportSettings: View {
    @State var zip = false
    @State var sign = false
    var body: some View {
        VStack {
            #if os(macOS)
            Toggle("Zip", isOn: $zip).toggleStyle(.checkbox)
            Toggle("Sign", isOn: $sign).toggleStyle(.checkbox)
            #endif
        }
    }
}
