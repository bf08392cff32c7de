import CheckboxLintModel

/// The words VoiceOver speaks around a checkbox's own texts, in one language (SPEC §3).
///
/// The words are data: a language is one table, and adding one is adding a table to `tables`.
public struct AnnouncementWords: Sendable, Equatable {
    /// The primary language subtag the table is for (`en`, `fr`).
    public let language: String
    public let checked: String
    public let unchecked: String
    public let indeterminate: String
    /// The role, said after the name and group ("Checkbox").
    public let role: String
    public let disabled: String
    public let readOnly: String
    public let error: String

    public init(language: String, checked: String, unchecked: String, indeterminate: String, role: String,
                disabled: String, readOnly: String, error: String) {
        self.language = language
        self.checked = checked
        self.unchecked = unchecked
        self.indeterminate = indeterminate
        self.role = role
        self.disabled = disabled
        self.readOnly = readOnly
        self.error = error
    }

    /// The word for a state.
    public func word(for state: CheckState) -> String {
        switch state {
        case .checked: checked
        case .unchecked: unchecked
        case .indeterminate: indeterminate
        }
    }

    public static let english = AnnouncementWords(
        language: "en", checked: "checked", unchecked: "unchecked", indeterminate: "mixed", role: "Checkbox",
        disabled: "dimmed", readOnly: "read only", error: "error")

    public static let french = AnnouncementWords(
        language: "fr", checked: "coché", unchecked: "non coché", indeterminate: "mixte", role: "case à cocher",
        disabled: "estompé", readOnly: "lecture seule", error: "erreur")

    /// Every table, by language.
    public static let tables: [String: AnnouncementWords] = Dictionary(
        uniqueKeysWithValues: [english, french].map { ($0.language, $0) })

    /// The language used when a document's language has no table.
    public static let fallback = english

    /// The table for a primary language subtag (lower case, as `Document.language` gives it), or
    /// nil when there is none.
    public static func table(for language: String) -> AnnouncementWords? {
        tables[language]
    }
}
