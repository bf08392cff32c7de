import CheckboxLintModel

/// A set of checkboxes with no section header: Aetna's "Groups of Checkboxes require a Section
/// Header to act as a group label". The sets are the front end's (`AccessibilityTree.sets`): a
/// group with two or more checkboxes, or a run of loose neighbouring ones that its platform takes
/// for a set. One checkbox alone needs none ("a standalone Checkbox typically appears within an
/// established section").
struct GroupHeaderMissing: OptionlessRule {
    static let description = RuleDescription(
        id: .groupHeaderMissing,
        name: "Set of checkboxes has no section header",
        defaultSeverity: .error,
        tags: ["wcag131"]
    )

    func check(_ document: Document, _ context: inout RuleContext) {
        let stops = document.tree.stops
        for set in document.tree.sets where set.title == nil && set.count >= 2 {
            // A caller's loop of a view that draws its checkboxes, declared elsewhere: reported at
            // the loop, named by the view, under the text the caller shows before it.
            if set.stops.isEmpty {
                if let view = set.shownView {
                    if let group = set.group {
                        // In an untitled section: as a section of inline checkboxes is reported.
                        let profile = Self.profile(of: view, document)
                        context.report(group, "Group '\(group.displayName)' holds \(set.count) checkboxes but has no header; add a header that says what the options are for", severity: profile.setHeaderSeverity)
                    } else {
                        reportLoop(of: view, textBefore: set.textBefore, document, &context)
                    }
                }
                continue
            }
            // The set's platform is its first checkbox's (a set of an `#if os(macOS)` branch).
            let profile = set.stops.first.map { document.profile.profile(of: stops[$0]) } ?? document.profile
            // SPEC §4.1: Aetna's requirement is an error in the `ui` format; where two neighbouring
            // toggles may be independent options, the profile makes it a warning; where no text
            // precedes the set and the platform titles it by its window (macOS), a note to review.
            if let group = set.group {
                context.report(group, "Group '\(group.displayName)' holds \(set.count) checkboxes but has no header; add a header that says what the options are for", severity: profile.setHeaderSeverity)
                continue
            }
            let untitled = set.textBefore == nil ? profile.untitledSetSeverity : nil
            let severity = untitled ?? profile.setHeaderSeverity
            let first = stops[set.stops[0]]
            if set.stops.count == 1 {
                let advice: RuleMessage = if let textBefore = set.textBefore, profile.namesTextBefore {
                    "the text '\(textBefore)' before them is not marked as a heading; \(composed: profile.headingAdvice)"
                } else if untitled != nil {
                    "\(composed: profile.untitledSetAdvice)"
                } else {
                    "\(composed: profile.loopAdvice)"
                }
                context.report(first, "Checkboxes made by a loop (\(composed: profile.messageName(of: first)), \(composed: profile.loopName)) form a set with no section header; \(composed: advice.text)", severity: severity)
                continue
            }
            let names = set.stops.prefix(Self.namesShown).map { profile.messageName(of: stops[$0]) }
            context.report(first, "Checkboxes \(composed: Self.listed(names, of: set.stops.count)) form a set with no section header; \(composed: advice(textBefore: set.textBefore, profile).text)", severity: severity)
        }
    }

    /// The profile of the platform a caller's loop of a view is built for.
    private static func profile(of view: Element, _ document: Document) -> PlatformProfile {
        view.platform.flatMap { $0 == document.profile.platform ? nil : document.profile.otherPlatforms[$0] } ?? document.profile
    }

    /// A set that is a caller's loop of a view (`ForEach { FilterRow(…) }`), which the front end
    /// makes under a visible text that is not a heading, or with nothing titling it
    /// (`Element.isShownUntitled`): then reported as a loop of inline checkboxes with no text
    /// before it is, in the same words.
    private func reportLoop(of view: Element, textBefore: String?, _ document: Document, _ context: inout RuleContext) {
        let profile = Self.profile(of: view, document)
        let name = "'\(OneLine.excerpt(view.standsForCheckboxesOf ?? view.displayName))'"
        guard let textBefore, profile.namesTextBefore else {
            if textBefore == nil, view.isShownUntitled {
                let advice = profile.untitledSetSeverity != nil ? profile.untitledSetAdvice : profile.loopAdvice
                context.report(view, "Checkboxes made by a loop (\(composed: name), \(composed: profile.loopName)) form a set with no section header; \(composed: advice)", severity: profile.untitledSetSeverity ?? profile.setHeaderSeverity)
            }
            return
        }
        context.report(view, "Checkboxes made by a loop (\(composed: name), \(composed: profile.loopName)) form a set with no section header; the text '\(textBefore)' before them is not marked as a heading; \(composed: profile.headingAdvice)", severity: profile.setHeaderSeverity)
    }

    /// How many checkboxes a message names before it counts the rest.
    static let namesShown = 5

    /// The names (quoted already, as `messageName` makes them) listed: `'a', 'b' and 'c'`; a run
    /// of thousands of checkboxes is listed by its first few and a count, so that the message
    /// stays short.
    static func listed(_ names: [String], of count: Int) -> String {
        if count > namesShown {
            return names.prefix(namesShown - 1).joined(separator: ", ") + " and \(count - (namesShown - 1)) more"
        }
        return names.count == 2 ? names.joined(separator: " and ")
            : names.dropLast().joined(separator: ", ") + " and " + names.last!
    }

    /// How to give the set a header, in the platform's own terms; names the visible text right
    /// before the set when there is one, since marking it as a heading is then all it takes.
    private func advice(textBefore: String?, _ profile: PlatformProfile) -> RuleMessage {
        if let textBefore, profile.namesTextBefore {
            return "the text '\(textBefore)' before them is not marked as a heading; \(composed: profile.headingAdvice)"
        }
        return "\(composed: profile.untitledSetAdvice)"
    }
}
