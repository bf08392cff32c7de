#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An accessible name that says nothing about the choice: an editor's placeholder left in place
/// ("Check", "Label"), a single character or symbol, or a fragment that only continues a visible
/// text nearby ("…and the privacy policy"). VoiceOver and TalkBack read it as the whole name.
struct LabelMeaningless: OptionlessRule {
    static let description = RuleDescription(
        id: "label-meaningless",
        name: "Accessible name says nothing about the choice",
        defaultSeverity: .warning,
        tags: ["wcag246"]
    )

    /// The texts Xcode, Interface Builder and Android Studio put in a new control or label,
    /// lower-cased, with inner white space as one space.
    static let placeholders: Set<String> = [
        "check", "check box", "checkbox", "label", "switch", "button", "title", "text", "item", "new text",
    ]

    /// Names longer than this, in UTF-8 bytes, are not compared with the placeholders (the longest
    /// is 9 bytes; this leaves room for white space between its words) nor counted in characters.
    static let shortNameLength = 24

    /// Why `name` says nothing about the choice, or nil when it may.
    ///
    /// Every checkbox's name goes through this (label-duplicate asks too): most names are longer
    /// than any placeholder and hold an ASCII letter, which the bytes tell without splitting,
    /// lower-casing or walking characters (by callgrind, those were a tenth of linting SwiftUI files).
    static func reason(for name: String) -> String? {
        let trimmed = name.quickTrimmed()
        let bytes = trimmed.utf8
        guard !bytes.isEmpty else { return nil }
        let isShort = bytes.count <= shortNameLength
        if isShort, isPlaceholder(trimmed) { return "an editor's placeholder left in place" }
        if bytes.starts(with: "…".utf8) || bytes.starts(with: "...".utf8) {
            return "a fragment that only continues a text nearby, which the screen reader does not read with it"
        }
        if isShort, trimmed.count == 1 { return "a single character" }
        if bytes.contains(where: Self.isASCIILetterOrDigit) { return nil }
        if !trimmed.contains(where: { $0.isLetter || $0.isNumber }) { return "only symbols" }
        return nil
    }

    /// The placeholders as bytes, and their first letters, for `isPlaceholder`.
    private static let placeholderBytes: [[UInt8]] = placeholders.map { Array($0.utf8) }
    private static let placeholderInitials: Set<UInt8> = Set(placeholders.compactMap { $0.utf8.first })

    /// Whether a short trimmed name, lower-cased with each run of white space as one space, is a
    /// placeholder: an ASCII name is folded into a buffer on the stack and compared byte by byte;
    /// any other goes through `String` (white space and case beyond ASCII).
    private static func isPlaceholder(_ trimmed: String) -> Bool {
        let bytes = trimmed.utf8
        // Every placeholder starts with one of a few ASCII letters: most names are told apart by
        // their first byte (a name that starts otherwise lower-cases to something else too).
        guard let first = bytes.first, placeholderInitials.contains(first | 0x20) else { return false }
        guard bytes.allSatisfy({ $0 < 0x80 }) else {
            return placeholders.contains(trimmed.split(whereSeparator: \.isWhitespace).joined(separator: " ").lowercased())
        }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: bytes.count) { folded in
            var count = 0
            var afterSpace = false
            for byte in bytes {
                if byte == 0x20 || (0x09...0x0D).contains(byte) {
                    afterSpace = true
                    continue
                }
                if afterSpace {
                    folded[count] = 0x20
                    count += 1
                    afterSpace = false
                }
                folded[count] = (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte | 0x20 : byte
                count += 1
            }
            return placeholderBytes.contains { placeholder in
                placeholder.count == count && placeholder.withUnsafeBufferPointer { memcmp($0.baseAddress!, folded.baseAddress!, count) == 0 }
            }
        }
    }

    private static func isASCIILetterOrDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    func check(_ document: Document, _ context: inout RuleContext) {
        let reader = document.platform == .android ? "TalkBack" : "VoiceOver"
        for checkbox in document.reachableCheckboxes {
            // An unresolved `@string/` reference is not text to judge (SPEC §4.1).
            guard let name = checkbox.comparableName, let reason = Self.reason(for: name) else { continue }
            let id = checkbox.id.map { " (\(OneLine.excerpt($0)))" } ?? ""
            context.report(checkbox, "Checkbox\(composed: id) is named '\(name.quickTrimmed())', \(composed: reason); \(composed: reader) reads it as the whole name, so name the option itself")
        }
    }
}
