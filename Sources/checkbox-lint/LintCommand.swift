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
    @Argument(help: "Files or folders: UI descriptions (.xml, .json), Interface Builder files (.xib, .storyboard), Android layouts (.xml); folders are walked; '-' reads standard input. Default: the current folder.")
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

    @Option(help: "The path to report for standard input, which is read when '-' is among the paths or no path is given.")
    var stdinFilename: String?

    @Option(help: "Configuration file (default: the nearest .checkbox-lint.yml from the current folder upwards).")
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

    /// Configuration files named among the paths: pre-commit names `.checkbox-lint.yml` when a
    /// commit changes it. They are checked (a broken one is exit status 2), not linted.
    var namedConfigurationFiles: [String] {
        paths.filter(Self.isConfigurationFile)
    }

    /// The paths to lint: those given, but the configuration files; with none given, standard
    /// input when `--stdin-filename` names it, else the current folder. Only configuration files
    /// given: nothing to lint.
    var lintPaths: [String] {
        let given = paths.filter { !Self.isConfigurationFile($0) }
        if !given.isEmpty || !paths.isEmpty { return given }
        return [stdinFilename == nil ? "." : InputFile.standardInputPath]
    }

    private static func isConfigurationFile(_ path: String) -> Bool {
        path == ConfigurationDiscovery.fileName || path.hasSuffix("/" + ConfigurationDiscovery.fileName)
    }

    /// True when a folder is walked (named, or the current folder by default): a walk that finds
    /// nothing to lint is a misconfiguration; files that pre-commit names are not a walk.
    var walksFolder: Bool {
        lintPaths.contains { path in
            var info = stat()
            return path != InputFile.standardInputPath && stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
        }
    }

    /// The files to read, in report order; exits with status 2 for a named path that cannot be used.
    /// Only the files the configuration's `include` and `exclude` select, named or walked.
    func collectFiles(for configuration: LintConfiguration, extensions: Set<String>? = nil) throws -> SelectedFiles {
        var collector = InputCollector()
        collector.extensions = extensions ?? configuration.fileExtensions
        if let stdinFilename { collector.standardInputName = stdinFilename }
        let collection = collector.collect(lintPaths, fileSystemNames: Self.fileSystemNames())
        var files = collection.files
        let problems = collection.problems
        if let fatal = problems.first(where: \.isFatal) {
            throw CommandFailure(message: fatal.message)
        }
        let selection = configuration.fileSelection
        if !selection.selectsEverything {
            let currentDirectory = FileManager.default.currentDirectoryPath
            files.removeAll { !selection.selects($0, currentDirectory: currentDirectory) }
        }
        return SelectedFiles(files: files, notifications: problems.map(\.message), linksLeavingTheTree: collection.linksLeavingTheTree)
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

    /// The linter `lint` and `preview` both run: defaults < configuration file < these options < `adjust`.
    func makeLinter(adjust: (inout LintConfiguration) -> Void = { _ in }) throws -> Linter {
        var configuration = LintConfiguration()
        configuration.frontends = Frontends.registry
        try apply(to: &configuration)
        // Folders named on the command line bound the search for an Android project's strings.
        configuration.projectFolders = (paths.isEmpty ? ["."] : paths).filter { path in
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue
        }
        adjust(&configuration)
        do {
            return try Linter(configuration: configuration)
        } catch let error as RuleOptionError {
            throw CommandFailure(message: "configuration: \(error)")
        }
    }

    /// The files `linter`'s configuration selects. Problems met while walking (folder loops) are
    /// printed as warnings and returned; a named path that cannot be used is thrown (exit 2).
    func selectFiles(for linter: Linter) throws -> SelectedFiles {
        let selected = try collectFiles(for: linter.configuration)
        for notification in selected.notifications {
            fputs("checkbox-lint: warning: \(notification)\n", stderr)
        }
        return selected
    }

    /// Defaults < configuration file < command line.
    func apply(to configuration: inout LintConfiguration) throws {
        do {
            let file = try ConfigurationDiscovery.load(explicit: config, currentDirectory: FileManager.default.currentDirectoryPath)
            file?.apply(to: &configuration)
            for named in namedConfigurationFiles {
                _ = try ConfigurationDiscovery.load(explicit: named, currentDirectory: FileManager.default.currentDirectoryPath)
            }
        } catch {
            throw CommandFailure(message: error.description)
        }
        if let platform { configuration.platform = platform }
        if let locale { configuration.locale = locale }
        if let reader { configuration.reader = reader.reader }
    }
}

/// The files a command reads, and what the walk met on the way.
struct SelectedFiles {
    var files: [InputFile]
    /// Problems met while walking (folder loops, links leaving the tree), one message each.
    var notifications: [String]
    var linksLeavingTheTree: Int
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

    @Option(help: "Write the report to this file (atomically) instead of standard output.")
    var output: String?

    @Option(help: "Suppress the findings recorded in this baseline file.")
    var baseline: String?

    @Option(help: "Record the current findings in this baseline file.")
    var writeBaseline: String?

    @Option(help: "Lowest severity that makes the exit status 1: error, warning, note, none.")
    var failOn: FailOn = .error

    @Option(name: .customLong("enable"), help: "Turn a rule on (repeatable); overrides the configuration.")
    var enabled: [String] = []

    @Option(name: .customLong("disable"), help: "Turn a rule off (repeatable); overrides the configuration.")
    var disabled: [String] = []

    @Flag(help: "Print findings only, no summary.")
    var quiet = false

    @Flag(help: "Succeed when a folder walk finds no file to lint (by default that is exit status 2: an include that matches nothing).")
    var allowZeroLintableFiles = false

    @Option(help: "Colour in text output: auto (only on a terminal, never with NO_COLOR), always, never.")
    var color: ColorMode = .auto

    func validate() throws {
        for id in enabled + disabled where RuleRegistry.description(for: id) == nil {
            throw ValidationError("unknown rule '\(id)'" + RuleRegistry.suggestionClause(for: id))
        }
    }

    func run() throws {
        let linter = try input.makeLinter { configuration in
            for id in enabled { configuration.enable(id) }
            for id in disabled { configuration.disable(id) }
        }
        // Destinations and the baseline are checked before any file is read (exit status 2).
        let reportFile = try output.map(openAtomically)
        let baselineFile = try writeBaseline.map(openAtomically)
        let matcher = try baseline.map { try loadBaseline($0, limit: linter.configuration.maximumFileSize) }
        let selected = try input.selectFiles(for: linter)
        let files = selected.files
        if files.isEmpty, input.walksFolder, !allowZeroLintableFiles {
            reportFile?.discard()
            baselineFile?.discard()
            let walked = input.lintPaths.map { "'\(OneLine.path($0))'" }.joined(separator: ", ")
            throw CommandFailure(message: "No lintable files found at paths: \(walked) (check include and exclude in the configuration; --allow-zero-lintable-files accepts it)")
        }

        var reporter = makeReporter()
        let output = reportFile?.output ?? ReportOutput.standardOutput
        var recorded = writeBaseline.map { Baseline(paths: BaselinePaths(baselineFile: $0, currentDirectory: currentDirectory)) }
        var unreadable: [String] = []
        var run = LintRun(linter: linter, jobs: input.jobCount(for: files), baseline: matcher)
        run.keepsSketches = format == .html
        var summary = run.run(files) { result in
            if case .unreadable(let message) = result.outcome { unreadable.append(message) }
            recorded?.record(result)
            reporter.report(result, to: output)
        }
        if let failure = matcher?.failure {
            // A baseline read lazily can turn out malformed only where a file's entries are: the
            // report made with it is not written, as when the baseline is malformed at load.
            reportFile?.discard()
            baselineFile?.discard()
            throw CommandFailure(message: failure.description)
        }
        summary.linksLeavingTheTree = selected.linksLeavingTheTree
        // Broken string resources never fail the run: each is a note, on standard error and in the report.
        let resourceNotes = linter.stringResources.notes
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

        if !unreadable.isEmpty {
            throw CommandFailure(message: unreadable.joined(separator: "\ncheckbox-lint: error: "))
        }
        if let threshold = failOn.severity, summary.count(atOrAbove: threshold) > 0 {
            throw ExitCode(1)
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
