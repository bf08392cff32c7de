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
enum UIDescriptionSniffer {
    enum Verdict: Equatable {
        /// The root says it is a UI description (or the scan could not tell): read it.
        case read
        /// The root is another format's: skip the file without reading it.
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
        scanner.skipByteOrderMark()
        while true {
            scanner.skipWhitespace()
            if scanner.atEnd { return .read }
            if scanner.skip(past: "<?", to: "?>") || scanner.skip(past: "<!--", to: "-->") { continue }
            if scanner.starts(with: "<!") {
                guard scanner.skipDeclaration() else { return .read }
                continue
            }
            guard scanner.peek == UInt8(ascii: "<") else { return .read }
            scanner.advance()
            guard let (name, attributes) = scanner.startTag() else { return .read }
            var namespaces: [(prefix: String?, uri: String)] = []
            for attribute in attributes {
                if attribute.name == "xmlns" {
                    namespaces.append((nil, attribute.value))
                } else if attribute.name.hasPrefix("xmlns:") {
                    namespaces.append((String(attribute.name.dropFirst(6)), attribute.value))
                }
            }
            switch registry.xmlFrontends.route(forRoot: XMLRoot(name: name, attributes: attributes, namespaces: namespaces)) {
            case .frontend: return .read
            case .declined: return .skip
            case .builder:
                // The registry hands every unrecognised root to the `ui` builder, which declines
                // all but `ui` (a `document` that is not Interface Builder's, a `resources`, a `project`).
                return isModelElement(name) ? .read : .skip
            }
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
        // JSON) goes to the reader, which skips well-formed JSON that is not an object and
        // reports what is not JSON, as it always has; comments and trailing commas are met only
        // in objects (configuration files), which this scan decides on.
        guard scanner.peek == UInt8(ascii: "{") else { return .read }
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
                guard let string = scanner.string() else { return .read }
                if depth == 1, expectingValueOf == "type" { return isModelElement(string) ? .read : .skip }
                if depth == 1, expectingValueOf == nil { lastKey = string }
                expectingValueOf = nil
            default:
                // A number, `true`, `false`, `null`, or something that is not JSON at all.
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

    /// Skips from `open` to the end of `close` when the bytes start with `open`; to the end when
    /// `close` never comes.
    mutating func skip(past open: StaticString, to close: StaticString) -> Bool {
        guard starts(with: open) else { return false }
        index += open.utf8CodeUnitCount
        while !atEnd, !starts(with: close) { index += 1 }
        index = min(bytes.count, index + close.utf8CodeUnitCount)
        return true
    }

    /// Skips a `<!DOCTYPE …>` (or any `<!…>`), its internal subset in brackets, quoted literals and
    /// comments included. False when it does not end.
    mutating func skipDeclaration() -> Bool {
        index += 2
        var bracketDepth = 0
        while let byte = peek {
            if starts(with: "<!--") {
                _ = skip(past: "<!--", to: "-->")
                continue
            }
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                index += 1
                while let inner = peek, inner != byte { index += 1 }
            case UInt8(ascii: "["): bracketDepth += 1
            case UInt8(ascii: "]"): bracketDepth -= 1
            case UInt8(ascii: ">") where bracketDepth <= 0:
                index += 1
                return true
            default: break
            }
            index += 1
        }
        return false
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

    /// A JSON string, the cursor on its opening quote; escapes are kept as written (keys and the
    /// `type` value the sniffer looks for have none). Nil when it does not end.
    mutating func string() -> String? {
        index += 1
        let start = index
        while let byte = peek, byte != UInt8(ascii: "\"") {
            index += byte == UInt8(ascii: "\\") ? 2 : 1
        }
        guard index < bytes.count else { return nil }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        index += 1
        return text
    }
}
