import CheckboxLintModel

/// The descriptions of the checks the readers and the model builder make (`DocumentCheck`, in the
/// model's target, which cannot see `RuleDescription`): configured, documented and described in
/// SARIF like every other rule.
extension DocumentCheck {
    public var description: RuleDescription {
        switch self {
        case .parseError: RuleDescription(id: id, name: "Document cannot be read", defaultSeverity: .error)
        case .invalidValue: RuleDescription(id: id, name: "Attribute value of the wrong form", defaultSeverity: .error)
        case .unknownElement: RuleDescription(id: id, name: "Element the model does not know", defaultSeverity: .warning)
        case .unknownAttribute: RuleDescription(id: id, name: "Attribute the model does not know", defaultSeverity: .warning)
        case .duplicateID: RuleDescription(id: id, name: "Two elements share an id", defaultSeverity: .error)
        }
    }

    /// The descriptions of every document check, in the order `rules` lists them.
    public static let all: [RuleDescription] = allCases.map(\.description)
}
