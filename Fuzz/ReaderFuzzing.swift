// Shared by the XML and JSON reader targets.

/// Counts events and checks that the reader keeps them balanced and its offsets in range.
final class CheckingSink: ElementSink {
    let count: Int
    var depth = 0
    init(count: Int) { self.count = count }

    func startElement(name: String, offset: Int, attributes: [RawAttribute]) -> Bool {
        expect(offset >= 0 && offset <= count, "start offset \(offset) outside 0...\(count)")
        depth += 1
        return true
    }

    func endElement() {
        depth -= 1
        expect(depth >= 0, "more ends than starts")
    }

    func suppression(_ suppression: RawSuppression) {
        expect(suppression.offset >= 0 && suppression.offset <= count)
    }
}

/// Arbitrary bytes through one reader, checked event by event, then through the model builder,
/// which also converts every offset to a location.
func fuzzReader(_ data: UnsafePointer<UInt8>, _ size: Int, file: String,
                read: (SourceText, ElementSink) -> ParseFailure?) {
    let source = SourceText(bytes: Array(UnsafeBufferPointer(start: data, count: size)))
    let sink = CheckingSink(count: source.bytes.count)
    if let failure = read(source, sink) {
        if let offset = failure.offset {
            expect(offset >= 0 && offset <= source.bytes.count, "failure offset \(offset) outside the input")
            _ = source.location(ofOffset: offset)
        }
        // The reader's own words (libxml2's, quoting the input) go into a report line.
        checkOutputLines(OneLine.escaped(failure.message), "parse failure")
        expect(!failure.message.contains("\n"), "a parse failure spans lines: \(failure.message.debugDescription)")
    }
    let builder = DocumentBuilder(file: file, source: SourceText(bytes: source.bytes),
                                  options: .init(knownRuleIDs: Set(RuleRegistry.ids), requireUIRoot: true))
    _ = read(builder.source, builder)
    _ = builder.makeDocument()
    // The model's own messages quote the document: each one line, never a command.
    for diagnostic in builder.diagnostics {
        checkOutputLines(diagnostic.message, "model message")
    }
}
