import SwiftUI

// Round nine, pattern 3: a box Button whose label shows only its image, beside a text outside it.
// VoiceOver meets the Button first, named only by its symbol, then the text as an element of its
// own: label-missing (naming the text to give it), and the preview line is the Button's.
struct AgreementRow: View {
    let text: String
    @Binding var isAgreed: Bool

    var body: some View {
        HStack(spacing: 10) {
            Button(action: {
                isAgreed.toggle()
            }) {
                Image(systemName: isAgreed ? "checkmark" : "")
                    .resizable()
                    .frame(width: 14, height: 14)
                    .padding(4)
            }
            Text(text)
            Spacer()
        }
    }
}

// The same with a literal text: the message names it.
struct TermsRow: View {
    @State private var accepted = false

    var body: some View {
        HStack {
            Button(action: { accepted.toggle() }) {
                Image(systemName: accepted ? "checkmark.square" : "square")
                    .frame(width: 44, height: 44)
            }
            Text("I agree to the terms")
        }
    }
}

// Not firing label-missing: the text is inside the Button's label (one element, named by it).
struct TermsRowFixed: View {
    @State private var accepted = false

    var body: some View {
        Button(action: { accepted.toggle() }) {
            HStack {
                Image(systemName: accepted ? "checkmark.square" : "square")
                Text("I agree to the terms")
            }
            .frame(minHeight: 44)
        }
        .accessibilityAddTraits(accepted ? [.isToggle, .isSelected] : .isToggle)
    }
}

// The image itself tapped, no Button: an element of its own too, named by its symbol, the text
// beside it the label to give it (round twelve, pattern 1; fixture TappedImageBesideText.swift).
struct TappedImageRow: View {
    let text: String
    @Binding var isAgreed: Bool

    var body: some View {
        HStack(spacing: 10) {
            Image(systemName: isAgreed ? "checkmark" : "")
                .resizable()
                .frame(width: 14, height: 14)
                .padding(4)
                .onTapGesture { isAgreed.toggle() }
            Text(text)
            Spacer()
        }
    }
}

// Not firing label-missing: the row combined into one element reads the text with the box.
struct CombinedTermsRow: View {
    @State private var accepted = false

    var body: some View {
        HStack {
            Button(action: { accepted.toggle() }) {
                Image(systemName: accepted ? "checkmark.square" : "square")
            }
            Text("I agree to the terms")
        }
        .accessibilityElement(children: .combine)
    }
}

// Not firing label-missing: the Button named by its own accessibility label; tapping the text
// beside it still does nothing (label-not-tappable names that text).
struct LabelledTermsRow: View {
    @State private var accepted = false

    var body: some View {
        HStack {
            Button(action: { accepted.toggle() }) {
                Image(systemName: accepted ? "checkmark.square" : "square")
            }
            .accessibilityLabel("Accept")
            Text("I agree to the terms")
        }
    }
}

// Two texts stacked beside the box: VoiceOver reads both, and the label to give it is both, in
// order, not the first alone.
struct TrackingConsentRow: View {
    @State private var trackingAccepted = false

    var body: some View {
        HStack {
            Button {
                trackingAccepted.toggle()
            } label: {
                Image(systemName: trackingAccepted ? "square.fill" : "square")
                    .frame(width: 44, height: 44)
            }
            VStack(alignment: .leading) {
                Text("(Optional)")
                Text("Share crash reports")
            }
        }
    }
}

// A stack holding a link beside its text is not plain words: the text beside the box is its first
// text, as before.
struct NewsletterRow: View {
    @State private var subscribed = false

    var body: some View {
        HStack {
            Button {
                subscribed.toggle()
            } label: {
                Image(systemName: subscribed ? "square.fill" : "square")
                    .frame(width: 44, height: 44)
            }
            VStack(alignment: .leading) {
                Text("Send me the newsletter")
                Link("Privacy policy", destination: URL(string: "https://example.com/privacy")!)
            }
        }
    }
}

// Texts known at run time stacked beside the box are a data row, an item's name over its details:
// the first, its name, is the label to give it.
struct DueTaskRow: View {
    let title: String
    let due: String
    @State private var done = false

    var body: some View {
        HStack {
            Button {
                done.toggle()
            } label: {
                Image(systemName: done ? "checkmark.square" : "square")
                    .frame(width: 44, height: 44)
            }
            VStack(alignment: .leading) {
                Text(title)
                Text("Due \(due)")
            }
        }
    }
}

// A text partly known at run time: the advice writes it as the Swift string that says it,
// interpolations and all.
struct ReminderRow: View {
    let days: Int
    @State private var remind = false

    var body: some View {
        HStack {
            Button {
                remind.toggle()
            } label: {
                Image(systemName: remind ? "checkmark.square" : "square")
                    .frame(width: 44, height: 44)
            }
            Text("Remind me \(days) days before")
        }
    }
}

// Not firing label-not-tappable: a Button of the default style in a List row takes the whole row's
// tap, the text beside it included; VoiceOver still meets the Button and the text apart.
struct PackingListRows: View {
    @State private var items: [PackingItem] = []

    var body: some View {
        List {
            ForEach($items) { $item in
                HStack {
                    Text(item.title)
                    Spacer()
                    Button {
                        item.packed.toggle()
                    } label: {
                        Image(systemName: item.packed ? "checkmark.circle.fill" : "circle")
                    }
                }
            }
        }
    }
}

// Firing label-not-tappable: the same row with a plain Button, whose tap stays on its label.
struct PlainPackingListRows: View {
    @State private var items: [PackingItem] = []

    var body: some View {
        List {
            ForEach($items) { $item in
                HStack {
                    Text(item.title)
                    Spacer()
                    Button {
                        item.packed.toggle()
                    } label: {
                        Image(systemName: item.packed ? "checkmark.circle.fill" : "circle")
                    }
                    .buttonStyle(.plain)
                }
            }
        }
    }
}
