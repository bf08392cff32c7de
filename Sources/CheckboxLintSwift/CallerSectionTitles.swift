import SwiftSyntax

/// The title a component's callers give the set it draws (round twenty-five, D: CarBooking's colour
/// palette, a loop of tapped swatches, shown only as `Section(header: Text("Color")) {
/// ColorPaletteView(colorItems: $items) }`). Nothing in the component's body titles its set, but
/// every place it is shown does: VoiceOver reads the section's header as focus enters it, and the
/// swatches next. The component's set is then titled by that header, as a set written in the section
/// itself would be.
///
/// The callers are the calls in the component's own file, else those in the project's other files
/// (`CallerClosureActions.callSites`, which parses only the files whose bytes spell the type's name);
/// an Xcode preview's call is none. Each must sit in a `Section` or `GroupBox` with a header
/// (`SwiftContainers.titledContainer`, not in its header or footer), or right after a text marked as
/// a heading (`.accessibilityAddTraits(.isHeader)`), or fill a screen with a navigation title
/// (`TagPicker(…).navigationTitle("Tags")`, `List { TagPicker(…) }.navigationTitle("Tags")`: what
/// `SwiftContainers.navigationTitle(above:)` credits a set written in the screen with, so the
/// mapper takes it only on iOS and only for a set that opens the component's body). A call with none
/// of these, in a component shown in turn under a section (`Section("Colour") { ColorField() }`,
/// `ColorField`'s body showing `ColorPaletteView()`), is titled by that section: the caller's callers
/// are asked, one level up. A call in another screen than its section's (a `NavigationLink`'s
/// destination, a sheet) is not titled by it. One call shown untitled leaves the set untitled.
/// Where the callers' headers differ, the first names the set: each titles it where it is shown.
///
/// A call right after a visible text that is not a heading (SkinGuard's `Text("Your Checklist")
/// .font(.headline)` then `ChecklistView()`) is not titled, but shown under that text: where every
/// call is titled or shown so, the set is untitled and the text is what group-header-missing names,
/// as it names a text right before a set written in the screen itself (`isPlainText`).
enum CallerSectionTitles {
    /// What titles every call of a component.
    struct Title {
        let header: SourceValue
        /// Whether some caller titles it only by its screen's navigation title: the set must then
        /// open the component's body, and the platform be one where that title is a heading (iOS).
        let byNavigationTitle: Bool
        /// Whether some call is shown only after a visible text that is not a heading (then
        /// `header`, the first such text): no title, a text right before the set where it opens
        /// the component's body.
        var isPlainText = false
    }

    /// The header titling every call of `typeName`; nil with no call, or one call untitled.
    /// - Parameter declarations: those of `file`, for its own calls' headers.
    /// - Parameter levels: how many more callers' callers may be asked for a call titled by none of its own.
    static func header(of typeName: String, in file: SourceFileSyntax, declarations: FileDeclarations, levels: Int = 1) -> Title? {
        let sites = CallerClosureActions.callSites(named: typeName, in: file)
        guard !sites.isEmpty else { return nil }
        var declarationsByFile: [SyntaxIdentifier: FileDeclarations] = [file.id: declarations]
        var first: SourceValue?
        var firstText: SourceValue?
        var byNavigationTitle = false
        for site in sites {
            let fileDeclarations = declarationsByFile[site.file.id] ?? FileDeclarations(site.file)
            declarationsByFile[site.file.id] = fileDeclarations
            guard let title = title(of: site.call, in: site.file, declarations: fileDeclarations, levels: levels) else { return nil }
            if title.isPlainText {
                if firstText == nil { firstText = title.header }
            } else if first == nil {
                first = title.header
            }
            byNavigationTitle = byNavigationTitle || title.byNavigationTitle
        }
        // One place shows the set under a text that is no heading: untitled there, so untitled.
        if let firstText { return Title(header: firstText, byNavigationTitle: byNavigationTitle, isPlainText: true) }
        return first.map { Title(header: $0, byNavigationTitle: byNavigationTitle) }
    }

    /// The header of the titled container `call` sits in, else the heading (or plain text) right
    /// before it, else the navigation title of the screen it fills, else what titles its enclosing
    /// component.
    private static func title(of call: FunctionCallExprSyntax, in file: SourceFileSyntax, declarations: FileDeclarations, levels: Int) -> Title? {
        if let screen = SwiftContainers.navigationTitle(openedBy: call) { return Title(header: screen.value, byNavigationTitle: true) }
        let view = ViewContext(of: ExprSyntax(call))
        if let titled = SwiftContainers.titledContainer(of: view, declarations: declarations) {
            guard !showsAnotherScreen(view, below: titled.container) else { return nil }
            return titled.header.map { Title(header: $0, byNavigationTitle: false) }
        }
        // No checkbox is known among the caller's views: a sibling that is not a text ends the search.
        if let before = SwiftContainers.titleBefore(view, cache: SwiftContainers.TitleCache(), holdsCheckbox: { _ in false }) {
            // The search climbs to the screen's navigation title when the call opens its list
            // (`List { LabelPicker(…) }.navigationTitle("Labels")`): a screen's title, gated as one.
            let isScreenTitle = SwiftContainers.isScreenTitle(before.text)
            if before.isHeader { return Title(header: before.value, byNavigationTitle: isScreenTitle) }
            // A text made per item of the caller's loop (`Text(item.name)` beside each call) is a
            // row's own label, as the mapper reads it in the set's own file: no title of any kind.
            if before.value.isDynamic, SwiftModelMapper.isInLoop(before.text) { return nil }
            return Title(header: before.value, byNavigationTitle: false, isPlainText: true)
        }
        // Titled by nothing here: the component that shows it may be, where it is shown in turn.
        guard levels > 0, !showsAnotherScreen(view, below: nil), let component = call.ancestor(StructDeclSyntax.self),
              let outer = header(of: component.name.text, in: file, declarations: declarations, levels: levels - 1) else { return nil }
        // A screen's title, or a text before the component, reaches the set only through a call
        // that opens the component's body.
        if outer.byNavigationTitle || outer.isPlainText,
           !SwiftContainers.opensDeclaration(ExprSyntax(call), pastSpacing: !outer.byNavigationTitle) { return nil }
        return outer
    }

    /// Whether `view` is shown on another screen than `container` (nil: than the declaration it is
    /// written in): a `NavigationLink`'s destination, or a sheet's, popover's or pushed destination's
    /// content, below it.
    private static func showsAnotherScreen(_ view: ViewContext, below container: ViewContext.Container?) -> Bool {
        for step in view.containers {
            if let container, step.call.id == container.call.id { return false }
            if step.name == "NavigationLink" { return true }
            if let modifier = step.call.calledExpression.as(MemberAccessExprSyntax.self), modifier.base != nil,
               presenters.contains(modifier.declName.baseName.text) {
                return true
            }
        }
        return false
    }

    /// Modifiers whose content is another screen.
    private static let presenters: Set<String> = ["sheet", "popover", "fullScreenCover", "navigationDestination", "inspector"]
}
