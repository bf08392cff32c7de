/// The checks the readers and the model builder make while reading a document. Their logic lives
/// in `Input/`, `Model/` and `Frontends/`; they are listed here, in the model's target, because
/// `Diagnostic` and the builder name them. `Rules/DocumentChecks.swift` describes them so that they
/// can be configured, documented and described in SARIF like every other rule.
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
}
