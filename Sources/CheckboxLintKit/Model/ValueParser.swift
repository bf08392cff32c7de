/// Parsing of attribute values (SPEC §2). A value of the wrong form is never silently defaulted.
enum ValueParser {
    static func boolean(_ text: String) -> Bool? {
        switch text.lowercased() {
        case "true", "yes", "1": true
        case "false", "no", "0": false
        default: nil
        }
    }

    /// A non-negative decimal: `12`, `0.5`, `44.0` (JSON numbers may also use an exponent).
    static func number(_ text: String) -> Double? {
        guard let first = text.utf8.first, first == UInt8(ascii: ".") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first),
              let value = Double(text), value.isFinite, value >= 0 else { return nil }
        return value
    }

    struct LengthProblem: Error {
        var message: String
    }

    /// A number in the platform's unit, with an optional matching unit suffix (`44`, `44pt` on iOS).
    static func length(_ text: String, platform: Platform) -> Result<Double, LengthProblem> {
        let trimmed = text.trimmingWhitespace()
        let digits = trimmed.prefix { !$0.isLetter }
        let suffix = trimmed[digits.endIndex...]
        // Only letters after a number are a unit: `wide` is just not a number.
        if !digits.isEmpty, !suffix.isEmpty, suffix.lowercased() != platform.unitSuffix {
            return .failure(LengthProblem(message: "the unit '\(DocumentBuilder.shown(String(suffix)))' does not match platform \(platform.rawValue) (use \(platform.unitSuffix) or no unit)"))
        }
        guard let value = number(String(digits)) else {
            return .failure(LengthProblem(message: "expected a non-negative number, optionally followed by \(platform.unitSuffix)"))
        }
        return .success(value)
    }

    /// A well-formed BCP 47 tag, loosely: a 2–3 letter language, then subtags of 1–8 letters or digits.
    static func isLanguageTag(_ text: String) -> Bool {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard let language = parts.first, (2...3).contains(language.count), language.allSatisfy({ $0.isASCII && $0.isLetter }) else {
            return false
        }
        return parts.dropFirst().allSatisfy { part in
            (1...8).contains(part.count) && part.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
        }
    }
}
