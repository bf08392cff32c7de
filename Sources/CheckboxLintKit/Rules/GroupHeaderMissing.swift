/// A set of checkboxes with no section header: Aetna's "Groups of Checkboxes require a Section
/// Header to act as a group label". A set is a `group` with two or more checkbox children, or,
/// outside any group, two or more consecutive sibling checkboxes. One checkbox alone needs none
/// ("a standalone Checkbox typically appears within an established section").
struct GroupHeaderMissing: OptionlessRule {
    static let description = RuleDescription(
        id: "group-header-missing",
        name: "Set of checkboxes has no section header",
        defaultSeverity: .error,
        tags: ["wcag131"]
    )

    func check(_ document: Document, _ context: inout RuleContext) {
        for element in document.elements where element.children.count >= 2 {
            switch element.kind {
            case .group:
                checkGroup(element, document, &context)
            case .ui, .screen:
                // Loose checkboxes directly in a screen or the root; a group's own children are
                // its set, and checkboxes inside a checkbox are nested-interactive's business.
                checkLooseRuns(in: element, document, &context)
            default:
                break
            }
        }
    }

    private func checkGroup(_ group: Element, _ document: Document, _ context: inout RuleContext) {
        if let header = group.header, !header.isBlank { return }
        let count = group.children.count { document.elements[$0].isCheckbox }
        guard count >= 2 else { return }
        context.report(group, "Group '\(group.displayName)' holds \(count) checkboxes but has no header; add a header that says what the options are for")
    }

    private func checkLooseRuns(in parent: Element, _ document: Document, _ context: inout RuleContext) {
        var run: [Int] = []
        for child in parent.children + [-1] {
            if child >= 0, document.elements[child].isCheckbox {
                run.append(child)
                continue
            }
            if run.count >= 2 {
                context.report(document.elements[run[0]], "Checkboxes \(composed: Self.listed(run.map { document.elements[$0].displayName })) form a set with no section header; put them in a group with a header that says what they are for")
            }
            run.removeAll(keepingCapacity: true)
        }
    }

    /// The names quoted and listed (`'a', 'b' and 'c'`), each an excerpt; a run of thousands of
    /// checkboxes is listed by its first few and a count, so that the message stays short.
    static func listed(_ names: [String]) -> String {
        let shown = 5
        let quoted = names.prefix(names.count > shown ? shown - 1 : shown).map { "'" + OneLine.excerpt($0) + "'" }
        if names.count > shown { return quoted.joined(separator: ", ") + " and \(names.count - quoted.count) more" }
        return quoted.count == 2 ? quoted.joined(separator: " and ")
            : quoted.dropLast().joined(separator: ", ") + " and " + quoted.last!
    }
}
