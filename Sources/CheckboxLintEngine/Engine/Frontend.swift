import CheckboxLintModel
import CheckboxLintFrontends

/// A reader for a kind of file that is not read through the XML/JSON readers (Swift source):
/// the seam through which front ends in other targets plug into the `Linter`.
///
/// Front ends are registered in a `FrontendRegistry` passed in through
/// `LintConfiguration.frontends`, never registered globally, so that a library user or a test
/// decides what a linter reads. The linter asks them in order before its own XML/JSON path (whose
/// XML formats are `XMLFrontend`s, decided from the root while streaming); the folder walk picks
/// up their file extensions. A front end builds its model with `ModelAssembler`.
public protocol Frontend: Sendable {
    /// File name endings it reads, lower case with the dot (`.swift`): a folder walk picks them up.
    var fileExtensions: [String] { get }

    /// Whether this front end reads the file at `path` (whose first bytes are `bytes`).
    func claims(path: String, bytes: [UInt8]) -> Bool

    /// Reads `bytes` from `file` (the path reports show) into the model.
    func read(bytes: [UInt8], file: String, context: FrontendContext) -> Linter.Reading
}

extension Frontend {
    /// By default a front end claims the files whose name ends with one of its extensions.
    public func claims(path: String, bytes: [UInt8]) -> Bool {
        let lower = path.lowercased()
        return fileExtensions.contains { lower.hasSuffix($0) }
    }
}

/// What a front end needs from the run: the configured defaults and the rule ids inline
/// suppressions may name.
public struct FrontendContext: Sendable {
    public var platform: Platform
    public var locale: String
    public var knownRuleIDs: Set<String>
    /// The run's Android string resources (`stringResource(R.string.x)` in Compose).
    public var stringResources: AndroidStringResources?

    public init(platform: Platform, locale: String, knownRuleIDs: Set<String>, stringResources: AndroidStringResources? = nil) {
        self.platform = platform
        self.locale = locale
        self.knownRuleIDs = knownRuleIDs
        self.stringResources = stringResources
    }

    init(configuration: LintConfiguration) {
        self.init(platform: configuration.platform, locale: configuration.locale,
                  knownRuleIDs: ModelReader.knownRuleIDs)
    }
}
