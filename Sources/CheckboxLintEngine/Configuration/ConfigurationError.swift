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

    public init(file: String, line: Int?, key: String, message: String) {
        self.file = file
        self.line = line
        self.key = key
        self.message = message
    }

    public var description: String {
        let place = line.map { "\(file):\($0)" } ?? file
        return key.isEmpty ? "\(place): \(message)" : "\(place): \(key): \(message)"
    }
}
