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
        var current = expression
        while let call = current.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              let base = member.base {
            switch member.declName.baseName.text {
            case "accessibilityLabel":
                // The outermost label is the one in force: modifiers are read from the outside in.
                if let argument = call.arguments.first?.expression { return resolve(argument) }
            case "accessibilityHidden":
                if call.arguments.first.flatMap({ SwiftSyntaxFacts.booleanLiteral($0.expression) }) == true { return nil }
            default: break
            }
            current = base
        }
        // `on ? Image(systemName: "stop.fill") : Image(systemName: "play.fill")`: read as the choice of
        // the two names (`ImageChoice`), not as its first image.
        if let choice = ImageChoice.names(chosenBy: current) { return spoken(name: choice, resolve: resolve) }
        // A project's image member (`Symbols.done`): its declaration's image, read as written there.
        if let value = ProjectImageConstants.value(of: current) { return spoken(by: value, resolve: resolve) }
        guard let image = current.as(FunctionCallExprSyntax.self), SwiftSyntaxFacts.calleeName(image) == "Image",
              let name = ProjectSymbolImages.nameArgument(of: image) else { return nil }
        return spoken(name: name, resolve: resolve)
    }

    /// The spoken name of an image named `name` (a literal, a ternary of names, an expression).
    private static func spoken(name: ExprSyntax, resolve: (ExprSyntax) -> SourceValue) -> SourceValue {
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
