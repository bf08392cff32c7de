// Shared by every fuzz target (scripts/fuzz compiles it with each): what any line we print must be.

#if canImport(Glibc)
import Glibc
#endif

/// `precondition` with its message printed: an optimised build drops a failed precondition's
/// message, and the message is what says which check an input broke.
func expect(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String = "a check of the fuzz target failed") {
    if !condition() { fatalError(message()) }
}

/// Every line of `text` is one line by any reader's count (no CR, NEL U+0085, U+2028, U+2029 or
/// other control character left in it) and none starts a GitHub Actions workflow command (`::`,
/// after spaces) or holds `##[` (the runner's older commands, found anywhere in a line), unless
/// `commands` allows the `github` format's own annotations.
func checkOutputLines(_ text: String, commands: Bool = false, _ what: String) {
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
        if let bad = line.unicodeScalars.first(where: OneLine.needsEscape) {
            fatalError("\(what): a raw U+\(String(bad.value, radix: 16)) in the line \(line.debugDescription)")
        }
        expect(!line.contains("##["), "\(what): a line with the runner's older command prefix ##[: \(line.debugDescription)")
        if OneLine.startsCommand(line) {
            // The `github` format's annotations (`file=`), and its own summary (`title=checkbox-lint`:
            // that GitHub shows only the first ten annotations of each kind, on a run with more).
            let own = commands && ["::error ", "::warning ", "::notice "].contains { kind in
                line.hasPrefix(kind + "file=") || line.hasPrefix(kind + "title=checkbox-lint::")
            }
            expect(own, "\(what): a line that is a workflow command: \(line.debugDescription)")
        }
    }
}

/// What `body` writes to a `ReportOutput`, as text (an in-memory stream).
func rendered(_ body: (ReportOutput) -> Void) -> String {
    var buffer: UnsafeMutablePointer<CChar>?
    var size = 0
    guard let stream = open_memstream(&buffer, &size) else { fatalError("open_memstream failed") }
    let output = ReportOutput(stream: stream)
    body(output)
    output.flush()
    fclose(stream)
    defer { free(buffer) }
    return String(decoding: UnsafeRawBufferPointer(start: buffer, count: size), as: UTF8.self)
}

/// What every target checks once a document is linted: the findings' locations and messages, then
/// every report format (the HTML page with the document's sketch), every line one line and no
/// workflow command but the `github` format's own annotations.
func checkReports(file: String, shown: String, findings: [Finding], document: Document?, lineCount: Int? = nil) {
    for finding in findings {
        expect(finding.location.line >= 1 && finding.location.column >= 1, "location \(finding.location)")
        if let lineCount {
            expect(finding.location.line <= lineCount + 1, "location \(finding.location) past the file's \(lineCount) lines")
        }
        expect(!finding.message.contains("\n"), "a message spans lines: \(finding.message)")
    }
    let result = FileResult(file: InputFile(path: file, displayPath: shown), outcome: .linted(findings),
                            sketch: document.flatMap(DocumentSketch.init))
    var summary = RunSummary()
    summary.add(result)
    func check<Format: Reporter>(_ reporter: Format, commands: Bool = false, _ what: String) {
        var reporter = reporter
        checkOutputLines(rendered { reporter.report(result, to: $0); reporter.finish(summary, notifications: [], to: $0) },
                         commands: commands, what)
    }
    check(TextReporter(color: false, quiet: false), "text")
    check(GitHubReporter(), commands: true, "github")
    check(JSONReporter(), "json")
    check(SARIFReporter(sourceRoot: "/src"), "sarif")
    check(CheckstyleReporter(), "checkstyle")
    check(JUnitReporter(), "junit")
    check(CodeClimateReporter(), "codeclimate")
    check(HTMLReporter(), "html")
}

/// The preview of every checkbox of `document`, as text and JSON, with a group title line made
/// from the checkbox's own label (so that a hostile label reaches the title's line too).
func checkPreview(of document: Document) {
    guard document.root?.kind == .ui else { return }
    let builder = AnnouncementBuilder(document: document)
    for checkbox in document.checkboxes {
        let title = GroupTitle(location: checkbox.location, path: checkbox.path, title: checkbox.label ?? "",
                               spoken: (checkbox.label ?? "") + ", Heading")
        let announced = AnnouncedCheckbox(file: document.file, location: checkbox.location, path: checkbox.path, id: checkbox.id,
                                          locale: document.locale, announcement: builder.announcement(for: checkbox),
                                          groupTitle: title)
        checkOutputLines(announced.textLines, "preview text")
        checkOutputLines(announced.jsonObject, "preview json")
    }
}
