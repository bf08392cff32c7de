#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CheckboxLintModel

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

    /// Why `name` says nothing about the choice, or nil when it may.
    ///
    /// Every checkbox's name goes through this (label-duplicate asks too): most names are told
    /// apart from their first bytes (not starting like a placeholder, holding an ASCII letter)
    /// without splitting, lower-casing or walking characters (by callgrind, those were a tenth of
    /// linting SwiftUI files and a twentieth of linting XML).
    static func reason(for name: String) -> String? {
        let trimmed = name.quickTrimmed()
        let bytes = trimmed.utf8
        guard let first = bytes.first else { return nil }
        // Every placeholder starts with one of a few ASCII letters and is short.
        if placeholderInitials.contains(first | 0x20), bytes.count <= 4 * longestPlaceholder, isPlaceholder(trimmed) {
            return placeholderReason
        }
        // Told by the first byte before the generic comparison (140 instructions a name).
        if first == 0xE2 || first == UInt8(ascii: "."), bytes.starts(with: "…".utf8) || bytes.starts(with: "...".utf8) {
            return "a fragment that only continues a text nearby, which the screen reader does not read with it"
        }
        if isSingleCharacter(trimmed) { return "a single character" }
        if bytes.contains(where: isASCIILetterOrDigit) { return nil }
        if !trimmed.contains(where: { $0.isLetter || $0.isNumber }) { return "only symbols" }
        return nil
    }

    /// Whether a trimmed name is one character. One scalar is; ASCII scalars are one character
    /// each (a CR LF pair is trimmed away), and a space between two others makes three: only a
    /// short name beyond ASCII without a space has its characters counted (a flag, an accent
    /// that combines).
    private static func isSingleCharacter(_ trimmed: String) -> Bool {
        let bytes = trimmed.utf8
        guard bytes.count <= 4 * maximumScalarsInCharacter else { return false }
        // Two ASCII scalars first are two characters but for CR LF (which trimming leaves only
        // inside a name, after a first character): most names end here, unwalked. (An ASCII
        // scalar can end a character only after one beyond ASCII, such as a prepended mark.)
        var start = bytes.startIndex
        if bytes.count >= 2, bytes[start] < 0x80 {
            bytes.formIndex(after: &start)
            if bytes[start] < 0x80, bytes[start] != 0x0A { return false }
        }
        var scalars = 0
        var isASCII = true
        for byte in bytes {
            if byte == 0x20 { return false }
            if byte & 0xC0 != 0x80 { scalars += 1 }
            if byte >= 0x80 { isASCII = false }
        }
        return scalars == 1 || (!isASCII && scalars <= maximumScalarsInCharacter && trimmed.count == 1)
    }

    /// More scalars than this make more than one character (a family emoji with skin tones, the
    /// longest common one, has 10); counting characters is left to names with fewer.
    static let maximumScalarsInCharacter = 16

    /// The placeholders as bytes, their first letters, and the longest one, for `isPlaceholder`.
    private static let placeholderBytes: [[UInt8]] = placeholders.map { Array($0.utf8) }
    private static let placeholderInitials: Set<UInt8> = Set(placeholders.compactMap { $0.utf8.first })
    private static let longestPlaceholder = placeholders.map(\.utf8.count).max() ?? 0

    /// Whether a trimmed name, lower-cased with each run of white space as one space, is a
    /// placeholder. The name's bytes are folded into a small buffer on the stack in one pass,
    /// given up as soon as the fold is longer than any placeholder (a name beyond ASCII too: its
    /// folded ASCII start is the start of its fold through `String`, which is then longer still);
    /// a name that reaches a byte beyond ASCII before that goes through `String` (white space and
    /// case beyond ASCII). By callgrind, testing every byte for ASCII first, through the generic
    /// view, was most of the cost.
    private static func isPlaceholder(_ trimmed: String) -> Bool {
        var name = trimmed
        let asASCII: Bool? = name.withUTF8 { bytes in
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: longestPlaceholder) { folded -> Bool? in
                var count = 0
                var afterSpace = false
                for byte in bytes {
                    if byte >= 0x80 { return nil }
                    if byte == 0x20 || (0x09...0x0D).contains(byte) {
                        afterSpace = true
                        continue
                    }
                    guard count + (afterSpace ? 2 : 1) <= longestPlaceholder else { return false }
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
        if let asASCII { return asASCII }
        // Beyond ASCII, only white space (lead bytes 0xC2, 0xE1, 0xE2, 0xE3: a no-break
        // space, U+2000–U+200A, U+3000…) or the Kelvin sign (0xE2) can fold into a
        // placeholder; a letter such as é (0xC3) never does.
        guard trimmed.utf8.allSatisfy({ $0 < 0xC0 || $0 == 0xC2 || (0xE1...0xE3).contains($0) }) else { return false }
        return placeholders.contains(trimmed.split(whereSeparator: \.isWhitespace).joined(separator: " ").lowercased())
    }

    private static func isASCIILetterOrDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    static let placeholderReason = "an editor's placeholder left in place"

    static func isOneWord(_ name: String) -> Bool {
        let trimmed = name.quickTrimmed()
        return !trimmed.isEmpty && !trimmed.utf8.contains { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A }
    }

    /// How many other checkboxes of the same set (same parent, same container) are named by one
    /// word that says something; nil-like 0 when any of them is named by more than a word.
    static func oneWordOptionsBeside(_ checkbox: Element, in document: Document) -> Int {
        guard let parent = checkbox.parent else { return 0 }
        var count = 0
        for index in document.elements[parent].children where index != checkbox.index {
            let sibling = document.elements[index]
            guard sibling.isCheckbox, sibling.layoutParent == checkbox.layoutParent,
                  let name = sibling.comparableName, reason(for: name) == nil else { continue }
            guard isOneWord(name) else { return 0 }
            count += 1
        }
        return count
    }

    func check(_ document: Document, _ context: inout RuleContext) {
        let reader = document.platform == .android ? "TalkBack" : "VoiceOver"
        for checkbox in document.reachableCheckboxes {
            // An unresolved `@string/` reference is not text to judge (SPEC §4.1).
            guard let name = checkbox.comparableName, let reason = context.meaninglessReason(of: checkbox) else { continue }
            // "Text" beside "Email" and "Phone" is the SMS option, not a placeholder: a one-word
            // placeholder in a set of two or more other one-word options that say something is an
            // option itself ("Check" among "Checked items only" and "X-ray view" is not).
            if reason == Self.placeholderReason, Self.isOneWord(name), Self.oneWordOptionsBeside(checkbox, in: document) >= 2 { continue }
            let id = checkbox.id.map { " (\(OneLine.excerpt($0)))" } ?? ""
            context.report(checkbox, "Checkbox\(composed: id) is named '\(name.quickTrimmed())', \(composed: reason); \(composed: reader) reads it as the whole name, so name the option itself")
        }
    }
}
