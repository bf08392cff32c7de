import CheckboxLintModel

/// Two checkboxes of one set with the same accessible name: a screen-reader user cannot tell them
/// apart. A set is the checkboxes of the container they sit in: a group, else the screen (or the
/// document when there is no screen).
struct LabelDuplicate: OptionlessRule {
    static let description = RuleDescription(
        id: .labelDuplicate,
        name: "Two checkboxes of a set have the same name",
        defaultSeverity: .warning,
        tags: ["wcag246"]
    )

    func check(_ document: Document, _ context: inout RuleContext) {
        let tree = document.tree
        var first = FirstByName(capacity: tree.reachableCheckboxes.count)
        for position in tree.reachableCheckboxes {
            let stop = tree.stops[position]
            // A name that is not text (unresolved, set at run time) is never compared (SPEC §4.1);
            // a meaningless one is label-meaningless's finding: one finding per defect.
            guard let name = stop.name, name.isText, context.meaninglessReason(of: stop) == nil else { continue }
            // Drawn in each row of a loop beside a text made from the row's item, yet named by one
            // text: every row reads the same name. One finding at it.
            if let itemText = stop.rowItemTextCode {
                context.report(stop, "Checkbox \(composed: document.profile.messageName(of: stop)) is drawn in every row of this list, and every row reads '\(name.text)'; name it by its row: .accessibilityLabel(\(itemText))")
                continue
            }
            // A name as the comparison sees it (ignoring case and surrounding white space), in its
            // container (and its view, where views scope sets: SwiftUI's stacks; a plain switch, no
            // set with its neighbours, is compared with them in its stack all the same).
            let view = document.profile.viewsScopeSets ? stop.element.nameScope ?? stop.element.layoutParent : 0
            let set = FirstByName.Scope(container: stop.container, view: view)
            guard let earlier = first.earlier(than: position, named: name.folded, in: set) else { continue }
            let other = tree.stops[earlier]
            let container = tree.containers[stop.container]
            let element = container.element
            // The set as its author named it (its id), else as the reader says it (its title),
            // else by its path.
            let setName = element.id ?? container.title ?? element.path
            let within = element.kind == .ui ? "in this document" : "in \(element.name) '\(OneLine.excerpt(setName))'"
            context.report(stop, "Checkbox \(composed: document.profile.messageName(of: stop)) has the same name '\(name.text)' as checkbox \(composed: document.profile.messageName(of: other)) \(composed: within); give each checkbox a name that tells it apart")
        }
    }
}
