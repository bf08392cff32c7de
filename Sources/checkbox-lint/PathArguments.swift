import ArgumentParser

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
        guard arguments.count > threshold else { return try CheckboxLint.parseAsRoot(arguments) }
        let lastOption = arguments.lastIndex { $0.hasPrefix("-") }
        let split = lastOption.map { $0 + 2 } ?? 2
        guard split < arguments.count else { return try CheckboxLint.parseAsRoot(arguments) }
        let command = try CheckboxLint.parseAsRoot(Array(arguments[..<split]))
        guard var lint = command as? LintCommand else { return try CheckboxLint.parseAsRoot(arguments) }
        lint.input.paths += arguments[split...]
        return lint
    }
}
