/// The platforms a document can target; they set the unit of geometry and the hit-area minimum.
public enum Platform: String, CaseIterable, Sendable {
    case ios, android, web, macos

    /// The unit suffix a length may carry on this platform.
    public var unitSuffix: String {
        switch self {
        case .ios, .macos: "pt"
        case .android: "dp"
        case .web: "px"
        }
    }

    /// `unitSuffix`'s two bytes, for reading lengths from bytes without a string.
    var unitSuffixBytes: (UInt8, UInt8) {
        switch self {
        case .ios, .macos: (UInt8(ascii: "p"), UInt8(ascii: "t"))
        case .android: (UInt8(ascii: "d"), UInt8(ascii: "p"))
        case .web: (UInt8(ascii: "p"), UInt8(ascii: "x"))
        }
    }
}

public enum CheckState: String, CaseIterable, Sendable {
    case unchecked, checked, indeterminate

    /// The words the model accepts for each state (SPEC §2), matched ignoring case.
    static let words: [String: CheckState] = [
        "unchecked": .unchecked, "off": .unchecked, "unselected": .unchecked,
        "checked": .checked, "on": .checked, "selected": .checked,
        "indeterminate": .indeterminate, "mixed": .indeterminate,
    ]

    /// `words` for matching bytes; sorted so the table is the same on every run.
    static let keywords = KeywordTable(words.sorted { $0.key < $1.key }.map { ($0.key, $0.value) })
}

public enum Variant: String, CaseIterable, Sendable {
    case indicator, item, cell
}

public enum TapTarget: String, CaseIterable, Sendable {
    case row, indicator
}

public enum AccessibilityElementMode: String, CaseIterable, Sendable {
    case combined, separate
}

/// Severities are SARIF's levels.
public enum Severity: String, CaseIterable, Comparable, Sendable {
    case note, warning, error

    private var rank: Int {
        switch self {
        case .note: 0
        case .warning: 1
        case .error: 2
        }
    }

    public static func < (a: Severity, b: Severity) -> Bool { a.rank < b.rank }
}

extension CaseIterable where Self: RawRepresentable, RawValue == String {
    /// The cases by raw value, for matching bytes (`ValueParser.keyword`).
    static func makeKeywords() -> KeywordTable<Self> {
        KeywordTable(allCases.map { ($0.rawValue, $0) })
    }
}

extension Platform { static let keywords = makeKeywords() }
extension Variant { static let keywords = makeKeywords() }
extension TapTarget { static let keywords = makeKeywords() }
extension AccessibilityElementMode { static let keywords = makeKeywords() }
