// An unnamed control in a row of several texts (docs/review/swiftui-unseen.md, round six, pattern
// 10): the text right beside it, on one side only, is the one label-missing's message names.
import SwiftUI

struct Bar: View {
    @State private var mute = false
    @State private var dark = false
    @State private var preset = 0

    var body: some View {
        VStack {
            HStack {
                Text("Mute").font(.caption)
                Toggle(isOn: $mute) {}
                    .toggleStyle(.checkbox)
                Spacer()
                Text("Preset")
                Picker("", selection: $preset) { Text("Low").tag(0) }
            }
            HStack {
                Text("Light")
                Toggle("", isOn: $dark)
                Text("Dark")
            }
        }
    }
}
