import CLibXML2

/// The parser context for one document, over our bytes.
///
/// libxml2 2.9's `xmlCreateMemoryParserCtxt` copies the input into a buffer of its own, grown by
/// doubling: 1.6 times the file at the peak of a big file's lint. When the bytes are followed by a
/// NUL (`NULTerminator`) and need no conversion, the context reads them in place instead, through
/// a static input buffer, set up as `xmlCreateMemoryParserCtxt` sets up its copy.
///
/// 2.9 cannot shrink a static buffer: `xmlParserInputShrink` moves the cursor back as if the bytes
/// had moved to the front, which they only do in a buffer of its own, and the parse then reads
/// garbage near the end of a big file. The context is therefore marked `progressive`, which in a
/// pull parse only switches off the SHRINK and GROW steps (every other use is in the push parser):
/// for a whole document in memory they only move or reallocate the copy, never change what is
/// read. The bytes stay at the same offsets, so the parse sees the same document.
enum XMLInput {
    static func parserContext(_ buffer: UnsafeBufferPointer<UInt8>, inPlace: Bool) -> xmlParserCtxtPtr? {
        guard let base = buffer.baseAddress, !buffer.isEmpty else { return nil }
        let characters = UnsafeRawPointer(base).assumingMemoryBound(to: CChar.self)
        guard inPlace else { return xmlCreateMemoryParserCtxt(characters, Int32(buffer.count)) }
        guard let context = xmlNewParserCtxt() else { return nil }
        guard let input = xmlParserInputBufferCreateStatic(characters, Int32(buffer.count), XML_CHAR_ENCODING_NONE) else {
            xmlFreeParserCtxt(context)
            return nil
        }
        guard let stream = xmlNewInputStream(context) else {
            xmlFreeParserInputBuffer(input)
            xmlFreeParserCtxt(context)
            return nil
        }
        stream.pointee.filename = nil
        stream.pointee.buf = input
        // What xmlBufResetInput (not exported in the headers) does for the copy.
        let start = UnsafePointer<xmlChar>(OpaquePointer(base))
        stream.pointee.base = start
        stream.pointee.cur = start
        stream.pointee.end = start + buffer.count
        inputPush(context, stream)
        context.pointee.progressive = 1
        return context
    }

    /// Whether libxml2 can read `source` in place: its bytes are followed by a NUL, and libxml2
    /// will not convert them (its converter would fill a buffer of its own from the static one,
    /// which libxml2 2.9 cannot append to, and stall after the first line).
    /// A transcoded document is parsed with XML_PARSE_IGNORE_ENC, so its declaration never
    /// switches the encoding.
    static func canReadInPlace(_ source: SourceText) -> Bool {
        NULTerminator.isTerminated(source.bytes)
            && (source.wasTranscoded || source.bytes.withUnsafeBufferPointer(DeclaredEncoding.isUTF8))
    }
}

/// Whether an XML declaration leaves the document in UTF-8: it has none, names no encoding, or
/// names UTF-8. Anything unexpected (a declaration with no end near the start) counts as not.
enum DeclaredEncoding {
    /// Far beyond any real declaration; a longer one is read the old way, whatever it holds.
    static let longestDeclaration = 1_024

    static func isUTF8(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var start = 0
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { start = 3 }
        let rest = UnsafeBufferPointer(rebasing: bytes[start...])
        guard rest.starts(with: Array("<?xml".utf8)) else { return true }
        let window = rest.prefix(longestDeclaration)
        guard let end = window.firstRange(of: Array("?>".utf8))?.lowerBound else { return false }
        let declaration = window[..<end]
        guard let name = declaration.firstRange(of: Array("encoding".utf8)) else { return true }
        var index = name.upperBound
        func skipBlanks() {
            while index < end, [0x20, 0x09, 0x0A, 0x0D].contains(declaration[index]) { index += 1 }
        }
        skipBlanks()
        guard index < end, declaration[index] == UInt8(ascii: "=") else { return false }
        index += 1
        skipBlanks()
        guard index < end, declaration[index] == UInt8(ascii: "\"") || declaration[index] == UInt8(ascii: "'") else { return false }
        let quote = declaration[index]
        index += 1
        guard let close = declaration[index...].firstIndex(of: quote) else { return false }
        let value = String(decoding: declaration[index..<close], as: UTF8.self).lowercased()
        return value == "utf-8" || value == "utf8"
    }
}
