import CLibXML2
import Testing
@testable import CheckboxLintModel

/// libxml2 reads our bytes in place (`XMLInput`) and must parse them exactly as it parses its own
/// copy: the same events, failures and locations, over big inputs and errors at the very end.
@Suite(.enabled(if: XMLInput.isSupportedVersion, "libxml2 reads in place only in 2.9")) struct XMLInPlaceTests {
    /// Every event a reader sends, written out, and how the parse ended.
    final class Recorder: ElementSink {
        var events: [String] = []

        func startElement(name: String, offset: Int, attributes: [RawAttribute]) -> Bool {
            events.append("<\(name)@\(offset) " + attributes.map { "\($0.name)=\($0.value)" }.joined(separator: " "))
            return true
        }

        func endElement() { events.append(">") }

        func suppression(_ suppression: RawSuppression) {
            events.append("#\(suppression.offset) " + suppression.rules.map { "\($0.id):\($0.reason)" }.joined(separator: ","))
        }
    }

    struct Outcome: Equatable {
        var events: [String]
        var failure: String?
    }

    static func parse(_ source: SourceText, inPlace: Bool) -> Outcome {
        let recorder = Recorder()
        let failure = XMLReader.read(source, into: recorder, inPlace: inPlace)
        return Outcome(events: recorder.events, failure: failure.map {
            "\($0.message) @\($0.offset.map(String.init) ?? "-") \($0.location?.description ?? "-")"
        })
    }

    /// Parses `text` both ways, checks that it is read in place by default, and returns the outcome.
    @discardableResult
    static func expectSameParse(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> Outcome {
        let source = SourceText(text)
        #expect(XMLInput.canReadInPlace(source), sourceLocation: sourceLocation)
        let inPlace = parse(source, inPlace: true)
        let copied = parse(source, inPlace: false)
        // Told briefly: a big document's events would fill the log.
        #expect(inPlace.failure == copied.failure, sourceLocation: sourceLocation)
        #expect(inPlace.events.count == copied.events.count, sourceLocation: sourceLocation)
        let difference = zip(inPlace.events, copied.events).first { $0 != $1 }
        #expect(difference == nil, "\(String(describing: difference))", sourceLocation: sourceLocation)
        return inPlace
    }

    /// A document of `count` checkboxes with comments and values libxml2 must copy to rewrite.
    static func bigDocument(checkboxes count: Int) -> String {
        var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<ui>\n"
        text.reserveCapacity(count * 120)
        for index in 0..<count {
            if index % 97 == 0 { text += "  <!-- checkbox-lint-disable label-missing - generated \(index) -->\n" }
            text += "  <checkbox id=\"c\(index)\" label=\"Option \(index) &amp; more\" checked=\"\(index % 2 == 0)\"/>\n"
        }
        return text + "</ui>\n"
    }

    @Test func theContextReadsTheBytesWhereTheyAre() throws {
        let source = SourceText("<ui><checkbox label=\"a\"/></ui>")
        try source.bytes.withUnsafeBufferPointer { buffer in
            for inPlace in [true, false] {
                let context = try #require(XMLInput.parserContext(buffer, inPlace: inPlace))
                defer { xmlFreeParserCtxt(context) }
                let base = UnsafeRawPointer(try #require(context.pointee.input.pointee.base))
                #expect((base == UnsafeRawPointer(buffer.baseAddress!)) == inPlace)
            }
        }
    }

    @Test func sourceTextKeepsANULAfterItsBytes() {
        #expect(NULTerminator.isTerminated(SourceText("<ui/>").bytes))
        #expect(NULTerminator.isTerminated(SourceText(bytes: [0xFF, 0xFE, 0x3C, 0x00, 0x61, 0x00, 0x2F, 0x00, 0x3E, 0x00]).bytes))
        var exact = [UInt8](repeating: UInt8(ascii: "a"), count: 64)
        exact.withUnsafeMutableBufferPointer { _ in }
        #expect(NULTerminator.isTerminated(SourceText(bytes: exact).bytes))
    }

    /// Over 10 MB: past libxml2's lookup limit for inputs other than memory, and its buffer shrinks.
    @Test func aBigGeneratedFileParsesTheSameWay() {
        let text = Self.bigDocument(checkboxes: 140_000)
        #expect(text.utf8.count > 10_000_000)
        let outcome = Self.expectSameParse(text)
        #expect(outcome.failure == nil)
        #expect(outcome.events.count == 2 * 140_000 + 2 + (140_000 + 96) / 97)
    }

    @Test func errorsAtTheVeryEndOfTheBufferAreTheSame() {
        let body = Self.bigDocument(checkboxes: 2_000).dropLast("</ui>\n".count)
        let endings = ["", "<", "</", "</ui", "<checkbox", "<checkbox label=\"", "<checkbox label=\"a\"", "<!--", "<!-- x -",
                       "&", "&amp", "<![CDATA[", "<?pi", "</ui>trailing", "</ui><", "</ui>\0<x/>", "</ui>\n<!--"]
        for ending in endings {
            // Each is malformed: an open element, markup cut off, or something after the root.
            #expect(Self.expectSameParse(body + ending).failure != nil, "\(ending)")
        }
        for small in ["<", "<u", "<ui", "<ui>", "<ui/", "<?xm", "<?xml version=\"1.0\"?>", "\u{FEFF}<ui/>", " "] {
            Self.expectSameParse(small)
        }
    }

    @Test func aLegacyEncodingIsConvertedByLibxml2FromItsOwnCopy() {
        let text = "<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>\n<ui><checkbox label=\"caf\u{E9}\"/></ui>"
        let bytes = Array(text.unicodeScalars.map { UInt8($0.value) })
        let source = SourceText(bytes: bytes)
        #expect(!XMLInput.canReadInPlace(source))
        let outcome = Self.parse(source, inPlace: false)
        #expect(outcome.failure == nil)
        #expect(outcome.events.first == "<ui@44 ")
        #expect(outcome.events.dropFirst().first == "<checkbox@48 label=café")
    }

    @Test func theDeclarationDecidesWhetherTheBytesStayUTF8() {
        func isUTF8(_ text: String) -> Bool {
            Array(text.utf8).withUnsafeBufferPointer(DeclaredEncoding.isUTF8)
        }
        #expect(isUTF8("<ui/>"))
        #expect(isUTF8("<?xml version=\"1.0\"?><ui/>"))
        #expect(isUTF8("<?xml version=\"1.0\" encoding=\"UTF-8\"?><ui/>"))
        #expect(isUTF8("\u{FEFF}<?xml version='1.0' encoding = 'utf8' ?><ui/>"))
        #expect(!isUTF8("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><ui/>"))
        #expect(!isUTF8("<?xml version=\"1.0\" encoding=\"UTF-16\"?><ui/>"))
        #expect(!isUTF8("<?xml version=\"1.0\" encoding=UTF-8?><ui/>"))
        #expect(!isUTF8("<?xml version=\"1.0\" encoding=\"UTF-8"))
        #expect(!isUTF8("<?xml version=\"1.0\"" + String(repeating: " ", count: 2_000) + "?><ui/>"))
    }
}
