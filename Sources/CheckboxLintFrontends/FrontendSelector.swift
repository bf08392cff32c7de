import CheckboxLintModel

/// What the linter needs from whatever turned reader events into the model.
public protocol ModelSource: ElementSink {
    /// Whether the root showed the input to be something checkbox-lint reads.
    var verdict: DocumentBuilder.RootVerdict { get }
    /// Problems found while building (read after `makeDocument()`).
    var diagnostics: [Diagnostic] { get }
    func makeDocument() -> Document
}

extension DocumentBuilder: ModelSource {}

/// Settings the front ends share.
public struct FrontendOptions: Sendable {
    public var platform: Platform = .ios
    public var locale: String = "en"
    public var knownRuleIDs: Set<String> = []
    /// Class names that are checkboxes (Interface Builder `customClass`, Android view class).
    public var customCheckboxClasses: [String] = []
    /// Where Android layouts find their `@string/` texts; shared by every file of a run.
    public var stringResources: AndroidStringResources?

    public init(platform: Platform = .ios, locale: String = "en", knownRuleIDs: Set<String> = [],
                customCheckboxClasses: [String] = [], stringResources: AndroidStringResources? = nil) {
        self.stringResources = stringResources
        self.platform = platform
        self.locale = locale
        self.knownRuleIDs = knownRuleIDs
        self.customCheckboxClasses = customCheckboxClasses
    }
}

/// Looks at the root element of an XML file and hands the reader's events to the front end that
/// reads that format: `ui` (and anything unrecognised) to `DocumentBuilder`, an Interface Builder
/// `document` to `InterfaceBuilderFrontend`, an Android layout (a root declaring the Android
/// namespace) to `AndroidFrontend`.
public final class FrontendSelector: NamespaceAwareSink, XMLAttributeSink, ModelSource {
    public enum Format: Equatable, Sendable {
        case undecided, ui, interfaceBuilder, android
        /// Another format's file that is not one checkbox-lint reads (an Android drawable, a manifest).
        case declinedOther
    }

    static let androidNamespace = "http://schemas.android.com/apk/res/android"

    let builder: DocumentBuilder
    let file: String
    let source: SourceText
    let options: FrontendOptions
    public private(set) var format = Format.undecided
    /// Made only for the formats that need the whole tree: a `ui` file goes straight to the builder.
    private lazy var tree = XMLTreeBuilder()
    private var rootNamespaces: [(prefix: String?, uri: String)] = []
    private var suppressionsBeforeRoot: [RawSuppression] = []
    private var mapped: (document: Document, diagnostics: [Diagnostic])?

    public init(builder: DocumentBuilder, file: String, source: SourceText, options: FrontendOptions) {
        self.builder = builder
        self.file = file
        self.source = source
        self.options = options
    }

    // MARK: - ModelSource

    public var verdict: DocumentBuilder.RootVerdict {
        switch format {
        case .undecided: .undecided
        case .ui: builder.verdict
        case .interfaceBuilder, .android: .accepted
        case .declinedOther: .declined
        }
    }

    public var diagnostics: [Diagnostic] {
        switch format {
        case .interfaceBuilder, .android: mappedModel().diagnostics
        default: builder.diagnostics
        }
    }

    public func makeDocument() -> Document {
        switch format {
        case .interfaceBuilder, .android: mappedModel().document
        default: builder.makeDocument()
        }
    }

    private func mappedModel() -> (document: Document, diagnostics: [Diagnostic]) {
        if let mapped { return mapped }
        var result = (document: Document(file: file, platform: options.platform, locale: options.locale, elements: []),
                      diagnostics: [Diagnostic]())
        if let root = tree.root {
            switch format {
            case .interfaceBuilder:
                result = InterfaceBuilderFrontend(file: file, source: source, options: options).map(root)
            case .android:
                result = AndroidFrontend(file: file, source: source, options: options, namespaces: rootNamespaces).map(root)
            default: break
            }
        }
        mapped = result
        return result
    }

    // MARK: - ElementSink

    public func namespaceDeclarations(_ declarations: [(prefix: String?, uri: String)]) {
        if format == .undecided { rootNamespaces = declarations }
    }

    package func startElement(name: String, offset: Int, xmlAttributes: XMLAttributes) -> Bool {
        // A UI description's elements go to the builder as libxml2 gave them; other formats keep
        // their attributes in a tree, which wants them as `RawAttribute`s.
        if format == .ui { return builder.startElement(name: name, offset: offset, xmlAttributes: xmlAttributes) }
        return startElement(name: name, offset: offset, attributes: xmlAttributes.materialized())
    }

    public func startElement(name: String, offset: Int, attributes: [RawAttribute]) -> Bool {
        switch format {
        case .ui: return builder.startElement(name: name, offset: offset, attributes: attributes)
        case .interfaceBuilder, .android: return tree.startElement(name: name, offset: offset, attributes: attributes)
        case .declinedOther: return false
        case .undecided:
            format = Self.format(ofRoot: name, attributes: attributes, namespaces: rootNamespaces)
            // Standard input must be a UI description: the builder reports what it found instead.
            if format == .declinedOther, builder.options.requireUIRoot { format = .ui }
            let sink: ElementSink
            switch format {
            case .interfaceBuilder, .android: sink = tree
            case .declinedOther: return false
            default: sink = builder
            }
            for suppression in suppressionsBeforeRoot { sink.suppression(suppression) }
            suppressionsBeforeRoot = []
            return sink.startElement(name: name, offset: offset, attributes: attributes)
        }
    }

    public func endElement() {
        switch format {
        case .ui: builder.endElement()
        case .interfaceBuilder, .android: tree.endElement()
        default: break
        }
    }

    public func suppression(_ suppression: RawSuppression) {
        switch format {
        case .undecided: suppressionsBeforeRoot.append(suppression)
        case .ui: builder.suppression(suppression)
        case .interfaceBuilder, .android: tree.suppression(suppression)
        case .declinedOther: break
        }
    }

    /// Decides the format from the root element alone.
    package static func format(ofRoot name: String, attributes: [RawAttribute],
                       namespaces: [(prefix: String?, uri: String)]) -> Format {
        if name == "ui" { return .ui }
        if name == "document" {
            for attribute in attributes where attribute.name == "type" {
                if attribute.value.hasPrefix("com.apple.InterfaceBuilder3") { return .interfaceBuilder }
            }
            return .ui
        }
        if namespaces.contains(where: { $0.uri == androidNamespace }) {
            return AndroidFrontend.isLayoutRoot(name) ? .android : .declinedOther
        }
        return .ui
    }
}
