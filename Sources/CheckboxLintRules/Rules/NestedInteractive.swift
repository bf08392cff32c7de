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
            guard let kind = stop.kind, kind != .text else { continue }
            if let host = stop.host(in: document.tree) {
                // Named as the element is (its kind's name, or a front end's own: a SwiftUI `Menu`
                // read as a button is a "Menu").
                let name = stop.element.name
                let what = name.prefix(1).uppercased() + name.dropFirst()
                context.report(stop, "\(what) '\(stop.displayName)' is inside checkbox '\(host.displayName)'; \(composed: document.profile.nestedControlAdvice)")
            } else if kind == .checkbox, let parent = stop.element.parent, let holder = document.elements[parent].kind,
                      holder == .link || holder == .button {
                // The other way round: a checkbox drawn inside a link or button (a SwiftUI row's
                // circle in a NavigationLink), which a screen reader activates instead of it.
                context.report(stop, "Checkbox '\(stop.displayName)' is inside \(holder.rawValue) '\(document.elements[parent].displayName)'; a screen reader meets and activates the \(holder.rawValue) as one element, not the checkbox in it: make the row one control that toggles, or move the checkbox out of it")
            }
        }
    }
}
