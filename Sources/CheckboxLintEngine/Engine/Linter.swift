import CheckboxLintModel
import CheckboxLintFrontends
import CheckboxLintRules

/// Lints one input: reads it with the reader its syntax needs, builds the model, runs the rules,
/// and turns diagnostics into findings with severities, paths and suppressions.
public struct Linter: Sendable {
    public let configuration: LintConfiguration
    let rules: [any Rule]
    /// Android string resources, read once per run and shared by the threads that lint files.
    public let stringResources: AndroidStringResources
    /// What the projects' code assigns to controls, read once per run and shared likewise.
    public let codeEvidence = CodeEvidence()

    /// Whether findings carry their element's path (`Finding.path`): false when the report prints
    /// none and no baseline is read or written (text, GitHub annotations, Checkstyle); then the
    /// `ui` format's paths are made when asked, only for messages that name an element by it.
    public var findingsCarryPaths = true

    public init(configuration: LintConfiguration) throws {
        self.configuration = configuration
        self.rules = try configuration.makeRules()
        self.stringResources = AndroidStringResources(fallbackRoots: configuration.projectFolders)
    }

    public enum Syntax: Sendable {
        case xml, json

        /// Guesses the syntax from the name, else from the first significant byte, for the
        /// standard front ends (`FrontendRegistry.syntax(of:bytes:)`).
        public static func of(path: String, bytes: [UInt8]) -> Syntax {
            FrontendRegistry.standard.syntax(of: path, bytes: bytes)
        }
    }

    /// The outcome for one file.
    public enum Outcome: Sendable {
        /// Read as a UI description; its findings, sorted in report order.
        case linted([Finding])
        /// Not a UI description: skipped, counted, never a failure.
        case skipped
    }

    /// A document as read and built, before any rule runs: what `lint` and `preview` start from.
    public typealias Reading = FrontendReading

    /// Reads `bytes` from `file` (the path reports show) and builds the model.
    ///
    /// The bytes are taken, not borrowed: the `ui` readers let them go with the source text once the
    /// model is built, so a big file's bytes are not held while the rules run (when the caller
    /// passes its last copy with `consume`).
    /// - Parameter requireUIRoot: report a missing `ui` root instead of skipping (standard input).
    public func read(bytes: consuming [UInt8], file: String, syntax: Syntax? = nil, requireUIRoot: Bool = false) -> Reading {
        // A syntax forced by the caller (standard input) is read as the `ui` format.
        let registry = configuration.frontends
        let syntaxForced = syntax != nil
        if syntax == nil, let frontend = registry.frontend(claiming: file, bytes: bytes) {
            return frontend.read(bytes: bytes, file: file, context: FrontendContext(configuration: configuration, stringResources: stringResources))
        }
        let syntax = syntax ?? registry.syntax(of: file, bytes: bytes)
        let source = SourceText(bytes: consume bytes)
        // Decided before a reader can refuse what an ordinary file may hold (SPEC §1); standard
        // input must be a UI description, so it is always read.
        if !requireUIRoot, UIDescriptionSniffer.verdict(for: source.bytes, path: file, syntax: syntax, registry: registry) == .skip {
            return .skipped
        }
        let (model, readerFailure) = ModelReader.read(source, syntax: syntax, file: file, configuration: configuration,
                                                      requireUIRoot: requireUIRoot, stringResources: stringResources,
                                                      codeEvidence: codeEvidence, makesElementPaths: findingsCarryPaths)
        // A well-formed UI description's bytes are let go before its model is finished (its tree
        // built): nothing asks a location of them after the reader (issue 28).
        if readerFailure == nil, model.verdict == .accepted, model.makesDocumentWithoutSource { source.releaseBytes() }
        let document = model.makeDocument()
        // An Interface Builder file that ends before its root element is complete is broken, not
        // another format: only UI descriptions have these extensions.
        let failure = readerFailure ?? (model.verdict == .undecided && syntax == .xml && registry.hasXMLFrontendExtension(file)
            ? ParseFailure(message: "the file ends before its root element is complete", offset: source.bytes.count) : nil)
        // A file named on the command line with an ending no front end walks for (`ci.yml`,
        // `README.md`: pre-commit and `$(git diff --name-only)` name every changed file) that
        // broke before showing a root is not a UI description: skipped, as in a walk (SPEC §1).
        // A syntax the caller forces says the bytes are meant as a UI description: read.
        let notOurs = model.verdict == .undecided && !requireUIRoot && !syntaxForced && !registry.walksFor(file)
        if let failure, model.verdict != .declined, !notOurs {
            let location = failure.offset.map { source.location(ofOffset: $0) } ?? failure.location ?? .start
            let diagnostic = Diagnostic(.parseError, message: parseMessage(failure, syntax),
                                        location: location, element: nil)
            return .unparsable(document, diagnostic)
        }
        switch model.verdict {
        case .declined, .undecided:
            return .skipped
        case .accepted:
            return .built(document, model.diagnostics)
        }
    }

    /// Lints `bytes` read from `file` (the path reports show).
    /// - Parameter requireUIRoot: report a missing `ui` root instead of skipping (standard input).
    public func lint(bytes: consuming [UInt8], file: String, syntax: Syntax? = nil, requireUIRoot: Bool = false) -> Outcome {
        switch read(bytes: consume bytes, file: file, syntax: syntax, requireUIRoot: requireUIRoot) {
        case .skipped:
            return .skipped
        case .unparsable(let document, let diagnostic):
            return .linted(findings(from: [diagnostic], in: document))
        case .built(let document, var diagnostics):
            check(document, into: &diagnostics)
            // The document is handed on with its last reference: `findings` lets the model go
            // before it makes the findings, so a big file's model and findings are never held
            // together (issue 28).
            return .linted(findings(from: consume diagnostics, in: consume document))
        }
    }

    /// `lint`, and the document it checked (nil when skipped or unparsable): what the HTML page draws.
    func lintKeepingDocument(bytes: consuming [UInt8], file: String, syntax: Syntax? = nil,
                             requireUIRoot: Bool = false) -> (outcome: Outcome, document: Document?) {
        switch read(bytes: consume bytes, file: file, syntax: syntax, requireUIRoot: requireUIRoot) {
        case .skipped:
            return (.skipped, nil)
        case .unparsable(let document, let diagnostic):
            return (.linted(findings(from: [diagnostic], in: document)), nil)
        case .built(let document, var diagnostics):
            check(document, into: &diagnostics)
            return (.linted(findings(from: consume diagnostics, in: document)), document)
        }
    }

    /// Runs the rules on `document`, appending their diagnostics to the builder's.
    private func check(_ document: Document, into diagnostics: inout [Diagnostic]) {
        // A document without its `ui` root has no model to check (front ends give their
        // documents a `ui` root).
        guard document.root?.kind == .ui else { return }
        // One context for every rule, reporting into the builder's diagnostics: a context
        // and an array per rule, appended to these, cost 0.5 % of a lint run by callgrind.
        var context = RuleContext(document: document, ruleID: "", reader: configuration.reader)
        swap(&context.diagnostics, &diagnostics)
        for rule in rules {
            context.ruleID = type(of: rule).description.id
            rule.check(document, &context)
        }
        swap(&context.diagnostics, &diagnostics)
    }

    private func parseMessage(_ failure: ParseFailure, _ syntax: Syntax) -> String {
        let kind = syntax == .xml ? "XML" : "JSON"
        // The reader's words may quote the input (libxml2 quotes names): on one line, as every message.
        return "The file is not well-formed \(kind): \(OneLine.escaped(failure.message))"
    }

    /// The findings of `diagnostics`, in report order.
    ///
    /// What a finding needs of the document (its element's path, an inline suppression) is read
    /// first; then the document is let go (when the caller passed its last reference) before the
    /// findings are made, and their memory is given back to the system when it was much: on a file of
    /// 200,000 checkboxes the model is three times the file, the findings almost one (issue 28).
    func findings(from diagnostics: consuming [Diagnostic], in document: consuming Document) -> [Finding] {
        // Diagnostics come grouped by rule: the severity is looked up once per run of them, in
        // the order made, before they are put in report order.
        var severityOfRule: (ruleID: String, severity: Severity?) = ("", nil)
        let configuredSeverities = diagnostics.map { diagnostic in
            if diagnostic.ruleID != severityOfRule.ruleID {
                severityOfRule = (diagnostic.ruleID, configuration.severities[diagnostic.ruleID])
            }
            return severityOfRule.severity
        }
        let file = document.file
        let places = FindingPlaces(of: diagnostics, severities: configuredSeverities, document: document,
                                   withPaths: findingsCarryPaths)
        let elementCount = document.elements.count
        _ = consume document
        if elementCount >= MemoryReturn.elementsWorthReturning { MemoryReturn.giveBackFreedMemory() }
        let diagnostics = SpareCapacity.trimmed(
            diagnostics, filler: Diagnostic(ruleID: "", message: "", location: .start, element: nil))
        // Sorted once the model is gone: the positions and the sort's own room are not added to it.
        let order = Self.reportOrder(of: diagnostics)
        // Each finding is made in its place in the array, from the diagnostic's fields read in
        // place: a diagnostic copied out, and a finding made and then appended, were each copied
        // (their strings retained and released) on the way (by callgrind, 43 M -> 38 M over 32,000 findings).
        return diagnostics.withUnsafeBufferPointer { diagnostics in
            [Finding](unsafeUninitializedCapacity: diagnostics.count) { findings, made in
                made = 0
                for position in order {
                    guard let configured = configuredSeverities[position] else { continue }
                    let severity = diagnostics[position].requestedSeverity.map { min($0, configured) } ?? configured
                    (findings.baseAddress! + made).initialize(to: Finding(
                        ruleID: diagnostics[position].ruleID, severity: severity, message: diagnostics[position].message,
                        file: file, location: diagnostics[position].location, path: places.path(of: position),
                        suppression: places.suppression(of: position)))
                    made += 1
                }
            }
        }
    }

    /// The positions of `diagnostics` in report order (`Finding.reportOrder`: one document's
    /// findings share their file), equal ones in the order given, as the stable sort of the
    /// findings left them. Sorting positions moves two words where sorting findings moved seven
    /// fields with their reference counts (by callgrind, 1.2 % of a lint run).
    static func reportOrder(of diagnostics: [Diagnostic]) -> [Int] {
        var order = Array(diagnostics.indices)
        diagnostics.withUnsafeBufferPointer { diagnostics in
            order.sort { a, b in
                let left = diagnostics[a].location, right = diagnostics[b].location
                if left != right { return left < right }
                if diagnostics[a].ruleID != diagnostics[b].ruleID { return diagnostics[a].ruleID < diagnostics[b].ruleID }
                if diagnostics[a].message != diagnostics[b].message { return diagnostics[a].message < diagnostics[b].message }
                return a < b
            }
        }
        return order
    }
}

/// What each finding of a document needs of its model, by the position of its diagnostic: its
/// element's path (when findings carry paths) and the reason of an inline suppression that applies
/// to it. Read before the model is let go, so that the model and the findings are not held together.
struct FindingPlaces {
    /// By position; empty when findings carry no path.
    private var paths: [String] = []
    /// By position, only the suppressed: most findings are not.
    private var suppressions: [Int: String] = [:]

    init(of diagnostics: borrowing [Diagnostic], severities: borrowing [Severity?], document: borrowing Document, withPaths: Bool) {
        if withPaths { paths.reserveCapacity(diagnostics.count) }
        // A path is made when asked (`Element.path`) unless findings carry paths, when it was
        // made as the element was met; once for a run of diagnostics of one element.
        var lastPath = (element: -1, path: "")
        diagnostics.withUnsafeBufferPointer { diagnostics in
            for position in diagnostics.indices {
                guard let index = diagnostics[position].element, severities[position] != nil else {
                    if withPaths { paths.append("") }
                    continue
                }
                if withPaths {
                    if lastPath.element != index { lastPath = (index, document.elements[index].path) }
                    paths.append(lastPath.path)
                }
                // Up the ancestors by index.
                var current: Int? = index
                while let at = current {
                    // Most elements suppress nothing: no dictionary is made or hashed for them.
                    if let reason = document.elements[at].suppressionReason(for: diagnostics[position].ruleID) {
                        suppressions[position] = reason
                        break
                    }
                    current = document.elements[at].parent
                }
            }
        }
    }

    func path(of position: Int) -> String { paths.isEmpty ? "" : paths[position] }

    func suppression(of position: Int) -> Finding.Suppression? {
        guard !suppressions.isEmpty, let reason = suppressions[position] else { return nil }
        return Finding.Suppression(kind: .inSource, justification: reason)
    }
}
