import CheckboxLintModel

/// What a platform's own screen reader says for a native control (SPEC §3.1): the parts each
/// reader speaks, in its order, with the words of `ReaderWordTables`.
///
/// Group titles are not part of it: native readers speak a section title once, as focus enters
/// the section (`preview` shows it on a line of its own).
struct NativeAnnouncement {
    let reader: ScreenReader
    let kind: ControlKind
    private let local: ReaderWords?
    private let english: ReaderWords
    /// Whether an English word stood in for one the document's language has no source for.
    private(set) var usedEnglish = false

    init(reader: ScreenReader, checkbox: Element, language: String) {
        self.reader = reader
        kind = ControlKind.of(checkbox, for: reader)
        (local, english) = ReaderWordTables.words(reader, kind, language: language)
    }

    /// The word at `path` in the document's language, else in English (noted).
    mutating func word(_ path: KeyPath<ReaderWords, String?>) -> String? {
        if let word = local?[keyPath: path] { return word }
        guard let word = english[keyPath: path] else { return nil }
        usedEnglish = true
        return word
    }

    /// The word `reader` says for `state`, or nil when it says none (the iOS button kind conveys
    /// checked only through the selected trait).
    mutating func stateWord(_ state: CheckState) -> String? {
        if kind == .button { return state == .indeterminate ? word(\.mixed) : nil }
        switch state {
        case .checked: return word(\.checked)
        case .unchecked: return word(\.unchecked)
        case .indeterminate: return word(\.mixed)
        }
    }

    /// What is said where the state goes: the binding in braces when the initial state is not in
    /// the file (SPEC §10: `{item.enabled}, Sync, …`), else the reader's word for it.
    mutating func state(of checkbox: Element) -> String? {
        if let binding = checkbox.stateBinding { return "{\(binding)}" }
        return stateWord(checkbox.checkState)
    }

    static func hasTrait(_ trait: String, _ checkbox: Element) -> Bool {
        checkbox.traits?.contains { $0.lowercased() == trait } ?? false
    }

    /// The spoken parts for `checkbox`, in order; `say` trims and drops blank ones.
    mutating func forEachPart(of checkbox: Element, _ say: (String?) -> Void) {
        let disabled = checkbox.isDisabled
        switch reader {
        case .design:
            preconditionFailure("the design grammar is AnnouncementBuilder's")
        case .voiceOverIOS:
            // AccessibilitySnapshot's order: selected trait, label, value, traits (dimmed, role,
            // the switch's state), hint.
            // A checked custom control is taken to set the selected trait, as UIButton's
            // isSelected does; the `selected` trait written in the file says so too.
            // A state known only at run time stands where "Selected" would, when the control
            // declares the selected trait; a control without it (an image with a tap gesture, a
            // plain Button) has VoiceOver say no state at all.
            if kind == .button, Self.hasTrait("selected", checkbox) {
                say(checkbox.stateBinding.map { "{\($0)}" } ?? word(\.selected))
            } else if kind == .button, checkbox.stateBinding == nil, checkbox.checkState == .checked {
                say(word(\.selected))
            }
            say(checkbox.accessibleName)
            if kind == .button, checkbox.stateBinding == nil { say(checkbox.accessibilityValue ?? state(of: checkbox)) }
            if disabled { say(word(\.disabled)) }
            // A control that declares no trait at all (a hand-made SwiftUI checkbox: an image with a
            // tap gesture) has no role for VoiceOver to say.
            if checkbox.traits?.isEmpty != true { say(word(\.role)) }
            if kind == .switch { say(state(of: checkbox)) }
            say(checkbox.hint)
        case .voiceOverMacOS:
            say(checkbox.accessibleName)
            say(checkbox.accessibilityValue ?? state(of: checkbox))
            say(word(\.role))
            if disabled { say(word(\.disabled)) }
            say(checkbox.hint)
        case .talkBack:
            // TalkBack's compositor: state description, text, type, then availability and hint.
            // A Compose clickable or button has no toggleable state: only a stateDescription is said.
            if kind == .composeClickable || kind == .composeButton {
                say(checkbox.accessibilityValue)
            } else {
                say(checkbox.accessibilityValue ?? state(of: checkbox))
            }
            if checkbox.isLabelledByOtherView == true, let name = checkbox.accessibleName?.quickTrimmed(), !name.isEmpty {
                // "Check box for Email": the role is said once, before the label's text.
                say([word(\.role), word(\.labelledFor), name].compactMap { $0 }.joined(separator: " "))
            } else {
                say(checkbox.accessibleName)
                say(word(\.role))
            }
            if disabled { say(word(\.disabled)) }
            // MaterialCheckBox adds its error label to what TalkBack reads when the error shows.
            if kind == .materialCheckbox, checkbox.isError { say(checkbox.errorText) }
            say(checkbox.hint)
        case .nvda:
            say(checkbox.accessibleName)
            say(word(\.role))
            say(checkbox.accessibilityValue ?? state(of: checkbox))
            if disabled { say(word(\.disabled)) }
        }
    }
}
