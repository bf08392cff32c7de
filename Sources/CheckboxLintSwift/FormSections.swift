import SwiftSyntax

/// A form's section that mixes checkboxes with inputs of other kinds (a text field, a picker, a
/// stepper): its checkboxes are separate settings of the form, each named by its own row, not a
/// set of options for one question — with no header it is no set that needs one (Trio's bolus
/// section: two meal options, a recommendation, the amount's text field, "External Insulin").
enum FormSections {
    /// The inputs that make a section a form's section. Custom fields are named after the kind
    /// they wrap (`TextFieldWithToolBar`, `CurrencyTextField`).
    private static let inputs: Set<String> = ["TextField", "SecureField", "TextEditor", "Picker", "Stepper", "Slider", "DatePicker", "ColorPicker"]

    static func mixesInputs(_ section: FunctionCallExprSyntax, cache: inout [SyntaxIdentifier: Bool]) -> Bool {
        if let known = cache[section.id] { return known }
        var found = false
        for token in section.tokens(viewMode: .sourceAccurate) {
            guard case .identifier(let name) = token.tokenKind, name.first?.isUppercase == true,
                  inputs.contains(name) || name.hasSuffix("TextField") || name.hasPrefix("TextField"),
                  let reference = token.parent?.as(DeclReferenceExprSyntax.self),
                  reference.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == reference.id else { continue }
            found = true
            break
        }
        cache[section.id] = found
        return found
    }
}
