/// A finding before configuration has given it a severity: what a rule or a document check reports.
public struct Diagnostic: Sendable {
    public var ruleID: String
    public var message: String
    public var location: SourceLocation
    /// The element it is about (its path is reported, its suppressions apply); nil for the file as a whole.
    public var element: Int?

    public init(ruleID: String, message: String, location: SourceLocation, element: Int?) {
        self.ruleID = ruleID
        self.message = message
        self.location = location
        self.element = element
    }
}
