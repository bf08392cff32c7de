import CheckboxLintModel
import CheckboxLintFrontends
import CheckboxLintRules

/// A finding as reports show it: a diagnostic with its configured severity, file and element path.
public struct Finding: Sendable, Equatable {
    public struct Suppression: Sendable, Equatable {
        public enum Kind: String, Sendable {
            /// An inline `checkbox-lint-disable` comment or `lintSuppress` member (SARIF `inSource`).
            case inSource
            /// A baseline entry (SARIF `external`).
            case external
        }

        public var kind: Kind
        public var justification: String

        public init(kind: Kind, justification: String) {
            self.kind = kind
            self.justification = justification
        }
    }

    public var ruleID: String
    public var severity: Severity
    public var message: String
    /// The path reports show: as given on the command line, or relative to the current folder.
    public var file: String
    public var location: SourceLocation
    /// The element path (`signup/notifications/email`); empty for a finding about the whole file.
    public var path: String
    public var suppression: Suppression?

    public init(ruleID: String, severity: Severity, message: String, file: String, location: SourceLocation,
                path: String, suppression: Suppression? = nil) {
        self.ruleID = ruleID
        self.severity = severity
        self.message = message
        self.file = file
        self.location = location
        self.path = path
        self.suppression = suppression
    }

    public var isSuppressed: Bool { suppression != nil }

    /// Report order: path, line, column, then rule id so that equal positions are stable.
    public static func reportOrder(_ a: Finding, _ b: Finding) -> Bool {
        if a.file != b.file { return a.file < b.file }
        if a.location != b.location { return a.location < b.location }
        if a.ruleID != b.ruleID { return a.ruleID < b.ruleID }
        return a.message < b.message
    }
}
