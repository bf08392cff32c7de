import SwiftUI

// Round twelve, pattern 2: a branch whose condition negates platforms is compiled for what can
// reach it. Excluding iOS (and tvOS, watchOS) leaves macOS: a Toggle there is a check box.
#if canImport(SwiftUI) && !(os(tvOS) || os(iOS) || os(watchOS))
struct MacCheckBox: View {
    let title: String
    @Binding var isChecked: Bool

    var body: some View {
        // `Text(verbatim:)` shows its string as it is: named `{title}`.
        Toggle(isOn: $isChecked, label: { Text(verbatim: title) }).toggleStyle(CheckboxToggleStyle())
    }
}
#endif

// `#if !os(iOS)`: read as the `#else` of `#if os(iOS)` is, macOS's.
#if !os(iOS)
struct MacOnlyOption: View {
    @State private var subfolders = false

    var body: some View {
        Toggle("Include subfolders", isOn: $subfolders)
    }
}
#endif

// `#if !os(macOS)`: iOS's; its `#else`, macOS's.
struct SyncOption: View {
    @State private var sync = false

    var body: some View {
        #if !os(macOS)
        Toggle("Sync over cellular", isOn: $sync)
        #else
        Toggle("Sync on battery", isOn: $sync)
        #endif
    }
}

// `#if !os(watchOS)` leaves iOS and macOS: it decides nothing (the file's platform, iOS).
#if !os(watchOS)
struct PhoneOption: View {
    @State private var haptics = true

    var body: some View {
        Toggle("Haptics", isOn: $haptics)
    }
}
#endif

// A style named `CheckboxToggleStyle` outside any branch decides nothing either: iOS apps declare
// their own of that name (round nine's modoo).
struct StyledOption: View {
    @State private var agree = false

    var body: some View {
        Toggle("I agree", isOn: $agree).toggleStyle(CheckboxToggleStyle())
    }
}
