import SwiftUI

// Two Toggles whose titles are the same but whose captions differ: not the same name.
// Two whose titles and captions are both the same: the same name, said twice.
struct NotificationOptions: View {
    @State private var mail = false
    @State private var chat = false
    @State private var first = false
    @State private var second = false

    var body: some View {
        Form {
            Section("Alerts") {
                Toggle(isOn: $mail) {
                    Text("Notify")
                    Text("For new mail").font(.caption)
                }
                Toggle(isOn: $chat) {
                    Text("Notify")
                    Text("For new messages").font(.caption)
                }
                Toggle(isOn: $first) {
                    Text("Sound")
                    Text("Play a sound").font(.caption)
                }
                Toggle(isOn: $second) {
                    Text("Sound")
                    Text("Play a sound").font(.caption)
                }
            }
        }
    }
}
