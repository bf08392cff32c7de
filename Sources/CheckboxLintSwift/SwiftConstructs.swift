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

    /// Whether the bytes can hold a construct at all: `Toggle`, an OUDS checkbox, or an SF Symbol
    /// image (every hand-made checkbox shows one). Reading the bytes is ~100× cheaper than parsing.
    static func mayHoldCheckbox(_ bytes: [UInt8]) -> Bool {
        let needles: [[UInt8]] = [Array("Toggle".utf8), Array("OUDSCheckbox".utf8), Array("systemName".utf8)]
        return bytes.withUnsafeBufferPointer { buffer in
            needles.contains { needle in contains(buffer, needle) }
        }
    }

    private static func contains(_ haystack: UnsafeBufferPointer<UInt8>, _ needle: [UInt8]) -> Bool {
        guard haystack.count >= needle.count, let first = needle.first else { return false }
        var index = 0
        let last = haystack.count - needle.count
        while index <= last {
            if haystack[index] == first {
                var matched = true
                for offset in 1..<needle.count where haystack[index + offset] != needle[offset] {
                    matched = false
                    break
                }
                if matched { return true }
            }
            index += 1
        }
        return false
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
