import SwiftSyntax

/// What VoiceOver reads for an `Image` that is a control's whole label (a `Toggle` shown as a
/// bookmark icon): the image's own `.accessibilityLabel`, else its name as VoiceOver reads an
/// unlabelled image — the name with its dots read as spaces (`Image("person.bicycle")` is read
/// "person bicycle"; `Image(systemName: "star.fill")` "star fill"), for the name it starts with.
/// `Image(decorative:)` and a hidden image give no name.
enum ImageName {
    /// The spoken name of the image `expression` builds (below its modifiers); nil when it is no
    /// image or says nothing. `resolve` reads an argument as the mapper does (a ternary from the
    /// initial value of the Bool it names).
    static func spoken(by expression: ExprSyntax, resolve: (ExprSyntax) -> SourceValue) -> SourceValue? {
        switch said(by: expression) {
        case .label(let label)?: return resolve(label)
        case .name(let name)?: return spoken(name: name, resolve: resolve)
        case nil: return nil
        }
    }

    /// The words of the image in each state, when its name is a choice of two names the file spells
    /// (`isOn ? "checkmark.square" : "square"`, state known only at run time): "checkmark square",
    /// "square". Nil for one name, a label, or names made at run time.
    static func stateWords(by expression: ExprSyntax, resolve: (ExprSyntax) -> SourceValue) -> [String]? {
        guard case .name(let name)? = said(by: expression) else { return nil }
        return stateWords(named: name, resolve: resolve)
    }

    /// The words of an image named `name` in each state (`stateWords(by:resolve:)`), the name given
    /// apart from its image (a component's argument, `CallerHandedLooks`).
    static func stateWords(named name: ExprSyntax, resolve: (ExprSyntax) -> SourceValue) -> [String]? {
        guard case .dynamic = resolve(name) else { return nil }
        guard let ternary = SwiftSyntaxFacts.ternary(name), ternary.branches.count == 2,
              ternary.branches.allSatisfy({ SwiftSyntaxFacts.stringLiteral($0) != nil }) else {
            // Names a computed property of the view returns (`iconName`, `done ? iconOn : iconOff`):
            // its two names, when it has two (`ComputedSymbolNames`).
            let names = ComputedSymbolNames.shownNames(name).map(words)
            return names.count == 2 ? names : nil
        }
        let spoken = ternary.branches.compactMap(SwiftSyntaxFacts.stringLiteral).map(words)
        return spoken.count == 2 && spoken[0] != spoken[1] ? spoken : nil
    }

    /// Whether the image `expression` builds is given a label of its own (`.accessibilityLabel(…)`
    /// on it): named by it, not by its words.
    static func isLabelled(_ expression: ExprSyntax) -> Bool {
        if case .label? = said(by: expression) { return true }
        return false
    }

    /// What VoiceOver reads of the image `expression` builds: the label it is given, or its name.
    private enum Said {
        case label(ExprSyntax)
        case name(ExprSyntax)
    }

    private static func said(by expression: ExprSyntax) -> Said? {
        var current = expression
        while let call = current.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              let base = member.base {
            switch member.declName.baseName.text {
            case "accessibilityLabel":
                // The outermost label is the one in force: modifiers are read from the outside in.
                if let argument = call.arguments.first?.expression { return .label(argument) }
            case "accessibilityHidden":
                if call.arguments.first.flatMap({ SwiftSyntaxFacts.booleanLiteral($0.expression) }) == true { return nil }
            default: break
            }
            current = base
        }
        // `on ? Image(systemName: "stop.fill") : Image(systemName: "play.fill")`: read as the choice of
        // the two names (`ImageChoice`), not as its first image.
        if let choice = ImageChoice.names(chosenBy: current) { return .name(choice) }
        // A project's image member (`Symbols.done`): its declaration's image, read as written there.
        if let value = ProjectImageConstants.value(of: current) { return said(by: value) }
        guard let image = current.as(FunctionCallExprSyntax.self), SwiftSyntaxFacts.calleeName(image) == "Image" else { return nil }
        // `Image("basemap", label: Text("Show base map"))`: the initialiser's label is the image's
        // accessibility label.
        if let label = image.arguments.first(where: { $0.label?.text == "label" })?.expression {
            if let text = label.as(FunctionCallExprSyntax.self), SwiftSyntaxFacts.calleeName(text) == "Text",
               let words = SwiftSyntaxFacts.shownWords(text), !words.expression.is(ClosureExprSyntax.self) {
                return .label(words.expression)
            }
            return .label(label)
        }
        guard let name = ProjectSymbolImages.nameArgument(of: image) else { return nil }
        return .name(name)
    }

    /// The spoken name of an image named `name` (a literal, a ternary of names, an expression).
    static func spoken(name: ExprSyntax, resolve: (ExprSyntax) -> SourceValue) -> SourceValue {
        switch resolve(name) {
        case .literal(let text):
            return .literal(words(text))
        case .dynamic(let source):
            // `isOn ? "bookmark.fill" : "bookmark"` with the state known only at run time: one name
            // when both read the same.
            if let ternary = SwiftSyntaxFacts.ternary(name), ternary.branches.count == 2 {
                let spoken = ternary.branches.compactMap(SwiftSyntaxFacts.stringLiteral).map(words)
                if spoken.count == 2, spoken[0] == spoken[1] { return .literal(spoken[0]) }
            }
            return .dynamic(source)
        case .interpolated:
            // A name made at run time (`"\(kind).fill"`): shown as written, as any other expression.
            return .dynamic(SwiftSyntaxFacts.compactSource(name))
        }
    }

    /// An image's name as VoiceOver reads it: its dots read as spaces.
    static func words(_ name: String) -> String {
        name.split(separator: ".", omittingEmptySubsequences: true).joined(separator: " ")
    }
}
