import ArgumentParser
import CheckboxLintKit
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// What `lint` runs with, as plain values: `LintCommand` parses them with swift-argument-parser,
/// and `PathArguments.plainPaths` makes them for a list of paths alone (what a pre-commit hook
/// passes), which a one-file run would otherwise spend most of its time parsing.
struct LintSettings {
    var input: InputSettings
    var format: ReportFormat = .text
    var output: String?
    var baseline: String?
    var writeBaseline: String?
    var failOn: FailOn = .error
    var enabled: [String] = []
    var disabled: [String] = []
    var quiet = false
    var allowZeroLintableFiles = false
    var color: ColorMode = .auto
    var showFiles = false

    func run() throws {
        var linter = try input.makeLinter(enabling: enabled, disabling: disabled, quiet: quiet)
        // Text, GitHub annotations and Checkstyle print no element path; a baseline matches by it.
        let reportPrintsPaths = ![.text, .github, .checkstyle].contains(format)
        linter.findingsCarryPaths = reportPrintsPaths || baseline != nil || writeBaseline != nil
        let policy = ExitPolicy(failOn: failOn.severity, allowsZeroLintableFiles: allowZeroLintableFiles)
        // Destinations and the baseline are checked before any file is read (exit status 2).
        let reportFile = try output.map(openAtomically)
        let baselineFile = try writeBaseline.map(openAtomically)
        let matcher = try baseline.map { try loadBaseline($0, limit: linter.configuration.maximumFileSize) }
        let written = [reportFile, baselineFile].compactMap { $0?.replacedFileIdentity }
            .map { InputCollector.FileIdentity(device: $0.device, inode: $0.inode) }
        let (selected, nestedLinters) = try input.applyNested(to: input.selectFiles(for: linter, excluding: written),
                                                              enabling: enabled, disabling: disabled)
        let files = selected.files
        if showFiles {
            // What the walk, the configuration's include/exclude and the front ends' endings select:
            // paths as reports show them, so one a shell could not take is escaped the same way.
            reportFile?.discard()
            baselineFile?.discard()
            var listing: [UInt8] = []
            for file in files {
                listing.append(contentsOf: OneLine.path(file.displayPath).utf8)
                listing.append(UInt8(ascii: "\n"))
            }
            let output = ReportOutput.standardOutput
            output.write(listing)
            output.flush()
            if output.failed, !output.readerClosed {
                throw CommandFailure(message: "cannot write to standard output: \(output.failureReason ?? "write error")")
            }
            return
        }
        if let failure = policy.zeroFilesFailure(fileCount: files.count, selection: input.selection) {
            reportFile?.discard()
            baselineFile?.discard()
            throw CommandFailure(message: failure.message)
        }

        var reporter = makeReporter()
        let output = reportFile?.output ?? ReportOutput.standardOutput
        var recorded = writeBaseline.map { Baseline(paths: BaselinePaths(baselineFile: $0, currentDirectory: currentDirectory)) }
        var unreadable: [String] = []
        var run = LintRun(linter: linter, jobs: input.jobCount(for: files), baseline: matcher)
        run.keepsSketches = format == .html
        run.nestedLinters = nestedLinters.mapValues { nested in
            var nested = nested
            nested.findingsCarryPaths = linter.findingsCarryPaths
            return nested
        }
        // Skipped files are reported only once a file is linted: a walk that lints none fails below.
        var hold = SkippedResultHold(holds: !allowZeroLintableFiles && input.selection.walksFolder)
        var summary = run.run(files) { result in
            if case .unreadable(let message) = result.outcome { unreadable.append(message) }
            recorded?.record(result)
            hold.pass(result) { reporter.report($0, to: output) }
        }
        if let failure = matcher?.failure {
            // A baseline read lazily can turn out malformed only where a file's entries are: the
            // report made with it is not written, as when the baseline is malformed at load.
            reportFile?.discard()
            baselineFile?.discard()
            throw CommandFailure(message: failure.description)
        }
        if let failure = policy.nothingLintedFailure(summary, selection: input.selection) {
            reportFile?.discard()
            baselineFile?.discard()
            throw CommandFailure(message: failure.message)
        }
        hold.release { reporter.report($0, to: output) }
        summary.linksLeavingTheTree = selected.linksLeavingTheTree
        summary.skippedFiles += selected.skippedWithoutReading
        // Broken string resources never fail the run: each is a note, on standard error and in the report.
        let resourceNotes = InputSettings.resourceNotes(linter, nestedLinters)
        for note in resourceNotes { fputs("checkbox-lint: note: \(OneLine.escaped(note))\n", stderr) }
        reporter.finish(summary, notifications: selected.notifications + resourceNotes + unreadable, to: output)
        output.flush()
        if reportFile == nil, output.failed, !output.readerClosed {
            // A CI gate must not take half a report (or none) for a result: exit 2, never 0 or 1.
            // A reader that went away (`lint | head`) is not a failure of ours: that ends quietly.
            baselineFile?.discard()
            throw CommandFailure(message: "cannot write the report to standard output: \(output.failureReason ?? "write error")")
        }
        try commit(reportFile)
        if let baselineFile, let recorded {
            // A baseline written while files could not be read would silently forget their findings.
            if unreadable.isEmpty {
                baselineFile.output.write(recorded.serialized())
                try commit(baselineFile)
            } else {
                baselineFile.discard()
                unreadable.append("\(baselineFile.destination): not written, because some files could not be read")
            }
        }

        switch policy.status(for: summary) {
        case .success: break
        case .findings: throw ExitCode(ExitPolicy.Status.findings.rawValue)
        case .failure: throw CommandFailure(message: unreadable.joined(separator: "\ncheckbox-lint: error: "))
        }
    }

    private func makeReporter() -> any Reporter {
        switch format {
        case .text: TextReporter(color: output == nil && useColor, quiet: quiet)
        case .json: JSONReporter()
        case .sarif: SARIFReporter(sourceRoot: currentDirectory)
        case .github: GitHubReporter()
        case .checkstyle: CheckstyleReporter()
        case .junit: JUnitReporter()
        case .codeclimate: CodeClimateReporter()
        case .html: HTMLReporter(title: "checkbox-lint report")
        }
    }

    private var currentDirectory: String { FileManager.default.currentDirectoryPath }

    private func openAtomically(_ path: String) throws -> AtomicFile {
        do {
            return try AtomicFile(destination: path)
        } catch let failure as AtomicFile.Failure {
            throw CommandFailure(message: failure.description)
        }
    }

    private func commit(_ file: AtomicFile?) throws {
        do {
            try file?.commit()
        } catch let failure as AtomicFile.Failure {
            throw CommandFailure(message: failure.description)
        }
    }

    private func loadBaseline(_ path: String, limit: Int) throws -> BaselineMatcher {
        do {
            return BaselineMatcher(try Baseline.load(from: path, currentDirectory: currentDirectory, limit: limit), file: path)
        } catch let failure as Baseline.Failure {
            throw CommandFailure(message: failure.description)
        }
    }

    private var useColor: Bool {
        switch color {
        case .always: true
        case .never: false
        case .auto:
            isatty(STDOUT_FILENO) != 0 && (ProcessInfo.processInfo.environment["NO_COLOR"] ?? "").isEmpty
        }
    }
}
