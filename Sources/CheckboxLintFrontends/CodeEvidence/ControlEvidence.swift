/// What code assigns to one control (SPEC §9): read from the source that owns the UI file, never
/// compiled. Each flag says only that some statement does it; several statements merge.
public struct ControlEvidence: Sendable, Equatable {
    /// Code gives it a name: `text =`, `setText(`, `contentDescription`, `title =`, `setTitle:`,
    /// `stringValue =`, `accessibilityLabel`.
    public var setsName = false
    /// Code may show it: `visibility = View.VISIBLE`, `isVisible = true`, `isHidden = false`,
    /// or a visibility it computes (`visibility = if (a) VISIBLE else GONE`).
    public var mayShow = false
    /// Code hides it: `visibility = View.GONE`, `isGone = true`, `isHidden = true`.
    public var hides = false
    /// Code sets its state: `isChecked =`, `setChecked(`, `state =`, `isOn =`.
    public var setsState = false
    /// Code listens for clicks on it (`setOnClickListener`): a row made clickable in code.
    public var listensForClicks = false

    public init() {}

    /// Whether anything at all was found.
    public var isEmpty: Bool { self == ControlEvidence() }

    /// Hidden by code and never shown by it.
    public var isHiddenByCode: Bool { hides && !mayShow }

    mutating func merge(_ other: ControlEvidence) {
        setsName = setsName || other.setsName
        mayShow = mayShow || other.mayShow
        hides = hides || other.hides
        setsState = setsState || other.setsState
        listensForClicks = listensForClicks || other.listensForClicks
    }
}
