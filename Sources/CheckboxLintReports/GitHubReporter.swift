import CheckboxLintModel
import CheckboxLintRules
import CheckboxLintEngine

/// `--format github`: GitHub Actions workflow commands, one per unsuppressed finding
/// (`::error file=…,line=…,col=…,title=<rule-id>::<message>`), which the Actions runner turns into
/// annotations on the pull request.
///
/// The runner shows only the first 10 error, 10 warning and 10 notice annotations of a step; the
/// rest are in the log only. So when more than 10 of a kind were written, one summary command
/// follows the findings, saying how many there were and that SARIF with code scanning shows them
/// all (`capSummary`). Otherwise no summary line: every line on standard output is read as a
/// command or shown in the log, and a summary would add an annotation to every run, even a clean
/// one. The exit status says whether the run failed.
public struct GitHubReporter: Reporter {
    /// Annotations of one kind the runner shows per step.
    public static let annotationsShownPerKind = 10

    /// One file's commands, reused from file to file.
    private var buffer: [UInt8] = []
    /// The commands written so far, by kind.
    private var errors = 0, warnings = 0, notes = 0

    public init() {}

    public mutating func report(_ result: FileResult, to output: ReportOutput) {
        buffer.removeAll(keepingCapacity: true)
        let findings = result.findings
        for index in findings.indices where !findings[index].isSuppressed {
            Self.writeCommand(for: findings[index], into: &buffer)
            buffer.append(UInt8(ascii: "\n"))
            switch findings[index].severity {
            case .error: errors += 1
            case .warning: warnings += 1
            case .note: notes += 1
            }
        }
        if !buffer.isEmpty { output.write(buffer) }
    }

    public mutating func finish(_ summary: RunSummary, notifications: [String], to output: ReportOutput) {
        guard let line = Self.capSummary(errors: errors, warnings: warnings, notes: notes) else { return }
        output.write(Array((line + "\n").utf8))
    }

    /// The command that says the runner left annotations out, or nil when every one is shown. A
    /// notice, unless the notices are full too (the summary would be the 11th, in the log only):
    /// then a warning when there is room among the warnings.
    public static func capSummary(errors: Int, warnings: Int, notes: Int) -> String? {
        let cap = annotationsShownPerKind
        guard errors > cap || warnings > cap || notes > cap else { return nil }
        let kind = notes < cap || warnings >= cap ? "notice" : "warning"
        func count(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
        let counts = notes == 0
            ? "\(count(errors, "error")) and \(count(warnings, "warning"))"
            : "\(count(errors, "error")), \(count(warnings, "warning")) and \(count(notes, "note"))"
        return "::\(kind) title=checkbox-lint::" + escapeData(
            "\(counts); GitHub shows the first \(cap) of each per step: use --format sarif with code scanning to see them all")
    }

    public static func command(for finding: Finding) -> String {
        var bytes: [UInt8] = []
        writeCommand(for: finding, into: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Built as bytes, piece by piece: with interpolation and escaped strings, the commands were a
    /// fifth of a `--format github` run, by callgrind.
    static func writeCommand(for finding: Finding, into bytes: inout [UInt8]) {
        let start = switch finding.severity {
        case .error: "::error file="
        case .warning: "::warning file="
        case .note: "::notice file="
        }
        bytes.append(start)
        // What the runner's escapes leave as they are (ESC, NEL, U+2028…) is escaped as every
        // report escapes it (`OneLine`), then the runner's own escapes apply.
        escape(OneLine.escaped(finding.file), properties: true, into: &bytes)
        bytes.append(",line=")
        bytes.appendDecimal(finding.location.line)
        bytes.append(",col=")
        bytes.appendDecimal(finding.location.column)
        bytes.append(",title=")
        escape(finding.ruleID, properties: true, into: &bytes)
        bytes.append("::")
        escape(OneLine.escaped(finding.message), properties: false, into: &bytes)
    }

    /// The runner's escaping of a command's message (`escapeData` in actions/toolkit).
    public static func escapeData(_ text: String) -> String {
        var bytes: [UInt8] = []
        escape(text, properties: false, into: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The runner's escaping of a property value (`escapeProperty` in actions/toolkit): the message
    /// escapes, and `:` and `,`, which separate properties.
    public static func escapeProperty(_ text: String) -> String {
        var bytes: [UInt8] = []
        escape(text, properties: true, into: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Runs of plain text are copied whole.
    private static func escape(_ text: String, properties: Bool, into bytes: inout [UInt8]) {
        var text = text
        text.withUTF8 { utf8 in
            var plainStart = 0
            for index in utf8.indices {
                let replacement: String
                switch utf8[index] {
                case UInt8(ascii: "%"): replacement = "%25"
                case UInt8(ascii: "\r"): replacement = "%0D"
                case UInt8(ascii: "\n"): replacement = "%0A"
                case UInt8(ascii: ":") where properties: replacement = "%3A"
                case UInt8(ascii: ",") where properties: replacement = "%2C"
                default: continue
                }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[plainStart..<index]))
                bytes.append(replacement)
                plainStart = index + 1
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[plainStart...]))
        }
    }
}
