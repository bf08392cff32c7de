import CheckboxLintModel
import CheckboxLintRules
import CheckboxLintEngine

/// `--format json` (SPEC §5): `{"version", "findings": [...], "summary": {...}, "notifications": [...]}`.
///
/// Every finding is listed, suppressed ones too (`"suppressed": true`, with the suppression's kind
/// and justification), in report order. Findings are written as their file comes, so memory stays
/// flat however many files the run reads.
public struct JSONReporter: Reporter {
    private var wroteHeader = false
    private var findingCount = 0
    /// One file's findings, reused from file to file.
    private var buffer: [UInt8] = []

    public init() {}

    public mutating func report(_ result: FileResult, to output: ReportOutput) {
        buffer.removeAll(keepingCapacity: true)
        if !wroteHeader { Self.writeHeader(into: &buffer); wroteHeader = true }
        let findings = result.findings
        for index in findings.indices {
            buffer.append(findingCount == 0 ? "\n    " : ",\n    ")
            findingCount += 1
            Self.write(findings[index], into: &buffer)
            // Written out as it fills, as the text report is: a file of 200,000 checkboxes made a
            // buffer of 140 MB, more than its model (issue 28).
            if buffer.count >= TextReporter.flushSize {
                output.write(buffer)
                buffer.removeAll(keepingCapacity: true)
            }
        }
        if !buffer.isEmpty { output.write(buffer) }
    }

    public mutating func finish(_ summary: RunSummary, notifications: [String], to output: ReportOutput) {
        var text: [UInt8] = []
        if !wroteHeader { Self.writeHeader(into: &text) }
        text.append(findingCount == 0 ? "]" : "\n  ]")
        text.append(",\n  \"summary\": ")
        Self.value(of: summary).write(into: &text, pretty: true, level: 1)
        text.append(",\n  \"notifications\": ")
        OrderedJSON.array(notifications.map { .string($0) }).write(into: &text, pretty: true, level: 1)
        text.append("\n}\n")
        output.write(text)
    }

    private static func writeHeader(into text: inout [UInt8]) {
        text.append("{\n  \"version\": ")
        OrderedJSON.writeString(CheckboxLintVersion.current, into: &text)
        text.append(",\n  \"findings\": [")
    }

    /// A finding as an object member of `findings`, pretty-printed as `OrderedJSON` writes it,
    /// with the keys and layout written as constants: building an `OrderedJSON` per finding and
    /// walking it was two thirds of the report's cost, by callgrind.
    static func write(_ finding: Finding, into bytes: inout [UInt8]) {
        bytes.append("{\n      \"ruleId\": ")
        OrderedJSON.writeString(finding.ruleID, into: &bytes)
        bytes.append(",\n      \"severity\": ")
        OrderedJSON.writeString(finding.severity.rawValue, into: &bytes)
        bytes.append(",\n      \"message\": ")
        OrderedJSON.writeString(finding.message, into: &bytes)
        bytes.append(",\n      \"file\": ")
        OrderedJSON.writeString(finding.file, into: &bytes)
        bytes.append(",\n      \"line\": ")
        bytes.appendDecimal(finding.location.line)
        bytes.append(",\n      \"column\": ")
        bytes.appendDecimal(finding.location.column)
        bytes.append(",\n      \"path\": ")
        OrderedJSON.writeString(finding.path, into: &bytes)
        bytes.append(",\n      \"suppressed\": ")
        bytes.append(finding.isSuppressed ? "true" : "false")
        if let suppression = finding.suppression {
            bytes.append(",\n      \"suppression\": {\n        \"kind\": ")
            OrderedJSON.writeString(suppression.kind.rawValue, into: &bytes)
            bytes.append(",\n        \"justification\": ")
            OrderedJSON.writeString(suppression.justification, into: &bytes)
            bytes.append("\n      }")
        }
        bytes.append("\n    }")
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
