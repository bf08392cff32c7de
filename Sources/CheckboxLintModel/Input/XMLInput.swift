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

    /// Whether this libxml2 is one whose internals the in-place setup was read against (2.9).
    /// Later versions changed how static buffers, `progressive` and the input's shrinking work
    /// (2.11, 2.12); with them the document is read through libxml2's own copy, as before.
    static let isSupportedVersion = (20900..<21000).contains(Int(LIBXML_VERSION))

    /// Whether libxml2 can read `source` in place: its bytes are followed by a NUL, and libxml2
    /// will not convert them (its converter would fill a buffer of its own from the static one,
    /// which libxml2 2.9 cannot append to, and stall after the first line).
    /// A transcoded document is parsed with XML_PARSE_IGNORE_ENC, so its declaration never
    /// switches the encoding.
    static func canReadInPlace(_ source: SourceText) -> Bool {
        isSupportedVersion
            && NULTerminator.isTerminated(source.bytes)
            && (source.wasTranscoded || source.bytes.withUnsafeBufferPointer(DeclaredEncoding.isUTF8))
    }
}

/// Whether an XML declaration leaves the document in UTF-8: it has none, names no encoding, or
/// names UTF-8. Anything unexpected (a declaration with no end near the start) counts as not.
/// Plain loops over bytes: it runs once per file, and the generic searches cost 70,000
/// instructions a file (2 % of a lint run, by callgrind).
enum DeclaredEncoding {
    /// Far beyond any real declaration; a longer one is read the old way, whatever it holds.
    static let longestDeclaration = 1_024

    static func isUTF8(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var start = 0
        if has(bytes, [0xEF, 0xBB, 0xBF], at: 0) { start = 3 }
        guard has(bytes, Array("<?xml".utf8), at: start) else { return true }
        let limit = min(bytes.count, start + longestDeclaration)
        var end = start
        while end + 1 < limit, !(bytes[end] == UInt8(ascii: "?") && bytes[end + 1] == UInt8(ascii: ">")) { end += 1 }
        guard end + 1 < limit else { return false }
        let name = Array("encoding".utf8)
        var index = start
        while index + name.count <= end, !has(bytes, name, at: index) { index += 1 }
        guard index + name.count <= end else { return true }
        index += name.count
        func skipBlanks() {
            while index < end, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
        }
        skipBlanks()
        guard index < end, bytes[index] == UInt8(ascii: "=") else { return false }
        index += 1
        skipBlanks()
        guard index < end, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") else { return false }
        let quote = bytes[index]
        index += 1
        var close = index
        while close < end, bytes[close] != quote { close += 1 }
        guard close < end else { return false }
        let value = String(decoding: UnsafeBufferPointer(rebasing: bytes[index..<close]), as: UTF8.self).lowercased()
        return value == "utf-8" || value == "utf8"
    }

    private static func has(_ bytes: UnsafeBufferPointer<UInt8>, _ expected: [UInt8], at index: Int) -> Bool {
        guard index + expected.count <= bytes.count else { return false }
        for offset in 0..<expected.count where bytes[index + offset] != expected[offset] { return false }
        return true
    }
}
