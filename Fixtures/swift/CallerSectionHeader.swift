import SwiftUI

// A component's set titled where it is shown (round twenty-five, D: CarBooking's colour palette).
// Nothing in a palette's body titles its swatches; every caller shows it in a Section with a header
// (or right after a heading), which VoiceOver reads as focus enters: the set is titled.

struct Swatch: Identifiable {
    let id: Int
    var name: String
    var isChecked: Bool
}

// Shown only under `Section(header: Text("Color"))`: titled, no group-header-missing.
struct ColorPaletteView: View {
    @Binding var colorItems: [Swatch]

    var body: some View {
        HStack {
            ForEach($colorItems) { $item in
                Circle()
                    .stroke(item.isChecked ? Color.blue : Color.gray, lineWidth: item.isChecked ? 5 : 1)
                    .frame(width: 44, height: 44)
                    .onTapGesture {
                        item.isChecked.toggle()
                    }
            }
        }
    }
}

// Shown right after a text marked as a heading: titled too.
struct FinishPaletteView: View {
    @Binding var finishes: [Swatch]

    var body: some View {
        HStack {
            ForEach($finishes) { $item in
                Circle()
                    .stroke(item.isChecked ? Color.blue : Color.gray, lineWidth: item.isChecked ? 5 : 1)
                    .frame(width: 44, height: 44)
                    .onTapGesture {
                        item.isChecked.toggle()
                    }
            }
        }
    }
}

// Shown once under a Section with a header and once in a plain stack: untitled where the stack
// shows it, so the set still wants a header.
struct TrimPaletteView: View {
    @Binding var trims: [Swatch]

    var body: some View {
        HStack {
            ForEach($trims) { $item in
                Circle()
                    .stroke(item.isChecked ? Color.blue : Color.gray, lineWidth: item.isChecked ? 5 : 1)
                    .frame(width: 44, height: 44)
                    .onTapGesture {
                        item.isChecked.toggle()
                    }
            }
        }
    }
}

struct FilterView: View {
    @State private var colors: [Swatch] = []
    @State private var finishes: [Swatch] = []
    @State private var trims: [Swatch] = []

    var body: some View {
        Form {
            Section(header: Text("Color")) {
                ColorPaletteView(colorItems: $colors)
            }
            Section(header: Text("Trim")) {
                TrimPaletteView(trims: $trims)
            }
        }
        VStack {
            Text("Finish")
                .accessibilityAddTraits(.isHeader)
            FinishPaletteView(finishes: $finishes)
            TrimPaletteView(trims: $trims)
        }
    }
}
