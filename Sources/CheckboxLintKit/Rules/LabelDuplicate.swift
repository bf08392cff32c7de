/// Two checkboxes of one set with the same accessible name: a screen-reader user cannot tell them
/// apart. A set is the checkboxes of the nearest enclosing group, or, outside any group, of the
/// screen (or of the document when there is no screen).
struct LabelDuplicate: Rule {
    static let description = RuleDescription(
        id: "label-duplicate",
        name: "Two checkboxes of a set have the same name",
        defaultSeverity: .warning,
        tags: ["wcag246"]
    )

    init(options: RuleOptions) throws {
        try options.checkKnown(Self.description)
    }

    private struct Key: Hashable {
        var set: Int
        var name: String
    }

    func check(_ document: Document, _ context: inout RuleContext) {
        var first: [Key: Int] = [:]
        // At most one key per checkbox: the table is never grown, and its keys never rehashed.
        first.reserveCapacity(document.checkboxes.count)
        for checkbox in document.checkboxes {
            guard let name = checkbox.accessibleName else { continue }
            let setIndex = Self.setIndex(of: checkbox, in: document)
            let trimmed = Self.trimmed(name)
            let key = Key(set: setIndex, name: trimmed.quickLowercased())
            // One look-up for a new name (nearly all of them); a duplicate puts the first back.
            guard let earlier = first.updateValue(checkbox.index, forKey: key) else { continue }
            first[key] = earlier
            let other = document.elements[earlier]
            let set = document.elements[setIndex]
            let within = set.kind == .ui ? "in this document" : "in \(set.name) '\(set.displayName)'"
            context.report(checkbox, "Checkbox '\(checkbox.displayName)' has the same name '\(trimmed)' as checkbox '\(other.displayName)' \(within); give each checkbox a name that tells it apart")
        }
    }

    /// `name` without the white space around it.
    static func trimmed(_ name: String) -> String {
        // Most names begin and end with a printable ASCII character: they are kept without
        // looking up the Unicode properties of their first and last characters.
        if let first = name.utf8.first, let last = name.utf8.last,
           (0x21..<0x7F).contains(first) && (0x21..<0x7F).contains(last) {
            return name
        }
        return name.first?.isWhitespace == true || name.last?.isWhitespace == true ? name.trimmingWhitespace() : name
    }

    /// The index of the nearest enclosing group, else of the nearest screen, else of the root.
    static func setIndex(of checkbox: Element, in document: Document) -> Int {
        document.nearestAncestor(of: checkbox.index, where: { $0 == .group })
            ?? document.nearestAncestor(of: checkbox.index, where: { $0 == .screen })
            ?? 0
    }
}
