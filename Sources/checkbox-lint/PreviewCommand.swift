import ArgumentParser
import CheckboxLintKit
#if canImport(Glibc)
import Glibc
#endif

enum PreviewFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json, html
}

/// `checkbox-lint preview`: what VoiceOver says for every checkbox, in the document's language.
struct PreviewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Print the screen reader's announcement of every checkbox.",
        discussion: """
        One line per checkbox, in document order: path:line:col: <element path>: <announcement>; \
        with a native screen reader, a set's title on a line of its own where focus enters it. \
        Exit status: 0, or 1 when a file cannot be parsed, 2 when a file cannot be read or a \
        folder walk finds no UI description.
        """
    )

    @OptionGroup var inputOptions: InputOptions

    @Option(help: "Output format: text, json, or html (one page drawing every screen, its announcements and findings).")
    var format: PreviewFormat = .text

    @Flag(help: "Succeed when a folder walk finds no file to preview, or only files that are not UI descriptions (by default that is exit status 2).")
    var allowZeroLintableFiles = false

    /// What fails the run for previewing nothing; findings never fail a preview.
    private var policy: ExitPolicy { ExitPolicy(failOn: nil, allowsZeroLintableFiles: allowZeroLintableFiles) }

    func run() throws {
        let input = inputOptions.settings
        let linter = try input.makeLinter()
        let (selected, nestedLinters) = try input.applyNested(to: input.selectFiles(for: linter))
        let files = selected.files
        // As `lint`: a folder walk that finds nothing to preview is a mistake (exit status 2).
        if let failure = policy.zeroFilesFailure(fileCount: files.count, selection: input.selection) {
            throw CommandFailure(message: failure.message)
        }
        if format == .html {
            try runHTML(linter: linter, nestedLinters: nestedLinters, files: files, notifications: selected.notifications)
            return
        }

        let output = ReportOutput.standardOutput
        var writer = PreviewWriter(format: format)
        var unreadable: [String] = []
        var unparsable = false
        var fallbackLanguages = Set<String>()
        var readerFallbacks = Set<String>()
        var summary = RunSummary()
        var run = LintRun(linter: linter, jobs: input.jobCount(for: files))
        run.nestedLinters = nestedLinters
        run.preview(files) { preview in
            if let language = preview.fallbackLanguage { fallbackLanguages.insert(language) }
            for (reader, language) in preview.readerFallbacks { readerFallbacks.insert("\(reader.rawValue) in '\(OneLine.excerpt(language))'") }
            // A value the model could not read was left out of the announcement: say so.
            let problems = preview.problems.filter { !$0.isSuppressed }
            if !problems.isEmpty {
                let reporter = TextReporter()
                fputs(problems.map { reporter.line(for: $0) + "\n" }.joined(), stderr)
            }
            switch preview.outcome {
            case .previewed(let checkboxes):
                summary.lintedFiles += 1
                writer.write(checkboxes, to: output)
            case .unparsable(let findings):
                summary.lintedFiles += 1
                unparsable = true
                // Standard output stays a clean preview (valid JSON); the reason goes to standard error.
                let reporter = TextReporter()
                fputs(findings.map { reporter.line(for: $0) + "\n" }.joined(), stderr)
            case .unreadable(let message):
                summary.unreadableFiles += 1
                unreadable.append(message)
            case .skipped:
                summary.skippedFiles += 1
            }
        }
        // Skipped files write nothing: a walk that previewed none has written nothing yet.
        if let failure = policy.nothingLintedFailure(summary, selection: input.selection) {
            throw CommandFailure(message: failure.message)
        }
        writer.finish(to: output)
        output.flush()

        if !fallbackLanguages.isEmpty {
            let named = fallbackLanguages.sorted().map { "'\(OneLine.excerpt($0))'" }.joined(separator: ", ")
            let available = AnnouncementWords.tables.keys.sorted().joined(separator: ", ")
            fputs("checkbox-lint: note: no announcement words for language \(named); announcing in English (available: \(available))\n", stderr)
        }
        if !readerFallbacks.isEmpty {
            let named = readerFallbacks.sorted().joined(separator: ", ")
            fputs("checkbox-lint: note: no source gives some words of \(named); those words are said in English (see docs/readers.md in checkbox-lint's repository)\n", stderr)
        }
        // A broken string resource is said here as `lint` says it: its references stay as written.
        for note in InputSettings.resourceNotes(linter, nestedLinters) { fputs("checkbox-lint: note: \(OneLine.escaped(note))\n", stderr) }
        try Self.finish(output, unreadable: unreadable, unparsable: unparsable)
    }
}

extension PreviewCommand {
    /// The HTML page: the screens drawn with every checkbox's announcement and, as `lint --format
    /// html` shows them, its findings. Exit status as for the other formats: 1 when a file could
    /// not be parsed (or has no `ui` root), 2 when one could not be read; findings alone do not fail.
    func runHTML(linter: Linter, nestedLinters: [String: Linter], files: [InputFile], notifications: [String]) throws {
        let output = ReportOutput.standardOutput
        var reporter = HTMLReporter(title: "checkbox-lint preview")
        let input = inputOptions.settings
        var run = LintRun(linter: linter, jobs: input.jobCount(for: files))
        run.keepsSketches = true
        run.nestedLinters = nestedLinters
        var unreadable: [String] = []
        var unparsable = false
        var hold = SkippedResultHold(holds: !allowZeroLintableFiles && input.selection.walksFolder)
        let summary = run.run(files) { result in
            switch result.outcome {
            case .unreadable(let message): unreadable.append(message)
            case .linted where result.sketch == nil: unparsable = true
            default: break
            }
            hold.pass(result) { reporter.report($0, to: output) }
        }
        if let failure = policy.nothingLintedFailure(summary, selection: input.selection) {
            throw CommandFailure(message: failure.message)
        }
        hold.release { reporter.report($0, to: output) }
        let resourceNotes = InputSettings.resourceNotes(linter, nestedLinters)
        for note in resourceNotes { fputs("checkbox-lint: note: \(OneLine.escaped(note))\n", stderr) }
        reporter.finish(summary, notifications: notifications + resourceNotes + unreadable, to: output)
        output.flush()
        try Self.finish(output, unreadable: unreadable, unparsable: unparsable)
    }
}

extension PreviewCommand {
    /// The exit status of a preview, whatever its format: 2 when the output could not be written
    /// (a reader that closed the pipe, `preview | head -1`, is not a failure) or a file could not
    /// be read, 1 when one could not be parsed, else 0; findings alone never fail a preview.
    static func finish(_ output: ReportOutput, unreadable: [String], unparsable: Bool) throws {
        if output.failed, !output.readerClosed {
            throw CommandFailure(message: "cannot write to standard output: \(output.failureReason ?? "write error")")
        }
        if !unreadable.isEmpty {
            throw CommandFailure(message: unreadable.joined(separator: "\ncheckbox-lint: error: "))
        }
        if unparsable { throw ExitCode(1) }
    }
}

/// Writes the preview as it comes: text lines, or one JSON array with an object per line.
struct PreviewWriter {
    let format: PreviewFormat
    private var wroteObject = false

    init(format: PreviewFormat) {
        self.format = format
    }

    mutating func write(_ checkboxes: [AnnouncedCheckbox], to output: ReportOutput) {
        var text = ""
        for checkbox in checkboxes {
            switch format {
            case .text:
                text += checkbox.textLines
            case .json:
                text += (wroteObject ? ",\n  " : "[\n  ") + checkbox.jsonObject
                wroteObject = true
            case .html:
                break
            }
        }
        if !text.isEmpty { output.write(text) }
    }

    func finish(to output: ReportOutput) {
        guard format == .json else { return }
        output.write(wroteObject ? "\n]\n" : "[]\n")
    }
}
