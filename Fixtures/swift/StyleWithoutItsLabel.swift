// A ToggleStyle whose body draws only the box (docs/review/swiftui-unseen.md, round seven, pattern
// 3): the style neither gives a name nor takes it away (SPEC §10). The Toggle it styles names it,
// so the style gets no label-missing of its own; an unnamed Toggle does, where it is written.
import SwiftUI

struct BoxToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        Image(systemName: configuration.isOn ? "checkmark.square.fill" : "square")
            .resizable()
            .frame(width: 44, height: 44)
            .onTapGesture { configuration.isOn.toggle() }
    }
}

struct Consent: View {
    @State private var terms = false
    @State private var news = false

    var body: some View {
        Form {
            Section("Before you start") {
                Toggle("I accept the terms", isOn: $terms)
                    .toggleStyle(BoxToggleStyle())
                Toggle("", isOn: $news)
                    .toggleStyle(BoxToggleStyle())
            }
        }
    }
}
