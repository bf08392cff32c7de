import Dispatch
import Foundation
import CheckboxLintModel
import CheckboxLintFrontends
import CheckboxLintRules

/// The result for one input, in the order reports list them.
public struct FileResult: Sendable {
    public enum Outcome: Sendable {
        case linted([Finding])
        case skipped
        /// The file could not be read: the run exits with status 2.
        case unreadable(String)
    }

    public let file: InputFile
    public let outcome: Outcome
    /// The screens as the HTML page draws them, when the run keeps sketches and the file is a UI
    /// description with a `ui` root.
    public var sketch: DocumentSketch? = nil

    public var findings: [Finding] {
        if case .linted(let findings) = outcome { return findings }
        return []
    }
}

/// Counts for the summary line and the exit status.
public struct RunSummary: Sendable, Equatable {
    public var errors = 0
    public var warnings = 0
    public var notes = 0
    public var suppressed = 0
    public var lintedFiles = 0
    public var skippedFiles = 0
    public var unreadableFiles = 0
    /// Symbolic links not followed because they leave the tree being linted.
    public var linksLeavingTheTree = 0

    public init() {}

    mutating func add(_ result: FileResult) {
        switch result.outcome {
        case .linted(let findings):
            lintedFiles += 1
            for finding in findings {
                if finding.isSuppressed { suppressed += 1; continue }
                switch finding.severity {
                case .error: errors += 1
                case .warning: warnings += 1
                case .note: notes += 1
                }
            }
        case .skipped: skippedFiles += 1
        case .unreadable: unreadableFiles += 1
        }
    }

    /// The number of unsuppressed findings at or above `severity`.
    public func count(atOrAbove severity: Severity) -> Int {
        switch severity {
        case .error: errors
        case .warning: errors + warnings
        case .note: errors + warnings + notes
        }
    }
}

/// Lints files on `jobs` threads and hands the results to `consume` in input order, as soon as
/// each one and all before it are done: output is deterministic, and only the results that wait
/// for a slower file ahead of them are held in memory.
public struct LintRun {
    public let linter: Linter
    public let jobs: Int
    /// Suppresses the findings a baseline records; applied in report order, before counting.
    public var baseline: BaselineMatcher?
    /// Keep each document's sketch in its result, for the HTML page.
    public var keepsSketches = false
    /// The linters of files that nested configuration files apply to, by display path; every other
    /// file is linted by `linter`.
    public var nestedLinters: [String: Linter] = [:]

    /// The linter for `file`: its nested configuration's, else the run's.
    public func linter(for file: InputFile) -> Linter {
        nestedLinters.isEmpty ? linter : nestedLinters[file.displayPath] ?? linter
    }

    public init(linter: Linter, jobs: Int, baseline: BaselineMatcher? = nil) {
        self.linter = linter
        self.jobs = max(1, jobs)
        self.baseline = baseline
    }

    public func lint(_ file: InputFile) -> FileResult {
        let linter = linter(for: file)
        if let failure = file.walkFailure { return FileResult(file: file, outcome: .unreadable(failure)) }
        let isStandardInput = file.path == InputFile.standardInputPath
        // The bytes are handed on with `consume`, this copy the last: the linter lets them go once the
        // model is built, before the rules run (on a big file, as much memory as the file's size).
        var bytes: [UInt8]
        switch read(file) {
        case .success(let read):
            bytes = read
        case .failure(.unreadable(let reason)):
            return FileResult(file: file, outcome: .unreadable("\(file.displayPath): cannot read file: \(reason)"))
        case .failure(.tooLarge(let size, let limit)):
            return FileResult(file: file, outcome: .linted([tooLargeFinding(file, size: size, limit: limit)]))
        }
        // What is piped in was meant to be linted: a missing `ui` root is reported, not skipped.
        guard keepsSketches else {
            let outcome = linter.lint(bytes: consume bytes, file: file.displayPath, requireUIRoot: isStandardInput)
            return FileResult(file: file, outcome: FileResult.Outcome(outcome))
        }
        let (outcome, document) = linter.lintKeepingDocument(bytes: consume bytes, file: file.displayPath, requireUIRoot: isStandardInput)
        return FileResult(file: file, outcome: FileResult.Outcome(outcome), sketch: document.flatMap(DocumentSketch.init))
    }

    /// The bytes of `file`, from standard input for `-`, up to the configured size limit.
    func read(_ file: InputFile) -> Result<[UInt8], FileReader.Failure> {
        let limit = linter(for: file).configuration.maximumFileSize
        if file.path == InputFile.standardInputPath { return FileReader.readAll(0, limit: limit) }
        return FileReader.read(file, limit: limit)
    }

    func tooLargeFinding(_ file: InputFile, size: Int, limit: Int) -> Finding {
        Finding(ruleID: DocumentCheck.parseError.id,
                severity: linter(for: file).configuration.severities[DocumentCheck.parseError.id] ?? .error,
                message: "The file is \(size) bytes, over the \(limit)-byte size limit; it was not read (raise maxFileSize in the configuration)",
                file: file.displayPath, location: .start, path: "")
    }

    /// Lints every file; `consume` is called once per file, in order, never concurrently.
    @discardableResult
    public func run(_ files: [InputFile], consume: (FileResult) -> Void) -> RunSummary {
        var summary = RunSummary()
        forEachInOrder(files, lint) { result in
            // The baseline applies in report order, before counting, so baselined findings never fail the run.
            let result = baseline.map { $0.apply(to: result) } ?? result
            summary.add(result)
            consume(result)
        }
        return summary
    }

    /// Applies `work` to every file on `jobs` threads; `consume` is called once per file, in input
    /// order, never concurrently. `lint` and `preview` both run on it.
    public func forEachInOrder<Result>(_ files: [InputFile], _ work: (InputFile) -> Result, consume: (Result) -> Void) {
        if jobs == 1 || files.count < 2 {
            for file in files { consume(work(file)) }
            return
        }
        let lock = NSLock()
        var slots = [Result?](repeating: nil, count: files.count)
        var nextToStart = 0
        var nextToConsume = 0
        var consuming = false
        withoutActuallyEscaping(consume) { consume in
            DispatchQueue.concurrentPerform(iterations: min(jobs, files.count)) { _ in
                while true {
                    lock.lock()
                    let index = nextToStart
                    nextToStart += 1
                    lock.unlock()
                    guard index < files.count else { return }
                    let result = work(files[index])
                    lock.lock()
                    slots[index] = result
                    // Whoever completes the file that the report waits for passes on the run of
                    // finished results behind it, unless another thread already does. It reports
                    // outside the lock, so that the other threads go on linting meanwhile.
                    if !consuming {
                        consuming = true
                        while nextToConsume < files.count, let ready = slots[nextToConsume] {
                            slots[nextToConsume] = nil
                            nextToConsume += 1
                            lock.unlock()
                            consume(ready)
                            lock.lock()
                        }
                        consuming = false
                    }
                    lock.unlock()
                }
            }
        }
    }
}

extension FileResult.Outcome {
    init(_ outcome: Linter.Outcome) {
        switch outcome {
        case .linted(let findings): self = .linted(findings)
        case .skipped: self = .skipped
        }
    }
}
