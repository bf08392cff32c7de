import CheckboxLintKit
import SwiftParser
import SwiftSyntax

/// Reads SwiftUI source (SPEC §10) into the model: design-system components (OUDS), `Toggle`s and
/// hand-made checkboxes, with their modifiers, groups and initial values.
///
/// A file with no checkbox construct is skipped. A file that does not parse is still read:
/// swift-syntax recovers around what it cannot parse, and the constructs it recovered are linted
/// (a pre-commit hook runs on work in progress; the compiler reports the syntax error itself).
///
/// Hostile input (SPEC §7): a file nested past `SwiftSourceBounds` is refused with one
/// `parse-error` before it reaches the parser, whose time and memory grow faster than the file
/// past those bounds; what is parsed is parsed and mapped on a thread with a large stack
/// (`LargeStackThread`), so that the parser's recursion and the walks over the tree it builds
/// never overflow a worker thread's stack.
public struct SwiftFrontend: Frontend {
    public init() {}

    public var fileExtensions: [String] { [".swift"] }

    public func read(bytes: [UInt8], file: String, context: FrontendContext) -> Linter.Reading {
        let source = SourceText(bytes: bytes)
        // Most Swift files of an app hold no checkbox: a look at the bytes skips them without parsing.
        // Or a loop of a view of the project's own that another file declares as a checkbox
        // (`LoopedCheckboxViews.mayLoopOverCheckboxView`): asked only of a file with a `ForEach`.
        guard SwiftConstructs.mayHoldCheckbox(source.bytes)
                || CallerCheckboxLoops.mayLoop(source.bytes) && LoopedCheckboxViews.mayLoopOverCheckboxView(source.bytes, file: file)
                // Or a call of a component of the project that falls back to a name of its own
                // (`FallbackNamedComponents.mayCall`).
                || FallbackNamedComponents.mayCall(source.bytes, file: file)
                // Or a `NavigationLink` whose label names a checkbox view of another file of the
                // project (`CheckboxViewsInLinks.mayLinkToCheckboxView`).
                || CheckboxViewsInLinks.mayLinkToCheckboxView(source.bytes, file: file)
        else { return .skipped }
        if let refusal = SwiftSourceBounds.check(source.bytes) {
            return Self.refused(refusal, file: file, source: source, context: context)
        }
        let strings = LocalizedStringsTable.Lookup(file: file)
        return LargeStackThread.run { () -> Linter.Reading in
            LocalizedStringsTable.$current.withValue(strings) {
                let tree = source.bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
                // A project's own `Image(appSymbol:)` initialisers, looked up when a call asks.
                // And the calls of a tapped component made in the project's other files (`ProjectCallers`).
                return ProjectSymbolImages.$current.withValue(ProjectSymbolImages.Lookup(file: file, tree: tree)) {
                    ProjectCallers.$currentFile.withValue(file) {
                        var mapper = SwiftModelMapper(file: file, source: source, tree: tree, context: context)
                        guard let (document, diagnostics) = mapper.map() else { return .skipped }
                        return .built(document, diagnostics)
                    }
                }
            }
        }
    }

    /// The one finding of a file refused before parsing: why, and where the bound was passed.
    static func refused(_ refusal: SwiftSourceBounds.Refusal, file: String, source: SourceText,
                        context: FrontendContext) -> Linter.Reading {
        let location = source.location(ofOffset: refusal.offset)
        let message = "The Swift file is not read: \(refusal.reason) at \(location); past this bound the Swift parser's "
            + "time, memory or stack grow faster than the file, and real code stays far below it (docs/hostile-input.md)"
        let profile = PlatformProfile.swiftUI(platform: context.platform)
        let tree = AccessibilityTreeBuilder(elements: [], profile: profile).build(facts: SwiftStops.facts(platform: context.platform))
        let document = Document(file: file, locale: context.locale, profile: profile, elements: [], tree: tree)
        return .unparsable(document, Diagnostic(.parseError, message: message, location: location, element: nil))
    }
}
