import CheckboxLintModel

/// Every rule checkbox-lint has, in the order `rules` lists them. Adding a rule is adding its
/// type here (Swift has no reflection to find them), its page in `Rules/`, and running
/// `scripts/generate-rule-docs`; the tests fail until all three agree.
public enum RuleRegistry {
    public static let ruleTypes: [any Rule.Type] = [
        LabelMissing.self,
        LabelRedundantRole.self,
        LabelDuplicate.self,
        LabelMeaningless.self,
        LabelTooLong.self,
        GroupHeaderMissing.self,
        HitAreaTooSmall.self,
        LabelNotTappable.self,
        AnnouncementSplit.self,
        RoleMissing.self,
        StateValueConflict.self,
        AnnouncementMismatch.self,
        ReadingOrder.self,
        ForbiddenCombination.self,
        IndeterminateNotTriState.self,
        DefaultChecked.self,
        ErrorTextMissing.self,
        NestedInteractive.self,
        SelectAllState.self,
    ]

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
