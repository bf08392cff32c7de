import SwiftSyntax

/// What VoiceOver reads of a section's header view: each text it shows, in reading order, joined
/// as the reader joins the texts of one element (`HStack { Text("Gesture control");
/// customBadge(text: "Beta") }` → `Gesture control, Beta`), not the titles of controls drawn in it
/// (a `Button` in a header is an element of its own).
///
/// A helper function of the same file is followed when that is cheap and certain: its body shows
/// one `Text`, of a literal or of one of its parameters (`func customBadge(text: String) -> some
/// View { Text(text).font(.footnote) }`). Any other view of the project is left out: what it
/// shows is not in the header's syntax.
///
/// A header that is only a computed property of the file (`header: { searchFilterHeader }`) is
/// read through that property's body, one level deep; when it shows no text this can read, the
/// property's name stands for it as a run-time value (`{searchFilterHeader}`): the section has a
/// header, whose words the file does not say.
enum HeaderTexts {
    /// `declarations`: the file's, indexed once for all its headers.
    static func spoken(in node: Syntax, declarations: FileDeclarations) -> SourceValue? {
        var parts: [SourceValue] = []
        if let reference = onlyReference(in: node) {
            let name = reference.baseName.text
            if name.first?.isLowercase == true, let body = declarations.property(named: name) {
                collect(body, into: &parts, declarations: declarations)
            }
            if parts.isEmpty { return SourceValue(ExprSyntax(reference)) }
        } else {
            collect(node, into: &parts, declarations: declarations)
        }
        guard !parts.isEmpty else { return nil }
        return .joinedAsSpoken(parts)
    }

    private static let controls: Set<String> = ["Button", "Link", "NavigationLink", "Menu", "Toggle", "Picker", "ShareLink"]

    private static func collect(_ node: Syntax, into parts: inout [SourceValue], declarations: FileDeclarations) {
        if let call = node.as(FunctionCallExprSyntax.self) {
            // A view hidden from VoiceOver says nothing; one given a label says that label instead
            // of its texts (the modifier's call holds the view it modifies).
            switch SwiftSyntaxFacts.modifierName(call) {
            case "accessibilityHidden":
                if call.arguments.first.flatMap({ SwiftSyntaxFacts.booleanLiteral($0.expression) }) == true { return }
            case "hidden":
                // Kept in the layout, left out of what VoiceOver reads.
                if call.arguments.isEmpty { return }
            case "accessibilityLabel":
                if let label = call.arguments.first, label.label == nil {
                    parts.append(SourceValue(label.expression))
                    return
                }
            default: break
            }
            if let name = SwiftSyntaxFacts.calleeName(call) {
                if controls.contains(name) { return }
                if let first = SwiftSyntaxFacts.shownWords(call) {
                    parts.append(SourceValue(first.expression))
                    return
                }
            }
            if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self), reference.baseName.text.first?.isLowercase == true {
                if let text = helperText(call, named: reference.baseName.text, declarations: declarations) { parts.append(text) }
                return
            }
        }
        for child in node.children(viewMode: .sourceAccurate) {
            collect(child, into: &parts, declarations: declarations)
        }
    }

    /// The text a helper function of the file shows for this call, when its body shows one `Text`
    /// of a literal or of a parameter; nil otherwise.
    private static func helperText(_ call: FunctionCallExprSyntax, named name: String, declarations: FileDeclarations) -> SourceValue? {
        guard let function = declarations.function(named: name), let body = function.body else { return nil }
        var texts: [FunctionCallExprSyntax] = []
        var stack = [Syntax(body)]
        while let current = stack.popLast() {
            if let inner = current.as(FunctionCallExprSyntax.self), let calleeName = SwiftSyntaxFacts.calleeName(inner) {
                if calleeName == "Text" { texts.append(inner) }
                // Any other view of the project or a control: not certain what it shows.
                else if calleeName.first?.isUppercase == true, !["Color", "RoundedRectangle", "Capsule", "Circle", "Rectangle"].contains(calleeName) {
                    return nil
                }
            }
            stack.append(contentsOf: current.children(viewMode: .sourceAccurate))
        }
        guard texts.count == 1, let argument = SwiftSyntaxFacts.shownWords(texts[0]) else { return nil }
        if let literal = SwiftSyntaxFacts.stringLiteral(argument.expression) { return .literal(literal) }
        // `Text(text)`: the parameter `text`, given by the call (by label, else by position).
        guard let reference = argument.expression.as(DeclReferenceExprSyntax.self) else { return nil }
        let parameters = Array(function.signature.parameterClause.parameters)
        guard let index = parameters.firstIndex(where: { ($0.secondName ?? $0.firstName).text == reference.baseName.text }) else { return nil }
        let parameter = parameters[index]
        let label: String? = parameter.firstName.text == "_" ? nil : parameter.firstName.text
        let arguments = Array(call.arguments)
        let given = label.map { label in arguments.first { $0.label?.text == label } }
            ?? (index < arguments.count && arguments[index].label == nil ? arguments[index] : nil)
        guard let given else { return nil }
        return SourceValue(given.expression)
    }

    /// The name a header closure or argument is made of alone (`{ searchFilterHeader }`).
    private static func onlyReference(in node: Syntax) -> DeclReferenceExprSyntax? {
        if let reference = node.as(DeclReferenceExprSyntax.self) { return reference }
        guard let closure = node.as(ClosureExprSyntax.self), closure.statements.count == 1,
              let only = closure.statements.first?.item.as(DeclReferenceExprSyntax.self) else { return nil }
        return only
    }
}
