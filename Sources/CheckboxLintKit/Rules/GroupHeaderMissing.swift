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
        // SPEC §4.1: Aetna's requirement is an error in the `ui` format; in native files and Swift
        // source two neighbouring toggles may be independent options, so it is a warning there.
        let severity: Severity? = document.origin.isNative ? .warning : nil
        for element in document.elements where element.children.count >= 2 {
            switch element.kind {
            case .group where element.isContainer:
                // A tab, a pane, a table column, a cell: it scopes its sets but is not one.
                checkLooseRuns(in: element, document, severity, &context)
            case .group:
                checkGroup(element, document, severity, &context)
            case .ui, .screen:
                // Loose checkboxes directly in a screen or the root; a group's own children are
                // its set, and checkboxes inside a checkbox are nested-interactive's business.
                checkLooseRuns(in: element, document, severity, &context)
            default:
                break
            }
        }
    }

    private func checkGroup(_ group: Element, _ document: Document, _ severity: Severity?, _ context: inout RuleContext) {
        if let header = group.header, !header.isBlank { return }
        let count = group.children.count { Self.isChecked(document.elements[$0]) }
        guard count >= 2 else { return }
        context.report(group, "Group '\(group.displayName)' holds \(count) checkboxes but has no header; add a header that says what the options are for", severity: severity)
    }

    /// A checkbox the rule counts: one a screen reader reaches.
    private static func isChecked(_ element: Element) -> Bool {
        element.isCheckbox && !element.isHiddenFromAccessibility
    }

    private func checkLooseRuns(in parent: Element, _ document: Document, _ severity: Severity?, _ context: inout RuleContext) {
        var run: [Int] = []
        var textBefore: String?
        var previousText: String?
        var previousTextView = 0
        for child in parent.children + [-1] {
            if child >= 0, Self.isChecked(document.elements[child]) {
                let view = document.elements[child].layoutParent
                // Checkboxes of different native views are not one set (SPEC §4.1, §9).
                if let first = run.first, document.elements[first].layoutParent != view {
                    report(run, textBefore, document, severity, &context)
                    run.removeAll(keepingCapacity: true)
                }
                if run.isEmpty { textBefore = previousTextView == view ? previousText : nil }
                run.append(child)
                continue
            }
            if child >= 0, document.elements[child].isHiddenFromAccessibility { continue }
            report(run, textBefore, document, severity, &context)
            run.removeAll(keepingCapacity: true)
            previousText = nil
            if child >= 0, document.elements[child].kind == .text, let text = document.elements[child].label,
               !text.isBlank, !Element.isUnresolvedReference(text) {
                previousText = text
                previousTextView = document.elements[child].layoutParent
            }
        }
    }

    private func report(_ run: [Int], _ textBefore: String?, _ document: Document, _ severity: Severity?, _ context: inout RuleContext) {
        guard run.count >= 2 else { return }
        let names = run.map { document.messageName(of: document.elements[$0]) }
        let listed = names.count == 2 ? names.joined(separator: " and ")
            : names.dropLast().joined(separator: ", ") + " and " + names.last!
        context.report(document.elements[run[0]], "Checkboxes \(listed) form a set with no section header; \(advice(textBefore: textBefore, document).text)", severity: severity)
    }

    /// How to give the set a header, in the file's own terms; names the visible text right before
    /// the set when there is one, since marking it as a heading is then all it takes.
    private func advice(textBefore: String?, _ document: Document) -> RuleMessage {
        let how: String = switch document.origin {
        case .android: "set android:accessibilityHeading=\"true\" on it"
        case .interfaceBuilder where document.platform == .macos: "put the set in a titled box (NSBox) or give the text the heading role"
        case .interfaceBuilder: "give it the header trait (Accessibility > Traits > Header)"
        case .swift: "put the set in a Section or GroupBox with that title"
        case .ui: "put them in a group with that header"
        }
        if let textBefore, document.origin.isNative {
            return "the text '\(textBefore)' before them is not marked as a heading; \(how)"
        }
        if document.origin == .ui {
            return "put them in a group with a header that says what they are for"
        }
        return "add a heading before them that says what they are for"
    }
}
