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
    @exclusivity(unchecked) @usableFromInline var _children: [Int] = []
    @inlinable public package(set) var children: [Int] { get { _children } set { _children = newValue } _modify { yield &_children } }
    public let location: SourceLocation
    /// `signup/notifications/email`: ids where present, else `name[n]`, 0-based among same-named siblings.
    @exclusivity(unchecked) @usableFromInline var _path: String = ""
    @inlinable public package(set) var path: String { get { _path } set { _path = newValue } _modify { yield &_path } }
    /// Rules suppressed inline on this element (and so on its children), with the reason given.
    @exclusivity(unchecked) @usableFromInline var _suppressions: [String: String] = [:]
    @inlinable public package(set) var suppressions: [String: String] { get { _suppressions } set { _suppressions = newValue } _modify { yield &_suppressions } }

    // Common attributes.
    @exclusivity(unchecked) @usableFromInline var _id: String?
    @inlinable public var id: String? { get { _id } set { _id = newValue } _modify { yield &_id } }
    @exclusivity(unchecked) @usableFromInline var _label: String?
    @inlinable public var label: String? { get { _label } set { _label = newValue } _modify { yield &_label } }
    @exclusivity(unchecked) @usableFromInline var _x: Double?
    @inlinable public var x: Double? { get { _x } set { _x = newValue } _modify { yield &_x } }
    @exclusivity(unchecked) @usableFromInline var _y: Double?
    @inlinable public var y: Double? { get { _y } set { _y = newValue } _modify { yield &_y } }
    @exclusivity(unchecked) @usableFromInline var _width: Double?
    @inlinable public var width: Double? { get { _width } set { _width = newValue } _modify { yield &_width } }
    @exclusivity(unchecked) @usableFromInline var _height: Double?
    @inlinable public var height: Double? { get { _height } set { _height = newValue } _modify { yield &_height } }

    // `ui`
    @exclusivity(unchecked) @usableFromInline var _version: Double?
    @inlinable public var version: Double? { get { _version } set { _version = newValue } _modify { yield &_version } }
    @exclusivity(unchecked) @usableFromInline var _platform: Platform?
    @inlinable public var platform: Platform? { get { _platform } set { _platform = newValue } _modify { yield &_platform } }
    @exclusivity(unchecked) @usableFromInline var _locale: String?
    @inlinable public var locale: String? { get { _locale } set { _locale = newValue } _modify { yield &_locale } }
    // `screen`
    @exclusivity(unchecked) @usableFromInline var _title: String?
    @inlinable public var title: String? { get { _title } set { _title = newValue } _modify { yield &_title } }
    // `group`
    @exclusivity(unchecked) @usableFromInline var _header: String?
    @inlinable public var header: String? { get { _header } set { _header = newValue } _modify { yield &_header } }

    // `checkbox`
    @exclusivity(unchecked) @usableFromInline var _variant: Variant?
    @inlinable public var variant: Variant? { get { _variant } set { _variant = newValue } _modify { yield &_variant } }
    @exclusivity(unchecked) @usableFromInline var _accessibilityLabel: String?
    @inlinable public var accessibilityLabel: String? { get { _accessibilityLabel } set { _accessibilityLabel = newValue } _modify { yield &_accessibilityLabel } }
    @exclusivity(unchecked) @usableFromInline var _descriptionText: String?
    @inlinable public var descriptionText: String? { get { _descriptionText } set { _descriptionText = newValue } _modify { yield &_descriptionText } }
    @exclusivity(unchecked) @usableFromInline var _hint: String?
    @inlinable public var hint: String? { get { _hint } set { _hint = newValue } _modify { yield &_hint } }
    @exclusivity(unchecked) @usableFromInline var _state: CheckState?
    @inlinable public var state: CheckState? { get { _state } set { _state = newValue } _modify { yield &_state } }
    @exclusivity(unchecked) @usableFromInline var _triState: Bool?
    @inlinable public var triState: Bool? { get { _triState } set { _triState = newValue } _modify { yield &_triState } }
    @exclusivity(unchecked) @usableFromInline var _disabled: Bool?
    @inlinable public var disabled: Bool? { get { _disabled } set { _disabled = newValue } _modify { yield &_disabled } }
    @exclusivity(unchecked) @usableFromInline var _readOnly: Bool?
    @inlinable public var readOnly: Bool? { get { _readOnly } set { _readOnly = newValue } _modify { yield &_readOnly } }
    @exclusivity(unchecked) @usableFromInline var _error: Bool?
    @inlinable public var error: Bool? { get { _error } set { _error = newValue } _modify { yield &_error } }
    @exclusivity(unchecked) @usableFromInline var _errorText: String?
    @inlinable public var errorText: String? { get { _errorText } set { _errorText = newValue } _modify { yield &_errorText } }
    @exclusivity(unchecked) @usableFromInline var _icon: String?
    @inlinable public var icon: String? { get { _icon } set { _icon = newValue } _modify { yield &_icon } }
    @exclusivity(unchecked) @usableFromInline var _flipIcon: Bool?
    @inlinable public var flipIcon: Bool? { get { _flipIcon } set { _flipIcon = newValue } _modify { yield &_flipIcon } }
    @exclusivity(unchecked) @usableFromInline var _reversed: Bool?
    @inlinable public var reversed: Bool? { get { _reversed } set { _reversed = newValue } _modify { yield &_reversed } }
    @exclusivity(unchecked) @usableFromInline var _divider: Bool?
    @inlinable public var divider: Bool? { get { _divider } set { _divider = newValue } _modify { yield &_divider } }
    @exclusivity(unchecked) @usableFromInline var _tapTarget: TapTarget?
    @inlinable public var tapTarget: TapTarget? { get { _tapTarget } set { _tapTarget = newValue } _modify { yield &_tapTarget } }
    @exclusivity(unchecked) @usableFromInline var _accessibilityElement: AccessibilityElementMode?
    @inlinable public var accessibilityElement: AccessibilityElementMode? { get { _accessibilityElement } set { _accessibilityElement = newValue } _modify { yield &_accessibilityElement } }
    @exclusivity(unchecked) @usableFromInline var _accessibilityValue: String?
    @inlinable public var accessibilityValue: String? { get { _accessibilityValue } set { _accessibilityValue = newValue } _modify { yield &_accessibilityValue } }
    @exclusivity(unchecked) @usableFromInline var _traits: [String]?
    @inlinable public var traits: [String]? { get { _traits } set { _traits = newValue } _modify { yield &_traits } }
    @exclusivity(unchecked) @usableFromInline var _announcement: String?
    @inlinable public var announcement: String? { get { _announcement } set { _announcement = newValue } _modify { yield &_announcement } }
    @exclusivity(unchecked) @usableFromInline var _selectAll: Bool?
    @inlinable public var selectAll: Bool? { get { _selectAll } set { _selectAll = newValue } _modify { yield &_selectAll } }
    @exclusivity(unchecked) @usableFromInline var _controls: [String]?
    @inlinable public var controls: [String]? { get { _controls } set { _controls = newValue } _modify { yield &_controls } }
    /// The platform class a native checkbox was read from, as the file names it (`UISwitch`,
    /// `NSButton`, `NSSwitch`, `CheckBox`, `com.google.android.material.switchmaterial.SwitchMaterial`,
    /// `Toggle`, `OUDSCheckbox`); nil in the `ui` format. The screen reader's words depend on it.
    @exclusivity(unchecked) @usableFromInline var _controlClass: String?
    @inlinable public var controlClass: String? { get { _controlClass } set { _controlClass = newValue } _modify { yield &_controlClass } }

    // Swift source (SPEC §10): values known only at run time, stored as `{expression}`. They count
    // as present (never label-missing) but text rules do not judge them.
    /// The accessible name is an expression (`Text(term.label)`), not a literal.
    @exclusivity(unchecked) @usableFromInline var _isNameDynamic: Bool = false
    @inlinable public var isNameDynamic: Bool { get { _isNameDynamic } set { _isNameDynamic = newValue } _modify { yield &_isNameDynamic } }
    /// `accessibilityValue` is an expression (`isOn ? "on" : "off"`).
    @exclusivity(unchecked) @usableFromInline var _isValueDynamic: Bool = false
    @inlinable public var isValueDynamic: Bool { get { _isValueDynamic } set { _isValueDynamic = newValue } _modify { yield &_isValueDynamic } }
    /// The binding the state comes from when its initial value is not in the file (`item.enabled`):
    /// the preview says `{item.enabled}` where the state word goes.
    @exclusivity(unchecked) @usableFromInline var _stateBinding: String?
    @inlinable public var stateBinding: String? { get { _stateBinding } set { _stateBinding = newValue } _modify { yield &_stateBinding } }
    /// The element stands for several made by a loop (`ForEach`): a checkbox that is a set of two
    /// or more by itself.
    @exclusivity(unchecked) @usableFromInline var _isRepeated: Bool = false
    @inlinable public var isRepeated: Bool { get { _isRepeated } set { _isRepeated = newValue } _modify { yield &_isRepeated } }
    /// Android: the name is the text of another view whose `android:labelFor` points at this one,
    /// which TalkBack says as "Check box for <text>" (SPEC §3.1); nil otherwise.
    @exclusivity(unchecked) @usableFromInline var _isLabelledByOtherView: Bool?
    @inlinable public var isLabelledByOtherView: Bool? { get { _isLabelledByOtherView } set { _isLabelledByOtherView = newValue } _modify { yield &_isLabelledByOtherView } }

    // What the screen reader sees of a native control (SPEC §4.1, §9); never set in the `ui` format.
    /// Hidden from assistive technologies (IB `hidden="YES"` or `isElement` NO, Android
    /// `visibility="gone"`, `importantForAccessibility="no"` on it or an ancestor): not checked as
    /// a control of its own.
    @exclusivity(unchecked) @usableFromInline var _isHiddenFromAccessibility: Bool = false
    @inlinable public var isHiddenFromAccessibility: Bool { get { _isHiddenFromAccessibility } set { _isHiddenFromAccessibility = newValue } _modify { yield &_isHiddenFromAccessibility } }
    /// Not a tap target of its own: a control inside a clickable row or Preference that is the
    /// accessibility element (its name is the row's text); the row's size is what counts.
    @exclusivity(unchecked) @usableFromInline var _isPartOfRow: Bool = false
    @inlinable public var isPartOfRow: Bool { get { _isPartOfRow } set { _isPartOfRow = newValue } _modify { yield &_isPartOfRow } }
    /// A platform container that scopes sets, duplicates and headers without being a set with a
    /// header of its own: a tab, an alternate pane, a table column, a cell (kind `group`).
    @exclusivity(unchecked) @usableFromInline var _isContainer: Bool = false
    @inlinable public var isContainer: Bool { get { _isContainer } set { _isContainer = newValue } _modify { yield &_isContainer } }
    /// The visible text beside a native checkbox that is not tied to it (a UILabel or NSTextField
    /// in the same cell or row, a TextView without `android:labelFor`), for `label-missing`.
    @exclusivity(unchecked) @usableFromInline var _untiedText: String?
    @inlinable public var untiedText: String? { get { _untiedText } set { _untiedText = newValue } _modify { yield &_untiedText } }
    /// The native view that lays the control out (a byte offset of its tag; 0 in the `ui` format):
    /// controls in different views never form one set, as views the front end looks through
    /// would otherwise make them neighbours.
    @exclusivity(unchecked) @usableFromInline var _layoutParent: Int = 0
    @inlinable public var layoutParent: Int { get { _layoutParent } set { _layoutParent = newValue } _modify { yield &_layoutParent } }
    /// A text that labels another control on its row (an AppKit "Delay by: [field]" label), so it
    /// is not the title of the checkboxes below it.
    @exclusivity(unchecked) @usableFromInline var _labelsAnotherControl: Bool = false
    @inlinable public var labelsAnotherControl: Bool { get { _labelsAnotherControl } set { _labelsAnotherControl = newValue } _modify { yield &_labelsAnotherControl } }

    public init(name: String, kind: Kind?, index: Int, parent: Int?, location: SourceLocation) {
        self.name = name
        self.kind = kind
        self.index = index
        self.parent = parent
        self.location = location
    }

    @inlinable
    public var isCheckbox: Bool { kind == .checkbox }

    /// What VoiceOver says as the name: `accessibilityLabel` if non-blank, else `label` if non-blank.
    @inlinable
    public var accessibleName: String? {
        if let accessibilityLabel, !accessibilityLabel.isBlank { return accessibilityLabel }
        if let label, !label.isBlank { return label }
        return nil
    }

    /// The initial state, `unchecked` when none is given.
    @inlinable
    public var checkState: CheckState { state ?? .unchecked }
    @inlinable
    public var isTriState: Bool { triState ?? false }
    @inlinable
    public var isDisabled: Bool { disabled ?? false }
    @inlinable
    public var isReadOnly: Bool { readOnly ?? false }
    @inlinable
    public var isError: Bool { error ?? false }
    @inlinable
    public var isSelectAll: Bool { selectAll ?? false }

    /// How messages name the element: its id when it has one, else its path.
    @inlinable
    public var displayName: String { id ?? path }

    /// Whether `name` is a resource reference the front end could not resolve (`@string/terms`,
    /// `?attr/title`): present, so the control is named, but not text to compare, match or measure.
    @inlinable
    public static func isUnresolvedReference(_ name: String) -> Bool {
        name.hasPrefix("@") || name.hasPrefix("?")
    }

    /// The accessible name when it is text a user hears, nil when absent or an unresolved reference.
    @inlinable
    public var comparableName: String? {
        guard let name = accessibleName, !Element.isUnresolvedReference(name) else { return nil }
        return name
    }

    /// x, y, width and height, when all four are known.
    @inlinable
    public var frame: (x: Double, y: Double, width: Double, height: Double)? {
        guard let x, let y, let width, let height else { return nil }
        return (x, y, width, height)
    }
}
