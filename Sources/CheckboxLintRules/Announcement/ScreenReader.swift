import CheckboxLintModel

/// The kind of control a native reader announces: its state and role words depend on it
/// (SPEC §3.1: "the state words come from the widget class"). Decided from what the front end
/// resolved for the stop (its role and widget), never from the kind of file.
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
    /// Android's CheckedTextView: TalkBack says no role, and its state only when checked.
    case checkedText
    /// A Jetpack Compose checkbox (`Role.Checkbox`): no state description, so TalkBack's own words.
    case composeCheckbox
    /// A Jetpack Compose switch (`Role.Switch`): Compose's On / Off and its role description.
    case composeSwitch
    /// A Compose toggleable with no role: TalkBack says the state and no role.
    case composeToggleable
    /// A Compose `clickable` with no role and no toggleable state: TalkBack says neither.
    case composeClickable
    /// Material's `IconButton` in Compose (`Role.Button`): "Button", no state.
    case composeButton
    /// A custom control with the button trait: VoiceOver on iOS says "Button", and "Selected" first
    /// when the selected trait is set; on macOS "button", "selected" where the state goes.
    case button
    /// A view that declares no role (iOS, macOS): VoiceOver says its label, value and availability only.
    case plain

    /// The kind of `stop` as `reader` sees it.
    public static func of(_ stop: FocusStop, for reader: ScreenReader) -> ControlKind {
        switch reader {
        case .design, .nvda:
            return .checkbox
        case .voiceOverIOS:
            switch stop.role {
            case .switch: return .switch
            case .none: return .plain
            case .checkbox, .button: return .button
            }
        case .voiceOverMacOS:
            // As on iOS, the role is the one the code declares: a hand-made checkbox built on a
            // `Button` or given `.isButton` is a button, a view that declares no role says none;
            // only a native check box (NSButton checkbox, `.toggleStyle(.checkbox)`) says "checkbox".
            switch stop.role {
            case .switch: return .switch
            case .checkbox: return .checkbox
            case .button: return .button
            case .none: return .plain
            }
        case .talkBack:
            switch stop.widget {
            case .materialCheckbox: return .materialCheckbox
            case .frameworkSwitch: return .switch
            case .compatSwitch: return .compatSwitch
            case .checkedTextView: return .checkedText
            case .compose, .composeSelectable:
                switch stop.role {
                case .switch: return .composeSwitch
                case .none: return stop.conveysState ? .composeToggleable : .composeClickable
                case .button: return .composeButton
                case .checkbox: return .composeCheckbox
                }
            case .standard: return stop.role == .switch ? .switch : .checkbox
            }
        }
    }
}
