import ArgumentParser
import CheckboxLintKit
import Foundation
#if canImport(Glibc)
import Glibc
#endif

enum ReportFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json, sarif, github, checkstyle, junit, codeclimate, html
}

enum ColorMode: String, ExpressibleByArgument, CaseIterable {
    case auto, always, never
}

extension Severity: ExpressibleByArgument {}
extension Platform: ExpressibleByArgument {}

/// `--reader`: a screen reader, or `auto` (pick one per document and control, SPEC §3.1).
enum ReaderOption: String, ExpressibleByArgument, CaseIterable {
    case auto, design
    case voiceOverIOS = "voiceover-ios"
    case voiceOverMacOS = "voiceover-macos"
    case talkBack = "talkback"
    case nvda

    /// The configured reader; nil for `auto`.
    var reader: ScreenReader? { ScreenReader(rawValue: rawValue) }
}

/// `--fail-on`: the lowest severity that fails the run, or `none`.
enum FailOn: String, ExpressibleByArgument, CaseIterable {
    case error, warning, note, none

    var severity: Severity? { Severity(rawValue: rawValue) }
}

/// Options shared by the commands that read UI descriptions (`lint`, `preview`).
struct InputOptions: ParsableArguments {
    @Argument(help: "Files or folders: UI descriptions (.xml, .json), Interface Builder files (.xib, .storyboard), Android layouts (.xml), SwiftUI source (.swift); folders are walked; '-' reads standard input. Default: the current folder.", completion: .file())
    var paths: [String] = []

    @Option(help: "Platform for documents that name none: ios, android, web, macos.")
    var platform: Platform?

    @Option(help: "Announcement language for documents that name none (BCP 47, e.g. en, fr).")
    var locale: String?

    @Option(help: ArgumentHelp(
        "Screen reader whose announcement preview shows and the announcement rules compare with: "
            + "auto, design, voiceover-ios, voiceover-macos, talkback, nvda (default: the configuration's, else auto).",
        valueName: "reader"))
    var reader: ReaderOption?

    @Option(help: "Files linted in parallel (default: the number of cores).")
    var jobs: Int?

    @Option(help: "The path to report for standard input, which is read when '-' is among the paths or no path is given.", completion: .file())
    var stdinFilename: String?

    @Option(help: "Configuration file (default: the nearest .checkbox-lint.yml or .yaml from the current folder up to the repository root; files in subfolders apply to the files under them).", completion: .file())
    var config: String?

    func validate() throws {
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1") }
        // A name for standard input while files are named instead would be silently ignored.
        if stdinFilename != nil, !lintPaths.isEmpty, !lintPaths.contains(InputFile.standardInputPath) {
            throw ValidationError("--stdin-filename names standard input, which is read only with '-' among the paths (or with no path at all)")
        }
        if let locale, !Platform.isLanguageTag(locale) {
            throw ValidationError("--locale '\(locale)' is not a BCP 47 language tag such as en, fr or en-GB")
        }
    }

    /// Which files the paths select (the Engine's `InputSelection`), with standard input's name.
    var selection: InputSelection { InputSelection(paths: paths, standardInputName: stdinFilename) }

    /// The paths to lint (`InputSelection.lintPaths`).
    var lintPaths: [String] { selection.lintPaths }

    /// The files to read, in report order; a named path that cannot be used is thrown (exit 2).
    func collectFiles(for configuration: LintConfiguration, extensions: Set<String>? = nil,
                      excluding written: Set<InputCollector.FileIdentity> = []) throws -> SelectedFiles {
        var selection = selection
        selection.fileSystemNames = Self.fileSystemNames()
        // What the run writes is never linted: standard output redirected into the tree, `--output`.
        selection.excludedFiles = written
        if let standardOutput = InputCollector.FileIdentity.ofRegularFile(descriptor: STDOUT_FILENO) {
            selection.excludedFiles.insert(standardOutput)
        }
        do {
            return try selection.select(for: configuration, extensions: extensions)
        } catch {
            throw CommandFailure(message: error.message)
        }
    }

    /// The arguments that are not valid UTF-8, by the string Swift made of them (U+FFFD for each
    /// bad byte), so that a file whose name is not UTF-8 can still be opened when named.
    static func fileSystemNames() -> [String: [UInt8]] {
        var names: [String: [UInt8]] = [:]
        for index in 1..<Int(CommandLine.argc) {
            guard let argument = CommandLine.unsafeArgv[index] else { continue }
            let bytes = Array(UnsafeRawBufferPointer(start: argument, count: strlen(argument)))
            if String(validating: bytes, as: UTF8.self) == nil {
                names[String(decoding: bytes, as: UTF8.self)] = bytes
            }
        }
        return names
    }

    /// `--jobs`, else the number of cores. Fewer than two files are linted on the calling thread
    /// whatever the count (LintRun), so the cores are not counted then: that reads the cgroup's
    /// CPU quota, 2 % of linting one small file (callgrind).
    func jobCount(for files: [InputFile]) -> Int {
        if let jobs { return jobs }
        return files.count < 2 ? 1 : ProcessInfo.processInfo.activeProcessorCount
    }

    /// The configuration's layers (the Engine's `ConfigurationLayers`): defaults < configuration
    /// file < these options < `overrides`' rules.
    func layers(enabling enabled: [String] = [], disabling disabled: [String] = []) -> ConfigurationLayers {
        var layers = ConfigurationLayers(explicitFile: config)
        layers.checkedFiles = selection.configurationFiles
        layers.frontends = Frontends.registry
        layers.projectFolders = selection.projectFolders
        layers.overrides = ConfigurationOverrides(platform: platform, locale: locale, reader: reader.map(\.reader),
                                                  enabledRules: enabled, disabledRules: disabled)
        return layers
    }

    /// The linter `lint` and `preview` both run.
    func makeLinter(enabling enabled: [String] = [], disabling disabled: [String] = [], quiet: Bool = false) throws -> Linter {
        do {
            let linter = try layers(enabling: enabled, disabling: disabled).makeLinter()
            // A configuration found above the current folder is said, so that a file nobody
            // meant to apply is seen; one here, or named by --config, is the user's own.
            if !quiet, config == nil, let file = linter.configuration.configurationFile, file.hasPrefix("../") {
                fputs("checkbox-lint: note: using the configuration \(OneLine.path(file))\n", stderr)
            }
            return linter
        } catch {
            throw CommandFailure(message: error.message)
        }
    }

    /// The files that nested configuration files (in subfolders) select, and the linters of the
    /// files they apply to (`ConfigurationLayers.applyNested`).
    func applyNested(to selected: SelectedFiles, enabling enabled: [String] = [], disabling disabled: [String] = []) throws -> (SelectedFiles, [String: Linter]) {
        do {
            let (files, linters) = try layers(enabling: enabled, disabling: disabled).applyNested(to: selected.files)
            var selected = selected
            selected.files = files
            return (selected, linters)
        } catch {
            throw CommandFailure(message: error.message)
        }
    }

    /// String-resource notes of every linter of the run, each once, in order.
    static func resourceNotes(_ linter: Linter, _ nested: [String: Linter]) -> [String] {
        var seen = Set<String>()
        var notes: [String] = []
        var linters = [linter]
        var resources = Set([ObjectIdentifier(linter.stringResources)])
        for other in nested.values where resources.insert(ObjectIdentifier(other.stringResources)).inserted { linters.append(other) }
        for each in linters {
            for note in each.stringResources.notes where seen.insert(note).inserted { notes.append(note) }
        }
        return notes
    }

    /// The files `linter`'s configuration selects. Problems met while walking (folder loops) are
    /// printed as warnings and returned; a named path that cannot be used is thrown (exit 2).
    func selectFiles(for linter: Linter, excluding written: Set<InputCollector.FileIdentity> = []) throws -> SelectedFiles {
        let selected = try collectFiles(for: linter.configuration, excluding: written)
        for notification in selected.notifications {
            fputs("checkbox-lint: warning: \(notification)\n", stderr)
        }
        return selected
    }
}

struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        // `lint` is parsed on its own (PathArguments.parseAsRoot); naming its super-command keeps
        // argument-parser from looking for completion-script requests there, which the root does
        // (≈7 % of linting one small file, by callgrind).
        _superCommandName: "checkbox-lint",
        abstract: "Lint files and folders (the default command)."
    )

    @OptionGroup var input: InputOptions

    @Option(help: "Report format: text, json, sarif, github, checkstyle, junit, codeclimate, html.")
    var format: ReportFormat = .text

    @Option(help: "Write the report to this file (atomically) instead of standard output.", completion: .file())
    var output: String?

    @Option(help: "Suppress the findings recorded in this baseline file.", completion: .file())
    var baseline: String?

    @Option(help: "Record the current findings in this baseline file.", completion: .file())
    var writeBaseline: String?

    @Option(help: "Lowest severity that makes the exit status 1: error, warning, note, none.")
    var failOn: FailOn = .error

    @Option(name: .customLong("enable"), help: "Turn a rule on (repeatable); overrides the configuration.", completion: .list(RuleRegistry.ids))
    var enabled: [String] = []

    @Option(name: .customLong("disable"), help: "Turn a rule off (repeatable); overrides the configuration.", completion: .list(RuleRegistry.ids))
    var disabled: [String] = []

    @Flag(help: "Print findings only, no summary.")
    var quiet = false

    @Flag(help: "Succeed when a folder walk finds no file to lint, or only files that are not UI descriptions (by default that is exit status 2: a wrong folder, an include that matches nothing).")
    var allowZeroLintableFiles = false

    @Option(help: "Colour in text output: auto (only on a terminal, never with NO_COLOR), always, never.")
    var color: ColorMode = .auto

    @Flag(help: "Print the files the run would lint, one per line, and lint none (to check include and exclude).")
    var showFiles = false

    func validate() throws {
        for id in enabled + disabled where RuleRegistry.description(for: id) == nil {
            throw ValidationError("unknown rule '\(id)'" + RuleRegistry.suggestionClause(for: id))
        }
    }

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
        let written = Set([reportFile, baselineFile].compactMap { $0?.replacedFileIdentity }
            .map { InputCollector.FileIdentity(device: $0.device, inode: $0.inode) })
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
        let resourceNotes = InputOptions.resourceNotes(linter, nestedLinters)
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
