import CheckboxLintModel

extension PlatformProfile {
    /// TalkBack, reading Android views.
    static let androidLayout: PlatformProfile = {
        // Code evidence (SPEC §9) reads the layout's module; what it cannot see is named.
        let inCode = " (if code checkbox-lint does not read names it, in another module or through a helper the view is passed to, say so in a checkbox-lint-disable comment with the reason, or record it in the baseline)"
        return PlatformProfile(
            fileKind: "Android layout", platform: .android, readerName: "TalkBack", documentOrderIsReadingOrder: false,
            namesByTitle: true, setHeaderSeverity: .warning,
            accessibilityLabelTerm: "android:contentDescription", labelTerm: "android:text", valueTerm: "stateDescription",
            nameAdvice: ": {reads}; set android:text or android:contentDescription" + inCode,
            untiedTextAdvice: ": {reads}; the TextView '{text}' beside it is not tied to it: add android:labelFor to that TextView" + inCode,
            // A CheckBox that is clickable itself inside a row that is clickable too: TalkBack
            // focuses the row (speaking its texts) and then the CheckBox (its state, no name).
            // Naming the CheckBox alone leaves the row a stop without a state.
            clickableRowAdvice: ": TalkBack stops twice, on its row{row}, which has no state, and then on it, which has no name;"
                + " if the row's click toggles it, make them one stop: give it the row's text (android:text) and drop the row's click listener,"
                + " or set android:clickable=\"false\" and android:focusable=\"false\" on it so that the row speaks for it;"
                + " if the row does something else, set android:contentDescription on it",
            headingAdvice: "set android:accessibilityHeading=\"true\" on it",
            untitledSetAdvice: "add a heading before them that says what they are for",
            namesTextBefore: true, looseRunsNeedTitle: true,
            roleAdvice: "has no role TalkBack can say; use a CheckBox or a Switch",
            tapTargetAdvice: "toggles only when its {indicator} is tapped, not its label '{label}'; make the whole row clickable")
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
