/// What the model knows: which elements exist, what each may contain, and each attribute's type
/// and the field it fills. The builder, the "did you mean" suggestions and the docs all read this
/// one table.
enum Schema {
    /// Each type with the field it fills. Fields are plain enums set by a switch (below): key paths
    /// on a class went through generic key-path machinery (an eighth of a lint run, by callgrind),
    /// and closures made every copy of a type retain and release them.
    enum AttributeType {
        case text(TextField)
        case boolean(FlagField)
        case length(LengthField)
        case words(WordsField)
        case identifier
        case version
        case platform
        case locale
        case state
        case variant
        case tapTarget
        case accessibilityElement
    }

    enum TextField { case label, title, header, accessibilityLabel, descriptionText, hint, errorText, icon, accessibilityValue, announcement }
    enum FlagField { case triState, disabled, readOnly, error, flipIcon, reversed, divider, selectAll }
    enum LengthField { case x, y, width, height }
    enum WordsField { case traits, controls, iconStates }

    static let geometry: [String: AttributeType] = [
        "x": .length(.x), "y": .length(.y), "width": .length(.width), "height": .length(.height),
    ]

    static let labelled: [String: AttributeType] = geometry.merging([
        "id": .identifier, "label": .text(.label),
    ]) { $1 }

    /// The attributes of each kind of element. A switch, not a dictionary keyed by kind: a
    /// dictionary's first use of a key type makes the runtime scan every protocol conformance in
    /// the binary for its `Hashable` (callgrind: 0.35 M instructions, 4 % of linting one small file).
    private static func declaredAttributes(of kind: Element.Kind) -> [String: AttributeType] {
        switch kind {
        case .ui: ["version": .version, "platform": .platform, "locale": .locale]
        case .screen: ["id": .identifier, "title": .text(.title)]
        case .group: geometry.merging(["id": .identifier, "header": .text(.header)]) { $1 }
        case .checkbox: labelled.merging([
            "variant": .variant,
            "accessibilityLabel": .text(.accessibilityLabel),
            "description": .text(.descriptionText),
            "hint": .text(.hint),
            "state": .state,
            "triState": .boolean(.triState),
            "disabled": .boolean(.disabled),
            "readOnly": .boolean(.readOnly),
            "error": .boolean(.error),
            "errorText": .text(.errorText),
            "icon": .text(.icon),
            "flipIcon": .boolean(.flipIcon),
            "reversed": .boolean(.reversed),
            "divider": .boolean(.divider),
            "tapTarget": .tapTarget,
            "accessibilityElement": .accessibilityElement,
            "accessibilityValue": .text(.accessibilityValue),
            "traits": .words(.traits),
            "announcement": .text(.announcement),
            "selectAll": .boolean(.selectAll),
            "controls": .words(.controls),
        ]) { $1 }
        case .text, .button, .link, .tooltip: labelled
        }
    }

    private static let content: [Element.Kind] = [.group, .checkbox, .text, .button, .link, .tooltip]

    /// The children each element may have. A checkbox may hold interactive elements in the model
    /// only so that `nested-interactive` can report them.
    private static func declaredChildren(of kind: Element.Kind) -> [Element.Kind] {
        switch kind {
        case .ui: [.screen] + content
        case .screen, .group: content
        case .checkbox: [.link, .button, .tooltip, .checkbox]
        case .text, .button, .link, .tooltip: []
        }
    }

    /// The attributes and children of each kind, indexed by kind: the builder reads them for every
    /// attribute and element.
    private static let attributeTables: [[String: AttributeType]] = Element.Kind.allCases.map(declaredAttributes)
    private static let childTables: [[Element.Kind]] = Element.Kind.allCases.map(declaredChildren)

    static func attributes(of kind: Element.Kind) -> [String: AttributeType] { attributeTables[kind.ordinal] }

    private static let attributeLookups: [NameLookup<AttributeType>] = attributeTables.map(NameLookup.init)

    /// `attributes(of: kind)[name]` without hashing the name, which the builder does for every attribute.
    static func attributeType(named name: String, on kind: Element.Kind) -> AttributeType? {
        attributeLookups[kind.ordinal].value(for: name)
    }
    static func allowedChildren(of kind: Element.Kind) -> [Element.Kind] { childTables[kind.ordinal] }

    /// The attribute names of each kind, prepared once for "did you mean" on an unknown one.
    private static let attributeCandidates: [Suggestion.Candidates] = attributeTables.map { Suggestion.Candidates($0.keys) }
    static func attributeCandidates(of kind: Element.Kind) -> Suggestion.Candidates { attributeCandidates[kind.ordinal] }

    /// Every attribute name the model knows, on any element (for suggestions on unknown elements).
    static let allAttributeNames: [String] = Array(Set(attributeTables.flatMap(\.keys))).sorted()
}

extension Element {
    func set(_ field: Schema.TextField, _ value: String) {
        switch field {
        case .label: label = value
        case .title: title = value
        case .header: header = value
        case .accessibilityLabel: accessibilityLabel = value
        case .descriptionText: descriptionText = value
        case .hint: hint = value
        case .errorText: errorText = value
        case .icon: icon = value
        case .accessibilityValue: accessibilityValue = value
        case .announcement: announcement = value
        }
    }

    func set(_ field: Schema.FlagField, _ value: Bool) {
        switch field {
        case .triState: triState = value
        case .disabled: disabled = value
        case .readOnly: readOnly = value
        case .error: error = value
        case .flipIcon: flipIcon = value
        case .reversed: reversed = value
        case .divider: divider = value
        case .selectAll: selectAll = value
        }
    }

    func set(_ field: Schema.WordsField, _ value: [String]) {
        switch field {
        case .traits: traits = value
        case .controls: controls = value
        case .iconStates: iconStates = value
        }
    }
}

extension Element.Kind {
    /// `Kind(rawValue: name)` without the generic string switch, which the builder ran for every
    /// element (460 instructions each, by callgrind): the length nearly decides, one compare confirms.
    static func named(_ name: String) -> Element.Kind? {
        let candidate: Element.Kind
        switch name.utf8.count {
        case 2: candidate = .ui
        case 4: candidate = name.utf8.first == UInt8(ascii: "t") ? .text : .link
        case 5: candidate = .group
        case 6: candidate = name.utf8.first == UInt8(ascii: "s") ? .screen : .button
        case 7: candidate = .tooltip
        case 8: candidate = .checkbox
        default: return nil
        }
        return name == candidate.rawValue ? candidate : nil
    }

    /// The position in `allCases`; inlinable, for the front ends' per-kind counts.
    @inlinable public var ordinal: Int {
        switch self {
        case .ui: 0
        case .screen: 1
        case .group: 2
        case .checkbox: 3
        case .text: 4
        case .button: 5
        case .link: 6
        case .tooltip: 7
        }
    }
}

/// A fixed set of names, found by their UTF-8 length and first byte, then one comparison: for the
/// schema's attribute names, that pair is nearly unique, and it costs far less than hashing the
/// `String` (SipHash) as a dictionary lookup does. The pair is folded into 128 buckets (1 KiB a
/// table): a bucket for every pair (32 KiB a table, eight tables) was 60 of the 720 pages a
/// one-file run touches.
struct NameLookup<Value> {
    private var buckets: [[(name: String, value: Value)]]

    init(_ entries: [String: Value]) {
        buckets = Array(repeating: [], count: 128)
        for (name, value) in entries {
            guard let bucket = Self.bucket(of: name) else { preconditionFailure("schema name '\(name)' must be ASCII, under 32 bytes") }
            buckets[bucket].append((name, value))
        }
    }

    func value(for name: String) -> Value? {
        guard let bucket = Self.bucket(of: name) else { return nil }
        for entry in buckets[bucket] where entry.name == name { return entry.value }
        return nil
    }

    /// Nil for a name no schema name can equal: empty, 32 bytes or longer, or starting with a non-ASCII byte.
    private static func bucket(of name: String) -> Int? {
        let bytes = name.utf8
        let count = bytes.count
        guard count < 32, let first = bytes.first, first < 128 else { return nil }
        return (count << 4 ^ Int(first)) & 127
    }
}
