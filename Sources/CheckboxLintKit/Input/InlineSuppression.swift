/// Parses the inline suppression directive of an XML comment:
/// `checkbox-lint-disable rule-id[, rule-id] -- reason`.
enum InlineSuppression {
    static let directive = "checkbox-lint-disable"

    static func parse(comment: String, offset: Int) -> RawSuppression? {
        let trimmed = comment.trimmingWhitespace()
        guard trimmed.hasPrefix(directive) else { return nil }
        var rest = Substring(trimmed.dropFirst(directive.count))
        // `checkbox-lint-disabled` and the like are not the directive.
        if let first = rest.first, !first.isWhitespace { return nil }
        var reason = ""
        if let separator = rest.range(of: "--") {
            reason = String(rest[separator.upperBound...]).trimmingWhitespace()
            rest = rest[..<separator.lowerBound]
        }
        let ids = rest.split(whereSeparator: { $0 == "," || $0.isWhitespace }).map(String.init)
        return RawSuppression(rules: ids.map { (id: $0, reason: reason) }, offset: offset, precedesElement: true)
    }
}

extension StringProtocol {
    /// The string without leading and trailing white space (Foundation-free, for the hot path).
    func trimmingWhitespace() -> String {
        guard let start = firstIndex(where: { !$0.isWhitespace }) else { return "" }
        let end = lastIndex(where: { !$0.isWhitespace })!
        return String(self[start...end])
    }

    var isBlank: Bool { allSatisfy(\.isWhitespace) }
}
