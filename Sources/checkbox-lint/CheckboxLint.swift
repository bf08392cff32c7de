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
