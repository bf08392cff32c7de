import CheckboxLintKit

extension PlatformProfile {
    /// VoiceOver reading SwiftUI views, in declaration order; components named by their type.
    /// With the profile of the other Apple platform, for the constructs of a file's `#if os(…)`
    /// branches for it.
    /// - Parameter watchOS: the file is watchOS code (iOS's reader, no hit-area minimum: `PlatformEvidence.isWatchOS`).
    static func swiftUI(platform: Platform, watchOS: Bool = false) -> PlatformProfile {
        switch platform {
        case .ios: return watchOS ? swiftUIOnWatchOS : swiftUIOnIOS
        case .macos: return swiftUIOnMacOS
        default: return swiftUIWithOther(platform)
        }
    }

    /// Made once: every Swift file's document holds one.
    private static let swiftUIOnIOS = swiftUIWithOther(.ios)
    private static let swiftUIOnMacOS = swiftUIWithOther(.macos)
    private static let swiftUIOnWatchOS: PlatformProfile = {
        var profile = swiftUIWithOther(.ios)
        profile.appliesTapTargetMinimum = false
        return profile
    }()

    private static func swiftUIWithOther(_ platform: Platform) -> PlatformProfile {
        var profile = swiftUIAlone(platform: platform)
        let other: Platform = platform == .macos ? .ios : .macos
        profile.otherPlatforms[other] = swiftUIAlone(platform: other)
        return profile
    }

    /// On macOS a set with no visible text before it is usually titled by the window or popover
    /// it fills (a pointer platform's windows are titled by their context): a note to review,
    /// not a warning; and the advice for a custom checkbox is AppKit's native check box, not iOS
    /// 17's toggle trait.
    private static func swiftUIAlone(platform: Platform) -> PlatformProfile {
        let macOS = platform == .macos
        return PlatformProfile(
            fileKind: "SwiftUI source", platform: platform, readerName: "VoiceOver", documentOrderIsReadingOrder: true,
            namesByTitle: true, namesComponentClass: true, setHeaderSeverity: .warning,
            accessibilityLabelTerm: "accessibilityLabel", labelTerm: "label",
            nameAdvice: "; add a label or accessibilityLabel",
            untiedTextAdvice: ": {reads}; the Text '{text}' beside it is not tied to it: give the control that title, or .accessibilityLabel({textCode})",
            imageNameAdvice: ": {reads}; those words say what the image shows (for a box, its state), never what it checks: add .accessibilityLabel naming what it checks",
            stateChosenNameAdvice: "name what it switches (a title, or .accessibilityLabel) and keep the value out of the name",
            viewsScopeSets: true,
            headingAdvice: "put the set in a Section or GroupBox with that title",
            untitledSetAdvice: macOS
                ? "review: no text before them titles them; if the window or popover that shows them does not say what they are for, add a heading before them that does"
                : "add a heading before them that says what they are for",
            untitledSetSeverity: macOS ? .note : nil,
            namesTextBefore: true, looseRunsNeedTitle: false,
            loopName: "a ForEach",
            loopAdvice: "put them in a Section whose header says what they are for, or mark the text that titles them with .accessibilityAddTraits(.isHeader)",
            roleAdvice: macOS
                ? "declares {traits}, so VoiceOver announces neither its role nor its state; make it a Toggle (.toggleStyle(.checkbox) for a check box, .switch for a switch), which VoiceOver on macOS reads with its role and state, or give it .accessibilityValue for the state"
                : "declares {traits}, so VoiceOver announces neither its role nor its state; combine it into one element (.accessibilityElement(children: .combine)) and add .accessibilityAddTraits(.isToggle) (iOS 17), or .isButton with .isSelected when checked, and .accessibilityValue for the state",
            traitSpelling: .swiftUI,
            tapTargetAdvice: "toggles only when its {indicator} is tapped, not its label '{label}'; attach the tap action to the whole row (the stack, with .contentShape(Rectangle())) or make the row a Button",
            flagNames: ("isError: true", "isReadOnly: true", ".disabled(true)"),
            placeholderNames: PlatformProfile.codePlaceholders)
    }
}

/// What VoiceOver takes a SwiftUI construct for.
enum SwiftStops {
    /// A design system's component (OUDS) follows the design grammar; a `Toggle` is a switch, or a
    /// check box with the checkbox style (macOS); a hand-made checkbox is what its traits declare:
    /// the toggle trait a switch, the button trait a button (whose state VoiceOver learns only from
    /// the selected trait or a value), nothing at all no role.
    /// A checkbox of an `#if os(…)` branch for another platform than the file's is read by that
    /// platform's reader (`Element.platform`).
    /// The class of a Toggle drawn in a Button's label, which VoiceOver reads as that Button.
    static let heldToggle = "Toggle in Button"

    /// - Parameter statesNamedByAction: the indices of the Buttons whose own name says their state
    ///   by the action it names (`ActionNamedStates`): VoiceOver learns the state from their name.
    static func facts(platform filePlatform: Platform, statesNamedByAction: Set<Int> = []) -> (Element) -> StopFacts {
        return { checkbox in
            let platform = checkbox.platform ?? filePlatform
            let native: ScreenReader = platform == .macos ? .voiceOverMacOS : .voiceOverIOS
            if let name = checkbox.controlClass, isDesignSystemComponent(name) {
                return StopFacts(role: .checkbox, autoReader: .design, followsDesignGrammar: true)
            }
            // A Toggle in a Button's label: VoiceOver says the Button ("{title}, Button"), with no
            // state; its role and state are not the Toggle's to declare (nested-interactive says why).
            // A call of a component that leaves it its fallback name: judged for that name only; its
            // role and state are the component's, judged where it is declared (`FallbackNamedComponents`).
            if checkbox.fallbackNameArgument != nil {
                return StopFacts(role: .checkbox, autoReader: native, declaresRole: false, conveysState: true)
            }
            if checkbox.controlClass == heldToggle {
                return StopFacts(role: .button, autoReader: native, declaresRole: false, conveysState: false)
            }
            // Each trait compared as its lowercased form where it is: an array of the lowercased
            // traits made for each checkbox cost ~1,000 instructions.
            let traits = checkbox.traits
            func has(_ word: String) -> Bool { traits?.contains { Self.lowercased($0, equals: word) } ?? false }
            let role: ControlRole
            var conveysState = true
            if has("toggle") {
                role = .switch
            } else if traits != nil {
                role = has("button") ? .button : .none
                // A Toggle styled `.button` is given the selected trait by SwiftUI while on.
                conveysState = role == .button && (has("selected") || checkbox.accessibilityValue != nil
                    || checkbox.controlClass == "Toggle" || statesNamedByAction.contains(checkbox.index))
            } else if checkbox.controlClass == "Toggle" || checkbox.isStyleOfOtherControls {
                // A Toggle keeps its switch role whatever its style (SPEC §10); with the checkbox
                // style, AppKit's, it is a check box; so is one with no style or a style of the
                // app's own on macOS, and that style's own line (`ToggleRole`).
                role = platform == .macos ? .checkbox : .switch
            } else {
                role = .checkbox
            }
            return StopFacts(role: role, autoReader: native, declaresRole: traits != nil, conveysState: conveysState)
        }
    }

    /// `text.lowercased() == word`, for a `word` of lowercase ASCII letters: an ASCII text compared
    /// byte by byte, its capitals folded (all `lowercased()` changes in ASCII); any other text
    /// through `lowercased()`.
    static func lowercased(_ text: String, equals word: String) -> Bool {
        var text = text
        var word = word
        let answer: Bool? = text.withUTF8 { textBytes in
            word.withUTF8 { wordBytes -> Bool? in
                var equal = textBytes.count == wordBytes.count
                for index in textBytes.indices {
                    var byte = textBytes[index]
                    if byte >= 0x80 { return nil }
                    if byte >= 0x41 && byte <= 0x5A { byte += 0x20 }
                    if equal && byte != wordBytes[index] { equal = false }
                }
                return equal
            }
        }
        return answer ?? (text.lowercased() == word)
    }

    /// Whether the last dot-separated part of a class name (`OUDSCheckbox`, `Module.OUDSCheckbox`)
    /// starts with `OUDS`: `split(separator: ".").last?.hasPrefix("OUDS")`, read on the bytes when
    /// they are ASCII (split into Substrings, it cost ~6,600 instructions an element).
    static func isDesignSystemComponent(_ name: String) -> Bool {
        // Over the string's own bytes when it holds them in one piece (a String's UTF-8 view
        // stepped back index by index cost ~1,000 instructions a name).
        let answer: Bool?? = name.utf8.withContiguousStorageIfAvailable { bytes -> Bool? in
            guard !bytes.contains(where: { $0 >= 0x80 }) else { return nil }
            // Empty parts are omitted by `split`: trailing dots end no part.
            var end = bytes.count
            while end > 0, bytes[end - 1] == UInt8(ascii: ".") { end -= 1 }
            guard end > 0 else { return false }
            var start = end
            while start > 0, bytes[start - 1] != UInt8(ascii: ".") { start -= 1 }
            return end - start >= 4 && bytes[start] == UInt8(ascii: "O") && bytes[start + 1] == UInt8(ascii: "U")
                && bytes[start + 2] == UInt8(ascii: "D") && bytes[start + 3] == UInt8(ascii: "S")
        }
        if case .some(.some(let known)) = answer { return known }
        return name.split(separator: ".").last?.hasPrefix("OUDS") == true
    }
}
