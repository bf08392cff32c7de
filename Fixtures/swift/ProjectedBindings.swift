// Bindings another object's property wrapper projects (`Settings.shared.$showDone`, an
// `@AppStorage` of a shared settings type; round five's assignment tracker): the state is that
// property's value at run time, shown without the `$`.
import SwiftUI

struct SettingTab: View {
    var body: some View {
        List {
            Section(header: Text("Customise")) {
                Toggle(isOn: Settings.shared.$showDone) {
                    Text("Show finished tasks")
                }
                Toggle("Sync", isOn: model.$sync.animation())
            }
        }
    }
}
