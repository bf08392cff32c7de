/// A finding before configuration has given it a severity: what a rule or a document check reports.
public struct Diagnostic: Sendable {
    public var ruleID: String
    public var message: String
    public var location: SourceLocation
    /// The element it is about (its path is reported, its suppressions apply); nil for the file as a whole.
    public var element: Int?
    /// A severity below the rule's own that the rule asks for this finding (a rule that reports at
    /// two levels); nil for the configured one. The linter never raises a finding above the
    /// configured severity.
    public var requestedSeverity: Severity?

    /// A diagnostic of a document check (a reader's or the model builder's).
    public init(_ check: DocumentCheck, message: String, location: SourceLocation, element: Int?) {
        self.init(ruleID: check.id, message: message, location: location, element: element)
    }

    /// A diagnostic of the rule `ruleID`: made by `RuleContext`, which knows the rule reporting, and
    /// by the initialiser above; anything else names its check by `DocumentCheck`.
    package init(ruleID: String, message: String, location: SourceLocation, element: Int?, requestedSeverity: Severity? = nil) {
        self.ruleID = ruleID
        self.message = message
        self.location = location
        self.element = element
        self.requestedSeverity = requestedSeverity
    }
}
