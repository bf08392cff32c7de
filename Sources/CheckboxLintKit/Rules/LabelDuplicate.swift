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
            let set = Self.set(of: checkbox, in: document)
            let key = Key(set: set.index, name: name.trimmingWhitespace().lowercased())
            guard let earlier = first[key] else {
                first[key] = checkbox.index
                continue
            }
            let other = document.elements[earlier]
            let within = set.kind == .ui ? "in this document" : "in \(set.name) '\(set.displayName)'"
            context.report(checkbox, "Checkbox '\(checkbox.displayName)' has the same name '\(name.trimmingWhitespace())' as checkbox '\(other.displayName)' \(within); give each checkbox a name that tells it apart")
        }
    }

    /// The nearest enclosing group, else the nearest screen, else the root.
    static func set(of checkbox: Element, in document: Document) -> Element {
        var screen: Element?
        for ancestor in document.lineage(of: checkbox).dropFirst() {
            if ancestor.kind == .group { return ancestor }
            if screen == nil, ancestor.kind == .screen { screen = ancestor }
        }
        return screen ?? document.root ?? checkbox
    }
}
