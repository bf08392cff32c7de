import CheckboxLintModel

/// The words a native screen reader speaks around a control's own texts, for one kind of control
/// in one language (SPEC §3.1). A word no source gives in a language is nil there: English stands
/// in for it and `preview` says so. A word a reader never says for that kind (TalkBack's role word
/// for a CheckedTextView) is nil in English too.
public struct ReaderWords: Sendable, Equatable {
    public var role: String?
    public var checked: String?
    public var unchecked: String?
    public var mixed: String?
    public var disabled: String?
    /// VoiceOver on iOS: the selected trait, said first ("Selected"). TalkBack: Compose's state
    /// description of a selected `selectable` ("Selected", fr "Sélectionné").
    public var selected: String?
    /// TalkBack: Compose's state description of a `selectable` that is not selected ("Not
    /// selected", fr "Non sélectionné").
    public var notSelected: String?
    /// TalkBack: the template that joins the role to the text of the view whose `android:labelFor`
    /// names the control: `%1$s for %2$s` ("Check box for Email"), fr `%1$s pour %2$s`.
    public var labelledFor: String?
    /// NVDA: the read-only state.
    public var readOnly: String?
    /// NVDA: the invalid-entry state; TalkBack: the error template `Error: %s` (without the text).
    public var invalid: String?
    /// NVDA: the role of a group, said after its name as focus enters it ("grouping").
    public var grouping: String?
    /// The word said after a heading's text (VoiceOver "Heading", TalkBack "Heading", fr "Titre").
    public var heading: String?
    /// The usage hint said after a pause, when hints are on and the control is enabled
    /// (VoiceOver "Double tap to toggle setting.", TalkBack "Double-tap to toggle").
    public var usageHint: String?
    /// VoiceOver on iOS: the image trait, said after the role ("Image", AS-strings
    /// `trait.image.description`, after the button, header, link and adjustable traits in AS-model).
    public var image: String?

    public init(role: String? = nil, checked: String? = nil, unchecked: String? = nil, mixed: String? = nil,
                disabled: String? = nil, selected: String? = nil, notSelected: String? = nil, labelledFor: String? = nil,
                readOnly: String? = nil, invalid: String? = nil, grouping: String? = nil, heading: String? = nil,
                usageHint: String? = nil, image: String? = nil) {
        self.role = role
        self.checked = checked
        self.unchecked = unchecked
        self.mixed = mixed
        self.disabled = disabled
        self.selected = selected
        self.notSelected = notSelected
        self.labelledFor = labelledFor
        self.readOnly = readOnly
        self.invalid = invalid
        self.grouping = grouping
        self.heading = heading
        self.usageHint = usageHint
        self.image = image
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
/// Each word is taken from the reader's or the widget's own source; the keys are those of
/// SPEECH-SOURCES.md §1 (docs/readers.md lists them with repository, path and commit):
/// - VoiceOver on iOS (AS-model, AS-strings: cashapp/AccessibilitySnapshot): `Switch Button.`,
///   `On.` / `Off.` / `Mixed.`, `Button.`, `Selected.`, `Dimmed.`, `Heading.`, `Image.`. No French source
///   (its lproj folders are en, de, ru): French is English here.
/// - VoiceOver on macOS: SPEC §3.1's table (NSButton checkbox "checkbox", NSSwitch "switch");
///   no primary source was found, and none for French.
/// - TalkBack (TB-en, TB-fr: google/talkback strings_compositor.xml; TB-order): `Check box`,
///   `Switch` (fr `Case à cocher`, `Bouton`), its own `checked` / `not checked` (fr `coché` /
///   `non coché`), `disabled` (fr `désactivé`), `%1$s for %2$s` (fr `%1$s pour %2$s`),
///   `Heading` (fr `Titre`), `Error: %1$s` (untranslated in fr). The framework widgets' state
///   descriptions (AOSP-en, AOSP-fr: CompoundButton `checked` / `not checked`, fr `activé` /
///   `désactivé`; Switch `ON` / `OFF`, fr `ACTIVÉ` / `DÉSACTIVÉ`), AppCompat's SwitchCompat (fr
///   `OUI` / `NON`), Material's MaterialCheckBox (MDC-checkbox: `Checked` / `Not checked` /
///   `Partially checked`, fr `Cochée` / `Non cochée` / `Partiellement cochée`), and Compose's
///   (Compose: `Partially checked`, `On`, `Off`, switch role fr `Changer`; fr `Partiellement
///   coché`, `Activé`, `Désactivé`; a `selectable`'s `Selected` / `Not selected`, fr `Sélectionné` /
///   `Non sélectionné`, compose/ui/ui/src/androidMain/res/values{,-fr}/strings.xml @1d7dc4d1 / @a8f4f532,
///   set for any selected property but a tab's by `getInfoStateDescriptionOrNull`).
/// - NVDA (NVDA, NVDA-fr: nvaccess/nvda role.py, state.py, nvda.po): `check box`, `checked`,
///   `not checked`, `half checked`, `unavailable`, `read only`, `invalid entry`, `grouping`;
///   fr `case à cocher`, `coché`, `non coché`, `semi-coché`, `non disponible`, `en lecture seule`,
///   `entrée invalide`, `groupe`.
enum ReaderWordTables {
    struct Key: Hashable {
        let reader: ScreenReader
        let kind: ControlKind
    }

    private static let voiceOverIOS = ReaderWords(disabled: "dimmed", heading: "Heading", image: "Image")
    private static let talkBackEnglish = ReaderWords(disabled: "disabled", labelledFor: "%1$s for %2$s", invalid: "Error: %1$s",
                                                     heading: "Heading", usageHint: "Double-tap to toggle")
    private static let talkBackFrench = ReaderWords(disabled: "désactivé", labelledFor: "%1$s pour %2$s", heading: "Titre",
                                                    usageHint: "Appuyer deux fois pour cocher ou désélectionner")
    /// Compose's state descriptions of a `selectable`, said by TalkBack in place of its checked words.
    private static func composeSelection(_ words: ReaderWords, french: Bool) -> ReaderWords {
        var words = words
        words.selected = french ? "Sélectionné" : "Selected"
        words.notSelected = french ? "Non sélectionné" : "Not selected"
        return words
    }

    /// `base` with the words of `words` that are set.
    private static func words(_ base: ReaderWords, role: String? = nil, checked: String? = nil, unchecked: String? = nil,
                              mixed: String? = nil, selected: String? = nil) -> ReaderWords {
        var words = base
        words.role = role
        words.checked = checked
        words.unchecked = unchecked
        words.mixed = mixed
        words.selected = selected
        return words
    }

    private static func withUsageHint(_ words: ReaderWords, _ hint: String) -> ReaderWords {
        var words = words
        words.usageHint = hint
        return words
    }

    /// Per reader and kind of control: the table of each language.
    static let tables: [Key: [String: ReaderWords]] = [
        Key(reader: .voiceOverIOS, kind: .switch): [
            "en": withUsageHint(words(voiceOverIOS, role: "Switch button", checked: "on", unchecked: "off", mixed: "mixed"),
                                "Double tap to toggle setting."),
        ],
        Key(reader: .voiceOverIOS, kind: .button): [
            "en": words(voiceOverIOS, role: "Button", selected: "Selected"),
        ],
        Key(reader: .voiceOverIOS, kind: .plain): [
            "en": words(voiceOverIOS, selected: "Selected"),
        ],
        Key(reader: .voiceOverMacOS, kind: .checkbox): [
            "en": ReaderWords(role: "checkbox", checked: "checked", unchecked: "unchecked", mixed: "mixed", disabled: "dimmed"),
        ],
        // A custom control on macOS (a SwiftUI `Button` drawn as a box, `.isButton`): the role word
        // is the one macOS VoiceOver uses for a push button; the selected state stands where a
        // check box's state goes. No primary source gives either (SPEECH-SOURCES.md §3).
        Key(reader: .voiceOverMacOS, kind: .button): [
            "en": ReaderWords(role: "button", disabled: "dimmed", selected: "selected", image: "image"),
        ],
        Key(reader: .voiceOverMacOS, kind: .plain): [
            "en": ReaderWords(disabled: "dimmed", selected: "selected", image: "image"),
        ],
        Key(reader: .voiceOverMacOS, kind: .switch): [
            // NSSwitch has no mixed state: "mixed" is VoiceOver's word for a checkbox's.
            "en": ReaderWords(role: "switch", checked: "on", unchecked: "off", mixed: "mixed", disabled: "dimmed"),
        ],
        Key(reader: .talkBack, kind: .checkbox): [
            // A CompoundButton has no mixed state; "Partially checked" is Material's and Compose's word.
            "en": words(talkBackEnglish, role: "Check box", checked: "checked", unchecked: "not checked", mixed: "Partially checked"),
            "fr": words(talkBackFrench, role: "Case à cocher", checked: "activé", unchecked: "désactivé"),
        ],
        Key(reader: .talkBack, kind: .materialCheckbox): [
            "en": words(talkBackEnglish, role: "Check box", checked: "Checked", unchecked: "Not checked", mixed: "Partially checked"),
            "fr": words(talkBackFrench, role: "Case à cocher", checked: "Cochée", unchecked: "Non cochée", mixed: "Partiellement cochée"),
        ],
        Key(reader: .talkBack, kind: .switch): [
            // A switch has no mixed state: "mixed" stands for a state the widget cannot show.
            "en": words(talkBackEnglish, role: "Switch", checked: "ON", unchecked: "OFF", mixed: "mixed"),
            "fr": words(talkBackFrench, role: "Bouton", checked: "ACTIVÉ", unchecked: "DÉSACTIVÉ"),
        ],
        Key(reader: .talkBack, kind: .compatSwitch): [
            "en": words(talkBackEnglish, role: "Switch", checked: "ON", unchecked: "OFF", mixed: "mixed"),
            "fr": words(talkBackFrench, role: "Bouton", checked: "OUI", unchecked: "NON"),
        ],
        Key(reader: .talkBack, kind: .checkedText): [
            // No role word (Role.java, AccessibilityNodeFeedbackUtils.java:253), and no state word
            // when not checked (TreeNodesDescription.java:233).
            "en": words(talkBackEnglish, checked: "checked", unchecked: ""),
            "fr": words(talkBackFrench, checked: "coché", unchecked: ""),
        ],
        Key(reader: .talkBack, kind: .composeCheckbox): [
            "en": composeSelection(words(talkBackEnglish, role: "Check box", checked: "checked", unchecked: "not checked", mixed: "Partially checked"), french: false),
            "fr": composeSelection(words(talkBackFrench, role: "Case à cocher", checked: "coché", unchecked: "non coché", mixed: "Partiellement coché"), french: true),
        ],
        Key(reader: .talkBack, kind: .composeSwitch): [
            "en": composeSelection(words(talkBackEnglish, role: "Switch", checked: "On", unchecked: "Off", mixed: "mixed"), french: false),
            "fr": composeSelection(words(talkBackFrench, role: "Changer", checked: "Activé", unchecked: "Désactivé"), french: true),
        ],
        Key(reader: .talkBack, kind: .composeToggleable): [
            "en": composeSelection(words(talkBackEnglish, checked: "checked", unchecked: "not checked", mixed: "Partially checked"), french: false),
            "fr": composeSelection(words(talkBackFrench, checked: "coché", unchecked: "non coché", mixed: "Partiellement coché"), french: true),
        ],
        Key(reader: .talkBack, kind: .composeClickable): [
            "en": words(talkBackEnglish),
            "fr": words(talkBackFrench),
        ],
        Key(reader: .talkBack, kind: .composeButton): [
            "en": words(talkBackEnglish, role: "Button"),
            "fr": words(talkBackFrench),
        ],
        Key(reader: .nvda, kind: .checkbox): [
            "en": ReaderWords(role: "check box", checked: "checked", unchecked: "not checked", mixed: "half checked",
                              disabled: "unavailable", readOnly: "read only", invalid: "invalid entry", grouping: "grouping"),
            "fr": ReaderWords(role: "case à cocher", checked: "coché", unchecked: "non coché", mixed: "semi-coché",
                              disabled: "non disponible", readOnly: "en lecture seule", invalid: "entrée invalide",
                              grouping: "groupe"),
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
