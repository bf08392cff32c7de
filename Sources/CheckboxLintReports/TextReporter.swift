import CheckboxLintModel
import CheckboxLintRules
import CheckboxLintEngine

/// `path:line:col: severity: message [rule-id]`, one line per finding, then a summary line: what a
/// terminal and an editor can jump to. Suppressed findings are not shown.
public struct TextReporter: Reporter {
    public var color: Bool
    public var quiet: Bool
    /// Lines waiting to be written, reused from file to file.
    private var buffer: [UInt8] = []
    /// Written out when the buffer reaches this: a file of 200,000 checkboxes made a 40 MB buffer
    /// of one file's lines, kept at that capacity for the rest of the run.
    static let flushSize = 1 << 16

    public init(color: Bool = false, quiet: Bool = false) {
        self.color = color
        self.quiet = quiet
    }

    public mutating func report(_ result: FileResult, to output: ReportOutput) {
        buffer.removeAll(keepingCapacity: true)
        let findings = result.findings
        // A file's findings name the same file: its path is escaped once, not once per line.
        var path: (file: String, escaped: String)?
        // By index, so that a finding is read in place rather than copied.
        for index in findings.indices where !findings[index].isSuppressed {
            let file = findings[index].file
            if path?.file != file { path = (file, OneLine.path(file)) }
            Self.append(findings[index], path: path!.escaped, color: color, to: &buffer)
            buffer.append(UInt8(ascii: "\n"))
            if buffer.count >= Self.flushSize {
                output.write(buffer)
                buffer.removeAll(keepingCapacity: true)
            }
        }
        if !buffer.isEmpty { output.write(buffer) }
    }

    public mutating func finish(_ summary: RunSummary, notifications: [String], to output: ReportOutput) {
        guard !quiet else { return }
        output.write(Self.summaryLine(summary) + "\n")
    }

    public func line(for finding: Finding) -> String {
        var bytes: [UInt8] = []
        Self.append(finding, path: OneLine.path(finding.file), color: color, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends the finding's line piece by piece: a report of many findings is mostly this, and
    /// interpolation built intermediate strings per line (a tenth of a lint run, by callgrind).
    /// `path` is the finding's file as `OneLine.path` writes it. The message is written as
    /// `OneLine` writes a document's text: whatever a file
    /// name or a message holds, the line stays one line and never starts a CI workflow command.
    private static func append(_ finding: Finding, path: String, color: Bool, to text: inout [UInt8]) {
        text.append(path)
        text.append(UInt8(ascii: ":"))
        text.appendDecimal(finding.location.line)
        text.append(UInt8(ascii: ":"))
        text.appendDecimal(finding.location.column)
        text.append(": ")
        if color {
            let severityColor = switch finding.severity {
            case .error: "\u{1B}[1;31m"
            case .warning: "\u{1B}[1;33m"
            case .note: "\u{1B}[1;36m"
            }
            text.append(severityColor)
        }
        text.append(finding.severity.rawValue)
        if color { text.append(reset) }
        text.append(": ")
        OneLine.append(finding.message, limit: nil, to: &text)
        text.append(color ? " \u{1B}[2m[" : " [")
        text.append(finding.ruleID)
        text.append(UInt8(ascii: "]"))
        if color { text.append(reset) }
    }

    private static let reset = "\u{1B}[0m"

    /// `2 errors, 1 warning, 0 notes in 3 files (1 skipped)`.
    public static func summaryLine(_ summary: RunSummary) -> String {
        func count(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }
        // Appended, not joined: `joined` on an array of strings makes the runtime scan every
        // protocol conformance in the binary the first time (3 % of linting one small file).
        var extras = "\(summary.skippedFiles) skipped"
        if summary.suppressed > 0 { extras += ", \(summary.suppressed) suppressed" }
        if summary.unreadableFiles > 0 { extras += ", \(summary.unreadableFiles) unreadable" }
        if summary.linksLeavingTheTree > 0 {
            extras += ", \(summary.linksLeavingTheTree) symbolic link\(summary.linksLeavingTheTree == 1 ? "" : "s") leaving the tree not followed"
        }
        return "\(count(summary.errors, "error")), \(count(summary.warnings, "warning")), \(count(summary.notes, "note")) in \(count(summary.lintedFiles, "file")) (\(extras))"
    }
}
