import CheckboxLintModel

/// The words a native screen reader speaks around a control's own texts, for one kind of control
/// in one language (SPEC §3.1). A word no source gives in a language is nil there: English stands
/// in for it and `preview` says so.
public struct ReaderWords: Sendable, Equatable {
    public var role: String?
    public var checked: String?
    public var unchecked: String?
    public var mixed: String?
    public var disabled: String?
    /// VoiceOver on iOS: the selected trait, said first ("Selected").
    public var selected: String?
    /// TalkBack: what joins the role to the text of the view whose `android:labelFor` names the
    /// control ("Check box for Email").
    public var labelledFor: String?

    public init(role: String? = nil, checked: String? = nil, unchecked: String? = nil, mixed: String? = nil,
                disabled: String? = nil, selected: String? = nil, labelledFor: String? = nil) {
        self.role = role
        self.checked = checked
        self.unchecked = unchecked
        self.mixed = mixed
        self.disabled = disabled
        self.selected = selected
        self.labelledFor = labelledFor
    }

    /// The word for a state.
    public func word(for state: CheckState) -> String? {
        switch state {
        case .checked: checked
        case .unchecked: unchecked
        case .indeterminate: mixed
        }
    }
}

/// The word tables of the native readers: one table per reader, kind of control and language.
/// English tables are complete; another language's table holds only the words a source gives.
///
/// Sources (see also the README's table of what each reader says):
/// - VoiceOver on iOS: AccessibilitySnapshot's model of VoiceOver (cashapp/AccessibilitySnapshot,
///   `AccessibilitySnapshotModel/…/en.lproj/Localizable.strings`: `trait.switch_button.description`
///   "Switch Button.", `…state_on/off/mixed` "On." / "Off." / "Mixed.", `trait.button.description`
///   "Button.", `trait.selected.description` "Selected.", `trait.not_enabled.description` "Dimmed.")
///   and Apple's `UIAccessibilityTraits.toggleButton`. AccessibilitySnapshot has no French
///   strings (en, de, ru only): French is English here.
/// - VoiceOver on macOS: SPEC §3.1's table (NSButton checkbox "checkbox", NSSwitch "switch");
///   no source for French.
/// - TalkBack: its compositor's order (state, name, type) and role strings ("Check box",
///   "Switch"); the Android framework's CompoundButton and Switch state descriptions; Material
///   Components' `mtrl_checkbox_state_description_checked/unchecked/indeterminate` ("Checked",
///   "Not checked", "Partially checked", verified in Material's values.xml) and SwitchCompat's
///   words. The French words are SPEC §3.1's table.
/// - NVDA: its role and state labels ("check box", "checked", "not checked", "half checked",
///   "unavailable"); NVDA's French labels are not in the sources used: English.
enum ReaderWordTables {
    struct Key: Hashable {
        let reader: ScreenReader
        let kind: ControlKind
    }

    /// Per reader and kind of control: the table of each language.
    static let tables: [Key: [String: ReaderWords]] = [
        Key(reader: .voiceOverIOS, kind: .switch): [
            "en": ReaderWords(role: "Switch button", checked: "on", unchecked: "off", mixed: "mixed", disabled: "dimmed"),
        ],
        Key(reader: .voiceOverIOS, kind: .button): [
            "en": ReaderWords(role: "Button", mixed: "mixed", disabled: "dimmed", selected: "Selected"),
        ],
        Key(reader: .voiceOverMacOS, kind: .checkbox): [
            "en": ReaderWords(role: "checkbox", checked: "checked", unchecked: "unchecked", mixed: "mixed", disabled: "dimmed"),
        ],
        Key(reader: .voiceOverMacOS, kind: .switch): [
            // NSSwitch has no mixed state: "mixed" is VoiceOver's word for a checkbox's.
            "en": ReaderWords(role: "switch", checked: "on", unchecked: "off", mixed: "mixed", disabled: "dimmed"),
        ],
        Key(reader: .talkBack, kind: .checkbox): [
            // A CompoundButton has no mixed state; "partially checked" is Material's word, lower case.
            "en": ReaderWords(role: "Check box", checked: "checked", unchecked: "not checked", mixed: "partially checked",
                              disabled: "disabled", labelledFor: "for"),
            "fr": ReaderWords(role: "Case à cocher", checked: "activé", unchecked: "désactivé", disabled: "désactivé"),
        ],
        Key(reader: .talkBack, kind: .materialCheckbox): [
            "en": ReaderWords(role: "Check box", checked: "Checked", unchecked: "Not checked", mixed: "Partially checked",
                              disabled: "disabled", labelledFor: "for"),
            "fr": ReaderWords(role: "Case à cocher", checked: "Cochée", unchecked: "Non cochée", mixed: "Partiellement cochée",
                              disabled: "désactivé"),
        ],
        Key(reader: .talkBack, kind: .switch): [
            // A switch has no mixed state: "mixed" stands for a state the widget cannot show.
            "en": ReaderWords(role: "Switch", checked: "ON", unchecked: "OFF", mixed: "mixed", disabled: "disabled",
                              labelledFor: "for"),
            "fr": ReaderWords(role: "Bouton", checked: "ACTIVÉ", unchecked: "DÉSACTIVÉ", disabled: "désactivé"),
        ],
        Key(reader: .talkBack, kind: .compatSwitch): [
            "en": ReaderWords(role: "Switch", checked: "ON", unchecked: "OFF", mixed: "mixed", disabled: "disabled",
                              labelledFor: "for"),
            "fr": ReaderWords(role: "Bouton", checked: "OUI", unchecked: "NON", disabled: "désactivé"),
        ],
        // Compose (SPEC §12, SPEECH-SOURCES.md "Compose"): no state description for an On/Off
        // checkbox, so TalkBack's own `checked`/`not checked` (fr `coché`/`non coché`);
        // Compose's `Partially checked` (fr `Partiellement coché`), `On`/`Off` (fr `Activé`/
        // `Désactivé`) and switch role description `Switch` (fr `Changer`).
        Key(reader: .talkBack, kind: .composeCheckbox): [
            "en": ReaderWords(role: "Check box", checked: "checked", unchecked: "not checked", mixed: "Partially checked",
                              disabled: "disabled"),
            "fr": ReaderWords(role: "Case à cocher", checked: "coché", unchecked: "non coché", mixed: "Partiellement coché",
                              disabled: "désactivé"),
        ],
        Key(reader: .talkBack, kind: .composeSwitch): [
            "en": ReaderWords(role: "Switch", checked: "On", unchecked: "Off", disabled: "disabled"),
            "fr": ReaderWords(role: "Changer", checked: "Activé", unchecked: "Désactivé", disabled: "désactivé"),
        ],
        Key(reader: .talkBack, kind: .composeToggleable): [
            "en": ReaderWords(checked: "checked", unchecked: "not checked", mixed: "Partially checked", disabled: "disabled"),
            "fr": ReaderWords(checked: "coché", unchecked: "non coché", mixed: "Partiellement coché", disabled: "désactivé"),
        ],
        Key(reader: .talkBack, kind: .composeClickable): [
            "en": ReaderWords(disabled: "disabled"),
            "fr": ReaderWords(disabled: "désactivé"),
        ],
        Key(reader: .talkBack, kind: .composeButton): [
            "en": ReaderWords(role: "Button", disabled: "disabled"),
            "fr": ReaderWords(disabled: "désactivé"),
        ],
        Key(reader: .nvda, kind: .checkbox): [
            "en": ReaderWords(role: "check box", checked: "checked", unchecked: "not checked", mixed: "half checked",
                              disabled: "unavailable"),
        ],
    ]

    /// The table of `reader` for a control of `kind` in `language` (nil when no source gives
    /// one), and the English table that stands in for its missing words.
    static func words(_ reader: ScreenReader, _ kind: ControlKind, language: String) -> (local: ReaderWords?, english: ReaderWords) {
        let byLanguage = tables[Key(reader: reader, kind: kind)] ?? [:]
        let english = byLanguage["en"] ?? ReaderWords()
        return (language == "en" ? english : byLanguage[language], english)
    }
}
