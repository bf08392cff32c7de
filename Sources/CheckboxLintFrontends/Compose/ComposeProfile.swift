import CheckboxLintModel

extension PlatformProfile {
    /// TalkBack, reading Jetpack Compose semantics.
    static let compose = PlatformProfile(
        fileKind: "Jetpack Compose source", platform: .android, readerName: "TalkBack", documentOrderIsReadingOrder: true,
        namesByTitle: true, setHeaderSeverity: .warning,
        accessibilityLabelTerm: "contentDescription", labelTerm: "text", valueTerm: "stateDescription",
        nameAdvice: ": {reads}; put it in a Row with Modifier.toggleable(value, role = {roleName}, onValueChange = …) and a Text, passing onCheckedChange = null, or give it Modifier.semantics { contentDescription = … }",
        untiedTextAdvice: ": {reads}; the Text '{text}' beside it is not tied to it: put Modifier.toggleable(value, role = {roleName}, onValueChange = …) on the Row that holds both and pass onCheckedChange = null to the {control}",
        // A toggleable row merges what it holds into one stop; a control with a handler of its own
        // stays a second one (SPEC §12).
        nestedControlAdvice: "TalkBack stops on it apart from the row; if it is the row's own control, pass it onCheckedChange = null (onClick = null) so that the toggleable row is the one control, else move it out of the row",
        headingAdvice: "give it Modifier.semantics { heading() }",
        untitledSetAdvice: "add a heading before them that says what they are for (Modifier.semantics { heading() })",
        namesTextBefore: true, looseRunsNeedTitle: true,
        loopName: "items or forEach",
        loopAdvice: "put a heading before them (Modifier.semantics { heading() }) that says what they are for",
        roleAdvice: "is clickable with no role and no toggleable state, so TalkBack says neither \"Check box\" nor \"checked\"; use Modifier.toggleable(value = …, role = Role.Checkbox, onValueChange = …) (or IconToggleButton for an icon) instead of clickable",
        roleAdviceByClass: [
            "toggleable": "is toggleable with no role, so TalkBack says its state but never \"Check box\"; add role = Role.Checkbox (or Role.Switch) to its toggleable",
            "toggleable+Switch": "is toggleable with no role, so TalkBack says \"checked\" or \"not checked\" and never \"Switch\"; add role = Role.Switch to its toggleable",
            // `selectable` is for one choice among several; a checkbox or a switch is toggled.
            "selectable": "is selectable with no role, so TalkBack says \"Selected\" or \"Not selected\" but never \"Check box\"; selectable is for one choice among several: use Modifier.toggleable(value = …, role = Role.Checkbox, onValueChange = …) instead",
            "selectable+Switch": "is selectable with no role, so TalkBack says \"Selected\" or \"Not selected\", not the switch's \"On\" or \"Off\", and never \"Switch\"; use Modifier.toggleable(value = …, role = Role.Switch, onValueChange = …) instead (on a component selected by a parameter: semantics { role = Role.Switch; toggleableState = ToggleableState(…) })",
            "IconButton": "is an IconButton showing a checkbox drawing, so TalkBack says \"Button\" and no state; use Modifier.toggleable(value = …, role = Role.Checkbox, onValueChange = …) (or IconToggleButton for an icon)",
        ],
        tapTargetAdvice: "toggles only when its {indicator} is tapped, not its label '{label}'; make the Row that holds both toggleable",
        placeholderNames: PlatformProfile.codePlaceholders)
}

/// What TalkBack takes a Compose control for: Compose sets no state description for an on/off
/// checkbox (TalkBack's own words), its own for a three-state one and a switch (SPEC §12).
enum ComposeStops {
    /// The document of a Compose file, with its tree.
    static func document(file: String, locale: String, elements: [Element]) -> Document {
        let profile = PlatformProfile.compose
        let tree = AccessibilityTreeBuilder(elements: elements, profile: profile).build(facts: facts)
        return Document(file: file, locale: locale, profile: profile, elements: elements, tree: tree)
    }

    static func facts(_ checkbox: Element) -> StopFacts {
        // A selectable: Compose says `Selected` / `Not selected` for it (SPEECH-SOURCES: Compose).
        switch checkbox.controlClass {
        case ComposeControls.selectableWithoutRole, ComposeControls.selectableSwitchWithoutRole:
            return StopFacts(role: .none, widget: .composeSelectable, autoReader: .talkBack, declaresRole: true, conveysState: true)
        case ComposeControls.selectableCheckbox:
            return StopFacts(role: .checkbox, widget: .composeSelectable, autoReader: .talkBack)
        case ComposeControls.selectableSwitch:
            return StopFacts(role: .switch, widget: .composeSelectable, autoReader: .talkBack)
        default:
            break
        }
        let simple = checkbox.controlClass.map { String($0.split(separator: ".").last ?? "") } ?? ""
        // Glance's toggles are RemoteViews widgets: the framework's CheckBox and Switch, with
        // their own state descriptions (a switch's `ON` / `OFF`), not Compose semantics.
        if checkbox.controlClass?.hasPrefix("androidx.glance.") == true {
            return simple == "Switch" ? StopFacts(role: .switch, widget: .frameworkSwitch, autoReader: .talkBack)
                : StopFacts(role: .checkbox, widget: .standard, autoReader: .talkBack)
        }
        switch simple {
        case "Switch":
            return StopFacts(role: .switch, widget: .compose, autoReader: .talkBack)
        case "toggleable", "toggleable+Switch":
            // A toggleable with no role: its state is said, no role word.
            return StopFacts(role: .none, widget: .compose, autoReader: .talkBack, declaresRole: true, conveysState: true)
        case "clickable":
            return StopFacts(role: .none, widget: .compose, autoReader: .talkBack, declaresRole: true, conveysState: false)
        case "IconButton":
            return StopFacts(role: .button, widget: .compose, autoReader: .talkBack, declaresRole: true, conveysState: false)
        default:
            return StopFacts(role: .checkbox, widget: .compose, autoReader: .talkBack)
        }
    }
}
