import SwiftSyntax

/// A view the caller builds, shown by calling a closure property of the type with a value:
/// `struct OptionPickerView<T, Content: View> { var content: (T) -> Content … Button { … } label: {
/// HStack { content(option); … } } }`. VoiceOver names the row by what the caller's closure returns
/// (its texts), which this file cannot spell: the name is `{content(option)}`, known at run time —
/// never an absent one (`label-missing` has nothing to decide here).
enum CalledViewBuilders {
    /// The name a call of a view-building closure property (`content(option)`) or of a method
    /// building a text (`label(for: element)`, `MethodBuiltLabels`) shows, as the preview writes a
    /// run-time text.
    static func name(of call: FunctionCallExprSyntax) -> SourceValue {
        let spelt = call.trimmedDescription
        let name = call.calledExpression.trimmedDescription
        return .dynamic(spelt.count <= 48 && !spelt.contains("\n") ? spelt : name + "(…)")
    }
}
