import CheckboxLintModel

/// An accessible name that says "checkbox": the screen reader already says the role after the
/// name, so the user hears it twice ("unchecked, Peppers checkbox, Checkbox").
struct LabelRedundantRole: OptionlessRule {
    static let description = RuleDescription(
        id: .labelRedundantRole,
        name: "Accessible name repeats the role",
        defaultSeverity: .warning
    )

    /// The role as words, lower-cased. Singular only: a plural ("Show all checkboxes") names other
    /// controls, not this one's role. A hyphen separates words, so "check-box" is "check box".
    static let roleWords: [[String]] = [
        ["checkbox"], ["check", "box"], ["tickbox"], ["tick", "box"],
        ["case", "à", "cocher"], ["case", "a", "cocher"],
    ]

    func check(_ document: Document, _ context: inout RuleContext) {
        let profile = document.profile
        for stop in document.tree.checkboxes {
            guard let name = stop.name, name.isText, let role = Self.roleWord(in: name) else { continue }
            // A component's fallback name left at a call that is only its role ("Checkbox") says
            // nothing else: `label-meaningless` asks the call for a name, and nothing is to remove.
            if stop.element.fallbackNameArgument != nil, context.meaninglessReason(of: stop) != nil { continue }
            let attribute = name.source == .accessibilityLabel ? profile.accessibilityLabelTerm : profile.labelTerm
            context.report(stop, "Checkbox \(composed: profile.messageName(of: stop)) is named '\(name.text)', which says '\(role)'; \(composed: profile.readerName) already announces the role, so remove it from the \(attribute)")
        }
    }

    /// The role words as written in `name`, if it contains them as whole words (ignoring case).
    static func roleWord(in name: AccessibleName) -> String? {
        // Every role ends in "box" or "cocher": most names contain neither and are not split.
        guard name.text.containsASCIICaseless("box") || name.text.containsASCIICaseless("cocher") else { return nil }
        let words = name.words
        let folded = words.map { $0.lowercased() }
        for start in folded.indices {
            for pattern in roleWords where folded[start...].starts(with: pattern) {
                return words[start..<(start + pattern.count)].joined(separator: " ")
            }
        }
        return nil
    }
}
