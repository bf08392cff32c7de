// Toggles keep their role and value whatever their style; sets and their titles by container
// (SPEC §10).
import SwiftUI

/// A checkbox look for a Toggle: the whole row toggles, so it adds nothing wrong.
struct SquareToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            Image(systemName: configuration.isOn ? "checkmark.square" : "square")
                .frame(width: 24, height: 24)
            configuration.label
        }
        .onTapGesture { configuration.isOn.toggle() }
    }
}

/// A Button-based style drawn as a switch, showing its own text: that Button is what VoiceOver meets.
struct FaceIDToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button(action: { configuration.isOn.toggle() }) {
            HStack {
                Text("Use Face ID to log in")
                RoundedRectangle(cornerRadius: 16)
                    .fill(configuration.isOn ? Color.green : Color.gray)
                    .frame(width: 50, height: 30)
            }
        }
    }
}

struct ContactPreferences: View {
    @State private var terms = false
    @State private var email = true
    @State private var phone = false
    @State private var sms = false
    @State private var emailBad = false
    @State private var phoneBad = false
    @State private var smsBad = false
    @State private var faceID = false
    @State private var darkMode = false

    var body: some View {
        VStack {
            Text("Single checkbox")
                .accessibilityAddTraits(.isHeader)
            HStack {
                Toggle(isOn: $terms) {
                    Text("Accept Terms")
                }
                .toggleStyle(SquareToggleStyle())
                .accessibilityValue(terms ? "Checked" : "Unchecked")
            }
            // A titled group: VoiceOver says its label as focus enters it.
            VStack {
                Toggle("Email", isOn: $email)
                    .toggleStyle(SquareToggleStyle())
                Toggle("Phone", isOn: $phone)
                    .toggleStyle(SquareToggleStyle())
                Toggle("Text", isOn: $sms)
                    .toggleStyle(SquareToggleStyle())
            }
            .accessibilityElement(children: .contain)
            .accessibilityLabel("Preferred contact methods")
            // The same set with a visible title that is neither a heading nor the group's label.
            Text("Preferred contact methods")
            VStack {
                Toggle("Email", isOn: $emailBad)
                    .toggleStyle(SquareToggleStyle())
                Toggle("Phone", isOn: $phoneBad)
                    .toggleStyle(SquareToggleStyle())
                Toggle("Text", isOn: $smsBad)
                    .toggleStyle(SquareToggleStyle())
            }
            Text("Sign in")
                .accessibilityAddTraits(.isHeader)
            Toggle(isOn: $faceID) { }
                .toggleStyle(FaceIDToggleStyle())
                .accessibilityHint("Skips the password")
            HStack {
                Text("Dark mode")
                Toggle("", isOn: $darkMode)
                    .labelsHidden()
            }
        }
    }
}

/// A design-system wrapper: the label is a view given from outside.
struct BrandCheckbox<Label: View>: View {
    @Binding var isOn: Bool
    let label: () -> Label

    var body: some View {
        Toggle(isOn: $isOn, label: self.label)
            .toggleStyle(SquareToggleStyle())
    }
}
