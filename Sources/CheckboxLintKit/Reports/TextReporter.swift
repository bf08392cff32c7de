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
            text += line(for: finding)
            text += "\n"
        }
        if !text.isEmpty { output.write(text) }
    }

    public mutating func finish(_ summary: RunSummary, notifications: [String], to output: ReportOutput) {
        guard !quiet else { return }
        output.write(Self.summaryLine(summary) + "\n")
    }

    public func line(for finding: Finding) -> String {
        let position = "\(finding.file):\(finding.location.line):\(finding.location.column):"
        guard color else {
            return "\(position) \(finding.severity.rawValue): \(finding.message) [\(finding.ruleID)]"
        }
        let severityColor = switch finding.severity {
        case .error: "\u{1B}[1;31m"
        case .warning: "\u{1B}[1;33m"
        case .note: "\u{1B}[1;36m"
        }
        let reset = "\u{1B}[0m"
        return "\(position) \(severityColor)\(finding.severity.rawValue)\(reset): \(finding.message) \u{1B}[2m[\(finding.ruleID)]\(reset)"
    }

    /// `2 errors, 1 warning, 0 notes in 3 files (1 skipped)`.
    public static func summaryLine(_ summary: RunSummary) -> String {
        func count(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }
        var extras = ["\(summary.skippedFiles) skipped"]
        if summary.suppressed > 0 { extras.append("\(summary.suppressed) suppressed") }
        if summary.unreadableFiles > 0 { extras.append("\(summary.unreadableFiles) unreadable") }
        return "\(count(summary.errors, "error")), \(count(summary.warnings, "warning")), \(count(summary.notes, "note")) in \(count(summary.lintedFiles, "file")) (\(extras.joined(separator: ", ")))"
    }
}
