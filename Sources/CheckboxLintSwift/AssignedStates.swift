import CheckboxLintKit
import SwiftSyntax

/// States a tap action sets rather than toggles, that a view shows (SPEC §10, "changed"):
/// - a flag set to a literal (`item.selected = true`): a tick that cannot be undone is still a
///   state VoiceOver must say, when the indicator is chosen by that same flag and draws both
///   states (`item.selected ? "checkmark.circle" : "circle"`); a view shown only once the flag is
///   set (`if isEditing { … }`) is revealed by the tap, not ticked (`showsBothStates`), and a check
///   that replaces another action's icon for good (`copied ? "check-circle" : "copy2"`) confirms
///   that action, ticking no box (`CheckMarkPairs.drawsUntickedBox`);
/// - a one-of-many choice that can be cleared (`selectedDiet = diet` and `selectedDiet = nil`, in
///   an `if`/`else` or a ternary) shown by an equality (`selectedDiet == diet ? "checkmark.square" :
///   "square"`): the Bool `selectedDiet == diet` is what the tap changes. A choice that is only set
///   (`selection = option`, a radio button) cannot be cleared, and is no checkbox.
///
/// Read only when `StateChanges.stateChanged` finds no change: the indicator decides, so a flag
/// set that nothing shown reads (`isPresented = true` showing a sheet) is none.
extension StateChanges {
    /// The state `body` assigns that one of `indicators` is chosen by, as `stateChanged` names it
    /// (the last component: `selected`, `selectedDiet`); nil when there is none.
    /// - Parameter immediate: only what `body` sets as it runs — not in a closure it hands on (a `Task`,
    ///   `DispatchQueue.main.asyncAfter`, a completion handler), but for `withAnimation`'s and
    ///   `withTransaction`'s: for a method the tap calls (`handleCircleTap()` setting `isAnimating = true`),
    ///   whose later work (a deletion's confirmation, a demonstration's tick) the user did not tap for.
    ///   What is set later still tells a passing feedback (`isCopied = true`, then `isCopied = false` in
    ///   an `asyncAfter`; a spinner's flag reset when its `Task` ends): that is none, unless the method
    ///   first guards on the flag (`guard !isCompleting else { return }`: the tap depends on the mark's
    ///   state) and the flag chooses between box shapes only (`circle`/`circle.fill`).
    func stateAssigned(by body: Syntax, shownBy indicators: [Indicator], immediate: Bool = false) -> String? {
        let assignments = Assignments(in: body)
        let set = immediate ? Assignments(in: body, immediate: true) : assignments
        guard !set.isEmpty else { return nil }
        for indicator in indicators where !SwiftSyntaxFacts.contains(body, indicator.node) {
            let condition = Self.unparenthesized(HandMadeCheckbox.normalizedCondition(indicator.condition))
            // `item.selected ? … : …`, `!item.selected ? … : …`.
            let flag = condition.hasPrefix("!") ? String(condition.dropFirst()) : condition
            let ticksBox = Self.showsBothStates(indicator) && CheckMarkPairs.drawsUntickedBox(indicator)
            if set.flags.contains(flag),
               !assignments.isFeedback(flag, in: body) || immediate && ticksBox && Self.guards(flag, in: body) && Self.drawsBoxesOnly(indicator),
               assignments.isSetBothWays(flag) || ticksBox {
                return Self.lastComponent(of: flag)
            }
            // `selectedDiet == diet ? … : …`, `diet == selectedDiet ? … : …`.
            guard let (left, right) = Self.equality(condition) else { continue }
            for (target, value) in [(left, right), (right, left)]
            where set.cleared.contains(target) && set.values[target]?.contains(value) == true {
                return Self.lastComponent(of: target)
            }
        }
        return nil
    }

    /// Whether a `guard` of `body` reads `flag` (its last component, as a whole identifier).
    private static func guards(_ flag: String, in body: Syntax) -> Bool {
        let name = lastComponent(of: flag)
        return SwiftSyntaxFacts.nodes(GuardStmtSyntax.self, in: body).contains { guardStatement in
            guardStatement.conditions.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .identifier(name) }
        }
    }

    /// Whether `indicator` chooses between two or more names, each a box's shape (`circle`, `circle.fill`,
    /// `checkmark.circle.fill`): a mark, not a spinner or an action's icon.
    private static func drawsBoxesOnly(_ indicator: Indicator) -> Bool {
        Set(indicator.branchLiterals).count >= 2 && indicator.branchLiterals.allSatisfy(Indicator.looksLikeBox)
    }

    /// Whether `indicator` draws something in each state: a ternary or an `if`/`else` (an empty box,
    /// then a ticked one), not an `if` with no `else`. A tap that only sets a flag (`isEditing =
    /// true`) and so shows a view that was not there before (a confirm button, a checkmark beside a
    /// field) reveals it, as focusing a field or opening an editor does; the user saw no box to tick.
    static func showsBothStates(_ indicator: Indicator) -> Bool {
        guard let ifExpr = indicator.node.as(IfExprSyntax.self) else { return true }
        return ifExpr.elseBody != nil
    }

    /// `a == b` split into its two sides; nil for any other condition (`&&`, `||`, `!=`, a call).
    static func equality(_ condition: String) -> (String, String)? {
        guard !condition.contains("&&"), !condition.contains("||"), let range = condition.range(of: "==") else { return nil }
        let left = unparenthesized(String(condition[..<range.lowerBound]))
        let right = unparenthesized(String(condition[range.upperBound...]))
        guard !left.isEmpty, !right.isEmpty, !right.contains("=="), !left.hasSuffix("!"), !left.hasSuffix("=") else { return nil }
        return (left, right)
    }

    /// `(x == y)` without the parentheses around the whole of it.
    static func unparenthesized(_ text: String) -> String {
        var text = text
        while text.hasPrefix("("), text.hasSuffix(")"), Self.closes(text) {
            text = String(text.dropFirst().dropLast())
        }
        return text
    }

    /// Whether the first `(` of `text` is closed by its last `)` (not `(a) == (b)`).
    private static func closes(_ text: String) -> Bool {
        var depth = 0
        for (index, character) in text.enumerated() {
            if character == "(" { depth += 1 } else if character == ")" { depth -= 1 }
            if depth == 0 { return index == text.count - 1 }
        }
        return false
    }

    private static func lastComponent(of path: String) -> String {
        path.split(separator: ".").last.map(String.init) ?? path
    }
}

/// The assignments of a tap action, normalized (no spaces, no `self.`): targets set to a Bool
/// literal, targets set to `nil`, and the other values each target is set to (both branches of a
/// ternary: `x = x == k ? nil : k`).
private struct Assignments {
    var flags: Set<String> = []
    /// Flags set to `true` somewhere in the action, and to `false`.
    private var setTrue: Set<String> = []
    private var setFalse: Set<String> = []
    var cleared: Set<String> = []
    var values: [String: Set<String>] = [:]

    var isEmpty: Bool { flags.isEmpty && cleared.isEmpty }

    init(in body: Syntax, immediate: Bool = false) {
        var stack = [body]
        while let node = stack.popLast() {
            if immediate, node.id != body.id, let closure = node.as(ClosureExprSyntax.self), !Self.runsNow(closure) { continue }
            stack.append(contentsOf: node.children(viewMode: .sourceAccurate))
            guard let sequence = node.as(SequenceExprSyntax.self) else { continue }
            let elements = Array(sequence.elements)
            guard elements.count >= 3, elements[1].is(AssignmentExprSyntax.self) else { continue }
            let target = HandMadeCheckbox.normalizedCondition(elements[0].trimmedDescription)
            let rest = Array(elements[2...])
            if rest.count == 1 {
                note(target, rest[0])
            } else if let position = rest.firstIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }),
                      let marker = rest[position].as(UnresolvedTernaryExprSyntax.self), position + 2 == rest.count {
                note(target, marker.thenExpression)
                note(target, rest[position + 1])
            }
        }
    }

    /// `withAnimation { … }`, `withTransaction(t) { … }`: a closure run as it is given.
    private static func runsNow(_ closure: ClosureExprSyntax) -> Bool {
        guard let call = closure.parent?.as(FunctionCallExprSyntax.self) ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self)
        else { return false }
        return ["withAnimation", "withTransaction"].contains(SwiftSyntaxFacts.calleeName(call) ?? "")
    }

    /// Whether the action sets `flag` to `true` somewhere and to `false` elsewhere (in the branches
    /// of an `if`, or on and off again): not a one-way set.
    func isSetBothWays(_ flag: String) -> Bool { setTrue.contains(flag) && setFalse.contains(flag) }

    /// Whether the action sets `flag` on and off again without reading it (`isShowingSuccess =
    /// true; Task { sleep; isShowingSuccess = false }`, a Copy button's passing tick): feedback, no
    /// state the user chose. Set both ways in the branches of an `if` that reads it, it is toggled.
    func isFeedback(_ flag: String, in body: Syntax) -> Bool {
        guard setTrue.contains(flag), setFalse.contains(flag) else { return false }
        let name = flag.split(separator: ".").last.map(String.init) ?? flag
        var stack = [body]
        while let node = stack.popLast() {
            if let ifExpr = node.as(IfExprSyntax.self),
               ifExpr.conditions.tokens(viewMode: .sourceAccurate).contains(where: { $0.tokenKind == .identifier(name) }) {
                return false
            }
            stack.append(contentsOf: node.children(viewMode: .sourceAccurate))
        }
        return true
    }

    private mutating func note(_ target: String, _ value: ExprSyntax) {
        if let literal = value.as(BooleanLiteralExprSyntax.self) {
            flags.insert(target)
            if literal.literal.tokenKind == .keyword(.true) { setTrue.insert(target) } else { setFalse.insert(target) }
        } else if value.is(NilLiteralExprSyntax.self) {
            cleared.insert(target)
        } else {
            values[target, default: []].insert(HandMadeCheckbox.normalizedCondition(value.trimmedDescription))
        }
    }
}

/// Stored properties whose initial value a view replaces before the screen shows it (round ten,
/// pattern 2): `_sendNotif = State(initialValue: settings.dailyReminderEnabled)` (or any other
/// assignment to the `_x` storage) in an `init`, also under an `if`; or `favorite = item.favorite`
/// — any value but a literal — in an `.onAppear`/`.task` closure, or in a method of the type that
/// one of them calls (`.onAppear { loadItemProperties() }`, also `perform: load`). Such a state is
/// known only at run time (`{favorite}`), never the literal it is declared with. An assignment in
/// a button's action keeps the literal: it happens after the screen has been shown.
///
/// Read with `Assignments`, the same reading of `x = value` that a tap action's assignments get.
enum ReplacedInitialStates {
    /// The names (without `_`) of the properties of `type` that are replaced before it is shown.
    /// `mayHoldOnAppear`: whether the type's bytes hold `onAppear` or `task` (else only the
    /// initializers are read).
    static func names(in type: DeclSyntax, mayHoldOnAppear: Bool) -> Set<String> {
        guard let ownMembers = memberBlock(of: type)?.members else { return [] }
        // The type's members and those of its extensions in the file (`extension FormView { func
        // load() { … } }`).
        let members = Array(ownMembers) + extensionMembers(of: type)
        var replaced: Set<String> = []
        for member in members {
            guard let initializer = member.decl.as(InitializerDeclSyntax.self), let body = initializer.body else { continue }
            let assignments = Assignments(in: Syntax(body))
            for target in assignments.flags.union(assignments.cleared).union(assignments.values.keys)
            where target.hasPrefix("_") && target.count > 1 && !target.contains(".") {
                replaced.insert(String(target.dropFirst()))
            }
        }
        guard mayHoldOnAppear else { return replaced }
        let functions = Dictionary(members.compactMap { member -> (String, FunctionDeclSyntax)? in
            guard let function = member.decl.as(FunctionDeclSyntax.self), function.body != nil else { return nil }
            return (function.name.text, function)
        }, uniquingKeysWith: { first, _ in first })
        // The closures run as the view appears, and the methods of the type they call (each once).
        var pending: [Syntax] = []
        var stack = members.map(Syntax.init)
        while let node = stack.popLast() {
            if let call = node.as(FunctionCallExprSyntax.self), let name = SwiftSyntaxFacts.modifierName(call),
               name == "onAppear" || name == "task" {
                if let closure = call.trailingClosure { pending.append(Syntax(closure)) }
                if let perform = SwiftSyntaxFacts.argument(call, "perform") ?? SwiftSyntaxFacts.argument(call, "action") {
                    pending.append(Syntax(perform))
                }
            }
            stack.append(contentsOf: node.children(viewMode: .sourceAccurate))
        }
        var read: Set<String> = []
        while let node = pending.popLast() {
            // `perform: load`, `perform: self.load`: the method itself.
            if let reference = calledMethod(node.as(ExprSyntax.self)), let function = functions[reference], read.insert(reference).inserted,
               let body = function.body {
                pending.append(Syntax(body))
                continue
            }
            for target in Assignments(in: node).values.keys where !target.contains(".") && !target.hasPrefix("_") {
                replaced.insert(target)
            }
            var calls = [node]
            while let current = calls.popLast() {
                if let call = current.as(FunctionCallExprSyntax.self), let name = calledMethod(call.calledExpression),
                   let function = functions[name], let body = function.body, read.insert(name).inserted {
                    pending.append(Syntax(body))
                }
                calls.append(contentsOf: current.children(viewMode: .sourceAccurate))
            }
        }
        return replaced
    }

    /// The members of the file's top-level extensions of the struct or class `type` (none for an
    /// extension: it is read as the type it is).
    private static func extensionMembers(of type: DeclSyntax) -> [MemberBlockItemSyntax] {
        let name: String
        if let type = type.as(StructDeclSyntax.self) { name = type.name.text } else if let type = type.as(ClassDeclSyntax.self) { name = type.name.text } else { return [] }
        guard let file = type.root.as(SourceFileSyntax.self) else { return [] }
        var found: [MemberBlockItemSyntax] = []
        for item in file.statements {
            guard let extensionDecl = item.item.as(ExtensionDeclSyntax.self),
                  extensionDecl.extendedType.as(IdentifierTypeSyntax.self)?.name.text == name else { continue }
            found.append(contentsOf: extensionDecl.memberBlock.members)
        }
        return found
    }

    /// `load`, `self.load`: the name of a method of the type the expression names.
    private static func calledMethod(_ expression: ExprSyntax?) -> String? {
        guard let expression else { return nil }
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = expression.as(MemberAccessExprSyntax.self), member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
            return member.declName.baseName.text
        }
        return nil
    }

    private static func memberBlock(of type: DeclSyntax) -> MemberBlockSyntax? {
        if let type = type.as(StructDeclSyntax.self) { return type.memberBlock }
        if let type = type.as(ClassDeclSyntax.self) { return type.memberBlock }
        if let type = type.as(ExtensionDeclSyntax.self) { return type.memberBlock }
        return nil
    }
}
