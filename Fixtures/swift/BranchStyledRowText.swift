// The text beside an unnamed Toggle, styled in the two branches of an if, is one text: the
// finding names it. Two different texts are no one name.
import SwiftUI
import AppKit

struct PluginRowView: View {
    let label: String
    @State var enabled = false
    var selected: Bool = false
    var body: some View {
        HStack(alignment: .center) {
            Toggle("", isOn: $enabled)
            if selected {
                Text(label)
                    .foregroundColor(Color.white)
            } else {
                Text(label)
            }
        }
    }
}

struct TwoNamesRow: View {
    let label: String
    let other: String
    @State var enabled = false
    var selected: Bool = false
    var body: some View {
        HStack(alignment: .center) {
            Toggle("", isOn: $enabled)
            if selected {
                Text(label)
            } else {
                Text(other)
            }
        }
    }
}
