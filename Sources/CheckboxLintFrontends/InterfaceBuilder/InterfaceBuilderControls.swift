import CheckboxLintModel

/// What an Interface Builder element is, for the model.
enum InterfaceBuilderRole {
    /// A checkbox: a check button (`cell` is the `buttonCell` that holds title and state; nil for a
    /// custom class), a switch (`isSwitch`), or a class configured as a checkbox.
    case checkbox(cell: XMLNode?, isSwitch: Bool)
    case text(String?)
    case button(String?)
    case group(header: String?)
    case other
}

/// Recognises controls in Interface Builder XML and reads their properties.
struct InterfaceBuilderControls {
    /// `customClass` values that make any view a checkbox (`RVS_Checkbox` by default).
    let customCheckboxClasses: Set<String>

    /// A class is a checkbox when configured so, or when its name ends in "checkbox" (any case).
    func isCustomCheckbox(_ node: XMLNode) -> Bool {
        guard let custom = node.attribute("customClass") else { return false }
        return customCheckboxClasses.contains(custom) || custom.lowercased().hasSuffix("checkbox")
    }

    func role(of node: XMLNode, parent: XMLNode?) -> InterfaceBuilderRole {
        if isCustomCheckbox(node) {
            let cell = node.child("buttonCell", key: "cell")
            return .checkbox(cell: cell?.attribute("type") == "check" ? cell : nil, isSwitch: false)
        }
        switch node.name {
        case "button":
            if let cell = node.child("buttonCell", key: "cell") {
                if cell.attribute("type") == "check" { return .checkbox(cell: cell, isSwitch: false) }
                return .button(cell.attribute("title"))
            }
            return .button(Self.title(of: node))
        case "buttonCell":
            // A check cell outside a button: a table column's data cell, a matrix cell.
            if node.attribute("type") == "check", parent?.name != "button" { return .checkbox(cell: node, isSwitch: false) }
        case "switch":
            return .checkbox(cell: nil, isSwitch: true)
        case "label":
            return .text(node.attribute("text"))
        case "textField":
            // AppKit labels are non-editable text fields; UIKit text fields are inputs.
            if let cell = node.child("textFieldCell", key: "cell"), cell.attribute("editable") != "YES" {
                return .text(cell.attribute("title"))
            }
        case "box":
            if node.attribute("boxType") == "separator" { return .other }
            // A custom box draws no title (its `title` is Interface Builder's default "Box").
            let titled = node.attribute("titlePosition") != "noTitle" && node.attribute("boxType") != "custom"
            return .group(header: titled ? node.attribute("title") : nil)
        case "tableViewSection":
            return .group(header: node.attribute("headerTitle"))
        default:
            break
        }
        return .other
    }

    /// `isElement` as Interface Builder saves it (`<accessibility key="accessibilityConfiguration">`
    /// with an `isElement` attribute or `<bool key="isElement">`); nil when not set.
    func isAccessibilityElement(_ node: XMLNode) -> Bool? {
        guard let configuration = node.child("accessibility") else { return nil }
        let value = configuration.attribute("isElement")
            ?? configuration.children.first { $0.name == "bool" && $0.attribute("key") == "isElement" }?.attribute("value")
        switch value {
        case "YES": return true
        case "NO": return false
        default: return nil
        }
    }

    /// The accessibility label of a view (UIKit `label`, AppKit `description`).
    func accessibilityLabel(of node: XMLNode) -> String? {
        guard let configuration = node.child("accessibility") else { return nil }
        return configuration.attribute("label") ?? configuration.attribute("description")
    }

    /// Controls the model does not map (fields, pop-ups, steppers…) that a label beside them names.
    static let otherControls: Set<String> = [
        "textField", "popUpButton", "comboBox", "stepper", "slider", "segmentedControl", "datePicker",
        "colorWell", "pathControl", "searchField", "secureTextField", "tokenField", "textView",
    ]

    /// A UIKit button's title as Interface Builder saves it: `title`, the normal state's title or
    /// attributed title, or (iOS 15) the button configuration's title or attributed title.
    static func title(of node: XMLNode) -> String? {
        if let title = node.attribute("title") { return title }
        for holder in [node.child("state", key: "normal"), node.child("buttonConfiguration", key: "configuration")] {
            guard let holder else { continue }
            if let title = holder.attribute("title") { return title }
            if let attributed = holder.child("attributedString", key: "attributedTitle") {
                let text = attributed.children.filter { $0.name == "fragment" }.compactMap { $0.attribute("content") }.joined()
                if !text.isEmpty { return text }
            }
        }
        return nil
    }

    /// The class of a checkbox: its `customClass`, else the system class its element stands for.
    func controlClass(of node: XMLNode, isSwitch: Bool, isAppKit: Bool) -> String {
        if let custom = node.attribute("customClass") { return custom }
        if isSwitch { return isAppKit ? "NSSwitch" : "UISwitch" }
        return isAppKit ? "NSButton" : "UIButton"
    }

    /// Fills in a checkbox's fields from the element, its cell and their children.
    func readCheckbox(_ node: XMLNode, cell: XMLNode?, isSwitch: Bool, column: XMLNode?, into element: Element) {
        element.label = cell?.attribute("title") ?? Self.title(of: node)
        if element.label == nil, let column {
            // A check cell in a table column is named by its column header.
            element.label = column.child("tableHeaderCell", key: "headerCell")?.attribute("title")
        }
        switch cell?.attribute("state") ?? node.attribute("state") {
        case "on": element.state = .checked
        case "mixed": element.state = .indeterminate
        case "off": element.state = .unchecked
        default: break
        }
        if let on = node.attribute("on") { element.state = on == "YES" ? .checked : .unchecked }
        if cell?.attribute("allowsMixedState") == "YES" { element.triState = true }
        if node.attribute("enabled") == "NO" || cell?.attribute("enabled") == "NO" { element.disabled = true }
        if isSwitch { element.traits = ["toggle"] }
        readRuntimeAttributes(node, into: element)
        readAccessibility(node, into: element)
        // AppKit may keep the accessibility description on the cell.
        if let cell, cell !== node { readAccessibility(cell, into: element) }
    }

    /// `RVS_Checkbox`'s inspectable properties: `isThreeState`, and `value` (three-state: -1 off,
    /// 0 clear = indeterminate, 1 on; two-state: 0 or below off, above 0 on), or `isOn`.
    func readRuntimeAttributes(_ node: XMLNode, into element: Element) {
        guard let list = node.child("userDefinedRuntimeAttributes") else { return }
        var threeState = false
        var value: Double?
        for attribute in list.children where attribute.name == "userDefinedRuntimeAttribute" {
            let literal = attribute.attribute("value") ?? attribute.children.first { $0.attribute("key") == "value" }?.attribute("value")
            switch attribute.attribute("keyPath") {
            case "isThreeState":
                threeState = literal == "YES"
                element.triState = threeState
            case "value":
                value = literal.flatMap { Double($0) }
            case "isOn":
                if let literal { element.state = literal == "YES" ? .checked : .unchecked }
            default:
                break
            }
        }
        if let value {
            if value > 0 {
                element.state = .checked
            } else if value == 0 && threeState {
                element.state = .indeterminate
            } else {
                element.state = .unchecked
            }
        }
    }

    /// UIKit's `<accessibility key="accessibilityConfiguration" label= hint=>` with
    /// `accessibilityTraits`, AppKit's `<accessibility description= help=>`, and AppKit's `toolTip`
    /// (VoiceOver reads it as help). Traits become the model's words (`toggleButton` → `toggle`,
    /// `staticText` → `text`); `notEnabled` makes the element disabled.
    func readAccessibility(_ node: XMLNode, into element: Element) {
        if let toolTip = node.attribute("toolTip"), !toolTip.isBlank { element.hint = toolTip }
        guard let configuration = node.child("accessibility") else { return }
        if let label = configuration.attribute("label") ?? configuration.attribute("description") {
            element.accessibilityLabel = label
        }
        if let hint = configuration.attribute("hint") ?? configuration.attribute("help") { element.hint = hint }
        guard let traits = configuration.child("accessibilityTraits", key: "traits") else { return }
        var words = element.traits ?? []
        for attribute in traits.attributes where attribute.name != "key" && attribute.value == "YES" {
            switch attribute.name {
            case "notEnabled": element.disabled = true
            case "toggleButton": if !words.contains("toggle") { words.append("toggle") }
            case "staticText": words.append("text")
            default: words.append(attribute.name.lowercased())
            }
        }
        // Traits the file sets, even none but "not enabled": VoiceOver then says no role.
        element.traits = words
    }
}
