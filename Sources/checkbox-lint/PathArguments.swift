import ArgumentParser
import CheckboxLintKit
#if canImport(Glibc)
import Glibc
#endif

/// swift-argument-parser's time grows with the square of the number of values of an array
/// argument (each value re-merges the set of input positions of all before it): 1,200 paths cost
/// 0.45G instructions, more than linting 300 files. A pre-commit hook passes every staged file.
///
/// So a long argument list is parsed without its trailing run of paths, which are then added to
/// the parsed `lint` command. The run starts two places after the last argument that begins with
/// `-`: that option may take the argument after it as its value, and no option takes more than
/// one. With no option at all, the first argument (maybe the subcommand name) and the one after it
/// stay. Any other command is parsed from the full list, as before.
enum PathArguments {
    /// Below this many arguments the full list is parsed as is.
    static let threshold = 64

    static func parse(_ arguments: [String]) throws -> ParsableCommand {
        guard arguments.count > threshold else { return try parseAsRoot(arguments) }
        let lastOption = arguments.lastIndex { $0.hasPrefix("-") }
        let split = lastOption.map { $0 + 2 } ?? 2
        guard split < arguments.count else { return try parseAsRoot(arguments) }
        let command = try parseAsRoot(Array(arguments[..<split]))
        guard var lint = command as? LintCommand else { return try parseAsRoot(arguments) }
        lint.paths += arguments[split...]
        return lint
    }

    /// The paths of an argument list that is `lint` with paths alone — `a.xml b.xml`, `lint a.xml`,
    /// `-- a.xml --odd-name.xml` (what the pre-commit hook passes) — else nil.
    ///
    /// By callgrind, swift-argument-parser's parse is two thirds of linting one small file: it
    /// reflects every option's type, and each first conformance check scans the binary's
    /// conformance records (20 M of 30 M instructions in the release binary). A list with no
    /// option has nothing to parse, so its run is made directly; any list with an option, a
    /// command other than `lint`, `help` or a misspelt command name goes to the parser as before.
    static func plainPaths(_ arguments: [String]) throws -> [String]? {
        var arguments = arguments[...]
        if arguments.first == LintCommand._commandName { arguments = arguments.dropFirst() }
        else if let first = arguments.first, otherSubcommands.contains(first) { return nil }
        var paths: [String] = []
        paths.reserveCapacity(arguments.count)
        var terminated = false
        while let argument = arguments.popFirst() {
            if argument == "--" {
                terminated = true
                break
            }
            // `-` is standard input, a path; anything else that starts with `-` is an option.
            if argument.hasPrefix("-"), argument != InputFile.standardInputPath { return nil }
            paths.append(argument)
        }
        // A path after `--` is one by the user's word, whatever it looks like.
        if let first = paths.first { try rejectMisspeltSubcommand(first) }
        if terminated { paths += arguments }
        return paths
    }

    /// `CheckboxLint.parseAsRoot`, with `lint` (the default command) parsed on its own.
    ///
    /// By callgrind, parsing `lint <file>` from the root was 17 % of linting one small file: the
    /// root level reflects its own and the completion commands' types and builds the default
    /// command's arguments twice. The root takes a subcommand only from the first argument, when
    /// it is a subcommand's name, so any other list is `lint`'s (after a leading `lint`). Whatever
    /// `lint` alone does not accept (`--version`, help, completion requests, errors) is parsed
    /// again from the root, so messages and help stay the root's.
    static func parseAsRoot(_ arguments: [String]) throws -> ParsableCommand {
        let first = arguments.first
        if let first, first != LintCommand._commandName, otherSubcommands.contains(first) {
            return try CheckboxLint.parseAsRoot(arguments)
        }
        if let first { try rejectMisspeltSubcommand(first) }
        let lintArguments = first == LintCommand._commandName ? Array(arguments.dropFirst()) : arguments
        // `parseAsRoot`, not `parse`: `parse` casts the type to a command (one more conformance
        // look-up, a scan of the binary's conformance records) and validates the parsed command
        // a second time. What is no `LintCommand` (help) is parsed from the root, as an error is.
        if let lint = (try? LintCommand.parseAsRoot(lintArguments)) as? LintCommand { return lint }
        return try CheckboxLint.parseAsRoot(arguments)
    }

    /// `checkbox-lint prevew x.xml` would lint a file named `prevew` and fail with "no such file":
    /// a first argument that is no file or folder but nearly a command's name is a misspelt command.
    static func rejectMisspeltSubcommand(_ first: String) throws {
        guard !first.hasPrefix("-"), !first.contains("/"), !commandNames.contains(first),
              let command = Suggestion.nearest(to: first, in: commandNames) else { return }
        var info = stat()
        guard stat(first, &info) != 0 else { return }
        throw CommandFailure(message: "'\(first)' is neither a command nor a file or folder; did you mean '\(command)'? (commands: \(commandNames.joined(separator: ", ")))")
    }

    static let commandNames = CheckboxLint.configuration.subcommands.map { $0._commandName } + ["help"]

    /// The names the root reads as a subcommand: its subcommands' and the built-in `help`.
    private static let otherSubcommands = Set(CheckboxLint.configuration.subcommands.map { $0._commandName } + ["help"])
}
