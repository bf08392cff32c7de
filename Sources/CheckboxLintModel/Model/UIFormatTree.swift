/// The accessibility tree of checkbox-lint's own format (SPEC §2, §3): a checkbox is a design
/// system's component, which the design grammar describes; what it declares is what it is.
public enum UIFormatTree {
    public static func build(elements: [Element], profile: PlatformProfile) -> AccessibilityTree {
        AccessibilityTreeBuilder(elements: elements, profile: profile).build(facts: facts)
    }

    /// A checkbox's role is "Checkbox" unless `traits` is given and names neither `checkbox` nor
    /// `toggle` (SPEC §3 step 4, `role-missing`); the toggle trait makes it a switch for the
    /// native readers. TalkBack reads it as Jetpack Compose's controls, the semantics apps build
    /// such components with today.
    static func facts(_ checkbox: Element) -> StopFacts {
        var role = ControlRole.checkbox
        if let traits = checkbox.traits {
            // Each trait lower-cased as it is tested: no list of lower-cased copies per checkbox.
            role = traits.contains { $0.lowercased() == "toggle" } ? .switch
                : traits.contains { $0.lowercased() == "checkbox" } ? .checkbox : .none
        }
        return StopFacts(role: role, widget: .compose, autoReader: .design, declaresRole: checkbox.traits != nil,
                         conveysState: role != .none, hasOwnTapTarget: true, followsDesignGrammar: true)
    }
}
