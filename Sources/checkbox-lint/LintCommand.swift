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

/// Options shared by the commands that read UI descriptions (`lint`, `preview`). `preview` takes
/// them as an option group; `lint` declares the same options itself, from the same help, so that
/// its parse reflects one type fewer (see `LintCommand`).
struct InputOptions: ParsableArguments {
    /// The help of each option, which `lint` declares with the same words.
    enum Help {
        static let paths: ArgumentHelp = "Files or folders: UI descriptions (.xml, .json), Interface Builder files (.xib, .storyboard), Android layouts (.xml), SwiftUI source (.swift), Jetpack Compose source (.kt); folders are walked; '-' reads standard input. Default: the current folder."
        static let platform: ArgumentHelp = "Platform for documents that name none: ios, android, web, macos."
        static let locale: ArgumentHelp = "Announcement language for documents that name none (BCP 47, e.g. en, fr)."
        static let reader = ArgumentHelp(
            "Screen reader whose announcement preview shows and the announcement rules compare with: "
                + "auto, design, voiceover-ios, voiceover-macos, talkback, nvda (default: the configuration's, else auto).",
            valueName: "reader")
        static let jobs: ArgumentHelp = "Files linted in parallel (default: the number of cores)."
        static let stdinFilename: ArgumentHelp = "The path to report for standard input, which is read when '-' is among the paths or no path is given."
        static let config: ArgumentHelp = "Configuration file (default: the nearest .checkbox-lint.yml or .yaml from the current folder up to the repository root; files in subfolders apply to the files under them)."
    }

    @Argument(help: Help.paths, completion: .file())
    var paths: [String] = []

    @Option(help: Help.platform)
    var platform: Platform?

    @Option(help: Help.locale)
    var locale: String?

    @Option(help: Help.reader)
    var reader: ReaderOption?

    @Option(help: Help.jobs)
    var jobs: Int?

    @Option(help: Help.stdinFilename, completion: .file())
    var stdinFilename: String?

    @Option(help: Help.config, completion: .file())
    var config: String?

    func validate() throws {
        try Self.validate(settings)
    }

    /// The checks of these options, which `lint` makes on its own declarations of them.
    static func validate(_ settings: InputSettings) throws {
        if let jobs = settings.jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1") }
        // A name for standard input while files are named instead would be silently ignored.
        let lintPaths = settings.lintPaths
        if settings.stdinFilename != nil, !lintPaths.isEmpty, !lintPaths.contains(InputFile.standardInputPath) {
            throw ValidationError("--stdin-filename names standard input, which is read only with '-' among the paths (or with no path at all)")
        }
        if let locale = settings.locale, !Platform.isLanguageTag(locale) {
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

    // `InputOptions`, declared here rather than as `@OptionGroup var input: InputOptions`: the
    // group made the parse look up more protocol conformances (the group's type, its
    // reflection, its coding keys, whether it is a command), each first look-up a scan of the
    // binary's 10,938 conformance records, about 0.4 M instructions. With `parseAsRoot`
    // (`PathArguments`), the parse went from 35 scans to 30 and from 20.8 M instructions to
    // 18.4 M (callgrind; a one-file run was 27.4 M). Same names, help and order as the group's
    // (a test compares `help lint` with `help preview`), the same checks (`InputOptions.validate`).
    @Argument(help: InputOptions.Help.paths, completion: .file())
    var paths: [String] = []

    @Option(help: InputOptions.Help.platform)
    var platform: Platform?

    @Option(help: InputOptions.Help.locale)
    var locale: String?

    @Option(help: InputOptions.Help.reader)
    var reader: ReaderOption?

    @Option(help: InputOptions.Help.jobs)
    var jobs: Int?

    @Option(help: InputOptions.Help.stdinFilename, completion: .file())
    var stdinFilename: String?

    @Option(help: InputOptions.Help.config, completion: .file())
    var config: String?

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
        // The group's checks came first, as it was decoded before the command was validated.
        try InputOptions.validate(input)
        for id in enabled + disabled where RuleRegistry.description(for: id) == nil {
            throw ValidationError("unknown rule '\(id)'" + RuleRegistry.suggestionClause(for: id))
        }
    }

    func run() throws {
        try settings.run()
    }

    /// The input options as plain values.
    var input: InputSettings {
        InputSettings(paths: paths, platform: platform, locale: locale, reader: reader, jobs: jobs,
                      stdinFilename: stdinFilename, config: config)
    }

    /// The options as plain values, which the run reads.
    var settings: LintSettings {
        LintSettings(input: input, format: format, output: output, baseline: baseline, writeBaseline: writeBaseline,
                     failOn: failOn, enabled: enabled, disabled: disabled, quiet: quiet,
                     allowZeroLintableFiles: allowZeroLintableFiles, color: color, showFiles: showFiles)
    }
}
