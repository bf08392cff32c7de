/// What the screen reader meets on the screens of one file (SPEC §11): the focus stops it visits,
/// in its order, each with its role, name, state and container, and the sets of checkboxes a user
/// meets together. Every front end builds it; every rule, reader and report reads it, so the
/// preview and the findings can never disagree about a control, and no rule asks what kind of
/// file it is looking at (that is in `Document.profile`).
public struct AccessibilityTree: Sendable {
    /// Every control and text the front end mapped, in reading order (hidden ones included,
    /// marked: a rule checks only the reachable ones).
    public let stops: [FocusStop]
    /// The document, its screens and groups; `containers[0]` is the document.
    public let containers: [Container]
    /// The sets of checkboxes a user meets together, as the front end finds them on its platform.
    public let sets: [CheckboxSet]
    /// Positions in `stops` of the checkboxes a screen reader reaches: what most rules walk.
    public let reachableCheckboxes: [Int]
    /// The stop of each element, by element index; -1 for an element that is a container or not mapped.
    private let stopOfElement: [Int32]

    public init(stops: [FocusStop], containers: [Container], sets: [CheckboxSet], elementCount: Int) {
        var stopOfElement = [Int32](repeating: -1, count: elementCount)
        for (position, stop) in stops.enumerated() { stopOfElement[stop.element.index] = Int32(position) }
        self.init(stops: stops, containers: containers, sets: sets, stopOfElement: stopOfElement)
    }

    /// A tree whose builder kept the stop of each element as it made them.
    init(stops: [FocusStop], containers: [Container], sets: [CheckboxSet], stopOfElement: [Int32]) {
        self.stops = stops
        self.containers = containers
        self.sets = sets
        var reachable: [Int] = []
        reachable.reserveCapacity(stops.count)
        for (position, stop) in stops.enumerated() where stop.isCheckbox && stop.isReachable {
            reachable.append(position)
        }
        self.reachableCheckboxes = reachable
        self.stopOfElement = stopOfElement
    }

    /// An empty tree (a document with no model to check).
    public static let empty = AccessibilityTree(stops: [], containers: [], sets: [], elementCount: 0)

    /// The checkboxes a screen reader reaches, in reading order.
    public var checkboxes: LazyMapSequence<[Int], FocusStop> { reachableCheckboxes.lazy.map { stops[$0] } }

    /// The stop an element was mapped to, if any.
    public func stop(ofElement index: Int) -> FocusStop? {
        guard stopOfElement.indices.contains(index), stopOfElement[index] >= 0 else { return nil }
        return stops[Int(stopOfElement[index])]
    }

    /// The titled container nearest to `stop` (its group or section, else its screen's title is
    /// not a group's): what a native reader says where focus enters the set, and what the design
    /// grammar says in each announcement.
    public func titledGroup(of stop: FocusStop) -> Container? {
        var next: Int? = stop.container
        while let index = next {
            let container = containers[index]
            if container.kind == .group, container.title != nil { return container }
            next = container.parent
        }
        return nil
    }

    /// The reachable checkboxes of `container` itself (not of the containers inside it).
    public func checkboxes(in container: Int) -> [FocusStop] {
        containers[container].stops.compactMap { stops[$0].isCheckbox && stops[$0].isReachable ? stops[$0] : nil }
    }
}

/// One place focus stops at: a control, a text, a button.
///
/// A view of the element it was read from (its location, path, id and suppressions, and the
/// attributes few controls have) with what the front end resolved about it: what the screen reader
/// takes it for, what it names it, which reader speaks for it, and where it sits.
///
/// A class, made once and never changed: rules pass stops around constantly, and a struct of a
/// name's four strings and an element was copied (five reference counts) at each (by callgrind,
/// a tenth of a lint run).
public final class FocusStop: Sendable {
    public let element: Element
    /// Position in `AccessibilityTree.containers` of the container it sits in.
    public let container: Int
    /// What the screen reader calls it; nil when it says nothing where a name would be. When
    /// nothing names it but it shows an image, the image's words (source `image`): said, but no
    /// name the file gives (`hasGivenName`).
    public let name: AccessibleName?
    /// What a reader takes a checkbox for (`none` for other stops).
    public let role: ControlRole
    /// Whose state words the reader uses.
    public let widget: Widget
    /// The reader `auto` picks for it: the platform's own, or the design grammar for a design
    /// system's component.
    public let autoReader: ScreenReader
    /// Not hidden from assistive technologies (SPEC §4.1).
    public let isReachable: Bool
    /// The role comes from traits written in the file: a rule may judge it. A control whose
    /// traits the file does not give may get them from code.
    public let declaresRole: Bool
    /// A reader learns its state from it (a checkbox or switch role, or a button that declares the
    /// selected trait or a value, or whose class sets it).
    public let conveysState: Bool
    /// A tap target of its own whose size the file gives: not judged by its row, not a system
    /// switch drawn at a fixed size.
    public let hasOwnTapTarget: Bool
    /// A design system's component (the `ui` format, OUDS): its saved state is what the user sees
    /// first, and the design grammar describes it.
    public let followsDesignGrammar: Bool
    /// Position in `AccessibilityTree.stops` of the checkbox this stop sits inside, or -1.
    let hostStop: Int32

    public init(element: Element, container: Int, name: AccessibleName?, facts: StopFacts, host: Int? = nil) {
        self.element = element
        self.container = container
        self.hostStop = Int32(host ?? -1)
        self.name = name
        role = facts.role
        widget = facts.widget
        autoReader = facts.autoReader
        isReachable = !element.isHiddenFromAccessibility
        declaresRole = facts.declaresRole
        conveysState = facts.conveysState
        hasOwnTapTarget = facts.hasOwnTapTarget
        followsDesignGrammar = facts.followsDesignGrammar
    }

    /// The file gives it a name (a label, an accessibility label, a tied text); false when the
    /// reader says nothing or only the words of the image it shows.
    @inlinable public var hasGivenName: Bool { name?.isGiven ?? false }

    /// The checkbox this stop sits inside (`nested-interactive`), if any.
    public func host(in tree: AccessibilityTree) -> FocusStop? {
        hostStop >= 0 ? tree.stops[Int(hostStop)] : nil
    }

    // What the file says, read through the element.
    @inlinable public var isCheckbox: Bool { element.kind == .checkbox }
    @inlinable public var kind: Element.Kind? { element.kind }
    @inlinable public var location: SourceLocation { element.location }
    @inlinable public var id: String? { element.id }
    @inlinable public var displayName: String { element.displayName }
    /// The state the file gives (unchecked when it gives none).
    @inlinable public var state: CheckState { element.checkState }
    /// The expression the state is bound to when it is known only at run time (`item.enabled`).
    @inlinable public var stateBinding: String? { element.stateBinding }
    @inlinable public var isTriState: Bool { element.isTriState }
    @inlinable public var isDisabled: Bool { element.isDisabled }
    @inlinable public var isReadOnly: Bool { element.isReadOnly }
    @inlinable public var isError: Bool { element.isError }
    @inlinable public var errorText: String? { element.errorText }
    @inlinable public var descriptionText: String? { element.descriptionText }
    @inlinable public var hint: String? { element.hint }
    /// The value the code gives (`accessibilityValue`, Android's state description).
    @inlinable public var value: String? { element.accessibilityValue }
    @inlinable public var isValueDynamic: Bool { element.isValueDynamic }
    @inlinable public var declaredTraits: [String]? { element.traits }
    @inlinable public var variant: Variant? { element.variant }
    @inlinable public var tapTarget: TapTarget? { element.tapTarget }
    /// The visible label (what the user sees, whether or not it is the name).
    @inlinable public var visibleLabel: String? { element.label }
    /// Label and box are two accessibility elements.
    @inlinable public var isSplit: Bool { element.accessibilityElement == .separate }
    @inlinable public var isSelectAll: Bool { element.isSelectAll }
    @inlinable public var controls: [String]? { element.controls }
    /// The announcement the author expects (`announcement`).
    @inlinable public var expectedAnnouncement: String? { element.announcement }
    /// Stands for several made by a loop (SwiftUI `ForEach`).
    @inlinable public var isRepeated: Bool { element.isRepeated }
    /// The visible text beside it that is not tied to it (for `label-missing`'s advice).
    @inlinable public var untiedText: String? { element.untiedText }
    /// The code that gives `untiedText` as a label, when the front end wrote it (`Text("…")` for a view).
    @inlinable public var untiedTextCode: String? { element.untiedTextCode }
    /// The code of the text made from its loop's item in its row (`item.name`), when a loop draws it.
    @inlinable public var rowItemTextCode: String? { element.rowItemTextCode }
    /// The word messages use for the part that shows the state: "switch" for one drawn as a switch
    /// (a pill and a knob), else "box". The one place that word is chosen.
    @inlinable public var indicatorWord: String { element.drawnIndicator ?? "box" }
    /// The text of the clickable row around it that is a stop of its own: the reader stops on the
    /// row (its text, no state) and then on the control. Empty when the row shows no text; nil
    /// when there is no such row.
    @inlinable public var clickableRowText: String? { element.clickableRowText }
    @inlinable public var width: Double? { element.width }
    @inlinable public var height: Double? { element.height }
    @inlinable public var frame: (x: Double, y: Double, width: Double, height: Double)? { element.frame }
    /// Judged by the row it sits in, which is the accessibility element (its name may be set there).
    @inlinable public var isJudgedByRow: Bool { element.isPartOfRow }
    /// The component's class as the source names it (`OUDSCheckboxItem`, `CheckBox`): for messages.
    @inlinable public var controlClass: String? { element.controlClass }
}

/// What a front end decides about a control for the tree.
public struct StopFacts: Sendable {
    public var role: ControlRole
    public var widget: Widget
    public var autoReader: ScreenReader
    public var declaresRole: Bool
    public var conveysState: Bool
    public var hasOwnTapTarget: Bool
    public var followsDesignGrammar: Bool

    public init(role: ControlRole, widget: Widget = .standard, autoReader: ScreenReader, declaresRole: Bool = false,
                conveysState: Bool = true, hasOwnTapTarget: Bool = true, followsDesignGrammar: Bool = false) {
        self.role = role
        self.widget = widget
        self.autoReader = autoReader
        self.declaresRole = declaresRole
        self.conveysState = conveysState
        self.hasOwnTapTarget = hasOwnTapTarget
        self.followsDesignGrammar = followsDesignGrammar
    }
}

/// What a screen reader takes a checkbox for: the role it says.
public enum ControlRole: String, Sendable {
    /// A check box (NSButton checkbox, Android CheckBox, a design system's checkbox, a web checkbox).
    case checkbox
    /// A switch (UISwitch, SwiftUI `Toggle`, NSSwitch, Android Switch, the toggle trait).
    case `switch`
    /// A custom control with the button trait (iOS): VoiceOver says "Button", and "Selected" when
    /// the selected trait is set.
    case button
    /// No role is said: the traits declared give none (an image, static text), or none are declared.
    case none
}

/// The widget whose own state words a reader uses (SPEC §3.1: "the state words come from the
/// widget class").
public enum Widget: String, Sendable {
    /// The platform's plain control, or a `ui` document's checkbox.
    case standard
    /// Material Components' MaterialCheckBox, which sets its own state descriptions and error label.
    case materialCheckbox
    /// The Android framework's `Switch` (ON/OFF; fr ACTIVÉ/DÉSACTIVÉ).
    case frameworkSwitch
    /// androidx SwitchCompat, SwitchMaterial, MaterialSwitch (ON/OFF; fr OUI/NON).
    case compatSwitch
    /// Android's CheckedTextView: no role word; its state said only when checked.
    case checkedTextView
    /// Jetpack Compose semantics: no state description for an on/off checkbox (TalkBack's own
    /// words), Compose's for a three-state one and a switch. Also how TalkBack reads a `ui`
    /// document's controls.
    case compose
    /// Jetpack Compose `Modifier.selectable` (a `selected` semantics property, not a tab): Compose
    /// sets its own state description, `Selected` / `Not selected`, in place of any checked word;
    /// the role is the one passed, as for `compose`.
    case composeSelectable
}

/// The name a screen reader says for a focus stop, and where it came from.
public struct AccessibleName: Sendable {
    public enum Source: String, Sendable {
        /// The accessibility label the file sets (`accessibilityLabel`, `android:contentDescription`).
        case accessibilityLabel
        /// The visible label or title.
        case label
        /// The text of another view tied to it (`android:labelFor`).
        case labelledBy
        /// Nothing names it, and it shows an image (a hand-made checkbox's SF Symbol): the reader
        /// says the image's own description where a name would be (VoiceOver: the symbol's name,
        /// its dots as spaces, "checkmark circle fill"). Said, so the preview shows it; but it
        /// tells what the box looks like in its state, never what is chosen: no name to the rules
        /// (`label-missing` says so, quoting it), and not text they judge or compare.
        case image
    }

    /// The name without its surrounding white space.
    public let text: String
    public let source: Source
    /// Known only at run time (an expression, or set in code): present, never judged as text.
    public let isDynamic: Bool
    /// A resource reference the front end could not resolve (`@string/terms`): present, never judged.
    public let isUnresolved: Bool

    // The forms and facts below are computed when a rule asks, from the bytes where they tell:
    // each is asked about once per name by the rules that need it, and made for every name by
    // the tree they were a sixth of its cost (by callgrind, 43 M of a 1,231 M lint run).

    /// What one pass over the bytes of `text` told (`ByteFacts`).
    private let byteFacts: ByteFacts

    public init(_ raw: String, source: Source, isDynamic: Bool) {
        text = raw.quickTrimmed()
        self.source = source
        self.isDynamic = isDynamic
        isUnresolved = Element.isUnresolvedReference(text)
        byteFacts = ByteFacts(text)
    }

    /// The facts of a name its bytes tell, found in one pass when the name is made: each rule
    /// asking for them read the bytes again (by callgrind, 6 M over a lint run).
    private struct ByteFacts: OptionSet {
        let rawValue: UInt8
        /// An ASCII letter or digit.
        static let asciiLetterOrDigit = ByteFacts(rawValue: 1)
        /// Two characters or more at its start: two ASCII bytes that are not CR LF (nothing
        /// ASCII joins the byte before it into one character).
        static let twoASCIICharacters = ByteFacts(rawValue: 2)
        /// Begins with `…` or `...` followed by an ASCII byte or nothing: exactly what
        /// `hasPrefix` says, since nothing composes into either.
        static let ellipsis = ByteFacts(rawValue: 4)
        /// Begins with `…` or `...` followed by a byte that is not ASCII: `hasPrefix` decides.
        static let ellipsisThenMore = ByteFacts(rawValue: 8)

        init(rawValue: UInt8) {
            self.rawValue = rawValue
        }

        init(_ text: String) {
            var text = text
            self = text.withUTF8 { bytes in
                var facts: ByteFacts = []
                if bytes.contains(where: { ($0 | 0x20) &- 0x61 < 26 || $0 &- 0x30 < 10 }) { facts.insert(.asciiLetterOrDigit) }
                if bytes.count >= 2, bytes[0] < 0x80, bytes[1] < 0x80, !(bytes[0] == 0x0D && bytes[1] == 0x0A) {
                    facts.insert(.twoASCIICharacters)
                }
                if bytes.count >= 3, bytes[0] == 0xE2 && bytes[1] == 0x80 && bytes[2] == 0xA6 || bytes[0] == 0x2E && bytes[1] == 0x2E && bytes[2] == 0x2E {
                    facts.insert(bytes.count > 3 && bytes[3] >= 0x80 ? .ellipsisThenMore : .ellipsis)
                }
                return facts
            }
        }
    }

    /// `text` lower-cased: what comparisons of names use (SPEC §4: ignoring case and surrounding
    /// white space). Empty for a name that is not text, which is never compared.
    public var folded: String {
        isText ? text.quickLowercased() : ""
    }

    /// The name as a short editor's placeholder would be written: lower-cased, white space as one
    /// space; empty for a name longer than 15 bytes (placeholders are a word or two) and for a
    /// name that is not text.
    public var shortForm: String {
        isText && text.utf8.count <= 15 ? text.collapsedLowercased() : ""
    }

    /// One character (a symbol, a letter, an emoji).
    public var isSingleCharacter: Bool {
        let count = text.utf8.count
        if count <= 1 { return count == 1 }
        // Longer than any one character but a very long emoji sequence: many.
        if byteFacts.contains(.twoASCIICharacters) || count > 64 { return false }
        return text.count == 1
    }

    /// Holds a letter or a digit.
    public var hasLetterOrDigit: Bool {
        // Most names are told by an ASCII letter or digit; the rest asks `Character`.
        byteFacts.contains(.asciiLetterOrDigit) || text.contains { $0.isLetter || $0.isNumber }
    }

    /// Begins with an ellipsis, `…` or `...` (exactly `text.hasPrefix("…") || text.hasPrefix("...")`):
    /// a fragment that continues a text nearby.
    public var startsWithEllipsis: Bool {
        if byteFacts.contains(.ellipsis) { return true }
        // A character that is not ASCII after it may join the last one (a combining mark).
        return byteFacts.contains(.ellipsisThenMore) && (text.hasPrefix("…") || text.hasPrefix("..."))
    }

    /// Its words: the runs of letters and digits, in order (exactly
    /// `text.split { !($0.isLetter || $0.isNumber) }`), found on the bytes of simple text (see
    /// `Latin1Text`: each character one scalar, the letters A–Z, a–z and À–ÿ but × and ÷).
    public var words: [Substring] {
        var bytesOf = text
        var ranges: [Range<Int>] = []
        let simple = bytesOf.withUTF8 { bytes -> Bool in
            guard Latin1Text.isSimple(bytes) else { return false }
            var start = -1
            var offset = 0
            while offset < bytes.count {
                let byte = bytes[offset]
                let isWordByte = byte < 0x80
                    ? (byte | 0x20) &- 0x61 < 26 || byte &- 0x30 < 10
                    : byte == 0xC3 && bytes[offset + 1] != 0x97 && bytes[offset + 1] != 0xB7
                if isWordByte {
                    if start < 0 { start = offset }
                } else if start >= 0 {
                    ranges.append(start..<offset)
                    start = -1
                }
                offset += byte == 0xC3 ? 2 : 1
            }
            if start >= 0 { ranges.append(start..<bytes.count) }
            return true
        }
        guard simple else { return text.split { !($0.isLetter || $0.isNumber) } }
        let utf8 = text.utf8
        return ranges.map { range in
            text[utf8.index(utf8.startIndex, offsetBy: range.lowerBound)..<utf8.index(utf8.startIndex, offsetBy: range.upperBound)]
        }
    }

    /// The name is text a user hears: the text rules judge it, compare it and measure it.
    @inlinable public var isText: Bool { !isDynamic && !isUnresolved && source != .image }

    /// A name the file gives (a label, an accessibility label, a tied text): not the words of an
    /// image the reader says because nothing names it.
    @inlinable public var isGiven: Bool { source != .image }
}

/// The document, a screen, or a group the front end found.
public struct Container: Sendable {
    public enum Kind: Sendable, Equatable {
        case document, screen
        /// A group with a title of its own, or one that wants one (a `ui` group, a section, a box).
        case group
        /// A tab, an alternate pane, a table column, a cell: it scopes sets, duplicates and
        /// headers without being a set.
        case scope
    }

    public let element: Element
    public let kind: Kind
    public let parent: Int?
    /// Its title or header, trimmed; nil when it has none (or a blank one).
    public let title: String?
    /// Positions in `AccessibilityTree.stops` of the stops directly in it, in reading order.
    public internal(set) var stops: [Int] = []

    public init(element: Element, kind: Kind, parent: Int?, title: String?) {
        self.element = element
        self.kind = kind
        self.parent = parent
        self.title = title
    }
}

/// Checkboxes a user meets together: a group, a section, or a run of neighbouring checkboxes the
/// front end takes for one set on its platform.
public struct CheckboxSet: Sendable {
    /// Positions in `AccessibilityTree.stops`, in reading order.
    public let stops: [Int]
    /// How many checkboxes it holds, one made by a loop counted as two.
    public let count: Int
    /// The `group` element that is the set, nil for a run of loose checkboxes.
    public let group: Element?
    /// Its title, trimmed; nil when it has none.
    public let title: String?
    /// The visible text right before a run of loose checkboxes that is not marked as a heading.
    public let textBefore: String?
    /// The caller's use of a view whose checkboxes the set is (`Element.isUseOfCheckboxView`), when
    /// they have no stops in this document: where the set is reported.
    public let shownView: Element?

    public init(stops: [Int], count: Int, group: Element?, title: String?, textBefore: String?, shownView: Element? = nil) {
        self.stops = stops
        self.count = count
        self.group = group
        self.title = title
        self.textBefore = textBefore
        self.shownView = shownView
    }
}
