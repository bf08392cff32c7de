import SwiftUI

// An unnamed Toggle in a row that shows its title in a nested stack and a captioned value in
// another: the advice names the title, not the caption "Value:".
struct CaptionedRow: View {
    let title: String
    let value: String
    @Binding var isSelected: Bool

    var body: some View {
        HStack {
            Toggle("", isOn: $isSelected).labelsHidden()
            VStack(alignment: .leading) {
                Text(title).bold()
            }
            HStack {
                Text("Value:").bold()
                Text(value)
            }
        }
    }
}

// With no caption the row's texts are judged as before: its one literal text.
struct PlainRow: View {
    @Binding var isSelected: Bool

    var body: some View {
        HStack {
            Toggle("", isOn: $isSelected).labelsHidden()
            Text("Wi-Fi")
        }
    }
}

// A caption alone and its value: nothing else in the row names the control, no text is advised.
struct OnlyCaptionedRow: View {
    let value: String
    @Binding var isSelected: Bool

    var body: some View {
        HStack {
            Toggle("", isOn: $isSelected).labelsHidden()
            Text("Value:")
            Text(value)
        }
    }
}
