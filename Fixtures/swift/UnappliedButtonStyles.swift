import SwiftUI

// A component package's styles, applied by its users' code and by no Toggle here: each is read
// where it is declared, as the Button every Toggle it styles becomes.
public struct PackageChecklistStyle: ToggleStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        Button {
            configuration.isOn.toggle()
        } label: {
            HStack {
                Image(systemName: configuration.isOn ? "checkmark.square.fill" : "square")
                configuration.label
            }
        }
    }
}

// MARK: - PackageTagStyle (a comment names it; a comment is no use)
public struct PackageTagStyle: ToggleStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        Button {
            configuration.isOn.toggle()
        } label: {
            configuration.label
                .padding(8)
                .background(configuration.isOn ? Color.accentColor : Color.gray)
        }
        .buttonStyle(.plain)
    }
}

// Applied by a Toggle of the file: read at that Toggle only.
struct AppliedChipStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button {
            configuration.isOn.toggle()
        } label: {
            configuration.label
                .background(configuration.isOn ? Color.accentColor : Color.gray)
        }
    }
}

struct Filters: View {
    @State private var vegan = false
    var body: some View {
        Toggle("Vegan", isOn: $vegan)
            .toggleStyle(AppliedChipStyle())
    }
}

// Near miss: a Button-bodied style that says what a toggle says keeps the Toggle's reading.
public struct PackageAnnouncedStyle: ToggleStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        Button {
            configuration.isOn.toggle()
        } label: {
            configuration.label
        }
        .accessibilityAddTraits(.isToggle)
    }
}

// Near miss: an internal style nothing applies is dead code, read nowhere.
struct LeftoverCheckStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button {
            configuration.isOn.toggle()
        } label: {
            configuration.label
        }
    }
}
