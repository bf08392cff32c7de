import CheckboxLintModel

/// Computes what the screen reader says for a checkbox: the ONE implementation of SPEC §3 and
/// §3.1, shared by `checkbox-lint preview` and the rules that check announcements.
///
/// The reader is the configured one, else the one `auto` picks for each checkbox
/// (`ScreenReader.auto`); the design grammar is below, the native readers' in `NativeAnnouncement`.
///
/// The design grammar's
/// parts, in order: state (or `accessibilityValue`), name, group header, role, availability
/// (disabled, else read only), error and error text, description, hint. Blank parts are left out;
/// the others are said without their surrounding white space and joined by ", ".
public struct AnnouncementBuilder: Sendable {
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

    /// The reader in force for `checkbox`: the configured one, else the one `auto` picks.
    public func reader(for checkbox: Element) -> ScreenReader {
        ScreenReader.inForce(configuredReader, for: checkbox, in: document)
    }

    /// What the reader in force says for `checkbox`.
    public struct Spoken: Sendable, Equatable {
        public let reader: ScreenReader
        /// The parts joined by ", ".
        public let text: String
        /// Whether a native reader's English word stood in for one the document's language has
        /// no source for (the design grammar's fallback is `fallbackLanguage`).
        public let usedEnglish: Bool
    }

    /// What the reader in force says for `checkbox`, and which reader that is.
    public func spoken(for checkbox: Element) -> Spoken {
        let reader = reader(for: checkbox)
        guard reader != .design else {
            return Spoken(reader: .design, text: designAnnouncement(for: checkbox), usedEnglish: false)
        }
        var native = NativeAnnouncement(reader: reader, checkbox: checkbox, language: document.language)
        var parts: [String] = []
        native.forEachPart(of: checkbox) { text in
            if let trimmed = text?.quickTrimmed(), !trimmed.isEmpty { parts.append(trimmed) }
        }
        return Spoken(reader: reader, text: parts.joined(separator: ", "), usedEnglish: native.usedEnglish)
    }

    /// The announcement of `checkbox` by the reader in force, its parts joined by ", ".
    public func announcement(for checkbox: Element) -> String {
        if configuredReader == nil && document.origin == .ui || configuredReader == .design {
            return designAnnouncement(for: checkbox)
        }
        return spoken(for: checkbox).text
    }

    /// The design grammar's announcement of `checkbox` (SPEC §3), its parts joined by ", ".
    public func designAnnouncement(for checkbox: Element) -> String {
        // The parts' UTF-8 bytes are joined in one array, made a string once: an array of the
        // parts, joined, cost a third more (by callgrind, 1 % of a lint run).
        var bytes: [UInt8] = []
        bytes.reserveCapacity(128)
        forEachPart(of: checkbox) { part in
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
    public func parts(for checkbox: Element) -> [String] {
        var parts: [String] = []
        parts.reserveCapacity(8)
        forEachPart(of: checkbox) { parts.append($0) }
        return parts
    }

    /// Calls `body` with each spoken part of the announcement, in order, blank ones left out.
    private func forEachPart(of checkbox: Element, _ body: (String) -> Void) {
        func say(_ text: String?) {
            // A blank text trims to nothing. Most parts are kept as they are (see quickTrimmed).
            guard let trimmed = text?.quickTrimmed(), !trimmed.isEmpty else { return }
            body(trimmed)
        }
        say(checkbox.accessibilityValue ?? checkbox.stateBinding.map { "{\($0)}" } ?? words.word(for: checkbox.checkState))
        say(checkbox.accessibleName)
        say(groupHeader(of: checkbox))
        if Self.announcesRole(checkbox) { say(words.role) }
        if checkbox.isDisabled {
            say(words.disabled)
        } else if checkbox.isReadOnly {
            say(words.readOnly)
        }
        if checkbox.isError {
            say(words.error)
            say(checkbox.errorText)
        }
        say(checkbox.descriptionText)
        say(checkbox.hint)
    }

    /// The state word the reader in force says for the checkbox's state, in the document's
    /// language (or English); nil when that reader says none (VoiceOver's button kind on iOS
    /// conveys checked through the selected trait only).
    public func stateWord(of checkbox: Element) -> String? {
        let reader = reader(for: checkbox)
        guard reader != .design else { return words.word(for: checkbox.checkState) }
        var native = NativeAnnouncement(reader: reader, checkbox: checkbox, language: document.language)
        return native.stateWord(checkbox.checkState)
    }

    /// The nearest enclosing `group` that has a non-blank `header`.
    public func titledGroup(of element: Element) -> Element? {
        var next = element.parent
        while let index = next {
            if document.elements[index].kind == .group, let header = document.elements[index].header, !header.isBlank {
                return document.elements[index]
            }
            next = document.elements[index].parent
        }
        return nil
    }

    /// The `header` of the nearest enclosing `group` that has a non-blank one.
    public func groupHeader(of element: Element) -> String? {
        // Ancestors are read in place: copying each one (a struct of many strings) costs more.
        var next = element.parent
        while let index = next {
            if document.elements[index].kind == .group, let header = document.elements[index].header, !header.isBlank {
                return header
            }
            next = document.elements[index].parent
        }
        return nil
    }

    /// The traits that make VoiceOver say the role.
    public static let roleTraits: Set<String> = ["checkbox", "toggle"]

    /// Whether VoiceOver says the role: always, unless `traits` is given and names neither
    /// `checkbox` nor `toggle` (compared ignoring case).
    public static func announcesRole(_ checkbox: Element) -> Bool {
        guard let traits = checkbox.traits else { return true }
        return traits.contains { roleTraits.contains($0.lowercased()) }
    }
}
