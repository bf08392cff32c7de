import CheckboxLintKit
import SwiftSyntax

/// The checkbox constructs of SPEC §10 and how their arguments map onto the model.
enum SwiftConstructs {
    /// OUDS's checkbox components: the variant they are, and whether they are tri-state.
    static let designSystemComponents: [String: (variant: Variant, triState: Bool)] = [
        "OUDSCheckbox": (.indicator, false),
        "OUDSCheckboxIndeterminate": (.indicator, true),
        "OUDSCheckboxItem": (.item, false),
        "OUDSCheckboxItemIndeterminate": (.item, true),
    ]

    /// Words an SF Symbol name of a checkbox image contains (`checkmark.square.fill`, `circle`).
    static let checkboxSymbolWords = ["checkmark", "square", "circle"]

    /// Whether the bytes can hold a construct at all: `Toggle`, an OUDS checkbox, or a tap action
    /// (every hand-made checkbox has one). Reading the bytes is ~100× cheaper than parsing.
    /// A hand-made checkbox also changes state (`toggle()`, `x = !x`, a selection's `insert`): a
    /// file with Buttons that change none is not parsed.
    static func mayHoldCheckbox(_ bytes: [UInt8]) -> Bool {
        let all = 0..<bytes.count
        if controlNeedles.contains(where: { contains(bytes, $0, in: all) }) { return true }
        return tapNeedles.contains { contains(bytes, $0, in: all) }
            && (changeNeedles.contains { contains(bytes, $0, in: all) } || holdsEnumStateChange(bytes, in: all)
                || holdsLiteralAssignment(bytes, in: all))
    }

    /// How a state set rather than toggled is spelt (`AssignedStates`): a flag set to a Bool literal
    /// (`= true`, `= false`), or a choice cleared (`= nil`, `? nil :`, `: nil`). Such assignments
    /// are everywhere in Swift; they are looked at only where a box's name is spelt too (`checkmark`,
    /// `square`, `circle`, `tick`, `checkbox`: an SF Symbol, an asset, a Bool named `isChecked`), which every
    /// indicator of a set state must show (`HandMadeCheckbox`: it must look like a checkbox).
    static func holdsLiteralAssignment(_ bytes: [UInt8], in range: Range<Int>) -> Bool {
        literalAssignmentNeedles.contains { contains(bytes, $0, in: range) }
            && boxWordNeedles.contains { contains(bytes, $0, in: range) }
    }

    private static let literalAssignmentNeedles: [[UInt8]] = ["= true", "= false", "= nil", "? nil", ": nil"].map { Array($0.utf8) }
    private static let boxWordNeedles: [[UInt8]] = [
        "checkmark", "square", "circle", "tick", "Tick", "checkbox", "Checkbox", "CheckBox", "isChecked", "Checked",
    ].map { Array($0.utf8) }

    static let controlNeedles: [[UInt8]] = ["Toggle", "OUDSCheckbox", "UISwitch", "NSSwitch", "checkboxWithTitle", "UIControl"].map { Array($0.utf8) }
    static let tapNeedles: [[UInt8]] = ["onTapGesture", "Button", "TapGesture"].map { Array($0.utf8) }
    static let changeNeedles: [[UInt8]] = ["toggle()", "= !", ".insert(", ".remove(", ".append(", ".removeAll", ".filter"].map { Array($0.utf8) }
    /// How an enum state's change is spelt (`StateChanges`): a case that reads as a checkbox's state
    /// assigned or compared (`state = .off`, `state == .on ? …`: `= .` and a whole case name of
    /// `StateChanges.stateCases`), or a method that moves it on.
    static func holdsEnumStateChange(_ bytes: [UInt8], in range: Range<Int>) -> Bool {
        let range = range.clamped(to: 0..<bytes.count)
        if advancingNeedles.contains(where: { contains(bytes, $0, in: range) }) { return true }
        var start = range.lowerBound
        while let offset = ByteSearch.firstOffset(of: assignedCase, in: bytes, within: start..<range.upperBound) {
            var end = offset + assignedCase.count
            while end < range.upperBound, isNameByte(bytes[end]) { end += 1 }
            if end > offset + assignedCase.count,
               StateChanges.stateCases.contains(String(decoding: bytes[(offset + assignedCase.count)..<end], as: UTF8.self)) {
                return true
            }
            start = offset + assignedCase.count
        }
        return false
    }

    private static let assignedCase = Array("= .".utf8)
    private static let advancingNeedles: [[UInt8]] = ["setNextState(", ".next()", ".cycle()"].map { Array($0.utf8) }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        (byte | 0x20) &- 0x61 < 26 || byte &- 0x30 < 10 || byte == UInt8(ascii: "_")
    }

    /// Names of the UIKit and AppKit controls read in code (`NSButton(checkboxWithTitle:)` is
    /// found by its label).
    static let uiKitNeedles: [[UInt8]] = ["UISwitch", "NSSwitch", "checkboxWithTitle", "UIControl"].map { Array($0.utf8) }
    static let needles: [[UInt8]] = [Array("Toggle".utf8), Array("OUDSCheckbox".utf8), Array("systemName".utf8)]

    /// Whether the bytes of one view or statement can hold a construct: a `Toggle`, an OUDS
    /// checkbox, an SF Symbol image.
    static func mayHoldCheckbox(_ bytes: [UInt8], in range: Range<Int>) -> Bool {
        needles.contains { contains(bytes, $0, in: range) }
    }

    /// The first offset at or after `start` where `needle` occurs.
    static func firstOffset(of needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        ByteSearch.firstOffset(of: needle, in: bytes, within: start..<bytes.count)
    }

    static func contains(_ bytes: [UInt8], _ needle: [UInt8], in range: Range<Int>) -> Bool {
        ByteSearch.firstOffset(of: needle, in: bytes, within: range) != nil
    }

    /// `traits` words for SwiftUI's `AccessibilityTraits` members.
    static func traitWord(_ member: String) -> String? {
        switch member {
        case "isToggle": "toggle"
        case "isButton": "button"
        case "isSelected": "selected"
        case "isHeader": "header"
        case "isStaticText": "staticText"
        case "isLink": "link"
        case "isImage": "image"
        default: nil
        }
    }

    /// The trait words of `.accessibilityAddTraits(.isButton)` / `([.isButton, .isSelected])` /
    /// `(.isButton.union(.isSelected))`.
    static func traitWords(_ expression: ExprSyntax) -> [String] {
        var words: [String] = []
        for token in expression.tokens(viewMode: .sourceAccurate) {
            if case .identifier(let name) = token.tokenKind, let word = traitWord(name) { words.append(word) }
        }
        return words
    }

    /// A check state from a literal: `true`/`false`, `.selected`/`.unselected`/`.indeterminate`.
    static func checkState(_ expression: ExprSyntax) -> CheckState? {
        if let bool = SwiftSyntaxFacts.booleanLiteral(expression) { return bool ? .checked : .unchecked }
        switch SwiftSyntaxFacts.memberName(expression) {
        case "selected", "on", "checked": return .checked
        case "unselected", "off", "unchecked": return .unchecked
        case "indeterminate", "mixed": return .indeterminate
        default: return nil
        }
    }
}
