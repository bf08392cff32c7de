import ArgumentParser
import CheckboxLintKit

struct CheckboxLint: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "checkbox-lint",
        abstract: "Audit checkbox accessibility in UI descriptions.",
        discussion: """
        Inputs: checkbox-lint's own UI descriptions (.xml and .json whose root is ui), Interface \
        Builder files (.xib, .storyboard), Android layouts (.xml) and SwiftUI source (.swift); other \
        files are skipped. Folders are walked for .xml, .json, .xib, .storyboard and .swift files.

        Shell completion: checkbox-lint --generate-completion-script bash|zsh|fish.

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

/// What argument-parser lists in help and completions for an enum option, computed as it would be
/// but without its run-time reflection, paid on every definition of the option (by callgrind,
/// ≈7 % and ≈4 % of linting one small file).
extension ExpressibleByArgument where Self: CaseIterable & RawRepresentable, RawValue == String {
    /// The raw values; the default maps the cases through a key path instantiated at run time.
    public static var allValueStrings: [String] { allCases.map { $0.rawValue } }

    /// None: a value's description is its raw value, so the default, which keeps the cases whose
    /// description differs from the raw value, is always empty; it interpolates both generically.
    public static var allValueDescriptions: [String: String] { [:] }
}
