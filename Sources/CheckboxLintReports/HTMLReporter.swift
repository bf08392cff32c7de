import CheckboxLintModel
import CheckboxLintRules
import CheckboxLintEngine

/// `--format html` (`lint` and `preview`): one self-contained page for the whole run, for those who
/// would rather look than read. Each screen is drawn from the model's geometry: where every
/// checkbox of a screen has a frame (x, y, width, height), elements are placed at their
/// coordinates, scaled to fit; otherwise (Android layouts, descriptions with sizes only) they are
/// stacked in document order, groups boxed around their members. Each checkbox carries a number,
/// and is outlined by the highest severity of its findings; beside the drawing, the same number
/// gives its announcement and its findings, each linked to its rule's page. Findings on other
/// elements (a group, the document) are listed after the screens.
///
/// The page has no script and loads nothing: its style is inline, so it can be attached to a CI
/// run or mailed as it is. Text from the files goes through `XMLEscaping`. Suppressed findings are
/// left out, as in the text report. Files are written as they come.
public struct HTMLReporter: Reporter {
    /// The widest a drawing gets, in CSS pixels; wider screens (a macOS window) are scaled down.
    static let maximumCanvasWidth = 480.0
    private let title: String
    private var wroteHeader = false
    private var fileNumber = 0
    private var buffer: [UInt8] = []

    /// - Parameter title: the page's heading (`lint` or `preview`).
    public init(title: String = "checkbox-lint") {
        self.title = title
    }

    public mutating func report(_ result: FileResult, to output: ReportOutput) {
        buffer.removeAll(keepingCapacity: true)
        if !wroteHeader { writeHeader(into: &buffer); wroteHeader = true }
        if case .linted(let findings) = result.outcome {
            fileNumber += 1
            FileSection(number: fileNumber, file: result.file.displayPath, sketch: result.sketch,
                        findings: findings.filter { !$0.isSuppressed }).write(into: &buffer)
        }
        if !buffer.isEmpty { output.write(buffer) }
    }

    public mutating func finish(_ summary: RunSummary, notifications: [String], to output: ReportOutput) {
        var bytes: [UInt8] = []
        if !wroteHeader { writeHeader(into: &bytes) }
        if fileNumber == 0 { bytes.append("<p class=\"empty\">No UI description was linted.</p>\n") }
        for notification in notifications {
            bytes.append("<p class=\"notification\">")
            XMLEscaping.append(notification, attribute: false, into: &bytes)
            bytes.append("</p>\n")
        }
        bytes.append("<footer>")
        XMLEscaping.append(TextReporter.summaryLine(summary), attribute: false, into: &bytes)
        bytes.append("</footer>\n</body>\n</html>\n")
        output.write(bytes)
    }

    private func writeHeader(into bytes: inout [UInt8]) {
        bytes.append("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>")
        XMLEscaping.append(title, attribute: false, into: &bytes)
        bytes.append("</title>\n<style>\n")
        bytes.append(Self.style)
        bytes.append("</style>\n</head>\n<body>\n<h1>")
        XMLEscaping.append(title, attribute: false, into: &bytes)
        bytes.append(" <span class=\"version\">checkbox-lint ")
        XMLEscaping.append(CheckboxLintVersion.current, attribute: false, into: &bytes)
        bytes.append("</span></h1>\n<p class=\"legend\"><span class=\"sev-error\">error</span> <span class=\"sev-warning\">warning</span> <span class=\"sev-note\">note</span> <span class=\"sev-none\">no finding</span></p>\n")
    }

    static let style = """
    body { font: 14px/1.4 -apple-system, "Segoe UI", Roboto, "DejaVu Sans", sans-serif; margin: 24px; color: #1d1d1f; background: #fff; }
    h1 { font-size: 20px; } h1 .version { font-weight: normal; color: #6e6e73; font-size: 13px; }
    h2 { font-size: 16px; margin: 28px 0 4px; font-family: ui-monospace, "DejaVu Sans Mono", monospace; }
    h3 { font-size: 14px; margin: 16px 0 8px; } h3 .path, .notes code, .loc { color: #6e6e73; font-weight: normal; font-family: ui-monospace, "DejaVu Sans Mono", monospace; font-size: 12px; }
    .counts { margin: 0; color: #6e6e73; }
    .screen-body { display: flex; gap: 24px; align-items: flex-start; }
    .canvas { position: relative; background: #f5f5f7; border: 1px solid #d2d2d7; border-radius: 8px; flex: none; overflow: hidden; }
    .canvas .el { position: absolute; box-sizing: border-box; font-size: 12px; overflow: hidden; white-space: nowrap; text-overflow: ellipsis; padding: 1px 4px; }
    .flow { background: #f5f5f7; border: 1px solid #d2d2d7; border-radius: 8px; padding: 8px; width: 320px; flex: none; }
    .flow .el { box-sizing: border-box; font-size: 12px; margin: 4px 0; padding: 2px 4px; }
    .el.group { border: 1px dashed #8e8e93; border-radius: 6px; }
    .el.group > .caption { font-weight: 600; color: #3a3a3c; font-size: 11px; text-transform: uppercase; }
    .canvas .el.group > .caption { position: absolute; right: 4px; top: 2px; z-index: 2; background: #f5f5f7; padding: 0 4px; border-radius: 4px; }
    .el.text, .el.tooltip { color: #3a3a3c; }
    .el.button, .el.link { background: #e8e8ed; border-radius: 6px; color: #0040a0; }
    .el.checkbox { background: #fff; border: 2px solid #34c759; border-radius: 6px; display: flex; align-items: center; gap: 4px; }
    .el.checkbox.disabled { opacity: .55; }
    .el.checkbox .box { font-size: 15px; }
    .badge { display: inline-block; min-width: 16px; padding: 0 4px; border-radius: 8px; background: #1d1d1f; color: #fff; font-size: 10px; text-align: center; line-height: 16px; }
    .el.sev-error, .el.group.sev-error { border: 3px solid #d70015; } .el.sev-warning, .el.group.sev-warning { border: 3px solid #c93400; } .el.sev-note, .el.group.sev-note { border: 3px solid #0071e3; }
    .legend span { padding: 1px 6px; border-radius: 4px; margin-right: 6px; border: 2px solid; }
    .legend .sev-error { border-color: #d70015; } .legend .sev-warning { border-color: #c93400; } .legend .sev-note { border-color: #0071e3; } .legend .sev-none { border-color: #34c759; }
    .notes { margin: 0; padding: 0; list-style: none; max-width: 640px; }
    .notes > li { margin: 0 0 10px; padding-left: 8px; border-left: 4px solid #34c759; }
    .notes > li.sev-error { border-color: #d70015; } .notes > li.sev-warning { border-color: #c93400; } .notes > li.sev-note { border-color: #0071e3; }
    .notes q { display: block; font-style: italic; }
    .findings { margin: 2px 0 0; padding-left: 18px; } .findings .severity { font-weight: 600; }
    .findings .sev-error .severity { color: #d70015; } .findings .sev-warning .severity { color: #c93400; } .findings .sev-note .severity { color: #0071e3; }
    .unplaced { color: #6e6e73; font-size: 12px; }
    footer { margin-top: 32px; color: #3a3a3c; font-weight: 600; } .notification { color: #d70015; }

    """
}

/// One file's part of the page.
struct FileSection {
    let number: Int
    let file: String
    let sketch: DocumentSketch?
    let findings: [Finding]

    func write(into bytes: inout [UInt8]) {
        bytes.append("<section class=\"file\">\n<h2>")
        XMLEscaping.append(file, attribute: false, into: &bytes)
        bytes.append("</h2>\n<p class=\"counts\">")
        let counts = [Severity.error, .warning, .note].map { severity in findings.filter { $0.severity == severity }.count }
        bytes.append("\(counts[0]) error\(counts[0] == 1 ? "" : "s"), \(counts[1]) warning\(counts[1] == 1 ? "" : "s"), \(counts[2]) note\(counts[2] == 1 ? "" : "s")")
        bytes.append("</p>\n")
        var byPath: [String: [Finding]] = [:]
        for finding in findings where !finding.path.isEmpty { byPath[finding.path, default: []].append(finding) }
        var shown = Set<String>()
        var checkboxNumber = 0
        for screen in sketch?.screens ?? [] {
            ScreenDrawing(screen: screen, fileNumber: number, findingsByPath: byPath, firstNumber: checkboxNumber + 1)
                .write(into: &bytes, numbered: &checkboxNumber, shown: &shown)
        }
        let others = findings.filter { !shown.contains($0.path) || $0.path.isEmpty }
        if !others.isEmpty {
            bytes.append(sketch == nil ? "<h3>Findings</h3>\n" : "<h3>Findings on other elements</h3>\n")
            bytes.append("<ul class=\"findings\">\n")
            for finding in others { FindingItem(finding: finding, withPath: true).write(into: &bytes) }
            bytes.append("</ul>\n")
        }
        bytes.append("</section>\n")
    }
}

/// One finding as a list item: its severity, its rule linked to the rule's page, its message and line.
struct FindingItem {
    let finding: Finding
    let withPath: Bool

    func write(into bytes: inout [UInt8]) {
        bytes.append("<li class=\"sev-\(finding.severity.rawValue)\"><span class=\"severity\">\(finding.severity.rawValue)</span> <a href=\"")
        XMLEscaping.append(SARIFRules.helpURI(finding.ruleID), attribute: true, into: &bytes)
        bytes.append("\">")
        XMLEscaping.append(finding.ruleID, attribute: false, into: &bytes)
        bytes.append("</a> ")
        XMLEscaping.append(finding.message, attribute: false, into: &bytes)
        bytes.append(" <span class=\"loc\">")
        if withPath, !finding.path.isEmpty {
            XMLEscaping.append(finding.path, attribute: false, into: &bytes)
            bytes.append(" ")
        }
        bytes.append("\(finding.location.line):\(finding.location.column)</span></li>\n")
    }
}

/// A screen: its drawing, and beside it the numbered announcements and findings of its checkboxes.
struct ScreenDrawing {
    let screen: SketchNode
    let fileNumber: Int
    let findingsByPath: [String: [Finding]]
    let firstNumber: Int

    /// The highest severity of an element's findings, nil when it has none.
    func severity(of node: SketchNode) -> Severity? {
        findingsByPath[node.path]?.map(\.severity).max()
    }

    func severityClass(of node: SketchNode) -> String {
        severity(of: node).map { " sev-\($0.rawValue)" } ?? ""
    }

    func write(into bytes: inout [UInt8], numbered: inout Int, shown: inout Set<String>) {
        let nodes = screen.allNodes.dropFirst()
        let checkboxes = nodes.filter { $0.kind == "checkbox" }
        var numbers: [String: Int] = [:]
        for (offset, checkbox) in checkboxes.enumerated() { numbers[checkbox.path] = firstNumber + offset }
        numbered += checkboxes.count

        bytes.append("<div class=\"screen\">\n<h3>")
        XMLEscaping.append(screen.caption ?? "Screen", attribute: false, into: &bytes)
        bytes.append(" <span class=\"path\">")
        XMLEscaping.append(screen.path, attribute: false, into: &bytes)
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
            shown.insert(checkbox.path)
            bytes.append("<li class=\"note\(severityClass(of: checkbox))\" id=\"f\(fileNumber)-c\(numbers[checkbox.path]!)\"><span class=\"badge\">\(numbers[checkbox.path]!)</span> <code>")
            XMLEscaping.append(checkbox.path, attribute: false, into: &bytes)
            bytes.append("</code> <span class=\"loc\">\(checkbox.location.line):\(checkbox.location.column)</span>\n<q>")
            XMLEscaping.append(checkbox.announcement ?? "", attribute: false, into: &bytes)
            bytes.append("</q>\n")
            if let findings = findingsByPath[checkbox.path], !findings.isEmpty {
                bytes.append("<ul class=\"findings\">\n")
                for finding in findings { FindingItem(finding: finding, withPath: false).write(into: &bytes) }
                bytes.append("</ul>\n")
            }
            bytes.append("</li>\n")
        }
        if checkboxes.isEmpty { bytes.append("<li>No checkbox on this screen.</li>\n") }
        bytes.append("</ol>\n</div>\n</div>\n")
    }

    /// Elements at their frames, relative to the top-left corner of them all, scaled to fit.
    private func writeCanvas(_ placed: [SketchNode], numbers: [String: Int], into bytes: inout [UInt8]) {
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
                + "width:\(Self.pixels(frame.width * scale));height:\(Self.pixels(frame.height * scale))"
            writeElement(node, style: style, number: numbers[node.path], into: &bytes)
            bytes.append("</div>\n")
        }
        bytes.append("</div>\n")
    }

    /// Elements stacked in document order, groups around their members; known sizes kept.
    private func writeFlow(_ node: SketchNode, numbers: [String: Int], into bytes: inout [UInt8]) {
        var style = ""
        if node.kind != "group", let height = node.frame?.height ?? node.height { style += "min-height:\(Self.pixels(min(height, 120)))" }
        writeElement(node, style: style, number: numbers[node.path], into: &bytes)
        for child in node.children { writeFlow(child, numbers: numbers, into: &bytes) }
        bytes.append("</div>\n")
    }

    /// An element's opening tag and caption; the caller closes it.
    private func writeElement(_ node: SketchNode, style: String, number: Int?, into bytes: inout [UInt8]) {
        bytes.append("<div class=\"el ")
        XMLEscaping.append(node.kind, attribute: true, into: &bytes)
        bytes.append(severityClass(of: node))
        if node.isDisabled { bytes.append(" disabled") }
        bytes.append("\"")
        if !style.isEmpty { bytes.append(" style=\"\(style)\"") }
        if let announcement = node.announcement {
            bytes.append(" title=\"")
            XMLEscaping.append(announcement, attribute: true, into: &bytes)
            bytes.append("\"")
        }
        bytes.append(">")
        if let number {
            let glyph = switch node.state ?? .unchecked {
            case .unchecked: "☐"
            case .checked: "☑"
            case .indeterminate: "⊟"
            }
            bytes.append("<span class=\"badge\">\(number)</span><span class=\"box\">\(glyph)</span>")
        }
        bytes.append("<span class=\"caption\">")
        XMLEscaping.append(node.caption ?? (node.kind == "checkbox" ? "(no name)" : ""), attribute: false, into: &bytes)
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
