import SwiftUI

// Round ten, pattern 1: an info pop-up, a picker, a field or a tapped image inside a Toggle's own
// label. VoiceOver reads the Toggle as one element and never reaches the control inside it
// (nested-interactive at the inner control). The preview line stays the Toggle's.

// A package's pop-up (`Templates.Menu`, Popovers): a content closure and a `label:` closure.
struct CounterSettings: View {
    @ObservedObject var model: CounterModel

    var body: some View {
        Toggle(isOn: $model.goToNext) {
            HStack {
                Text("Go to next dhikr")
                Spacer()
                Templates.Menu {
                    Text("Moves on when the counter finishes.")
                } label: { _ in
                    Image(systemName: "info.circle")
                }
            }
        }
    }
}

// SwiftUI's own `Menu`, and an image tapped on its own.
struct BreaksSettings: View {
    @ObservedObject var model: CounterModel
    @State private var showTip = false

    var body: some View {
        VStack {
            Toggle(isOn: $model.lineBreaks) {
                HStack {
                    Text("Line breaks")
                    Menu {
                        Text("Breaks lines at each verse.")
                    } label: {
                        Image(systemName: "info.circle")
                    }
                }
            }
            Toggle(isOn: $model.systemFontSize) {
                HStack {
                    Text("System font size")
                    Image(systemName: "info.circle")
                        .foregroundStyle(.secondary)
                        .onTapGesture { showTip = true }
                }
            }
        }
    }
}

// A picker and a text field inside the label.
struct ReminderRow: View {
    @Binding var enabled: Bool
    @Binding var hour: Int
    @Binding var note: String

    var body: some View {
        Toggle(isOn: $enabled) {
            VStack(alignment: .leading) {
                Text("Daily reminder")
                Picker("Hour", selection: $hour) {
                    Text("8").tag(8)
                    Text("9").tag(9)
                }
                TextField("Note", text: $note)
            }
        }
    }
}

// A Toggle inside another Toggle's label: the inner one is a control of its own (previewed on its
// own line) that VoiceOver cannot reach inside the outer one.
struct QuietHoursRow: View {
    @Binding var quietHours: Bool
    @Binding var weekendsToo: Bool

    var body: some View {
        Toggle(isOn: $quietHours) {
            VStack(alignment: .leading) {
                Text("Quiet hours")
                Toggle("Weekends too", isOn: $weekendsToo)
            }
        }
    }
}

// Not nested: the info menu beside the Toggle, not in its label; a label of texts and an image
// with no tap of its own; a menu item type that is no menu (`Templates.MenuItem`, no label).
struct SharedSettings: View {
    @ObservedObject var model: CounterModel

    var body: some View {
        VStack {
            HStack {
                Toggle("Haptics", isOn: $model.haptics)
                Menu {
                    Text("Vibrates at each count.")
                } label: {
                    Image(systemName: "info.circle")
                }
            }
            Toggle(isOn: $model.ticker) {
                HStack {
                    Text("Counter ticker")
                    Image(systemName: "info.circle")
                }
            }
            Toggle(isOn: $model.sound) {
                Templates.MenuItem {
                    Text("Sound")
                }
            }
        }
    }
}

// A hand-made checkbox's tapped row holding the item's menu: the menu is inside the checkbox.
struct ShoppingRow: View {
    @State private var bought = false

    var body: some View {
        HStack {
            Image(systemName: bought ? "checkmark.square" : "square")
            Text("Milk")
            Spacer()
            Menu {
                Button("Delete") { }
            } label: {
                Image(systemName: "ellipsis")
            }
        }
        .contentShape(Rectangle())
        .onTapGesture { bought.toggle() }
        .accessibilityElement(children: .combine)
        .accessibilityAddTraits(bought ? [.isButton, .isSelected] : .isButton)
    }
}

// The same row with the menu outside the tapped stack: no control inside the checkbox.
struct PackingRow: View {
    @State private var packed = false

    var body: some View {
        HStack {
            HStack {
                Image(systemName: packed ? "checkmark.square" : "square")
                Text("Tent")
            }
            .contentShape(Rectangle())
            .onTapGesture { packed.toggle() }
            .accessibilityElement(children: .combine)
            .accessibilityAddTraits(packed ? [.isButton, .isSelected] : .isButton)
            Spacer()
            Menu {
                Button("Delete") { }
            } label: {
                Image(systemName: "ellipsis")
            }
        }
    }
}
