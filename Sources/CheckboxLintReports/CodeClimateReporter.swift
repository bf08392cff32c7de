import CheckboxLintModel
import CheckboxLintRules
import CheckboxLintEngine

/// `--format codeclimate`: the Code Climate issue format as GitLab Code Quality reads it
/// (`artifacts:reports:codequality`): one JSON array, an object per unsuppressed finding with
/// `description`, `check_name`, `fingerprint`, `severity` and `location.path` /
/// `location.lines.begin` (what GitLab requires), plus the Code Climate spec's `type` and
/// `categories` (`Compatibility`: with assistive technologies). The spec allows `lines` or
/// `positions`, not both; GitLab shows lines only, so the column is left out.
///
/// The fingerprint is the SARIF report's (the rule, the file and the element path, not the line),
/// so GitLab keeps an issue the same issue when lines above it move and can say which are new in
/// a merge request. Severities: error → `major`, warning → `minor`, note → `info` (as ESLint's
/// and SwiftLint's formatters map them). Findings are written as their file comes.
public struct CodeClimateReporter: Reporter {
    private var wroteObject = false
    private var buffer: [UInt8] = []

    public init() {}

    public mutating func report(_ result: FileResult, to output: ReportOutput) {
        buffer.removeAll(keepingCapacity: true)
        let findings = result.findings.filter { !$0.isSuppressed }
        guard !findings.isEmpty else { return }
        let fingerprints = SARIFReporter.fingerprints(for: findings, uri: result.file.displayPath)
        for (finding, fingerprint) in zip(findings, fingerprints) {
            buffer.append(wroteObject ? ",\n  " : "[\n  ")
            wroteObject = true
            Self.write(finding, fingerprint: fingerprint, into: &buffer)
        }
        output.write(buffer)
    }

    public mutating func finish(_ summary: RunSummary, notifications: [String], to output: ReportOutput) {
        output.write(wroteObject ? "\n]\n" : "[]\n")
    }

    static func severity(_ severity: Severity) -> String {
        switch severity {
        case .error: "major"
        case .warning: "minor"
        case .note: "info"
        }
    }

    private static func write(_ finding: Finding, fingerprint: String, into bytes: inout [UInt8]) {
        bytes.append("{\"type\": \"issue\", \"check_name\": ")
        OrderedJSON.writeString(finding.ruleID, into: &bytes)
        bytes.append(", \"description\": ")
        OrderedJSON.writeString(finding.message, into: &bytes)
        bytes.append(", \"categories\": [\"Compatibility\"], \"severity\": ")
        OrderedJSON.writeString(severity(finding.severity), into: &bytes)
        bytes.append(", \"fingerprint\": ")
        OrderedJSON.writeString(fingerprint, into: &bytes)
        bytes.append(", \"location\": {\"path\": ")
        OrderedJSON.writeString(finding.file, into: &bytes)
        bytes.append(", \"lines\": {\"begin\": ")
        bytes.appendDecimal(finding.location.line)
        bytes.append("}}}")
    }
}
