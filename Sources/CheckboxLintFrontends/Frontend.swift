import CheckboxLintModel

/// A front end for a kind of file that is not read through the shared XML/JSON readers (Swift
/// source, Kotlin source): it reads a whole file its own way into the model and its accessibility
/// tree. XML formats are `XMLFrontend`s instead, which share libxml2's one streaming pass.
///
/// Front ends are listed in a `FrontendRegistry` passed in through `LintConfiguration.frontends`,
/// never registered globally, so that a library user or a test decides what a linter reads. The
/// linter asks them in order before its own XML/JSON path; the folder walk picks up their file
/// extensions. A front end builds its elements with `ModelAssembler` and its tree with
/// `AccessibilityTreeBuilder` and its `PlatformProfile`.
public protocol Frontend: Sendable {
    /// File name endings it reads, lower case with the dot (`.swift`): a folder walk picks them up.
    var fileExtensions: [String] { get }

    /// Whether this front end reads the file at `path` (whose first bytes are `bytes`).
    func claims(path: String, bytes: [UInt8]) -> Bool

    /// Reads `bytes` from `file` (the path reports show) into the model.
    func read(bytes: [UInt8], file: String, context: FrontendContext) -> FrontendReading
}

extension Frontend {
    /// By default a front end claims the files whose name ends with one of its extensions.
    public func claims(path: String, bytes: [UInt8]) -> Bool {
        let lower = path.lowercased()
        return fileExtensions.contains { lower.hasSuffix($0) }
    }
}

/// A document as read and built, before any rule runs: what `lint` and `preview` start from.
public enum FrontendReading: Sendable {
    /// Not a UI description.
    case skipped
    /// The reader stopped: the parse-error diagnostic, and what was built before it.
    case unparsable(Document, Diagnostic)
    /// The model, with the builder's diagnostics (invalid-value, unknown-*, duplicate-id).
    case built(Document, [Diagnostic])
}

/// What a front end needs from the run: the configured defaults, the rule ids inline
/// suppressions may name, and the project's Android string resources.
public struct FrontendContext: Sendable {
    public var platform: Platform
    /// Whether `platform` was configured rather than the default.
    public var platformIsConfigured = false
    public var locale: String
    public var knownRuleIDs: Set<String>
    /// Where Android texts (`@string/x`, `stringResource(R.string.x)`) are found; shared by every
    /// file of a run.
    public var stringResources: AndroidStringResources?

    public init(platform: Platform, locale: String, knownRuleIDs: Set<String>, stringResources: AndroidStringResources? = nil) {
        self.platform = platform
        self.locale = locale
        self.knownRuleIDs = knownRuleIDs
        self.stringResources = stringResources
    }
}
