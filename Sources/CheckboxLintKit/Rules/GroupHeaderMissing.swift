/// A set of checkboxes with no section header: Aetna's "Groups of Checkboxes require a Section
/// Header to act as a group label". A set is a `group` with two or more checkbox children, or,
/// outside any group, two or more consecutive sibling checkboxes. One checkbox alone needs none
/// ("a standalone Checkbox typically appears within an established section").
struct GroupHeaderMissing: Rule {
    static let description = RuleDescription(
        id: "group-header-missing",
        name: "Set of checkboxes has no section header",
        defaultSeverity: .error,
        tags: ["wcag131"]
    )

    init(options: RuleOptions) throws {
        try options.checkKnown(Self.description)
    }

    func check(_ document: Document, _ context: inout RuleContext) {
        for element in document.elements
        where element.children.count >= 2 || element.children.count == 1 && document.elements[element.children[0]].isRepeated {
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

    /// A warning in Swift source, where two neighbouring toggles may be independent options
    /// (SPEC §4.1); the configured severity (an error by default) elsewhere. Native files are
    /// scoped with issue 14's per-kind rules.
    private func severity(in document: Document) -> Severity? {
        document.origin == .swift ? .warning : nil
    }

    private func checkGroup(_ group: Element, _ document: Document, _ context: inout RuleContext) {
        if let header = group.header, !header.isBlank { return }
        // A checkbox made by a loop (SwiftUI `ForEach`) is two or more by itself.
        let count = group.children.reduce(0) { count, child in
            let element = document.elements[child]
            return count + (element.isCheckbox ? (element.isRepeated ? 2 : 1) : 0)
        }
        guard count >= 2 else { return }
        context.report(group, "Group '\(group.displayName)' holds \(count) checkboxes but has no header; add a header that says what the options are for", severity: severity(in: document))
    }

    private func checkLooseRuns(in parent: Element, _ document: Document, _ context: inout RuleContext) {
        var run: [Int] = []
        for child in parent.children + [-1] {
            if child >= 0, document.elements[child].isCheckbox {
                run.append(child)
                continue
            }
            if run.count == 1, document.elements[run[0]].isRepeated {
                let checkbox = document.elements[run[0]]
                context.report(checkbox, "Checkboxes made by a loop ('\(checkbox.displayName)', a ForEach) form a set with no section header; put them in a Section whose header says what they are for, or mark the text that titles them with .accessibilityAddTraits(.isHeader)", severity: severity(in: document))
            } else if run.count >= 2 {
                let names = run.map { "'\(document.elements[$0].displayName)'" }
                let listed = names.count == 2 ? names.joined(separator: " and ")
                    : names.dropLast().joined(separator: ", ") + " and " + names.last!
                context.report(document.elements[run[0]], "Checkboxes \(listed) form a set with no section header; put them in a group with a header that says what they are for", severity: severity(in: document))
            }
            run.removeAll(keepingCapacity: true)
        }
    }
}
