/// What a kind of file's platform is like, as its front end knows it (SPEC §11): which reader
/// speaks there, what the file's order and saved state mean, and how a fix is said in the
/// platform's own terms. Rules read it instead of asking what kind of file they are looking at.
///
/// Each front end makes its own (`PlatformProfile.uiFormat` for checkbox-lint's own format; the
/// others beside their front end). Advice texts hold `{text}` where a document's text goes.
public struct PlatformProfile: Sendable {
    /// What the front end reads, for people: "UI description", "Interface Builder file",
    /// "Android layout", "SwiftUI source".
    public var fileKind: String
    public var platform: Platform
    /// The screen reader people use there, as messages name it ("VoiceOver", "TalkBack").
    public var readerName: String
    /// Whether the file's order is the order the reader visits (SPEC §4.1): true in the `ui`
    /// format and SwiftUI, false in UIKit/AppKit (frames decide) and Android layouts (no positions).
    public var documentOrderIsReadingOrder: Bool
    /// Messages name a control by what a person sees (its title), not by its id.
    public var namesByTitle: Bool
    /// The object id is added to a title in messages, to tell controls apart (Interface Builder ids).
    public var showsObjectID: Bool
    /// Messages about a component name its class (`OUDSCheckboxItem 'Terms'`, SwiftUI).
    public var namesComponentClass: Bool
    /// The severity of a set without a header: the rule's own (an error, Aetna's requirement) in
    /// the `ui` format, a warning where two neighbouring toggles may be independent options.
    public var setHeaderSeverity: Severity?
    /// What the platform calls an accessibility label, and a visible label, in messages.
    public var accessibilityLabelTerm: String
    public var labelTerm: String
    /// The state description's name where it is not `accessibilityValue` (Android's `stateDescription`).
    public var valueTerm: String

    // Advice, in the platform's terms.
    /// label-missing, with nothing beside the control: "; add a label or accessibilityLabel".
    public var nameAdvice: String
    /// label-missing, with a text beside the control that is not tied to it.
    public var untiedTextAdvice: String
    /// label-missing, for a control nothing names that shows an image, whose words the reader
    /// says where a name would be (`{reads}` quotes them): why they are no name, and the fix.
    /// Nil where the platform's `nameAdvice` says it.
    public var imageNameAdvice: String?
    /// label-missing, for a control inside a clickable row that is a stop of its own (`{row}` is
    /// the row's quoted text, or empty): the two stops and how to make them one. Empty where the
    /// platform has no such rows.
    public var clickableRowAdvice: String
    /// label-missing, for a label the control's own state chooses (`isOn ? "Yes" : "No"`): how to
    /// name what it switches instead.
    public var stateChosenNameAdvice: String
    /// nested-interactive: how to take a control out of the checkbox it sits in.
    public var nestedControlAdvice: String
    /// group-header-missing: how a text is made a heading ("set android:accessibilityHeading=…").
    public var headingAdvice: String
    /// group-header-missing: a loose set with no text before it.
    public var untitledSetAdvice: String
    /// group-header-missing: the severity of a set with no visible text before it, where that is
    /// weaker evidence than a text left unmarked (macOS: a window's or popover's title names what
    /// fills it); nil keeps `setHeaderSeverity`. Its advice, `untitledSetAdvice`, then says "review".
    public var untitledSetSeverity: Severity?
    /// group-header-missing: whether the message names the visible text before a set.
    public var namesTextBefore: Bool
    /// Whether the views that lay controls out scope sets and duplicate names (SwiftUI's stacks), as
    /// groups do; elsewhere controls of different views of one screen are compared.
    public var viewsScopeSets: Bool
    /// Whether a run of loose neighbouring checkboxes is taken for a set only when a visible text
    /// titles it: in an Interface Builder file or a layout, loose toggles are often independent
    /// options, and a set that fills a dialog or screen is titled outside the file (SPEC §4.1).
    public var looseRunsNeedTitle: Bool
    /// group-header-missing: what makes checkboxes in a loop, and how they get a header.
    public var loopName: String
    public var loopAdvice: String
    /// role-missing: `{traits}` and `{role}` are filled in.
    public var roleAdvice: String
    /// role-missing, for a component of these classes (the simple name): said instead of `roleAdvice`.
    public var roleAdviceByClass: [String: String]
    /// How declared traits are spelt in messages.
    public var traitSpelling: TraitSpelling
    /// The profiles of the other platforms a file may hold constructs for (SwiftUI's `#if os(…)`
    /// branches): a stop whose element names its own platform (`Element.platform`) is judged and
    /// advised with that platform's profile (`profile(of:)`).
    public var otherPlatforms: [Platform: PlatformProfile] = [:]
    /// label-not-tappable: `{label}` is filled in.
    public var tapTargetAdvice: String
    /// Whether `hit-area-too-small` holds the file to its platform's minimum. False for SwiftUI code
    /// the file or its Xcode project says is watchOS's (SPEC §10): read with iOS's VoiceOver, but the
    /// contract sets no minimum for a watch, whose guidance is not iOS's 44 pt — silent, not an iOS error.
    public var appliesTapTargetMinimum = true
    /// The design system's names for error, read-only and disabled in forbidden-combination's message.
    public var flagNames: (error: String, readOnly: String, disabled: String)
    /// label-meaningless: the texts this kind of file's editor puts in a new control, lower-cased
    /// with inner white space as one space; a name left as one of them is a placeholder.
    public var placeholderNames: Set<String>

    /// The texts Xcode's Interface Builder ("Label", "Button", "Check", "Title", "Item", "Text")
    /// and Android Studio's layout editor ("CheckBox", "Switch", "New Text") put in a new control.
    public static let editorPlaceholders: Set<String> = [
        "check", "check box", "checkbox", "label", "switch", "button", "title", "text", "item", "new text",
    ]

    /// In source code a developer writes the name: only the texts of Xcode's library snippets
    /// (`Toggle(isOn:) { Text("Label") }`, `Button("Button")`, `Text("Placeholder")`) and a
    /// control's own kind are placeholders; "Title", "Text" or "Item" there name a real option
    /// (a toggle that shows a field's title).
    public static let codePlaceholders: Set<String> = [
        "check", "check box", "checkbox", "label", "switch", "button", "toggle", "placeholder",
    ]

    public enum TraitSpelling: Sendable {
        /// As written in the file: `image button`.
        case words
        /// SwiftUI's: `.isImage, .isButton`.
        case swiftUI
    }

    public init(fileKind: String, platform: Platform, readerName: String, documentOrderIsReadingOrder: Bool,
                namesByTitle: Bool, showsObjectID: Bool = false, namesComponentClass: Bool = false,
                setHeaderSeverity: Severity?, accessibilityLabelTerm: String, labelTerm: String,
                valueTerm: String = "accessibilityValue",
                nameAdvice: String, untiedTextAdvice: String, imageNameAdvice: String? = nil, clickableRowAdvice: String = "",
                stateChosenNameAdvice: String = "name what it switches and keep the value out of the name",
                nestedControlAdvice: String = "move it out of the checkbox, next to it, so each control can be reached and tapped on its own",
                viewsScopeSets: Bool = false,
                headingAdvice: String, untitledSetAdvice: String, untitledSetSeverity: Severity? = nil,
                namesTextBefore: Bool, looseRunsNeedTitle: Bool = false, loopName: String = "a loop", loopAdvice: String = "put them in a group with a header that says what they are for",
                roleAdvice: String, roleAdviceByClass: [String: String] = [:], traitSpelling: TraitSpelling = .words, tapTargetAdvice: String,
                flagNames: (error: String, readOnly: String, disabled: String) = ("error", "readOnly", "disabled"),
                placeholderNames: Set<String> = PlatformProfile.editorPlaceholders) {
        self.fileKind = fileKind
        self.platform = platform
        self.readerName = readerName
        self.documentOrderIsReadingOrder = documentOrderIsReadingOrder
        self.namesByTitle = namesByTitle
        self.showsObjectID = showsObjectID
        self.namesComponentClass = namesComponentClass
        self.setHeaderSeverity = setHeaderSeverity
        self.accessibilityLabelTerm = accessibilityLabelTerm
        self.labelTerm = labelTerm
        self.valueTerm = valueTerm
        self.nameAdvice = nameAdvice
        self.untiedTextAdvice = untiedTextAdvice
        self.imageNameAdvice = imageNameAdvice
        self.clickableRowAdvice = clickableRowAdvice
        self.stateChosenNameAdvice = stateChosenNameAdvice
        self.nestedControlAdvice = nestedControlAdvice
        self.viewsScopeSets = viewsScopeSets
        self.headingAdvice = headingAdvice
        self.untitledSetAdvice = untitledSetAdvice
        self.untitledSetSeverity = untitledSetSeverity
        self.namesTextBefore = namesTextBefore
        self.looseRunsNeedTitle = looseRunsNeedTitle
        self.loopName = loopName
        self.loopAdvice = loopAdvice
        self.roleAdvice = roleAdvice
        self.roleAdviceByClass = roleAdviceByClass
        self.traitSpelling = traitSpelling
        self.tapTargetAdvice = tapTargetAdvice
        self.flagNames = flagNames
        self.placeholderNames = placeholderNames
    }

    /// checkbox-lint's own format (SPEC §2, §3): the design grammar, whose order and state are
    /// the author's.
    public static func uiFormat(platform: Platform) -> PlatformProfile {
        PlatformProfile(
            fileKind: "UI description", platform: platform, readerName: "VoiceOver", documentOrderIsReadingOrder: true,
            namesByTitle: false, setHeaderSeverity: nil, accessibilityLabelTerm: "accessibilityLabel", labelTerm: "label",
            nameAdvice: "; add a label or accessibilityLabel",
            untiedTextAdvice: "; add a label or accessibilityLabel",
            headingAdvice: "put them in a group with that header",
            untitledSetAdvice: "put them in a group with a header that says what they are for",
            namesTextBefore: false,
            roleAdvice: "declares traits \"{traits}\" without checkbox or toggle, so VoiceOver never says \"{role}\"; add the checkbox trait",
            tapTargetAdvice: "toggles only when its {indicator} is tapped, not its label '{label}'; make the whole row the tap target (tapTarget=\"row\")")
    }

    /// The profile `stop` is judged with: its own platform's, when its construct is for another
    /// platform than the file's (a checkbox in an `#if os(macOS)` branch of an iOS file), else this.
    public func profile(of stop: FocusStop) -> PlatformProfile {
        guard let own = stop.element.platform, own != platform, let other = otherPlatforms[own] else { return self }
        return other
    }

    /// `template` with `{key}` replaced by each value (already quoted as a message quotes text).
    public static func fill(_ template: String, _ values: KeyValuePairs<String, String>) -> String {
        template.filled(values)
    }

    /// How a message names a stop, quoted: by what a person sees where the profile says so (its
    /// title, with the object id to tell it apart where ids are opaque), else by its id or path.
    /// Its parts are excerpts kept on one line (`OneLine`): messages interpolate it whole.
    public func messageName(of stop: FocusStop) -> String {
        // A style's name is its controls', at run time (`{configuration.label}`): its type tells it apart.
        if stop.element.isStyleOfOtherControls, let type = stop.controlClass { return "'\(OneLine.excerpt(type))'" }
        guard namesByTitle, let title = stop.element.accessibleName else { return "'\(OneLine.excerpt(stop.displayName))'" }
        if showsObjectID, let id = stop.id { return "'\(OneLine.excerpt(title))' (\(OneLine.excerpt(id)))" }
        return "'\(OneLine.excerpt(title))'"
    }

    /// How a message names a component (SwiftUI: its class, `'OUDSCheckboxItem'`), else, as a
    /// control with no class of its own, as every other message names it (`messageName`).
    public func componentName(of stop: FocusStop) -> String {
        guard namesComponentClass, let type = stop.controlClass else { return messageName(of: stop) }
        return "'\(OneLine.excerpt(type))'"
    }

    /// Declared traits as the platform spells them.
    public func spell(traits: [String]) -> String {
        switch traitSpelling {
        case .words:
            return traits.joined(separator: " ")
        case .swiftUI:
            guard !traits.isEmpty else { return "no accessibility trait" }
            return "only " + traits.sorted().map { ".is\($0.prefix(1).uppercased() + $0.dropFirst())" }.joined(separator: ", ")
        }
    }
}
