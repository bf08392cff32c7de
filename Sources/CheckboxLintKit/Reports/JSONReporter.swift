/// `--format json` (SPEC §5): `{"version", "findings": [...], "summary": {...}, "notifications": [...]}`.
///
/// Every finding is listed, suppressed ones too (`"suppressed": true`, with the suppression's kind
/// and justification), in report order. Findings are written as their file comes, so memory stays
/// flat however many files the run reads.
public struct JSONReporter: Reporter {
    private var wroteHeader = false
    private var findingCount = 0

    public init() {}

    public mutating func report(_ result: FileResult, to output: ReportOutput) {
        var text = ""
        if !wroteHeader { text += header(); wroteHeader = true }
        for finding in result.findings {
            text += findingCount == 0 ? "\n    " : ",\n    "
            findingCount += 1
            Self.value(of: finding).write(into: &text, pretty: true, level: 2)
        }
        if !text.isEmpty { output.write(text) }
    }

    public mutating func finish(_ summary: RunSummary, notifications: [String], to output: ReportOutput) {
        var text = wroteHeader ? "" : header()
        text += findingCount == 0 ? "]" : "\n  ]"
        text += ",\n  \"summary\": "
        Self.value(of: summary).write(into: &text, pretty: true, level: 1)
        text += ",\n  \"notifications\": "
        OrderedJSON.array(notifications.map { .string($0) }).write(into: &text, pretty: true, level: 1)
        text += "\n}\n"
        output.write(text)
    }

    private func header() -> String {
        var text = "{\n  \"version\": "
        OrderedJSON.writeString(CheckboxLintVersion.current, into: &text)
        text += ",\n  \"findings\": ["
        return text
    }

    static func value(of finding: Finding) -> OrderedJSON {
        var members: [(String, OrderedJSON)] = [
            ("ruleId", .string(finding.ruleID)),
            ("severity", .string(finding.severity.rawValue)),
            ("message", .string(finding.message)),
            ("file", .string(finding.file)),
            ("line", .int(finding.location.line)),
            ("column", .int(finding.location.column)),
            ("path", .string(finding.path)),
            ("suppressed", .bool(finding.isSuppressed)),
        ]
        if let suppression = finding.suppression {
            members.append(("suppression", .object([
                ("kind", .string(suppression.kind.rawValue)),
                ("justification", .string(suppression.justification)),
            ])))
        }
        return .object(members)
    }

    static func value(of summary: RunSummary) -> OrderedJSON {
        .object([
            ("errors", .int(summary.errors)),
            ("warnings", .int(summary.warnings)),
            ("notes", .int(summary.notes)),
            ("suppressed", .int(summary.suppressed)),
            ("files", .int(summary.lintedFiles)),
            ("skipped", .int(summary.skippedFiles)),
            ("unreadable", .int(summary.unreadableFiles)),
        ])
    }
}
