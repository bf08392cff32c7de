/// One element of a UI description, with its attributes as typed values.
///
/// A flat struct rather than a class per kind: documents are small trees, rules read a handful of
/// fields, and a flat array of values keeps allocation per element to one.
public struct Element: Sendable {
    public enum Kind: String, CaseIterable, Sendable {
        case ui, screen, group, checkbox, text, button, link, tooltip
    }

    /// The element name as written (`type` in JSON).
    public let name: String
    /// Nil for a name the model does not know.
    public let kind: Kind?
    /// Position in `Document.elements` (document order).
    public let index: Int
    public let parent: Int?
    public internal(set) var children: [Int] = []
    public let location: SourceLocation
    /// `signup/notifications/email`: ids where present, else `name[n]`, 0-based among same-named siblings.
    public internal(set) var path: String = ""
    /// Rules suppressed inline on this element (and so on its children), with the reason given.
    public internal(set) var suppressions: [String: String] = [:]

    // Common attributes.
    public internal(set) var id: String?
    public internal(set) var label: String?
    public internal(set) var x: Double?
    public internal(set) var y: Double?
    public internal(set) var width: Double?
    public internal(set) var height: Double?

    // `ui`
    public internal(set) var version: Double?
    public internal(set) var platform: Platform?
    public internal(set) var locale: String?
    // `screen`
    public internal(set) var title: String?
    // `group`
    public internal(set) var header: String?

    // `checkbox`
    public internal(set) var variant: Variant?
    public internal(set) var accessibilityLabel: String?
    public internal(set) var descriptionText: String?
    public internal(set) var hint: String?
    public internal(set) var state: CheckState?
    public internal(set) var triState: Bool?
    public internal(set) var disabled: Bool?
    public internal(set) var readOnly: Bool?
    public internal(set) var error: Bool?
    public internal(set) var errorText: String?
    public internal(set) var icon: String?
    public internal(set) var flipIcon: Bool?
    public internal(set) var reversed: Bool?
    public internal(set) var divider: Bool?
    public internal(set) var tapTarget: TapTarget?
    public internal(set) var accessibilityElement: AccessibilityElementMode?
    public internal(set) var accessibilityValue: String?
    public internal(set) var traits: [String]?
    public internal(set) var announcement: String?
    public internal(set) var selectAll: Bool?
    public internal(set) var controls: [String]?

    public init(name: String, kind: Kind?, index: Int, parent: Int?, location: SourceLocation) {
        self.name = name
        self.kind = kind
        self.index = index
        self.parent = parent
        self.location = location
    }

    public var isCheckbox: Bool { kind == .checkbox }

    /// What VoiceOver says as the name: `accessibilityLabel` if non-blank, else `label` if non-blank.
    public var accessibleName: String? {
        if let accessibilityLabel, !accessibilityLabel.isBlank { return accessibilityLabel }
        if let label, !label.isBlank { return label }
        return nil
    }

    /// The initial state, `unchecked` when none is given.
    public var checkState: CheckState { state ?? .unchecked }
    public var isTriState: Bool { triState ?? false }
    public var isDisabled: Bool { disabled ?? false }
    public var isReadOnly: Bool { readOnly ?? false }
    public var isError: Bool { error ?? false }
    public var isSelectAll: Bool { selectAll ?? false }

    /// How messages name the element: its id when it has one, else its path.
    public var displayName: String { id ?? path }

    /// x, y, width and height, when all four are known.
    public var frame: (x: Double, y: Double, width: Double, height: Double)? {
        guard let x, let y, let width, let height else { return nil }
        return (x, y, width, height)
    }
}
