import CheckboxLintModel
import CheckboxLintRules
import CheckboxLintEngine

/// `--format checkstyle`: Checkstyle's XML report, which Jenkins (Warnings Next Generation),
/// Danger (danger-checkstyle_format), reviewdog and most CI dashboards read. As ESLint's and
/// SwiftLint's formatters write it:
///
/// ```xml
/// <?xml version="1.0" encoding="UTF-8"?>
/// <checkstyle version="4.3">
///   <file name="Screens/Signup.xml">
///     <error line="7" column="7" severity="error" message="…" source="checkbox-lint.rules.label-missing"/>
///   </file>
/// </checkstyle>
/// ```
///
/// Every file linted has a `file` element (a clean file an empty one, so a dashboard knows it was
/// checked); suppressed findings are left out, as in the text report; notes are Checkstyle's `info`.
/// Files are written as they come.
public struct CheckstyleReporter: Reporter {
    private var wroteHeader = false
    private var buffer: [UInt8] = []

    public init() {}

    static let header = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\">\n"

    public mutating func report(_ result: FileResult, to output: ReportOutput) {
        buffer.removeAll(keepingCapacity: true)
        if !wroteHeader { buffer.append(Self.header); wroteHeader = true }
        if case .linted(let findings) = result.outcome {
            buffer.append("  <file name=\"")
            XMLEscaping.append(result.file.displayPath, attribute: true, into: &buffer)
            let shown = findings.filter { !$0.isSuppressed }
            if shown.isEmpty {
                buffer.append("\"/>\n")
            } else {
                buffer.append("\">\n")
                for finding in shown { Self.writeError(finding, into: &buffer) }
                buffer.append("  </file>\n")
            }
        }
        if !buffer.isEmpty { output.write(buffer) }
    }

    public mutating func finish(_ summary: RunSummary, notifications: [String], to output: ReportOutput) {
        var text: [UInt8] = []
        if !wroteHeader { text.append(Self.header) }
        text.append("</checkstyle>\n")
        output.write(text)
    }

    static func severity(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "info"
        }
    }

    private static func writeError(_ finding: Finding, into bytes: inout [UInt8]) {
        bytes.append("    <error line=\"")
        bytes.appendDecimal(finding.location.line)
        bytes.append("\" column=\"")
        bytes.appendDecimal(finding.location.column)
        bytes.append("\" severity=\"")
        bytes.append(severity(finding.severity))
        bytes.append("\" message=\"")
        XMLEscaping.append(finding.message, attribute: true, into: &bytes)
        bytes.append("\" source=\"checkbox-lint.rules.")
        XMLEscaping.append(finding.ruleID, attribute: true, into: &bytes)
        bytes.append("\"/>\n")
    }
}
