// libFuzzer target: the whole pipeline on one document, bytes → `Linter.lint` → text report.
// The first byte chooses the syntax and the way the file is named, so one corpus covers both.
// Built by scripts/fuzz with the library sources (not a SwiftPM target: SwiftPM renames `main`).

private let linter: Linter = {
    var configuration = LintConfiguration()
    // Every rule that exists, so every rule meets hostile models.
    for description in RuleRegistry.descriptions { configuration.enable(description.id) }
    return try! Linter(configuration: configuration)
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let file: String
    let syntax: Linter.Syntax?
    switch bytes.first.map({ $0 & 3 }) {
    case 0: (file, syntax) = ("fuzz.xml", .xml)
    case 1: (file, syntax) = ("fuzz.json", .json)
    default: (file, syntax) = ("-", nil)  // guessed from the content, as for standard input
    }
    switch linter.lint(bytes: bytes, file: file, syntax: syntax, requireUIRoot: file == "-") {
    case .skipped:
        break
    case .linted(let findings):
        for finding in findings {
            precondition(finding.location.line >= 1 && finding.location.column >= 1, "location \(finding.location)")
            precondition(!finding.message.contains("\n"), "a message spans lines: \(finding.message)")
        }
        let reporter = TextReporter(color: false, quiet: false)
        for finding in findings {
            let line = reporter.line(for: finding)
            precondition(!line.contains("\n"), "a report line spans lines: \(line)")
        }
    }
    return 0
}
