import SwiftSyntax

/// A tap that calls a method of another type named for toggling the very property the view shows
/// (round ten, pattern 3; ShoppingManiac2's row): `Button { Task { await
/// model.togglePurchased(item: item) } } label: { Image(systemName: item.isPurchased ?
/// "checkmark.square" : "square"); Text(item.title) }`. The method's body is not in the file, but
/// its name and its argument tie the halves: it toggles `item.isPurchased`, as if the action were
/// `item.isPurchased.toggle()`.
///
/// `<receiver>.toggle<Name>(<args>)` (also awaited, inside `Task { }`) changes the Bool the view
/// reads as `<x>.is<Name>` or `<x>.<name>` (case aside) where `<x>` is one of the arguments; with
/// no argument, `toggle<Name>()` changes a property `is<Name>` read bare, through `self.` or
/// through the receiver (`model.toggleDone()` beside `model.isDone`). A method of the file is
/// followed into its body instead (`StateChanges`); a name that matches nothing shown changes
/// nothing (`model.toggleSort()` beside `item.isPurchased`).
enum ToggleMethodCalls {
    /// The Bool `body` toggles through such a call, as the indicators read it (`isPurchased`).
    static func state(changedBy body: Syntax, shownBy indicators: [Indicator], changes: StateChanges) -> String? {
        for call in calls(in: body) {
            let name = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
                ?? call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text ?? ""
            guard isToggleMethod(name), changes.function(named: name) == nil else { continue }
            let stem = String(name.dropFirst(6))
            let candidates = ["is" + stem, stem.prefix(1).lowercased() + stem.dropFirst()].map { $0.lowercased() }
            let receiver = call.calledExpression.as(MemberAccessExprSyntax.self)?.base.map {
                HandMadeCheckbox.normalizedCondition($0.trimmedDescription).lowercased()
            }
            let arguments = call.arguments.map { HandMadeCheckbox.normalizedCondition($0.expression.trimmedDescription).lowercased() }
            for indicator in indicators {
                let condition = HandMadeCheckbox.normalizedCondition(indicator.condition).lowercased()
                for property in indicator.conditionNames where candidates.contains(property.lowercased()) {
                    let read = property.lowercased()
                    if arguments.contains(where: { condition.containsText($0 + "." + read) }) { return property }
                    if arguments.isEmpty, read == candidates[0],
                       readsBare(read, in: condition) || receiver.map({ condition.containsText($0 + "." + read) }) == true {
                        return property
                    }
                }
            }
        }
        return nil
    }

    /// The Bool a tap asks another type to set to its opposite and stores back (EKReminderView's
    /// circle): `Button { toggleCompletion() } label: { Image(systemName: isCompleted ? … : …) }`
    /// with `func toggleCompletion() { item = store.mark(complete: !isCompleted, item: item) }` and
    /// `var isCompleted: Bool { item.isCompleted }`. A method the file does not declare is handed
    /// the shown Bool negated (`!isCompleted`, `!self.isCompleted`), in the tap or in a function of
    /// the type it calls (two deep), and the same code assigns the property the Bool is or reads
    /// (`item = …`, `self.reminder = …`): the tap flips the Bool, as `isCompleted.toggle()` would.
    /// Only a box look will do (`looksLikeCheckbox`): a negated flag handed to a store may favourite
    /// or archive an item. A result kept nowhere the Bool reads (`store.save(done: !isDone)` alone)
    /// changes nothing the file can see.
    static func state(requestedBy body: Syntax, shownBy indicators: [Indicator], changes: StateChanges) -> String? {
        let boxes = indicators.filter(\.looksLikeCheckbox)
        guard !boxes.isEmpty else { return nil }
        // The tap and the functions of the type it calls, two deep.
        let bodies = changes.bodiesRun(from: body)
        let assigned = Set(bodies.flatMap(assignedProperties))
        guard !assigned.isEmpty else { return nil }
        for current in bodies {
            for call in calls(in: current) {
                let name = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
                    ?? call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text ?? ""
                guard changes.function(named: name) == nil else { continue }
                for argument in call.arguments {
                    guard let negation = argument.expression.as(PrefixOperatorExprSyntax.self), negation.operator.text == "!" else { continue }
                    let operand = HandMadeCheckbox.normalizedCondition(negation.expression.trimmedDescription)
                    guard !operand.contains("."), boxes.contains(where: { $0.mentions(operand) }),
                          let read = propertiesRead(byBool: operand, of: changes.type), !read.isDisjoint(with: assigned) else { continue }
                    return operand
                }
            }
        }
        return nil
    }

    /// The properties of the type a Bool property is or reads: `isDone` for a stored `var isDone:
    /// Bool`; the names a computed `var isCompleted: Bool { item.isCompleted }` reads (`item`).
    /// Nil when `name` is no Bool property of the type.
    private static func propertiesRead(byBool name: String, of type: any DeclGroupSyntax) -> Set<String>? {
        for member in type.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                let isBool = binding.typeAnnotation?.type.trimmedDescription == "Bool"
                    || binding.initializer.flatMap { SwiftSyntaxFacts.booleanLiteral($0.value) } != nil
                guard isBool else { return nil }
                guard let accessors = binding.accessorBlock else { return [name] }
                var names: Set<String> = []
                for token in accessors.tokens(viewMode: .sourceAccurate) {
                    if case .identifier(let read) = token.tokenKind, read != name { names.insert(read) }
                }
                return names
            }
        }
        return nil
    }

    /// The first names of what `body` assigns (`item` of `item = …`, `reminder` of `self.reminder = …`).
    private static func assignedProperties(_ body: Syntax) -> [String] {
        var found: [String] = []
        var stack = [body]
        while let node = stack.popLast() {
            if let sequence = node.as(SequenceExprSyntax.self) {
                let elements = Array(sequence.elements)
                if elements.count >= 3, elements[1].is(AssignmentExprSyntax.self) {
                    let target = HandMadeCheckbox.normalizedCondition(elements[0].trimmedDescription)
                    if let first = target.split(separator: ".").first { found.append(String(first)) }
                }
            }
            stack.append(contentsOf: node.children(viewMode: .sourceAccurate))
        }
        return found
    }

    /// `toggle<Name>`: `toggle` and a capital, not SwiftUI's `toggleStyle` (nor a name that
    /// begins with it), as the byte sieves read it (`holdsToggleMethodCall`, the mapper's
    /// `holdsChange`).
    static func isToggleMethod(_ name: String) -> Bool {
        name.count > 6 && name.hasPrefix("toggle") && name.dropFirst(6).first?.isUppercase == true
            && !name.dropFirst(6).hasPrefix("Style")
    }

    /// The calls in `body` (the tap's closure, or the helper it names).
    private static func calls(in body: Syntax) -> [FunctionCallExprSyntax] {
        SwiftSyntaxFacts.nodes(FunctionCallExprSyntax.self, in: body)
    }

    /// Whether `condition` (normalized, without `self.`) reads `property` on its own, not as a
    /// member of something else.
    private static func readsBare(_ property: String, in condition: String) -> Bool {
        var rest = Substring(condition)
        while let range = rest.range(of: property) {
            let before = rest[..<range.lowerBound].last
            let after = rest[range.upperBound...].first
            let isName: (Character?) -> Bool = { $0.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false }
            if before != ".", !isName(before), !isName(after) { return true }
            rest = rest[range.upperBound...]
        }
        return false
    }
}

extension SwiftConstructs {
    private static let toggleMethodNeedle = Array(".toggle".utf8)

    /// Whether the bytes call a method `.toggle<Name>` (`model.togglePurchased(item:)`): a change
    /// `ToggleMethodCalls` reads, looked for by the file's first sieve (`mayHoldCheckbox`).
    static func holdsToggleMethodCall(_ bytes: [UInt8], in range: Range<Int>) -> Bool {
        var start = range.lowerBound
        while let offset = firstOffset(of: toggleMethodNeedle, in: bytes, from: start), offset < range.upperBound {
            let next = offset + toggleMethodNeedle.count
            if next < range.upperBound, bytes[next] >= 0x41, bytes[next] <= 0x5A, !startsWith(bytes, "Style", at: next) { return true }
            start = next
        }
        return false
    }

    private static func startsWith(_ bytes: [UInt8], _ word: String, at offset: Int) -> Bool {
        let word = Array(word.utf8)
        return offset + word.count <= bytes.count && Array(bytes[offset..<offset + word.count]) == word
    }

    private static let staticToggleNeedle = Array(".toggle".utf8)

    /// Whether the bytes call `T.toggle…(` on a capitalised name (`DayData.toggle(category:for:)`):
    /// a static method of a type that `StaticModelFlips` reads, looked for by the file's first sieve.
    static func holdsStaticToggleCall(_ bytes: [UInt8], in range: Range<Int>) -> Bool {
        let range = range.clamped(to: 0..<bytes.count)
        var start = range.lowerBound
        while let offset = firstOffset(of: staticToggleNeedle, in: bytes, from: start), offset < range.upperBound {
            start = offset + staticToggleNeedle.count
            // The name before the dot: a run of identifier bytes starting with a capital.
            var first = offset
            while first > range.lowerBound, isNameByte(bytes[first - 1]) { first -= 1 }
            guard first < offset, bytes[first] >= 0x41, bytes[first] <= 0x5A else { continue }
            // `toggle(` or `toggle<Name>(` (not `toggleStyle`).
            var end = start
            while end < range.upperBound, isNameByte(bytes[end]) { end += 1 }
            if end < range.upperBound, bytes[end] == UInt8(ascii: "("), !startsWith(bytes, "Style", at: start) { return true }
        }
        return false
    }
}
