/// `path:line:col: severity: message [rule-id]`, one line per finding, then a summary line: what a
/// terminal and an editor can jump to. Suppressed findings are not shown.
public struct TextReporter: Reporter {
    public var color: Bool
    public var quiet: Bool

    public init(color: Bool = false, quiet: Bool = false) {
        self.color = color
        self.quiet = quiet
    }

    public mutating func report(_ result: FileResult, to output: ReportOutput) {
        var text = ""
        for finding in result.findings where !finding.isSuppressed {
            append(finding, to: &text)
            text.append("\n")
        }
        if !text.isEmpty { output.write(text) }
    }

    public mutating func finish(_ summary: RunSummary, notifications: [String], to output: ReportOutput) {
        guard !quiet else { return }
        output.write(Self.summaryLine(summary) + "\n")
    }

    public func line(for finding: Finding) -> String {
        var text = ""
        append(finding, to: &text)
        return text
    }

    /// Appends the finding's line piece by piece: a report of many findings is mostly this, and
    /// interpolation built intermediate strings per line (a tenth of a lint run, by callgrind).
    private func append(_ finding: Finding, to text: inout String) {
        text.reserveCapacity(text.utf8.count + finding.file.utf8.count + finding.message.utf8.count + 64)
        text.append(finding.file)
        text.append(":")
        text.append(String(finding.location.line))
        text.append(":")
        text.append(String(finding.location.column))
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
        if color { text.append(Self.reset) }
        text.append(": ")
        text.append(finding.message)
        text.append(color ? " \u{1B}[2m[" : " [")
        text.append(finding.ruleID)
        text.append("]")
        if color { text.append(Self.reset) }
    }

    private static let reset = "\u{1B}[0m"

    /// `2 errors, 1 warning, 0 notes in 3 files (1 skipped)`.
    public static func summaryLine(_ summary: RunSummary) -> String {
        func count(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }
        var extras = ["\(summary.skippedFiles) skipped"]
        if summary.suppressed > 0 { extras.append("\(summary.suppressed) suppressed") }
        if summary.unreadableFiles > 0 { extras.append("\(summary.unreadableFiles) unreadable") }
        return "\(count(summary.errors, "error")), \(count(summary.warnings, "warning")), \(count(summary.notes, "note")) in \(count(summary.lintedFiles, "file")) (\(extras.joined(separator: ", ")))"
    }
}
