import SwiftSyntax

/// A hand-made control whose only words are a `Text` choosing between state words by its state
/// (`Text(isOn ? "ON" : "OFF").onTapGesture { isOn.toggle() }`, or `Text(isOn ? on : off)` with
/// `var on = "ON"`): VoiceOver reads "OFF", and nothing says what is off. As for an
/// `.accessibilityLabel` of state words (`StateWords`), the words are the state's value, not a
/// name: `label-missing`. Its role is judged as before: with no trait, VoiceOver reads the words as
/// text and never says that they can be tapped (`role-missing`); with `.isButton`, "OFF, Button"
/// tells the state, and only the name is missing.
extension HandMadeCheckbox {
    /// Takes `words`, the words the Bool chooses that name it, as its value when both branches are
    /// state words and nothing else names it or gives its value.
    mutating func readStateWords(_ words: SourceValue, of indicator: Indicator, in declaration: any DeclGroupSyntax) {
        guard accessibilityLabel == nil, accessibilityValue == nil, label == words,
              let branches = BoolChosenContent.branchWords(of: indicator, in: declaration),
              branches.allSatisfy({ StateWords.words.contains($0.lowercased().trimmingCharacters(in: .whitespaces)) })
        else { return }
        label = nil
        accessibilityValue = words
        nameSaysOnlyState = true
    }
}
