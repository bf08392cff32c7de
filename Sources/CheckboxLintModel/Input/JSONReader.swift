/// Reads the JSON syntax of a UI description and tells an `ElementSink` what it finds, with the
/// byte offset of every object and member so that findings point at them.
///
/// Hand-written because Foundation's JSON parser gives no locations. Nesting is limited to the
/// same depth of elements as libxml2's (256), so hostile input ends in a parse error, not a stack
/// overflow.
///
/// Two passes over the bytes, and no tree: `JSONParser` checks the whole text first (so a broken
/// file gives its parse error and no element events, wherever the error is), then `JSONStreamer`
/// reads it again and tells the sink each element as it meets it, as the XML reader does. A tree
/// of the whole file held every value as a string and a node at once: the JSON reader took 14
/// times the file's size in memory where the XML reader took 9.
public enum JSONReader {
    /// Elements nested in elements, as in XML.
    public static let maximumDepth = 256
    /// Objects and arrays nested in each other: each level of elements is an object and the
    /// `children` array that holds it.
    package static let maximumContainerDepth = 2 * maximumDepth

    public static func read(_ source: SourceText, into sink: ElementSink) -> ParseFailure? {
        if let problem = source.encodingProblem { return problem }
        if let invalid = source.firstInvalidUTF8Offset() {
            return ParseFailure(message: "the file is not valid UTF-8 (byte 0x\(String(source.bytes[invalid], radix: 16, uppercase: true)))", offset: invalid)
        }
        return source.bytes.withUnsafeBufferPointer { buffer in
            var parser = JSONParser(bytes: buffer)
            let root: Int
            do {
                root = try parser.checkDocument()
            } catch let error as JSONParser.Error {
                return ParseFailure(message: error.message, offset: error.offset)
            } catch {
                return ParseFailure(message: "\(error)", offset: 0)  // checkDocument throws only its own errors
            }
            // A JSON array or scalar is not a UI description: the sink decides nothing, it is skipped.
            guard buffer[root] == UInt8(ascii: "{") else { return nil }
            var streamer = JSONStreamer(bytes: buffer, childrenFollowedByMembers: parser.childrenFollowedByMembers, sink: sink)
            _ = streamer.element(at: root)
            return nil
        }
    }
}

/// The member names of one object seen so far, to find repeated ones. An element object has a
/// dozen members or so: comparing with each costs less than hashing every name into a `Set` (a
/// tenth of reading a JSON file, by callgrind); a large object still gets a `Set`, never a
/// quadratic search.
private struct MemberNames {
    private var few: [String] = []
    private var many: Set<String>?

    /// Adds `name`; false when it was there already.
    mutating func insert(_ name: String) -> Bool {
        if many != nil { return many!.insert(name).inserted }
        if few.contains(name) { return false }
        if few.count == 32 {
            many = Set(few)
            few = []
            return many!.insert(name).inserted
        }
        few.append(name)
        return true
    }
}

/// Reads text that `JSONParser` has checked and tells the sink the elements of the mechanical
/// mapping (SPEC §2): `type` is the element name, `children` its child elements, every other member
/// an attribute. The sink gets an element's attributes before its children, so a `children` array
/// that other members follow is stepped over (the parser noted where it ends) and read once the
/// object is done; a `children` array last in its object, as writers put it, is read where it is.
private struct JSONStreamer {
    let bytes: UnsafeBufferPointer<UInt8>
    /// Start → end (just past `]`) of the `children` arrays followed by other members.
    let childrenFollowedByMembers: [Int: Int]
    let sink: ElementSink
    var index = 0

    init(bytes: UnsafeBufferPointer<UInt8>, childrenFollowedByMembers: [Int: Int], sink: ElementSink) {
        self.bytes = bytes
        self.childrenFollowedByMembers = childrenFollowedByMembers
        self.sink = sink
    }

    /// The element object whose `{` is at `offset`; false when the sink asked to stop.
    mutating func element(at offset: Int) -> Bool {
        index = offset + 1
        var name = ""
        var attributes: [RawAttribute] = []
        var childrenMember: RawAttribute?
        var deferredChildren: Int?
        var suppressions: [RawSuppression] = []
        var names = MemberNames()
        while true {
            skipWhitespace()
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
                skipWhitespace()
            }
            if bytes[index] == UInt8(ascii: "}") {
                index += 1
                break
            }
            let keyOffset = index
            let key = string()
            skipWhitespace()
            index += 1  // ':'
            skipWhitespace()
            guard names.insert(key) else {
                var repeated = attribute(key, at: keyOffset)
                repeated.isRepeated = true
                attributes.append(repeated)
                continue
            }
            switch key {
            case "type" where bytes[index] == UInt8(ascii: "\""):
                name = string()
            case "children" where bytes[index] == UInt8(ascii: "["):
                if let end = childrenFollowedByMembers[index] {
                    deferredChildren = index
                    index = end
                } else {
                    // The last member: everything the element needs has been read.
                    guard start(name, offset, attributes, childrenMember, suppressions), children() else { return false }
                    skipWhitespace()
                    index += 1  // '}'
                    sink.endElement()
                    return true
                }
            case "children":
                // A `children` that is not an array is reported by the builder like any bad value.
                childrenMember = attribute(key, at: keyOffset)
            case "lintSuppress":
                suppressions.append(suppression(at: keyOffset))
            default:
                attributes.append(attribute(key, at: keyOffset))
            }
        }
        guard start(name, offset, attributes, childrenMember, suppressions) else { return false }
        if let deferredChildren {
            let resume = index
            index = deferredChildren
            guard children() else { return false }
            index = resume
        }
        sink.endElement()
        return true
    }

    private func start(_ name: String, _ offset: Int, _ attributes: [RawAttribute], _ childrenMember: RawAttribute?,
                       _ suppressions: [RawSuppression]) -> Bool {
        var attributes = attributes
        if let childrenMember { attributes.append(childrenMember) }
        guard sink.startElement(name: name, offset: offset, attributes: attributes) else { return false }
        for suppression in suppressions { sink.suppression(suppression) }
        return true
    }

    /// The `children` array at `index`; false when the sink asked to stop.
    private mutating func children() -> Bool {
        index += 1  // '['
        while true {
            skipWhitespace()
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
                skipWhitespace()
            }
            if bytes[index] == UInt8(ascii: "]") {
                index += 1
                return true
            }
            let offset = index
            if bytes[index] == UInt8(ascii: "{") {
                guard element(at: offset) else { return false }
            } else {
                // Not an element: report it as an element without a type, so the builder says what is wrong.
                let (value, kind) = value()
                guard sink.startElement(name: "", offset: offset, attributes: [
                    RawAttribute(name: "children", value: value, kind: kind, offset: offset),
                ]) else { return false }
                sink.endElement()
            }
        }
    }

    /// The member whose value starts at `index`, as an attribute.
    private mutating func attribute(_ key: String, at keyOffset: Int) -> RawAttribute {
        let (value, kind) = value()
        return RawAttribute(name: key, value: value, kind: kind, offset: keyOffset)
    }

    /// The value at `index` as an attribute's text: scalars as written (a string decoded), an
    /// object or array by its kind (and stepped over).
    private mutating func value() -> (String, RawAttribute.Kind) {
        switch bytes[index] {
        case UInt8(ascii: "\""): return (string(), .string)
        case UInt8(ascii: "{"): skipContainer(); return ("an object", .object)
        case UInt8(ascii: "["): skipContainer(); return ("an array", .array)
        case UInt8(ascii: "t"): index += 4; return ("true", .boolean)
        case UInt8(ascii: "f"): index += 5; return ("false", .boolean)
        case UInt8(ascii: "n"): index += 4; return ("null", .null)
        default:
            let start = index
            while index < bytes.count, Self.isNumberByte(bytes[index]) { index += 1 }
            return (String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self), .number)
        }
    }

    private static func isNumberByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."),
             UInt8(ascii: "e"), UInt8(ascii: "E"): true
        default: false
        }
    }

    private static func describeKind(_ kind: RawAttribute.Kind) -> String {
        switch kind {
        case .string: "a string"
        case .number: "a number"
        case .boolean: "a boolean"
        case .null: "null"
        case .object: "an object"
        case .array: "an array"
        }
    }

    /// A `lintSuppress` member whose key is at `keyOffset` and value at `index`.
    private mutating func suppression(at keyOffset: Int) -> RawSuppression {
        guard bytes[index] == UInt8(ascii: "{") else {
            // Not an object: say how to write one, with the rule id it was given if it was one.
            let (value, kind) = value()
            let example = kind == .string && !value.isBlank ? value : "rule-id"
            return RawSuppression(
                rules: [], offset: keyOffset, precedesElement: false,
                problem: "lintSuppress must be an object mapping rule ids to reasons, not \(Self.describeKind(kind)); write \"lintSuppress\": {\"\(DocumentBuilder.shown(example))\": \"reason\"}")
        }
        var rules: [(id: String, reason: String)] = []
        index += 1
        while true {
            skipWhitespace()
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
                skipWhitespace()
            }
            if bytes[index] == UInt8(ascii: "}") {
                index += 1
                return RawSuppression(rules: rules, offset: keyOffset, precedesElement: false)
            }
            let id = string()
            skipWhitespace()
            index += 1  // ':'
            skipWhitespace()
            let (value, kind) = value()
            rules.append((id: id, reason: kind == .string ? value : ""))
        }
    }

    private mutating func skipWhitespace() {
        JSONBytes.skipWhitespace(bytes, at: &index)
    }

    /// Steps over the object or array at `index`: brackets counted outside strings.
    private mutating func skipContainer() {
        var depth = 0
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                depth -= 1
                if depth == 0 {
                    index += 1
                    return
                }
            case UInt8(ascii: "\""):
                index += 1
                while bytes[index] != UInt8(ascii: "\"") { index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1 }
            default: break
            }
            index += 1
        }
    }

    /// The string at `index` (its opening quote), decoded.
    private mutating func string() -> String {
        JSONCheckedString.decode(bytes, at: &index)
    }
}

/// Decodes a string of checked JSON text (`JSONParser` found it well-formed).
enum JSONCheckedString {
    /// The string whose opening quote is at `index`; `index` ends past its closing quote.
    static func decode(_ bytes: UnsafeBufferPointer<UInt8>, at index: inout Int) -> String {
        index += 1
        let start = index
        while bytes[index] != UInt8(ascii: "\"") {
            if bytes[index] == UInt8(ascii: "\\") { return escaped(bytes, from: start, at: &index) }
            index += 1
        }
        defer { index += 1 }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
    }

    private static func escaped(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, at index: inout Int) -> String {
        var decoded: [UInt8] = Array(bytes[start..<index])
        while bytes[index] != UInt8(ascii: "\"") {
            let byte = bytes[index]
            index += 1
            guard byte == UInt8(ascii: "\\") else {
                decoded.append(byte)
                continue
            }
            let escape = bytes[index]
            index += 1
            switch escape {
            case UInt8(ascii: "b"): decoded.append(0x08)
            case UInt8(ascii: "f"): decoded.append(0x0C)
            case UInt8(ascii: "n"): decoded.append(0x0A)
            case UInt8(ascii: "r"): decoded.append(0x0D)
            case UInt8(ascii: "t"): decoded.append(0x09)
            case UInt8(ascii: "u"):
                var scalar = hexQuad(bytes, at: &index)
                if (0xD800...0xDBFF).contains(scalar) {
                    index += 2  // the checked text has the low surrogate's `\u` next
                    scalar = 0x10000 + ((scalar - 0xD800) << 10) + (hexQuad(bytes, at: &index) - 0xDC00)
                }
                decoded.append(contentsOf: String(Character(Unicode.Scalar(scalar)!)).utf8)
            default: decoded.append(escape)  // `"`, `\\`, `/`
            }
        }
        index += 1
        return String(decoding: decoded, as: UTF8.self)
    }

    private static func hexQuad(_ bytes: UnsafeBufferPointer<UInt8>, at index: inout Int) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            // Checked text: every digit is one.
            value = value << 4 | UInt32(JSONBytes.hexDigit(bytes[index])!)
            index += 1
        }
        return value
    }
}

/// A strict RFC 8259 checker over UTF-8 bytes: it finds the first error, and makes nothing of
/// the text but where each `children` array that other members follow ends (`JSONStreamer` reads
/// the values). A string is only checked, never made.
struct JSONParser {
    struct Error: Swift.Error {
        var message: String
        var offset: Int
    }

    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0
    var depth = 0
    /// Start → end (just past `]`) of every `children` array that other members of its object follow.
    private(set) var childrenFollowedByMembers: [Int: Int] = [:]

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// Checks the whole text; returns the offset of its value.
    mutating func checkDocument() throws(Error) -> Int {
        // A UTF-8 byte-order mark is allowed before the text.
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { index = 3 }
        skipWhitespace()
        guard index < bytes.count else { throw Error(message: "the file is empty", offset: index) }
        let root = index
        try parseValue()
        skipWhitespace()
        if index < bytes.count {
            throw Error(message: "unexpected \(describeByte(at: index)) after the end of the JSON value", offset: index)
        }
        return root
    }

    private mutating func skipWhitespace() {
        JSONBytes.skipWhitespace(bytes, at: &index)
    }

    private func describeByte(at position: Int) -> String {
        guard position < bytes.count else { return "end of file" }
        let byte = bytes[position]
        if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        return "byte 0x\(String(byte, radix: 16, uppercase: true))"
    }

    private mutating func parseValue() throws(Error) {
        guard index < bytes.count else { throw Error(message: "unexpected end of file; expected a value", offset: index) }
        switch bytes[index] {
        case UInt8(ascii: "{"): try parseObject()
        case UInt8(ascii: "["): try parseArray()
        case UInt8(ascii: "\""): _ = try parseString()
        case UInt8(ascii: "t"): try expectLiteral("true")
        case UInt8(ascii: "f"): try expectLiteral("false")
        case UInt8(ascii: "n"): try expectLiteral("null")
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): try parseNumber()
        default: throw Error(message: "unexpected \(describeByte(at: index)); expected a value", offset: index)
        }
    }

    private mutating func enter() throws(Error) {
        depth += 1
        if depth > JSONReader.maximumContainerDepth {
            throw Error(message: "nesting deeper than \(JSONReader.maximumDepth) elements (\(JSONReader.maximumContainerDepth) levels of objects and arrays)", offset: index)
        }
    }

    private mutating func parseObject() throws(Error) {
        try enter()
        defer { depth -= 1 }
        index += 1
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            index += 1
            return
        }
        while true {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                throw Error(message: "unexpected \(describeByte(at: index)); expected a member name in double quotes", offset: index)
            }
            let keyStart = index
            let hasEscape = try parseString()
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
                throw Error(message: "unexpected \(describeByte(at: index)); expected ':' after the member name", offset: index)
            }
            index += 1
            skipWhitespace()
            let valueStart = index
            try parseValue()
            let valueEnd = index
            skipWhitespace()
            guard index < bytes.count else { throw Error(message: "unexpected end of file; expected ',' or '}'", offset: index) }
            if bytes[index] == UInt8(ascii: ",") {
                if bytes[valueStart] == UInt8(ascii: "["), isChildren(keyStart, hasEscape: hasEscape) {
                    childrenFollowedByMembers[valueStart] = valueEnd
                }
                index += 1
                continue
            }
            if bytes[index] == UInt8(ascii: "}") { index += 1; return }
            throw Error(message: "unexpected \(describeByte(at: index)); expected ',' or '}'", offset: index)
        }
    }

    /// Whether the key whose quote is at `start` is `children` (written with escapes or not).
    private func isChildren(_ start: Int, hasEscape: Bool) -> Bool {
        if hasEscape {
            var at = start
            return JSONCheckedString.decode(bytes, at: &at) == "children"
        }
        let name = "\"children\"".utf8
        guard start + name.count <= bytes.count else { return false }
        return zip(bytes[start..<(start + name.count)], name).allSatisfy { $0 == $1 }
    }

    private mutating func parseArray() throws(Error) {
        try enter()
        defer { depth -= 1 }
        index += 1
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            index += 1
            return
        }
        while true {
            skipWhitespace()
            try parseValue()
            skipWhitespace()
            guard index < bytes.count else { throw Error(message: "unexpected end of file; expected ',' or ']'", offset: index) }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            if bytes[index] == UInt8(ascii: "]") { index += 1; return }
            throw Error(message: "unexpected \(describeByte(at: index)); expected ',' or ']'", offset: index)
        }
    }

    private mutating func expectLiteral(_ literal: StaticString) throws(Error) {
        let start = index
        let count = literal.utf8CodeUnitCount
        guard index + count <= bytes.count else { throw Error(message: "unexpected \(describeByte(at: index)); expected a value", offset: start) }
        for offset in 0..<count where bytes[index + offset] != literal.utf8Start[offset] {
            throw Error(message: "unexpected \(describeByte(at: index)); expected a value", offset: start)
        }
        index += count
    }

    private mutating func parseNumber() throws(Error) {
        let start = index
        func digits(_ parser: inout JSONParser) -> Int {
            let from = parser.index
            while parser.index < parser.bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(parser.bytes[parser.index]) {
                parser.index += 1
            }
            return parser.index - from
        }
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        let integerStart = index
        let integerDigits = digits(&self)
        if integerDigits == 0 || (integerDigits > 1 && bytes[integerStart] == UInt8(ascii: "0")) {
            throw Error(message: "malformed number", offset: start)
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            if digits(&self) == 0 { throw Error(message: "malformed number: digits expected after '.'", offset: start) }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            if digits(&self) == 0 { throw Error(message: "malformed number: digits expected in the exponent", offset: start) }
        }
    }

    /// Checks the string at `index`; returns whether it has an escape.
    private mutating func parseString() throws(Error) -> Bool {
        let start = index
        index += 1
        // Fast path: no escapes.
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                index += 1
                return false
            }
            if byte == UInt8(ascii: "\\") { break }
            if byte < 0x20 { throw Error(message: "control character in a string (escape it)", offset: index) }
            index += 1
        }
        guard index < bytes.count else { throw Error(message: "unterminated string", offset: start) }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                index += 1
                return true
            }
            if byte < 0x20 { throw Error(message: "control character in a string (escape it)", offset: index) }
            if byte != UInt8(ascii: "\\") {
                index += 1
                continue
            }
            index += 1
            guard index < bytes.count else { break }
            let escape = bytes[index]
            index += 1
            switch escape {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
                 UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
                break
            case UInt8(ascii: "u"):
                let scalar = try hexQuad()
                if (0xD800...0xDBFF).contains(scalar) {
                    // A high surrogate must be followed by an escaped low surrogate.
                    if index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") {
                        index += 2
                        let low = try hexQuad()
                        guard (0xDC00...0xDFFF).contains(low) else { throw Error(message: "invalid surrogate pair in \\u escape", offset: index - 6) }
                    } else {
                        throw Error(message: "lone surrogate in \\u escape", offset: index - 6)
                    }
                } else if (0xDC00...0xDFFF).contains(scalar) {
                    throw Error(message: "lone surrogate in \\u escape", offset: index - 6)
                }
            default:
                // Described, not quoted: the byte may be a line break, and a message is one report line.
                throw Error(message: "invalid escape: \(describeByte(at: index - 1)) after a backslash in a string", offset: index - 2)
            }
        }
        throw Error(message: "unterminated string", offset: start)
    }

    private mutating func hexQuad() throws(Error) -> UInt32 {
        guard index + 4 <= bytes.count else { throw Error(message: "incomplete \\u escape", offset: index) }
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let digit = JSONBytes.hexDigit(bytes[index]) else {
                throw Error(message: "invalid \\u escape", offset: index)
            }
            value = value << 4 | UInt32(digit)
            index += 1
        }
        return value
    }
}

/// What the checker (`JSONParser`) and the reader of checked text (`JSONStreamer`,
/// `JSONCheckedString`) read the same way.
enum JSONBytes {
    /// Steps over RFC 8259's white space: space, line feed, carriage return, tab.
    static func skipWhitespace(_ bytes: UnsafeBufferPointer<UInt8>, at index: inout Int) {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x0A, 0x0D, 0x09: index += 1
            default: return
            }
        }
    }

    /// The value of a hexadecimal digit of a `\u` escape; nil for another byte.
    static func hexDigit(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
