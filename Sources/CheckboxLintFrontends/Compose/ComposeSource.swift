import CheckboxLintModel

/// Reads Jetpack Compose source (SPEC §12) into the model, as TalkBack meets it.
///
/// The entry point of the Compose front end: the engine's `Frontend` conformance calls `read`.
/// A file with no checkbox construct is skipped after a byte search, before any lexing.
public enum ComposeSource {
    public static let fileExtensions = [".kt"]
    /// Bigger files are not Compose screens (generated code, data): reported, not read.
    public static let maximumSize = 16 * 1024 * 1024

    /// Whether the file may hold a checkbox construct: a byte search, as fast as a non-UI XML file's sniff.
    public static func mayHoldCheckbox(_ bytes: [UInt8]) -> Bool {
        ComposeControls.mayHoldCheckbox(bytes, in: 0..<bytes.count)
    }

    /// The document and its diagnostics; nil when the file holds no checkbox.
    public static func read(bytes: [UInt8], file: String, locale: String, knownRuleIDs: Set<String>,
                            stringResources: AndroidStringResources?) -> (Document, [Diagnostic])? {
        guard mayHoldCheckbox(bytes) else { return nil }
        let source = SourceText(bytes: bytes)
        guard source.bytes.count <= maximumSize else {
            var assembler = ModelAssembler(source: source, knownRuleIDs: knownRuleIDs)
            assembler.add(.ui, at: 0, parent: nil) { $0.platform = .android; $0.locale = locale }
            let document = ComposeStops.document(file: file, locale: locale, elements: assembler.elements)
            let diagnostic = Diagnostic(.parseError, message: "The Kotlin file is larger than \(maximumSize / 1024 / 1024) MiB and may hold checkboxes: it was not read (a Compose screen is far smaller; generated code can be excluded in the configuration)",
                                        location: .start, element: nil)
            return (document, [diagnostic])
        }
        let lexer = KotlinLexer.tokenize(source.bytes)
        let parser = KotlinParser(bytes: source.bytes, tokens: lexer.tokens)
        let statements = parser.parseFile()
        let mapper = ComposeMapper(file: file, source: source, parser: parser, comments: lexer.comments, locale: locale,
                                   knownRuleIDs: knownRuleIDs, stringResources: stringResources)
        return mapper.map(statements)
    }
}
