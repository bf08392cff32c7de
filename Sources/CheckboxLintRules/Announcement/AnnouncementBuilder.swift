import CheckboxLintModel

/// Computes what the screen reader says for a focus stop: the ONE implementation of SPEC §3 and
/// §3.1, shared by `checkbox-lint preview` and the rules that check announcements.
///
/// The reader is the configured one, else the one the front end picked for the stop
/// (`FocusStop.autoReader`); the design grammar is below, the native readers' in
/// `NativeAnnouncement`.
///
/// The design grammar's parts, in order: state (or `accessibilityValue`), name, group header,
/// role, availability (disabled, else read only), error and error text, description, hint. Blank
/// parts are left out; the others are said without their surrounding white space and joined by ", ".
///
/// A class, made once per document: the rules ask `RuleContext.announcements` for it per
/// checkbox, and a struct holding the document was copied each time (by callgrind, 9 M of a
/// 1,074 M lint run).
public final class AnnouncementBuilder: Sendable {
    public let document: Document
    /// The words of the document's language, or English when it has no table.
    public let words: AnnouncementWords
    /// The document's language when it has no word table and English words are used instead;
    /// nil otherwise. `preview` prints one notice per run for these.
    public let fallbackLanguage: String?
    /// The configured reader; nil for `auto`.
    public let configuredReader: ScreenReader?

    public init(document: Document, reader: ScreenReader? = nil) {
        self.document = document
        self.configuredReader = reader
        let language = document.language
        if let table = AnnouncementWords.table(for: language) {
            words = table
            fallbackLanguage = nil
        } else {
            words = AnnouncementWords.fallback
            fallbackLanguage = language
        }
    }

    /// Whether English words stand in for the document's language.
    public var usesFallback: Bool { fallbackLanguage != nil }

    /// The reader in force for `stop`: the configured one, else the front end's pick.
    public func reader(for stop: FocusStop) -> ScreenReader {
        configuredReader ?? stop.autoReader
    }

    /// What the reader in force says for a stop.
    public struct Spoken: Sendable, Equatable {
        public let reader: ScreenReader
        /// The parts joined by ", ".
        public let text: String
        /// Whether a native reader's English word stood in for one the document's language has
        /// no source for (the design grammar's fallback is `fallbackLanguage`).
        public let usedEnglish: Bool
        /// What the reader says after a pause, when usage hints are on ("Double tap to toggle
        /// setting."); nil where it says none.
        public var usageHint: String? = nil
    }

    /// What the reader in force says for `stop`, and which reader that is.
    public func spoken(for stop: FocusStop) -> Spoken {
        let reader = reader(for: stop)
        guard reader != .design else {
            return Spoken(reader: .design, text: designAnnouncement(for: stop), usedEnglish: false)
        }
        var native = NativeAnnouncement(reader: reader, stop: stop, language: document.language)
        var parts: [String] = []
        native.forEachPart(of: stop) { text in
            if let trimmed = text?.quickTrimmed(), !trimmed.isEmpty { parts.append(trimmed) }
        }
        let usageHint = native.usageHint(of: stop)
        return Spoken(reader: reader, text: parts.joined(separator: ", "), usedEnglish: native.usedEnglish, usageHint: usageHint)
    }

    /// The announcement of `stop` by the reader in force, its parts joined by ", ".
    public func announcement(for stop: FocusStop) -> String {
        reader(for: stop) == .design ? designAnnouncement(for: stop) : spoken(for: stop).text
    }

    /// The design grammar's announcement of `stop` (SPEC §3), its parts joined by ", ".
    public func designAnnouncement(for stop: FocusStop) -> String {
        // The parts' UTF-8 bytes are joined in one array, made a string once: an array of the
        // parts, joined, cost a third more (by callgrind, 1 % of a lint run).
        var bytes: [UInt8] = []
        bytes.reserveCapacity(128)
        forEachPart(of: stop) { part in
            if !bytes.isEmpty {
                bytes.append(UInt8(ascii: ","))
                bytes.append(UInt8(ascii: " "))
            }
            var part = part
            part.withUTF8 { bytes.append(contentsOf: $0) }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The spoken parts of the design grammar's announcement, in order, blank ones left out.
    public func parts(for stop: FocusStop) -> [String] {
        var parts: [String] = []
        parts.reserveCapacity(8)
        forEachPart(of: stop) { parts.append($0) }
        return parts
    }

    /// Calls `body` with each spoken part of the announcement, in order, blank ones left out.
    private func forEachPart(of stop: FocusStop, _ body: (String) -> Void) {
        func say(_ text: String?) {
            // A blank text trims to nothing. Most parts are kept as they are (see quickTrimmed).
            guard let trimmed = text?.quickTrimmed(), !trimmed.isEmpty else { return }
            body(trimmed)
        }
        say(stop.value ?? stop.stateBinding.map { "{\($0)}" } ?? words.word(for: stop.state))
        // §3's name: the accessibility label, else the label; an image's words are no part of it.
        say(stop.hasGivenName ? stop.name?.text : nil)
        say(document.tree.titledGroup(of: stop)?.title)
        if stop.role != .none { say(words.role) }
        if stop.isDisabled {
            say(words.disabled)
        } else if stop.isReadOnly {
            say(words.readOnly)
        }
        if stop.isError {
            say(words.error)
            say(stop.errorText)
        }
        say(stop.descriptionText)
        say(stop.hint)
    }

    /// The state word the reader in force says for the stop's state, in the document's
    /// language (or English); nil when that reader says none (VoiceOver's button kind on iOS
    /// conveys checked through the selected trait only).
    public func stateWord(of stop: FocusStop) -> String? {
        let reader = reader(for: stop)
        guard reader != .design else { return words.word(for: stop.state) }
        var native = NativeAnnouncement(reader: reader, stop: stop, language: document.language)
        return native.stateWord(stop.state)
    }

    /// What the reader in force says where focus meets the title of a group (SPEC §3.1): the
    /// design grammar says it in each announcement instead (nil); NVDA names the grouping as
    /// focus enters it ("Notifications, grouping"); VoiceOver on iOS and TalkBack meet a section
    /// header or heading as a stop of its own ("Notifications, Heading"); for VoiceOver on macOS
    /// no source gives the words, so the title alone.
    public func spokenTitle(_ title: String, for reader: ScreenReader) -> (text: String, usedEnglish: Bool)? {
        guard reader != .design else { return nil }
        let (local, english) = ReaderWordTables.words(reader, reader == .voiceOverIOS ? .switch : .checkbox,
                                                      language: document.language)
        let path: KeyPath<ReaderWords, String?> = reader == .nvda ? \.grouping : \.heading
        if let word = local?[keyPath: path] { return ("\(title), \(word)", false) }
        if let word = english[keyPath: path] { return ("\(title), \(word)", true) }
        return (title, false)
    }
}

extension AnnouncementBuilder {
    /// The announcement of the checkbox read from `element` (for tools and tests that hold
    /// elements); empty for an element the tree has no stop for.
    public func announcement(for element: Element) -> String {
        document.tree.stop(ofElement: element.index).map(announcement(for:)) ?? ""
    }
}

extension ControlKind {
    /// The kind of the checkbox read from `element` in `document`, as `reader` sees it.
    public static func of(_ element: Element, in document: Document, for reader: ScreenReader) -> ControlKind? {
        document.tree.stop(ofElement: element.index).map { of($0, for: reader) }
    }
}
