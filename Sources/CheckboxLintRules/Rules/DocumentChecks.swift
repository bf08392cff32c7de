/// The checks the readers and the model builder make while reading a document. Their logic lives
/// in `Input/`, `Model/` and `Frontends/`; they are listed here so that they can be configured,
/// documented and described in SARIF like every other rule.
///
/// A diagnostic names its check by this type, never by a string: renaming a check's id is one
/// change here, and a check that is not registered cannot be reported.
public enum DocumentCheck: String, CaseIterable, Sendable {
    case parseError = "parse-error"
    case invalidValue = "invalid-value"
    case unknownElement = "unknown-element"
    case unknownAttribute = "unknown-attribute"
    case duplicateID = "duplicate-id"

    public var id: String { rawValue }

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
