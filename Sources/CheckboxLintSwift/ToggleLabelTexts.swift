import CheckboxLintKit
import SwiftSyntax

/// A control's label closure that shows several texts (`Toggle(isOn: $x) { Text("Text
/// replacement"); Text("Use the system's shortcuts").font(.caption) }`, also inside a `VStack` or
/// `HStack`): SwiftUI makes the label one element, and VoiceOver reads every text of it in order,
/// joined as it joins a combined stack's (`SourceValue.joinedAsSpoken`). Round twelve, pattern 0.
///
/// Read only where the whole label is plain: texts, stacks of texts, and images with no label of
/// their own (VoiceOver leaves an unlabelled image of a label out), spacers and dividers. Anything
/// else (an `if`, a `#if`, a `ForEach`, a view of the app's own, a text with its own
/// `.accessibilityLabel`) decides nothing here, and the first text names the control as before.
enum ToggleLabelTexts {
    /// Stacks whose texts are read in order as parts of the one label.
    private static let stacks: Set<String> = ["VStack", "HStack", "ZStack", "Group", "LazyVStack", "LazyHStack"]
    /// Views a label shows that VoiceOver does not read.
    private static let silent: Set<String> = ["Spacer", "Divider"]

    /// The label's texts joined as spoken, when there are two or more and the label is plain; nil
    /// otherwise. `bytes`: the file's.
    static func spoken(in closure: ClosureExprSyntax, bytes: [UInt8]) -> SourceValue? {
        // Two texts are two calls named `Text` or `Label`, whose callees' bytes the closure holds:
        // most labels show one text (`{ Text("Wi-Fi") }`), and their nodes are not read (~8,000
        // instructions a label).
        guard spellsTwoTexts(bytes, in: closure.byteRange) else { return nil }
        var texts: [SourceValue] = []
        guard collect(closure.statements, into: &texts), texts.count >= 2 else { return nil }
        return .joinedAsSpoken(texts)
    }

    private static let textWords: [[UInt8]] = [Array("Text".utf8), Array("Label".utf8)]

    /// Whether `range` of `bytes` spells `Text` or `Label` at two places or more (the two words
    /// cannot overlap at one place).
    private static func spellsTwoTexts(_ bytes: [UInt8], in range: Range<Int>) -> Bool {
        let range = range.clamped(to: 0..<bytes.count)
        var found = 0
        for word in textWords {
            var start = range.lowerBound
            while let offset = ByteSearch.firstOffset(of: word, in: bytes, within: start..<range.upperBound) {
                found += 1
                if found == 2 { return true }
                start = offset + word.count
            }
        }
        return false
    }

    /// Adds the texts of `statements` in order; false when one of them is not plain.
    private static func collect(_ statements: CodeBlockItemListSyntax, into texts: inout [SourceValue]) -> Bool {
        for item in statements {
            guard let expression = item.item.as(ExprSyntax.self), collect(expression, into: &texts) else { return false }
        }
        return true
    }

    private static func collect(_ expression: ExprSyntax, into texts: inout [SourceValue]) -> Bool {
        // The view under its modifiers, and what the modifiers say about reading it.
        var view = expression
        var hidden = false
        var relabelled = false
        while let call = view.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              let base = member.base, !QualifiedTextCalls.isNamespacedCall(call) {
            switch member.declName.baseName.text {
            case "accessibilityHidden":
                hidden = hidden || call.arguments.first.flatMap { SwiftSyntaxFacts.booleanLiteral($0.expression) } == true
            case "accessibilityLabel", "accessibilityElement", "accessibilityRepresentation":
                relabelled = true
            default:
                break
            }
            view = base
        }
        if hidden { return true }
        guard !relabelled, let call = view.as(FunctionCallExprSyntax.self), let name = SwiftSyntaxFacts.calleeName(call) else { return false }
        if name == "Text" || name == "Label" {
            guard let first = call.arguments.first, first.label == nil, !first.expression.is(ClosureExprSyntax.self) else { return false }
            let value = SourceValue(first.expression)
            if value != .literal("") { texts.append(value) }
            return true
        }
        if name == "Image" || silent.contains(name) { return true }
        guard stacks.contains(name), let closure = call.trailingClosure, call.additionalTrailingClosures.isEmpty else { return false }
        return collect(closure.statements, into: &texts)
    }
}
