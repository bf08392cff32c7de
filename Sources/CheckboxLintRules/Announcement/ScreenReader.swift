import CheckboxLintModel

/// The screen readers whose announcements checkbox-lint can compute (SPEC §3.1).
///
/// `design` is the design-system grammar of SPEC §3 (what a design system's custom checkbox must
/// make VoiceOver say, and the `ui` format's contract); the others are what each platform's own
/// screen reader says for its native controls.
public enum ScreenReader: String, CaseIterable, Sendable {
    case design
    case voiceOverIOS = "voiceover-ios"
    case voiceOverMacOS = "voiceover-macos"
    case talkBack = "talkback"
    case nvda

    /// How messages name the reader. The design grammar is what VoiceOver is made to say, and
    /// the messages of `ui` documents have always named VoiceOver.
    public var displayName: String {
        switch self {
        case .design: "VoiceOver"
        case .voiceOverIOS: "VoiceOver on iOS"
        case .voiceOverMacOS: "VoiceOver on macOS"
        case .talkBack: "TalkBack"
        case .nvda: "NVDA"
        }
    }

    /// Whether the reader speaks a group's title as part of each checkbox's announcement (the
    /// design grammar) rather than once, as focus enters the group (the native readers).
    public var saysGroupInAnnouncement: Bool { self == .design }

    /// The reader `auto` picks for `checkbox` in `document`: by the kind of file, its platform and
    /// the control's class.
    public static func auto(for checkbox: Element, in document: Document) -> ScreenReader {
        switch document.origin {
        case .ui:
            return .design
        case .interfaceBuilder:
            return document.platform == .macos ? .voiceOverMacOS : .voiceOverIOS
        case .android, .compose:
            return .talkBack
        case .swift:
            // Orange's OUDS components are made to follow the design grammar; native SwiftUI and
            // UIKit controls and hand-made checkboxes are what VoiceOver says of them.
            if let name = checkbox.controlClass, ControlKind.simpleName(name).hasPrefix("OUDS") { return .design }
            return document.platform == .macos ? .voiceOverMacOS : .voiceOverIOS
        }
    }

    /// `reader` when one is configured, else the one `auto` picks.
    public static func inForce(_ reader: ScreenReader?, for checkbox: Element, in document: Document) -> ScreenReader {
        reader ?? auto(for: checkbox, in: document)
    }

    /// Parses a `--reader` / `reader:` value: `auto` is nil (pick per document and control).
    public static func parseSetting(_ text: String) -> ScreenReader?? {
        let word = text.lowercased()
        if word == "auto" { return .some(nil) }
        return ScreenReader(rawValue: word).map { .some($0) }
    }

    /// The values `--reader` and `reader:` accept.
    public static let settingNames = ["auto"] + allCases.map(\.rawValue)
}

/// The kind of control a native reader announces: its state and role words depend on it
/// (SPEC §3.1: "the state words come from the widget class").
public enum ControlKind: String, CaseIterable, Sendable {
    /// A check box: AppKit's NSButton checkbox, Android's CheckBox, AppCompatCheckBox and other
    /// CompoundButtons, a web checkbox.
    case checkbox
    /// Material Components' MaterialCheckBox, which sets its own state descriptions.
    case materialCheckbox
    /// A switch: UISwitch, SwiftUI `Toggle`, the toggle trait (iOS), NSSwitch (macOS), the Android
    /// framework's `Switch`.
    case `switch`
    /// androidx SwitchCompat and Material's SwitchMaterial and MaterialSwitch: TalkBack's words for
    /// them differ from the framework Switch's in French.
    case compatSwitch
    /// A custom control with the button trait (iOS): VoiceOver says "Button", and "Selected" first
    /// when the selected trait is set.
    case button
    /// Jetpack Compose (SPEC §12): Material's `Checkbox`/`TriStateCheckbox`/`IconToggleButton`, or
    /// a toggleable with `Role.Checkbox`. Compose sets no state description for On/Off, so
    /// TalkBack says its own words; `Partially checked` is Compose's.
    case composeCheckbox
    /// Compose's `Switch`, or `Role.Switch`: Compose's `On`/`Off` and its role description.
    case composeSwitch
    /// A Compose toggleable with no role: TalkBack says the state and no role.
    case composeToggleable
    /// A Compose `clickable` with no role and no toggleable state: TalkBack says neither.
    case composeClickable
    /// Material's `IconButton` in Compose (`Role.Button`): "Button", no state.
    case composeButton

    /// `com.google.android.material.checkbox.MaterialCheckBox` → `MaterialCheckBox`.
    static func simpleName(_ name: String) -> Substring {
        name.split(separator: ".").last ?? Substring(name)
    }

    static let compatSwitchClasses: Set<Substring> = ["SwitchCompat", "SwitchMaterial", "MaterialSwitch"]

    /// The kind of `checkbox` as `reader` sees it, from its control class, else its traits.
    public static func of(_ checkbox: Element, for reader: ScreenReader) -> ControlKind {
        let simple = checkbox.controlClass.map(simpleName)
        let hasToggleTrait = checkbox.traits?.contains { $0.lowercased() == "toggle" } ?? false
        switch reader {
        case .design, .nvda:
            return .checkbox
        case .voiceOverIOS:
            if simple == "UISwitch" || simple == "Toggle" || hasToggleTrait { return .switch }
            return .button
        case .voiceOverMacOS:
            // The front ends give an IB `<switch>` the toggle trait, whatever its custom class.
            if simple == "NSSwitch" || hasToggleTrait { return .switch }
            return .checkbox
        case .talkBack:
            if let name = checkbox.controlClass, name.hasPrefix("androidx.compose."), let simple {
                switch simple {
                case "Switch": return .composeSwitch
                case "toggleable", "toggleable+Switch": return .composeToggleable
                case "clickable": return .composeClickable
                case "IconButton": return .composeButton
                default: return .composeCheckbox
                }
            }
            if let simple {
                if simple == "Switch" { return .switch }
                if compatSwitchClasses.contains(simple) { return .compatSwitch }
                if simple == "MaterialCheckBox" { return .materialCheckbox }
                return .checkbox
            }
            // A `ui` document read with TalkBack: a toggle is what apps use today, SwitchCompat.
            return hasToggleTrait ? .compatSwitch : .checkbox
        }
    }
}
