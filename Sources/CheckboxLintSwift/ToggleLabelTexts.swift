import CheckboxLintKit
import SwiftSyntax

/// A control's label closure that shows several texts (`Toggle(isOn: $x) { Text("Text
/// replacement"); Text("Use the system's shortcuts").font(.caption) }`, also inside a `VStack` or
/// `HStack`): SwiftUI makes the label one element, and VoiceOver reads every text of it in order,
/// joined as it joins a combined stack's (`SourceValue.joinedAsSpoken`). Round twelve, pattern 0.
///
/// Read only where the whole label is plain: texts, stacks of texts, and images with no label of
/// their own (VoiceOver leaves an unlabelled image of a label out), spacers and dividers, and an
/// `if`/`else` whose branches are plain: one whose branches show images only (a check symbol chosen
/// by the state) adds nothing, one that shows a text in a branch adds one part known only at run
/// time, `{…}` (which branch shows is not in the file). Anything else (a `#if`, a `switch`, a
/// `ForEach`, a view of the app's own, a text with its own `.accessibilityLabel`) decides nothing
/// here, and the first text names the control as before.
///
/// One reading for every control's label: a Toggle's label closure and a hand-made `Button`'s
/// (`Button { … } label: { VStack { Text(story.title); Text(story.category) }; check }` is
/// "{story.title}, {story.category}, Button"; round twenty-seven, pattern 3).
enum ToggleLabelTexts {
    /// Stacks whose texts are read in order as parts of the one label.
    private static let stacks: Set<String> = ["VStack", "HStack", "ZStack", "Group", "LazyVStack", "LazyHStack"]
    /// Views a label shows that VoiceOver does not read.
    private static let silent: Set<String> = ["Spacer", "Divider"]
    /// Shapes a label draws (a coloured dot, a box, a knob): VoiceOver reads none, unless a text
    /// is laid over or under it (`.overlay(Text(…))`), which this reading does not follow.
    static let shapes: Set<String> = ["Circle", "Rectangle", "RoundedRectangle", "Capsule", "Ellipse", "UnevenRoundedRectangle",
                                      "ContainerRelativeShape"]

    /// The label's texts joined as spoken, when it spells two or more and is plain (those VoiceOver
    /// does not read left out: one, or an empty name when none is read); nil otherwise. `bytes`: the file's.
    static func spoken(in closure: ClosureExprSyntax, bytes: [UInt8]) -> SourceValue? {
        // Two texts are two calls named `Text` or `Label`, whose callees' bytes the closure holds:
        // most labels show one text (`{ Text("Wi-Fi") }`), and their nodes are not read (~8,000
        // instructions a label).
        guard spellsTwoTexts(bytes, in: closure.byteRange) else { return nil }
        var texts: [SourceValue] = []
        guard collect(closure.statements, into: &texts) else { return nil }
        if texts.count >= 2 { return .joinedAsSpoken(texts) }
        // One left, or none, when the others are hidden from VoiceOver (`.hidden()`,
        // `.accessibilityHidden(true)`): none is no name. Else one text is read elsewhere (an
        // `if`/`else` of two texts is a choice, `StateChosenNames`).
        guard hidesAView(bytes, in: closure.byteRange) else { return nil }
        return texts.isEmpty ? .literal("") : .joinedAsSpoken(texts)
    }

    private static let textWords: [[UInt8]] = [Array("Text".utf8), Array("Label".utf8)]
    private static let hidingModifiers: [[UInt8]] = [Array(".hidden()".utf8), Array("accessibilityHidden(".utf8)]

    /// Whether `range` of `bytes` spells a modifier that hides a view from VoiceOver.
    private static func hidesAView(_ bytes: [UInt8], in range: Range<Int>) -> Bool {
        let range = range.clamped(to: 0..<bytes.count)
        return hidingModifiers.contains { ByteSearch.firstOffset(of: $0, in: bytes, within: range) != nil }
    }

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

    /// The texts of `closure` joined as spoken, also when there is one (a hand-made Button's label
    /// whose one text sits beside an `if` of check images); nil when the label is not plain or
    /// shows no text.
    static func spokenIfPlain(in closure: ClosureExprSyntax) -> SourceValue? {
        guard let texts = plainTexts(in: closure), !texts.isEmpty else { return nil }
        return .joinedAsSpoken(texts)
    }

    /// The texts of `closure` in order, none when it shows only views VoiceOver does not read
    /// (shapes, images, spacers); nil when the label is not plain.
    static func plainTexts(in closure: ClosureExprSyntax) -> [SourceValue]? {
        var texts: [SourceValue] = []
        guard collect(closure.statements, into: &texts) else { return nil }
        return texts
    }

    /// The texts of a plain label that shows a text only under a condition (an `if` with no
    /// `else`: `{ Image(systemName: "bell"); if unauthorized { Text("Unauthorized") } }`, `{ if
    /// beta { Text("Beta") } }`), joined as spoken, that part `{…}` (round thirty-seven, pattern 6);
    /// nil for any other label, which `spoken(in:bytes:)` and the first text read as before. The
    /// condition's text is never the whole name, as it was when the first text named the control.
    static func spokenWithOptionalText(in closure: ClosureExprSyntax, bytes: [UInt8]) -> SourceValue? {
        let range = closure.byteRange.clamped(to: 0..<bytes.count)
        guard ByteSearch.firstOffset(of: ifWord, in: bytes, within: range) != nil,
              let statements = contentStatements(of: closure), statements.contains(where: { optionalIf($0) != nil }),
              let texts = plainTexts(in: closure), !texts.isEmpty else { return nil }
        return .joinedAsSpoken(texts)
    }

    /// The one image a label shows always, beside texts it shows only under a condition (`{
    /// Image(systemName: "bell"); if unauthorized { Label("Unauthorized", systemImage: …) } }`, also
    /// in one stack): while the condition fails, the image is all the label shows. Nil when the
    /// label shows anything else, a text always, or no text at all (an image alone is `onlyImage`'s).
    static func imageBesideOptionalTexts(in closure: ClosureExprSyntax, bytes: [UInt8]) -> ExprSyntax? {
        let range = closure.byteRange.clamped(to: 0..<bytes.count)
        guard ByteSearch.firstOffset(of: ifWord, in: bytes, within: range) != nil,
              let statements = contentStatements(of: closure) else { return nil }
        var image: ExprSyntax?
        var texts: [SourceValue] = []
        for item in statements {
            if let branches = optionalIf(item) {
                guard collect(branches, into: &texts) else { return nil }
                continue
            }
            guard image == nil, !item.item.is(IfExprSyntax.self), item.item.as(ExpressionStmtSyntax.self)?.expression.is(IfExprSyntax.self) != true, let expression = item.item.as(ExprSyntax.self), SwiftModelMapper.viewName(expression) == "Image" else { return nil }
            image = expression
        }
        guard let image, !texts.isEmpty else { return nil }
        return image
    }

    private static let ifWord = Array("if ".utf8)

    /// The statements a label closure shows: its own, or those of the one stack it holds.
    private static func contentStatements(of closure: ClosureExprSyntax) -> CodeBlockItemListSyntax? {
        guard closure.statements.count == 1, let only = closure.statements.first?.item.as(ExprSyntax.self),
              let stack = only.as(FunctionCallExprSyntax.self), let name = SwiftSyntaxFacts.calleeName(stack), stacks.contains(name) else {
            return closure.statements
        }
        guard let content = stack.trailingClosure, stack.additionalTrailingClosures.isEmpty else { return nil }
        return content.statements
    }

    /// The `if` with no `else` a statement is, if it is one. Not an optional's binding (`if let
    /// text { Text(text) }`, a component's optional title): the value it shows is the name, known
    /// at run time, as the first text reads it (`{text}`).
    private static func optionalIf(_ item: CodeBlockItemSyntax) -> IfExprSyntax? {
        guard let branch = item.item.as(ExpressionStmtSyntax.self)?.expression.as(IfExprSyntax.self) ?? item.item.as(IfExprSyntax.self),
              branch.elseBody == nil,
              !branch.conditions.contains(where: { $0.condition.is(OptionalBindingConditionSyntax.self) }) else { return nil }
        return branch
    }

    /// Adds the texts of `statements` in order; false when one of them is not plain.
    private static func collect(_ statements: CodeBlockItemListSyntax, into texts: inout [SourceValue]) -> Bool {
        for item in statements {
            if let branches = item.item.as(ExpressionStmtSyntax.self)?.expression.as(IfExprSyntax.self) ?? item.item.as(IfExprSyntax.self) {
                guard collect(branches, into: &texts) else { return false }
                continue
            }
            guard let expression = item.item.as(ExprSyntax.self), collect(expression, into: &texts) else { return false }
        }
        return true
    }

    /// An `if`/`else if`/`else` of plain views: nothing when no branch shows a text; the texts
    /// every branch shows alike when it ends in an `else` and they agree (a box drawn checked or
    /// not beside the same title); else one run-time part for the text a branch shows.
    private static func collect(_ branches: IfExprSyntax, into texts: inout [SourceValue]) -> Bool {
        var shown: [[SourceValue]] = []
        var exhaustive = false
        var current: IfExprSyntax? = branches
        while let branch = current {
            var branchTexts: [SourceValue] = []
            guard collect(branch.body.statements, into: &branchTexts) else { return false }
            shown.append(branchTexts)
            switch branch.elseBody {
            case .ifExpr(let next)?: current = next
            case .codeBlock(let last)?:
                var lastTexts: [SourceValue] = []
                guard collect(last.statements, into: &lastTexts) else { return false }
                shown.append(lastTexts)
                exhaustive = true
                current = nil
            case nil: current = nil
            }
        }
        if exhaustive, let first = shown.first, shown.allSatisfy({ $0 == first }) {
            texts += first
        } else if shown.contains(where: { !$0.isEmpty }) {
            texts.append(.dynamic("…"))
        }
        return true
    }

    private static func collect(_ expression: ExprSyntax, into texts: inout [SourceValue]) -> Bool {
        // The view under its modifiers, and what the modifiers say about reading it.
        var view = expression
        var hidden = false
        var relabelled = false
        var holdsText = false
        var isImage = false
        while let call = view.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              let base = member.base, !QualifiedTextCalls.isNamespacedCall(call) {
            switch member.declName.baseName.text {
            case "accessibilityHidden":
                hidden = hidden || call.arguments.first.flatMap { SwiftSyntaxFacts.booleanLiteral($0.expression) } == true
            case "hidden" where call.arguments.isEmpty:
                // `.hidden()` keeps the view's place in the layout but leaves it out of what
                // VoiceOver reads, as a hidden UIView is.
                hidden = true
            case "accessibilityLabel", "accessibilityElement", "accessibilityRepresentation":
                relabelled = true
            case "resizable", "renderingMode", "interpolation", "antialiased":
                // Methods of `Image` alone: what they are called on is an image, however it is
                // named (`descriptor.image.resizable()`).
                isImage = true
            case "overlay", "background":
                let spelt = call.arguments.description + (call.trailingClosure?.description ?? "")
                holdsText = holdsText || spelt.contains("Text(") || spelt.contains("Label(")
            default:
                break
            }
            view = base
        }
        if hidden { return true }
        if isImage, !relabelled, !holdsText { return true }
        guard !relabelled, let call = view.as(FunctionCallExprSyntax.self), let name = SwiftSyntaxFacts.calleeName(call) else { return false }
        if name == "Text" || name == "Label" {
            guard let first = SwiftSyntaxFacts.shownWords(call), !first.expression.is(ClosureExprSyntax.self) else { return false }
            let value = SourceValue(first.expression)
            if value != .literal("") { texts.append(value) }
            return true
        }
        if name == "Image" || silent.contains(name) { return true }
        if shapes.contains(name) { return !holdsText }
        guard stacks.contains(name), let closure = call.trailingClosure, call.additionalTrailingClosures.isEmpty else { return false }
        return collect(closure.statements, into: &texts)
    }
}
