import SwiftSyntax

/// `Text(verbatim: x)` shows `x` as written, unlocalised: every reader of a text's words reads it as
/// `Text(x)` (round thirty, pattern 3 — a check Button labelled `Text(verbatim: name)` was named by the
/// text before it, with false announcement-split and label-not-tappable warnings).
extension SwiftSyntaxFacts {
    /// The argument whose words a `Text` or `Label` shows: the first, unlabelled (`Text(title)`,
    /// `Label(title, systemImage: …)`), or `Text(verbatim: title)`'s; nil for any other call or first
    /// argument.
    static func shownWords(_ call: FunctionCallExprSyntax) -> LabeledExprSyntax? {
        guard let name = calleeName(call), let first = call.arguments.first, isShownWords(first, of: name) else { return nil }
        return first
    }

    /// Whether `argument`, the first of a call of `name`, is the words it shows (`shownWords`).
    static func isShownWords(_ argument: LabeledExprSyntax, of name: String) -> Bool {
        switch (name, argument.label?.text) {
        case ("Text", nil), ("Label", nil), ("Text", "verbatim"): true
        default: false
        }
    }
}
