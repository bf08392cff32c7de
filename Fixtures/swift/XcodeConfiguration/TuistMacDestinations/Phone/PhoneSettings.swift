import SwiftUI

// Compiled by the iPhone/iPad/Mac Catalyst target only: iOS.
struct PhoneSettings: View {
    @State private var notify = true

    var body: some View {
        Toggle("Notify me", isOn: $notify)
    }
}
