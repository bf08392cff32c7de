/// Texts VoiceOver reads as one element's label (a section header of several texts, a stack
/// combined with `.accessibilityElement(children: .combine)`): joined with ", ", as VoiceOver
/// joins a combined element's labels. Made one way for every place that joins, so the preview's
/// words are too.
extension SourceValue {
    /// The parts joined in order: a literal when every part is one (a literal shaped like a strings
    /// key counts as a run-time value, as on its own); else an interpolated value, each literal
    /// part as text and each run-time part in braces (`{model.title}, New`), present and never
    /// judged as text, as an interpolated string is. One part is returned as it is.
    static func joinedAsSpoken(_ parts: [SourceValue]) -> SourceValue {
        if parts.count == 1 { return parts[0] }
        let read = parts.map(SwiftModelMapper.localized)
        let text = read.map(\.modelText).joined(separator: ", ")
        return read.contains(where: \.isDynamic) ? .interpolated(text) : .literal(text)
    }
}
