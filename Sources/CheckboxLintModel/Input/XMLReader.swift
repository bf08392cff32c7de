import CLibXML2
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads XML with libxml2's SAX2 parser and tells an `ElementSink` what it finds.
///
/// Safe by default: no network, no DTD loading, no entity substitution; a document that declares
/// an entity is refused outright (as defusedxml does), so neither external entities nor
/// "billion laughs" expansion can happen. libxml2's own depth limit (256) turns absurd nesting into
/// a parse error instead of a stack overflow. An internal DTD subset cannot change the document:
/// an attribute-list declaration (defaults, value normalisation) is refused too. An element with
/// more than `maximumAttributes` attributes is refused before libxml2 reads it (its duplicate
/// check is quadratic in 2.9: 200,000 attributes took 10 s).
public enum XMLReader {
    /// Far above any real file: the most in the corpus of public IB files and Android layouts is 25.
    public static let maximumAttributes = 1_000

    /// Parses `source`, telling `sink` what it finds. Returns the failure that stopped the parse, if any.
    public static func read(_ source: SourceText, into sink: ElementSink) -> ParseFailure? {
        read(source, into: sink, inPlace: XMLInput.canReadInPlace(source))
    }

    /// The same, for a sink known to take libxml2's attributes and namespace declarations: the
    /// linter's. Told by the type, not found by a dynamic cast: the first cast to a protocol makes
    /// the runtime scan every protocol conformance in the binary (callgrind: 0.22 M instructions,
    /// 3 % of linting one small file).
    package static func read(_ source: SourceText, into sink: any XMLAttributeSink & NamespaceAwareSink) -> ParseFailure? {
        read(source, into: ParseState.Sinks(events: sink, attributes: sink, namespaces: sink), inPlace: XMLInput.canReadInPlace(source))
    }

    /// `inPlace`: whether libxml2 reads `source.bytes` where they are rather than a copy of its own
    /// (the same parse either way; tests compare the two).
    static func read(_ source: SourceText, into sink: ElementSink, inPlace: Bool) -> ParseFailure? {
        read(source, into: ParseState.Sinks(events: sink, attributes: sink as? XMLAttributeSink, namespaces: sink as? NamespaceAwareSink),
             inPlace: inPlace)
    }

    private static func read(_ source: SourceText, into sinks: ParseState.Sinks, inPlace: Bool) -> ParseFailure? {
        LibXML2.initializeOnce
        if let problem = source.encodingProblem { return problem }
        guard !source.bytes.isEmpty else {
            return ParseFailure(message: "the file is empty", offset: 0)
        }
        if let failure = AttributeCount.check(source.bytes, maximum: maximumAttributes) { return failure }
        let state = ParseState(source: source, sinks: sinks)
        let failure = source.bytes.withUnsafeBufferPointer { buffer -> ParseFailure? in
            guard let context = XMLInput.parserContext(buffer, inPlace: inPlace) else {
                return ParseFailure(message: "libxml2 could not start a parser", offset: 0)
            }
            defer {
                // libxml2 makes a document of its own for an entity declaration ("SAX compat mode"),
                // which the context does not own: freed here, or every such file leaks it.
                if let document = context.pointee.myDoc {
                    context.pointee.myDoc = nil
                    xmlFreeDoc(document)
                }
                xmlFreeParserCtxt(context)
            }
            var options = Int32(XML_PARSE_NONET.rawValue)
            if source.wasTranscoded {
                // The bytes are UTF-8 now, whatever the declaration says.
                options |= Int32(XML_PARSE_IGNORE_ENC.rawValue)
            }
            xmlCtxtUseOptions(context, options)
            context.pointee.sax.pointee = ParseState.handler
            context.pointee.userData = Unmanaged.passUnretained(state).toOpaque()
            state.context = context
            xmlParseDocument(context)
            return state.failure
        }
        if let failure { return failure }
        // libxml2 takes a NUL byte after the root element for the end of its input and stops there,
        // content and all: a NUL anywhere else already failed the parse.
        let nul = source.bytes.withUnsafeBufferPointer { buffer -> Int? in
            guard let base = buffer.baseAddress, let found = memchr(base, 0, buffer.count) else { return nil }
            return UnsafeRawPointer(found) - UnsafeRawPointer(base)
        }
        if let nul { return ParseFailure(message: "a NUL byte (U+0000), which XML does not allow", offset: nul) }
        return nil
    }
}

/// The attributes per start tag, counted before libxml2 parses, linearly.
///
/// A start tag cannot hold a raw `<` (attribute values may not), so a tag lies within the stretch
/// from its `<` to the next. Each attribute takes at least five bytes (` a=""`), so only a stretch
/// longer than five bytes per allowed attribute can hold too many: memchr hops from `<` to `<`
/// (a few instructions per tag), and only such a stretch is counted, quotes and all.
enum AttributeCount {
    static func check(_ bytes: [UInt8], maximum: Int) -> ParseFailure? {
        bytes.withUnsafeBufferPointer { buffer -> ParseFailure? in
            guard let base = buffer.baseAddress else { return nil }
            let longest = 5 * maximum
            var start = 0
            while start < buffer.count {
                let next: Int
                if let found = memchr(base + start + 1, Int32(UInt8(ascii: "<")), max(0, buffer.count - start - 1)) {
                    next = UnsafeRawPointer(found) - UnsafeRawPointer(base)
                } else {
                    next = buffer.count
                }
                if next - start > longest, attributes(in: buffer, from: start) > maximum {
                    return ParseFailure(
                        message: "an element with more than \(maximum) attributes; checkbox-lint reads at most \(maximum) per element",
                        offset: start)
                }
                start = next
            }
            return nil
        }
    }

    /// The attributes of the start tag at `start` (`=` outside quoted values, up to its `>`);
    /// 0 for anything else that begins with `<`.
    private static func attributes(in buffer: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        guard buffer[start] == UInt8(ascii: "<"), start + 1 < buffer.count else { return 0 }
        let next = buffer[start + 1]
        guard next != UInt8(ascii: "!"), next != UInt8(ascii: "?"), next != UInt8(ascii: "/") else { return 0 }
        var count = 0
        var quote: UInt8?
        for index in (start + 1)..<buffer.count {
            let byte = buffer[index]
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: "=") {
                count += 1
            } else if byte == UInt8(ascii: ">") || byte == UInt8(ascii: "<") {
                break
            }
        }
        return count
    }
}

/// libxml2 needs one initialisation per process before parsers run on several threads.
package enum LibXML2 {
    package static let initializeOnce: Void = {
        xmlInitParser()
        // Errors raised outside a parser context (libxml2's encoding converters) would otherwise be
        // printed to standard error; those that matter stop the parse and come back through `serror`.
        xmlSetStructuredErrorFunc(nil) { _, _ in }
        xmlThrDefSetStructuredErrorFunc(nil) { _, _ in }
        // Belt and braces: whatever a document names, nothing is ever loaded from outside it.
        xmlSetExternalEntityLoader { _, _, context in
            if let context { refuseExternal(context) }
            return nil
        }
    }()

    static func refuseExternal(_ context: xmlParserCtxtPtr) {
        guard let user = context.pointee.userData else { return }
        let state = Unmanaged<ParseState>.fromOpaque(user).takeUnretainedValue()
        state.fail("the document refers to an external resource; checkbox-lint never loads one", at: state.currentOffset())
    }
}

/// The per-parse state that the C callbacks reach through libxml2's `userData` pointer.
final class ParseState {
    /// Where the events go: one sink, and the same sink again as each kind it also is.
    struct Sinks {
        let events: ElementSink
        /// `events`, when it takes attributes in libxml2's form.
        let attributes: XMLAttributeSink?
        /// `events`, when it wants each element's namespace declarations.
        let namespaces: NamespaceAwareSink?
    }

    let source: SourceText
    let sink: ElementSink
    let attributeSink: XMLAttributeSink?
    let namespaceSink: NamespaceAwareSink?
    // One parse runs on one thread and the callbacks never overlap, so the fields the callbacks
    // touch for every element skip the dynamic exclusivity checks (3 % of a lint run, by callgrind).
    @exclusivity(unchecked) var context: xmlParserCtxtPtr?
    @exclusivity(unchecked) var failure: ParseFailure?

    init(source: SourceText, sinks: Sinks) {
        self.source = source
        sink = sinks.events
        attributeSink = sinks.attributes
        namespaceSink = sinks.namespaces
    }

    /// Element and attribute names met so far, by their address in libxml2's dictionary: each is
    /// made into a `String` once per document instead of once per use (that was a tenth of a lint run).
    @exclusivity(unchecked) private var names = AddressTable(bits: 7, empty: "")

    func name(_ pointer: UnsafePointer<xmlChar>) -> String {
        names.value(for: UnsafeRawPointer(pointer)) { String(cString: pointer) }
    }

    static func from(_ pointer: UnsafeMutableRawPointer?) -> ParseState {
        Unmanaged<ParseState>.fromOpaque(pointer!).takeUnretainedValue()
    }

    /// The byte offset the parser has reached, in `source.bytes`, or nil when libxml2 is reading
    /// through its own encoding converter (then its offsets are not ours).
    func currentOffset() -> Int? {
        guard let context, let input = context.pointee.input,
              let cur = input.pointee.cur, let base = input.pointee.base else { return nil }
        if context.pointee.inputNr > 1 { return nil }
        if let buffer = input.pointee.buf, buffer.pointee.encoder != nil { return nil }
        return Int(input.pointee.consumed) + (cur - base)
    }

    /// libxml2 calls startElementNs with the cursor on the `>` or `/>` of the start tag. Attribute
    /// values cannot hold a raw `<`, so the nearest `<` before it opens the tag. `firstValue`, the
    /// first attribute's value, is a shorter way back when libxml2 handed it out of the input
    /// itself (it does unless the value needed normalising): only the element and attribute names
    /// lie between it and the `<`, instead of every attribute (the scan was 1.5 % of a lint run).
    func startTagOffset(firstValue: UnsafePointer<xmlChar>? = nil) -> Int {
        guard let offset = inputOffset(of: firstValue) ?? currentOffset() ?? convertedOffset() else { return 0 }
        return source.bytes.withUnsafeBufferPointer { bytes in
            var index = min(offset, bytes.count - 1)
            while index > 0, bytes[index] != UInt8(ascii: "<") { index -= 1 }
            return index
        }
    }

    /// The `<!--` of the comment libxml2 has just delivered (a `<` inside the comment is not it).
    func commentStartOffset() -> Int {
        let end = startTagOffset()
        return source.bytes.withUnsafeBufferPointer { bytes in
            var index = min(currentOffset() ?? end, bytes.count - 4)
            while index > 0 {
                if bytes[index] == UInt8(ascii: "<"), bytes[index + 1] == UInt8(ascii: "!"),
                   bytes[index + 2] == UInt8(ascii: "-"), bytes[index + 3] == UInt8(ascii: "-") { return index }
                index -= 1
            }
            return end
        }
    }

    /// The offset in `source.bytes` of `pointer` when it points into the part of the input libxml2
    /// has read, else nil (a copy of libxml2's own, or input it converted from another encoding).
    private func inputOffset(of pointer: UnsafePointer<xmlChar>?) -> Int? {
        guard let pointer, let context, let input = context.pointee.input,
              let cur = input.pointee.cur, let base = input.pointee.base,
              pointer >= base, pointer < cur, currentOffset() != nil else { return nil }
        return Int(input.pointee.consumed) + (pointer - base)
    }

    /// Where libxml2's line and column fall in `source.bytes`, for a document it converts from a
    /// legacy encoding: lines are the same in any ASCII-compatible encoding, and columns are bytes
    /// in single-byte ones. Queries come in document order, so a cursor moves forward through the bytes.
    private var cursor = (line: 1, column: 1, offset: 0)

    func convertedOffset() -> Int? {
        guard let input = context?.pointee.input else { return nil }
        let line = max(1, Int(input.pointee.line)), column = max(1, Int(input.pointee.col))
        if line < cursor.line || (line == cursor.line && column < cursor.column) { cursor = (1, 1, 0) }
        let bytes = source.bytes
        var (current, currentColumn, offset) = cursor
        while current < line, offset < bytes.count {
            let byte = bytes[offset]
            offset += 1
            if byte == 0x0A || (byte == 0x0D && (offset == bytes.count || bytes[offset] != 0x0A)) {
                current += 1
                currentColumn = 1
            }
        }
        while currentColumn < column, offset < bytes.count, bytes[offset] != 0x0A, bytes[offset] != 0x0D {
            offset += 1
            currentColumn += 1
        }
        cursor = (current, currentColumn, offset)
        return offset
    }

    func fail(_ message: String, at offset: Int?) {
        guard failure == nil else { return }
        failure = ParseFailure(message: message, offset: offset)
        if let context { xmlStopParser(context) }
    }

    /// XML forbids `--` inside a comment, yet the suppression syntax once documented,
    /// `<!-- checkbox-lint-disable id -- reason -->`, used it (as ESLint's does), and files written
    /// so are still read: libxml2 reports it as a fatal error and would stop calling back, so for
    /// this one error the parser is put in recovery mode until the comment has been delivered.
    /// `InlineSuppression` then reports a directive written so, with how to write it instead.
    func beginCommentLeniency() {
        guard let context else { return }
        context.pointee.recovery = 1
    }

    func endCommentLeniency() {
        guard let context, context.pointee.recovery != 0 else { return }
        context.pointee.recovery = 0
        context.pointee.wellFormed = 1
    }

    func stop() {
        if let context { xmlStopParser(context) }
    }

    static let handler: xmlSAXHandler = {
        var sax = xmlSAXHandler()
        sax.initialized = UInt32(XML_SAX2_MAGIC)
        sax.startElementNs = { user, localName, prefix, _, namespaceCount, namespaces, attributeCount, _, attributeValues in
            let state = ParseState.from(user)
            if namespaceCount > 0, let namespaces, let aware = state.namespaceSink {
                aware.namespaceDeclarations((0..<Int(namespaceCount)).map { index in
                    (prefix: namespaces[2 * index].map { String(cString: $0) },
                     uri: namespaces[2 * index + 1].map { String(cString: $0) } ?? "")
                })
            }
            let attributes = XMLAttributes(records: attributeValues, count: Int(attributeCount), state: state)
            var name = state.name(localName!)
            if let prefix { name = state.name(prefix) + ":" + name }
            let offset = state.startTagOffset(firstValue: attributeCount > 0 ? attributeValues?[3] : nil)
            let accepted = if let attributeSink = state.attributeSink {
                attributeSink.startElement(name: name, offset: offset, xmlAttributes: attributes)
            } else {
                state.sink.startElement(name: name, offset: offset, attributes: attributes.materialized())
            }
            if !accepted { state.stop() }
        }
        sax.endElementNs = { user, _, _, _ in
            ParseState.from(user).sink.endElement()
        }
        sax.comment = { user, text in
            let state = ParseState.from(user)
            state.endCommentLeniency()
            guard let text else { return }
            let comment = String(cString: text)
            guard let suppression = InlineSuppression.parse(comment: comment, offset: state.commentStartOffset(), in: .xml) else { return }
            state.sink.suppression(suppression)
        }
        sax.entityDecl = { user, name, _, _, _, _ in
            let state = ParseState.from(user)
            let entity = name.map { String(cString: $0) } ?? "?"
            state.fail(
                "the document declares the entity '\(entity)'; checkbox-lint does not expand entities (a guard against external entities and entity expansion attacks)",
                at: state.currentOffset())
        }
        sax.internalSubset = { user, _, externalID, systemID in
            // `<!DOCTYPE ui SYSTEM "…">`: the DTD is never loaded, so the entities it would declare
            // would silently vanish; say so instead.
            guard externalID != nil || systemID != nil else { return }
            let state = ParseState.from(user)
            state.fail("the document refers to an external DTD; checkbox-lint never loads one (remove the DOCTYPE)",
                       at: state.currentOffset())
        }
        sax.attributeDecl = { user, element, attribute, _, _, _, tree in
            // Defaults would be added to every such element (`label` to every checkbox, silencing
            // label-missing; one default over thousands of elements, gigabytes), and a declared
            // type would normalise values: refused, as entity declarations are.
            if let tree { xmlFreeEnumeration(tree) }
            let state = ParseState.from(user)
            let name = [element, attribute].map { $0.map { String(cString: $0) } ?? "?" }.joined(separator: " ")
            state.fail(
                "the document declares attributes in its DTD (<!ATTLIST \(OneLine.excerpt(name))>); checkbox-lint does not apply DTD defaults or types, so that the document reads as written",
                at: state.currentOffset())
        }
        sax.resolveEntity = { user, _, _ in
            let state = ParseState.from(user)
            state.fail("the document refers to an external entity; checkbox-lint never loads one", at: state.currentOffset())
            return nil
        }
        sax.serror = { user, error in
            guard let user, let error else { return }
            let state = ParseState.from(user)
            if error.pointee.code == Int32(XML_ERR_HYPHEN_IN_COMMENT.rawValue) {
                state.beginCommentLeniency()
                return
            }
            guard error.pointee.level.rawValue >= XML_ERR_ERROR.rawValue, state.failure == nil else { return }
            // libxml2's messages may span lines ("…indicate encoding !\nBytes: 0xC3 0x28"): a report line may not.
            let raw = error.pointee.message.map { String(cString: $0) } ?? "malformed XML"
            var message = raw.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            // Its messages may quote a name of up to 50,000 characters.
            if message.count > 300 { message = message.prefix(300) + "…" }
            if let offset = state.currentOffset() {
                state.failure = ParseFailure(message: message, offset: offset)
            } else {
                state.failure = ParseFailure(
                    message: message, offset: nil,
                    location: SourceLocation(line: max(1, Int(error.pointee.line)), column: max(1, Int(error.pointee.int2))))
            }
            state.stop()
        }
        return sax
    }()
}

/// An element's attributes as libxml2's SAX2 parser hands them to `startElementNs`: five pointers
/// each (local name, prefix, namespace URI, start and end of the value) into its dictionary and the
/// document. Valid only during that callback; names come from the parse's name cache.
package struct XMLAttributes: RawAttributeList {
    let records: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?
    let count: Int
    /// Unmanaged: the parse state outlives the callback, and a strong reference was retained and
    /// released around every name looked up.
    let state: Unmanaged<ParseState>

    init(records: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?, count: Int, state: ParseState) {
        self.records = records
        self.count = count
        self.state = Unmanaged.passUnretained(state)
    }

    func name(at index: Int) -> String {
        guard let local = records?[index * 5] else { return "" }
        return state._withUnsafeGuaranteedRef { state in
            let name = state.name(local)
            guard let prefix = records?[index * 5 + 1] else { return name }
            return state.name(prefix) + ":" + name
        }
    }

    /// The dictionary entry of the local name, which libxml2 keeps for the whole parse; nil for a
    /// prefixed name (rare, and never one the model knows).
    func nameIdentity(at index: Int) -> UnsafeRawPointer? {
        guard records?[index * 5 + 1] == nil, let local = records?[index * 5] else { return nil }
        return UnsafeRawPointer(local)
    }

    private func bytes(at index: Int) -> UnsafeBufferPointer<UInt8> {
        guard let start = records?[index * 5 + 3], let end = records?[index * 5 + 4] else {
            return UnsafeBufferPointer(start: nil, count: 0)
        }
        return UnsafeBufferPointer(start: start, count: end - start)
    }

    func value(at index: Int) -> String {
        let bytes = bytes(at: index)
        let value = String(decoding: bytes, as: UTF8.self)
        // Without entity substitution libxml2 hands `&amp;` and `&#38;` over as `&#38;`.
        return mayHoldReferences(bytes) ? value.replacing("&#38;", with: "&") : value
    }

    func withValueBytes<Result>(at index: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        let bytes = bytes(at: index)
        guard mayHoldReferences(bytes) else { return body(bytes) }
        var value = value(at: index)
        return value.withUTF8(body)
    }

    /// Whether a value may hold a character reference libxml2 wrote into it. A value libxml2 hands
    /// over in place, inside its input buffer, holds no `&` at all (a raw `&` in XML always starts a
    /// reference, and libxml2 copies a value to rewrite one), so only copies are searched.
    private func mayHoldReferences(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let start = bytes.baseAddress else { return false }
        let inPlace = state._withUnsafeGuaranteedRef { state -> Bool in
            guard let input = state.context?.pointee.input, let base = input.pointee.base,
                  let cur = input.pointee.cur else { return false }
            return start >= base && start < cur
        }
        return !inPlace && bytes.contains(UInt8(ascii: "&"))
    }

    func kind(at index: Int) -> RawAttribute.Kind { .string }
    func offset(at index: Int) -> Int? { nil }
    func isRepeated(at index: Int) -> Bool { false }

    /// The attributes as `RawAttribute`s, for a sink that keeps them (the XML tree of other formats).
    package func materialized() -> [RawAttribute] {
        (0..<count).map { RawAttribute(name: name(at: $0), value: value(at: $0)) }
    }
}
