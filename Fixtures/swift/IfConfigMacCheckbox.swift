// A checkbox style in the `#if os(macOS)` branch makes the file macOS's, but not the `#else`
// branch (round nine, pattern 1): that branch is compiled for iOS, where its Toggle is a switch.
import SwiftUI

struct LoggerView: View {
    @State var later: Bool = false
    @State var bored: Bool = false
#if os(macOS)
    var body: some View {
        Form {
            Toggle("Bored", isOn: $bored).toggleStyle(.checkbox)
            Toggle("Finish later?", isOn: $later)
        }
        .formStyle(.grouped)
    }
#else
    var body: some View {
        Form {
            Toggle("Finish later?", isOn: $later)
        }
        .navigationTitle("Logger")
    }
#endif
}
