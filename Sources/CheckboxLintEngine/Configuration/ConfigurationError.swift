import CheckboxLintModel
import CheckboxLintRules

/// A configuration file that cannot be used: the command stops with exit status 2 and prints
/// `file:line: key: message`, so an editor can jump to the line.
public struct ConfigurationError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The configuration file, as messages show it.
    public var file: String
    /// 1-based; nil when the problem is the file itself (missing, unreadable).
    public var line: Int?
    /// The key path, e.g. `rules.label-too-long.maxLength`; empty when no key is involved.
    public var key: String
    public var message: String
    /// The other errors the same run found, in file order: every one is reported at once (issue 26).
    public var others: [ConfigurationError] = []

    public init(file: String, line: Int?, key: String, message: String) {
        self.file = file
        self.line = line
        self.key = key
        self.message = message
    }

    /// `file:line: key: message`, each part escaped to one line (`OneLine`): a YAML key may hold a
    /// line break and `::error …`, which a GitHub Actions runner would take for a workflow command.
    /// Several errors are one such line each, under the command's own `checkbox-lint: error: `.
    public var description: String {
        ([self] + others).map(\.oneLine).joined(separator: "\ncheckbox-lint: error: ")
    }

    private var oneLine: String {
        let place = self.line.map { "\(OneLine.path(file)):\($0)" } ?? OneLine.path(file)
        let text = OneLine.escaped(message)
        return key.isEmpty ? "\(place): \(text)" : "\(place): \(OneLine.escaped(key)): \(text)"
    }

    /// Several errors as one thrown error, the first at its head; nil for none.
    static func combined(_ errors: [ConfigurationError]) -> ConfigurationError? {
        guard var first = errors.first else { return nil }
        first.others = Array(errors.dropFirst()).flatMap { [ConfigurationError(file: $0.file, line: $0.line, key: $0.key, message: $0.message)] + $0.others }
        return first
    }
}
