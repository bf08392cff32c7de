/// What every model gets the same way whichever front end built it: which ids are valid, which
/// are used twice, the path of each element, and the inline suppressions on it.
///
/// `DocumentBuilder` (the `ui` format, on the hot path of every lint run) and `ModelAssembler`
/// (Interface Builder, Android, Swift source and any front end of another target) both call these,
/// so that the two cannot drift apart again: the assembler once dropped a bad id without a word
/// while the builder reported it.
package enum ModelIdentity {
    /// What is wrong with `value` as an id, or nil when it is a valid one.
    package static func idProblem(_ value: String) -> String? {
        // One pass over the bytes, which also tells whether the id is blank when it is ASCII (a
        // Unicode space needs `isBlank`): a control character (below U+0020, or U+007F) is one
        // byte in UTF-8, as `/` is. Iterating the UTF-8 view after `isBlank` cost 300
        // instructions an id (callgrind).
        var value = value
        let scan = value.withUTF8 { bytes in
            var found = (blank: true, nonASCII: false, slash: false, control: false)
            for byte in bytes {
                if !isASCIIWhitespace(byte) { found.blank = false }
                if byte >= 0x80 {
                    found.nonASCII = true
                } else if byte == UInt8(ascii: "/") {
                    found.slash = true
                } else if byte < 0x20 || byte == 0x7F {
                    found.control = true
                }
            }
            return found
        }
        if scan.nonASCII ? value.isBlank : scan.blank { return "an id cannot be blank" }
        if scan.slash { return "an id cannot contain '/' (it separates element paths)" }
        if scan.control { return "an id cannot contain line breaks or other control characters" }
        return nil
    }

    /// The report for a value that is not valid (an id, in every front end), given as `name` (the
    /// attribute or member it came from) on the element called `element`.
    package static func invalidValueMessage(_ name: String, value: String, on element: String, problem: String) -> String {
        // Written into a string of its own size: interpolation grew its buffer by doubling, a
        // third more than the text, and a file of 200,000 checkboxes keeps 110,000 of these while
        // its rules run (issue 28).
        let value = OneLine.excerpt(value), element = OneLine.excerpt(element)
        var message = ""
        message.reserveCapacity(17 + name.utf8.count + value.utf8.count + element.utf8.count + problem.utf8.count)
        message += "Invalid "
        message += name
        message += " '"
        message += value
        message += "' on "
        message += element
        message += ": "
        message += problem
        return message
    }

    /// The report for an id that an earlier element (`other`) of the document has too.
    package static func duplicateIDMessage(_ id: String, earlier other: Element) -> String {
        "Duplicate id '\(OneLine.excerpt(id))': an earlier \(other.name) has it too; ids must be unique in a document"
    }

    /// The path segment of an element: its id, else its name and 0-based position among its
    /// same-named siblings.
    package static func pathSegment(id: String?, name: String, position: Int) -> String {
        id ?? "\(name.isEmpty ? "element" : OneLine.excerpt(name))[\(position)]"
    }

    /// Applies `suppression` to `element`; what is wrong with it goes to `report`, located at the
    /// comment (XML) or the `lintSuppress` key (JSON), which is what to fix. A severity given to
    /// `report` lowers the check's own: advice on a suppression that works is a warning, so that
    /// it does not fail a build that passed before.
    package static func apply(_ suppression: RawSuppression, to element: Element, knownRuleIDs: Set<String>,
                      source: SourceText, report: (DocumentCheck, String, SourceLocation, Severity?) -> Void) {
        let location = source.location(ofOffset: suppression.offset)
        if let problem = suppression.problem {
            report(.invalidValue, problem, location, nil)
            return
        }
        if let advice = suppression.advice {
            report(.invalidValue, advice, location, .warning)
        }
        if suppression.rules.isEmpty {
            report(.invalidValue,
                   suppression.precedesElement
                       ? "The suppression names no rule; write \(InlineSuppression.syntax)"
                       : "The suppression names no rule; write \"lintSuppress\": {\"rule-id\": \"reason\"}",
                   location, nil)
        }
        for (id, reason) in suppression.rules {
            if knownRuleIDs.isEmpty || knownRuleIDs.contains(id) {
                element.suppressions[id] = reason
            } else {
                report(.invalidValue,
                       "The suppression names unknown rule '\(OneLine.excerpt(id))'" + Suggestion.clause(for: id, in: knownRuleIDs),
                       location, nil)
            }
        }
    }
}

/// The ids used so far in one document, by the index of the first element that has each.
///
/// Ids are compared as strings are, by canonical equivalence. An id all of ASCII equals only the
/// same bytes, so while every id is ASCII (nearly always) they go in an open-addressed table under
/// a cheap hash of their bytes: hashing each into a `[String: Int]` (SipHash) was 470 instructions
/// an id (callgrind). The first id with another byte moves them all into such a dictionary, since
/// it may equal an ASCII one (the Kelvin sign is the letter K). So does an id whose search runs
/// long: the cheap hash has no secret seed, and a file crafted so that its ids collide would
/// otherwise make the table quadratic (Swift's dictionary seeds its hash per process).
package struct UniqueIDs: Sendable {
    private var asciiTable = ASCIIStringTable()
    private var firstUse: [String: Int]?

    /// The index of the first element recorded with `id`, if any.
    package func firstUse(of id: String) -> Int? {
        if let firstUse { return firstUse[id] }
        return asciiTable.find(id)
    }

    /// The ids recorded, in no particular order.
    package var ids: [String] {
        if let firstUse { return Array(firstUse.keys) }
        var ids: [String] = []
        asciiTable.forEach { id, _ in ids.append(id) }
        return ids
    }

    package init(expected: Int = 0) {
        asciiTable.reserveCapacity(expected)
    }

    /// Records `id` for the element at `index`; returns the index of an earlier element that has it.
    package mutating func earlierUse(of id: String, by index: Int) -> Int? {
        if firstUse == nil {
            switch asciiTable.find(id, orInsert: index) {
            case .found(let first): return first
            case .inserted: return nil
            case .useDictionary: break
            }
            var all: [String: Int] = [:]
            asciiTable.forEach { all[$0] = $1 }
            firstUse = all
            asciiTable = ASCIIStringTable()
        }
        // One hash for the usual, unique id; a duplicate puts the first use back.
        guard let first = firstUse!.updateValue(index, forKey: id) else { return nil }
        firstUse![id] = first
        return first
    }
}

/// ASCII strings with an index each, found by an FNV-1a hash of their bytes (`UniqueIDs`).
struct ASCIIStringTable: Sendable {
    /// 24 bytes an entry (the hash's 32 bits, a 32-bit index): a file of 200,000 checkboxes has
    /// 270,000 ids, kept with its model for `ElementIDs`.
    private var entries: [(key: String, hash: UInt32, index: Int32)] = []
    /// Positions in `entries` plus one, by hash; 0 is free. A power of two, at most half full.
    private var slots: [Int32] = Array(repeating: 0, count: 16)

    mutating func reserveCapacity(_ count: Int) {
        entries.reserveCapacity(count)
        var size = slots.count
        while size < count * 2 { size *= 2 }
        if size != slots.count { rehash(size: size) }
    }

    enum Lookup {
        /// `key` is there, with this index.
        case found(Int)
        /// `key` was not there, and is now, with the index given.
        case inserted
        /// `key` has a byte that is not ASCII, or its search ran past `longestProbe` slots:
        /// nothing was stored, and the caller moves to a dictionary.
        case useDictionary
    }

    /// Far beyond the searches of a table at most half full (a few slots; tens over a million
    /// random keys): only keys made to collide reach it.
    static let longestProbe = 64

    mutating func find(_ key: String, orInsert index: Int) -> Lookup {
        var key = key
        guard let hash = key.withUTF8(Self.hash) else { return .useDictionary }
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        var probes = 0
        while slots[slot] != 0 {
            let entry = entries[Int(slots[slot]) - 1]
            if entry.hash == hash, entry.key == key { return .found(Int(entry.index)) }
            probes += 1
            if probes > Self.longestProbe { return .useDictionary }
            slot = (slot + 1) & mask
        }
        entries.append((key, hash, Int32(clamping: index)))
        slots[slot] = Int32(entries.count)
        if entries.count * 2 > slots.count { rehash(size: slots.count * 2) }
        return .inserted
    }

    /// The index stored with `key`, if it is there. A key that is not all ASCII is compared with
    /// each (it may equal an ASCII one: the Kelvin sign is the letter K).
    func find(_ key: String) -> Int? {
        var key = key
        guard let hash = key.withUTF8(Self.hash) else {
            return entries.first { $0.key == key }.map { Int($0.index) }
        }
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot] != 0 {
            let entry = entries[Int(slots[slot]) - 1]
            if entry.hash == hash, entry.key == key { return Int(entry.index) }
            slot = (slot + 1) & mask
        }
        return nil
    }

    func forEach(_ body: (String, Int) -> Void) {
        for entry in entries { body(entry.key, Int(entry.index)) }
    }

    private mutating func rehash(size: Int) {
        slots = Array(repeating: 0, count: size)
        for (position, entry) in entries.enumerated() {
            var slot = Int(truncatingIfNeeded: entry.hash) & (size - 1)
            while slots[slot] != 0 { slot = (slot + 1) & (size - 1) }
            slots[slot] = Int32(position + 1)
        }
    }

    /// FNV-1a over the bytes, mixed by a multiply whose high half becomes the low bits (the
    /// slot), so that they depend on every byte; nil when a byte is not ASCII.
    static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt32? {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in bytes {
            if byte >= 0x80 { return nil }
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }
        let mixed = (hash ^ (hash >> 29)) &* 0x9E37_79B9_7F4A_7C15
        return UInt32(truncatingIfNeeded: mixed >> 32)
    }
}

/// The index of the first element with each id of a document: what `controls` names are looked up
/// in. The `ui` format's builder gives the table it checked ids with; for other documents it is
/// made from the elements when first asked.
public struct ElementIDs: Sendable {
    private let table: UniqueIDs

    package init(table: UniqueIDs) {
        self.table = table
    }

    /// The table of `elements`' ids.
    public init(elements: [Element]) {
        var table = UniqueIDs(expected: elements.count)
        for element in elements {
            if let id = element.id { _ = table.earlierUse(of: id, by: element.index) }
        }
        self.table = table
    }

    /// The index of the first element with `id`, if any.
    public subscript(id: String) -> Int? {
        table.firstUse(of: id)
    }

    /// Every id, in no particular order.
    public var keys: [String] { table.ids }
}
