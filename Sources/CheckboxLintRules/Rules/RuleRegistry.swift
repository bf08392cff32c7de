import CheckboxLintModel

/// Every rule checkbox-lint has, in the order `rules` lists them. Adding a rule is its file here,
/// its page in `Rules/`, its id in `scripts/generate-rule-docs`'s order, and running the script,
/// which writes the `RuleID` enum and `ruleTypes` (`RuleRegistry.generated.swift`): Swift has no
/// reflection to find them, and a hand list would drift.
public enum RuleRegistry {

    /// Every description: the document checks first, then the rules.
    public static let descriptions: [RuleDescription] = DocumentCheck.all + ruleTypes.map { $0.description }

    public static let ids: [String] = descriptions.map(\.id)

    public static func description(for id: String) -> RuleDescription? {
        descriptions.first { $0.id == id }
    }
}

extension RuleRegistry {
    /// "; did you mean 'x'?" for a mistyped rule id, or nothing.
    public static func suggestionClause(for id: String) -> String {
        Suggestion.clause(for: id, in: ids)
    }
}

extension Platform {
    /// Whether `tag` is a BCP 47 language tag the model accepts.
    public static func isLanguageTag(_ tag: String) -> Bool { ValueParser.isLanguageTag(tag) }
}
