/// Holds back the results of skipped files until a file is linted, so that a folder walk that
/// lints nothing can fail (`ExitPolicy.nothingLintedFailure`, exit status 2) without having
/// written the start of a report: a streaming reporter writes its header with the first result,
/// and a failed run leaves no partial report on standard output.
///
/// Only skipped results wait: a linted or unreadable one releases them, in order, before itself.
public struct SkippedResultHold {
    private let holds: Bool
    private var held: [FileResult] = []
    private var released = false

    /// `holds`: whether the run can still fail for linting nothing (a folder walk without
    /// `--allow-zero-lintable-files`); when false, every result passes at once.
    public init(holds: Bool) {
        self.holds = holds
    }

    /// Hands `result` to `deliver`, or keeps it while only skipped files have come.
    public mutating func pass(_ result: FileResult, to deliver: (FileResult) -> Void) {
        guard holds, !released else { return deliver(result) }
        if case .skipped = result.outcome {
            held.append(result)
            return
        }
        release(to: deliver)
        deliver(result)
    }

    /// Hands on what is held: the run goes on to its report.
    public mutating func release(to deliver: (FileResult) -> Void) {
        released = true
        for result in held { deliver(result) }
        held = []
    }
}
