import CheckboxLintModel

/// What the linter needs from whatever turned reader events into the model.
public protocol ModelSource: ElementSink {
    /// Whether the root showed the input to be something checkbox-lint reads.
    var verdict: DocumentBuilder.RootVerdict { get }
    /// Problems found while building (read after `makeDocument()`).
    var diagnostics: [Diagnostic] { get }
    func makeDocument() -> Document
    /// Whether `makeDocument()` reads nothing of the source text once the reader is done, so that
    /// its bytes may be let go before (`SourceText.releaseBytes`).
    var makesDocumentWithoutSource: Bool { get }
}

extension ModelSource {
    public var makesDocumentWithoutSource: Bool { false }
}

extension DocumentBuilder: ModelSource {
    /// The `ui` builder has made every element, location and diagnostic as the reader went.
    public var makesDocumentWithoutSource: Bool { true }
}

/// Settings the front ends share.
public struct FrontendOptions: Sendable {
    public var platform: Platform = .ios
    public var locale: String = "en"
    public var knownRuleIDs: Set<String> = []
    /// Class names that are checkboxes (Interface Builder `customClass`, Android view class).
    public var customCheckboxClasses: [String] = []
    /// Where Android layouts find their `@string/` texts; shared by every file of a run.
    public var stringResources: AndroidStringResources?
    /// What the project's code assigns to the controls (SPEC §9); shared by every file of a run.
    /// Nil: no code is read.
    public var codeEvidence: CodeEvidence?

    public init(platform: Platform = .ios, locale: String = "en", knownRuleIDs: Set<String> = [],
                customCheckboxClasses: [String] = [], stringResources: AndroidStringResources? = nil,
                codeEvidence: CodeEvidence? = nil) {
        self.stringResources = stringResources
        self.codeEvidence = codeEvidence
        self.platform = platform
        self.locale = locale
        self.knownRuleIDs = knownRuleIDs
        self.customCheckboxClasses = customCheckboxClasses
    }
}

/// Looks at the root element of an XML file and hands the reader's events on: to the
/// `XMLFrontend` of the registry that claims the root (Interface Builder, Android layouts), which
/// gets them as a tree, else to `DocumentBuilder` (the `ui` format, and anything unrecognised,
/// which it declines), with no tree.
public final class FrontendSelector: NamespaceAwareSink, XMLAttributeSink, ModelSource {
    /// Where the events go, once the root has decided it.
    public enum Route: Equatable, Sendable {
        case undecided
        /// To the `ui` format's builder.
        case builder
        /// Into a tree, for the front end in `frontend`.
        case tree
        /// Another format's file that is not one checkbox-lint reads (an Android drawable, a manifest).
        case declined
    }

    let builder: DocumentBuilder
    let file: String
    let source: SourceText
    let options: FrontendOptions
    let xmlFrontends: XMLFrontends
    public private(set) var route = Route.undecided
    /// The front end that claimed the root, when `route` is `.tree`.
    private(set) var frontend: (any XMLFrontend)?
    /// Made only for the formats that need the whole tree: a `ui` file goes straight to the builder.
    private lazy var tree = XMLTreeBuilder()
    private var root: XMLRoot?
    private var rootNamespaces: [(prefix: String?, uri: String)] = []
    private var suppressionsBeforeRoot: [RawSuppression] = []
    private var mapped: (document: Document, diagnostics: [Diagnostic])?

    /// Reads with the Kit's own XML front ends.
    public convenience init(builder: DocumentBuilder, file: String, source: SourceText, options: FrontendOptions) {
        self.init(builder: builder, file: file, source: source, options: options, xmlFrontends: .standard)
    }

    package init(builder: DocumentBuilder, file: String, source: SourceText, options: FrontendOptions,
                 xmlFrontends: XMLFrontends) {
        self.builder = builder
        self.file = file
        self.source = source
        self.options = options
        self.xmlFrontends = xmlFrontends
    }

    // MARK: - ModelSource

    public var verdict: DocumentBuilder.RootVerdict {
        switch route {
        case .undecided: .undecided
        case .builder: builder.verdict
        case .tree: .accepted
        case .declined: .declined
        }
    }

    public var diagnostics: [Diagnostic] {
        route == .tree ? mappedModel().diagnostics : builder.diagnostics
    }

    /// A front end of its own maps its tree of the file when the document is made; the builder
    /// has built as the reader went.
    public var makesDocumentWithoutSource: Bool { route == .builder }

    public func makeDocument() -> Document {
        route == .tree ? mappedModel().document : builder.makeDocument()
    }

    private func mappedModel() -> (document: Document, diagnostics: [Diagnostic]) {
        if let mapped { return mapped }
        var result = (document: Document(file: file, platform: options.platform, locale: options.locale, elements: []),
                      diagnostics: [Diagnostic]())
        if let frontend, let root, let node = tree.root {
            result = frontend.read(node, root: root, file: file, source: source, options: options)
        }
        mapped = result
        return result
    }

    // MARK: - ElementSink

    public func namespaceDeclarations(_ declarations: [(prefix: String?, uri: String)]) {
        if route == .undecided { rootNamespaces = declarations }
    }

    package func startElement(name: String, offset: Int, xmlAttributes: XMLAttributes) -> Bool {
        // A UI description's elements go to the builder as libxml2 gave them; other formats keep
        // their attributes in a tree, which wants them as `RawAttribute`s.
        if route == .builder { return builder.startElement(name: name, offset: offset, xmlAttributes: xmlAttributes) }
        return startElement(name: name, offset: offset, attributes: xmlAttributes.materialized())
    }

    public func startElement(name: String, offset: Int, attributes: [RawAttribute]) -> Bool {
        switch route {
        case .builder: return builder.startElement(name: name, offset: offset, attributes: attributes)
        case .tree: return tree.startElement(name: name, offset: offset, attributes: attributes)
        case .declined: return false
        case .undecided:
            let root = XMLRoot(name: name, attributes: attributes, namespaces: rootNamespaces)
            self.root = root
            switch xmlFrontends.route(forRoot: root) {
            case .builder: route = .builder
            case .frontend(let claiming):
                route = .tree
                frontend = claiming
            case .declined:
                // Standard input must be a UI description: the builder reports what it found instead.
                route = builder.options.requireUIRoot ? .builder : .declined
            }
            let sink: ElementSink
            switch route {
            case .tree: sink = tree
            case .declined, .undecided: return false
            case .builder: sink = builder
            }
            for suppression in suppressionsBeforeRoot { sink.suppression(suppression) }
            suppressionsBeforeRoot = []
            return sink.startElement(name: name, offset: offset, attributes: attributes)
        }
    }

    public func endElement() {
        switch route {
        case .builder: builder.endElement()
        case .tree: tree.endElement()
        case .undecided, .declined: break
        }
    }

    public func suppression(_ suppression: RawSuppression) {
        switch route {
        case .undecided: suppressionsBeforeRoot.append(suppression)
        case .builder: builder.suppression(suppression)
        case .tree: tree.suppression(suppression)
        case .declined: break
        }
    }
}
