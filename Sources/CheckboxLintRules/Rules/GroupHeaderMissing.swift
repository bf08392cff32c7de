import CheckboxLintModel

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
        // SPEC §4.1: Aetna's requirement is an error in the `ui` format; in native files and Swift
        // source two neighbouring toggles may be independent options, so it is a warning there.
        let severity: Severity? = document.origin.isNative ? .warning : nil
        for element in document.elements
        where element.children.count >= 2 || element.children.count == 1 && document.elements[element.children[0]].isRepeated {
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
        // A checkbox made by a loop (SwiftUI `ForEach`) is two or more by itself.
        let count = group.children.reduce(0) { count, child in
            let element = document.elements[child]
            return count + (Self.isChecked(element) ? (element.isRepeated ? 2 : 1) : 0)
        }
        guard count >= 2 else { return }
        context.report(group, "Group '\(group.displayName)' holds \(count) checkboxes but has no header; add a header that says what the options are for", severity: severity)
    }

    /// A checkbox the rule counts: one a screen reader reaches.
    private static func isChecked(_ element: Element) -> Bool {
        element.isCheckbox && !element.isHiddenFromAccessibility
    }

    private func checkLooseRuns(in parent: Element, _ document: Document, _ severity: Severity?, _ context: inout RuleContext) {
        if document.origin == .interfaceBuilder {
            checkVisualRuns(in: parent, document, severity, &context)
            return
        }
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
            // A text that labels another control (a table layout's row label) or reads as a
            // paragraph does not title the set after it.
            if child >= 0, document.elements[child].kind == .text, let text = document.elements[child].label,
               !text.isBlank, !Element.isUnresolvedReference(text), !document.elements[child].labelsAnotherControl,
               document.origin != .android || Self.readsAsTitle(text) {
                previousText = text
                previousTextView = document.elements[child].layoutParent
            }
        }
    }

    /// Interface Builder keeps subviews in the order they were added, not the order they are seen
    /// or read (VoiceOver follows frames): a set there is a column of checkboxes in one view, left
    /// edges aligned, each right below the last (or a row of them side by side), with nothing
    /// between them; the text right above
    /// the column, or to the left of its first checkbox (AppKit's "Label: [ ] option" layout), is
    /// the one that reads as its title.
    private func checkVisualRuns(in parent: Element, _ document: Document, _ severity: Severity?, _ context: inout RuleContext) {
        var byView: [Int: [Element]] = [:]
        for child in parent.children {
            let element = document.elements[child]
            guard !element.isHiddenFromAccessibility, element.frame != nil else { continue }
            byView[element.layoutParent, default: []].append(element)
        }
        for view in byView.keys.sorted() {
            let elements = byView[view]!.sorted { ($0.y!, $0.x!, $0.index) < ($1.y!, $1.x!, $1.index) }
            var run: [Element] = []
            func flush() {
                defer { run.removeAll() }
                guard run.count >= 2 else { return }
                report(run.map(\.index), title(above: run[0], among: elements), document, severity, &context)
            }
            for element in elements {
                let continues: Bool = {
                    guard element.isCheckbox, let last = run.last else { return false }
                    // Side by side on one row, close together…
                    let overlap = min(element.y! + element.height!, last.y! + last.height!) - max(element.y!, last.y!)
                    let across = element.x! - (last.x! + last.width!)
                    if overlap >= 0.5 * min(element.height!, last.height!) { return across >= -1 && across <= 40 }
                    // …or one right below the other, left edges aligned.
                    let aligned = abs(element.x! - run[0].x!) <= 4
                    let gap = element.y! - (last.y! + last.height!)
                    return aligned && gap >= -1 && gap <= max(12, last.height!)
                }()
                if continues {
                    run.append(element)
                } else if element.isCheckbox {
                    flush()
                    run = [element]
                } else if let first = run.first, overlapsColumn(element, first) {
                    // Something else between or beside the checkboxes ends the column.
                    flush()
                }
            }
            flush()
        }
    }

    /// Whether `element` lies in the column `first` starts (horizontally overlapping it).
    private func overlapsColumn(_ element: Element, _ first: Element) -> Bool {
        element.x! < first.x! + first.width! && element.x! + element.width! > first.x!
    }

    /// The visible text that titles a column starting at `first`: right above it in the column,
    /// or on its row to its left.
    private func title(above first: Element, among elements: [Element]) -> String? {
        var best: (text: String, distance: Double)?
        for element in elements where element.kind == .text && !element.labelsAnotherControl {
            guard let text = element.label, Self.readsAsTitle(text) else { continue }
            let bottom = element.y! + element.height!
            let sameRow = min(bottom, first.y! + first.height!) - max(element.y!, first.y!) >= 0.5 * min(element.height!, first.height!)
            let distance: Double
            if sameRow, element.x! + element.width! <= first.x! + 2 {
                distance = first.x! - (element.x! + element.width!)
            } else if bottom <= first.y! + 1, first.y! - bottom <= 24, abs(element.x! - first.x!) <= 20 {
                distance = first.y! - bottom
            } else {
                continue
            }
            if best == nil || distance < best!.distance { best = (text, distance) }
        }
        return best?.text
    }

    /// Whether a text can be a set's title: short, not a sentence (an explanation ends with a
    /// full stop), not a fragment that starts in lower case (the end of a sentence laid out in
    /// two labels, a unit).
    static func readsAsTitle(_ text: String) -> Bool {
        let trimmed = text.quickTrimmed()
        guard !trimmed.isEmpty, trimmed.count <= 40, !trimmed.hasSuffix("."), !trimmed.hasSuffix("…") else { return false }
        return !(trimmed.first?.isLowercase ?? true)
    }

    private func report(_ run: [Int], _ textBefore: String?, _ document: Document, _ severity: Severity?, _ context: inout RuleContext) {
        if run.count == 1, document.elements[run[0]].isRepeated {
            let checkbox = document.elements[run[0]]
            context.report(checkbox, "Checkboxes made by a loop (\(composed: document.messageName(of: checkbox)), a ForEach) form a set with no section header; put them in a Section whose header says what they are for, or mark the text that titles them with .accessibilityAddTraits(.isHeader)", severity: severity)
            return
        }
        guard run.count >= 2 else { return }
        // In an Interface Builder file or a layout, loose neighbouring toggles are often
        // independent options, and a set that fills a dialog or screen is titled by it, outside
        // the file: only a set that a visible text titles, without being marked as a heading, is
        // surely one (SPEC §4.1). In SwiftUI a set is scoped to the member that builds it (the
        // Swift front end), and the views around it are in the file.
        if document.origin.isNative && document.origin != .swift && textBefore == nil { return }
        let names = run.prefix(Self.namesShown).map { document.messageName(of: document.elements[$0]) }
        context.report(document.elements[run[0]], "Checkboxes \(composed: Self.listed(names, of: run.count)) form a set with no section header; \(composed: advice(textBefore: textBefore, document).text)", severity: severity)
    }

    /// How many checkboxes a message names before it counts the rest.
    static let namesShown = 5

    /// The names (quoted already, as `messageName` makes them) listed: `'a', 'b' and 'c'`; a run
    /// of thousands of checkboxes is listed by its first few and a count, so that the message
    /// stays short.
    static func listed(_ names: [String], of count: Int) -> String {
        if count > namesShown {
            return names.prefix(namesShown - 1).joined(separator: ", ") + " and \(count - (namesShown - 1)) more"
        }
        return names.count == 2 ? names.joined(separator: " and ")
            : names.dropLast().joined(separator: ", ") + " and " + names.last!
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
