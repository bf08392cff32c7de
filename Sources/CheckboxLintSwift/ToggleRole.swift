import CheckboxLintKit

/// The role a SwiftUI `Toggle` has, from its style and platform: the one answer for a `Toggle`'s
/// own line and for the line of the `ToggleStyle` that draws it, so the two never disagree about
/// one control (a style previewed "switch" on macOS while its uses said "checkbox" would tell a
/// user two roles for one Toggle).
///
/// A Toggle keeps its role and value whatever its style (SPEC §10): a style of the app's own gives
/// the role that the platform gives a Toggle, never one taken from what the style draws. On iOS
/// that is the switch (CVS Health's catalogue: a custom-styled Toggle reads "Switch button"); on
/// macOS SwiftUI's automatic style is the check box "in most contexts" (Apple's
/// `ToggleStyle.automatic`), and no source gives another word for a custom-styled one.
enum ToggleRole: Equatable {
    /// A check box (macOS): the reader knows the role from the Toggle, no trait declares it.
    case checkBox
    /// The toggle trait with the button trait: "Switch button" on iOS, "switch" on macOS.
    case switchButton
    /// `.toggleStyle(.button)`: a button that is selected while on.
    case toggleButton

    /// The role of a Toggle drawn with `style` on `platform`. A Toggle with no style is given its
    /// kind by the caller (`.checkbox` on macOS, `.switch` in a grouped Form or on iOS).
    static func of(_ style: ToggleStyleKind, on platform: Platform) -> ToggleRole {
        switch style {
        case .checkbox: return .checkBox
        case .button: return .toggleButton
        case .switch: return .switchButton
        case .custom: return platform == .macos ? .checkBox : .switchButton
        }
    }

    /// The traits of the role's model element, before any the code adds: nil for a check box (its
    /// role is the Toggle's own, `SwiftStops`), empty for a toggle button (its traits depend on
    /// its state, set by its caller).
    var traits: [String]? {
        switch self {
        case .checkBox: return nil
        case .switchButton: return ["toggle", "button"]
        case .toggleButton: return []
        }
    }
}
