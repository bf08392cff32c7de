// Rows made by the project's `ListRowButton` (`ListRowButton.swift`), whose body holds the trailing
// view in a Button's label: the Toggle is read inside that Button, named by the row's title.
import SwiftUI

struct ReminderSettingsPane: View {
    @State private var dailyDigest = false

    var body: some View {
        List {
            ListRowButton(title: "Daily digest", action: { dailyDigest.toggle() }) {
                Toggle("", isOn: $dailyDigest).labelsHidden()
            }
        }
    }
}
