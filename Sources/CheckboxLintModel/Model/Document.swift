/// Which kind of file a document was read from. Rules use it to know what they may assume
/// (SPEC §4.1: a state saved in a layout is a design-time value, UIKit orders VoiceOver by frames),
/// and the preview to pick the screen reader whose words it speaks (SPEC §3.1).
public enum DocumentOrigin: String, Sendable {
    /// checkbox-lint's own `ui` format, XML or JSON.
    case ui
    /// An Interface Builder file (`.xib`, `.storyboard`).
    case interfaceBuilder
    /// An Android layout.
    case android
    /// Swift source (SwiftUI, UIKit).
    case swift
    /// Kotlin source: Jetpack Compose (SPEC §12).
    case compose

    /// A platform's native UI file, where the controls are the platform's own.
    public var isNative: Bool { self != .ui }
}

/// A parsed UI description: its elements in document order, the root first.
public struct Document: Sendable {
    /// The path reports show for this document.
    public let file: String
    public let platform: Platform
    /// The BCP 47 tag announcements are spoken in.
    public let locale: String
    /// The kind of file the front end read.
    public let origin: DocumentOrigin
    public let elements: [Element]
    /// Positions of the checkboxes in `elements`: most rules walk only those, and filtering
    /// `elements` would copy every element (a retain and release per field) to test it.
    @usableFromInline let checkboxIndices: [Int]
    /// The checkboxes a screen reader reaches: not hidden from assistive technologies.
    @usableFromInline let reachableCheckboxIndices: [Int]

    public init(file: String, platform: Platform, locale: String, origin: DocumentOrigin = .ui, elements: [Element]) {
        self.file = file
        self.platform = platform
        self.locale = locale
        self.origin = origin
        self.elements = elements
        self.checkboxIndices = elements.indices.filter { elements[$0].kind == .checkbox }
        self.reachableCheckboxIndices = checkboxIndices.filter { !elements[$0].isHiddenFromAccessibility }
    }

    public var root: Element? { elements.first }

    /// The checkboxes, in document order.
    @inlinable
    public var checkboxes: LazyMapSequence<[Int], Element> { checkboxIndices.lazy.map { elements[$0] } }

    /// The checkboxes rules check: those a screen reader reaches (SPEC §4.1: a hidden control is
    /// not checked as a control of its own). The same as `checkboxes` in the `ui` format.
    @inlinable
    public var reachableCheckboxes: LazyMapSequence<[Int], Element> { reachableCheckboxIndices.lazy.map { elements[$0] } }

    /// How a message names an element, quoted: in a native file its visible title, with the object
    /// id only to tell it apart (`'Use AI to check safety' (eel-aL-P0T)`), since an Interface
    /// Builder id alone says nothing to a reader; elsewhere its id or path (`'email'`).
    /// Its parts are excerpts kept on one line (`OneLine`): messages interpolate it whole, as
    /// `\(composed:)`.
    public func messageName(of element: Element) -> String {
        guard origin.isNative, let title = element.accessibleName else { return "'\(OneLine.excerpt(element.displayName))'" }
        if origin == .interfaceBuilder, let id = element.id { return "'\(OneLine.excerpt(title))' (\(OneLine.excerpt(id)))" }
        return "'\(OneLine.excerpt(title))'"
    }

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
