import SwiftUI

// Two plain switches of one name in one stack: no set, yet VoiceOver reads the same words for both.
struct PowerSwitches: View {
    @State private var main = false
    @State private var backup = false
    var body: some View {
        VStack {
            Group {
                Toggle("Turn me On?", isOn: $main)
            }
            Group {
                Toggle("Turn me On?", isOn: $backup).labelsHidden()
            }
        }
    }
}

// In an untitled section of a form that mixes inputs, likewise.
struct AccountForm: View {
    @State private var name = ""
    @State private var email = false
    @State private var sms = false
    var body: some View {
        Form {
            Section {
                TextField("Name", text: $name)
                Toggle("Notify me", isOn: $email)
                Toggle("Notify me", isOn: $sms)
            }
        }
    }
}

// Near miss: the same name in two branches of an `if` is never on screen twice.
struct ModeSwitch: View {
    @State private var advanced = false
    @State private var on = false
    var body: some View {
        VStack {
            if advanced {
                Toggle("Sync", isOn: $on)
            } else {
                Toggle("Sync", isOn: $on)
            }
        }
    }
}

// Near miss: image-only toggles of a toolbar are each their own option.
struct FormatBar: View {
    @State private var first = false
    @State private var second = false
    var body: some View {
        HStack {
            Toggle(isOn: $first) { Image(systemName: "bold") }
                .toggleStyle(.button)
            Toggle(isOn: $second) { Image(systemName: "bold") }
                .toggleStyle(.button)
        }
    }
}

// Near miss: names that differ.
struct TwoOptions: View {
    @State private var wifi = false
    @State private var bluetooth = false
    var body: some View {
        VStack {
            Toggle("Wi-Fi", isOn: $wifi)
            Toggle("Bluetooth", isOn: $bluetooth)
        }
    }
}

// Near miss: the clauses of an `#if` in a toolbar are built for different platforms.
struct TargetsList: View {
    @State private var flipped = false
    var body: some View {
        NavigationStack {
            List { Text("Examples") }
                .toolbar {
                    #if os(macOS)
                    ToolbarItem(placement: .automatic) {
                        Toggle("Flip Layout Direction", isOn: $flipped)
                    }
                    #else
                    ToolbarItem(placement: .topBarTrailing) {
                        Toggle("Flip Layout Direction", isOn: $flipped)
                    }
                    #endif
                }
        }
    }
}
