import CheckboxLintModel

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
        return try Self.nonNegativeNumber(value, key: key)
    }

    /// A whole number of at least `minimum`, e.g. a length in characters.
    public func wholeNumber(_ key: String, atLeast minimum: Int) throws -> Int? {
        guard let value = values[key] else { return nil }
        guard case .number(let number) = value, number.isFinite, number == number.rounded(),
              number >= Double(minimum), number <= Double(Int32.max) else {
            throw RuleOptionError(key: key, message: "expected a whole number of at least \(minimum)\(Self.found(value))")
        }
        return Int(number)
    }

    /// A map from platform name to a non-negative number, e.g. `minimum: { ios: 44, macos: 20 }`.
    /// Names are matched ignoring case; an unknown platform is an error naming `key.name`.
    public func platformNumbers(_ key: String) throws -> [Platform: Double]? {
        guard let value = values[key] else { return nil }
        guard case .map(let entries) = value else {
            throw RuleOptionError(key: key, message: "expected a map of platform to number, e.g. { ios: 44, android: 48 }\(Self.found(value))")
        }
        var result: [Platform: Double] = [:]
        for name in entries.keys.sorted() {
            guard let platform = Platform(rawValue: name.lowercased()) else {
                let known = Platform.allCases.map(\.rawValue)
                throw RuleOptionError(key: "\(key).\(name)", message: "unknown platform (known: \(known.joined(separator: ", ")))"
                                      + Suggestion.clause(for: name, in: known))
            }
            result[platform] = try Self.nonNegativeNumber(entries[name]!, key: "\(key).\(name)")
        }
        return result
    }

    private static func nonNegativeNumber(_ value: OptionValue, key: String) throws -> Double {
        guard case .number(let number) = value, number.isFinite, number >= 0 else {
            throw RuleOptionError(key: key, message: "expected a non-negative number\(found(value))")
        }
        return number
    }

    /// "; found 'x'" for an option value of the wrong kind, to show what was read.
    private static func found(_ value: OptionValue) -> String {
        switch value {
        case .number(let number): "; found \(LengthFormat.number(number))"
        case .string(let text): "; found '\(text)'"
        case .boolean(let flag): "; found \(flag)"
        case .list: "; found a list"
        case .map: "; found a map"
        }
    }
}

/// Numbers in messages as people write them: `44`, not `44.0`; `44.5` as is.
enum LengthFormat {
    /// As the platform writes sizes: whole numbers bare, others to two decimals at most, so that a
    /// frame computed as 30.999999999999996 prints as 31.
    static func number(_ value: Double) -> String {
        guard value.isFinite, abs(value) < 1e13 else { return String(value) }
        let rounded = (value * 100).rounded() / 100
        if rounded == rounded.rounded() { return String(Int64(rounded)) }
        return String(rounded)
    }
}
