// A project's row view, in a file of its own: its body puts the trailing view its caller gives inside
// a Button's label, beside the row's title (`ReminderSettingsPane.swift` gives it a Toggle).
import SwiftUI

struct ListRowButton<Trailing: View>: View {
    let title: String
    let action: () -> Void
    let trailing: Trailing

    init(title: String, action: @escaping () -> Void, @ViewBuilder trailing: () -> Trailing) {
        self.title = title
        self.action = action
        self.trailing = trailing()
    }

    var body: some View {
        Button(action: action) {
            HStack {
                Text(title)
                Spacer()
                trailing
            }
        }
    }
}

// No Button in its body: the Toggle it is given stays a switch of its own.
struct DigestCard<Content: View>: View {
    @ViewBuilder let content: () -> Content

    var body: some View {
        VStack { content() }.padding()
    }
}

struct WeeklySummaryRow: View {
    @State private var weekly = true

    var body: some View {
        DigestCard {
            Toggle("Weekly summary", isOn: $weekly)
        }
    }
}
