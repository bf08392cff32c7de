// An unnamed Toggle combined into one element with the label beside it: a kit's row whose label is
// a view its callers give (`let label: Label`), in a `LabeledContent { Toggle("", …) } label: {
// label }` or a stack, `.accessibilityElement(children: .combine)` around it. VoiceOver reads the
// one control, named by that label ("{label}, Switch button, off").
import SwiftUI

// Named: a LabeledContent whose label is the row's given view, combined.
struct KitToggleRow<Label: View>: View {
    let label: Label
    @Binding var isOn: Bool

    var body: some View {
        LabeledContent {
            // VoiceOver label already provided.
            Toggle("", isOn: $isOn)
                .labelsHidden()
        } label: {
            label
        }
        .accessibilityElement(children: .combine)
    }
}

// Named: a LabeledContent's own title, combined.
struct TitledToggleRow: View {
    @State private var wifiOn = false

    var body: some View {
        LabeledContent("Wi-Fi") {
            Toggle("", isOn: $wifiOn)
                .labelsHidden()
        }
        .accessibilityElement(children: .combine)
    }
}

// Named: a stack of the given view (as `self.label`) and the switch, combined.
struct GivenLabelStackRow<Label: View>: View {
    let label: Label
    @State private var isOn = false

    var body: some View {
        HStack {
            self.label
            Spacer()
            Toggle("", isOn: $isOn)
                .labelsHidden()
        }
        .accessibilityElement(children: .combine)
    }
}

// Fires (label-missing): the same stack not combined, two elements; the switch has no name.
struct UncombinedGivenLabelRow<Label: View>: View {
    let label: Label
    @State private var isOn = false

    var body: some View {
        HStack {
            label
            Toggle("", isOn: $isOn)
                .labelsHidden()
        }
    }
}

// Fires (label-missing): a combined stack that holds another control too: which one the label
// names is not known.
struct GivenLabelTwoControls<Label: View>: View {
    let label: Label
    @State private var isOn = false

    var body: some View {
        HStack {
            label
            Toggle("", isOn: $isOn)
                .labelsHidden()
            Button("Edit") {}
        }
        .accessibilityElement(children: .combine)
    }
}
