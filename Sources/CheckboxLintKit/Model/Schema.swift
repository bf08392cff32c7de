/// What the model knows: which elements exist, what each may contain, and each attribute's type
/// and the field it fills. The builder, the "did you mean" suggestions and the docs all read this
/// one table.
enum Schema {
    enum AttributeType {
        case text(WritableKeyPath<Element, String?>)
        case boolean(WritableKeyPath<Element, Bool?>)
        case length(WritableKeyPath<Element, Double?>)
        case words(WritableKeyPath<Element, [String]?>)
        case identifier
        case version
        case platform
        case locale
        case state
        case variant
        case tapTarget
        case accessibilityElement
    }

    static let geometry: [String: AttributeType] = [
        "x": .length(\.x), "y": .length(\.y), "width": .length(\.width), "height": .length(\.height),
    ]

    static let labelled: [String: AttributeType] = geometry.merging([
        "id": .identifier, "label": .text(\.label),
    ]) { $1 }

    static let attributes: [Element.Kind: [String: AttributeType]] = [
        .ui: ["version": .version, "platform": .platform, "locale": .locale],
        .screen: ["id": .identifier, "title": .text(\.title)],
        .group: geometry.merging(["id": .identifier, "header": .text(\.header)]) { $1 },
        .checkbox: labelled.merging([
            "variant": .variant,
            "accessibilityLabel": .text(\.accessibilityLabel),
            "description": .text(\.descriptionText),
            "hint": .text(\.hint),
            "state": .state,
            "triState": .boolean(\.triState),
            "disabled": .boolean(\.disabled),
            "readOnly": .boolean(\.readOnly),
            "error": .boolean(\.error),
            "errorText": .text(\.errorText),
            "icon": .text(\.icon),
            "flipIcon": .boolean(\.flipIcon),
            "reversed": .boolean(\.reversed),
            "divider": .boolean(\.divider),
            "tapTarget": .tapTarget,
            "accessibilityElement": .accessibilityElement,
            "accessibilityValue": .text(\.accessibilityValue),
            "traits": .words(\.traits),
            "announcement": .text(\.announcement),
            "selectAll": .boolean(\.selectAll),
            "controls": .words(\.controls),
        ]) { $1 },
        .text: labelled,
        .button: labelled,
        .link: labelled,
        .tooltip: labelled,
    ]

    private static let content: [Element.Kind] = [.group, .checkbox, .text, .button, .link, .tooltip]

    /// The children each element may have. A checkbox may hold interactive elements in the model
    /// only so that `nested-interactive` can report them.
    static let allowedChildren: [Element.Kind: [Element.Kind]] = [
        .ui: [.screen] + content,
        .screen: content,
        .group: content,
        .checkbox: [.link, .button, .tooltip, .checkbox],
        .text: [], .button: [], .link: [], .tooltip: [],
    ]

    /// `attributes` and `allowedChildren` as arrays indexed by kind: the builder reads them for
    /// every attribute and element, and hashing a `Kind` key hashes its name string.
    private static let attributeTables: [[String: AttributeType]] = Element.Kind.allCases.map { attributes[$0] ?? [:] }
    private static let childTables: [[Element.Kind]] = Element.Kind.allCases.map { allowedChildren[$0] ?? [] }

    static func attributes(of kind: Element.Kind) -> [String: AttributeType] { attributeTables[kind.ordinal] }
    static func allowedChildren(of kind: Element.Kind) -> [Element.Kind] { childTables[kind.ordinal] }

    /// Every attribute name the model knows, on any element (for suggestions on unknown elements).
    static let allAttributeNames: [String] = Array(Set(attributes.values.flatMap(\.keys))).sorted()
}

extension Element.Kind {
    /// The position in `allCases`.
    var ordinal: Int {
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
