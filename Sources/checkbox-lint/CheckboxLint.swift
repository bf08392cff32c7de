import ArgumentParser
import CheckboxLintKit

struct CheckboxLint: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "checkbox-lint",
        abstract: "Audit checkbox accessibility in UI descriptions (XML, JSON).",
        discussion: """
        Exit status: 0 when nothing reaches the --fail-on severity, 1 when a finding does, \
        2 when the command cannot do its job (bad option, missing path, unreadable file, \
        bad configuration, unwritable output).
        """,
        version: CheckboxLintVersion.current,
        subcommands: [LintCommand.self, PreviewCommand.self, RulesCommand.self],
        defaultSubcommand: LintCommand.self
    )
}

/// A reason the command cannot do its job: printed on standard error, exit status 2.
struct CommandFailure: Error {
    var message: String
}

/// The values an enum option lists in help and completions: its raw values, exactly as
/// argument-parser's default lists them, but without the key path that default instantiates at
/// run time on each of its 48 calls per run (≈7 % of linting one small file, by callgrind).
extension ExpressibleByArgument where Self: CaseIterable & RawRepresentable, RawValue == String {
    public static var allValueStrings: [String] { allCases.map { $0.rawValue } }
}
