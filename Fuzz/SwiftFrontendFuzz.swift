// libFuzzer target: the Swift front end (SPEC §10) on one file, bytes → `Linter.lint` with every
// rule → every report format and the preview, each line checked (Fuzz/OutputChecks.swift); and the
// bounds of SPEC §7: a file is refused before parsing, or parsed and mapped, never a crash.
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

func fuzzSwiftFrontend(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let file = names[Int((bytes.first ?? 0) >> 4) % names.count] + "Fuzz.swift"
    let shown = OneLine.path(file)
    // A refusal happens before the parser, with a location inside the file.
    let refusal = SwiftSourceBounds.check(bytes)
    let read = linter.read(bytes: bytes, file: shown)
    let document: Document? = if case .built(let document, _) = read { document } else { nil }
    switch linter.lint(bytes: bytes, file: shown) {
    case .skipped:
        expect(refusal == nil || !SwiftConstructs.mayHoldCheckbox(bytes), "a file refused by the bounds was skipped")
    case .linted(let findings):
        if refusal != nil {
            expect(findings.map(\.ruleID) == ["parse-error"], "a refused file has other findings: \(findings.map(\.ruleID))")
        }
        // Lines as the Swift compiler and swift-syntax count them, and the findings' locations
        // with them: `\n`, `\r\n` and a lone `\r` each end one.
        var lineCount = 1
        for (index, byte) in bytes.enumerated()
        where byte == 0x0A || byte == 0x0D && (index + 1 == bytes.count || bytes[index + 1] != 0x0A) {
            lineCount += 1
        }
        checkReports(file: file, shown: shown, findings: findings, document: document, lineCount: lineCount)
    }
    // Labels read from Swift literals (escapes decoded) must stay on one line in the preview too.
    if let document { checkPreview(of: document) }
    return 0
}
