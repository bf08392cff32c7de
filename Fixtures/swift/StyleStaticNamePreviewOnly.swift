// A public Button-bodied style given a static name, applied only in an Xcode preview (round
// thirty, pattern 1: ViewCollection's CheckMarkToggleStyle, the shape of every style a package
// ships). Neither its own `extension ToggleStyle where Self == …` nor the preview's
// `.toggleStyle(.ledgerTick)` is a Toggle the lint reads: no Toggle of the project applies it, so
// it is read where it is declared, as the Button each Toggle it styles becomes.
import SwiftUI

public struct LedgerTickToggleStyle: ToggleStyle {
    public func makeBody(configuration: Configuration) -> some View {
        Button {
            configuration.isOn.toggle()
        } label: {
            HStack {
                configuration.label
                if configuration.isOn {
                    Image(systemName: "checkmark")
                }
            }
        }
        .buttonStyle(.plain)
    }
}

extension ToggleStyle where Self == LedgerTickToggleStyle {
    public static var ledgerTick: LedgerTickToggleStyle { LedgerTickToggleStyle() }
}

#Preview {
    @Previewable @State var state = false
    Toggle("Preview only", isOn: $state)
        .toggleStyle(.ledgerTick)
}

// Near miss: a public style whose static name a live Toggle uses is read at that Toggle only, as
// the Button it draws there.
public struct StampTickToggleStyle: ToggleStyle {
    public func makeBody(configuration: Configuration) -> some View {
        Button {
            configuration.isOn.toggle()
        } label: {
            configuration.label
                .background(configuration.isOn ? Color.accentColor : Color.gray)
        }
    }
}

extension ToggleStyle where Self == StampTickToggleStyle {
    public static var stampTick: Self { .init() }
}

struct StampedOptions: View {
    @State private var express = false
    var body: some View {
        Toggle("Express", isOn: $express)
            .toggleStyle(.stampTick)
            // A colour of the same name is no use of the style: only `.toggleStyle(.ledgerTick)` is.
            .tint(Color.ledgerTick)
    }
}

extension Color {
    static let ledgerTick = Color.green
}
