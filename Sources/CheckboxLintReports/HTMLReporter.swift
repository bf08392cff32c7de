import CheckboxLintModel
import CheckboxLintRules
import CheckboxLintEngine

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `--format html` (`lint` and `preview`): one self-contained page for the whole run, for those who
/// would rather look than read. Each screen is drawn from the model's geometry: where every
/// checkbox of a screen has a frame (x, y, width, height), elements are placed at their
/// coordinates, scaled to fit; otherwise (Android layouts, descriptions with sizes only) they are
/// stacked in document order, groups boxed around their members. Each checkbox carries a number,
/// and is outlined by the highest severity of its findings; beside the drawing, the same number
/// gives its announcement and its findings, each linked to its rule's page. Findings on other
/// elements (a group, the document) are listed after the screens.
///
/// The page opens with an overview (counts by severity and by rule, the files linked to their
/// sections) and a filter by severity and by rule. The page runs no script and loads nothing: its
/// Content-Security-Policy allows inline style only (`default-src 'none'`), so a label crafted to
/// inject markup could not run anything even if it escaped `XMLEscaping`; the filter is CSS alone
/// (radio buttons and `:has()`). Severity is told by a shape and a word as well as a colour
/// (error ✖ solid, warning ▲ dashed, note ● dotted), for readers who do not tell red from orange.
/// Suppressed findings are listed, marked suppressed with their reason, and their element drawn
/// grey, never green as if clean. Every text from the files is escaped with line breaks as
/// character references: no line of the page starts with text of a file (a label holding a line
/// break and `::error::` must not become a workflow command when the page is printed in a CI log).
///
/// The overview comes first but is known last: the file sections are written as they come to a
/// temporary file (memory stays flat on a huge run, as SARIF's does) and copied after it.
public struct HTMLReporter: Reporter {
    /// The widest a drawing gets, in CSS pixels; wider screens (a macOS window) are scaled down.
    static let maximumCanvasWidth = 480.0
    private let title: String
    private var fileNumber = 0
    private var buffer: [UInt8] = []
    private var sections: SpilledBytes? = nil
    /// Per file with a section: its number, path and counts.
    private var files: [(number: Int, path: String, counts: FindingCounts)] = []
    /// Unsuppressed findings by severity, and suppressed ones, by rule.
    private var byRule: [String: FindingCounts] = [:]

    /// - Parameter title: the page's heading (`lint` or `preview`).
    public init(title: String = "checkbox-lint") {
        self.title = title
    }

    public mutating func report(_ result: FileResult, to output: ReportOutput) {
        guard case .linted(let findings) = result.outcome else { return }
        fileNumber += 1
        var counts = FindingCounts()
        for finding in findings {
            counts.add(finding)
            byRule[finding.ruleID, default: FindingCounts()].add(finding)
        }
        files.append((fileNumber, result.file.displayPath, counts))
        buffer.removeAll(keepingCapacity: true)
        FileSection(number: fileNumber, file: result.file.displayPath, sketch: result.sketch, findings: findings)
            .write(into: &buffer)
        if sections == nil { sections = SpilledBytes() }
        sections!.append(buffer)
    }

    public mutating func finish(_ summary: RunSummary, notifications: [String], to output: ReportOutput) {
        var bytes: [UInt8] = []
        writeHeader(into: &bytes)
        writeOverview(summary, into: &bytes)
        writeFilters(into: &bytes)
        bytes.append("<main>\n")
        output.write(bytes)
        sections?.copy(to: output)
        sections = nil
        bytes.removeAll()
        if fileNumber == 0 { bytes.append("<p class=\"empty\">No UI description was linted.</p>\n") }
        bytes.append("</main>\n")
        for notification in notifications {
            bytes.append("<p class=\"notification\">")
            HTMLText.append(notification, into: &bytes)
            bytes.append("</p>\n")
        }
        bytes.append("<footer>")
        HTMLText.append(TextReporter.summaryLine(summary), into: &bytes)
        bytes.append("</footer>\n</body>\n</html>\n")
        output.write(bytes)
    }

    private func writeHeader(into bytes: inout [UInt8]) {
        bytes.append("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n")
        bytes.append("<meta http-equiv=\"Content-Security-Policy\" content=\"\(Self.contentSecurityPolicy)\">\n")
        bytes.append("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<title>")
        HTMLText.append(title, into: &bytes)
        bytes.append("</title>\n<style>\n")
        bytes.append(Self.style)
        bytes.append(filterStyle())
        bytes.append("</style>\n</head>\n<body>\n<h1>")
        HTMLText.append(title, into: &bytes)
        bytes.append(" <span class=\"version\">checkbox-lint ")
        HTMLText.append(CheckboxLintVersion.current, into: &bytes)
        bytes.append("</span></h1>\n")
    }

    /// Nothing loads, nothing runs: inline style only.
    static let contentSecurityPolicy = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'"

    /// The rules of the run whose ids can be a class name and an element id as they are.
    private var filterableRules: [String] {
        byRule.keys.filter { id in !id.isEmpty && id.utf8.allSatisfy { (0x61...0x7A).contains($0) || (0x30...0x39).contains($0) || $0 == 0x2D } }.sorted()
    }

    private func writeOverview(_ summary: RunSummary, into bytes: inout [UInt8]) {
        bytes.append("<nav class=\"overview\" aria-labelledby=\"overview\">\n<h2 id=\"overview\">Overview</h2>\n<p class=\"totals\">")
        bytes.append(Mark.error.html + " \(summary.errors) error\(summary.errors == 1 ? "" : "s") · ")
        bytes.append(Mark.warning.html + " \(summary.warnings) warning\(summary.warnings == 1 ? "" : "s") · ")
        bytes.append(Mark.note.html + " \(summary.notes) note\(summary.notes == 1 ? "" : "s") · ")
        bytes.append(Mark.suppressed.html + " \(summary.suppressed) suppressed")
        bytes.append(" in \(summary.lintedFiles) file\(summary.lintedFiles == 1 ? "" : "s") (\(summary.skippedFiles) skipped")
        if summary.unreadableFiles > 0 { bytes.append(", \(summary.unreadableFiles) unreadable") }
        bytes.append(")</p>\n<p class=\"legend\">")
        for mark in [Mark.error, .warning, .note, .suppressed, .clean] {
            bytes.append("<span class=\"\(mark.className)\">\(mark.html) \(mark.word)</span> ")
        }
        bytes.append("</p>\n")
        if !byRule.isEmpty {
            bytes.append("<table class=\"by-rule\">\n<caption>Findings by rule</caption>\n<thead><tr><th scope=\"col\">rule</th><th scope=\"col\">errors</th><th scope=\"col\">warnings</th><th scope=\"col\">notes</th><th scope=\"col\">suppressed</th></tr></thead>\n<tbody>\n")
            for (rule, counts) in byRule.sorted(by: { $0.key < $1.key }) {
                bytes.append("<tr><th scope=\"row\"><a href=\"")
                HTMLText.append(SARIFRules.helpURI(rule), into: &bytes)
                bytes.append("\">")
                HTMLText.append(rule, into: &bytes)
                bytes.append("</a></th><td>\(counts.errors)</td><td>\(counts.warnings)</td><td>\(counts.notes)</td><td>\(counts.suppressed)</td></tr>\n")
            }
            bytes.append("</tbody>\n</table>\n")
        }
        if !files.isEmpty {
            bytes.append("<h3>Files</h3>\n<ol class=\"files\">\n")
            for file in files {
                bytes.append("<li><a href=\"#file-\(file.number)\">")
                HTMLText.append(file.path, into: &bytes)
                bytes.append("</a> <span class=\"counts\">")
                bytes.append(file.counts.description)
                bytes.append("</span></li>\n")
            }
            bytes.append("</ol>\n")
        }
        bytes.append("</nav>\n")
    }

    /// Radio buttons; the style sheet hides what the checked ones leave out (`filterStyle`).
    private func writeFilters(into bytes: inout [UInt8]) {
        guard !byRule.isEmpty else { return }
        bytes.append("<div class=\"filters\">\n<fieldset>\n<legend>Show severity</legend>\n")
        bytes.append("<label><input type=\"radio\" name=\"severity\" id=\"show-all-severities\" checked> all</label>\n")
        for mark in [Mark.error, .warning, .note, .suppressed] {
            bytes.append("<label><input type=\"radio\" name=\"severity\" id=\"show-\(mark.word)\"> \(mark.html) \(mark.word)</label>\n")
        }
        bytes.append("</fieldset>\n<fieldset>\n<legend>Show rule</legend>\n")
        bytes.append("<label><input type=\"radio\" name=\"rule\" id=\"show-all-rules\" checked> all</label>\n")
        for rule in filterableRules {
            bytes.append("<label><input type=\"radio\" name=\"rule\" id=\"show-rule-\(rule)\"> \(rule)</label>\n")
        }
        bytes.append("</fieldset>\n</div>\n")
    }

    /// For each filter: the findings it leaves out, and the checkboxes and files left with none.
    private func filterStyle() -> String {
        var css = ""
        func hide(when input: String, finding selector: String) {
            let shown = ".finding\(selector)"
            css += "body:has(#\(input):checked) .finding:not(\(selector)), "
                + "body:has(#\(input):checked) .notes > li:not(:has(\(shown))), "
                + "body:has(#\(input):checked) section.file:not(:has(\(shown))), "
                + "body:has(#\(input):checked) .others:not(:has(\(shown))) { display: none; }\n"
        }
        for mark in [Mark.error, .warning, .note] {
            hide(when: "show-\(mark.word)", finding: ".sev-\(mark.word):not(.suppressed)")
        }
        hide(when: "show-suppressed", finding: ".suppressed")
        for rule in filterableRules { hide(when: "show-rule-\(rule)", finding: ".rule-\(rule)") }
        return css
    }

    static let style = """
    body { font: 14px/1.4 -apple-system, "Segoe UI", Roboto, "DejaVu Sans", sans-serif; margin: 24px; color: #1d1d1f; background: #fff; }
    h1 { font-size: 20px; } h1 .version { font-weight: normal; color: #6e6e73; font-size: 13px; }
    h2 { font-size: 16px; margin: 28px 0 4px; font-family: ui-monospace, "DejaVu Sans Mono", monospace; overflow-wrap: anywhere; }
    .overview h2 { font-family: inherit; margin-top: 0; }
    h3 { font-size: 14px; margin: 16px 0 8px; } h3 .path, .notes code, .loc { color: #6e6e73; font-weight: normal; font-family: ui-monospace, "DejaVu Sans Mono", monospace; font-size: 12px; }
    .overview { border: 1px solid #d2d2d7; border-radius: 8px; padding: 12px 16px; max-width: 900px; }
    .totals { font-weight: 600; margin: 0 0 8px; }
    .by-rule { border-collapse: collapse; margin: 8px 0; } .by-rule caption { text-align: left; font-weight: 600; }
    .by-rule th, .by-rule td { border-bottom: 1px solid #e5e5ea; padding: 2px 10px 2px 0; text-align: right; } .by-rule th[scope=row], .by-rule thead th:first-child { text-align: left; font-weight: normal; font-family: ui-monospace, "DejaVu Sans Mono", monospace; font-size: 12px; }
    .files { margin: 0; padding-left: 24px; } .files a { font-family: ui-monospace, "DejaVu Sans Mono", monospace; font-size: 12px; overflow-wrap: anywhere; } .files .counts { color: #6e6e73; font-size: 12px; }
    .filters { display: flex; flex-wrap: wrap; gap: 12px; margin: 16px 0; max-width: 900px; } .filters fieldset { border: 1px solid #d2d2d7; border-radius: 8px; } .filters label { margin-right: 10px; white-space: nowrap; display: inline-block; }
    .counts { margin: 0; color: #6e6e73; }
    .screen-body { display: flex; flex-wrap: wrap; gap: 24px; align-items: flex-start; }
    .canvas { position: relative; background: #f5f5f7; border: 1px solid #d2d2d7; border-radius: 8px; flex: none; }
    .canvas .el { position: absolute; box-sizing: border-box; font-size: 12px; overflow: visible; overflow-wrap: anywhere; padding: 1px 4px; line-height: 1.2; }
    .canvas .el.checkbox:hover { z-index: 3; }
    .flow { background: #f5f5f7; border: 1px solid #d2d2d7; border-radius: 8px; padding: 8px; width: 320px; max-width: 100%; box-sizing: border-box; flex: none; }
    .flow .el { box-sizing: border-box; font-size: 12px; margin: 4px 0; padding: 2px 4px; overflow-wrap: anywhere; }
    .el.group { border: 1px dashed #8e8e93; border-radius: 6px; }
    .el.group > .caption { font-weight: 600; color: #3a3a3c; font-size: 11px; text-transform: uppercase; }
    .canvas .el.group > .caption { position: absolute; right: 4px; top: 2px; z-index: 2; background: #f5f5f7; padding: 0 4px; border-radius: 4px; }
    .el.text, .el.tooltip { color: #3a3a3c; }
    .el.button, .el.link { background: #e8e8ed; border-radius: 6px; color: #0040a0; }
    .el.checkbox { background: #fff; border: 1px solid #248a3d; border-radius: 6px; display: flex; flex-wrap: wrap; align-items: center; gap: 2px 4px; }
    .el.checkbox.disabled { opacity: .55; }
    .el.checkbox .box { font-size: 15px; }
    .badge { display: inline-block; min-width: 16px; padding: 0 4px; border-radius: 8px; background: #1d1d1f; color: #fff; font-size: 10px; text-align: center; line-height: 16px; }
    .mark { font-weight: 700; }
    .sev-error .mark, .sev-error.mark { color: #c4001a; } .sev-warning .mark, .sev-warning.mark { color: #a34400; } .sev-note .mark, .sev-note.mark { color: #005bbf; } .suppressed .mark, .suppressed.mark { color: #6e6e73; } .clean .mark { color: #248a3d; }
    .el.sev-error, .el.group.sev-error { border: 3px solid #c4001a; } .el.sev-warning, .el.group.sev-warning { border: 3px dashed #a34400; } .el.sev-note, .el.group.sev-note { border: 3px dotted #005bbf; }
    .el.suppressed, .el.group.suppressed { border: 2px dashed #8e8e93; background: repeating-linear-gradient(135deg, #fff 0 6px, #f0f0f2 6px 12px); }
    .legend > span { padding: 1px 6px; border-radius: 4px; margin-right: 6px; border: 2px solid #248a3d; display: inline-block; }
    .legend .sev-error { border: 3px solid #c4001a; } .legend .sev-warning { border: 3px dashed #a34400; } .legend .sev-note { border: 3px dotted #005bbf; } .legend .suppressed { border: 2px dashed #8e8e93; }
    .notes { margin: 0; padding: 0; list-style: none; max-width: 640px; min-width: 0; flex: 1 1 280px; }
    .notes > li { margin: 0 0 10px; padding-left: 8px; border-left: 4px solid #248a3d; overflow-wrap: anywhere; }
    .notes > li.sev-error { border-left: 4px solid #c4001a; } .notes > li.sev-warning { border-left: 4px dashed #a34400; } .notes > li.sev-note { border-left: 4px dotted #005bbf; } .notes > li.suppressed { border-left: 4px dashed #8e8e93; }
    .notes q { display: block; font-style: italic; }
    .findings { margin: 2px 0 0; padding-left: 18px; overflow-wrap: anywhere; } .findings .severity { font-weight: 600; }
    .findings .suppressed { color: #515154; } .findings .suppressed .severity { font-weight: 600; } .findings .reason { font-style: italic; }
    .unplaced { color: #6e6e73; font-size: 12px; }
    footer { margin-top: 32px; color: #3a3a3c; font-weight: 600; } .notification { color: #c4001a; overflow-wrap: anywhere; }

    """
}

/// How a severity (or its absence) is told apart without colour: a glyph and a word, with a
/// border style of its own in the drawing (`HTMLReporter.style`).
enum Mark {
    case error, warning, note, suppressed, clean

    init(_ severity: Severity) {
        switch severity {
        case .error: self = .error
        case .warning: self = .warning
        case .note: self = .note
        }
    }

    var glyph: String {
        switch self {
        case .error: "✖"
        case .warning: "▲"
        case .note: "●"
        case .suppressed: "⊘"
        case .clean: "✓"
        }
    }

    var word: String {
        switch self {
        case .error: "error"
        case .warning: "warning"
        case .note: "note"
        case .suppressed: "suppressed"
        case .clean: "no finding"
        }
    }

    /// The class an element or list item gets.
    var className: String {
        switch self {
        case .error, .warning, .note: "sev-\(word)"
        case .suppressed: "suppressed"
        case .clean: "clean"
        }
    }

    /// The glyph, hidden from screen readers, which read the word beside it.
    var html: String { "<span class=\"mark\" aria-hidden=\"true\">\(glyph)</span>" }

    /// The mark of an element with `findings`: its worst unsuppressed severity, else suppressed
    /// when it has only suppressed ones, else clean.
    static func of(_ findings: [Finding]) -> Mark {
        if let worst = findings.filter({ !$0.isSuppressed }).map(\.severity).max() { return Mark(worst) }
        return findings.isEmpty ? .clean : .suppressed
    }
}

/// Findings counted for the overview: unsuppressed by severity, and suppressed.
struct FindingCounts {
    var errors = 0, warnings = 0, notes = 0, suppressed = 0

    mutating func add(_ finding: Finding) {
        if finding.isSuppressed { suppressed += 1; return }
        switch finding.severity {
        case .error: errors += 1
        case .warning: warnings += 1
        case .note: notes += 1
        }
    }

    var description: String {
        "\(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s"), \(notes) note\(notes == 1 ? "" : "s")"
            + (suppressed > 0 ? ", \(suppressed) suppressed" : "")
    }
}

/// Text from the files as HTML: escaped as attribute values are, so that line breaks become
/// character references and no line of the page holds a file's line break (`XMLEscaping`).
enum HTMLText {
    static func append(_ text: String, into bytes: inout [UInt8]) {
        XMLEscaping.append(text, attribute: true, into: &bytes)
    }
}

/// Bytes kept in an anonymous temporary file (deleted when closed) rather than in memory, then
/// copied to the output; in memory when no temporary file can be made.
final class SpilledBytes {
    private var file: UnsafeMutablePointer<FILE>?
    private var memory: [UInt8] = []
    private var failed = false

    init() {
        file = tmpfile()
    }

    deinit {
        if let file { fclose(file) }
    }

    func append(_ bytes: [UInt8]) {
        guard let file, !failed else { memory += bytes; return }
        let written = bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, file) }
        if written != bytes.count {
            // Out of temporary space: what was written is read back, the rest kept in memory.
            failed = true
            memory += bytes[written...]
        }
    }

    func copy(to output: ReportOutput) {
        if let file {
            fflush(file)
            rewind(file)
            var chunk = [UInt8](repeating: 0, count: 1 << 20)
            while true {
                let count = chunk.withUnsafeMutableBytes { fread($0.baseAddress, 1, $0.count, file) }
                if count == 0 { break }
                output.write(Array(chunk[..<count]))
            }
        }
        if !memory.isEmpty { output.write(memory) }
    }
}

/// One file's part of the page.
struct FileSection {
    let number: Int
    let file: String
    let sketch: DocumentSketch?
    let findings: [Finding]

    func write(into bytes: inout [UInt8]) {
        bytes.append("<section class=\"file\" id=\"file-\(number)\">\n<h2>")
        HTMLText.append(file, into: &bytes)
        bytes.append("</h2>\n<p class=\"counts\">")
        var counts = FindingCounts()
        for finding in findings { counts.add(finding) }
        bytes.append(counts.description)
        bytes.append("</p>\n")
        let owners = FindingOwners(sketch: sketch, findings: findings)
        var shown = Set<Int>()
        var checkboxNumber = 0
        for screen in sketch?.screens ?? [] {
            ScreenDrawing(screen: screen, fileNumber: number, owners: owners, firstNumber: checkboxNumber + 1)
                .write(into: &bytes, numbered: &checkboxNumber, shown: &shown)
        }
        let others = findings.indices.filter { !shown.contains($0) }
        if !others.isEmpty {
            bytes.append("<div class=\"others\">\n")
            bytes.append(sketch == nil ? "<h3>Findings</h3>\n" : "<h3>Findings on other elements</h3>\n")
            bytes.append("<ul class=\"findings\">\n")
            for index in others { FindingItem(finding: findings[index], withPath: true).write(into: &bytes) }
            bytes.append("</ul>\n</div>\n")
        }
        bytes.append("</section>\n")
    }
}

/// Which element each finding is about. Findings name their element by path, and a duplicate id
/// gives two elements one path: each finding then goes to the last of them that starts at or
/// before it (a finding is located at its element or at one of its attributes), so that each
/// checkbox lists its own findings, not the findings of both.
struct FindingOwners {
    /// Indexes into the findings, by element (path and location).
    private var byElement: [ElementKey: [Int]] = [:]
    let findings: [Finding]

    struct ElementKey: Hashable {
        let path: String
        let location: SourceLocation
    }

    init(sketch: DocumentSketch?, findings: [Finding]) {
        self.findings = findings
        var starts: [String: [SourceLocation]] = [:]
        for screen in sketch?.screens ?? [] {
            for node in screen.allNodes { starts[node.path, default: []].append(node.location) }
        }
        for key in starts.keys { starts[key]!.sort() }
        for (index, finding) in findings.enumerated() where !finding.path.isEmpty {
            guard let candidates = starts[finding.path] else { continue }
            let owner = candidates.count == 1 ? candidates[0]
                : candidates.last { $0 <= finding.location } ?? candidates[0]
            byElement[ElementKey(path: finding.path, location: owner), default: []].append(index)
        }
    }

    /// The indexes of the findings about `node`.
    func indexes(of node: SketchNode) -> [Int] {
        byElement[ElementKey(path: node.path, location: node.location)] ?? []
    }

    func findings(of node: SketchNode) -> [Finding] {
        indexes(of: node).map { findings[$0] }
    }
}

/// One finding as a list item: its severity (glyph and word), its rule linked to the rule's page,
/// its message and line; a suppressed one says so, with its reason.
struct FindingItem {
    let finding: Finding
    let withPath: Bool

    func write(into bytes: inout [UInt8]) {
        let severity = finding.severity.rawValue
        let mark = finding.isSuppressed ? Mark.suppressed : Mark(finding.severity)
        bytes.append("<li class=\"finding sev-\(severity)\(finding.isSuppressed ? " suppressed" : "") rule-")
        HTMLText.append(finding.ruleID, into: &bytes)
        bytes.append("\"><span class=\"severity\">\(mark.html) \(finding.isSuppressed ? "suppressed \(severity)" : severity)</span> <a href=\"")
        HTMLText.append(SARIFRules.helpURI(finding.ruleID), into: &bytes)
        bytes.append("\">")
        HTMLText.append(finding.ruleID, into: &bytes)
        bytes.append("</a> ")
        HTMLText.append(finding.message, into: &bytes)
        if let suppression = finding.suppression {
            bytes.append(" <span class=\"reason\">(suppressed")
            let kind = suppression.kind == .inSource ? " in the source" : " by the baseline"
            bytes.append(kind)
            if !suppression.justification.isEmpty {
                bytes.append(": ")
                HTMLText.append(suppression.justification, into: &bytes)
            }
            bytes.append(")</span>")
        }
        bytes.append(" <span class=\"loc\">")
        if withPath, !finding.path.isEmpty {
            HTMLText.append(finding.path, into: &bytes)
            bytes.append(" ")
        }
        bytes.append("\(finding.location.line):\(finding.location.column)</span></li>\n")
    }
}

/// A screen: its drawing, and beside it the numbered announcements and findings of its checkboxes.
struct ScreenDrawing {
    let screen: SketchNode
    let fileNumber: Int
    let owners: FindingOwners
    let firstNumber: Int

    func mark(of node: SketchNode) -> Mark {
        Mark.of(owners.findings(of: node))
    }

    /// The class of an element with findings (none for one without).
    func markClass(of node: SketchNode) -> String {
        let mark = mark(of: node)
        return mark == .clean ? "" : " " + mark.className
    }

    func write(into bytes: inout [UInt8], numbered: inout Int, shown: inout Set<Int>) {
        let nodes = screen.allNodes.dropFirst()
        let checkboxes = nodes.filter { $0.kind == "checkbox" }
        var numbers: [FindingOwners.ElementKey: Int] = [:]
        for (offset, checkbox) in checkboxes.enumerated() {
            numbers[FindingOwners.ElementKey(path: checkbox.path, location: checkbox.location)] = firstNumber + offset
        }
        numbered += checkboxes.count

        bytes.append("<div class=\"screen\">\n<h3>")
        HTMLText.append(screen.caption ?? "Screen", into: &bytes)
        bytes.append(" <span class=\"path\">")
        HTMLText.append(screen.path, into: &bytes)
        bytes.append("</span></h3>\n<div class=\"screen-body\">\n")
        // Drawn at its coordinates when every checkbox has them; stacked otherwise.
        let placed = nodes.filter { $0.frame != nil }
        if !checkboxes.isEmpty, checkboxes.allSatisfy({ $0.frame != nil }) {
            writeCanvas(placed, numbers: numbers, into: &bytes)
            let unplaced = nodes.filter { $0.frame == nil && $0.kind == "checkbox" }
            if !unplaced.isEmpty { bytes.append("<p class=\"unplaced\">\(unplaced.count) element(s) without a frame not drawn</p>\n") }
        } else {
            bytes.append("<div class=\"flow\">\n")
            for child in screen.children { writeFlow(child, numbers: numbers, into: &bytes) }
            bytes.append("</div>\n")
        }
        bytes.append("<ol class=\"notes\">\n")
        for checkbox in checkboxes {
            let number = numbers[FindingOwners.ElementKey(path: checkbox.path, location: checkbox.location)]!
            let indexes = owners.indexes(of: checkbox)
            shown.formUnion(indexes)
            let mark = mark(of: checkbox)
            bytes.append("<li class=\"note \(mark.className)\" id=\"f\(fileNumber)-c\(number)\"><span class=\"badge\">\(number)</span> \(mark.html) <code>")
            HTMLText.append(checkbox.path, into: &bytes)
            bytes.append("</code> <span class=\"loc\">\(checkbox.location.line):\(checkbox.location.column)</span>\n<q>")
            HTMLText.append(checkbox.announcement ?? "", into: &bytes)
            bytes.append("</q>\n")
            if !indexes.isEmpty {
                bytes.append("<ul class=\"findings\">\n")
                for index in indexes { FindingItem(finding: owners.findings[index], withPath: false).write(into: &bytes) }
                bytes.append("</ul>\n")
            }
            bytes.append("</li>\n")
        }
        if checkboxes.isEmpty { bytes.append("<li>No checkbox on this screen.</li>\n") }
        bytes.append("</ol>\n</div>\n</div>\n")
    }

    /// Elements at their frames, relative to the top-left corner of them all, scaled to fit.
    private func writeCanvas(_ placed: [SketchNode], numbers: [FindingOwners.ElementKey: Int], into bytes: inout [UInt8]) {
        let frames = placed.compactMap(\.frame)
        let minX = frames.map(\.x).min() ?? 0, minY = frames.map(\.y).min() ?? 0
        let width = max(1, (frames.map { $0.x + $0.width }.max() ?? 1) - minX)
        let height = max(1, (frames.map { $0.y + $0.height }.max() ?? 1) - minY)
        let scale = min(1.5, HTMLReporter.maximumCanvasWidth / width)
        bytes.append("<div class=\"canvas\" style=\"width:\(Self.pixels(width * scale + 16));height:\(Self.pixels(height * scale + 16))\">\n")
        // Groups first, so the controls in them are drawn over them.
        for node in placed.filter({ $0.kind == "group" }) + placed.filter({ $0.kind != "group" }) {
            let frame = node.frame!
            let style = "left:\(Self.pixels((frame.x - minX) * scale + 8));top:\(Self.pixels((frame.y - minY) * scale + 8));"
                + "width:\(Self.pixels(frame.width * scale));\(node.kind == "checkbox" ? "min-height" : "height"):\(Self.pixels(frame.height * scale))"
            writeElement(node, style: style, number: numbers[FindingOwners.ElementKey(path: node.path, location: node.location)], into: &bytes)
            bytes.append("</div>\n")
        }
        bytes.append("</div>\n")
    }

    /// Elements stacked in document order, groups around their members; known sizes kept.
    private func writeFlow(_ node: SketchNode, numbers: [FindingOwners.ElementKey: Int], into bytes: inout [UInt8]) {
        var style = ""
        if node.kind != "group", let height = node.frame?.height ?? node.height { style += "min-height:\(Self.pixels(min(height, 120)))" }
        writeElement(node, style: style, number: numbers[FindingOwners.ElementKey(path: node.path, location: node.location)], into: &bytes)
        for child in node.children { writeFlow(child, numbers: numbers, into: &bytes) }
        bytes.append("</div>\n")
    }

    /// An element's opening tag and caption; the caller closes it.
    private func writeElement(_ node: SketchNode, style: String, number: Int?, into bytes: inout [UInt8]) {
        bytes.append("<div class=\"el ")
        HTMLText.append(node.kind, into: &bytes)
        bytes.append(markClass(of: node))
        if node.isDisabled { bytes.append(" disabled") }
        bytes.append("\"")
        if !style.isEmpty { bytes.append(" style=\"\(style)\"") }
        if let announcement = node.announcement {
            bytes.append(" title=\"")
            HTMLText.append(announcement, into: &bytes)
            bytes.append("\"")
        }
        bytes.append(">")
        if let number {
            let glyph = switch node.state ?? .unchecked {
            case .unchecked: "☐"
            case .checked: "☑"
            case .indeterminate: "⊟"
            }
            bytes.append("<span class=\"badge\">\(number)</span>")
            let mark = mark(of: node)
            if mark != .clean { bytes.append(mark.html) }
            bytes.append("<span class=\"box\">\(glyph)</span>")
        }
        bytes.append("<span class=\"caption\">")
        HTMLText.append(node.caption ?? (node.kind == "checkbox" ? "(no name)" : ""), into: &bytes)
        bytes.append("</span>")
    }

    /// A CSS length in pixels, with at most one decimal.
    static func pixels(_ value: Double) -> String {
        // Clamped: a frame of 1e300 points is drawn huge, not converted into an Int that traps.
        let tenths = (min(max(0, value.isNaN ? 0 : value), 1_000_000) * 10).rounded()
        let whole = Int(tenths) / 10, fraction = Int(tenths) % 10
        return fraction == 0 ? "\(whole)px" : "\(whole).\(fraction)px"
    }
}
