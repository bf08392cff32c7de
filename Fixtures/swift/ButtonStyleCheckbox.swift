// A hand-made checkbox whose box a ButtonStyle draws from the state the Button passes it
// (SPEC §10: "in a Button, a ButtonStyle, .onTapGesture or a gesture").
import SwiftUI

struct BoxButtonStyle: ButtonStyle {
    let isOn: Bool

    func makeBody(configuration: Configuration) -> some View {
        HStack {
            Image(systemName: isOn ? "checkmark.square.fill" : "square")
            configuration.label
        }
    }
}

struct MarketingConsent: View {
    @State private var consent = false
    @State private var offers = true

    var body: some View {
        VStack {
            Text("Marketing")
                .accessibilityAddTraits(.isHeader)
            // Only "Button": VoiceOver never says whether it is checked.
            Button {
                consent.toggle()
            } label: {
                Text("Send me news")
            }
            .buttonStyle(BoxButtonStyle(isOn: consent))
            // Selected while on: the state is told.
            Button {
                offers.toggle()
            } label: {
                Text("Send me offers")
            }
            .buttonStyle(BoxButtonStyle(isOn: offers))
            .accessibilityAddTraits(offers ? [.isButton, .isSelected] : .isButton)
        }
    }
}
