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
///
/// Compact, for big files (a file of 200,000 checkboxes held 9 times its size in memory): the
/// fields most elements have or rules read for every checkbox are stored; the flags are bits of
/// one word and the small enums a byte each, next to each other; lengths are plain `Double`s
/// with a mask of which are set; the attributes few elements have (helper text, a group header,
/// native-control details, suppressions) live in `extras`, a short list that costs nothing when
/// empty. Each is still a property of the same name and type, so readers do not change. The
/// object was about 500 bytes, then about 200, and is 182 now (a 192-byte allocation; issue 28).
public final class Element: @unchecked Sendable {
    public enum Kind: String, CaseIterable, Sendable {
        case ui, screen, group, checkbox, text, button, link, tooltip
    }

    // Stored, in this order: words first, then the one-byte fields packed together (a class lays
    // its fields out as declared).

    /// `index`, `parent` (-1 for none) and `location`'s line and column, in 32 bits each: an
    /// `Int?` takes two words, and a file of 200,000 checkboxes has 290,000 elements (issue 28).
    @usableFromInline let storedIndex: Int32
    @usableFromInline let parentIndex: Int32
    @usableFromInline let line: Int32
    @usableFromInline let column: Int32
    @exclusivity(unchecked) @usableFromInline var _children: [Int] = []
    @inlinable public package(set) var children: [Int] { get { _children } set { _children = newValue } _modify { yield &_children } }
    /// `signup/notifications/email`, when the builder made it as it met the element (see `path`).
    @exclusivity(unchecked) @usableFromInline var _path: String = ""
    /// The element it sits in, for a path made when asked (nil otherwise).
    @exclusivity(unchecked) private unowned var pathParent: Element?

    // Common attributes, and the other name rules read for every checkbox.
    @exclusivity(unchecked) @usableFromInline var _id: String?
    @inlinable public var id: String? { get { _id } set { _id = newValue } _modify { yield &_id } }
    @exclusivity(unchecked) @usableFromInline var _label: String?
    @inlinable public var label: String? { get { _label } set { _label = newValue } _modify { yield &_label } }
    @exclusivity(unchecked) @usableFromInline var _accessibilityLabel: String?
    @inlinable public var accessibilityLabel: String? { get { _accessibilityLabel } set { _accessibilityLabel = newValue } _modify { yield &_accessibilityLabel } }

    /// x, y, width, height; each meaningful when its bit of `lengthsSet` is (1, 2, 4, 8).
    @exclusivity(unchecked) @usableFromInline var storedX = 0.0
    @exclusivity(unchecked) @usableFromInline var storedY = 0.0
    @exclusivity(unchecked) @usableFromInline var storedWidth = 0.0
    @exclusivity(unchecked) @usableFromInline var storedHeight = 0.0
    /// The attributes few elements have (`Extra`).
    @exclusivity(unchecked) private var extras: [Extra] = []

    /// The `n` of its path's `name[n]` (its position among same-named siblings); `Self.rootPath`
    /// for the root, `Self.noPath` for an element no builder placed.
    @exclusivity(unchecked) private var pathPosition: Int32 = Element.noPath
    /// The flags and optional flags, packed (`Flag`): a byte each took 22 bytes of the object,
    /// and with them it was 16 bytes over an allocation size (issue 28: 290,000 elements in a
    /// file of 200,000 checkboxes). The lengths set are its low four bits.
    @exclusivity(unchecked) @usableFromInline var flags: UInt32 = 0
    /// Nil for a name the model does not know.
    public let kind: Kind?

    /// The element name as written (`type` in JSON): its kind's, kept only when it is not
    /// (an element the model does not know): 16 bytes on each of a big file's 290,000 elements.
    @inlinable
    public var name: String {
        guard flag(Flag.hasOwnName) else {
            // Literals, as `rawValue` gives them, written out: `rawValue` went the long way.
            switch kind {
            case .ui?: return "ui"
            case .screen?: return "screen"
            case .group?: return "group"
            case .checkbox?: return "checkbox"
            case .text?: return "text"
            case .button?: return "button"
            case .link?: return "link"
            case .tooltip?: return "tooltip"
            case nil: return ""
            }
        }
        return ownName
    }

    /// The name of an element whose name is not its kind's.
    @usableFromInline
    var ownName: String { text(.name) ?? "" }
    // `ui`
    @exclusivity(unchecked) @usableFromInline var _platform: Platform?
    @inlinable public var platform: Platform? { get { _platform } set { _platform = newValue } _modify { yield &_platform } }
    // `checkbox`
    @exclusivity(unchecked) @usableFromInline var _variant: Variant?
    @inlinable public var variant: Variant? { get { _variant } set { _variant = newValue } _modify { yield &_variant } }
    @exclusivity(unchecked) @usableFromInline var _state: CheckState?
    @inlinable public var state: CheckState? { get { _state } set { _state = newValue } _modify { yield &_state } }
    @inlinable public var triState: Bool? { get { optionalFlag(Flag.triState) } set { setOptionalFlag(Flag.triState, newValue) } }
    @inlinable public var disabled: Bool? { get { optionalFlag(Flag.disabled) } set { setOptionalFlag(Flag.disabled, newValue) } }
    @inlinable public var readOnly: Bool? { get { optionalFlag(Flag.readOnly) } set { setOptionalFlag(Flag.readOnly, newValue) } }
    @inlinable public var error: Bool? { get { optionalFlag(Flag.error) } set { setOptionalFlag(Flag.error, newValue) } }
    @inlinable public var flipIcon: Bool? { get { optionalFlag(Flag.flipIcon) } set { setOptionalFlag(Flag.flipIcon, newValue) } }
    @inlinable public var reversed: Bool? { get { optionalFlag(Flag.reversed) } set { setOptionalFlag(Flag.reversed, newValue) } }
    @inlinable public var divider: Bool? { get { optionalFlag(Flag.divider) } set { setOptionalFlag(Flag.divider, newValue) } }
    @exclusivity(unchecked) @usableFromInline var _tapTarget: TapTarget?
    @inlinable public var tapTarget: TapTarget? { get { _tapTarget } set { _tapTarget = newValue } _modify { yield &_tapTarget } }
    @exclusivity(unchecked) @usableFromInline var _accessibilityElement: AccessibilityElementMode?
    @inlinable public var accessibilityElement: AccessibilityElementMode? { get { _accessibilityElement } set { _accessibilityElement = newValue } _modify { yield &_accessibilityElement } }
    @inlinable public var selectAll: Bool? { get { optionalFlag(Flag.selectAll) } set { setOptionalFlag(Flag.selectAll, newValue) } }

    // Swift source (SPEC §10): values known only at run time, stored as `{expression}`. They count
    // as present (never label-missing) but text rules do not judge them.
    /// The accessible name is an expression (`Text(term.label)`), not a literal.
    @inlinable public var isNameDynamic: Bool { get { flag(Flag.isNameDynamic) } set { setFlag(Flag.isNameDynamic, newValue) } }
    /// `accessibilityValue` is an expression (`isOn ? "on" : "off"`).
    @inlinable public var isValueDynamic: Bool { get { flag(Flag.isValueDynamic) } set { setFlag(Flag.isValueDynamic, newValue) } }
    /// The element stands for several made by a loop (`ForEach`): a checkbox that is a set of two
    /// or more by itself.
    @inlinable public var isRepeated: Bool { get { flag(Flag.isRepeated) } set { setFlag(Flag.isRepeated, newValue) } }
    /// Android: the name is the text of another view whose `android:labelFor` points at this one,
    /// which TalkBack says as "Check box for <text>" (SPEC §3.1); nil otherwise.
    @inlinable public var isLabelledByOtherView: Bool? {
        get { optionalFlag(Flag.isLabelledByOtherView) }
        set { setOptionalFlag(Flag.isLabelledByOtherView, newValue) }
    }

    // What the screen reader sees of a native control (SPEC §4.1, §9); never set in the `ui` format.
    /// Hidden from assistive technologies (IB `hidden="YES"` or `isElement` NO, Android
    /// `visibility="gone"`, `importantForAccessibility="no"` on it or an ancestor): not checked as
    /// a control of its own.
    @inlinable public var isHiddenFromAccessibility: Bool {
        get { flag(Flag.isHiddenFromAccessibility) }
        set { setFlag(Flag.isHiddenFromAccessibility, newValue) }
    }
    /// Not a tap target of its own: a control inside a clickable row or Preference that is the
    /// accessibility element (its name is the row's text); the row's size is what counts.
    @inlinable public var isPartOfRow: Bool { get { flag(Flag.isPartOfRow) } set { setFlag(Flag.isPartOfRow, newValue) } }
    /// A platform container that scopes sets, duplicates and headers without being a set with a
    /// header of its own: a tab, an alternate pane, a table column, a cell (kind `group`).
    @inlinable public var isContainer: Bool { get { flag(Flag.isContainer) } set { setFlag(Flag.isContainer, newValue) } }
    /// A text that labels another control on its row (an AppKit "Delay by: [field]" label), so it
    /// is not the title of the checkboxes below it.
    @inlinable public var labelsAnotherControl: Bool {
        get { flag(Flag.labelsAnotherControl) }
        set { setFlag(Flag.labelsAnotherControl, newValue) }
    }
    /// A style drawn for controls declared elsewhere (a SwiftUI `ToggleStyle`): its name is theirs,
    /// known at run time, so messages name it by its type (`controlClass`), not by that name.
    @inlinable public var isStyleOfOtherControls: Bool {
        get { flag(Flag.isStyleOfOtherControls) }
        set { setFlag(Flag.isStyleOfOtherControls, newValue) }
    }

    /// Position in `Document.elements` (document order).
    @inlinable
    public var index: Int { Int(storedIndex) }

    @inlinable
    public var parent: Int? { parentIndex < 0 ? nil : Int(parentIndex) }

    @inlinable
    public var location: SourceLocation { SourceLocation(line: Int(line), column: Int(column)) }

    // MARK: - Path

    private static let noPath: Int32 = -2
    private static let rootPath: Int32 = -1

    /// `signup/notifications/email`: ids where present, else `name[n]`, 0-based among same-named
    /// siblings; the root is implied (paths start at its children) and is its own name.
    ///
    /// Made as the builder meets the element, or, when the run's report prints no element path
    /// (`DocumentBuilder.Options.makesElementPaths`), when asked, from the element's place: then
    /// only messages that name an element by it make one, where making every path was 30 M of a
    /// 1,045 M text run (callgrind); a report that prints every finding's path (JSON, SARIF) asks
    /// for so many that making them as met costs less. The ids it uses are final once the builder
    /// has placed the element.
    public package(set) var path: String {
        get { pathPosition == Self.noPath ? _path : madePath }
        set { _path = newValue }
    }

    /// The path of an element placed for one made when asked.
    private var madePath: String {
        switch pathPosition {
        case Self.noPath:
            return _path
        case Self.rootPath:
            return name.isEmpty ? "ui" : OneLine.excerpt(name)
        default:
            guard let parent = pathParent, parent.pathPosition >= 0 else { return pathSegment }
            // Measured, then written from its end into one string: no list of segments is made.
            let length = pathLength()
            return String(unsafeUninitializedCapacity: length) { buffer in
                writePath(into: buffer.baseAddress!, before: length)
                return length
            }
        }
    }

    /// Its own part of its path: its id, else `name[n]`.
    private var pathSegment: String {
        ModelIdentity.pathSegment(id: id, name: name, position: Int(pathPosition))
    }

    /// The length in bytes of its path below the root.
    private func pathLength() -> Int {
        let own = pathSegment.utf8.count
        guard let parent = pathParent, parent.pathPosition >= 0 else { return own }
        return parent.pathLength() + 1 + own
    }

    /// Writes its path below the root so that it ends right before `end`: its segment, and before
    /// it a slash and its parent's.
    private func writePath(into base: UnsafeMutablePointer<UInt8>, before end: Int) {
        var segment = pathSegment
        let start = segment.withUTF8 { bytes in
            let start = end - bytes.count
            if let source = bytes.baseAddress { (base + start).update(from: source, count: bytes.count) }
            return start
        }
        guard let parent = pathParent, parent.pathPosition >= 0 else { return }
        base[start - 1] = UInt8(ascii: "/")
        parent.writePath(into: base, before: start - 1)
    }

    /// Places the element for its path: the root of its document.
    package func placeAsRoot() {
        pathPosition = Self.rootPath
    }

    /// Places the element for its path: in `parent`, the `position`th (0-based) of its name there.
    package func place(in parent: Element, position: Int) {
        pathParent = parent
        pathPosition = Int32(clamping: position)
    }

    /// Made once: a dictionary literal, even empty, is built each time it is evaluated.
    private static let noSuppressions: [String: String] = [:]

    // Lengths.
    @inlinable
    public var x: Double? {
        get { lengthsSet & 1 != 0 ? storedX : nil }
        set { storedX = newValue ?? 0; setLength(1, newValue != nil) }
    }
    @inlinable
    public var y: Double? {
        get { lengthsSet & 2 != 0 ? storedY : nil }
        set { storedY = newValue ?? 0; setLength(2, newValue != nil) }
    }
    @inlinable
    public var width: Double? {
        get { lengthsSet & 4 != 0 ? storedWidth : nil }
        set { storedWidth = newValue ?? 0; setLength(4, newValue != nil) }
    }
    @inlinable
    public var height: Double? {
        get { lengthsSet & 8 != 0 ? storedHeight : nil }
        set { storedHeight = newValue ?? 0; setLength(8, newValue != nil) }
    }

    // Extras: attributes few elements have.
    /// Rules suppressed inline on this element (and so on its children), with the reason given.
    public package(set) var suppressions: [String: String] {
        get {
            for case .suppressions(let rules) in extras { return rules }
            return Self.noSuppressions
        }
        set {
            if let at = extras.firstIndex(where: { if case .suppressions = $0 { true } else { false } }) {
                extras[at] = .suppressions(newValue)
            } else if !newValue.isEmpty {
                appendExtra(.suppressions(newValue))
                setFlag(Flag.hasSuppressions, true)
            }
        }
    }

    // `ui`
    public var version: Double? {
        get {
            for case .version(let value) in extras { return value }
            return nil
        }
        set {
            extras.removeAll { if case .version = $0 { true } else { false } }
            if let newValue { appendExtra(.version(newValue)) }
        }
    }
    public var locale: String? { get { text(.locale) } set { setText(.locale, newValue) } }
    // `screen`
    public var title: String? { get { text(.title) } set { setText(.title, newValue) } }
    // `group`
    public var header: String? { get { text(.header) } set { setText(.header, newValue) } }
    // `checkbox`
    public var descriptionText: String? { get { text(.descriptionText) } set { setText(.descriptionText, newValue) } }
    public var hint: String? { get { text(.hint) } set { setText(.hint, newValue) } }
    public var errorText: String? { get { text(.errorText) } set { setText(.errorText, newValue) } }
    public var icon: String? { get { text(.icon) } set { setText(.icon, newValue) } }
    public var accessibilityValue: String? { get { text(.accessibilityValue) } set { setText(.accessibilityValue, newValue) } }
    public var traits: [String]? { get { words(.traits) } set { setWords(.traits, newValue) } }
    public var announcement: String? { get { text(.announcement) } set { setText(.announcement, newValue) } }
    public var controls: [String]? { get { words(.controls) } set { setWords(.controls, newValue) } }
    /// The words of the image `icon` is in each state, when the file names both (`Image(systemName:
    /// isOn ? "checkmark.square" : "square")`: "checkmark square", "square"); `icon` is then the
    /// run-time choice, as the preview writes it. Front ends only; no attribute of the `ui` format.
    public var iconStates: [String]? { get { words(.iconStates) } set { setWords(.iconStates, newValue) } }
    /// The platform class a native checkbox was read from, as the file names it (`UISwitch`,
    /// `NSButton`, `NSSwitch`, `CheckBox`, `com.google.android.material.switchmaterial.SwitchMaterial`,
    /// `Toggle`, `OUDSCheckbox`); nil in the `ui` format. The screen reader's words depend on it.
    public var controlClass: String? { get { text(.controlClass) } set { setText(.controlClass, newValue) } }
    /// The binding the state comes from when its initial value is not in the file (`item.enabled`):
    /// the preview says `{item.enabled}` where the state word goes.
    public var stateBinding: String? { get { text(.stateBinding) } set { setText(.stateBinding, newValue) } }
    /// The visible text beside a native checkbox that is not tied to it (a UILabel or NSTextField
    /// in the same cell or row, a TextView without `android:labelFor`), for `label-missing`.
    public var untiedText: String? { get { text(.untiedText) } set { setText(.untiedText, newValue) } }
    /// The code that gives `untiedText` as an accessibility label, when the front end knows it
    /// better than the text does (a SwiftUI view shown beside the control, `label()`, is no string:
    /// `Text("…")`); nil for the rule's reading of the text (a literal quoted, `{expr}` as `expr`).
    public var untiedTextCode: String? { get { text(.untiedTextCode) } set { setText(.untiedTextCode, newValue) } }
    /// The label, as the preview writes it, when the control's own state chooses it (a SwiftUI
    /// `Toggle(isOn: $isOn) { Text(isOn ? "Yes" : "No") }`): read, but the state's value, not a
    /// name (`label-missing`). Nil for every other element.
    public var labelChosenByState: String? { get { text(.labelChosenByState) } set { setText(.labelChosenByState, newValue) } }
    /// A checkbox drawn in each row of a loop beside a text made from the row's item (SwiftUI
    /// `ForEach { item in HStack { Text(item.name); Toggle(…) } }`): that text's code (`item.name`),
    /// which tells the rows apart; nil otherwise. Whether its own name tells them apart too is the
    /// rules' to judge.
    public var rowItemTextCode: String? { get { text(.rowItemTextCode) } set { setText(.rowItemTextCode, newValue) } }
    /// What the indicator is drawn as when it is not a box (`switch`: a pill and a knob drawn with
    /// shapes), for the messages that name it; nil for a box.
    public var drawnIndicator: String? { get { text(.drawnIndicator) } set { setText(.drawnIndicator, newValue) } }
    /// The visible text of a clickable row around a control that is a focus stop of its own (an
    /// Android CheckBox, clickable itself, in a row clickable in the layout or given a click
    /// listener by code): the reader stops twice, on the row (its text, no state) and on the
    /// control. Empty when the row shows no text; nil when the control sits in no such row.
    public var clickableRowText: String? { get { text(.clickableRowText) } set { setText(.clickableRowText, newValue) } }
    /// The name of what draws, elsewhere in the file, the checkboxes the element stands for in its
    /// caller's set; they are announced and judged where they are written, so here the element is
    /// only a member of the caller's set (what titles it is the caller's). Two shapes:
    /// - a `.checkbox` element (repeated, no focus stop): a view the caller lays out once per item
    ///   (`FilterRow` in a SwiftUI `ForEach(slots) { slot in FilterRow(…) }`), many checkboxes;
    /// - a `.text` element: a call of a function that builds one checkbox
    ///   (`buttonCheckbox("Left button", for: .left)`), its label the name the checkbox gets at
    ///   this call.
    /// Nil for every other element.
    public var standsForCheckboxesOf: String? { get { text(.standsForCheckboxesOf) } set { setText(.standsForCheckboxesOf, newValue) } }
    /// For a call of a component (`controlClass`) that leaves it its fallback name, the argument the
    /// call leaves out: `label` for `Box(isChecked: $agreed)` of a `Box` that says
    /// `.accessibilityLabel(label ?? "Checkbox")`, its `label` defaulting to nil. The component is
    /// announced where it is declared, with the name its callers give; here only the name this use
    /// gets, the fallback, is judged. Not previewed, in no set with its neighbours. Nil for every other
    /// element.
    public var fallbackNameArgument: String? { get { text(.fallbackNameArgument) } set { setText(.fallbackNameArgument, newValue) } }
    /// Whether it stands for the checkboxes a view declared elsewhere draws per item (the first
    /// shape of `standsForCheckboxesOf`).
    public var isUseOfCheckboxView: Bool { kind == .checkbox && standsForCheckboxesOf != nil }
    /// Whether it is a caller's use of a view whose checkboxes are announced, drawn and previewed
    /// where that view is declared: a use standing for a view's checkboxes, or a call judged only for
    /// the fallback name it leaves its component (`fallbackNameArgument`).
    public var isAnnouncedWhereDeclared: Bool { isUseOfCheckboxView || fallbackNameArgument != nil }
    /// For a use of a checkbox view (`isUseOfCheckboxView`): nothing titles the loop's set — no
    /// section header, heading, screen title or text before it in the caller's file, and no title
    /// where every caller of the view holding the loop shows it — so it is shown with no title at
    /// all, as an inline loop of checkboxes with nothing before it is.
    public var isShownUntitled: Bool {
        get {
            for case .shownUntitled in extras { return true }
            return false
        }
        set {
            extras.removeAll { if case .shownUntitled = $0 { true } else { false } }
            if newValue { appendExtra(.shownUntitled) }
        }
    }
    /// The control's own label shows only an image (a SwiftUI `Toggle(isOn: $on) { Image(systemName:
    /// "bell") }`), whose words `icon` holds: a switch or a check box says them where a name would
    /// be, as a hand-made checkbox's image is said, and they are no name the file gives either
    /// (round thirty-seven). Front ends only; no attribute of the `ui` format.
    public var isLabelledByImage: Bool {
        get {
            for case .labelledByImage in extras { return true }
            return false
        }
        set {
            extras.removeAll { if case .labelledByImage = $0 { true } else { false } }
            if newValue { appendExtra(.labelledByImage) }
        }
    }
    /// Whether it stands, in its caller's set, for the one checkbox a function builds (the second
    /// shape of `standsForCheckboxesOf`).
    public var isCallOfCheckboxFunction: Bool { kind == .text && standsForCheckboxesOf != nil }
    /// What sets the tap target's size when the file cannot decide it (a Swift `.frame(width: size,
    /// …)` whose `size` is a parameter or a constant of another file, an SF Symbol sized by the
    /// font), worded for a message, and where it is set: `hit-area-too-small` asks to review it (a
    /// note), as it cannot measure it. Nil when the size is known, or nothing suggests it is small.
    public var sizeToReview: (source: String, location: SourceLocation)? {
        get {
            for case .sizeToReview(let source, let location) in extras { return (source, location) }
            return nil
        }
        set {
            extras.removeAll { if case .sizeToReview = $0 { true } else { false } }
            if let newValue { appendExtra(.sizeToReview(newValue.source, newValue.location)) }
        }
    }
    /// A tap target's size known only roughly, from `least` to `most` on its shorter side (a Swift
    /// SF Symbol sized by a literal font size, `.font(.system(size: 24))`: about 24 to 30 pt), with
    /// what makes it so worded for a message (`a 24 pt symbol`) and where it is set:
    /// `hit-area-too-small` reports it when even `most` is below the minimum, asks to review it (a
    /// note) when the minimum lies between, and says nothing when `least` reaches it.
    public var sizeEstimate: (least: Double, most: Double, source: String, location: SourceLocation)? {
        get {
            for case .sizeEstimate(let least, let most, let source, let location) in extras { return (least, most, source, location) }
            return nil
        }
        set {
            extras.removeAll { if case .sizeEstimate = $0 { true } else { false } }
            if let newValue { appendExtra(.sizeEstimate(newValue.least, newValue.most, newValue.source, newValue.location)) }
        }
    }
    /// The native view that lays the control out (a byte offset of its tag; 0 in the `ui` format):
    /// controls in different views never form one set, as views the front end looks through
    /// would otherwise make them neighbours.
    public var layoutParent: Int {
        get {
            for case .layoutParent(let offset) in extras { return offset }
            return 0
        }
        set {
            extras.removeAll { if case .layoutParent = $0 { true } else { false } }
            if newValue != 0 { appendExtra(.layoutParent(newValue)) }
        }
    }

    /// The view within which the control's name is compared with its neighbours' (label-duplicate),
    /// when that is not its layout parent: a plain switch lines up with its neighbours as no set
    /// (its layout parent is its own), yet two switches of one name in one stack cannot be told
    /// apart. Nil: its layout parent.
    public var nameScope: Int? {
        get {
            for case .nameScope(let offset) in extras { return offset }
            return nil
        }
        set {
            extras.removeAll { if case .nameScope = $0 { true } else { false } }
            if let newValue { appendExtra(.nameScope(newValue)) }
        }
    }

    public init(name: String, kind: Kind?, index: Int, parent: Int?, location: SourceLocation) {
        self.kind = kind
        // A line or column beyond 2,147,483,647, which only a file of more than 2 GiB could have,
        // is reported as that.
        self.storedIndex = Int32(clamping: index)
        self.parentIndex = Int32(clamping: parent ?? -1)
        self.line = Int32(clamping: location.line)
        self.column = Int32(clamping: location.column)
        // Builders name known elements by their kind (`Kind.named` matched the name exactly).
        if kind == nil || self.name != name {
            setFlag(Flag.hasOwnName, true)
            appendExtra(.text(.name, name))
        }
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
        // Nearly every name is told by its first byte; `hasPrefix` (which compares characters:
        // an `@` with a combining mark is not one) decides the rest. Rules ask for every checkbox.
        let first = name.utf8.first
        guard first == UInt8(ascii: "@") || first == UInt8(ascii: "?") else { return false }
        return name.hasPrefix("@") || name.hasPrefix("?")
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

    // MARK: - Storage

    /// x, y, width and height set: bits 1, 2, 4 and 8 of `flags`.
    @inlinable
    var lengthsSet: UInt8 { UInt8(truncatingIfNeeded: flags & 0xF) }

    @usableFromInline
    func setLength(_ bit: UInt8, _ isSet: Bool) {
        flags = isSet ? flags | UInt32(bit) : flags & ~UInt32(bit)
    }

    /// Where each flag sits in `flags`: a bit each for the flags, two bits from the given one for
    /// an optional flag (neither: nil; the low one: false; both: true).
    @usableFromInline
    enum Flag {
        @usableFromInline static let hasSuppressions: UInt32 = 4
        @usableFromInline static let isNameDynamic: UInt32 = 5
        @usableFromInline static let isValueDynamic: UInt32 = 6
        @usableFromInline static let isRepeated: UInt32 = 7
        @usableFromInline static let isHiddenFromAccessibility: UInt32 = 8
        @usableFromInline static let isPartOfRow: UInt32 = 9
        @usableFromInline static let isContainer: UInt32 = 10
        @usableFromInline static let labelsAnotherControl: UInt32 = 11
        @usableFromInline static let triState: UInt32 = 12
        @usableFromInline static let disabled: UInt32 = 14
        @usableFromInline static let readOnly: UInt32 = 16
        @usableFromInline static let error: UInt32 = 18
        @usableFromInline static let flipIcon: UInt32 = 20
        @usableFromInline static let reversed: UInt32 = 22
        @usableFromInline static let divider: UInt32 = 24
        @usableFromInline static let selectAll: UInt32 = 26
        @usableFromInline static let isLabelledByOtherView: UInt32 = 28
        @usableFromInline static let hasOwnName: UInt32 = 30
        @usableFromInline static let isStyleOfOtherControls: UInt32 = 31
    }

    @inlinable
    func flag(_ bit: UInt32) -> Bool { flags & (1 << bit) != 0 }

    @inlinable
    func setFlag(_ bit: UInt32, _ value: Bool) {
        flags = value ? flags | (1 << bit) : flags & ~(1 << bit)
    }

    @inlinable
    func optionalFlag(_ shift: UInt32) -> Bool? {
        switch (flags >> shift) & 3 {
        case 0: nil
        case 3: true
        default: false
        }
    }

    @inlinable
    func setOptionalFlag(_ shift: UInt32, _ value: Bool?) {
        let pair: UInt32 = value.map { $0 ? 3 : 1 } ?? 0
        flags = flags & ~(3 << shift) | pair << shift
    }

    /// Adds an extra. The list grows as Swift's arrays do (one, then two, then four): room for two
    /// at the first saved an allocation for the elements that have a second (callgrind), but most
    /// that have one have only one, and a file of 200,000 checkboxes had 110,000 of them holding
    /// room for two (3.6 MB, issue 28).
    private func appendExtra(_ extra: Extra) {
        extras.append(extra)
    }

    /// The reason an inline suppression of this element gives for `ruleID`, if it suppresses it:
    /// what the linter asks of each ancestor of every finding, without making a dictionary.
    package func suppressionReason(for ruleID: String) -> String? {
        guard flag(Flag.hasSuppressions) else { return nil }
        for case .suppressions(let rules) in extras { return rules[ruleID] }
        return nil
    }

    private func text(_ field: ExtraText) -> String? {
        for case .text(field, let value) in extras { return value }
        return nil
    }

    private func setText(_ field: ExtraText, _ value: String?) {
        for at in extras.indices {
            guard case .text(field, _) = extras[at] else { continue }
            if let value { extras[at] = .text(field, value) } else { extras.remove(at: at) }
            return
        }
        if let value { appendExtra(.text(field, value)) }
    }

    private func words(_ field: Schema.WordsField) -> [String]? {
        for case .words(field, let value) in extras { return value }
        return nil
    }

    private func setWords(_ field: Schema.WordsField, _ value: [String]?) {
        for at in extras.indices {
            guard case .words(field, _) = extras[at] else { continue }
            if let value { extras[at] = .words(field, value) } else { extras.remove(at: at) }
            return
        }
        if let value { appendExtra(.words(field, value)) }
    }

    /// What the builder sets for a length attribute: the value and its bit, nothing to clear.
    @inline(__always)
    func set(_ field: Schema.LengthField, _ value: Double) {
        switch field {
        case .x: storedX = value; flags |= 1
        case .y: storedY = value; flags |= 2
        case .width: storedWidth = value; flags |= 4
        case .height: storedHeight = value; flags |= 8
        }
    }
}

/// The text attributes an element keeps in its extras.
private enum ExtraText {
    case name
    case locale, title, header, descriptionText, hint, errorText, icon, accessibilityValue, announcement
    case controlClass, stateBinding, untiedText, untiedTextCode, rowItemTextCode, drawnIndicator, clickableRowText
    case labelChosenByState
    case standsForCheckboxesOf
    case fallbackNameArgument
}

/// One attribute few elements have, kept in `Element.extras`: a handful of entries searched in
/// order (24 bytes each) where a field for each cost 16 bytes on every element.
private enum Extra {
    case text(ExtraText, String)
    case words(Schema.WordsField, [String])
    case version(Double)
    case layoutParent(Int)
    case nameScope(Int)
    case suppressions([String: String])
    case sizeToReview(String, SourceLocation)
    case sizeEstimate(Double, Double, String, SourceLocation)
    case shownUntitled
    case labelledByImage
}
