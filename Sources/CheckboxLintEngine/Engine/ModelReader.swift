import CheckboxLintModel
import CheckboxLintFrontends
import CheckboxLintRules

/// Reads one input into the model, with the reader its syntax needs and the front end its root
/// asks for. The linter uses the same sinks; this is the entry point for tools and tests that want
/// the model itself (checkbox counts, announcements).
public enum ModelReader {
    /// Built once per process: the rule ids inline suppressions may name.
    public static let knownRuleIDs = Set(RuleRegistry.ids)

    /// Reads `source` with the reader its syntax needs into the sink that turns reader events into
    /// the model; returns the sink and the failure that stopped the reader, if any.
    static func read(_ source: SourceText, syntax: Linter.Syntax, file: String,
                     configuration: LintConfiguration, requireUIRoot: Bool,
                     stringResources: AndroidStringResources? = nil, codeEvidence: CodeEvidence? = nil,
                     makesElementPaths: Bool = true) -> (model: any ModelSource, failure: ParseFailure?) {
        let builder = DocumentBuilder(file: file, source: source, options: DocumentBuilder.Options(
            platform: configuration.platform, locale: configuration.locale,
            knownRuleIDs: knownRuleIDs, requireUIRoot: requireUIRoot, makesElementPaths: makesElementPaths))
        // JSON is always the `ui` format; XML may be another format with a front end of its own.
        guard syntax == .xml else { return (builder, JSONReader.read(source, into: builder)) }
        let selector = FrontendSelector(builder: builder, file: file, source: source, options: FrontendOptions(
            platform: configuration.platform, locale: configuration.locale, knownRuleIDs: knownRuleIDs,
            customCheckboxClasses: configuration.customCheckboxClasses,
            stringResources: stringResources ?? AndroidStringResources(fallbackRoots: configuration.projectFolders),
            codeEvidence: codeEvidence ?? CodeEvidence()),
            xmlFrontends: configuration.frontends.xmlFrontends)
        // Passed as what it is, so the reader knows the kinds of sink it is without a cast.
        return (selector, XMLReader.read(source, into: selector))
    }

    public struct Result: Sendable {
        /// The model; nil when the input is not something checkbox-lint reads.
        public var document: Document?
        /// Why reading stopped early, if it did.
        public var failure: Diagnostic?
    }

    /// Reads `bytes` (from `file`) into the model, exactly as `lint` does (`Linter.read`): the
    /// one read pipeline, for tools and tests that want the model itself.
    public static func read(bytes: [UInt8], file: String, syntax: Linter.Syntax? = nil,
                            configuration: LintConfiguration = LintConfiguration()) -> Result {
        guard let linter = try? Linter(configuration: configuration) else { return Result(document: nil, failure: nil) }
        switch linter.read(bytes: bytes, file: file, syntax: syntax) {
        case .skipped: return Result(document: nil, failure: nil)
        case .unparsable(let document, let diagnostic): return Result(document: document, failure: diagnostic)
        case .built(let document, _): return Result(document: document, failure: nil)
        }
    }
}
