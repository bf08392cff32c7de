// An untitled Section that mixes checkboxes with a text field is a form's section: its checkboxes
// are separate settings, no set that needs a title (docs/review/swiftui-unseen.md, a bolus form).
import SwiftUI

struct BolusForm: View {
    @State private var reduced = false
    @State private var external = false
    @State private var amount = ""

    var body: some View {
        Form {
            Section {
                Toggle(isOn: $reduced) { Text("Reduced Bolus") }
                    .toggleStyle(BoxStyle())
                HStack {
                    Text("Bolus")
                    TextField("0", text: $amount)
                }
                Toggle("External Insulin", isOn: $external)
                    .toggleStyle(BoxStyle())
            }
        }
    }
}

// An untitled Section that holds only checkboxes: a set with no title.
struct MealOptions: View {
    @State private var fatty = false
    @State private var sweet = false

    var body: some View {
        Form {
            Section {
                Toggle("Fatty meal", isOn: $fatty).toggleStyle(BoxStyle())
                Toggle("Sweet meal", isOn: $sweet).toggleStyle(BoxStyle())
            }
        }
    }
}
