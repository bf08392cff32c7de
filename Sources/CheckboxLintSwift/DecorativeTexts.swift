import SwiftSyntax

/// A text a row shows before its name as decoration: an item's emoji or icon (`if let icon {
/// Text(icon) }`, `Text(item.emoji)`, `Text("🍅🥕")`). Where VoiceOver meets the row's texts one by
/// one (a tapped `HStack` not combined into one element) and the reader names the row by one of
/// them, the name is the text that follows the icon, not the icon: the inventory reads `{item.name}`
/// for `HStack { Text(item.icon); Text(item.name) }.onTapGesture { … }`. A name is evidence only
/// beside another text: a row whose one text is its icon is still named by it
/// (`DecorativeTexts.firstNaming`). A combined element reads them all (`ToggleLabelTexts`).
enum DecorativeTexts {
    typealias Text = (value: SourceValue, node: Syntax)

    /// The first of `texts` that is not decorative, else the first.
    static func firstNaming(_ texts: some Sequence<Text>) -> Text? {
        var first: Text?
        for text in texts {
            if !isDecorative(text.value) { return text }
            if first == nil { first = text }
        }
        return first
    }

    /// Whether `value` is an icon's text: a property named for one (`icon`, `emoji`, `item.categoryIcon`,
    /// `food_emoji`), or a literal of emoji only (`"🛒"`, `"🍅 🥕"`).
    static func isDecorative(_ value: SourceValue) -> Bool {
        switch value {
        case .literal(let text):
            return isEmojiOnly(text)
        case .dynamic(let expression):
            guard let name = lastName(of: expression) else { return false }
            return iconNames.contains(name.lowercased()) || iconSuffixes.contains { name.hasSuffix($0) }
        case .interpolated:
            return false
        }
    }

    private static let iconNames: Set<String> = ["icon", "icons", "emoji", "emojis"]
    /// camelCase or snake_case: `categoryIcon`, `food_emoji` (never `lexicon`, `silicon`).
    private static let iconSuffixes = ["Icon", "Emoji", "_icon", "_emoji"]

    /// The last name of a chain of names (`item.icon`, `self.emoji`, `icon`); nil for anything else.
    private static func lastName(of expression: String) -> String? {
        var last: Substring?
        for part in expression.split(separator: ".", omittingEmptySubsequences: false) {
            guard let head = part.first, head == "_" || head.isLetter,
                  part.allSatisfy({ $0 == "_" || $0.isLetter || $0.isNumber }) else { return nil }
            last = part
        }
        return last.map(String.init)
    }

    /// Emoji only (spaces between allowed), at least one: a character shown as an emoji by
    /// default, or made one by its variation selector (U+FE0F) or keycap.
    static func isEmojiOnly(_ text: String) -> Bool {
        var found = false
        for character in text {
            if character == " " { continue }
            let scalars = character.unicodeScalars
            let emoji = scalars.contains { $0.properties.isEmojiPresentation }
                || scalars.first.map { $0.properties.isEmoji && scalars.contains { $0.value == 0xFE0F || $0.value == 0x20E3 } } == true
            guard emoji else { return false }
            found = true
        }
        return found
    }
}
