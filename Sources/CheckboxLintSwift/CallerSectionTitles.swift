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
/// a heading (`.accessibilityAddTraits(.isHeader)`). One call shown untitled leaves the set untitled.
/// Where the callers' headers differ, the first names the set: each titles it where it is shown.
enum CallerSectionTitles {
    /// The header titling every call of `typeName`; nil with no call, or one call untitled.
    /// - Parameter declarations: those of `file`, for its own calls' headers.
    static func header(of typeName: String, in file: SourceFileSyntax, declarations: FileDeclarations) -> SourceValue? {
        let sites = CallerClosureActions.callSites(named: typeName, in: file)
        guard !sites.isEmpty else { return nil }
        var declarationsByFile: [SyntaxIdentifier: FileDeclarations] = [file.id: declarations]
        var first: SourceValue?
        for site in sites {
            let fileDeclarations = declarationsByFile[site.file.id] ?? FileDeclarations(site.file)
            declarationsByFile[site.file.id] = fileDeclarations
            guard let header = title(of: site.call, declarations: fileDeclarations) else { return nil }
            if first == nil { first = header }
        }
        return first
    }

    /// The header of the titled container `call` sits in, else the heading right before it.
    private static func title(of call: FunctionCallExprSyntax, declarations: FileDeclarations) -> SourceValue? {
        let view = ViewContext(of: ExprSyntax(call))
        if let titled = SwiftContainers.titledContainer(of: view, declarations: declarations) { return titled.header }
        // No checkbox is known among the caller's views: a sibling that is not a text ends the search.
        guard let before = SwiftContainers.titleBefore(view, cache: SwiftContainers.TitleCache(), holdsCheckbox: { _ in false }),
              before.isHeader else { return nil }
        return before.value
    }
}
