// libFuzzer target: arbitrary bytes as a Kotlin file through the Compose front end's lexer and
// parser, then the whole pipeline (`Linter.lint` on a `.kt` file → every report format and the
// preview), each line checked (Fuzz/OutputChecks.swift).
// Built by scripts/fuzz with the library sources (not a SwiftPM target: SwiftPM renames `main`).

private let linter: Linter = {
    var configuration = LintConfiguration()
    for description in RuleRegistry.descriptions { configuration.enable(description.id) }
    return try! Linter(configuration: configuration)
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    // The lexer and the parser on every input, needles or not: tokens in bounds and in order,
    // the parse ends.
    let lexer = KotlinLexer.tokenize(bytes)
    var previousEnd = 0
    for token in lexer.tokens {
        precondition(token.start >= previousEnd && token.start < token.end && token.end <= bytes.count,
                     "token \(token.start)..<\(token.end) after \(previousEnd) in \(bytes.count) bytes")
        previousEnd = token.end
    }
    for comment in lexer.comments {
        precondition(comment.start <= comment.textStart && comment.textEnd <= comment.end && comment.end <= bytes.count, "comment out of bounds")
    }
    let parser = KotlinParser(bytes: bytes, tokens: lexer.tokens)
    _ = parser.parseFile()

    switch linter.lint(bytes: bytes, file: "fuzz.kt") {
    case .skipped:
        break
    case .linted(let findings):
        for finding in findings {
            precondition(finding.location.line >= 1 && finding.location.column >= 1, "location \(finding.location)")
            precondition(!finding.message.contains("\n"), "a message spans lines: \(finding.message)")
        }
        let result = FileResult(file: InputFile(path: "fuzz.kt", displayPath: "fuzz.kt"), outcome: .linted(findings))
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
    if case .built(let document, _) = linter.read(bytes: bytes, file: "fuzz.kt"), document.root?.kind == .ui {
        let builder = AnnouncementBuilder(document: document)
        for checkbox in document.checkboxes {
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
