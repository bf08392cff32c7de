/// Reads the JSON syntax of a UI description and tells an `ElementSink` what it finds, with the
/// byte offset of every object and member so that findings point at them.
///
/// Hand-written because Foundation's JSON parser gives no locations. Nesting is limited to the
/// same depth of elements as libxml2's (256), so hostile input ends in a parse error, not a stack
/// overflow.
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
        let root: JSONNode
        do {
            root = try source.bytes.withUnsafeBufferPointer { buffer in
                var parser = JSONParser(bytes: buffer)
                return try parser.parseDocument()
            }
        } catch let error as JSONParser.Error {
            return ParseFailure(message: error.message, offset: error.offset)
        } catch {
            return ParseFailure(message: "\(error)", offset: 0)
        }
        guard case .object(let members) = root.value else {
            // A JSON array or scalar is not a UI description: the sink decides nothing, it is skipped.
            return nil
        }
        var emitter = JSONEmitter(sink: sink)
        _ = emitter.emit(members: members, offset: root.offset)
        return nil
    }
}

indirect enum JSONValue {
    case string(String)
    case number(String)
    case boolean(Bool)
    case null
    case object([JSONMember])
    case array([JSONNode])

    var kind: RawAttribute.Kind {
        switch self {
        case .string: .string
        case .number: .number
        case .boolean: .boolean
        case .null: .null
        case .object: .object
        case .array: .array
        }
    }
}

struct JSONNode {
    var value: JSONValue
    var offset: Int
}

struct JSONMember {
    var key: String
    var keyOffset: Int
    var value: JSONNode
}

/// The member names of one object seen so far, to find repeated ones. An element object has a
/// dozen members or so: comparing with each costs less than hashing every name into a `Set` (a
/// tenth of reading a JSON file, by callgrind); a large object still gets a `Set`, never a
/// quadratic search.
private struct MemberNames {
    private var few: [String] = []
    private var many: Set<String>?

    init(expected: Int) {
        if expected > 32 { many = Set(minimumCapacity: expected) } else { few.reserveCapacity(expected) }
    }

    /// Adds `name`; false when it was there already.
    mutating func insert(_ name: String) -> Bool {
        if many != nil { return many!.insert(name).inserted }
        if few.contains(name) { return false }
        few.append(name)
        return true
    }
}

/// Turns the JSON tree into the element events of the mechanical mapping (SPEC §2):
/// `type` is the element name, `children` its child elements, every other member an attribute.
private struct JSONEmitter {
    let sink: ElementSink

    /// Returns false when the sink asked to stop.
    mutating func emit(members: [JSONMember], offset: Int) -> Bool {
        var name = ""
        var attributes: [RawAttribute] = []
        var children: [JSONNode]?
        var childrenMember: JSONMember?
        var suppressions: [JSONMember] = []
        var names = MemberNames(expected: members.count)
        attributes.reserveCapacity(members.count)
        for member in members {
            guard names.insert(member.key) else {
                var repeated = attribute(member)
                repeated.isRepeated = true
                attributes.append(repeated)
                continue
            }
            switch member.key {
            case "type":
                if case .string(let value) = member.value.value { name = value }
                else { attributes.append(attribute(member)) }
            case "children":
                if case .array(let nodes) = member.value.value { children = nodes }
                else { childrenMember = member }
            case "lintSuppress":
                suppressions.append(member)
            default:
                attributes.append(attribute(member))
            }
        }
        // A `children` that is not an array is reported by the builder like any bad value.
        if let childrenMember { attributes.append(attribute(childrenMember)) }
        guard sink.startElement(name: name, offset: offset, attributes: attributes) else { return false }
        for member in suppressions {
            sink.suppression(suppression(from: member))
        }
        for child in children ?? [] {
            if case .object(let childMembers) = child.value {
                guard emit(members: childMembers, offset: child.offset) else { return false }
            } else {
                // Not an element: report it as an element without a type, so the builder says what is wrong.
                guard sink.startElement(name: "", offset: child.offset, attributes: [
                    RawAttribute(name: "children", value: describe(child.value), kind: child.value.kind, offset: child.offset),
                ]) else { return false }
                sink.endElement()
            }
        }
        sink.endElement()
        return true
    }

    private func attribute(_ member: JSONMember) -> RawAttribute {
        RawAttribute(name: member.key, value: describe(member.value.value), kind: member.value.value.kind, offset: member.keyOffset)
    }

    private func describe(_ value: JSONValue) -> String {
        switch value {
        case .string(let text): text
        case .number(let literal): literal
        case .boolean(let flag): flag ? "true" : "false"
        case .null: "null"
        case .object: "an object"
        case .array: "an array"
        }
    }

    private func kindDescription(_ value: JSONValue) -> String {
        switch value {
        case .string: "a string"
        case .number: "a number"
        case .boolean: "a boolean"
        case .null: "null"
        case .object: "an object"
        case .array: "an array"
        }
    }

    private func suppression(from member: JSONMember) -> RawSuppression {
        var rules: [(id: String, reason: String)] = []
        if case .object(let entries) = member.value.value {
            for entry in entries {
                if case .string(let reason) = entry.value.value {
                    rules.append((id: entry.key, reason: reason))
                } else {
                    rules.append((id: entry.key, reason: ""))
                }
            }
        } else {
            // Not an object: say how to write one, with the rule id it was given if it was one.
            let example = if case .string(let id) = member.value.value, !id.isBlank { id } else { "rule-id" }
            return RawSuppression(
                rules: [], offset: member.keyOffset, precedesElement: false,
                problem: "lintSuppress must be an object mapping rule ids to reasons, not \(kindDescription(member.value.value)); write \"lintSuppress\": {\"\(DocumentBuilder.shown(example))\": \"reason\"}")
        }
        return RawSuppression(rules: rules, offset: member.keyOffset, precedesElement: false)
    }
}

/// A strict RFC 8259 parser over UTF-8 bytes.
struct JSONParser {
    struct Error: Swift.Error {
        var message: String
        var offset: Int
    }

    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0
    var depth = 0

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    mutating func parseDocument() throws -> JSONNode {
        // A UTF-8 byte-order mark is allowed before the text.
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { index = 3 }
        skipWhitespace()
        guard index < bytes.count else { throw Error(message: "the file is empty", offset: index) }
        let node = try parseValue()
        skipWhitespace()
        if index < bytes.count {
            throw Error(message: "unexpected \(describeByte(at: index)) after the end of the JSON value", offset: index)
        }
        return node
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x0A, 0x0D, 0x09: index += 1
            default: return
            }
        }
    }

    private func describeByte(at position: Int) -> String {
        guard position < bytes.count else { return "end of file" }
        let byte = bytes[position]
        if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        return "byte 0x\(String(byte, radix: 16, uppercase: true))"
    }

    private mutating func parseValue() throws -> JSONNode {
        guard index < bytes.count else { throw Error(message: "unexpected end of file; expected a value", offset: index) }
        let start = index
        switch bytes[index] {
        case UInt8(ascii: "{"): return JSONNode(value: try parseObject(), offset: start)
        case UInt8(ascii: "["): return JSONNode(value: try parseArray(), offset: start)
        case UInt8(ascii: "\""): return JSONNode(value: .string(try parseString()), offset: start)
        case UInt8(ascii: "t"): try expectLiteral("true"); return JSONNode(value: .boolean(true), offset: start)
        case UInt8(ascii: "f"): try expectLiteral("false"); return JSONNode(value: .boolean(false), offset: start)
        case UInt8(ascii: "n"): try expectLiteral("null"); return JSONNode(value: .null, offset: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return JSONNode(value: .number(try parseNumber()), offset: start)
        default: throw Error(message: "unexpected \(describeByte(at: index)); expected a value", offset: index)
        }
    }

    private mutating func enter() throws {
        depth += 1
        if depth > JSONReader.maximumContainerDepth {
            throw Error(message: "nesting deeper than \(JSONReader.maximumDepth) elements (\(JSONReader.maximumContainerDepth) levels of objects and arrays)", offset: index)
        }
    }

    private mutating func parseObject() throws -> JSONValue {
        try enter()
        defer { depth -= 1 }
        index += 1
        var members: [JSONMember] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            index += 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                throw Error(message: "unexpected \(describeByte(at: index)); expected a member name in double quotes", offset: index)
            }
            let keyOffset = index
            let key = try parseString()
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
                throw Error(message: "unexpected \(describeByte(at: index)); expected ':' after the member name", offset: index)
            }
            index += 1
            skipWhitespace()
            let value = try parseValue()
            members.append(JSONMember(key: key, keyOffset: keyOffset, value: value))
            skipWhitespace()
            guard index < bytes.count else { throw Error(message: "unexpected end of file; expected ',' or '}'", offset: index) }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            if bytes[index] == UInt8(ascii: "}") { index += 1; return .object(members) }
            throw Error(message: "unexpected \(describeByte(at: index)); expected ',' or '}'", offset: index)
        }
    }

    private mutating func parseArray() throws -> JSONValue {
        try enter()
        defer { depth -= 1 }
        index += 1
        var elements: [JSONNode] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            index += 1
            return .array(elements)
        }
        while true {
            skipWhitespace()
            elements.append(try parseValue())
            skipWhitespace()
            guard index < bytes.count else { throw Error(message: "unexpected end of file; expected ',' or ']'", offset: index) }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            if bytes[index] == UInt8(ascii: "]") { index += 1; return .array(elements) }
            throw Error(message: "unexpected \(describeByte(at: index)); expected ',' or ']'", offset: index)
        }
    }

    private mutating func expectLiteral(_ literal: StaticString) throws {
        let start = index
        let count = literal.utf8CodeUnitCount
        guard index + count <= bytes.count else { throw Error(message: "unexpected \(describeByte(at: index)); expected a value", offset: start) }
        for offset in 0..<count where bytes[index + offset] != literal.utf8Start[offset] {
            throw Error(message: "unexpected \(describeByte(at: index)); expected a value", offset: start)
        }
        index += count
    }

    private mutating func parseNumber() throws -> String {
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
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
    }

    private mutating func parseString() throws -> String {
        let start = index
        index += 1
        // Fast path: no escapes.
        var scan = index
        while scan < bytes.count {
            let byte = bytes[scan]
            if byte == UInt8(ascii: "\"") {
                let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[index..<scan]), as: UTF8.self)
                index = scan + 1
                return text
            }
            if byte == UInt8(ascii: "\\") { break }
            if byte < 0x20 { throw Error(message: "control character in a string (escape it)", offset: scan) }
            scan += 1
        }
        guard scan < bytes.count else { throw Error(message: "unterminated string", offset: start) }
        var decoded: [UInt8] = Array(bytes[index..<scan])
        index = scan
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                index += 1
                return String(decoding: decoded, as: UTF8.self)
            }
            if byte < 0x20 { throw Error(message: "control character in a string (escape it)", offset: index) }
            if byte != UInt8(ascii: "\\") {
                decoded.append(byte)
                index += 1
                continue
            }
            index += 1
            guard index < bytes.count else { break }
            let escape = bytes[index]
            index += 1
            switch escape {
            case UInt8(ascii: "\""): decoded.append(0x22)
            case UInt8(ascii: "\\"): decoded.append(0x5C)
            case UInt8(ascii: "/"): decoded.append(0x2F)
            case UInt8(ascii: "b"): decoded.append(0x08)
            case UInt8(ascii: "f"): decoded.append(0x0C)
            case UInt8(ascii: "n"): decoded.append(0x0A)
            case UInt8(ascii: "r"): decoded.append(0x0D)
            case UInt8(ascii: "t"): decoded.append(0x09)
            case UInt8(ascii: "u"):
                var scalar = try hexQuad()
                if (0xD800...0xDBFF).contains(scalar) {
                    // A high surrogate must be followed by an escaped low surrogate.
                    if index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") {
                        index += 2
                        let low = try hexQuad()
                        guard (0xDC00...0xDFFF).contains(low) else { throw Error(message: "invalid surrogate pair in \\u escape", offset: index - 6) }
                        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                    } else {
                        throw Error(message: "lone surrogate in \\u escape", offset: index - 6)
                    }
                } else if (0xDC00...0xDFFF).contains(scalar) {
                    throw Error(message: "lone surrogate in \\u escape", offset: index - 6)
                }
                decoded.append(contentsOf: String(Character(Unicode.Scalar(scalar)!)).utf8)
            default:
                // Described, not quoted: the byte may be a line break, and a message is one report line.
                throw Error(message: "invalid escape: \(describeByte(at: index - 1)) after a backslash in a string", offset: index - 2)
            }
        }
        throw Error(message: "unterminated string", offset: start)
    }

    private mutating func hexQuad() throws -> UInt32 {
        guard index + 4 <= bytes.count else { throw Error(message: "incomplete \\u escape", offset: index) }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[index]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw Error(message: "invalid \\u escape", offset: index)
            }
            value = value << 4 | UInt32(digit)
            index += 1
        }
        return value
    }
}
