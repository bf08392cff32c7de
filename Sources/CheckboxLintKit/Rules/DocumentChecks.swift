/// The checks the readers and the model builder make while reading a document. Their logic lives
/// in `Input/` and `Model/`; they are listed here so that they can be configured, documented and
/// described in SARIF like every other rule.
public enum DocumentChecks {
    public static let parseError = RuleDescription(
        id: "parse-error", name: "Document cannot be read", defaultSeverity: .error)
    public static let invalidValue = RuleDescription(
        id: "invalid-value", name: "Attribute value of the wrong form", defaultSeverity: .error)
    public static let unknownElement = RuleDescription(
        id: "unknown-element", name: "Element the model does not know", defaultSeverity: .warning)
    public static let unknownAttribute = RuleDescription(
        id: "unknown-attribute", name: "Attribute the model does not know", defaultSeverity: .warning)
    public static let duplicateID = RuleDescription(
        id: "duplicate-id", name: "Two elements share an id", defaultSeverity: .error)

    public static let all = [parseError, invalidValue, unknownElement, unknownAttribute, duplicateID]
}
