import SwiftSyntax

/// A row that shows its data under captions (`HStack { Toggle("", …); VStack { Text(title) };
/// HStack { Text("Value:"); Text(value) } }`): a literal ending in ":" captions the text that
/// follows it in its stack, and the two say one datum of the row, not what the control is for. The
/// control's name is the row's first other text in reading order (`title`), nested stacks read in
/// order as VoiceOver meets them.
enum RowCaptions {
    /// A text of a row in reading order: its literal (nil when known only at run time) and how the
    /// preview writes it (`Value:`, `{value}`; nil for an interpolated string, which is no name to
    /// advise as code).
    struct RowText {
        let call: FunctionCallExprSyntax
        let literal: String?
        let modelText: String?
    }

    /// How a row's captions decide the text that names its control.
    enum Reading: Equatable {
        /// The row holds no caption: its texts are judged as before.
        case uncaptioned
        /// The row's first text that is neither a caption nor the text a caption stands before.
        case named(String)
        /// Captions and their values only (or a first text that cannot be written as code): no
        /// text of the row names the control.
        case unnamed
    }

    static func reading(of texts: [RowText]) -> Reading {
        let captions = texts.indices.filter { texts[$0].literal.map(isCaption) == true }
        guard !captions.isEmpty else { return .uncaptioned }
        var captioned = Set(captions)
        for index in captions where index + 1 < texts.count && !captioned.contains(index + 1)
            && sameStack(texts[index].call, texts[index + 1].call) {
            captioned.insert(index + 1)
        }
        guard let first = texts.indices.first(where: { !captioned.contains($0) }), let name = texts[first].modelText else { return .unnamed }
        return .named(name)
    }

    /// "Value:", "Due date :" — a caption; a lone ":" is no word.
    static func isCaption(_ text: String) -> Bool {
        let letters = text.filter { !$0.isWhitespace }
        return letters.count > 1 && letters.hasSuffix(":")
    }

    /// Whether two texts are views of one stack (the innermost closure holding each is the same).
    private static func sameStack(_ one: FunctionCallExprSyntax, _ other: FunctionCallExprSyntax) -> Bool {
        guard let first = one.ancestor(ClosureExprSyntax.self), let second = other.ancestor(ClosureExprSyntax.self) else { return false }
        return first.id == second.id
    }
}
