/// `tool.driver.rules` of the SARIF report: every rule that exists, described from its
/// `RuleDescription` and its page in `Rules/`, within GitHub code scanning's limits.
enum SARIFRules {
    /// GitHub rejects rule descriptions and `help.text` longer than this.
    static let maximumTextLength = 1024

    /// Computed once per process: it is the same for every run.
    static let all: OrderedJSON = .array(RuleRegistry.descriptions.map(descriptor))

    static let indices: [String: Int] = Dictionary(
        uniqueKeysWithValues: RuleRegistry.descriptions.enumerated().map { ($1.id, $0) })

    static func descriptor(_ description: RuleDescription) -> OrderedJSON {
        let page = description.page
        let summary = page.summary.isEmpty ? description.name : MarkdownText.plain(page.summary)
        let checks = page.section("What it checks").map(MarkdownText.plain) ?? ""
        let why = page.section("Why it matters").map(MarkdownText.plain) ?? ""
        let full = checks.isEmpty ? summary : checks
        let help = [summary, checks, why].filter { !$0.isEmpty }.joined(separator: "\n\n")
        var tags = ["accessibility"]
        for tag in description.tags where !tags.contains(tag) { tags.append(tag) }
        return .object([
            ("id", .string(description.id)),
            ("name", .string(pascalCase(description.id))),
            ("shortDescription", .object([("text", .string(truncated(summary)))])),
            ("fullDescription", .object([("text", .string(truncated(full)))])),
            ("helpUri", .string(helpURI(description.id))),
            ("help", .object([
                ("text", .string(truncated(help))),
                ("markdown", .string(page.markdown ?? "# \(description.id)\n\n\(summary)\n")),
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

    static func helpURI(_ id: String) -> String {
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

    /// `text` cut at a word boundary so that it has at most `limit` code points, with an ellipsis.
    static func truncated(_ text: String, limit: Int = maximumTextLength) -> String {
        let scalars = text.unicodeScalars
        guard scalars.count > limit else { return text }
        var cut = scalars.index(scalars.startIndex, offsetBy: limit - 1)
        var probe = cut
        while probe > scalars.startIndex, scalars[probe] != " ", scalars[probe] != "\n" {
            probe = scalars.index(before: probe)
        }
        if probe > scalars.startIndex { cut = probe }
        var result = String(String.UnicodeScalarView(scalars[scalars.startIndex..<cut]))
        while result.last == " " || result.last == "\n" { result.removeLast() }
        return result + "…"
    }
}

/// Markdown as plain text, for SARIF's `text` fields: inline markup dropped, soft-wrapped lines
/// joined, paragraphs, list items and code blocks kept on their own lines.
enum MarkdownText {
    static func plain(_ markdown: String) -> String {
        var paragraphs: [String] = []
        var current = ""
        var inCode = false
        func endParagraph() {
            if !current.isEmpty { paragraphs.append(current) }
            current = ""
        }
        for rawLine in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = rawLine.trimmingWhitespace()
            if line.hasPrefix("```") {
                inCode.toggle()
                if !inCode { endParagraph() } else { endParagraph() }
                continue
            }
            if inCode {
                current += current.isEmpty ? String(rawLine) : "\n" + rawLine
                continue
            }
            if line.isEmpty { endParagraph(); continue }
            let text = inline(String(line))
            let startsItem = line.hasPrefix("- ") || line.hasPrefix("* ") || line.first?.isNumber == true && line.contains(". ")
            if current.isEmpty {
                current = text
            } else if startsItem {
                current += "\n" + text
            } else {
                current += " " + text
            }
        }
        endParagraph()
        return paragraphs.joined(separator: "\n\n")
    }

    /// Drops code spans' backticks, emphasis markers and heading marks; `[text](url)` → `text (url)`.
    static func inline(_ line: String) -> String {
        var text = line
        while text.hasPrefix("#") { text.removeFirst() }
        if text.count < line.count { text = String(text.drop(while: { $0 == " " })) }
        text = text.replacingAll("`", with: "").replacingAll("**", with: "").replacingAll("__", with: "")
        // Links: [text](url) → text (url).
        var result = ""
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "[") {
            guard let close = rest[open...].firstIndex(of: "]"),
                  rest.index(after: close) < rest.endIndex, rest[rest.index(after: close)] == "(",
                  let end = rest[close...].firstIndex(of: ")") else { break }
            result += rest[..<open]
            result += rest[rest.index(after: open)..<close]
            result += " "
            result += rest[rest.index(after: close)...end]
            rest = rest[rest.index(after: end)...]
        }
        result += rest
        return result
    }
}

extension String {
    /// Every occurrence of `target` replaced (without Foundation).
    func replacingAll(_ target: String, with replacement: String) -> String {
        guard !target.isEmpty, contains(target) else { return self }
        var result = ""
        var rest = Substring(self)
        while let range = rest.firstRange(of: target) {
            result += rest[..<range.lowerBound]
            result += replacement
            rest = rest[range.upperBound...]
        }
        result += rest
        return result
    }
}
