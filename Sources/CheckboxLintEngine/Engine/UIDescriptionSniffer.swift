import CheckboxLintModel
import CheckboxLintFrontends
import CheckboxLintRules

/// Decides whether a file is a UI description before any reader sees it (SPEC §1).
///
/// The readers are strict on purpose: the XML reader refuses a DOCTYPE and an entity declaration,
/// the JSON reader comments and trailing commas. An ordinary file of an app repository has every
/// right to all of these (a `checkstyle.xml` with a DOCTYPE, a `strings.xml` declaring entities,
/// a `tsconfig.json` with comments), so whether the file is one checkbox-lint reads is decided
/// first, from its root element or top-level `type` member, by a scan that loads nothing and
/// expands nothing. Only a file that says it is a UI description goes on to the reader, and so
/// only such a file can get a `parse-error`.
///
/// The scan must find the root where the reader does (issue 27): a decision that differs from the
/// reader's lets a file pass a CI gate that would fail on standard input. So JSON strings are
/// decoded as the reader decodes them (`"\u0074ype"` is `type`), and the XML prolog is tokenised
/// as libxml2 tokenises it (quotes are literals only inside markup declarations, never in a comment
/// or a processing instruction of the internal subset). A file too broken to say what it is (no
/// root found: empty, binary, text before the root, a prolog libxml2 would reject, JSON whose top
/// level is not an object) is skipped and counted, unless its ending is one only UI files have
/// (`.xib`, `.storyboard`): nothing in it says it is one of ours (issue 23: a deliberately broken
/// JSON fixture whose root is an array failed whole-repository runs).
enum UIDescriptionSniffer {
    enum Verdict: Equatable {
        /// The root says it is a UI description: read it.
        case read
        /// The root is another format's, or the file is too broken to have one: skip it unread.
        case skip
    }

    /// - Parameter registry: the front ends whose roots are read; a file with an ending only
    ///   an XML front end's files have (`.xib`) is always read, so a broken one is reported.
    static func verdict(for bytes: [UInt8], path: String, syntax: Linter.Syntax,
                        registry: FrontendRegistry = .standard) -> Verdict {
        if registry.hasXMLFrontendExtension(path) { return .read }
        return bytes.withUnsafeBufferPointer { buffer in
            switch syntax {
            case .xml: xmlVerdict(buffer, registry: registry)
            case .json: jsonVerdict(buffer)
            }
        }
    }

    /// `ui`, or an element of the model written as the root (`checkbox`): the builder reports the
    /// missing `ui` root of such a file rather than skip it, since it is plainly one of ours.
    static func isModelElement(_ name: String) -> Bool {
        Element.Kind(rawValue: name) != nil
    }

    // MARK: - XML

    /// Finds the root start tag past the prolog (declaration, comments, processing instructions,
    /// a DOCTYPE with its internal subset) and asks the registry where it goes.
    static func xmlVerdict(_ bytes: UnsafeBufferPointer<UInt8>, registry: FrontendRegistry = .standard) -> Verdict {
        var scanner = ByteScanner(bytes: bytes)
        // EBCDIC (`<?xm` in code page 037): its root cannot be read here; the reader refuses the
        // file with a `parse-error` that says why, rather than let it pass unread.
        if bytes.count >= 4, bytes[0] == 0x4C, bytes[1] == 0x6F, bytes[2] == 0xA7, bytes[3] == 0x94 { return .read }
        scanner.skipByteOrderMark()
        var sawDoctype = false
        while true {
            scanner.skipWhitespace()
            // Nothing but a prolog, or nothing at all: no root says what the file is.
            if scanner.atEnd { return .skip }
            if scanner.starts(with: "<?") {
                guard scanner.skip(past: "<?", to: "?>") else { return .skip }
                continue
            }
            if scanner.starts(with: "<!--") {
                guard scanner.skip(past: "<!--", to: "-->") else { return .skip }
                continue
            }
            if scanner.starts(with: "<!DOCTYPE"), !sawDoctype {
                sawDoctype = true
                guard scanner.skipDoctype() else { return .skip }
                continue
            }
            // Text, CDATA or another declaration before the root: not XML libxml2 reads.
            guard scanner.peek == UInt8(ascii: "<") else { return .skip }
            scanner.advance()
            let nameStart = scanner.index
            // A start tag cut short still names its root: `<ui` is ours, and broken.
            guard let (name, attributes) = scanner.startTag() else {
                guard let name = scanner.rootName(at: nameStart) else { return .skip }
                return verdict(forRoot: XMLRoot(name: name, attributes: [], namespaces: []), registry: registry)
            }
            var namespaces: [(prefix: String?, uri: String)] = []
            for attribute in attributes {
                if attribute.name == "xmlns" {
                    namespaces.append((nil, attribute.value))
                } else if attribute.name.hasPrefix("xmlns:") {
                    namespaces.append((String(attribute.name.dropFirst(6)), attribute.value))
                }
            }
            return verdict(forRoot: XMLRoot(name: name, attributes: attributes, namespaces: namespaces), registry: registry)
        }
    }

    private static func verdict(forRoot root: XMLRoot, registry: FrontendRegistry) -> Verdict {
        switch registry.xmlFrontends.route(forRoot: root) {
        case .frontend: return .read
        case .declined: return .skip
        case .builder:
            // The registry hands every unrecognised root to the `ui` builder, which declines
            // all but `ui` (a `document` that is not Interface Builder's, a `resources`, a `project`).
            return isModelElement(root.name) ? .read : .skip
        }
    }

    // MARK: - JSON

    /// A JSON UI description is an object with `"type": "ui"` at its top level. Comments and
    /// trailing commas are stepped over, as the editors that allow them (tsconfig, VS Code) do.
    static func jsonVerdict(_ bytes: UnsafeBufferPointer<UInt8>) -> Verdict {
        var scanner = ByteScanner(bytes: bytes)
        scanner.skipByteOrderMark()
        scanner.skipWhitespaceAndComments()
        // Anything that is not an object (an array, a scalar, nothing at all, bytes that are not
        // JSON) has no `type` to say it is a UI description: skipped, as the reader skips
        // well-formed JSON that is not an object. An array is scanned only for its depth: nested
        // deeper than the reader accepts is hostile, and the reader reports it (SPEC §7).
        guard let first = scanner.peek, first == UInt8(ascii: "{") || first == UInt8(ascii: "[") else { return .skip }
        let rootIsObject = first == UInt8(ascii: "{")
        var depth = 0
        var lastKey: String?
        var expectingValueOf: String?
        while !scanner.atEnd {
            scanner.skipWhitespaceAndComments()
            guard let byte = scanner.peek else { break }
            switch byte {
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                depth += 1
                // Nested deeper than the reader accepts: hostile, not a configuration file; the
                // reader reports it.
                if depth > JSONReader.maximumContainerDepth { return .read }
                if !rootIsObject, depth > 1 { expectingValueOf = nil }
                expectingValueOf = nil
                scanner.advance()
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                depth -= 1
                scanner.advance()
                // The top-level object ended without a `type` of "ui".
                if depth <= 0 { return .skip }
            case UInt8(ascii: ":"):
                expectingValueOf = lastKey
                lastKey = nil
                scanner.advance()
            case UInt8(ascii: ","):
                expectingValueOf = nil
                lastKey = nil
                scanner.advance()
            case UInt8(ascii: "\""):
                guard let string = scanner.string() else {
                    // The file ends inside a string of a nested value before any `type` said what
                    // it is (a truncated JSON feed kept as a test resource): too broken to say, so
                    // skipped, as a file that ends between members is. Cut short in a member of
                    // the root object itself (which may be `type`), or a broken escape with more
                    // file after it: the reader says what is wrong.
                    return scanner.atEnd && depth > 1 ? .skip : .read
                }
                // The first `type` decides, as in the reader (a repeated key is an attribute there).
                if rootIsObject, depth == 1, expectingValueOf == "type" { return isModelElement(string) ? .read : .skip }
                if rootIsObject, depth == 1, expectingValueOf == nil { lastKey = string }
                expectingValueOf = nil
            default:
                // A number, `true`, `false`, `null`, or something that is not JSON at all. A
                // `type` that is not a string names no element: the reader declines the file.
                if rootIsObject, depth == 1, expectingValueOf == "type" { return .skip }
                expectingValueOf = nil
                scanner.advance()
            }
        }
        // Ended inside the object before any `type`: a truncated file, which may be a UI description
        // that the reader should report; but nothing said so, so it is not one.
        return .skip
    }
}

/// A forward cursor over bytes, for the sniffer's small scans.
private struct ByteScanner {
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0

    var atEnd: Bool { index >= bytes.count }
    var peek: UInt8? { atEnd ? nil : bytes[index] }

    mutating func advance() { index += 1 }

    mutating func skipByteOrderMark() {
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { index = 3 }
    }

    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    mutating func skipWhitespace() {
        while let byte = peek, Self.isWhitespace(byte) { index += 1 }
    }

    func starts(with text: StaticString) -> Bool {
        text.withUTF8Buffer { pattern in
            guard bytes.count - index >= pattern.count else { return false }
            return pattern.indices.allSatisfy { bytes[index + $0] == pattern[$0] }
        }
    }

    /// Skips from `open` to the end of `close`, the bytes starting with `open`; false (at the end)
    /// when `close` never comes.
    mutating func skip(past open: StaticString, to close: StaticString) -> Bool {
        guard starts(with: open) else { return false }
        index += open.utf8CodeUnitCount
        while !atEnd, !starts(with: close) { index += 1 }
        guard !atEnd else { return false }
        index += close.utf8CodeUnitCount
        return true
    }

    /// Skips `<!DOCTYPE name externalID? [internal subset]? >` as libxml2 tokenises it, the cursor
    /// on `<!DOCTYPE`. Outside the subset, quotes open the external ID's literals. Inside it, only
    /// white space, `%name;`, comments, processing instructions and markup declarations
    /// (`<!ELEMENT`, `<!ATTLIST`, `<!ENTITY`, `<!NOTATION`, whose quotes open literals) may come:
    /// a quote in a comment or a processing instruction is just a character there, so a literal
    /// cannot be made to swallow the real end of the subset. False when the declaration is not
    /// one libxml2 would read to its end (then no root can be trusted).
    mutating func skipDoctype() -> Bool {
        index += "<!DOCTYPE".utf8.count
        while let byte = peek {
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                guard skipLiteral() else { return false }
            case UInt8(ascii: "["):
                index += 1
                guard skipInternalSubset() else { return false }
            case UInt8(ascii: ">"):
                index += 1
                return true
            case UInt8(ascii: "<"):
                return false
            default:
                index += 1
            }
        }
        return false
    }

    /// A quoted literal, the cursor on its quote; false when it does not end.
    private mutating func skipLiteral() -> Bool {
        guard let quote = peek else { return false }
        index += 1
        while let byte = peek, byte != quote { index += 1 }
        guard !atEnd else { return false }
        index += 1
        return true
    }

    /// The internal subset, the cursor just past `[`, to just past its `]`.
    private mutating func skipInternalSubset() -> Bool {
        while true {
            skipWhitespace()
            guard let byte = peek else { return false }
            if byte == UInt8(ascii: "]") {
                index += 1
                return true
            }
            if byte == UInt8(ascii: "%") {
                // A parameter-entity reference: `%name;`.
                index += 1
                while let inner = peek, inner != UInt8(ascii: ";") {
                    guard Self.isNameByte(inner) else { return false }
                    index += 1
                }
                guard !atEnd else { return false }
                index += 1
                continue
            }
            if starts(with: "<!--") {
                guard skip(past: "<!--", to: "-->") else { return false }
                continue
            }
            if starts(with: "<?") {
                guard skip(past: "<?", to: "?>") else { return false }
                continue
            }
            guard starts(with: "<!ELEMENT") || starts(with: "<!ATTLIST") || starts(with: "<!ENTITY") || starts(with: "<!NOTATION") else {
                return false
            }
            index += 2
            var ended = false
            while let inner = peek {
                if inner == UInt8(ascii: "\"") || inner == UInt8(ascii: "'") {
                    guard skipLiteral() else { return false }
                    continue
                }
                index += 1
                if inner == UInt8(ascii: ">") { ended = true; break }
            }
            guard ended else { return false }
        }
    }

    /// The name of a start tag that does not end (`<ui` at the end of the file, `<ui x=`), the
    /// cursor just past `<`.
    func rootName(at start: Int) -> String? {
        var end = start
        while end < bytes.count, Self.isNameByte(bytes[end]) { end += 1 }
        guard end > start else { return nil }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        !isWhitespace(byte) && byte != UInt8(ascii: "/") && byte != UInt8(ascii: ">")
            && byte != UInt8(ascii: "=") && byte != UInt8(ascii: "<")
    }

    private mutating func name() -> String? {
        let start = index
        while let byte = peek, Self.isNameByte(byte) { index += 1 }
        guard index > start else { return nil }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
    }

    /// The element name and attributes of a start tag, the cursor just past its `<`. Values are
    /// kept as written (the sniffer compares only names, namespace URIs and IB's `type`).
    mutating func startTag() -> (String, [RawAttribute])? {
        guard let element = name() else { return nil }
        var attributes: [RawAttribute] = []
        while true {
            skipWhitespace()
            guard let byte = peek else { return nil }
            if byte == UInt8(ascii: ">") || byte == UInt8(ascii: "/") { return (element, attributes) }
            guard let attribute = name() else { return nil }
            skipWhitespace()
            guard peek == UInt8(ascii: "=") else { return nil }
            index += 1
            skipWhitespace()
            guard let quote = peek, quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else { return nil }
            index += 1
            let start = index
            while let inner = peek, inner != quote { index += 1 }
            guard !atEnd else { return nil }
            let value = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
            index += 1
            attributes.append(RawAttribute(name: attribute, value: value, kind: .string, offset: start))
        }
    }

    mutating func skipWhitespaceAndComments() {
        while true {
            skipWhitespace()
            if starts(with: "//") {
                while let byte = peek, byte != 0x0A { index += 1 }
            } else if starts(with: "/*") {
                _ = skip(past: "/*", to: "*/")
            } else {
                return
            }
        }
    }

    /// A JSON string, the cursor on its opening quote, decoded as the reader decodes it (`\u0074`
    /// is `t`, a surrogate pair one scalar). Nil when it does not end.
    mutating func string() -> String? {
        index += 1
        var start = index
        var decoded: [UInt8] = []
        while let byte = peek, byte != UInt8(ascii: "\"") {
            guard byte == UInt8(ascii: "\\") else { index += 1; continue }
            decoded += bytes[start..<index]
            index += 1
            guard let escape = peek else { return nil }
            index += 1
            switch escape {
            case UInt8(ascii: "n"): decoded.append(0x0A)
            case UInt8(ascii: "t"): decoded.append(0x09)
            case UInt8(ascii: "r"): decoded.append(0x0D)
            case UInt8(ascii: "b"): decoded.append(0x08)
            case UInt8(ascii: "f"): decoded.append(0x0C)
            case UInt8(ascii: "u"):
                guard var value = hexQuad() else { return nil }
                // A high surrogate followed by `\uDC00`–`\uDFFF` is one scalar.
                if (0xD800..<0xDC00).contains(value), starts(with: "\\u") {
                    let save = index
                    index += 2
                    if let low = hexQuad(), (0xDC00..<0xE000).contains(low) {
                        value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
                    } else {
                        index = save
                    }
                }
                let scalar = Unicode.Scalar(value) ?? "\u{FFFD}"
                decoded += Array(String(Character(scalar)).utf8)
            default: decoded.append(escape)
            }
            start = index
        }
        guard index < bytes.count else { return nil }
        decoded += bytes[start..<index]
        index += 1
        return String(decoding: decoded, as: UTF8.self)
    }

    /// Four hex digits after `\u`; nil when they are not.
    private mutating func hexQuad() -> UInt32? {
        guard bytes.count - index >= 4 else { return nil }
        var value: UInt32 = 0
        for offset in 0..<4 {
            let byte = bytes[index + offset]
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default: return nil
            }
            value = value * 16 + digit
        }
        index += 4
        return value
    }
}
