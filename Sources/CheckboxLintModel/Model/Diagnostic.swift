/// A finding before configuration has given it a severity: what a rule or a document check reports.
///
/// Stored compactly (48 bytes, not 64): a file of 200,000 checkboxes has 378,000 of them, held
/// with its model until the rules are done (issue 28). The location is kept as two 32-bit numbers
/// and the element as a 32-bit index; a line or column beyond 2,147,483,647, which only a file of
/// more than 2 GiB could have, is reported as that.
public struct Diagnostic: Sendable {
    public var ruleID: String
    public var message: String
    @usableFromInline var line: Int32
    @usableFromInline var column: Int32
    /// `element`, with -1 for none.
    @usableFromInline var elementIndex: Int32
    /// A severity below the rule's own that the rule asks for this finding (a rule that reports at
    /// two levels); nil for the configured one. The linter never raises a finding above the
    /// configured severity.
    public var requestedSeverity: Severity?

    public var location: SourceLocation {
        @inlinable get { SourceLocation(line: Int(line), column: Int(column)) }
        set {
            line = Int32(clamping: newValue.line)
            column = Int32(clamping: newValue.column)
        }
    }

    /// The element it is about (its path is reported, its suppressions apply); nil for the file as a whole.
    public var element: Int? {
        @inlinable get { elementIndex < 0 ? nil : Int(elementIndex) }
        set { elementIndex = newValue.map { Int32(clamping: $0) } ?? -1 }
    }

    /// A diagnostic of a document check (a reader's or the model builder's).
    public init(_ check: DocumentCheck, message: String, location: SourceLocation, element: Int?) {
        self.init(ruleID: check.id, message: message, location: location, element: element)
    }

    /// A diagnostic of the rule `ruleID`: made by `RuleContext`, which knows the rule reporting, and
    /// by the initialiser above; anything else names its check by `DocumentCheck`.
    package init(ruleID: String, message: String, location: SourceLocation, element: Int?, requestedSeverity: Severity? = nil) {
        self.ruleID = ruleID
        self.message = message
        self.line = Int32(clamping: location.line)
        self.column = Int32(clamping: location.column)
        self.elementIndex = element.map { Int32(clamping: $0) } ?? -1
        self.requestedSeverity = requestedSeverity
    }
}
