import SwiftUI
import UIKit

// Round twenty-six (the hmrc kit's `Components.Atoms.Switch`): a `UIViewRepresentable` whose
// `makeUIView` returns a bare `UISwitch`, placed by a caller beside a separate title. VoiceOver
// reads "Switch button, off" with no name: label-missing, at the representable (`RepresentedSwitches`).
enum Kit {}

extension Kit {
    struct Switch: UIViewRepresentable {
        @Binding var isOn: Bool

        func makeCoordinator() -> Coordinator { Coordinator(isOn: $isOn) }

        func makeUIView(context: Context) -> UISwitch {
            let view = UISwitch()
            view.addTarget(context.coordinator, action: #selector(Coordinator.valueChanged(_:)), for: .valueChanged)
            return view
        }

        func updateUIView(_ uiView: UISwitch, context: Context) {
            uiView.isOn = isOn
        }

        final class Coordinator: NSObject {
            @Binding var isOn: Bool
            init(isOn: Binding<Bool>) { _isOn = isOn }
            @objc func valueChanged(_ sender: UISwitch) { isOn = sender.isOn }
        }
    }
}

struct SwitchRow: View {
    @Binding var isOn: Bool
    let title: String

    var body: some View {
        HStack {
            Text(title)
            Kit.Switch(isOn: $isOn)
        }
    }
}

// Silent: every caller names the representable (`.accessibilityLabel`), which names the switch.
struct LabelledSwitch: UIViewRepresentable {
    @Binding var isOn: Bool

    func makeUIView(context: Context) -> UISwitch {
        UISwitch()
    }

    func updateUIView(_ uiView: UISwitch, context: Context) {
        uiView.isOn = isOn
    }
}

struct NotificationsRow: View {
    @State private var notify = false

    var body: some View {
        HStack {
            Text("Notifications")
            LabelledSwitch(isOn: $notify)
                .accessibilityLabel("Notifications")
        }
    }
}

// Silent: the representable's view is a text field; the switch it makes is only a part kept for
// its look, never returned.
struct SearchField: UIViewRepresentable {
    @Binding var text: String

    func makeUIView(context: Context) -> UITextField {
        let field = UITextField()
        let marker = UISwitch()
        field.rightView = marker
        return field
    }

    func updateUIView(_ uiView: UITextField, context: Context) {
        uiView.text = text
    }
}
