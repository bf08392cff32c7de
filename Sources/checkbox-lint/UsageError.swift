import ArgumentParser
import CheckboxLintKit

/// swift-argument-parser's usage errors, written in the one style of every other error: one line,
/// `checkbox-lint: error: …`, as the configuration's and the files' are (its help and usage lines
/// that follow the message are left out: an editor, a CI log or a script reads one line per
/// error); and "did you mean" for the root's own flags, which it does not offer to a subcommand
/// (`--verison` is parsed by `lint`, the default command, which has no `--version`).
enum UsageError {
    /// The root command's flags, that argument-parser adds itself.
    static let rootFlags = ["--version", "--help", "--generate-completion-script"]

    static func text(for error: Error) -> String {
        let lines = CheckboxLint.message(for: error).split(separator: "\n", omittingEmptySubsequences: false)
        guard var first = lines.first.map(String.init), !first.isBlank else {
            return "checkbox-lint: error: invalid arguments (checkbox-lint --help lists them)\n"
        }
        // A long list of allowed values comes as lines of its own ("Please provide one of the
        // following:", then "- text", "- json"…): it is kept, on the same line.
        if first.hasSuffix(":") {
            let values = lines.dropFirst().prefix { !$0.isBlank }.map { line in
                String(line.drop { $0 == " " || $0 == "-" })
            }
            if !values.isEmpty { first += " " + values.map { "'\($0)'" }.joined(separator: ", ") }
        }
        if first.hasPrefix("Error: ") { first.removeFirst("Error: ".count) }
        if !first.contains("Did you mean"), let option = unknownOption(in: first),
           let flag = Suggestion.nearest(to: option, in: rootFlags) {
            first += ". Did you mean '\(flag)'?"
        }
        return "checkbox-lint: error: " + first + "\n"
    }

    /// The option of an "Unknown option '--x'" message.
    private static func unknownOption(in message: String) -> String? {
        let prefix = "Unknown option '"
        guard message.hasPrefix(prefix), message.hasSuffix("'") else { return nil }
        let option = message.dropFirst(prefix.count).dropLast()
        return option.hasPrefix("--") ? String(option) : nil
    }
}
