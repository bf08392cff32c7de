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
        for checkbox in document.checkboxes {
            guard let name = checkbox.accessibleName else { continue }
            let setIndex = Self.setIndex(of: checkbox, in: document)
            let trimmed = name.first?.isWhitespace == true || name.last?.isWhitespace == true ? name.trimmingWhitespace() : name
            let key = Key(set: setIndex, name: trimmed.lowercased())
            guard let earlier = first[key] else {
                first[key] = checkbox.index
                continue
            }
            let other = document.elements[earlier]
            let set = document.elements[setIndex]
            let within = set.kind == .ui ? "in this document" : "in \(set.name) '\(set.displayName)'"
            context.report(checkbox, "Checkbox '\(checkbox.displayName)' has the same name '\(trimmed)' as checkbox '\(other.displayName)' \(within); give each checkbox a name that tells it apart")
        }
    }

    /// The index of the nearest enclosing group, else of the nearest screen, else of the root.
    static func setIndex(of checkbox: Element, in document: Document) -> Int {
        document.nearestAncestor(of: checkbox.index, where: { $0 == .group })
            ?? document.nearestAncestor(of: checkbox.index, where: { $0 == .screen })
            ?? 0
    }
}
