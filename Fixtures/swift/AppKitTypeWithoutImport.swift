// A macOS app's settings view that imports only SwiftUI but calls AppKit (`NSWorkspace`): no iOS
// build has that type, so the file is macOS code and its Toggle of no style a check box
// (SPEC §10, platform; round eleven, pattern 1). Its 20 pt frame is no defect on macOS, a pointer
// platform with no minimum hit area.
import SwiftUI

struct LocationSettings: View {
    @Binding var addLocation: Bool

    var body: some View {
        VStack {
            Toggle(isOn: $addLocation) {
                Text("Add location to snapshot")
            }
            .frame(height: 20)
            Button("Open Settings") {
                NSWorkspace.shared.open(URL(string: "x-apple.systempreferences:")!)
            }
        }
    }
}
