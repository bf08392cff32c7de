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
    @Argument(help: "Files or folders: UI descriptions (.xml, .json), Interface Builder files (.xib, .storyboard), Android layouts (.xml), SwiftUI source (.swift), Jetpack Compose source (.kt); folders are walked; '-' reads standard input. Default: the current folder.", completion: .file())
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
        let lintPaths = settings.lintPaths
        if stdinFilename != nil, !lintPaths.isEmpty, !lintPaths.contains(InputFile.standardInputPath) {
            throw ValidationError("--stdin-filename names standard input, which is read only with '-' among the paths (or with no path at all)")
        }
        if let locale, !Platform.isLanguageTag(locale) {
            throw ValidationError("--locale '\(locale)' is not a BCP 47 language tag such as en, fr or en-GB")
        }
    }

    /// The options as plain values, which the commands run with.
    var settings: InputSettings {
        InputSettings(paths: paths, platform: platform, locale: locale, reader: reader, jobs: jobs,
                      stdinFilename: stdinFilename, config: config)
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
        try settings.run()
    }

    /// The options as plain values, which the run reads.
    var settings: LintSettings {
        LintSettings(input: input.settings, format: format, output: output, baseline: baseline, writeBaseline: writeBaseline,
                     failOn: failOn, enabled: enabled, disabled: disabled, quiet: quiet,
                     allowZeroLintableFiles: allowZeroLintableFiles, color: color, showFiles: showFiles)
    }
}
