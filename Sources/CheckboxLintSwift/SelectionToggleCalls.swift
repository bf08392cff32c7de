import SwiftSyntax

/// Round thirteen, pattern 2: a row of a selection set whose tap calls a method named for
/// toggling, given the very key the indicator tests (`Image(systemName: vm.selected.contains(
/// category.id) ? "checkmark.circle.fill" : "circle")` with `.onTapGesture {
/// vm.toggleSelection(category.id) }`): the method's body is not in the file, but its name and
/// its argument tie the halves, as `X.insert(k)`/`X.remove(k)` would. Only an indicator that looks
/// like a box will do (checked by the caller, `looksLikeCheckbox`).
enum SelectionToggleCalls {
    /// The selection (`selected`) such a call in `body` changes, as the indicators read it.
    static func state(changedBy body: Syntax, shownBy indicators: [Indicator], changes: StateChanges) -> String? {
        var stack = [body]
        var calls: [FunctionCallExprSyntax] = []
        while let node = stack.popLast() {
            if let call = node.as(FunctionCallExprSyntax.self) { calls.append(call) }
            stack.append(contentsOf: node.children(viewMode: .sourceAccurate))
        }
        for call in calls where call.arguments.count == 1 {
            let name = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
                ?? call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text ?? ""
            guard ToggleMethodCalls.isToggleMethod(name), changes.function(named: name) == nil,
                  let key = call.arguments.first?.expression else { continue }
            let keyText = HandMadeCheckbox.normalizedCondition(key.trimmedDescription)
            for indicator in indicators where indicator.looksLikeCheckbox {
                let read = HandMadeCheckbox.normalizedCondition(indicator.condition)
                let set = read.hasPrefix("self.") ? String(read.dropFirst(5)) : read
                guard set.hasSuffix(".contains(" + keyText + ")") else { continue }
                let receiver = String(set.dropLast(".contains(".count + keyText.count + 1))
                guard let last = receiver.split(separator: ".").last.map(String.init),
                      !last.isEmpty, last.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }),
                      indicator.conditionNames.contains(last) else { continue }
                return last
            }
        }
        return nil
    }
}
