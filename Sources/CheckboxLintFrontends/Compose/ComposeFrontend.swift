import CheckboxLintModel

/// Jetpack Compose source (`.kt`, SPEC §12): the front end's entry, listed in
/// `FrontendRegistry.standard`.
public struct ComposeFrontend: Frontend {
    public init() {}

    public var fileExtensions: [String] { ComposeSource.fileExtensions }

    public func read(bytes: [UInt8], file: String, context: FrontendContext) -> FrontendReading {
        guard let (document, diagnostics) = ComposeSource.read(
            bytes: bytes, file: file, locale: context.locale, knownRuleIDs: context.knownRuleIDs,
            stringResources: context.stringResources) else { return .skipped }
        return .built(document, diagnostics)
    }
}
