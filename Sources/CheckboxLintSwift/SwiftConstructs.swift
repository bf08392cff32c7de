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
        // A caller's loop of a view handed a membership and its change (`CallerCheckboxLoops`).
        if CallerCheckboxLoops.mayHold(bytes) { return true }
        // A component with no tap whose Bool named for a choice its callers' gestures flip
        // (`CallerTappedComponents`): a view that declares such a Bool and a body.
        if ShownByLook.mayNameAChoice(bytes, in: all), contains(bytes, bodyNeedle, in: all) { return true }
        // A row with no tap whose check shows a done member its callers' taps flip (`CallerTappedValues`).
        if CallerTappedValues.mayShow(bytes, in: all), contains(bytes, bodyNeedle, in: all) { return true }
        return tapNeedles.contains { contains(bytes, $0, in: all) }
            && (changeNeedles.contains { contains(bytes, $0, in: all) } || holdsEnumStateChange(bytes, in: all)
                || holdsLiteralAssignment(bytes, in: all) || holdsToggleMethodCall(bytes, in: all)
                // A static method of a type called to toggle (`DayData.toggle(category:for:)`: `StaticModelFlips`).
                || holdsStaticToggleCall(bytes, in: all)
                // A checkbox type whose tap runs its caller's closure changes nothing itself
                // (`CallerClosureActions.stateOfNamedCheckbox`).
                || namedCheckboxNeedles.contains { contains(bytes, $0, in: all) }
                // A component or a Button whose choice only its look shows (`isSelected` chooses a
                // fill, a caller's action or a model's method on tap): `ShownByLook`.
                || ShownByLook.mayNameAChoice(bytes, in: all)
                // A tap through a caller's closure (`isTapped(item)`, `onTap()`) beside a box
                // (`ClosureTapStates`): a function type's arrow and a box's name.
                // Or a model's subject sent (`viewModel.onCheckMarkTapped.send()`) beside a box.
                || (contains(bytes, arrowNeedle, in: all) || contains(bytes, sendNeedle, in: all))
                    && boxWordNeedles.contains { contains(bytes, $0, in: all) }
                // Or a method of the view's model called beside a box (`ModelMethodCalls`).
                || ModelMethodCalls.mayCall(bytes, in: all)
                // Or a Button marking something done, coloured by it (`DoneCheckInMarks`).
                || DoneCheckInMarks.mayHold(bytes, in: all))
    }

    private static let arrowNeedle = Array("->".utf8)
    private static let bodyNeedle = Array("var body".utf8)
    private static let sendNeedle = Array(".send(".utf8)

    private static let namedCheckboxNeedles: [[UInt8]] = ["Checkbox", "CheckBox"].map { Array($0.utf8) }

    /// How a state set rather than toggled is spelt (`AssignedStates`): a flag set to a Bool literal
    /// (`= true`, `= false`), or a choice cleared (`= nil`, `? nil :`, `: nil`). Such assignments
    /// are everywhere in Swift; they are looked at only where a box's name is spelt too (`checkmark`,
    /// `square`, `circle`, `tick`, `checkbox`: an SF Symbol, an asset, a Bool named `isChecked`), which every
    /// indicator of a set state must show (`HandMadeCheckbox`: it must look like a checkbox).
    /// A declaration's initial value (`@State private var picked: Bool = false`) sets nothing when
    /// tapped, and every view with a state has one: it does not count.
    static func holdsLiteralAssignment(_ bytes: [UInt8], in range: Range<Int>) -> Bool {
        let range = range.clamped(to: 0..<bytes.count)
        return literalAssignmentNeedles.contains { holdsAssignment(bytes, $0, in: range) }
            && boxWordNeedles.contains { contains(bytes, $0, in: range) }
    }

    /// Whether `needle` occurs in `range` other than as a declaration's initial value.
    private static func holdsAssignment(_ bytes: [UInt8], _ needle: [UInt8], in range: Range<Int>) -> Bool {
        let anchor = rarestByte(of: needle)
        var start = range.lowerBound
        while let offset = ByteSearch.firstOffset(of: needle, in: bytes, within: start..<range.upperBound, anchor: anchor) {
            if !isDeclarationInitializer(bytes, at: offset, from: range.lowerBound) { return true }
            start = offset + needle.count
        }
        return false
    }

    /// Whether the line before `offset` is a stored declaration up to its `=`: it holds the word
    /// `var` or `let` and no `{` or `(` (a one-line `var body: some View { Button { x = true } }`
    /// or a closure's type keeps the assignment). Certain in that direction only: anything else is
    /// an assignment.
    private static func isDeclarationInitializer(_ bytes: [UInt8], at offset: Int, from lowerBound: Int) -> Bool {
        var index = offset
        var sawDeclarationWord = false
        while index > lowerBound {
            let byte = bytes[index - 1]
            if byte == UInt8(ascii: "\n") { break }
            if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "(") { return false }
            // `var ` / `let ` as a whole word.
            if byte == UInt8(ascii: " "), index - 4 >= lowerBound,
               bytes[index - 4] == UInt8(ascii: "v") && bytes[index - 3] == UInt8(ascii: "a") && bytes[index - 2] == UInt8(ascii: "r")
                || bytes[index - 4] == UInt8(ascii: "l") && bytes[index - 3] == UInt8(ascii: "e") && bytes[index - 2] == UInt8(ascii: "t"),
               index - 4 == lowerBound || !isNameByte(bytes[index - 5]) {
                sawDeclarationWord = true
            }
            index -= 1
        }
        return sawDeclarationWord
    }

    /// `? false :` and `? true :`: a Bool flipped by a ternary of literals (`x = x ? false : true`, `StateChanges.isTernaryFlip`).
    private static let literalAssignmentNeedles: [[UInt8]] = ["= true", "= false", "= nil", "? nil", ": nil", "? false :", "? true :"].map { Array($0.utf8) }
    static let boxWordNeedles: [[UInt8]] = [
        "checkmark", "square", "circle", "tick", "Tick", "checkbox", "Checkbox", "CheckBox", "isChecked", "Checked",
    ].map { Array($0.utf8) }

    static let controlNeedles: [[UInt8]] = ["Toggle", "OUDSCheckbox", "UISwitch", "NSSwitch", "checkboxWithTitle", "UIControl"].map { Array($0.utf8) }
    /// `buttonStyle`: after a project's own modifier that makes a Button (`HelperTapModifiers`).
    static let tapNeedles: [[UInt8]] = ["onTapGesture", "Button", "TapGesture", "buttonStyle"].map { Array($0.utf8) }
    static let changeNeedles: [[UInt8]] = ["toggle()", "= !", ".insert(", ".remove(", ".append(", ".removeAll", ".filter"].map { Array($0.utf8) }
    /// How an enum state's change is spelt (`StateChanges`): a case that reads as a checkbox's state
    /// assigned or compared (`state = .off`, `state == .on ? …`: `= .` and a whole case name of
    /// `StateChanges.stateCases`), or a method that moves it on.
    static func holdsEnumStateChange(_ bytes: [UInt8], in range: Range<Int>) -> Bool {
        let range = range.clamped(to: 0..<bytes.count)
        if advancingNeedles.contains(where: { contains(bytes, $0, in: range) }) { return true }
        var start = range.lowerBound
        while let offset = ByteSearch.firstOffset(of: assignedCase, in: bytes, within: start..<range.upperBound, anchor: assignedCaseAnchor) {
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
    private static let assignedCaseAnchor = rarestByte(of: assignedCase)
    private static let advancingNeedles: [[UInt8]] = ["setNextState(", ".next()", ".cycle()"].map { Array($0.utf8) }

    static func isNameByte(_ byte: UInt8) -> Bool {
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
        ByteSearch.firstOffset(of: needle, in: bytes, within: start..<bytes.count, anchor: rarestByte(of: needle))
    }

    static func contains(_ bytes: [UInt8], _ needle: [UInt8], in range: Range<Int>) -> Bool {
        ByteSearch.firstOffset(of: needle, in: bytes, within: range, anchor: rarestByte(of: needle)) != nil
    }

    /// The index of the byte of `needle` that Swift source holds least often: memchr stops at each
    /// occurrence of the byte it looks for, and each stop costs a call and a comparison (~45
    /// instructions), so `os(` is looked for by its `(`, `.checkbox` by its `x`. The first byte of
    /// an empty needle. The matches found are the same whichever byte is looked for.
    static func rarestByte(of needle: [UInt8]) -> Int {
        var rarest = 0
        var rarity = -1
        for (index, byte) in needle.enumerated() where Int(byteRarity[Int(byte)]) > rarity {
            rarest = index
            rarity = Int(byteRarity[Int(byte)])
        }
        return rarest
    }

    /// Printable ASCII bytes by how often Swift source holds them, most often first (counted over
    /// the 47 MB of Swift files of the review projects' trees, docs/review/).
    private static let commonBytes = Array(" etairnoslcdu.pmgf:)(hSybw/v,\"{}C=ITkADxPVRLFMU0BENO?-1_z2H[]>WGK@q\\j!<$453`6#X*8&Q+9YZ|7J';%~^".utf8)

    /// Each byte value's rank among `commonBytes` (higher: rarer); line ends and tabs as common as a
    /// space, any other byte rarer than all of them.
    private static let byteRarity: [UInt8] = {
        var table = [UInt8](repeating: 255, count: 256)
        for (rank, byte) in commonBytes.enumerated() { table[Int(byte)] = UInt8(rank) }
        for byte in [UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t")] { table[Int(byte)] = 0 }
        return table
    }()

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
