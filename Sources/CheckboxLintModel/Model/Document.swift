/// A parsed UI description: its elements in document order, the root first.
public struct Document: Sendable {
    /// The path reports show for this document.
    public let file: String
    public let platform: Platform
    /// The BCP 47 tag announcements are spoken in.
    public let locale: String
    /// What the platform of the file is like, as its front end knows it.
    public let profile: PlatformProfile
    /// What the front end read, element by element: locations, paths, ids, suppressions.
    public let elements: [Element]
    /// What the screen reader meets (SPEC §11): what rules, readers and reports read.
    public let tree: AccessibilityTree
    /// The first element of each id, when the front end kept the table it checked ids with.
    public package(set) var elementIDs: ElementIDs?

    /// A document a front end read, with the tree it built.
    public init(file: String, locale: String, profile: PlatformProfile, elements: [Element], tree: AccessibilityTree) {
        self.file = file
        self.platform = profile.platform
        self.locale = locale
        self.profile = profile
        self.elements = elements
        self.tree = tree
    }

    public var root: Element? { elements.first }

    /// The checkbox elements, in document order (hidden ones included).
    public var checkboxes: LazyFilterSequence<[Element]> { elements.lazy.filter { $0.kind == .checkbox } }

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

extension Document {
    /// A document in checkbox-lint's own format: its tree is the design grammar's (`UIFormatTree`).
    public init(file: String, platform: Platform, locale: String, elements: [Element]) {
        let profile = PlatformProfile.uiFormat(platform: platform)
        self.init(file: file, locale: locale, profile: profile, elements: elements,
                  tree: UIFormatTree.build(elements: elements, profile: profile))
    }
}
