/// A parsed UI description: its elements in document order, the root first.
public struct Document: Sendable {
    /// The path reports show for this document.
    public let file: String
    public let platform: Platform
    /// The BCP 47 tag announcements are spoken in.
    public let locale: String
    public let elements: [Element]
    /// Positions of the checkboxes in `elements`: most rules walk only those, and filtering
    /// `elements` would copy every element (a retain and release per field) to test it.
    private let checkboxIndices: [Int]

    public init(file: String, platform: Platform, locale: String, elements: [Element]) {
        self.file = file
        self.platform = platform
        self.locale = locale
        self.elements = elements
        self.checkboxIndices = elements.indices.filter { elements[$0].kind == .checkbox }
    }

    public var root: Element? { elements.first }

    /// The checkboxes, in document order.
    public var checkboxes: LazyMapSequence<[Int], Element> { checkboxIndices.lazy.map { elements[$0] } }

    public func parent(of element: Element) -> Element? {
        element.parent.map { elements[$0] }
    }

    public func children(of element: Element) -> [Element] {
        element.children.map { elements[$0] }
    }

    /// The element and its ancestors, nearest first.
    public func lineage(of element: Element) -> UnfoldSequence<Element, (Element?, Bool)> {
        sequence(first: element) { current in current.parent.map { elements[$0] } }
    }

    /// The primary language subtag of the locale, lower-cased (`en-GB` → `en`).
    public var language: String {
        String(locale.prefix { $0 != "-" && $0 != "_" }).lowercased()
    }
}
