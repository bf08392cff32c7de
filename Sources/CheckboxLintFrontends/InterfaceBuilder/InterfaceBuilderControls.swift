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

    /// The visible text beside a control in the same view that is not tied to it: a UILabel or a
    /// non-editable NSTextField among its siblings, the one in the same row (vertical overlap)
    /// and nearest first; without frames, the only such text there is. A text above or below
    /// is not taken for the control's own: it is as likely a section's title.
    func untiedText(beside node: XMLNode, in parentNode: XMLNode?) -> String? {
        guard let siblings = parentNode?.children else { return nil }
        var texts: [(text: String, frame: AbsoluteRect?)] = []
        for sibling in siblings where sibling !== node && sibling.attribute("hidden") != "YES" {
            if case .text(let text?) = role(of: sibling, parent: parentNode), !text.isBlank {
                texts.append((text, InterfaceBuilderGeometry.frame(of: sibling)))
            }
        }
        guard !texts.isEmpty else { return nil }
        guard let own = InterfaceBuilderGeometry.frame(of: node) else { return texts.count == 1 ? texts[0].text : nil }
        // A cell's title shares the control's row; its footnote, below, at most touches it
        // (a label Auto Layout sizes is often saved with no height): the most overlap wins,
        // then the nearest.
        let inRow = texts.compactMap { text -> (String, overlap: Double, gap: Double)? in
            guard let frame = text.frame, frame.height > 0 else { return nil }
            let overlap = min(own.y + own.height, frame.y + frame.height) - max(own.y, frame.y)
            guard overlap > 0, overlap >= 0.5 * min(own.height, frame.height) else { return nil }
            let gap = frame.x >= own.x ? frame.x - (own.x + own.width) : own.x - (frame.x + frame.width)
            return (text.text, overlap / min(own.height, frame.height), abs(gap))
        }
        return inRow.min(by: { ($0.overlap > $1.overlap) || ($0.overlap == $1.overlap && $0.gap < $1.gap) })?.0
    }

    /// Controls the model does not map (fields, pop-ups, steppers…) that a label beside them names.
    static let otherControls: Set<String> = [
        "textField", "popUpButton", "comboBox", "stepper", "slider", "segmentedControl", "datePicker",
        "colorWell", "pathControl", "searchField", "secureTextField", "tokenField", "textView",
    ]

    /// Whether a text labels another control: the nearest control on its row, to its right, is
    /// one of `otherControls` (not a checkbox, whose column the text may title), or a value text
    /// code sets (`isValueText`: "Identifier: [value]").
    func labelsAnotherControl(_ node: XMLNode, in parentNode: XMLNode?, isValueText: (XMLNode) -> Bool = { _ in false }) -> Bool {
        guard let siblings = parentNode?.children, let own = InterfaceBuilderGeometry.frame(of: node) else { return false }
        var nearest: (x: Double, isOther: Bool)?
        for sibling in siblings where sibling !== node {
            guard let frame = InterfaceBuilderGeometry.frame(of: sibling) else { continue }
            let overlap = min(own.y + own.height, frame.y + frame.height) - max(own.y, frame.y)
            guard overlap >= 0.5 * min(own.height, frame.height), frame.x >= own.x + own.width - 2 else { continue }
            let isOther: Bool
            switch role(of: sibling, parent: parentNode) {
            case .checkbox, .button: isOther = false
            case .text:
                guard isValueText(sibling) else { continue }
                isOther = true
            default:
                guard Self.otherControls.contains(sibling.name) else { continue }
                isOther = true
            }
            if nearest == nil || frame.x < nearest!.x { nearest = (frame.x, isOther) }
        }
        return nearest?.isOther ?? false
    }

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
