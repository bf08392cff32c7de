import SwiftUI

// A screen title set on a view beside the set, not on a view that holds it (Siesta's watch
// settings: `Text("").navigationTitle("Settings")` then the switches): SwiftUI hands the title up to
// the navigation bar all the same, so it titles the set that opens the screen, as one set on the
// stack does (`(group title) Settings, Heading`); and the empty `Text("")` is no text before the
// set — it shows nothing, VoiceOver skips it. Near misses: a visible text before the set is still
// named; a title inside a sheet is another screen's; a set after a button does not open the screen;
// an empty text alone titles nothing.
struct TickStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            Image(systemName: configuration.isOn ? "checkmark.square.fill" : "square")
            configuration.label
        }
        .contentShape(Rectangle())
        .frame(minHeight: 44)
        .onTapGesture { configuration.isOn.toggle() }
        .accessibilityElement(children: .combine)
        .accessibilityAddTraits(.isToggle)
    }
}

// Titled by the empty text's screen title: silent, and the title is the set's heading.
struct WatchSettings: View {
    @AppStorage("vibrations") var vibrations = false
    @AppStorage("sound") var sound = false

    var body: some View {
        ScrollView(.vertical) {
            VStack(alignment: .leading) {
                Text("")
                    .navigationTitle("Settings")
                Toggle("Vibrations", isOn: $vibrations).toggleStyle(TickStyle())
                Toggle("Sound", isOn: $sound).toggleStyle(TickStyle())
            }
        }
    }
}

// Titled by a view after the set: silent.
struct TrailingTitleSettings: View {
    @State private var vibrations = false
    @State private var sound = false

    var body: some View {
        VStack(alignment: .leading) {
            Toggle("Vibrations", isOn: $vibrations).toggleStyle(TickStyle())
            Toggle("Sound", isOn: $sound).toggleStyle(TickStyle())
            Spacer()
                .navigationTitle("Feedback")
        }
    }
}

// Near miss: an empty text and no title at all: untitled, and the message names no text.
struct EmptyTextSettings: View {
    @State private var vibrations = false
    @State private var sound = false

    var body: some View {
        VStack(alignment: .leading) {
            Text("")
            Toggle("Vibrations", isOn: $vibrations).toggleStyle(TickStyle())
            Toggle("Sound", isOn: $sound).toggleStyle(TickStyle())
        }
    }
}

// Near miss: plain switches after an empty text, no title: independent options, silent (an empty
// text made them "a set shown after a text" before).
struct EmptyTextSwitches: View {
    @State private var vibrations = false
    @State private var sound = false

    var body: some View {
        VStack(alignment: .leading) {
            Text(" ")
            Toggle("Vibrations", isOn: $vibrations)
            Toggle("Sound", isOn: $sound)
        }
    }
}

// Near miss: a visible text before the set, under a sibling's title: the text is named.
struct CaptionedSettings: View {
    @State private var vibrations = false
    @State private var sound = false

    var body: some View {
        VStack(alignment: .leading) {
            Text("")
                .navigationTitle("Settings")
            Text("Haptics")
            Toggle("Vibrations", isOn: $vibrations).toggleStyle(TickStyle())
            Toggle("Sound", isOn: $sound).toggleStyle(TickStyle())
        }
    }
}

// Near miss: the title is set inside a sheet, another screen: the set is untitled.
struct SheetTitleSettings: View {
    @State private var vibrations = false
    @State private var sound = false
    @State private var showsHelp = false

    var body: some View {
        VStack(alignment: .leading) {
            Toggle("Vibrations", isOn: $vibrations).toggleStyle(TickStyle())
            Toggle("Sound", isOn: $sound).toggleStyle(TickStyle())
        }
        .sheet(isPresented: $showsHelp) {
            Text("Help").navigationTitle("Help")
        }
    }
}

// Near miss: a button comes before the set, which then does not open the screen: untitled.
struct ButtonFirstSettings: View {
    @State private var vibrations = false
    @State private var sound = false

    var body: some View {
        VStack(alignment: .leading) {
            Button("Reset") { vibrations = false }
            Toggle("Vibrations", isOn: $vibrations).toggleStyle(TickStyle())
            Toggle("Sound", isOn: $sound).toggleStyle(TickStyle())
            Spacer()
                .navigationTitle("Feedback")
        }
    }
}
