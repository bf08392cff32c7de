import CheckboxLintModel
import CheckboxLintFrontends
import CheckboxLintRules

/// Which outcome of a run gives which exit status (SPEC §1, §7): 0 when nothing reaches the
/// `failOn` severity, 1 when an unsuppressed finding does, 2 when the run could not do its job.
public struct ExitPolicy: Sendable, Equatable {
    public enum Status: Int32, Sendable {
        case success = 0
        /// A finding at or above the `failOn` severity.
        case findings = 1
        /// The run could not do its job: a file could not be read, a folder walk found nothing to
        /// lint, or (before any file is read) the configuration, a path or an output was unusable.
        case failure = 2
    }

    /// The lowest severity that fails the run; nil never fails it on findings.
    public var failOn: Severity?
    /// A folder walk that finds no file to lint is a success rather than a failure.
    public var allowsZeroLintableFiles = false

    public init(failOn: Severity? = .error, allowsZeroLintableFiles: Bool = false) {
        self.failOn = failOn
        self.allowsZeroLintableFiles = allowsZeroLintableFiles
    }

    /// The status of a finished run. Unreadable files come first: a run that could not read all
    /// its files has not judged them, whatever it found in the others.
    public func status(for summary: RunSummary) -> Status {
        if summary.unreadableFiles > 0 { return .failure }
        if let failOn, summary.count(atOrAbove: failOn) > 0 { return .findings }
        return .success
    }

    /// Why a finished run failed when a folder walk linted nothing: every file it met was skipped
    /// as not a UI description (a wrong folder holding a `package.json` passed with "0 files
    /// (1 skipped)"). Unreadable files fail the run on their own; nil to go on.
    public func nothingLintedFailure(_ summary: RunSummary, selection: InputSelection) -> LintSetupError? {
        guard summary.lintedFiles == 0, summary.unreadableFiles == 0, !allowsZeroLintableFiles,
              selection.walksFolder else { return nil }
        let walked = selection.lintPaths.map { "'\(OneLine.path($0))'" }.joined(separator: ", ")
        let skipped = summary.skippedFiles == 1 ? "the 1 file found is" : "the \(summary.skippedFiles) files found are"
        return LintSetupError(message: "No lintable files found at paths: \(walked): \(skipped) not a checkbox UI description (check the paths, and include and exclude in the configuration; --allow-zero-lintable-files accepts it)")
    }

    /// Why the run must stop before reading anything when `selection` selected no file
    /// (`fileCount` 0) in a folder walk, usually an `include` that matches nothing; nil to go on.
    public func zeroFilesFailure(fileCount: Int, selection: InputSelection) -> LintSetupError? {
        guard fileCount == 0, !allowsZeroLintableFiles, selection.walksFolder else { return nil }
        let walked = selection.lintPaths.map { "'\(OneLine.path($0))'" }.joined(separator: ", ")
        return LintSetupError(message: "No lintable files found at paths: \(walked) (check include and exclude in the configuration; --allow-zero-lintable-files accepts it)")
    }
}
