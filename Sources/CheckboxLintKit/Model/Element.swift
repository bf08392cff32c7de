/// One element of a UI description, with its attributes as typed values.
///
/// One flat class rather than a class per kind: documents are small trees and rules read a
/// handful of fields. A class rather than a struct because rules pass elements around constantly:
/// a struct of thirty fields was copied field by field each time (15 strings retained and
/// released, a sixth of a lint run by callgrind), a reference is one retain.
///
/// Builders (`DocumentBuilder`, `ModelAssembler`, front ends in other targets through
/// `ModelAssembler.add`'s `configure`) fill an element in and hand it to a `Document`;
/// nothing changes it after that, which is what makes sharing it between threads safe. Its fields
/// opt out of dynamic exclusivity checks for that reason: a builder is the only writer, on one
/// thread, and the checks cost more than the loads they guard.
public final class Element: @unchecked Sendable {
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
    @exclusivity(unchecked) public internal(set) var children: [Int] = []
    public let location: SourceLocation
    /// `signup/notifications/email`: ids where present, else `name[n]`, 0-based among same-named siblings.
    @exclusivity(unchecked) public internal(set) var path: String = ""
    /// Rules suppressed inline on this element (and so on its children), with the reason given.
    @exclusivity(unchecked) public internal(set) var suppressions: [String: String] = [:]

    // Common attributes.
    @exclusivity(unchecked) public var id: String?
    @exclusivity(unchecked) public var label: String?
    @exclusivity(unchecked) public var x: Double?
    @exclusivity(unchecked) public var y: Double?
    @exclusivity(unchecked) public var width: Double?
    @exclusivity(unchecked) public var height: Double?

    // `ui`
    @exclusivity(unchecked) public var version: Double?
    @exclusivity(unchecked) public var platform: Platform?
    @exclusivity(unchecked) public var locale: String?
    // `screen`
    @exclusivity(unchecked) public var title: String?
    // `group`
    @exclusivity(unchecked) public var header: String?

    // `checkbox`
    @exclusivity(unchecked) public var variant: Variant?
    @exclusivity(unchecked) public var accessibilityLabel: String?
    @exclusivity(unchecked) public var descriptionText: String?
    @exclusivity(unchecked) public var hint: String?
    @exclusivity(unchecked) public var state: CheckState?
    @exclusivity(unchecked) public var triState: Bool?
    @exclusivity(unchecked) public var disabled: Bool?
    @exclusivity(unchecked) public var readOnly: Bool?
    @exclusivity(unchecked) public var error: Bool?
    @exclusivity(unchecked) public var errorText: String?
    @exclusivity(unchecked) public var icon: String?
    @exclusivity(unchecked) public var flipIcon: Bool?
    @exclusivity(unchecked) public var reversed: Bool?
    @exclusivity(unchecked) public var divider: Bool?
    @exclusivity(unchecked) public var tapTarget: TapTarget?
    @exclusivity(unchecked) public var accessibilityElement: AccessibilityElementMode?
    @exclusivity(unchecked) public var accessibilityValue: String?
    @exclusivity(unchecked) public var traits: [String]?
    @exclusivity(unchecked) public var announcement: String?
    @exclusivity(unchecked) public var selectAll: Bool?
    @exclusivity(unchecked) public var controls: [String]?
    /// The platform class a native checkbox was read from, as the file names it (`UISwitch`,
    /// `NSButton`, `NSSwitch`, `CheckBox`, `com.google.android.material.switchmaterial.SwitchMaterial`,
    /// `Toggle`, `OUDSCheckbox`); nil in the `ui` format. The screen reader's words depend on it.
    @exclusivity(unchecked) public var controlClass: String?

    // Swift source (SPEC §10): values known only at run time, stored as `{expression}`. They count
    // as present (never label-missing) but text rules do not judge them.
    /// The accessible name is an expression (`Text(term.label)`), not a literal.
    @exclusivity(unchecked) public var isNameDynamic = false
    /// `accessibilityValue` is an expression (`isOn ? "on" : "off"`).
    @exclusivity(unchecked) public var isValueDynamic = false
    /// The binding the state comes from when its initial value is not in the file (`item.enabled`):
    /// the preview says `{item.enabled}` where the state word goes.
    @exclusivity(unchecked) public var stateBinding: String?
    /// The element stands for several made by a loop (`ForEach`): a checkbox that is a set of two
    /// or more by itself.
    @exclusivity(unchecked) public var isRepeated = false
    /// Android: the name is the text of another view whose `android:labelFor` points at this one,
    /// which TalkBack says as "Check box for <text>" (SPEC §3.1); nil otherwise.
    @exclusivity(unchecked) public var isLabelledByOtherView: Bool?

    // What the screen reader sees of a native control (SPEC §4.1, §9); never set in the `ui` format.
    /// Hidden from assistive technologies (IB `hidden="YES"` or `isElement` NO, Android
    /// `visibility="gone"`, `importantForAccessibility="no"` on it or an ancestor): not checked as
    /// a control of its own.
    @exclusivity(unchecked) public var isHiddenFromAccessibility = false
    /// Not a tap target of its own: a control inside a clickable row or Preference that is the
    /// accessibility element (its name is the row's text); the row's size is what counts.
    @exclusivity(unchecked) public var isPartOfRow = false
    /// A platform container that scopes sets, duplicates and headers without being a set with a
    /// header of its own: a tab, an alternate pane, a table column, a cell (kind `group`).
    @exclusivity(unchecked) public var isContainer = false
    /// The visible text beside a native checkbox that is not tied to it (a UILabel or NSTextField
    /// in the same cell or row, a TextView without `android:labelFor`), for `label-missing`.
    @exclusivity(unchecked) public var untiedText: String?
    /// The native view that lays the control out (a byte offset of its tag; 0 in the `ui` format):
    /// controls in different views never form one set, as views the front end looks through
    /// would otherwise make them neighbours.
    @exclusivity(unchecked) public var layoutParent = 0
    /// A text that labels another control on its row (an AppKit "Delay by: [field]" label), so it
    /// is not the title of the checkboxes below it.
    @exclusivity(unchecked) public var labelsAnotherControl = false

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

    /// Whether `name` is a resource reference the front end could not resolve (`@string/terms`,
    /// `?attr/title`): present, so the control is named, but not text to compare, match or measure.
    public static func isUnresolvedReference(_ name: String) -> Bool {
        // Nearly every name is told by its first byte; `hasPrefix` (which compares characters:
        // an `@` with a combining mark is not one) decides the rest. Rules ask for every checkbox.
        let first = name.utf8.first
        guard first == UInt8(ascii: "@") || first == UInt8(ascii: "?") else { return false }
        return name.hasPrefix("@") || name.hasPrefix("?")
    }

    /// The accessible name when it is text a user hears, nil when absent or an unresolved reference.
    public var comparableName: String? {
        guard let name = accessibleName, !Element.isUnresolvedReference(name) else { return nil }
        return name
    }

    /// x, y, width and height, when all four are known.
    public var frame: (x: Double, y: Double, width: Double, height: Double)? {
        guard let x, let y, let width, let height else { return nil }
        return (x, y, width, height)
    }
}
