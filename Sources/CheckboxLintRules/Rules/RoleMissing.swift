import CheckboxLintModel

/// A custom checkbox whose declared traits never make the screen reader say what it is, nor its
/// state.
struct RoleMissing: OptionlessRule {
    static let description = RuleDescription(
        id: .roleMissing,
        name: "Declared traits have no checkbox role",
        defaultSeverity: .error,
        tags: ["wcag412"]
    )

    func check(_ document: Document, _ context: inout RuleContext) {
        // Only what the file declares is judged: traits set in code cannot be seen here.
        for stop in document.tree.stops where stop.isCheckbox && stop.declaresRole && (stop.role == .none || !stop.conveysState) {
            // Advised in its own platform's terms (a checkbox of an `#if os(macOS)` branch).
            let profile = document.profile.profile(of: stop)
            let word = context.announcements.words.role
            let component = stop.controlClass.map { String($0.split(separator: ".").last ?? "") } ?? ""
            let advice = PlatformProfile.fill(profile.roleAdviceByClass[component] ?? profile.roleAdvice, ["traits": OneLine.excerpt(profile.spell(traits: stop.declaredTraits ?? [])),
                                                                   "role": word])
            context.report(stop, "Checkbox \(composed: profile.componentName(of: stop)) \(composed: advice)")
        }
    }
}
