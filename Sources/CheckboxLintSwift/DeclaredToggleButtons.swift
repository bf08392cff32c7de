import SwiftSyntax

/// A `Button` that tells VoiceOver itself that it is a toggle (`.accessibilityAddTraits(.isToggle)`,
/// directly or through a method of the file's own extension that adds it, a kit's
/// `private extension Button { func isToggle() -> some View { accessibilityAddTraits(.isToggle) } }`)
/// and whose label's look is chosen by a Bool (`if isSelected { Image(systemName:
/// "checkmark.circle.fill") } else { Image(systemName: "circle") }`): a two-state control by its own
/// word. The tap runs whatever its callers give (`Button(action: action)`), so nothing in the file
/// flips the Bool; the trait says that the tap does, and the Bool that chooses the look is its state.
///
/// Only a Bool read alone (`isSelected`, `!item.isOn`) counts: a comparison (`selection == item`) is
/// a choice of many, which the toggle trait does not make a checkbox of.
enum DeclaredToggleButtons {
    /// Whether `range` of `bytes` spells `isToggle`: the cheap test before a type is walked.
    static func mayDeclare(_ bytes: [UInt8], in range: Range<Int>) -> Bool {
        SwiftConstructs.contains(bytes, word, in: range.clamped(to: 0..<bytes.count))
    }

    private static let word = Array("isToggle".utf8)

    /// The Bool that chooses the look of the Button `action` taps, when the Button declares the
    /// toggle trait itself; nil otherwise.
    static func state(of action: TapAction, shownBy indicators: [Indicator], in declaration: any DeclGroupSyntax) -> String? {
        guard action.isButton, declaresToggle(action.tappedView, in: declaration) else { return nil }
        for indicator in indicators where action.covers(indicator.node) {
            let read = ShownByLook.readBool(indicator.condition)
            let parts = read.split(separator: ".", omittingEmptySubsequences: false)
            guard (1...3).contains(parts.count), let last = parts.last, !last.isEmpty,
                  parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } }),
                  last.first.map({ !$0.isNumber }) == true else { continue }
            return String(last)
        }
        return nil
    }

    /// Whether the modifiers of the Button add the toggle trait, or call a method of the file's
    /// extensions that does.
    static func declaresToggle(_ button: ExprSyntax, in declaration: any DeclGroupSyntax) -> Bool {
        let chain = ViewContext.modifierChain(above: button).0
        if chain.contains(where: addsToggleTrait) { return true }
        let called = chain.filter { $0.call.arguments.isEmpty && $0.call.trailingClosure == nil }.map(\.name)
        guard !called.isEmpty, let file = declaration.root.as(SourceFileSyntax.self) else { return false }
        return !Set(called).isDisjoint(with: traitMethods(in: file))
    }

    /// Whether a view tapped by a gesture (`HStack { … }.accessibilityAddTraits(.isToggle)
    /// .onTapGesture { isOn.toggle() }`, VGRToggle) declares the toggle trait: among the modifiers
    /// written on it, under the gesture, or above it. With a tap that flips a Bool, the trait makes
    /// the view a two-state control whatever it draws (round twenty-four, pattern 4).
    static func declaresToggle(tappedView view: ExprSyntax, in declaration: any DeclGroupSyntax) -> Bool {
        ViewContext.ownModifiers(of: view).modifiers.contains(where: addsToggleTrait) || declaresToggle(view, in: declaration)
    }

    /// Whether the trait modifier is `.accessibilityAddTraits(.isToggle)` (alone or in a set).
    static func addsToggleTrait(_ modifier: ViewContext.Modifier) -> Bool {
        let (name, argument) = SwiftModifiers.normalized(modifier.name, modifier.call)
        guard name == "accessibilityAddTraits", let argument else { return false }
        return SwiftConstructs.traitWords(argument).contains("toggle") && SwiftSyntaxFacts.ternary(argument) == nil
    }

    /// The methods of the file's extensions that take nothing and add the toggle trait to the view
    /// they are called on (`func isToggle() -> some View { accessibilityAddTraits(.isToggle) }`,
    /// under an `if #available` or not).
    static func traitMethods(in file: SourceFileSyntax) -> Set<String> {
        var names: Set<String> = []
        for item in file.statements {
            guard let extensionDecl = item.item.as(ExtensionDeclSyntax.self) else { continue }
            for member in extensionDecl.memberBlock.members {
                guard let function = member.decl.as(FunctionDeclSyntax.self), function.signature.parameterClause.parameters.isEmpty,
                      let body = function.body, body.statements.count <= 3 else { continue }
                if addsToggle(in: Syntax(body)) { names.insert(function.name.text) }
            }
        }
        return names
    }

    /// Whether a call on the view itself (`accessibilityAddTraits(.isToggle)`, `self.accessibility…`)
    /// in `body` adds the toggle trait.
    private static func addsToggle(in body: Syntax) -> Bool {
        for token in body.tokens(viewMode: .sourceAccurate) where token.text == "accessibilityAddTraits" {
            guard let call = token.parent?.parent?.as(FunctionCallExprSyntax.self) ?? token.parent?.parent?.parent?.as(FunctionCallExprSyntax.self),
                  let argument = call.arguments.first?.expression else { continue }
            let called = call.calledExpression
            let onSelf = called.is(DeclReferenceExprSyntax.self)
                || called.as(MemberAccessExprSyntax.self)?.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
            if onSelf, SwiftConstructs.traitWords(argument).contains("toggle") { return true }
        }
        return false
    }
}
