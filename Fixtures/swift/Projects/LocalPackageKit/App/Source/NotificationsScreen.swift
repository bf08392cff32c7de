import Kit
import SwiftUI

struct NotificationsScreen: View {
    @State private var digest = false
    @State private var mentions = true

    var body: some View {
        VStack {
            // The package's tick box left unnamed: "Checkbox, Unchecked, Button".
            HStack {
                Text("Daily digest")
                KitTick(isOn: $digest)
            }
            // Named by the call: silent.
            KitTick(isOn: $mentions, title: "Mentions")
        }
        .navigationTitle("Notifications")
    }
}
