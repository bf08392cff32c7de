import CheckboxLintModel

/// Two checkboxes of one set with the same accessible name: a screen-reader user cannot tell them
/// apart. A set is the checkboxes of the nearest enclosing group, or, outside any group, of the
/// screen (or of the document when there is no screen).
struct LabelDuplicate: OptionlessRule {
    static let description = RuleDescription(
        id: "label-duplicate",
        name: "Two checkboxes of a set have the same name",
        defaultSeverity: .warning,
        tags: ["wcag246"]
    )

    /// A name as the comparison sees it: lower-cased, in its set.
    private struct Key: Hashable {
        var set: Int
        /// The container that lays the checkbox out (SwiftUI's stack): sets never reach across
        /// containers (SPEC §4.1).
        var layout: Int
        var name: String
    }

    /// The same, for a simple name (see `Latin1Text`) of a document whose names are all simple:
    /// compared on its bytes, lower-cased as they are read, so that no lower-case copy is made
    /// (by callgrind, `quickLowercased` and hashing the copies were 1.5 % of a lint run).
    private struct SimpleKey: Hashable {
        var set: Int
        var layout: Int
        var name: String

        func hash(into hasher: inout Hasher) {
            hasher.combine(set)
            hasher.combine(layout)
            var name = name
            name.withUTF8 { bytes in
                // The length and the first and last eight bytes tell nearly all names apart, for
                // a fraction of the cost of hashing them whole.
                hasher.combine(bytes.count)
                hasher.combine(Self.caselessWord(of: bytes, from: 0))
                hasher.combine(Self.caselessWord(of: bytes, from: max(0, bytes.count - 8)))
            }
        }

        /// Up to eight bytes from `start` in one word, with bit 0x20 set in each: a byte and its
        /// lower-case form differ in that bit only (A–Z and a–z; À–Þ and à–þ after 0xC3), so that
        /// names equal but for case make the same word.
        private static func caselessWord(of bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> UInt64 {
            let caseBits: UInt64 = 0x2020_2020_2020_2020
            if bytes.count - start >= 8 {
                return UnsafeRawPointer(bytes.baseAddress! + start).loadUnaligned(as: UInt64.self) | caseBits
            }
            var word: UInt64 = 0
            for byte in bytes[start...] { word = word << 8 | UInt64(byte) }
            return word | caseBits
        }

        static func == (lhs: SimpleKey, rhs: SimpleKey) -> Bool {
            guard lhs.set == rhs.set, lhs.layout == rhs.layout, lhs.name.utf8.count == rhs.name.utf8.count else { return false }
            var left = lhs.name
            var right = rhs.name
            return left.withUTF8 { left in
                right.withUTF8 { right in
                    var afterLead = false
                    for (leftByte, rightByte) in zip(left, right) {
                        // Equal so far, both names are at the same place of a character.
                        guard Latin1Text.lowercased(leftByte, afterLead: afterLead)
                                == Latin1Text.lowercased(rightByte, afterLead: afterLead) else { return false }
                        afterLead = leftByte == 0xC3
                    }
                    return true
                }
            }
        }
    }

    /// A checkbox's trimmed name, and the set it is in.
    private struct Named {
        var checkbox: Int
        var set: Int
        var layout: Int
        var name: String
    }

    func check(_ document: Document, _ context: inout RuleContext) {
        var names: [Named] = []
        names.reserveCapacity(document.reachableCheckboxes.count)
        var allSimple = true
        // SwiftUI's stacks scope sets (the Swift front end's layoutParent); other front ends'
        // views are compared across, as before, until the accessibility tree carries containers.
        let byContainer = document.origin == .swift
        for checkbox in document.reachableCheckboxes {
            // An unresolved `@string/` reference is present but not text to compare (SPEC §4.1).
            // A name known only at run time (Swift source) is never compared.
            // A meaningless name is label-meaningless's finding: one finding per defect.
            guard let name = checkbox.comparableName, context.meaninglessReason(of: checkbox) == nil,
                  !checkbox.isNameDynamic else { continue }
            let trimmed = name.quickTrimmed()
            allSimple = allSimple && Latin1Text.isSimple(trimmed)
            names.append(Named(checkbox: checkbox.index, set: Self.setIndex(of: checkbox, in: document), layout: byContainer ? checkbox.layoutParent : 0, name: trimmed))
        }
        // Two simple names are equal as strings exactly when their lower-cased bytes are, but a
        // simple name can equal one that is not (a decomposed é, the Kelvin sign): then `String`
        // compares them all.
        if allSimple {
            reportDuplicates(names, by: { SimpleKey(set: $0.set, layout: $0.layout, name: $0.name) }, document, &context)
        } else {
            reportDuplicates(names, by: { Key(set: $0.set, layout: $0.layout, name: $0.name.quickLowercased()) }, document, &context)
        }
    }

    private func reportDuplicates<K: Hashable>(_ names: [Named], by key: (Named) -> K, _ document: Document,
                                               _ context: inout RuleContext) {
        var first: [K: Int] = [:]
        // At most one key per name: the table is never grown, and its keys never rehashed.
        first.reserveCapacity(names.count)
        for (position, named) in names.enumerated() {
            let key = key(named)
            // One look-up for a new name (nearly all of them); a duplicate puts the first back.
            guard let earlier = first.updateValue(position, forKey: key) else { continue }
            first[key] = earlier
            let checkbox = document.elements[named.checkbox]
            let other = document.elements[names[earlier].checkbox]
            let set = document.elements[named.set]
            let within = set.kind == .ui ? "in this document" : "in \(set.name) '\(OneLine.excerpt(set.displayName))'"
            context.report(checkbox, "Checkbox \(composed: document.messageName(of: checkbox)) has the same name '\(named.name)' as checkbox \(composed: document.messageName(of: other)) \(composed: within); give each checkbox a name that tells it apart")
        }
    }

    /// The index of the nearest enclosing group, else of the nearest screen, else of the root.
    static func setIndex(of checkbox: Element, in document: Document) -> Int {
        document.nearestAncestor(of: checkbox.index, where: { $0 == .group })
            ?? document.nearestAncestor(of: checkbox.index, where: { $0 == .screen })
            ?? 0
    }
}
