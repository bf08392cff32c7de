import CheckboxLintModel

/// What a platform's own screen reader says for a native control (SPEC §3.1): the parts each
/// reader speaks, in its order, with the words of `ReaderWordTables`. Each order is its source's
/// (SPEECH-SOURCES.md): AccessibilitySnapshot's model of VoiceOver, TalkBack's compositor, NVDA's
/// `getPropertiesSpeech` with its states sorted by bit.
///
/// Group titles are not part of it: native readers speak a section title where focus meets it
/// (`preview` shows it on a line of its own).
struct NativeAnnouncement {
    let reader: ScreenReader
    let kind: ControlKind
    private let local: ReaderWords?
    private let english: ReaderWords
    /// Whether an English word stood in for one the document's language has no source for.
    private(set) var usedEnglish = false
    /// A Compose `selectable` read by TalkBack: Compose's `Selected` / `Not selected` stand where
    /// the checked words would (its state description, set whatever the role).
    private let saysSelection: Bool

    init(reader: ScreenReader, stop: FocusStop, language: String) {
        self.reader = reader
        kind = ControlKind.of(stop, for: reader)
        saysSelection = reader == .talkBack && stop.widget == .composeSelectable
        (local, english) = ReaderWordTables.words(reader, kind, language: language)
    }

    /// The word at `path` in the document's language, else in English (noted).
    mutating func word(_ path: KeyPath<ReaderWords, String?>) -> String? {
        if let word = local?[keyPath: path] { return word }
        guard let word = english[keyPath: path] else { return nil }
        usedEnglish = true
        return word
    }

    /// The word `reader` says for `state`, or nil when it says none (a custom iOS control conveys
    /// checked only through the selected trait, and has no mixed word of its own).
    mutating func stateWord(_ state: CheckState) -> String? {
        if kind == .button || kind == .plain || kind == .composeClickable || kind == .composeButton { return nil }
        if saysSelection, state != .indeterminate { return word(state == .checked ? \.selected : \.notSelected) }
        switch state {
        case .checked: return word(\.checked)
        case .unchecked: return word(\.unchecked)
        case .indeterminate: return word(\.mixed)
        }
    }

    /// What is said where the state goes: the binding in braces when the initial state is not in
    /// the file (SPEC §10: `{item.enabled}, Sync, …`), else the reader's word for it.
    mutating func state(of stop: FocusStop) -> String? {
        if let binding = stop.stateBinding { return "{\(binding)}" }
        return stateWord(stop.state)
    }

    static func hasTrait(_ trait: String, _ stop: FocusStop) -> Bool {
        stop.declaredTraits?.contains { $0.lowercased() == trait } ?? false
    }

    /// `template` (`%1$s for %2$s`) with its two places filled.
    static func fill(_ template: String, _ first: String, _ second: String = "") -> String {
        template.replacing("%1$s", with: first).replacing("%2$s", with: second)
    }

    /// The usage hint the reader says after a pause (when hints are on): only for an enabled
    /// control, and for VoiceOver only after the switch trait (AS-model L224-230).
    mutating func usageHint(of stop: FocusStop) -> String? {
        guard !stop.isDisabled else { return nil }
        return word(\.usageHint)
    }

    /// The spoken parts for `stop`, in order; `say` trims and drops blank ones.
    mutating func forEachPart(of stop: FocusStop, _ say: (String?) -> Void) {
        let disabled = stop.isDisabled
        let name = stop.name?.text
        switch reader {
        case .design:
            preconditionFailure("the design grammar is AnnouncementBuilder's")
        case .voiceOverIOS:
            // AccessibilitySnapshot's order: selected trait, label, value, traits (dimmed, role,
            // the switch's state), hint. A checked custom control built on UIButton sets the
            // selected trait (the front end says so by its role); the `selected` trait written in
            // the file says so too. A state known only at run time stands where "Selected" would,
            // when the control declares the selected trait; a control without it (an image with a
            // tap gesture, a plain Button) has VoiceOver say no state at all.
            let custom = kind == .button || kind == .plain
            if custom, Self.hasTrait("selected", stop) {
                say(stop.stateBinding.map { "{\($0)}" } ?? word(\.selected))
            } else if kind == .button, stop.conveysState, stop.stateBinding == nil, stop.state == .checked {
                say(word(\.selected))
            }
            // A view with no name and no role that is an image (a hand-made checkbox's symbol with
            // a tap gesture): VoiceOver reads the image's own description (the tree's name, from
            // the image), then its image trait.
            let shownImage = stop.name?.source == .image
            say(name)
            if custom { say(stop.value) }
            if disabled { say(word(\.disabled)) }
            say(word(\.role))
            if shownImage, kind == .plain { say(word(\.image)) }
            // iOS 17 speaks a switch's own value (a Toggle's `.accessibilityValue`) where its
            // on/off would be (AccessibilitySnapshot's model).
            if kind == .switch { say(stop.value ?? state(of: stop)) }
            say(stop.hint)
        case .voiceOverMacOS:
            // SPEC §3.1's order: name, state, role, dimmed. A custom control (a button, or a view
            // with no role) has no checked word: only its value, or the selected trait it
            // declares, as on iOS; an image with no name is read by its description.
            let custom = kind == .button || kind == .plain
            let shownImage = stop.name?.source == .image
            say(name)
            if custom {
                if let value = stop.value {
                    say(value)
                } else if Self.hasTrait("selected", stop) {
                    say(stop.stateBinding.map { "{\($0)}" } ?? word(\.selected))
                } else if kind == .button, stop.conveysState, stop.stateBinding == nil, stop.state == .checked {
                    say(word(\.selected))
                }
            } else {
                say(stop.value ?? state(of: stop))
            }
            say(word(\.role))
            if shownImage, kind == .plain { say(word(\.image)) }
            if disabled { say(word(\.disabled)) }
            say(stop.hint)
        case .talkBack:
            // TalkBack's compositor (TreeNodesDescription.java): state description, text, role,
            // then the error and the hint inside the description, and "disabled" always last.
            // A Compose clickable or button has no toggleable state: only a state description.
            if kind == .composeClickable || kind == .composeButton {
                say(stop.value)
            } else {
                say(stop.value ?? state(of: stop))
            }
            // MaterialCheckBox appends its error label to its text when the error shows: it comes
            // before the role.
            let materialError = kind == .materialCheckbox && stop.isError ? stop.errorText : nil
            if stop.name?.source == .labelledBy, let name, let role = word(\.role), let template = word(\.labelledFor) {
                // "Check box for Email": the role is said once, joined to the label's text.
                say(Self.fill(template, role, name))
                say(materialError)
            } else {
                say(name)
                say(materialError)
                say(word(\.role))
            }
            // A content-invalid node (Compose's `error(…)`) is said "Error: <text>".
            if kind == .composeCheckbox || kind == .composeSwitch, stop.isError, let text = stop.errorText?.quickTrimmed(),
               !text.isEmpty, let template = word(\.invalid) {
                say(Self.fill(template, text))
            }
            say(stop.hint)
            if disabled { say(word(\.disabled)) }
        case .nvda:
            // Name, role, then the states sorted by their bit (unavailable 0, checked 5, half
            // checked 6, read only 7, invalid entry 17); a check box's value is never spoken
            // (role.py's silentValuesForRoles).
            say(name)
            say(word(\.role))
            if disabled { say(word(\.disabled)) }
            say(state(of: stop))
            if stop.isReadOnly { say(word(\.readOnly)) }
            if stop.isError { say(word(\.invalid)) }
            say(stop.descriptionText)
        }
    }
}
