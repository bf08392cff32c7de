// libFuzzer target: the whole pipeline on one document, bytes → `Linter.lint` → every report
// format and the preview, each line checked (Fuzz/OutputChecks.swift).
// The first byte chooses the syntax and the way the file is named, so one corpus covers both.
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

func fuzzLint(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
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
    let read = linter.read(bytes: bytes, file: shown, requireUIRoot: file == "-")
    let document: Document? = if case .built(let document, _) = read { document } else { nil }
    if case .linted(let findings) = linter.lint(bytes: bytes, file: shown, syntax: syntax, requireUIRoot: file == "-") {
        checkReports(file: file, shown: shown, findings: findings, document: document)
    }
    if let document { checkPreview(of: document) }
    return 0
}
