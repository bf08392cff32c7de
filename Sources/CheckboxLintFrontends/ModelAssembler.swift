import CheckboxLintModel

/// Appends model elements produced by a front end: parent and children links, paths (ids where
/// present, else `kind[n]` among same-kind siblings), locations, inline suppressions, and the
/// checks of ids (invalid, duplicate) — through `ModelIdentity`, as `DocumentBuilder` does for the
/// `ui` format, so every front end's model gets them the same way.
public struct ModelAssembler {
    public let source: SourceText
    public let knownRuleIDs: Set<String>
    public private(set) var elements: [Element] = []
    public private(set) var diagnostics: [Diagnostic] = []
    /// For each element index, how many children of each kind it has had.
    private var siblingCounts: [Int: [Element.Kind: Int]] = [:]
    private var ids = UniqueIDs()

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
        checkID(of: element)
        if let parent {
            let position = siblingCounts[parent, default: [:]][kind, default: 0]
            siblingCounts[parent, default: [:]][kind] = position + 1
            let segment = ModelIdentity.pathSegment(id: element.id, name: element.name, position: position)
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
        var found: [Diagnostic] = []
        ModelIdentity.apply(suppression, to: element, knownRuleIDs: knownRuleIDs, source: source) { check, message, location, severity in
            found.append(Diagnostic(ruleID: check.id, message: message, location: location, element: element.index,
                                    requestedSeverity: severity))
        }
        diagnostics += found
    }

    /// Keeps `element`'s id when it is valid and unused, reporting it otherwise, as the `ui`
    /// format's builder does: an invalid id is dropped (the path falls back to `kind[n]`), a
    /// duplicate one is kept.
    private mutating func checkID(of element: Element) {
        guard let id = element.id else { return }
        if let problem = ModelIdentity.idProblem(id) {
            element.id = nil
            diagnostics.append(Diagnostic(.invalidValue, message: ModelIdentity.invalidValueMessage("id", value: id, on: element.name, problem: problem),
                                          location: element.location, element: element.index))
        } else if let first = ids.earlierUse(of: id, by: element.index),
                  // The same start tag mapped onto two elements (an Android layout's root that is
                  // both the screen and its control) is one id used once.
                  elements[first].location != element.location {
            diagnostics.append(Diagnostic(.duplicateID, message: ModelIdentity.duplicateIDMessage(id, earlier: elements[first]),
                                          location: element.location, element: element.index))
        }
    }
}
