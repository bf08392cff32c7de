/// Lints one input: reads it with the reader its syntax needs, builds the model, runs the rules,
/// and turns diagnostics into findings with severities, paths and suppressions.
public struct Linter: Sendable {
    public let configuration: LintConfiguration
    let rules: [any Rule]
    /// Made once per run, not once per file.
    private let knownRuleIDs = Set(RuleRegistry.ids)

    public init(configuration: LintConfiguration) throws {
        self.configuration = configuration
        self.rules = try configuration.makeRules()
    }

    public enum Syntax: Sendable {
        case xml, json

        /// Guesses the syntax from the name, else from the first significant byte.
        static func of(path: String, bytes: [UInt8]) -> Syntax {
            let lower = path.lowercased()
            if lower.hasSuffix(".json") { return .json }
            if lower.hasSuffix(".xml") { return .xml }
            var index = 0
            if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
            while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
            if index < bytes.count, bytes[index] == UInt8(ascii: "{") || bytes[index] == UInt8(ascii: "[") { return .json }
            return .xml
        }
    }

    /// The outcome for one file.
    public enum Outcome: Sendable {
        /// Read as a UI description; its findings, sorted in report order.
        case linted([Finding])
        /// Not a UI description: skipped, counted, never a failure.
        case skipped
    }

    /// Lints `bytes` read from `file` (the path reports show).
    /// - Parameter requireUIRoot: report a missing `ui` root instead of skipping (standard input).
    public func lint(bytes: [UInt8], file: String, syntax: Syntax? = nil, requireUIRoot: Bool = false) -> Outcome {
        let source = SourceText(bytes: bytes)
        let syntax = syntax ?? Syntax.of(path: file, bytes: bytes)
        let builder = DocumentBuilder(file: file, source: source, options: DocumentBuilder.Options(
            platform: configuration.platform, locale: configuration.locale,
            knownRuleIDs: knownRuleIDs, requireUIRoot: requireUIRoot))
        let failure: ParseFailure? = switch syntax {
        case .xml: XMLReader.read(source, into: builder)
        case .json: JSONReader.read(source, into: builder)
        }
        let document = builder.makeDocument()
        if let failure, builder.verdict != .declined {
            let location = failure.offset.map { source.location(ofOffset: $0) } ?? failure.location ?? .start
            let diagnostic = Diagnostic(ruleID: DocumentChecks.parseError.id, message: parseMessage(failure, syntax),
                                        location: location, element: nil)
            return .linted(findings(from: [diagnostic], in: document))
        }
        switch builder.verdict {
        case .declined, .undecided:
            return .skipped
        case .accepted:
            break
        }
        var diagnostics = builder.diagnostics
        // A document without its `ui` root has no model to check.
        if document.root?.kind == .ui {
            for rule in rules {
                var context = RuleContext(document: document, ruleID: type(of: rule).description.id)
                rule.check(document, &context)
                diagnostics += context.diagnostics
            }
        }
        return .linted(findings(from: diagnostics, in: document))
    }

    private func parseMessage(_ failure: ParseFailure, _ syntax: Syntax) -> String {
        let kind = syntax == .xml ? "XML" : "JSON"
        return "The file is not well-formed \(kind): \(failure.message)"
    }

    private func findings(from diagnostics: [Diagnostic], in document: Document) -> [Finding] {
        var findings: [Finding] = []
        findings.reserveCapacity(diagnostics.count)
        for diagnostic in diagnostics {
            guard let severity = configuration.severities[diagnostic.ruleID] else { continue }
            var finding = Finding(ruleID: diagnostic.ruleID, severity: severity, message: diagnostic.message,
                                  file: document.file, location: diagnostic.location, path: "")
            if let index = diagnostic.element {
                finding.path = document.elements[index].path
                // Up the ancestors by index: each `Element` copied out of the array would cost a
                // retain and a release of every one of its strings.
                var current: Int? = index
                while let at = current {
                    if let reason = document.elements[at].suppressions[diagnostic.ruleID] {
                        finding.suppression = Finding.Suppression(kind: .inSource, justification: reason)
                        break
                    }
                    current = document.elements[at].parent
                }
            }
            findings.append(finding)
        }
        findings.sort(by: Finding.reportOrder)
        return findings
    }
}
