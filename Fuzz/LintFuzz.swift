// libFuzzer target: the whole pipeline on one document, bytes → `Linter.lint` → every report
// format and the preview, each line checked (Fuzz/OutputChecks.swift).
// The first byte chooses the syntax and the way the file is named, so one corpus covers both.
// Built by scripts/fuzz with the library sources (not a SwiftPM target: SwiftPM renames `main`).

private let linter: Linter = {
    var configuration = LintConfiguration()
    // Every rule that exists, so every rule meets hostile models.
    for description in RuleRegistry.descriptions { configuration.enable(description.id) }
    return try! Linter(configuration: configuration)
}()

/// File names a pull request could commit, chosen by the first byte: each report and the preview
/// must keep them on one line and out of the runner's workflow commands.
private let names = ["", "::add-mask::", "a\n::error ::", "b\r::error ::", " ::warning ::", "c\u{85}::error ::",
                     "d\u{2028}", "e\u{1B}[2J\u{07}", "f\u{0}", "##[add-mask]"]

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let prefix = names[Int((bytes.first ?? 0) >> 4) % names.count]
    let file: String
    let syntax: Linter.Syntax?
    switch bytes.first.map({ $0 & 3 }) {
    case 0: (file, syntax) = (prefix + "fuzz.xml", .xml)
    case 1: (file, syntax) = (prefix + "fuzz.json", .json)
    default: (file, syntax) = ("-", nil)  // guessed from the content, as for standard input
    }
    let shown = file == "-" ? "-" : OneLine.path(file)
    switch linter.lint(bytes: bytes, file: shown, syntax: syntax, requireUIRoot: file == "-") {
    case .skipped:
        break
    case .linted(let findings):
        for finding in findings {
            precondition(finding.location.line >= 1 && finding.location.column >= 1, "location \(finding.location)")
            precondition(!finding.message.contains("\n"), "a message spans lines: \(finding.message)")
        }
        // Every format, every line: one line each, and no workflow command but `github`'s own.
        let result = FileResult(file: InputFile(path: file, displayPath: shown), outcome: .linted(findings))
        var summary = RunSummary()
        summary.add(result)
        var text = TextReporter(color: false, quiet: false)
        checkOutputLines(rendered { text.report(result, to: $0); text.finish(summary, notifications: [], to: $0) }, "text")
        var github = GitHubReporter()
        checkOutputLines(rendered { github.report(result, to: $0); github.finish(summary, notifications: [], to: $0) }, commands: true, "github")
        var json = JSONReporter()
        checkOutputLines(rendered { json.report(result, to: $0); json.finish(summary, notifications: [], to: $0) }, "json")
        var sarif = SARIFReporter(sourceRoot: "/src")
        checkOutputLines(rendered { sarif.report(result, to: $0); sarif.finish(summary, notifications: [], to: $0) }, "sarif")
    }
    // The preview of the same bytes, as text and JSON.
    if case .built(let document, _) = linter.read(bytes: bytes, file: shown, requireUIRoot: file == "-"), document.root?.kind == .ui {
        let builder = AnnouncementBuilder(document: document)
        for checkbox in document.checkboxes {
            // With a group title line too (a native reader's), from the checkbox's own label.
            let title = GroupTitle(location: checkbox.location, path: checkbox.path, title: checkbox.label ?? "", spoken: checkbox.label ?? "")
            let announced = AnnouncedCheckbox(file: document.file, location: checkbox.location, path: checkbox.path, id: checkbox.id,
                                              locale: document.locale, announcement: builder.announcement(for: checkbox),
                                              groupTitle: title)
            checkOutputLines(announced.textLines, "preview text")
            checkOutputLines(announced.jsonObject, "preview json")
        }
    }
    return 0
}
