import CheckboxLintModel
import CheckboxLintRules
import CheckboxLintEngine

/// `--format junit`: JUnit XML, which GitLab (`artifacts:reports:junit`), Jenkins (the JUnit
/// plugin), Azure Pipelines and CircleCI show as test results. As ESLint's and SwiftLint's
/// formatters do, each file linted is a `testsuite` and each unsuppressed finding a failing
/// `testcase` named after its rule and element; a file without findings has one passing test
/// case, so the file shows as checked.
///
/// ```xml
/// <testsuites name="checkbox-lint">
///   <testsuite name="Screens/Signup.xml" tests="1" failures="1" errors="0" skipped="0">
///     <testcase classname="Screens/Signup.xml" name="label-missing: signup/notifications/email" file="Screens/Signup.xml" line="7">
///       <failure type="label-missing" message="Checkbox 'email' has no accessible name; …">Screens/Signup.xml:7:7: error: … [label-missing]</failure>
///     </testcase>
///   </testsuite>
/// </testsuites>
/// ```
///
/// No times or timestamps: two runs on the same files give the same report. Files are written as
/// they come, so the root element carries no totals (each suite has its own).
public struct JUnitReporter: Reporter {
    private var wroteHeader = false
    private var buffer: [UInt8] = []
    private let text = TextReporter()

    public init() {}

    static let header = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"checkbox-lint\">\n"

    public mutating func report(_ result: FileResult, to output: ReportOutput) {
        buffer.removeAll(keepingCapacity: true)
        if !wroteHeader { buffer.append(Self.header); wroteHeader = true }
        if case .linted(let findings) = result.outcome {
            let file = result.file.displayPath
            let shown = findings.filter { !$0.isSuppressed }
            buffer.append("  <testsuite name=\"")
            XMLEscaping.append(file, attribute: true, into: &buffer)
            buffer.append("\" tests=\"")
            buffer.appendDecimal(max(1, shown.count))
            buffer.append("\" failures=\"")
            buffer.appendDecimal(shown.count)
            buffer.append("\" errors=\"0\" skipped=\"0\">\n")
            if shown.isEmpty {
                buffer.append("    <testcase classname=\"")
                XMLEscaping.append(file, attribute: true, into: &buffer)
                buffer.append("\" name=\"checkbox-lint\" file=\"")
                XMLEscaping.append(file, attribute: true, into: &buffer)
                buffer.append("\"/>\n")
            }
            for finding in shown { writeTestCase(finding, into: &buffer) }
            buffer.append("  </testsuite>\n")
        }
        if !buffer.isEmpty { output.write(buffer) }
    }

    public mutating func finish(_ summary: RunSummary, notifications: [String], to output: ReportOutput) {
        var bytes: [UInt8] = []
        if !wroteHeader { bytes.append(Self.header) }
        bytes.append("</testsuites>\n")
        output.write(bytes)
    }

    private func writeTestCase(_ finding: Finding, into bytes: inout [UInt8]) {
        bytes.append("    <testcase classname=\"")
        XMLEscaping.append(finding.file, attribute: true, into: &bytes)
        bytes.append("\" name=\"")
        XMLEscaping.append(finding.ruleID + ": " + (finding.path.isEmpty ? "\(finding.location)" : finding.path), attribute: true, into: &bytes)
        bytes.append("\" file=\"")
        XMLEscaping.append(finding.file, attribute: true, into: &bytes)
        bytes.append("\" line=\"")
        bytes.appendDecimal(finding.location.line)
        bytes.append("\">\n      <failure type=\"")
        XMLEscaping.append(finding.ruleID, attribute: true, into: &bytes)
        bytes.append("\" message=\"")
        XMLEscaping.append(finding.message, attribute: true, into: &bytes)
        bytes.append("\">")
        XMLEscaping.append(text.line(for: finding), attribute: false, into: &bytes)
        bytes.append("</failure>\n    </testcase>\n")
    }
}
