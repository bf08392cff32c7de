/// A configured option value, as the configuration file gives it.
public enum OptionValue: Sendable, Equatable {
    case number(Double)
    case string(String)
    case boolean(Bool)
    case list([OptionValue])
    case map([String: OptionValue])
}

public struct RuleOptionError: Error, Sendable, CustomStringConvertible {
    /// The option's key path under the rule, e.g. `minimum.ios`.
    public var key: String
    public var message: String

    public init(key: String, message: String) {
        self.key = key
        self.message = message
    }

    public var description: String { "\(key): \(message)" }
}

/// The options configured for one rule. A rule reads the ones it knows and must reject others,
/// which `checkKnown` does in one line.
public struct RuleOptions: Sendable {
    public var values: [String: OptionValue]

    public init(_ values: [String: OptionValue] = [:]) {
        self.values = values
    }

    /// Throws for any option the rule does not declare.
    public func checkKnown(_ description: RuleDescription) throws {
        let known = description.options.map(\.name)
        for key in values.keys.sorted() where !known.contains(key) {
            let hint = known.isEmpty ? "the rule takes no options" : "known: " + known.joined(separator: ", ")
            throw RuleOptionError(key: key, message: "unknown option (\(hint))" + Suggestion.clause(for: key, in: known))
        }
    }

    public func number(_ key: String) throws -> Double? {
        guard let value = values[key] else { return nil }
        guard case .number(let number) = value, number >= 0 else {
            throw RuleOptionError(key: key, message: "expected a non-negative number")
        }
        return number
    }
}
