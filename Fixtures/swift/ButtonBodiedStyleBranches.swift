// A ToggleStyle whose body picks one of two Buttons (round thirty, pattern 2: ViewCollection's
// SoftToggleStyle, `Group { switch style { case .indicator: Button {…}; case .fill: Button {…} } }`):
// whichever look is chosen, the style draws a Button flipping the Toggle, an element with the button
// trait and no value, so it is read as that Button, as a style of one Button is. Public and applied
// by no Toggle here (a package's style): read at its declaration.
import SwiftUI

public struct TwoLookChipStyle: ToggleStyle {
    let style: Look

    public func makeBody(configuration: Configuration) -> some View {
        Group {
            switch style {
            case .indicator:
                Button {
                    configuration.isOn.toggle()
                } label: {
                    HStack {
                        RoundedRectangle(cornerRadius: 5)
                            .fill(configuration.isOn ? Color.accentColor : Color.gray)
                            .frame(width: 4, height: 20)
                        configuration.label
                    }
                }
            case .fill:
                Button {
                    configuration.isOn.toggle()
                } label: {
                    configuration.label
                        .foregroundStyle(configuration.isOn ? Color.accentColor : Color.secondary)
                }
            }
        }
        .buttonStyle(.plain)
    }

    public enum Look { case indicator, fill }
}

// An `if`/`else` of two Buttons, applied here: read at the Toggle, as that Button.
struct TwoLookTagStyle: ToggleStyle {
    let compact: Bool

    func makeBody(configuration: Configuration) -> some View {
        if compact {
            Button {
                configuration.isOn.toggle()
            } label: {
                configuration.label
                    .font(.caption)
                    .background(configuration.isOn ? Color.accentColor : Color.gray)
            }
        } else {
            Button {
                configuration.isOn.toggle()
            } label: {
                configuration.label
                    .background(configuration.isOn ? Color.accentColor : Color.gray)
            }
        }
    }
}

// Near miss: only one branch is a Button (the other a tapped row): the Toggle keeps its reading.
struct HalfButtonTagStyle: ToggleStyle {
    let compact: Bool

    func makeBody(configuration: Configuration) -> some View {
        if compact {
            Button {
                configuration.isOn.toggle()
            } label: {
                configuration.label
                    .background(configuration.isOn ? Color.accentColor : Color.gray)
            }
        } else {
            HStack {
                configuration.label
                Image(systemName: configuration.isOn ? "checkmark.circle.fill" : "circle")
            }
            .onTapGesture { configuration.isOn.toggle() }
        }
    }
}

struct TagFilters: View {
    @State private var vegan = false
    @State private var spicy = false
    var body: some View {
        VStack {
            Text("Diet")
                .accessibilityAddTraits(.isHeader)
            Toggle("Vegan", isOn: $vegan)
                .toggleStyle(TwoLookTagStyle(compact: true))
            Toggle("Spicy", isOn: $spicy)
                .toggleStyle(HalfButtonTagStyle(compact: false))
        }
    }
}
