import SwiftUI

// A design system's checkbox: named by what its caller gives, else by a word of its own.
public struct TermsBox: View {
    @Binding private var isChecked: Bool
    private let label: String?

    public init(isChecked: Binding<Bool>, label: String? = nil) {
        self._isChecked = isChecked
        self.label = label
    }

    public var body: some View {
        Button(action: { isChecked.toggle() }) {
            HStack {
                Image(systemName: isChecked ? "checkmark.square.fill" : "square")
                if let label = label { Text(label) }
            }
            .frame(minHeight: 44)
        }
        .buttonStyle(.plain)
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(label ?? "Checkbox")
        .accessibilityValue(isChecked ? "Checked" : "Unchecked")
        .accessibilityAddTraits(.isButton)
    }
}

// A switch of the same kit, its look in a property, its title given by the memberwise initialiser.
struct Switcher: View {
    @Binding var isOn: Bool
    var title: String? = nil

    var body: some View {
        Button(action: flip) {
            HStack {
                if let title { Text(title) }
                track
            }
            .frame(minHeight: 44)
        }
        .buttonStyle(.plain)
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(title ?? "Toggle")
        .accessibilityValue(isOn ? "On" : "Off")
        .accessibilityAddTraits(.isButton)
    }

    private var track: some View {
        ZStack(alignment: isOn ? .trailing : .leading) {
            Capsule().fill(isOn ? Color.green : Color.gray).frame(width: 51, height: 31)
            Circle().fill(Color.white).frame(width: 27, height: 27)
        }
    }

    private func flip() {
        isOn = !isOn
    }
}

// A switch that falls back to no name at all.
struct QuietSwitch: View {
    @Binding var isOn: Bool
    let caption: String?

    init(isOn: Binding<Bool>, caption: String? = nil) {
        _isOn = isOn
        self.caption = caption
    }

    var body: some View {
        Button { isOn.toggle() } label: {
            Image(systemName: isOn ? "checkmark.circle.fill" : "circle").frame(width: 44, height: 44)
        }
        .accessibilityLabel(caption ?? "")
        .accessibilityValue(isOn ? "On" : "Off")
    }
}

// Near miss: a badge with a fallback name and no state: no control.
struct Badge: View {
    var text: String? = nil
    var body: some View {
        Text(text ?? "New").padding(4).accessibilityLabel(text ?? "Badge")
    }
}

// Near miss: a favourite's heart with a fallback name: a toggle button of another kind.
struct FavoriteButton: View {
    @Binding var isFavorite: Bool
    var title: String? = nil
    var body: some View {
        Button { isFavorite.toggle() } label: {
            Image(systemName: isFavorite ? "heart.fill" : "heart")
        }
        .accessibilityLabel(title ?? "Favorite")
        .accessibilityValue(isFavorite ? "On" : "Off")
    }
}

struct TermsScreen: View {
    @State private var agreed = false
    @State private var emails = false
    @State private var news = false
    @State private var wifi = false
    @State private var bluetooth = false
    @State private var darkMode = false

    var body: some View {
        VStack {
            // VoiceOver says "Checkbox, Unchecked, Button"; the text is another element.
            HStack {
                TermsBox(isChecked: $agreed)
                Text("I agree to the terms")
            }
            HStack {
                Text("Wi-Fi")
                Spacer()
                Switcher(isOn: $wifi)
            }
            HStack {
                QuietSwitch(isOn: $darkMode)
                Text("Dark Mode")
            }
            // Near misses: named by the call.
            TermsBox(isChecked: $emails, label: "Send me emails")
            TermsBox(isChecked: $news).accessibilityLabel("Newsletter")
            Switcher(isOn: $bluetooth, title: "Bluetooth")
            QuietSwitch(isOn: $darkMode, caption: "Dark appearance")
            Badge()
            HStack {
                Text("Keep this recipe")
                FavoriteButton(isFavorite: $news)
            }
        }
        .navigationTitle("Terms")
    }
}

#Preview {
    TermsBox(isChecked: .constant(true))
}

// Near miss: a unit test makes the value and shows it nowhere.
final class TermsBoxTests {
    func testToggle() {
        var checked = false
        let binding = Binding(get: { checked }, set: { checked = $0 })
        let _ = TermsBox(isChecked: binding)
        binding.wrappedValue = true
    }
}
