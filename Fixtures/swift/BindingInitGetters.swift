// Toggles bound to a Binding made from a getter and a setter, spelt `.init(get:set:)` (the type
// is known from `isOn:`) or `Binding(get:set:)`, with `return` or not: the preview shows what the
// getter reads, without `self.`.
import SwiftUI

struct AlertOptions: View {
    @State private var model = AlertModel()

    var body: some View {
        Form {
            Section("Content") {
                Toggle("Has title", isOn: .init(
                    get: {
                        return self.model.title != nil
                    },
                    set: { newValue in
                        self.model.title = newValue ? "Title" : nil
                    }
                ))
                Toggle("Shows message", isOn: Binding<Bool>(
                    get: { !self.model.message.isEmpty },
                    set: { self.model.message = $0 ? "Message" : "" }
                ))
            }
        }
    }
}
