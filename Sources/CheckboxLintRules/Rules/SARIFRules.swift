import CheckboxLintModel

/// `tool.driver.rules` of the SARIF report: every rule that exists, described from its
/// `RuleDescription` and its page in `Rules/`, within GitHub code scanning's limits.
package enum SARIFRules {
    /// Computed once per process: it is the same for every run.
    package static let all: OrderedJSON = .array(RuleRegistry.descriptions.map(descriptor))

    package static let indices: [String: Int] = Dictionary(
        uniqueKeysWithValues: RuleRegistry.descriptions.enumerated().map { ($1.id, $0) })

    static func descriptor(_ description: RuleDescription) -> OrderedJSON {
        // Made from the page by scripts/generate-rule-docs: every rule has a page (a test checks).
        let texts = RuleDocs.sarifTexts[description.id]
            ?? SARIFRuleTexts(short: description.name, full: description.name, help: description.name)
        var tags = ["accessibility"]
        for tag in description.tags where !tags.contains(tag) { tags.append(tag) }
        return .object([
            ("id", .string(description.id)),
            ("name", .string(pascalCase(description.id))),
            ("shortDescription", .object([("text", .string(texts.short))])),
            ("fullDescription", .object([("text", .string(texts.full))])),
            ("helpUri", .string(helpURI(description.id))),
            ("help", .object([
                ("text", .string(texts.help)),
                ("markdown", .string(description.page.markdown ?? "# \(description.id)\n\n\(texts.short)\n")),
            ])),
            ("defaultConfiguration", .object([("level", .string(description.defaultSeverity.rawValue))])),
            ("properties", .object([
                ("tags", .array(tags.map { .string($0) })),
                ("precision", .string("very-high")),
                ("problem.severity", .string(problemSeverity(description.defaultSeverity))),
            ])),
        ])
    }

    /// `label-missing` → `LabelMissing`: SARIF's `name` is an identifier-like name for the rule.
    static func pascalCase(_ id: String) -> String {
        id.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    package static func helpURI(_ id: String) -> String {
        "\(CheckboxLintVersion.informationURI)/blob/main/Rules/\(id).md"
    }

    /// GitHub's names for the severities of a quality (non-security) query.
    static func problemSeverity(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "recommendation"
        }
    }
}

/// A rule's plain-text descriptions for SARIF, made from its page at build time by
/// `scripts/generate-rule-docs`, each cut to the 1,024 code points GitHub code scanning accepts.
struct SARIFRuleTexts: Sendable {
    let short: String
    let full: String
    let help: String
}
