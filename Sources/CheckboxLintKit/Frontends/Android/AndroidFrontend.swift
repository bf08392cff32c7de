/// Maps an Android layout file onto the model.
///
/// - the root element becomes the `ui` root (platform `android`) and a `screen` at the same tag;
/// - `CheckBox`, `AppCompatCheckBox`, `MaterialCheckBox`, any view class whose name ends in
///   "CheckBox" (any case) and configured custom classes become `checkbox`es; `Switch`,
///   `SwitchCompat`, `SwitchMaterial` and `MaterialSwitch` become checkboxes with the `toggle` trait;
/// - a `TextView` with `android:accessibilityHeading="true"` starts a `group` whose header is its
///   text, holding the views that follow it in the same container;
/// - other text views become `text`, buttons `button`; every other element is looked through.
struct AndroidFrontend {
    let file: String
    let source: SourceText
    let options: FrontendOptions
    private let android: String
    private let app: String
    private let customClasses: Set<String>

    static let switchClasses: Set<Substring> = ["Switch", "SwitchCompat", "SwitchMaterial", "MaterialSwitch"]
    static let textClasses: Set<Substring> = ["TextView", "AppCompatTextView", "MaterialTextView"]
    static let buttonClasses: Set<Substring> = ["Button", "AppCompatButton", "MaterialButton"]

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
        // Attributes are matched by the prefixes the file declares for the two namespaces.
        android = namespaces.first { $0.uri == FrontendSelector.androidNamespace }?.prefix ?? "android"
        app = namespaces.first { $0.uri == "http://schemas.android.com/apk/res-auto" }?.prefix ?? "app"
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
        if Self.textClasses.contains(simple) { return .text }
        if Self.buttonClasses.contains(simple) { return .button }
        return .other
    }

    func attribute(_ node: XMLNode, _ local: String) -> String? { node.attribute(android + ":" + local) }
    func appAttribute(_ node: XMLNode, _ local: String) -> String? { node.attribute(app + ":" + local) }

    func isHeading(_ node: XMLNode) -> Bool {
        guard case .text = role(of: node) else { return false }
        return AndroidValues.boolean(attribute(node, "accessibilityHeading")) == true
    }

    func map(_ root: XMLNode) -> (document: Document, diagnostics: [Diagnostic]) {
        var assembler = ModelAssembler(source: source, knownRuleIDs: options.knownRuleIDs)
        let ui = assembler.add(.ui, at: root.offset, parent: nil, suppression: root.suppression) { $0.platform = .android }
        let screen = assembler.add(.screen, at: root.offset, parent: ui) { $0.id = AndroidValues.id(attribute(root, "id")) }
        var labels: [String: String] = [:]
        collectLabels(root, into: &labels)
        visit(root, parent: screen, labels: labels, assembler: &assembler)
        let document = Document(file: file, platform: .android, locale: options.locale, origin: .android, elements: assembler.elements)
        return (document, assembler.diagnostics)
    }

    /// `android:labelFor="@id/x"`: the text of that view labels view `x`.
    private func collectLabels(_ node: XMLNode, into labels: inout [String: String]) {
        if let target = AndroidValues.id(attribute(node, "labelFor")),
           let text = AndroidValues.text(attribute(node, "text")) ?? AndroidValues.text(attribute(node, "contentDescription")) {
            labels[target] = text
        }
        for child in node.children { collectLabels(child, into: &labels) }
    }

    private func visit(_ node: XMLNode, parent: Int, labels: [String: String], assembler: inout ModelAssembler) {
        switch role(of: node) {
        case .checkbox(let isSwitch):
            assembler.add(.checkbox, at: node.offset, parent: parent, suppression: node.suppression) { element in
                readCommon(node, into: element)
                element.controlClass = node.name
                readCheckbox(node, isSwitch: isSwitch, into: element)
                if element.label == nil, let id = element.id, let label = labels[id] {
                    element.label = label
                    // A contentDescription names the view itself; the label's text is then not said.
                    if element.accessibilityLabel == nil { element.isLabelledByOtherView = true }
                }
            }
            return
        case .text:
            assembler.add(.text, at: node.offset, parent: parent, suppression: node.suppression) { readCommon(node, into: $0) }
            return
        case .button:
            assembler.add(.button, at: node.offset, parent: parent, suppression: node.suppression) { readCommon(node, into: $0) }
            return
        case .other:
            break
        }
        // A heading starts a group that holds it and the views after it in this container.
        var current = parent
        for child in node.children {
            if isHeading(child) {
                current = assembler.add(.group, at: child.offset, parent: parent) { element in
                    element.header = AndroidValues.text(attribute(child, "text"))
                        ?? AndroidValues.text(attribute(child, "contentDescription"))
                }
            }
            visit(child, parent: current, labels: labels, assembler: &assembler)
        }
    }

    private func readCommon(_ node: XMLNode, into element: Element) {
        element.id = AndroidValues.id(attribute(node, "id"))
        element.label = AndroidValues.text(attribute(node, "text"))
        element.accessibilityLabel = AndroidValues.text(attribute(node, "contentDescription"))
        element.hint = AndroidValues.text(attribute(node, "hint"))
        element.width = AndroidValues.dp(attribute(node, "layout_width"))
        element.height = AndroidValues.dp(attribute(node, "layout_height"))
        if AndroidValues.boolean(attribute(node, "enabled")) == false { element.disabled = true }
    }

    private func readCheckbox(_ node: XMLNode, isSwitch: Bool, into element: Element) {
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
        if let errorLabel = AndroidValues.text(appAttribute(node, "errorAccessibilityLabel")) { element.errorText = errorLabel }
        if isSwitch { element.traits = ["toggle"] }
    }
}
