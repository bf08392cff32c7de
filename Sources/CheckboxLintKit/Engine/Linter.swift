/// Lints one input: reads it with the reader its syntax needs, builds the model, runs the rules,
/// and turns diagnostics into findings with severities, paths and suppressions.
public struct Linter: Sendable {
    public let configuration: LintConfiguration
    let rules: [any Rule]

    public init(configuration: LintConfiguration) throws {
        self.configuration = configuration
        self.rules = try configuration.makeRules()
    }

    public enum Syntax: Sendable {
        case xml, json

        /// Guesses the syntax from the name, else from the first significant byte.
        public static func of(path: String, bytes: [UInt8]) -> Syntax {
            let lower = path.lowercased()
            if lower.hasSuffix(".json") { return .json }
            if lower.hasSuffix(".xml") || lower.hasSuffix(".xib") || lower.hasSuffix(".storyboard") { return .xml }
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
        let model = ModelReader.sink(for: syntax, file: file, source: source, configuration: configuration,
                                     requireUIRoot: requireUIRoot)
        let failure: ParseFailure? = switch syntax {
        case .xml: XMLReader.read(source, into: model)
        case .json: JSONReader.read(source, into: model)
        }
        let document = model.makeDocument()
        if let failure, model.verdict != .declined {
            let location = failure.offset.map { source.location(ofOffset: $0) } ?? failure.location ?? .start
            let diagnostic = Diagnostic(ruleID: DocumentChecks.parseError.id, message: parseMessage(failure, syntax),
                                        location: location, element: nil)
            return .linted(findings(from: [diagnostic], in: document))
        }
        switch model.verdict {
        case .declined, .undecided:
            return .skipped
        case .accepted:
            break
        }
        var diagnostics = model.diagnostics
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
                let element = document.elements[index]
                finding.path = element.path
                if let reason = document.lineage(of: element).lazy.compactMap({ $0.suppressions[diagnostic.ruleID] }).first {
                    finding.suppression = Finding.Suppression(kind: .inSource, justification: reason)
                }
            }
            findings.append(finding)
        }
        findings.sort(by: Finding.reportOrder)
        return findings
    }
}
