import CheckboxLintKit

/// `lint` with paths and a few common options — `lint --jobs 1 --quiet a.swift b.swift`, what
/// scripts, benchmarks and CI steps pass — read without swift-argument-parser.
///
/// By callgrind the parser's part of a release run is ~18 M instructions whatever the files: it
/// reflects every option's type, and each first conformance look-up scans the binary's
/// conformance records (docs/performance.md (11), (14)). `PathArguments.plainPaths` already skips
/// it for paths alone; this reading does the same for lists with `--quiet`, `--jobs N` and
/// `--format F`. It accepts only what the parser would accept with exactly the same meaning, and
/// answers nil for anything else — another option, a value the parser would refuse or read
/// otherwise (`--jobs 0`, `--jobs +1`, an unknown format), an option given twice, the word `help`
/// anywhere — so that the parser, with its errors and help, reads those as before.
enum CommonLintArguments {
    static func settings(_ arguments: [String]) throws -> LintSettings? {
        var rest = arguments[...]
        let startsWithCommand = rest.first == LintCommand._commandName
        if startsWithCommand {
            rest = rest.dropFirst()
        } else if let first = rest.first, PathArguments.commandNames.contains(first) {
            // Another command (`preview`, `rules`, `help`): the parser's.
            return nil
        }
        var settings = LintSettings(input: InputSettings())
        var seen: Set<String> = []
        var optionCount = 0
        while let argument = rest.popFirst() {
            if argument == "--" {
                settings.input.paths += rest
                rest = []
                break
            }
            // The parser reads `help` as its built-in command where it can.
            if argument == "help" { return nil }
            guard argument.hasPrefix("-"), argument != InputFile.standardInputPath else {
                settings.input.paths.append(argument)
                continue
            }
            // `--name value` or `--name=value`.
            var name = argument
            var attachedValue: String?
            if let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                attachedValue = String(argument[argument.index(after: equals)...])
            }
            guard seen.insert(name).inserted else { return nil }
            optionCount += 1
            switch name {
            case "--quiet":
                guard attachedValue == nil else { return nil }
                settings.quiet = true
            case "--jobs":
                guard let value = attachedValue ?? rest.popFirst(), let jobs = positiveDecimal(value) else { return nil }
                settings.input.jobs = jobs
            case "--format":
                guard let value = attachedValue ?? rest.popFirst(), let format = ReportFormat(rawValue: value) else { return nil }
                settings.format = format
            default:
                return nil
            }
        }
        // Paths alone are `PathArguments.plainPaths`' to read.
        guard optionCount > 0 else { return nil }
        // As the parser's path does: only a first argument that is no option may be a misspelt
        // command (`PathArguments.parseAsRoot`); after `lint` nothing is.
        if let first = arguments.first, !startsWithCommand { try PathArguments.rejectMisspeltSubcommand(first) }
        return settings
    }

    /// A count of one or more in plain decimal digits, as `Int(_:)` reads it for the parser; nil
    /// for a sign, an empty value, zero (which the parser's check refuses) or one too large.
    static func positiveDecimal(_ text: String) -> Int? {
        guard !text.isEmpty, text.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }),
              let value = Int(text), value >= 1 else { return nil }
        return value
    }
}
