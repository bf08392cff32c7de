import CheckboxLintModel
import CheckboxLintFrontends
import CheckboxLintRules

/// Reads one input into the model, with the reader its syntax needs and the front end its root
/// asks for. The linter uses the same sinks; this is the entry point for tools and tests that want
/// the model itself (checkbox counts, announcements).
public enum ModelReader {
    /// Built once per process: the rule ids inline suppressions may name.
    public static let knownRuleIDs = Set(RuleRegistry.ids)

    /// The sink that turns reader events into the model for `syntax`.
    static func sink(for syntax: Linter.Syntax, file: String, source: SourceText,
                     configuration: LintConfiguration, requireUIRoot: Bool,
                     stringResources: AndroidStringResources? = nil, codeEvidence: CodeEvidence? = nil) -> any ModelSource {
        let builder = DocumentBuilder(file: file, source: source, options: DocumentBuilder.Options(
            platform: configuration.platform, locale: configuration.locale,
            knownRuleIDs: knownRuleIDs, requireUIRoot: requireUIRoot))
        // JSON is always the `ui` format; XML may be another format with a front end of its own.
        guard syntax == .xml else { return builder }
        return FrontendSelector(builder: builder, file: file, source: source, options: FrontendOptions(
            platform: configuration.platform, locale: configuration.locale, knownRuleIDs: knownRuleIDs,
            customCheckboxClasses: configuration.customCheckboxClasses,
            stringResources: stringResources ?? AndroidStringResources(fallbackRoots: configuration.projectFolders),
            codeEvidence: codeEvidence ?? CodeEvidence()),
            xmlFrontends: configuration.frontends.xmlFrontends)
    }

    public struct Result: Sendable {
        /// The model; nil when the input is not something checkbox-lint reads.
        public var document: Document?
        /// Why reading stopped early, if it did.
        public var failure: ParseFailure?
    }

    /// Reads `bytes` (from `file`) into the model.
    public static func read(bytes: [UInt8], file: String, syntax: Linter.Syntax? = nil,
                            configuration: LintConfiguration = LintConfiguration()) -> Result {
        let source = SourceText(bytes: bytes)
        let syntax = syntax ?? configuration.frontends.syntax(of: file, bytes: bytes)
        if UIDescriptionSniffer.verdict(for: source.bytes, path: file, syntax: syntax, registry: configuration.frontends) == .skip {
            return Result(document: nil, failure: nil)
        }
        let model = sink(for: syntax, file: file, source: source, configuration: configuration, requireUIRoot: false)
        let failure: ParseFailure? = switch syntax {
        case .xml: XMLReader.read(source, into: model)
        case .json: JSONReader.read(source, into: model)
        }
        guard model.verdict == .accepted else { return Result(document: nil, failure: failure) }
        return Result(document: model.makeDocument(), failure: failure)
    }
}
