/// `--format github`: GitHub Actions workflow commands, one per unsuppressed finding
/// (`::error file=…,line=…,col=…,title=<rule-id>::<message>`), which the Actions runner turns into
/// annotations on the pull request.
///
/// No summary line: every line on standard output is read as a command or shown in the log, and a
/// `::notice` summary would add an annotation to every run, even a clean one. The exit status says
/// whether the run failed.
public struct GitHubReporter: Reporter {
    public init() {}

    public mutating func report(_ result: FileResult, to output: ReportOutput) {
        var text = ""
        for finding in result.findings where !finding.isSuppressed {
            text += Self.command(for: finding)
            text += "\n"
        }
        if !text.isEmpty { output.write(text) }
    }

    public mutating func finish(_ summary: RunSummary, notifications: [String], to output: ReportOutput) {}

    public static func command(for finding: Finding) -> String {
        let command = switch finding.severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "notice"
        }
        return "::\(command) file=\(escapeProperty(finding.file)),line=\(finding.location.line),col=\(finding.location.column),title=\(escapeProperty(finding.ruleID))::\(escapeData(finding.message))"
    }

    /// The runner's escaping of a command's message (`escapeData` in actions/toolkit).
    public static func escapeData(_ text: String) -> String {
        escape(text, properties: false)
    }

    /// The runner's escaping of a property value (`escapeProperty` in actions/toolkit): the message
    /// escapes, and `:` and `,`, which separate properties.
    public static func escapeProperty(_ text: String) -> String {
        escape(text, properties: true)
    }

    private static func escape(_ text: String, properties: Bool) -> String {
        var result = ""
        var plainStart = text.utf8.startIndex
        for index in text.utf8.indices {
            let replacement: String? = switch text.utf8[index] {
            case UInt8(ascii: "%"): "%25"
            case UInt8(ascii: "\r"): "%0D"
            case UInt8(ascii: "\n"): "%0A"
            case UInt8(ascii: ":") where properties: "%3A"
            case UInt8(ascii: ",") where properties: "%2C"
            default: nil
            }
            guard let replacement else { continue }
            result += text[plainStart..<index]
            result += replacement
            plainStart = text.utf8.index(after: index)
        }
        result += text[plainStart...]
        return result
    }
}
