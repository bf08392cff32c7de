/// The screen readers whose announcements checkbox-lint can compute (SPEC §3.1).
///
/// `design` is the design-system grammar of SPEC §3 (what a design system's custom checkbox must
/// make VoiceOver say, and the `ui` format's contract); the others are what each platform's own
/// screen reader says for its native controls. Which one speaks for a focus stop is the front
/// end's answer (`FocusStop.autoReader`), unless one is configured.
public enum ScreenReader: String, CaseIterable, Sendable {
    case design
    case voiceOverIOS = "voiceover-ios"
    case voiceOverMacOS = "voiceover-macos"
    case talkBack = "talkback"
    case nvda

    /// How messages name the reader. The design grammar is what VoiceOver is made to say, and
    /// the messages of `ui` documents have always named VoiceOver.
    public var displayName: String {
        switch self {
        case .design: "VoiceOver"
        case .voiceOverIOS: "VoiceOver on iOS"
        case .voiceOverMacOS: "VoiceOver on macOS"
        case .talkBack: "TalkBack"
        case .nvda: "NVDA"
        }
    }

    /// Whether the reader speaks a group's title as part of each checkbox's announcement (the
    /// design grammar) rather than once, on its own, where focus enters the group (the native readers).
    public var saysGroupInAnnouncement: Bool { self == .design }

    /// Parses a `--reader` / `reader:` value: `auto` is nil (the front end's pick per focus stop).
    public static func parseSetting(_ text: String) -> ScreenReader?? {
        let word = text.lowercased()
        if word == "auto" { return .some(nil) }
        return ScreenReader(rawValue: word).map { .some($0) }
    }

    /// The values `--reader` and `reader:` accept.
    public static let settingNames = ["auto"] + allCases.map(\.rawValue)
}
