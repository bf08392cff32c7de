import CheckboxLintModel

/// A control inside a checkbox: Aetna's "Avoid pairing with other interactive elements, such as a
/// tooltip or link". A tap meant for one toggles the other, and VoiceOver merges them or hides one.
struct NestedInteractive: OptionlessRule {
    static let description = RuleDescription(
        id: "nested-interactive",
        name: "Interactive element inside a checkbox",
        defaultSeverity: .warning
    )

    /// A list, not a set: hashing a kind (its raw string) for every element cost more than this
    /// rule's other work together (by callgrind, 0.4 % of a lint run).
    static let interactive: [Element.Kind] = [.link, .button, .tooltip, .checkbox]

    func check(_ document: Document, _ context: inout RuleContext) {
        for index in document.elements.indices {
            guard let kind = document.elements[index].kind, Self.interactive.contains(kind),
                  let host = document.nearestAncestor(of: index, where: { $0 == .checkbox }).map({ document.elements[$0] })
            else { continue }
            let element = document.elements[index]
            let what = kind.rawValue.prefix(1).uppercased() + kind.rawValue.dropFirst()
            context.report(element, "\(what) '\(element.displayName)' is inside checkbox '\(host.displayName)'; move it out of the checkbox, next to it, so each control can be reached and tapped on its own")
        }
    }
}
