// libFuzzer target: arbitrary bytes through the XML reader into the model builder.
// Built by scripts/fuzz with the library sources (not a SwiftPM target: SwiftPM renames `main`).

/// Counts events and checks that the reader keeps them balanced and its offsets in range.
private final class CheckingSink: ElementSink {
    let count: Int
    var depth = 0
    init(count: Int) { self.count = count }

    func startElement(name: String, offset: Int, attributes: [RawAttribute]) -> Bool {
        precondition(offset >= 0 && offset <= count, "start offset \(offset) outside 0...\(count)")
        depth += 1
        return true
    }

    func endElement() {
        depth -= 1
        precondition(depth >= 0, "more ends than starts")
    }

    func suppression(_ suppression: RawSuppression) {
        precondition(suppression.offset >= 0 && suppression.offset <= count)
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let source = SourceText(bytes: Array(UnsafeBufferPointer(start: data, count: size)))
    let sink = CheckingSink(count: source.bytes.count)
    if let failure = XMLReader.read(source, into: sink), let offset = failure.offset {
        precondition(offset >= 0 && offset <= source.bytes.count, "failure offset \(offset) outside the input")
        _ = source.location(ofOffset: offset)
    }
    // The same bytes through the model builder, which also converts every offset to a location.
    let builder = DocumentBuilder(file: "fuzz.xml", source: SourceText(bytes: source.bytes),
                                  options: .init(knownRuleIDs: Set(RuleRegistry.ids), requireUIRoot: true))
    _ = XMLReader.read(builder.source, into: builder)
    _ = builder.makeDocument()
    return 0
}
