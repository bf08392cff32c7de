import CheckboxLintModel

/// Appends model elements produced by a front end: parent and children links, paths (ids where
/// present, else `kind[n]` among same-kind siblings, as `DocumentBuilder` makes them), locations,
/// and inline suppressions.
public struct ModelAssembler {
    public let source: SourceText
    public let knownRuleIDs: Set<String>
    public private(set) var elements: [Element] = []
    public private(set) var diagnostics: [Diagnostic] = []
    /// For each element index, how many children of each kind it has had.
    private var siblingCounts: [Int: [Element.Kind: Int]] = [:]

    public init(source: SourceText, knownRuleIDs: Set<String>) {
        self.source = source
        self.knownRuleIDs = knownRuleIDs
    }

    /// Adds an element of `kind` located at the start tag at `offset`; `configure` sets its fields.
    /// Returns its index.
    @discardableResult
    public mutating func add(_ kind: Element.Kind, at offset: Int, parent: Int?, suppression: RawSuppression? = nil,
                      configure: (Element) -> Void = { _ in }) -> Int {
        let element = Element(name: kind.rawValue, kind: kind, index: elements.count, parent: parent,
                              location: source.location(ofOffset: offset))
        configure(element)
        if let id = element.id, id.isBlank || id.contains("/") { element.id = nil }
        if let parent {
            let position = siblingCounts[parent, default: [:]][kind, default: 0]
            siblingCounts[parent, default: [:]][kind] = position + 1
            let segment = element.id ?? "\(kind.rawValue)[\(position)]"
            // The root is implied: paths start at its children.
            element.path = elements[parent].parent == nil ? segment : elements[parent].path + "/" + segment
            elements[parent].children.append(element.index)
        } else {
            element.path = kind.rawValue
        }
        if let suppression { apply(suppression, to: element) }
        elements.append(element)
        return element.index
    }

    private mutating func apply(_ suppression: RawSuppression, to element: Element) {
        // Located at the comment, which is what to fix.
        let location = source.location(ofOffset: suppression.offset)
        if let problem = suppression.problem {
            diagnostics.append(Diagnostic(.invalidValue, message: problem, location: location, element: element.index))
            return
        }
        if suppression.rules.isEmpty {
            diagnostics.append(Diagnostic(
                .invalidValue,
                message: "The suppression names no rule; write checkbox-lint-disable rule-id[, rule-id] -- reason",
                location: location, element: element.index))
        }
        for (id, reason) in suppression.rules {
            if knownRuleIDs.isEmpty || knownRuleIDs.contains(id) {
                element.suppressions[id] = reason
            } else {
                diagnostics.append(Diagnostic(
                    .invalidValue,
                    message: "The suppression names unknown rule '\(OneLine.excerpt(id))'" + Suggestion.clause(for: id, in: knownRuleIDs),
                    location: location, element: element.index))
            }
        }
    }
}
