import ArgumentParser
import CheckboxLintKit

/// swift-argument-parser's usage errors, written in the one style of every other error
/// (`checkbox-lint: error: …`, as the configuration's and the files' are), followed by its usage
/// lines; and "did you mean" for the root's own flags, which it does not offer to a subcommand
/// (`--verison` is parsed by `lint`, the default command, which has no `--version`).
enum UsageError {
    /// The root command's flags, that argument-parser adds itself.
    static let rootFlags = ["--version", "--help", "--generate-completion-script"]

    static func text(for error: Error) -> String {
        var lines = CheckboxLint.fullMessage(for: error).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        while lines.last?.isEmpty == true { lines.removeLast() }
        guard var first = lines.first else { return "checkbox-lint: error: invalid arguments\n" }
        if first.hasPrefix("Error: ") { first.removeFirst("Error: ".count) }
        if !first.contains("Did you mean"), let option = unknownOption(in: first),
           let flag = Suggestion.nearest(to: option, in: rootFlags) {
            first += ". Did you mean '\(flag)'?"
        }
        lines[0] = "checkbox-lint: error: " + first
        return lines.joined(separator: "\n") + "\n"
    }

    /// The option of an "Unknown option '--x'" message.
    private static func unknownOption(in message: String) -> String? {
        let prefix = "Unknown option '"
        guard message.hasPrefix(prefix), message.hasSuffix("'") else { return nil }
        let option = message.dropFirst(prefix.count).dropLast()
        return option.hasPrefix("--") ? String(option) : nil
    }
}
