import CheckboxLintModel

/// Maps an Android layout file onto the model, as TalkBack sees it.
///
/// - the root element becomes the `ui` root (platform `android`) and a `screen` at the same tag;
/// - `CheckBox`, `AppCompatCheckBox`, `MaterialCheckBox`, any view class whose name ends in
///   "CheckBox" (any case) and configured custom classes become `checkbox`es; `Switch`,
///   `SwitchCompat`, `SwitchMaterial` and `MaterialSwitch` become checkboxes with the `toggle` trait;
/// - a `TextView` with `android:accessibilityHeading="true"` starts a `group` whose header is its
///   text, holding the views that follow it in the same container;
/// - other text views become `text`, buttons `button`; every other element is looked through.
///
/// What TalkBack sees (SPEC §4.1, §9): `@string/` texts are resolved from the project's
/// resources; a view that is `gone`/`invisible` or not important for accessibility (itself `no`,
/// or `noHideDescendants` on it or an ancestor) is hidden; a checkbox that is not clickable or not
/// focusable of its own inside a row (a clickable or focusable ancestor, or one made clickable in
/// code when the checkbox is neither), and the androidx Preference `widgetLayout` checkbox
/// (`@android:id/checkbox`, `@android:id/switch_widget`, `@id/switchWidget`), is judged by its row
/// and named by the row's text; `tools:text` is never a label;
/// `tools:ignore="rule-a,rule-b"` suppresses those rules on the element and its children.
///
/// What the module's code does to a view (SPEC §9, `CodeEvidence`): a name it sets is a name
/// (`{set in code}`), as `tools:text` previews; a view the layout hides and code shows (or
/// `tools:visibility` previews as shown) is reachable; a view code only hides is hidden; a view
/// code gives a click listener is a row. A checkbox clickable of its own inside a row is a second
/// stop after the row's (`Element.clickableRowText`).
struct AndroidFrontend {
    let file: String
    let source: SourceText
    let options: FrontendOptions
    private let android: String
    private let app: String
    private let tools: String
    private let customClasses: Set<String>
    /// What the module's code assigns to this layout's views; empty when no code is read.
    private var code: AndroidLayoutEvidence?

    static let switchClasses: Set<Substring> = ["Switch", "SwitchCompat", "SwitchMaterial", "MaterialSwitch"]
    /// A checkable text row (a list's choice): TalkBack says its state, without a role.
    static let checkedTextClasses: Set<Substring> = ["CheckedTextView", "AppCompatCheckedTextView", "MaterialCheckedTextView"]
    static let textClasses: Set<Substring> = ["TextView", "AppCompatTextView", "MaterialTextView"]
    static let buttonClasses: Set<Substring> = ["Button", "AppCompatButton", "MaterialButton"]
    /// The ids androidx and framework Preferences look their checkbox or switch up by in a
    /// `widgetLayout`: the Preference row is the element, named by its title.
    static let preferenceWidgetIDs: Set<String> = ["@android:id/checkbox", "@android:id/switch_widget", "@id/switchWidget", "@+id/switchWidget"]
    static let toolsNamespace = "http://schemas.android.com/tools"

    /// Layout roots are view classes (`LinearLayout`, `com.example.Row`) or `merge` / `layout`
    /// (data binding); other Android XML (manifest, drawables, menus, values) is not a layout.
    static func isLayoutRoot(_ name: String) -> Bool {
        if name == "merge" || name == "layout" { return true }
        guard let first = name.unicodeScalars.first else { return false }
        return ("A"..."Z").contains(first) || name.contains(".")
    }

    init(file: String, source: SourceText, options: FrontendOptions, namespaces: [(prefix: String?, uri: String)]) {
        self.file = file
        self.source = source
        self.options = options
        // Attributes are matched by the prefixes the file declares for the namespaces.
        android = namespaces.first { $0.uri == AndroidLayoutFiles.namespace }?.prefix ?? "android"
        app = namespaces.first { $0.uri == "http://schemas.android.com/apk/res-auto" }?.prefix ?? "app"
        tools = namespaces.first { $0.uri == Self.toolsNamespace }?.prefix ?? "tools"
        customClasses = Set(options.customCheckboxClasses)
    }

    enum Role {
        case checkbox(isSwitch: Bool), text, button, other
    }

    func role(of node: XMLNode) -> Role {
        let simple = AndroidValues.simpleName(node.name)
        if customClasses.contains(node.name) || customClasses.contains(String(simple))
            || simple.lowercased().hasSuffix("checkbox") {
            return .checkbox(isSwitch: false)
        }
        if Self.switchClasses.contains(simple) { return .checkbox(isSwitch: true) }
        if Self.checkedTextClasses.contains(simple) { return .checkbox(isSwitch: false) }
        if Self.textClasses.contains(simple) { return .text }
        if Self.buttonClasses.contains(simple) { return .button }
        return .other
    }

    func attribute(_ node: XMLNode, _ local: String) -> String? { node.attribute(android + ":" + local) }
    func appAttribute(_ node: XMLNode, _ local: String) -> String? { node.attribute(app + ":" + local) }

    /// A text attribute as TalkBack speaks it: `@string/` resolved from the project, else as written.
    func text(_ node: XMLNode, _ local: String) -> String? {
        resolved(AndroidValues.text(attribute(node, local)))
    }

    /// A text value with `@string/` resolved from the project, else as written.
    func resolved(_ value: String?) -> String? {
        guard let value else { return nil }
        guard value.hasPrefix("@string/"), let resources = options.stringResources else { return value }
        return resources.resolve(value, layoutPath: file, language: language) ?? value
    }

    private var language: String {
        String(options.locale.prefix { $0 != "-" && $0 != "_" }).lowercased()
    }

    func isHeading(_ node: XMLNode) -> Bool {
        guard case .text = role(of: node) else { return false }
        return AndroidValues.boolean(attribute(node, "accessibilityHeading")) == true
    }

    /// What the parent passes down: hidden from TalkBack, the row a control belongs to, the rules
    /// `tools:ignore` names.
    struct Inherited {
        var hidden = false
        var row: XMLNode?
        var ignored: [String] = []
    }

    func map(_ root: XMLNode) -> (document: Document, diagnostics: [Diagnostic]) {
        var frontend = self
        // The module's code is read only for a layout with a control to judge.
        if let evidence = options.codeEvidence, root.contains(where: { if case .checkbox = role(of: $0) { true } else { false } }) {
            frontend.code = evidence.android(layoutPath: file)
        }
        return frontend.mapWithEvidence(root)
    }

    /// What code assigns to `node` (by its id; the layout's root also by `binding.root`).
    func evidence(_ node: XMLNode, isRoot: Bool = false) -> ControlEvidence {
        guard let code else { return ControlEvidence() }
        var found = AndroidValues.id(attribute(node, "id")).map { code.control(id: $0) } ?? ControlEvidence()
        if isRoot { found.merge(code.root) }
        return found
    }

    private func mapWithEvidence(_ root: XMLNode) -> (document: Document, diagnostics: [Diagnostic]) {
        var assembler = ModelAssembler(source: source, knownRuleIDs: options.knownRuleIDs)
        let ui = assembler.add(.ui, at: root.offset, parent: nil, suppression: root.suppression) { $0.platform = .android }
        let screen = assembler.add(.screen, at: root.offset, parent: ui) { $0.id = AndroidValues.id(attribute(root, "id")) }
        var labels: [String: String] = [:]
        var labelling: Set<ObjectIdentifier> = []
        collectLabels(root, into: &labels, labelling: &labelling)
        var walker = Walker(frontend: self, labels: labels, labelling: labelling, texts: RowTexts(frontend: self), assembler: assembler)
        walker.visit(root, parent: screen, parentNode: nil, position: 0, inherited: Inherited())
        let elements = walker.assembler.elements
        let profile = PlatformProfile.androidLayout
        let tree = AccessibilityTreeBuilder(elements: elements, profile: profile).build(facts: AndroidStops.facts)
        let document = Document(file: file, locale: options.locale, profile: profile, elements: elements, tree: tree)
        return (document, walker.assembler.diagnostics)
    }

    /// `android:labelFor="@id/x"`: the text of that view labels view `x`.
    private func collectLabels(_ node: XMLNode, into labels: inout [String: String], labelling: inout Set<ObjectIdentifier>) {
        if let target = AndroidValues.id(attribute(node, "labelFor")) {
            labelling.insert(ObjectIdentifier(node))
            if let text = text(node, "text") ?? text(node, "contentDescription") { labels[target] = text }
        }
        for child in node.children { collectLabels(child, into: &labels, labelling: &labelling) }
    }

    /// Whether the view is hidden from TalkBack itself, and whether its descendants are. A view
    /// the layout hides is shown when code shows it or `tools:visibility` previews it shown; a
    /// view code hides and never shows is hidden.
    func visibility(of node: XMLNode) -> (hidesSelf: Bool, hidesDescendants: Bool) {
        let visibility = attribute(node, "visibility")
        var gone = visibility == "gone" || visibility == "invisible"
        let preview = node.attribute(tools + ":visibility")
        if code != nil || preview != nil {
            let evidence = evidence(node)
            if gone, evidence.mayShow || preview == "visible" { gone = false }
            if !gone, evidence.isHiddenByCode { gone = true }
        }
        let important = attribute(node, "importantForAccessibility")
        return (gone || important == "no" || important == "noHideDescendants", gone || important == "noHideDescendants")
    }

    /// A view that can be focused or clicked: TalkBack's element, speaking its descendants' text.
    /// The platform's touch feedback for rows (`?android:selectableItemBackground`,
    /// `?attr/selectableItemBackground`) marks a row whose click listener is set in code.
    func isRow(_ node: XMLNode) -> Bool {
        AndroidValues.boolean(attribute(node, "clickable")) == true || AndroidValues.boolean(attribute(node, "focusable")) == true
            || attribute(node, "background")?.hasSuffix("selectableItemBackground") == true
            || code != nil && evidence(node).listensForClicks
    }

    /// The rules `tools:ignore` names that checkbox-lint knows (Android Lint's own ids are its business).
    func ignoredRules(_ node: XMLNode) -> [String] {
        guard let value = node.attribute(tools + ":ignore") else { return [] }
        let named = value.split(separator: ",").map { String($0.filter { !$0.isWhitespace }) }
        // Android Lint's "all" silences every check, ours included.
        if named.contains("all") { return options.knownRuleIDs.sorted() }
        return named.filter { options.knownRuleIDs.isEmpty || options.knownRuleIDs.contains($0) }
    }

    private struct Walker {
        let frontend: AndroidFrontend
        let labels: [String: String]
        /// Text views that label another view with `android:labelFor`.
        let labelling: Set<ObjectIdentifier>
        /// The visible texts below each view, counted and listed once (not once per checkbox).
        let texts: RowTexts
        var assembler: ModelAssembler
        /// The views from the root to the one visited, outermost first: a checkbox's ancestors,
        /// without finding its path from the root again for each checkbox (quadratic in a layout
        /// of thousands of them).
        var ancestors: [XMLNode] = []

        /// `position`: the index of `node` among its parent's children.
        mutating func visit(_ node: XMLNode, parent: Int, parentNode: XMLNode?, position: Int, inherited: Inherited) {
            var inherited = inherited
            inherited.ignored += frontend.ignoredRules(node)
            let visibility = frontend.visibility(of: node)
            let hidden = inherited.hidden || visibility.hidesSelf
            let suppression = node.suppression
            let ignored = inherited.ignored
            func mark(_ element: Element) {
                element.isHiddenFromAccessibility = hidden
                for rule in ignored where element.suppressions[rule] == nil {
                    element.suppressions[rule] = "tools:ignore"
                }
            }
            let frontend = self.frontend
            switch frontend.role(of: node) {
            case .checkbox(let isSwitch):
                let labels = self.labels
                let (isPartOfRow, rowNode) = rowContext(of: node, inherited: inherited)
                // Clickable itself inside a row that is a stop too: TalkBack stops at both.
                let clickableRow = isPartOfRow ? nil : inherited.row
                let untied = untiedText(beside: node, at: position, in: parentNode)
                let texts = self.texts
                assembler.add(.checkbox, at: node.offset, parent: parent, suppression: suppression) { element in
                    frontend.readCommon(node, into: element)
                    element.layoutParent = parentNode?.offset ?? 0
                    element.controlClass = node.name
                    frontend.readCheckbox(node, isSwitch: isSwitch, into: element)
                    if element.label == nil, let id = element.id, let label = labels[id] {
                        element.label = label
                        // A contentDescription names the view itself; the label's text is then not said.
                        if element.accessibilityLabel == nil { element.isLabelledByOtherView = true }
                    }
                    element.isPartOfRow = isPartOfRow
                    if isPartOfRow, element.accessibleName == nil, let rowNode {
                        if let label = texts.label(of: rowNode, excluding: node) { element.label = label }
                    }
                    if element.accessibleName == nil, frontend.namedInCode(node, isRoot: ancestors.isEmpty) {
                        // The name code sets (or `tools:text` previews): present, not judged as text.
                        element.label = AndroidFrontend.setInCode
                        element.isNameDynamic = true
                    }
                    if element.accessibleName == nil { element.untiedText = untied }
                    if let clickableRow { element.clickableRowText = texts.label(of: clickableRow, excluding: node) ?? "" }
                    mark(element)
                }
                return
            case .text:
                let isRowLabel = parentNode.map { AndroidValues.simpleName($0.name) == "TableRow" } ?? false
                assembler.add(.text, at: node.offset, parent: parent, suppression: suppression) { element in
                    frontend.readCommon(node, into: element)
                    element.layoutParent = parentNode?.offset ?? 0
                    // A table layout's row label names its row's control, not the set below it;
                    // a paragraph (a sentence, or longer than a title) explains, it does not title.
                    element.labelsAnotherControl = isRowLabel
                        || element.label.map { !InterfaceBuilderSets.readsAsTitle($0) && !Element.isUnresolvedReference($0) } ?? false
                    mark(element)
                }
                return
            case .button:
                assembler.add(.button, at: node.offset, parent: parent, suppression: suppression) { element in
                    frontend.readCommon(node, into: element)
                    mark(element)
                }
                return
            case .other:
                break
            }
            inherited.hidden = inherited.hidden || visibility.hidesDescendants
            if frontend.isRow(node) { inherited.row = node }
            // A heading starts a group that holds it and the views after it in this container.
            var current = parent
            ancestors.append(node)
            for (position, child) in node.children.enumerated() {
                if frontend.isHeading(child) {
                    current = assembler.add(.group, at: child.offset, parent: parent) { element in
                        element.header = frontend.text(child, "text") ?? frontend.text(child, "contentDescription")
                        mark(element)
                    }
                }
                visit(child, parent: current, parentNode: node, position: position, inherited: inherited)
            }
            ancestors.removeLast()
        }

        /// Whether a checkbox is judged by its row, and the row whose text names it.
        func rowContext(of node: XMLNode, inherited: Inherited) -> (Bool, XMLNode?) {
            if let id = frontend.attribute(node, "id"), AndroidFrontend.preferenceWidgetIDs.contains(id) {
                return (true, inherited.row)
            }
            let notClickable = AndroidValues.boolean(frontend.attribute(node, "clickable")) == false
            let notFocusable = AndroidValues.boolean(frontend.attribute(node, "focusable")) == false
            guard notClickable || notFocusable else { return (false, nil) }
            if let row = inherited.row { return (true, row) }
            // Neither clickable nor focusable, with no row in the file: its row is made clickable
            // in code (nothing else could toggle it); the nearest ancestor with text is that row.
            guard notClickable && notFocusable else { return (false, nil) }
            return (true, nearestAncestorWithText(of: node))
        }

        /// The nearest ancestor with a visible text outside `node`: from the counts of visible
        /// texts below each view, each counted once (walking each ancestor's texts again for every
        /// checkbox was quadratic: 4,000 unclickable CheckBoxes took 17 s).
        func nearestAncestorWithText(of node: XMLNode) -> XMLNode? {
            // The texts below `node` are counted in an ancestor's unless a view between hides them.
            var hiddenBetween = frontend.visibility(of: node).hidesSelf
            let own = texts.count(in: node)
            for ancestor in ancestors.reversed() {
                if texts.count(in: ancestor) - (hiddenBetween ? 0 : own) > 0 { return ancestor }
                hiddenBetween = hiddenBetween || frontend.visibility(of: ancestor).hidesSelf
            }
            return nil
        }


        /// The text view right beside `node` (the sibling before or after it, or in that sibling's
        /// subtree) that labels nothing with `android:labelFor` and is not a heading: TalkBack does
        /// not tie it to the checkbox.
        /// `position` is the index of `node` among the siblings: looking it up was quadratic in a
        /// container of thousands of checkboxes.
        func untiedText(beside node: XMLNode, at position: Int, in parentNode: XMLNode?) -> String? {
            guard let siblings = parentNode?.children, siblings.indices.contains(position), siblings[position] === node else { return nil }
            let order = [position - 1, position + 1].filter { siblings.indices.contains($0) }
            for index in order {
                var found: String?
                func walk(_ current: XMLNode) {
                    guard found == nil, !frontend.visibility(of: current).hidesSelf else { return }
                    if case .text = frontend.role(of: current), !labelling.contains(ObjectIdentifier(current)), !frontend.isHeading(current),
                       let text = frontend.text(current, "text"), !text.isBlank {
                        found = text
                        return
                    }
                    if case .checkbox = frontend.role(of: current) { return }
                    for child in current.children { walk(child) }
                }
                walk(siblings[index])
                if let found { return found }
            }
            return nil
        }
    }

    /// The visible texts below each view, found once per view and kept for the map: a row's
    /// checkboxes (and the search for the row of an unclickable checkbox) ask the same views again
    /// and again, and walking them each time was quadratic in the number of checkboxes.
    final class RowTexts {
        /// A row's label joins at most this many of its texts, and at most `maximumLabelLength`
        /// characters: each control of a row is named by the row, and joining all the texts of a
        /// row of thousands of controls made the output quadratic (a 300 KB layout, a 26 MB preview).
        static let maximumJoinedTexts = 8
        static let maximumLabelLength = 400

        private let frontend: AndroidFrontend
        private var counts: [ObjectIdentifier: Int] = [:]
        private var lists: [ObjectIdentifier: (texts: [String], index: [ObjectIdentifier: Int])] = [:]

        init(frontend: AndroidFrontend) { self.frontend = frontend }

        /// How many visible texts lie below `node` (itself included), as `texts(in:)` finds them.
        func count(in node: XMLNode) -> Int {
            if let known = counts[ObjectIdentifier(node)] { return known }
            var count = 0
            if !frontend.visibility(of: node).hidesSelf {
                if isVisibleText(node) { count = 1 }
                for child in node.children { count += self.count(in: child) }
            }
            counts[ObjectIdentifier(node)] = count
            return count
        }

        /// The row's name for the control `skipped` in it: its texts outside `skipped`, joined, the
        /// first few of them when there are many; nil when there is none.
        func label(of row: XMLNode, excluding skipped: XMLNode) -> String? {
            let list = texts(of: row)
            // The texts inside `skipped` (a control holds none, as a rule) are left out.
            var inside: Set<Int> = []
            func collect(_ node: XMLNode) {
                if let index = list.index[ObjectIdentifier(node)] { inside.insert(index) }
                for child in node.children { collect(child) }
            }
            collect(skipped)
            let total = list.texts.count - inside.count
            guard total > 0 else { return nil }
            var joined: [String] = []
            var length = 0
            for (index, text) in list.texts.enumerated() where !inside.contains(index) {
                if joined.count == Self.maximumJoinedTexts || length >= Self.maximumLabelLength { break }
                let room = Self.maximumLabelLength - length
                let piece = text.count > room ? String(text.prefix(room)) + "…" : text
                joined.append(piece)
                length += piece.count + 2
            }
            var label = joined.joined(separator: ", ")
            if joined.count < total { label += ", … (\(total - joined.count) more texts)" }
            return label
        }

        private func isVisibleText(_ node: XMLNode) -> Bool {
            guard case .text = frontend.role(of: node), let text = frontend.text(node, "text") ?? frontend.text(node, "contentDescription") else { return false }
            return !text.isBlank
        }

        /// The visible texts below `row`, in document order, and where each text view is in them.
        private func texts(of row: XMLNode) -> (texts: [String], index: [ObjectIdentifier: Int]) {
            if let known = lists[ObjectIdentifier(row)] { return known }
            var texts: [String] = []
            var index: [ObjectIdentifier: Int] = [:]
            func walk(_ current: XMLNode) {
                if frontend.visibility(of: current).hidesSelf { return }
                if case .text = frontend.role(of: current), let text = frontend.text(current, "text") ?? frontend.text(current, "contentDescription"), !text.isBlank {
                    index[ObjectIdentifier(current)] = texts.count
                    texts.append(text)
                }
                for child in current.children { walk(child) }
            }
            walk(row)
            lists[ObjectIdentifier(row)] = (texts, index)
            return (texts, index)
        }
    }

    /// What the preview shows where a name set in code goes.
    static let setInCode = "{set in code}"

    /// Code assigns the view a name, or `tools:text` previews the name code sets.
    func namedInCode(_ node: XMLNode, isRoot: Bool) -> Bool {
        if let preview = node.attribute(tools + ":text"), !preview.isBlank { return true }
        return evidence(node, isRoot: isRoot).setsName
    }

    func readCommon(_ node: XMLNode, into element: Element) {
        element.id = AndroidValues.id(attribute(node, "id"))
        element.label = text(node, "text")
        element.accessibilityLabel = text(node, "contentDescription")
        element.hint = text(node, "hint")
        element.width = AndroidValues.dp(attribute(node, "layout_width"))
        element.height = AndroidValues.dp(attribute(node, "layout_height"))
        if AndroidValues.boolean(attribute(node, "enabled")) == false { element.disabled = true }
    }

    func readCheckbox(_ node: XMLNode, isSwitch: Bool, into element: Element) {
        if let checked = AndroidValues.boolean(attribute(node, "checked")) {
            element.state = checked ? .checked : .unchecked
        }
        // MaterialCheckBox: app:checkedState="indeterminate" is a three-state checkbox.
        switch appAttribute(node, "checkedState") {
        case "checked": element.state = .checked
        case "unchecked": element.state = .unchecked
        case "indeterminate":
            element.state = .indeterminate
            element.triState = true
        default: break
        }
        if AndroidValues.boolean(appAttribute(node, "errorShown")) == true { element.error = true }
        if let errorLabel = resolved(AndroidValues.text(appAttribute(node, "errorAccessibilityLabel"))) { element.errorText = errorLabel }
        if isSwitch { element.traits = ["toggle"] }
    }
}
