import CheckboxLintModel

/// A control inside a checkbox: Aetna's "Avoid pairing with other interactive elements, such as a
/// tooltip or link". A tap meant for one toggles the other, and VoiceOver merges them or hides one.
struct NestedInteractive: OptionlessRule {
    static let description = RuleDescription(
        id: .nestedInteractive,
        name: "Interactive element inside a checkbox",
        defaultSeverity: .warning
    )

    func check(_ document: Document, _ context: inout RuleContext) {
        for stop in document.tree.stops {
            guard let kind = stop.kind, kind != .text, let host = stop.host(in: document.tree) else { continue }
            let what = kind.rawValue.prefix(1).uppercased() + kind.rawValue.dropFirst()
            context.report(stop, "\(what) '\(stop.displayName)' is inside checkbox '\(host.displayName)'; \(composed: document.profile.nestedControlAdvice)")
        }
    }
}
