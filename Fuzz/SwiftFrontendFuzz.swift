// libFuzzer target: the Swift front end (SPEC §10) on one file, bytes → `Linter.lint` with every
// rule → every report format and the preview, each line checked (Fuzz/OutputChecks.swift); and the
// bounds of SPEC §7: a file is refused before parsing, or parsed and mapped, never a crash.
// Built by scripts/fuzz with the library sources and the Swift front end's, linked with a
// prebuilt swift-syntax (not instrumented: coverage guides through checkbox-lint's own code).

private let linter: Linter = {
    var configuration = LintConfiguration()
    var registry = FrontendRegistry.standard
    registry.register(SwiftFrontend())
    configuration.frontends = registry
    // Every rule that exists, so every rule meets hostile models.
    for description in RuleRegistry.descriptions { configuration.enable(description.id) }
    return try! Linter(configuration: configuration)
}()

/// File names a pull request could commit, chosen by the first byte (as in LintFuzz.swift).
private let names = ["", "::add-mask::", "a\n::error ::", "b\r::error ::", " ::warning ::", "c\u{85}::error ::",
                     "d\u{2028}", "e\u{1B}[2J\u{07}", "f\u{0}", "##[add-mask]"]

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let file = names[Int((bytes.first ?? 0) >> 4) % names.count] + "Fuzz.swift"
    let shown = OneLine.path(file)
    // A refusal happens before the parser, with a location inside the file.
    let refusal = SwiftSourceBounds.check(bytes)
    switch linter.lint(bytes: bytes, file: shown) {
    case .skipped:
        precondition(refusal == nil || !SwiftConstructs.mayHoldCheckbox(bytes), "a file refused by the bounds was skipped")
    case .linted(let findings):
        let lineCount = bytes.reduce(1) { $0 + ($1 == 0x0A ? 1 : 0) }
        for finding in findings {
            precondition(finding.location.line >= 1 && finding.location.column >= 1, "location \(finding.location)")
            precondition(finding.location.line <= lineCount + 1, "location \(finding.location) past the file's \(lineCount) lines")
            precondition(!finding.message.contains("\n"), "a message spans lines: \(finding.message)")
        }
        if refusal != nil {
            precondition(findings.map(\.ruleID) == ["parse-error"], "a refused file has other findings: \(findings.map(\.ruleID))")
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
    // The preview of the same bytes, as text and JSON: labels read from Swift literals (escapes
    // decoded) must stay on one line.
    if case .built(let document, _) = linter.read(bytes: bytes, file: shown), document.root?.kind == .ui {
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
    return 0
}
