import CheckboxLintModel
import CheckboxLintFrontends

/// Jetpack Compose source (`.kt`, SPEC §12): the thin seam between the engine and the front end
/// in `CheckboxLintFrontends/Compose`, which does the reading.
public struct ComposeFrontend: Frontend {
    public init() {}

    public var fileExtensions: [String] { ComposeSource.fileExtensions }

    public func read(bytes: [UInt8], file: String, context: FrontendContext) -> Linter.Reading {
        guard let (document, diagnostics) = ComposeSource.read(
            bytes: bytes, file: file, locale: context.locale, knownRuleIDs: context.knownRuleIDs,
            stringResources: context.stringResources) else { return .skipped }
        return .built(document, diagnostics)
    }
}
