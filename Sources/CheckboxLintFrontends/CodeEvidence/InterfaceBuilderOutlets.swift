/// The outlets of an Interface Builder file: which property of which class points at each object
/// (`<outlet property="x" destination="id"/>` in the `connections` of an object whose
/// `customClass` names the class: File's Owner, a view controller, a cell view).
struct InterfaceBuilderOutlets {
    /// destination object id → (class, property) pairs.
    private(set) var byDestination: [String: [(className: String, property: String)]] = [:]
    /// The classes that own outlets, with their outlet properties.
    private(set) var properties: [String: Set<String>] = [:]

    init(_ root: XMLNode) {
        collect(root)
    }

    private mutating func collect(_ node: XMLNode) {
        if node.name == "connections" { return }
        if let className = node.attribute("customClass"), let connections = node.child("connections") {
            for outlet in connections.children where outlet.name == "outlet" {
                guard let property = outlet.attribute("property"), let destination = outlet.attribute("destination") else { continue }
                byDestination[destination, default: []].append((className, property))
                properties[className, default: []].insert(property)
            }
        }
        for child in node.children { collect(child) }
    }

    /// What code assigns to the object `id` through its outlets.
    func evidence(for id: String?, in code: [String: [String: ControlEvidence]]) -> ControlEvidence {
        var found = ControlEvidence()
        guard let id, let outlets = byDestination[id] else { return found }
        for outlet in outlets {
            if let evidence = code[outlet.className]?[SourceScanner.key(outlet.property.utf8)] { found.merge(evidence) }
        }
        return found
    }
}
