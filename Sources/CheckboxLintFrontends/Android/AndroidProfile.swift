import CheckboxLintModel

extension PlatformProfile {
    /// TalkBack, reading Android views.
    static let androidLayout: PlatformProfile = {
        let inCode = " (a label set in code cannot be seen here: say so in a checkbox-lint-disable comment with the reason, or record it in the baseline)"
        return PlatformProfile(
            fileKind: "Android layout", platform: .android, readerName: "TalkBack", documentOrderIsReadingOrder: false,
            namesByTitle: true, setHeaderSeverity: .warning,
            accessibilityLabelTerm: "android:contentDescription", labelTerm: "android:text", valueTerm: "stateDescription",
            nameAdvice: ": TalkBack reads only its state; set android:text or android:contentDescription" + inCode,
            untiedTextAdvice: ": TalkBack reads only its state; the TextView '{text}' beside it is not tied to it: add android:labelFor to that TextView" + inCode,
            headingAdvice: "set android:accessibilityHeading=\"true\" on it",
            untitledSetAdvice: "add a heading before them that says what they are for",
            namesTextBefore: true, looseRunsNeedTitle: true,
            roleAdvice: "has no role TalkBack can say; use a CheckBox or a Switch",
            tapTargetAdvice: "toggles only when its box is tapped, not its label '{label}'; make the whole row clickable")
    }()
}

/// What TalkBack takes an Android view for: its state words come from the widget class
/// (SPEC §3.1).
enum AndroidStops {
    static func facts(_ checkbox: Element) -> StopFacts {
        let simple = checkbox.controlClass.map(AndroidValues.simpleName) ?? ""
        let (role, widget): (ControlRole, Widget) = switch simple {
        case "MaterialCheckBox": (.checkbox, .materialCheckbox)
        case "Switch": (.switch, .frameworkSwitch)
        case "SwitchCompat", "SwitchMaterial", "MaterialSwitch": (.switch, .compatSwitch)
        case "CheckedTextView", "AppCompatCheckedTextView", "MaterialCheckedTextView": (.checkbox, .checkedTextView)
        default: (.checkbox, .standard)
        }
        return StopFacts(role: role, widget: widget, autoReader: .talkBack)
    }
}
