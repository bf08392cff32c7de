import SwiftSyntax

/// A text beside an unnamed control that is no name to give it (round thirty-seven, second part,
/// pattern 3: a form field's required marker): one that shows only punctuation or symbols (`*`, `:`,
/// `•`, `–`, `→`), or one shown only by an `if` on a required flag (`if field.isRequired { Text("*")
/// }`, `if isMandatory { … }`). `label-missing`'s advice (`SwiftModelMapper.textBeside`) passes over
/// it to the row's other text (`Text(field.label)`, `{field.label}`), and with none names no text.
enum MarkerTexts {
    /// Whether `text` shows something and only punctuation, a mathematical, currency or modifier
    /// symbol, or white space (an emoji or a pictograph is read by VoiceOver as a word, and kept).
    static func isMarker(_ text: String) -> Bool {
        var shows = false
        for scalar in text.unicodeScalars {
            switch scalar.properties.generalCategory {
            case .spaceSeparator, .control, .format: continue
            case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation,
                 .finalPunctuation, .otherPunctuation, .mathSymbol, .currencySymbol, .modifierSymbol:
                shows = true
            default: return false
            }
        }
        return shows
    }

    /// Whether `text` sits in a branch of an `if` (inside `scope`) whose condition names a required
    /// flag: a word of it spelt `required` or `mandatory`, in any case (`isRequired`, `field.required`).
    static func isShownIfRequired(_ text: Syntax, within scope: Syntax) -> Bool {
        var current = text.parent
        var steps = 0
        while let node = current, node.id != scope.id, steps < 64 {
            steps += 1
            if let branch = node.as(IfExprSyntax.self), SwiftSyntaxFacts.contains(branch.body, text),
               branch.conditions.tokens(viewMode: .sourceAccurate).contains(where: { token in
                   guard case .identifier(let name) = token.tokenKind else { return false }
                   let lowered = name.lowercased()
                   return lowered.hasSuffix("required") || lowered.hasSuffix("mandatory")
               }) {
                return true
            }
            current = node.parent
        }
        return false
    }
}
