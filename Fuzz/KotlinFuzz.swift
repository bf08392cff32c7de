// libFuzzer target: arbitrary bytes as a Kotlin file through the Compose front end's lexer and
// parser, then the whole pipeline (`Linter.lint` on a `.kt` file → every report format and the
// preview), each line checked (Fuzz/OutputChecks.swift).
private let linter: Linter = {
    var configuration = LintConfiguration()
    for description in RuleRegistry.descriptions { configuration.enable(description.id) }
    return try! Linter(configuration: configuration)
}()

func fuzzKotlin(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    // The lexer and the parser on every input, needles or not: tokens in bounds and in order,
    // the parse ends.
    let lexer = KotlinLexer.tokenize(bytes)
    var previousEnd = 0
    for token in lexer.tokens {
        expect(token.start >= previousEnd && token.start < token.end && token.end <= bytes.count,
                     "token \(token.start)..<\(token.end) after \(previousEnd) in \(bytes.count) bytes")
        previousEnd = token.end
    }
    for comment in lexer.comments {
        expect(comment.start <= comment.textStart && comment.textEnd <= comment.end && comment.end <= bytes.count, "comment out of bounds")
    }
    let parser = KotlinParser(bytes: bytes, tokens: lexer.tokens)
    _ = parser.parseFile()

    let read = linter.read(bytes: bytes, file: "fuzz.kt")
    let document: Document? = if case .built(let document, _) = read { document } else { nil }
    if case .linted(let findings) = linter.lint(bytes: bytes, file: "fuzz.kt") {
        checkReports(file: "fuzz.kt", shown: "fuzz.kt", findings: findings, document: document)
    }
    if let document { checkPreview(of: document) }
    return 0
}
