import CheckboxLintModel

/// One element of an XML file as written: its name, where its start tag is, its attributes and
/// children. Front ends that map another format onto the model need to look ahead (a `button` is a
/// checkbox only once its `buttonCell` is seen; an Android `labelFor` may name a later view), so
/// they read the whole tree first, then map it in one recursive pass.
package final class XMLNode {
    let name: String
    /// Byte offset of the `<` of the start tag.
    let offset: Int
    let attributes: [RawAttribute]
    private(set) var children: [XMLNode] = []
    /// An inline suppression comment written just before this element.
    var suppression: RawSuppression?

    init(name: String, offset: Int, attributes: [RawAttribute]) {
        self.name = name
        self.offset = offset
        self.attributes = attributes
    }

    func append(_ child: XMLNode) { children.append(child) }

    /// The value of the attribute with this qualified name (`prefix:local` when prefixed).
    func attribute(_ name: String) -> String? {
        for attribute in attributes where attribute.name == name { return attribute.value }
        return nil
    }

    /// The first child with this name and, when given, this `key` attribute (Interface Builder
    /// names an element's role in its parent with `key`: `<rect key="frame">`).
    func child(_ name: String, key: String? = nil) -> XMLNode? {
        children.first { $0.name == name && (key == nil || $0.attribute("key") == key) }
    }

    /// This element and all below it, in document order, depth first.
    func contains(where predicate: (XMLNode) -> Bool) -> Bool {
        if predicate(self) { return true }
        return children.contains { $0.contains(where: predicate) }
    }
}

/// An `ElementSink` that keeps the whole document as `XMLNode`s.
final class XMLTreeBuilder: ElementSink {
    private(set) var root: XMLNode?
    private var stack: [XMLNode] = []
    private var pendingSuppression: RawSuppression?

    func startElement(name: String, offset: Int, attributes: [RawAttribute]) -> Bool {
        let node = XMLNode(name: name, offset: offset, attributes: attributes)
        node.suppression = pendingSuppression
        pendingSuppression = nil
        if let parent = stack.last { parent.append(node) } else if root == nil { root = node }
        stack.append(node)
        return true
    }

    func endElement() {
        pendingSuppression = nil
        _ = stack.popLast()
    }

    func suppression(_ suppression: RawSuppression) {
        if suppression.precedesElement { pendingSuppression = suppression }
    }
}
