#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads what one Kotlin, Java, Swift or Objective-C file assigns to the views it names, with a
/// byte search: no parser, no compiler. Every identifier followed by a member that sets a name,
/// a visibility, a state or a click listener is recorded under its `ControlEvidence.key` (so
/// `add_event_checkbox` in `R.id.add_event_checkbox` or a synthetic, `addEventCheckbox` in a view
/// binding and `_addEventCheckbox` in Objective-C are one key). Aliases follow one step
/// (`val box = binding.checkbox`, `entryCheckBox = findViewById(R.id.expiration_checkbox)`), and
/// a scope block (`binding.x.apply { text = … }`, `with(x) { … }`) counts its own statements.
/// Comments and string literals are skipped.
struct SourceScanner {
    /// The file's findings, by key; `layouts` are the layouts it names (`R.layout.foo_bar`,
    /// `FooBarBinding`), by key.
    struct FileEvidence: Sendable {
        var controls: [String: ControlEvidence] = [:]
        var layouts: Set<String> = []
    }

    /// `snake_case`, `camelCase` and `_ivar` of one name → one key: lower case, no underscores.
    static func key<S: Sequence>(_ name: S) -> String where S.Element == UInt8 {
        var bytes: [UInt8] = []
        for byte in name where byte != UInt8(ascii: "_") {
            bytes.append(byte >= 65 && byte <= 90 ? byte + 32 : byte)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The key under which an `ArrayAdapter`'s layout root is recorded: `adapter-root:` + layout key.
    static let adapterRootPrefix = "adapter-root:"

    enum Effect {
        case name, state, click, visibility, showIf, hideIf, show, hide, scope
    }

    /// Members (after `.`, or as an Objective-C selector after the receiver) and what they do.
    static let members: [String: Effect] = [
        // Names: Android, UIKit, AppKit.
        "text": .name, "setText": .name, "contentDescription": .name, "setContentDescription": .name,
        "title": .name, "setTitle": .name, "stringValue": .name, "setStringValue": .name,
        "attributedTitle": .name, "setAttributedTitle": .name, "attributedStringValue": .name,
        "accessibilityLabel": .name, "setAccessibilityLabel": .name,
        // State.
        "isChecked": .state, "setChecked": .state, "toggle": .state, "state": .state, "setState": .state,
        "isOn": .state, "setOn": .state,
        // A row made clickable.
        "setOnClickListener": .click,
        // Visibility whose value follows.
        "visibility": .visibility, "setVisibility": .visibility,
        "isVisible": .showIf, "setVisible": .showIf, "beVisibleIf": .showIf,
        "isGone": .hideIf, "isInvisible": .hideIf, "isHidden": .hideIf, "hidden": .hideIf, "setHidden": .hideIf,
        "beGoneIf": .hideIf, "beInvisibleIf": .hideIf,
        // Simple Mobile Tools' and common extension functions.
        "beVisible": .show, "show": .show, "beGone": .hide, "beInvisible": .hide, "hide": .hide,
        // Scope functions: the block's statements are about the receiver.
        "apply": .scope, "run": .scope, "also": .scope,
    ]

    /// Statements inside a scope block that name no receiver (`text = …`, `setText(…)`).
    static let bareMembers: Set<String> = [
        "text", "setText", "contentDescription", "setContentDescription", "isChecked", "setChecked",
        "visibility", "setVisibility", "isVisible", "isGone", "isInvisible", "setOnClickListener",
        "beVisible", "beGone", "beInvisible", "beVisibleIf", "beGoneIf",
    ]

    /// Borrowed for the scan: reading through a buffer pointer costs no reference counting.
    let bytes: UnsafeBufferPointer<UInt8>
    private(set) var evidence = FileEvidence()
    /// alias key → the key of what it was assigned from.
    private var aliases: [String: Set<String>] = [:]
    /// Bytes scope blocks may still read: nested blocks on one line (`apply { apply { … } }`
    /// thousands of times) would otherwise read the same bytes once per block.
    private var scopeBudget: Int

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        scopeBudget = max(1 << 16, 4 * bytes.count)
    }

    static func scan(_ bytes: [UInt8]) -> FileEvidence {
        bytes.withUnsafeBufferPointer { buffer in
            var scanner = SourceScanner(bytes: buffer)
            scanner.run()
            return scanner.evidence
        }
    }

    /// What a file assigns to the properties `names` only (an Interface Builder file's outlets):
    /// each occurrence is found with `memchr` and read as the full scan reads a word there.
    static func scan(_ bytes: [UInt8], properties names: Set<String>) -> FileEvidence {
        bytes.withUnsafeBufferPointer { buffer in
            var scanner = SourceScanner(bytes: buffer)
            for name in names { scanner.readOccurrences(of: Array(name.utf8)) }
            return scanner.evidence
        }
    }

    private mutating func readOccurrences(of needle: [UInt8]) {
        guard let first = needle.first, let base = bytes.baseAddress, bytes.count > needle.count else { return }
        var offset = 0
        let last = bytes.count - needle.count
        while offset <= last {
            guard let hit = memchr(base + offset, Int32(first), last - offset + 1) else { return }
            let at = base.distance(to: UnsafePointer(hit.assumingMemoryBound(to: UInt8.self)))
            offset = at + 1
            let end = at + needle.count
            // A whole word; an Objective-C instance variable's `_` before it is part of the name.
            guard memcmp(base + at, needle, needle.count) == 0, end == bytes.count || !Self.isWordByte(bytes[end]),
                  at == 0 || !Self.isWordByte(bytes[at - 1]) || (bytes[at - 1] == UInt8(ascii: "_") && (at == 1 || !Self.isWordByte(bytes[at - 2]))) else { continue }
            readAccess(subjectStart: at, subjectEnd: end)
        }
    }

    /// Words without which a Kotlin or Java file cannot name a layout's view: `R.id.`, a view
    /// binding (`binding`, `FooBinding`), `findViewById`, a synthetic import, a holder's
    /// `itemView`. A file with none of them is not scanned (most of an app's code).
    static let viewWords: [StaticString] = ["R.id.", "inding", "findViewById", "synthetic", "itemView"]

    /// Whether `needle` occurs in `haystack`: `memchr` to each candidate first byte, `memcmp` for
    /// the rest (glibc's `memmem` is not exported to Swift).
    static func contains(_ haystack: UnsafeRawBufferPointer, _ needle: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = haystack.baseAddress, let first = needle.first, haystack.count >= needle.count else { return false }
        var offset = 0
        let last = haystack.count - needle.count
        while offset <= last {
            guard let hit = memchr(base + offset, Int32(first), last - offset + 1) else { return false }
            let at = base.distance(to: UnsafeRawPointer(hit))
            if memcmp(base + at, needle.baseAddress!, needle.count) == 0 { return true }
            offset = at + 1
        }
        return false
    }

    /// Calls `body` with the offset of each occurrence of `needle` in `haystack`, left to right.
    static func forEachOccurrence(of needle: StaticString, in haystack: UnsafeRawBufferPointer, _ body: (Int) -> Void) {
        needle.withUTF8Buffer { needle in
            guard let base = haystack.baseAddress, let first = needle.first, haystack.count >= needle.count else { return }
            var offset = 0
            let last = haystack.count - needle.count
            while offset <= last {
                guard let hit = memchr(base + offset, Int32(first), last - offset + 1) else { return }
                let at = base.distance(to: UnsafeRawPointer(hit))
                if memcmp(base + at, needle.baseAddress!, needle.count) == 0 { body(at) }
                offset = at + 1
            }
        }
    }

    /// The keys of the layouts a file may name (`R.layout.foo_bar`, `FooBarBinding`,
    /// `synthetic.main.foo_bar`), by byte search, without the scan: every layout the scan notes
    /// is among them (here comments and strings are not skipped, so there may be more). A module's
    /// files are indexed by them once, so that each layout scans only the files that may name it.
    static func layoutMentions(_ bytes: [UInt8]) -> Set<String> {
        var found: Set<String> = []
        bytes.withUnsafeBytes { raw in
            forEachOccurrence(of: "Binding", in: raw) { at in
                guard at + 7 == raw.count || !isWordByte(raw[at + 7]) else { return }
                var start = at
                while start > 0, isWordByte(raw[start - 1]) { start -= 1 }
                if at > start, raw[start] >= 65, raw[start] <= 90 { found.insert(key(raw[start..<at])) }
            }
            for prefix: StaticString in ["R.layout.", "synthetic.main."] {
                forEachOccurrence(of: prefix, in: raw) { at in
                    let start = at + prefix.utf8CodeUnitCount
                    var end = start
                    while end < raw.count, isWordByte(raw[end]) { end += 1 }
                    if end > start { found.insert(key(raw[start..<end])) }
                }
            }
        }
        return found
    }

    static func contains(_ bytes: [UInt8], _ text: String) -> Bool {
        var text = text
        return text.withUTF8 { needle in bytes.withUnsafeBytes { contains($0, needle) } }
    }

    /// Whether the file declares or extends the class `name` (`class Name`, `extension Name`,
    /// `@implementation Name`, `@interface Name`): `memchr` to the name's first byte (a capital,
    /// rare), then the name, then the word before it.
    static func declares(_ bytes: [UInt8], _ name: String) -> Bool {
        let needle = Array(name.utf8)
        guard let first = needle.first else { return false }
        return bytes.withUnsafeBytes { raw in
            guard let base = raw.baseAddress, raw.count > needle.count else { return false }
            var offset = 0
            let last = raw.count - needle.count
            while offset <= last {
                guard let hit = memchr(base + offset, Int32(first), last - offset + 1) else { return false }
                let at = base.distance(to: UnsafeRawPointer(hit))
                offset = at + 1
                guard memcmp(base + at, needle, needle.count) == 0,
                      at + needle.count == raw.count || !isWordByte(raw[at + needle.count]) else { continue }
                // The word before, past spaces.
                var end = at
                while end > 0, raw[end - 1] == 32 || raw[end - 1] == 9 { end -= 1 }
                guard end < at else { continue }
                var start = end
                while start > 0, isWordByte(raw[start - 1]) { start -= 1 }
                let keyword = String(decoding: UnsafeRawBufferPointer(rebasing: raw[start..<end]), as: UTF8.self)
                if keyword == "class" || keyword == "extension" || keyword == "implementation" || keyword == "interface" { return true }
            }
            return false
        }
    }

    /// The keys of the ids a file names as `R.id.<id>`.
    static func resourceIDs(_ bytes: [UInt8]) -> Set<String> {
        var found: Set<String> = []
        bytes.withUnsafeBytes { raw in
            guard let base = raw.baseAddress else { return }
            var offset = 0
            while offset + 5 < raw.count {
                guard let hit = memchr(base + offset, Int32(UInt8(ascii: "R")), raw.count - offset - 5) else { return }
                let at = base.distance(to: UnsafeRawPointer(hit))
                offset = at + 1
                guard memcmp(base + at, "R.id.", 5) == 0, at == 0 || !isWordByte(raw[at - 1]) else { continue }
                var end = at + 5
                while end < raw.count, isWordByte(raw[end]) { end += 1 }
                if end > at + 5 { found.insert(key(raw[(at + 5)..<end])) }
                offset = end
            }
        }
        return found
    }

    static func mayNameViews(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBytes { haystack in
            viewWords.contains { word in
                word.withUTF8Buffer { needle in contains(haystack, needle) }
            }
        }
    }

    // MARK: - Bytes

    static func isWordByte(_ byte: UInt8) -> Bool {
        (byte >= 48 && byte <= 57) || (byte >= 65 && byte <= 90) || (byte >= 97 && byte <= 122) || byte == 95 || byte == 36
    }

    private func skipSpaces(_ at: Int, newlines: Bool = true) -> Int {
        var at = at
        while at < bytes.count {
            let byte = bytes[at]
            if byte == 32 || byte == 9 || byte == 13 || (newlines && byte == 10) { at += 1 } else { break }
        }
        return at
    }

    private func word(at start: Int) -> (String, end: Int)? {
        var end = start
        while end < bytes.count, Self.isWordByte(bytes[end]) { end += 1 }
        guard end > start else { return nil }
        return (String(decoding: bytes[start..<end], as: UTF8.self), end)
    }

    /// Skips a comment or a string literal starting at `at`; returns where it ends, or nil.
    private func skipCommentOrString(_ at: Int) -> Int? {
        let byte = bytes[at]
        let next = at + 1 < bytes.count ? bytes[at + 1] : 0
        if byte == UInt8(ascii: "/"), next == UInt8(ascii: "/") {
            var end = at
            while end < bytes.count, bytes[end] != 10 { end += 1 }
            return end
        }
        if byte == UInt8(ascii: "/"), next == UInt8(ascii: "*") {
            var end = at + 2
            while end + 1 < bytes.count, !(bytes[end] == UInt8(ascii: "*") && bytes[end + 1] == UInt8(ascii: "/")) { end += 1 }
            return min(end + 2, bytes.count)
        }
        if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
            // A string literal on one line (a raw or multi-line string is read as code: harmless).
            var end = at + 1
            while end < bytes.count, bytes[end] != byte, bytes[end] != 10 {
                end += bytes[end] == UInt8(ascii: "\\") ? 2 : 1
            }
            return min(end + 1, bytes.count)
        }
        return nil
    }

    /// The end of the statement starting at `at`: a `;` or a line end outside brackets, bounded.
    private func statementEnd(_ at: Int) -> Int {
        var depth = 0
        var end = at
        let limit = min(bytes.count, at + 2000)
        while end < limit {
            if let skipped = skipCommentOrString(end) { end = skipped; continue }
            switch bytes[end] {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                if depth == 0 { return end }
                depth -= 1
            case UInt8(ascii: ";"): if depth == 0 { return end }
            case 10: if depth == 0 { return end }
            default: break
            }
            end += 1
        }
        return end
    }

    /// The words of `bytes[from..<to]`, outside comments and strings.
    private func words(_ from: Int, _ to: Int) -> Set<String> {
        var found: Set<String> = []
        var at = from
        while at < to {
            if let skipped = skipCommentOrString(at) { at = skipped; continue }
            if Self.isWordByte(bytes[at]), let (word, end) = word(at: at) {
                found.insert(word)
                at = end
            } else {
                at += 1
            }
        }
        return found
    }

    // MARK: - Scan

    private mutating func run() {
        let count = bytes.count
        var at = 0
        while at < count {
            let byte = bytes[at]
            if byte == UInt8(ascii: "/") || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'"), let skipped = skipCommentOrString(at) {
                at = max(skipped, at + 1)
                continue
            }
            guard Self.isWordByte(byte) else { at += 1; continue }
            var end = at + 1
            while end < count, Self.isWordByte(bytes[end]) { end += 1 }
            // No string is made for a word unless what follows it matters: most words do not.
            if !(byte >= 48 && byte <= 57) {
                noteLayout(start: at, end: end)
                readAccess(subjectStart: at, subjectEnd: end)
            }
            at = end
        }
        resolveAliases()
    }

    private func matches(_ text: StaticString, endingAt end: Int) -> Bool {
        let length = text.utf8CodeUnitCount
        guard end >= length else { return false }
        return text.withUTF8Buffer { expected in
            for offset in 0..<length where bytes[end - length + offset] != expected[offset] { return false }
            return true
        }
    }

    /// `R.layout.foo_bar`, `FooBarBinding` and `kotlinx.android.synthetic.main.foo_bar` name the
    /// layout `foo_bar`.
    private mutating func noteLayout(start: Int, end: Int) {
        if end - start > 7, bytes[start] >= 65, bytes[start] <= 90, matches("Binding", endingAt: end) {
            evidence.layouts.insert(Self.key(bytes[start..<(end - 7)]))
        } else if matches("R.layout.", endingAt: start) || matches("synthetic.main.", endingAt: start) {
            let layout = Self.key(bytes[start..<end])
            evidence.layouts.insert(layout)
            // `ArrayAdapter(context, R.layout.item, items)`: the framework sets the text of the
            // layout's root (a TextView, a CheckedTextView) to each item.
            if matches("R.layout.", endingAt: start), lineStart(start).contains("ArrayAdapter") {
                var named = ControlEvidence()
                named.setsName = true
                evidence.controls[Self.adapterRootPrefix + layout, default: ControlEvidence()].merge(named)
            }
        }
    }

    /// Whether a member word ending at `end` is followed by what assigns or calls: `=` (not
    /// `==`), `(`, `{`, or an Objective-C selector's `:`.
    private func isFollowedByUse(_ end: Int) -> Bool {
        let rest = skipSpaces(end, newlines: false)
        guard rest < bytes.count else { return false }
        switch bytes[rest] {
        case UInt8(ascii: "("), UInt8(ascii: "{"), UInt8(ascii: ":"): return true
        case UInt8(ascii: "="): return !(rest + 1 < bytes.count && bytes[rest + 1] == UInt8(ascii: "="))
        default: return false
        }
    }

    /// What follows the identifier at `subjectStart..<subjectEnd`: `.member =`, `.member(`,
    /// `.apply {`, an Objective-C message (`[subject setTitle:…]`), or nothing of interest. Also
    /// notes an alias when the statement assigns the subject (last in its expression) to a name.
    private mutating func readAccess(subjectStart: Int, subjectEnd: Int) {
        var at = skipSpaces(subjectEnd, newlines: false)
        // `findViewById<CheckBox>(R.id.x).setText(…)`: the call's result is the view.
        if isResourceID(subjectStart) {
            while at < bytes.count, bytes[at] == UInt8(ascii: ")") { at = skipSpaces(at + 1, newlines: false) }
        }
        // `x!!.`, `x?.`
        while at < bytes.count, bytes[at] == UInt8(ascii: "!") || bytes[at] == UInt8(ascii: "?") { at += 1 }
        guard at < bytes.count else { return }
        var memberStart = -1
        if bytes[at] == UInt8(ascii: "."), at + 1 < bytes.count, Self.isWordByte(bytes[at + 1]) {
            memberStart = at + 1
        } else if at > subjectEnd, Self.isWordByte(bytes[at]), precededByMessageOpen(subjectStart) {
            memberStart = at
        }
        guard memberStart >= 0 else {
            noteAlias(subjectStart: subjectStart, subjectEnd: subjectEnd, after: at)
            return
        }
        var memberEnd = memberStart
        while memberEnd < bytes.count, Self.isWordByte(bytes[memberEnd]) { memberEnd += 1 }
        guard memberEnd - memberStart >= 3, memberEnd - memberStart <= 21, isFollowedByUse(memberEnd) else { return }
        guard let effect = Self.members[String(decoding: bytes[memberStart..<memberEnd], as: UTF8.self)] else { return }
        record(effect, key: Self.key(bytes[subjectStart..<subjectEnd]), after: memberEnd)
    }

    /// Whether `R.id.` comes right before `start`.
    private func isResourceID(_ start: Int) -> Bool {
        matches("R.id.", endingAt: start)
    }

    /// Whether `[` (or `[self.`) opens an Objective-C message right before `start`.
    private func precededByMessageOpen(_ start: Int) -> Bool {
        var at = start - 1
        if at >= 4, bytes[at] == UInt8(ascii: "."), matches("self", endingAt: at) { at -= 5 }
        while at >= 0, bytes[at] == 32 { at -= 1 }
        return at >= 0 && bytes[at] == UInt8(ascii: "[")
    }

    private mutating func record(_ effect: Effect, key: String, after end: Int) {
        var found = ControlEvidence()
        let rest = skipSpaces(end, newlines: false)
        let next = rest < bytes.count ? bytes[rest] : 0
        let assigns = next == UInt8(ascii: "=") && !(rest + 1 < bytes.count && bytes[rest + 1] == UInt8(ascii: "="))
        let calls = next == UInt8(ascii: "(") || next == UInt8(ascii: ":") || next == UInt8(ascii: "{")
        switch effect {
        case .name: guard assigns || calls else { return }; found.setsName = true
        case .state: guard assigns || calls else { return }; found.setsState = true
        case .click: found.listensForClicks = true
        case .show: found.mayShow = true
        case .hide: found.hides = true
        case .visibility, .showIf, .hideIf:
            guard assigns || calls else { return }
            let value = words(rest + 1, statementEnd(rest + 1))
            let literalTrue = value.contains("true") || value.contains("YES")
            let literalFalse = value.contains("false") || value.contains("NO")
            switch effect {
            case .visibility:
                let shows = value.contains("VISIBLE")
                let hides = value.contains("GONE") || value.contains("INVISIBLE")
                // A value it computes elsewhere may be either.
                found.mayShow = shows || !hides
                found.hides = hides
            case .showIf:
                found.mayShow = !literalFalse || literalTrue
                found.hides = !literalTrue
            default:
                found.hides = !literalFalse || literalTrue
                found.mayShow = !literalTrue || literalFalse
            }
        case .scope:
            guard next == UInt8(ascii: "{") else { return }
            found = scopeBlock(from: rest)
        }
        guard !found.isEmpty else { return }
        evidence.controls[key, default: ControlEvidence()].merge(found)
    }

    /// The statements of a scope block (`{ … }` at `open`) that name no receiver, at its own depth.
    private mutating func scopeBlock(from open: Int) -> ControlEvidence {
        var found = ControlEvidence()
        var depth = 0
        var at = open
        let limit = min(bytes.count, open + min(20_000, scopeBudget))
        defer { scopeBudget -= at - open }
        var statementStart = true
        while at < limit {
            if let skipped = skipCommentOrString(at) { at = skipped; continue }
            let byte = bytes[at]
            if byte == UInt8(ascii: "{") { depth += 1; at += 1; statementStart = true; continue }
            if byte == UInt8(ascii: "}") { depth -= 1; if depth == 0 { break }; at += 1; continue }
            if byte == 10 || byte == UInt8(ascii: ";") { statementStart = true; at += 1; continue }
            if byte == 32 || byte == 9 || byte == 13 { at += 1; continue }
            if depth == 1, statementStart, Self.isWordByte(byte), let (name, end) = word(at: at) {
                statementStart = false
                if Self.bareMembers.contains(name), let effect = Self.members[name] {
                    var inner = SourceScanner(bytes: bytes)
                    inner.record(effect, key: "", after: end)
                    if let evidence = inner.evidence.controls[""] { found.merge(evidence) }
                }
                at = end
                continue
            }
            statementStart = false
            at += 1
        }
        return found
    }

    /// `val box = binding.checkbox`, `box = (CheckBox) findViewById(R.id.box)`,
    /// `with(holder.findViewById(R.id.x) as MaterialSwitch) {`: `subject` ends the expression.
    private mutating func noteAlias(subjectStart: Int, subjectEnd: Int, after: Int) {
        // What follows the subject: closing brackets, a cast, then the statement's end. Most
        // words are followed by something else: they end here, at the first byte.
        var at = after
        guard at >= bytes.count || bytes[at] == 10 || bytes[at] == 13 || bytes[at] == UInt8(ascii: ";") || bytes[at] == UInt8(ascii: "{")
            || bytes[at] == UInt8(ascii: ")") || bytes[at] == UInt8(ascii: "a") else { return }
        while at < bytes.count, bytes[at] == UInt8(ascii: ")") || bytes[at] == UInt8(ascii: "!") { at = skipSpaces(at + 1, newlines: false) }
        if at + 2 < bytes.count, bytes[at] == UInt8(ascii: "a"), bytes[at + 1] == UInt8(ascii: "s"), bytes[at + 2] == 32 {
            at = skipSpaces(at + 3, newlines: false)
            while at < bytes.count, Self.isWordByte(bytes[at]) || bytes[at] == UInt8(ascii: ".") || bytes[at] == UInt8(ascii: "?") { at += 1 }
            while at < bytes.count, bytes[at] == UInt8(ascii: ")") { at = skipSpaces(at + 1, newlines: false) }
        }
        guard at >= bytes.count || bytes[at] == 10 || bytes[at] == 13 || bytes[at] == UInt8(ascii: ";") || bytes[at] == UInt8(ascii: "{") else { return }
        if at < bytes.count, bytes[at] == UInt8(ascii: "{") {
            // `with(x) {` / `with(x as T) {`: the block is about x.
            if lineStart(subjectStart).contains("with(") {
                let block = scopeBlock(from: at)
                if !block.isEmpty { evidence.controls[Self.key(bytes[subjectStart..<subjectEnd]), default: ControlEvidence()].merge(block) }
            }
            return
        }
        // Back to the `=` of this statement, on this line.
        var back = subjectStart - 1
        while back >= 0, bytes[back] != 10, bytes[back] != UInt8(ascii: ";") {
            if bytes[back] == UInt8(ascii: "="), back > 0, bytes[back - 1] != UInt8(ascii: "="), bytes[back - 1] != UInt8(ascii: "!"),
               back + 1 < bytes.count, bytes[back + 1] != UInt8(ascii: "=") {
                // The name being assigned: the last word before `=`, past a type annotation.
                var nameEnd = back - 1
                while nameEnd >= 0, bytes[nameEnd] == 32 { nameEnd -= 1 }
                var start = nameEnd
                while start >= 0, Self.isWordByte(bytes[start]) || bytes[start] == UInt8(ascii: ".") || bytes[start] == UInt8(ascii: "?")
                    || bytes[start] == 32 || bytes[start] == UInt8(ascii: ":") || bytes[start] == UInt8(ascii: "<") || bytes[start] == UInt8(ascii: ">") { start -= 1 }
                let declaration = String(decoding: bytes[(start + 1)...max(start + 1, nameEnd)], as: UTF8.self)
                // `val box: CheckBox` → box; `this.box` → box; `CheckBox box` → box.
                let head = declaration.split(separator: ":").first.map(String.init) ?? declaration
                guard let alias = head.split(whereSeparator: { $0 == " " || $0 == "." }).last else { return }
                let aliasKey = Self.key(alias.utf8)
                let subjectKey = Self.key(bytes[subjectStart..<subjectEnd])
                if aliasKey != subjectKey, !alias.isEmpty { aliases[aliasKey, default: []].insert(subjectKey) }
                return
            }
            back -= 1
        }
    }

    private func lineStart(_ at: Int) -> String {
        var back = at - 1
        while back >= 0, bytes[back] != 10 { back -= 1 }
        return String(decoding: bytes[(back + 1)..<at], as: UTF8.self)
    }

    /// What was found on an alias is found on what it stands for (one step).
    private mutating func resolveAliases() {
        for (alias, targets) in aliases {
            guard let found = evidence.controls[alias] else { continue }
            for target in targets { evidence.controls[target, default: ControlEvidence()].merge(found) }
        }
    }
}
