import CheckboxLintModel

/// Sets of checkboxes as an Interface Builder file lays them out. Interface Builder keeps
/// subviews in the order they were added, not the order they are seen or read (VoiceOver follows
/// frames): a set there is a column of checkboxes in one view, left edges aligned, each right
/// below the last (or a row of them side by side), with nothing between them; the text right
/// above the column, or to the left of its first checkbox (AppKit's "Label: [ ] option"
/// layout), is the one that reads as its title.
struct InterfaceBuilderSets {
    let elements: [Element]

    /// The runs of loose checkboxes directly in `parent` (a screen, the document, a pane).
    func runs(in parent: Element) -> [LooseRun] {
        var byView: [Int: [Element]] = [:]
        for child in parent.children {
            let element = elements[child]
            guard !element.isHiddenFromAccessibility, element.frame != nil else { continue }
            byView[element.layoutParent, default: []].append(element)
        }
        var runs: [LooseRun] = []
        for view in byView.keys.sorted() {
            let elements = byView[view]!.sorted { ($0.y!, $0.x!, $0.index) < ($1.y!, $1.x!, $1.index) }
            var run: [Element] = []
            func flush() {
                defer { run.removeAll() }
                guard run.count >= 2 else { return }
                runs.append(LooseRun(elements: run.map(\.index), textBefore: title(above: run[0], among: elements)))
            }
            for element in elements {
                let continues: Bool = {
                    guard element.isCheckbox, let last = run.last else { return false }
                    // Side by side on one row, close together…
                    let overlap = min(element.y! + element.height!, last.y! + last.height!) - max(element.y!, last.y!)
                    let across = element.x! - (last.x! + last.width!)
                    if overlap >= 0.5 * min(element.height!, last.height!) { return across >= -1 && across <= 40 }
                    // …or one right below the other, left edges aligned.
                    let aligned = abs(element.x! - run[0].x!) <= 4
                    let gap = element.y! - (last.y! + last.height!)
                    return aligned && gap >= -1 && gap <= max(12, last.height!)
                }()
                if continues {
                    run.append(element)
                } else if element.isCheckbox {
                    flush()
                    run = [element]
                } else if let first = run.first, overlapsColumn(element, first) {
                    // Something else between or beside the checkboxes ends the column.
                    flush()
                }
            }
            flush()
        }
        return runs
    }

    /// Whether `element` lies in the column `first` starts (horizontally overlapping it).
    private func overlapsColumn(_ element: Element, _ first: Element) -> Bool {
        element.x! < first.x! + first.width! && element.x! + element.width! > first.x!
    }

    /// The visible text that titles a column starting at `first`: right above it in the column,
    /// or on its row to its left.
    private func title(above first: Element, among elements: [Element]) -> String? {
        var best: (text: String, distance: Double)?
        for element in elements where element.kind == .text && !element.labelsAnotherControl {
            guard let text = element.label, Self.readsAsTitle(text) else { continue }
            let bottom = element.y! + element.height!
            let sameRow = min(bottom, first.y! + first.height!) - max(element.y!, first.y!) >= 0.5 * min(element.height!, first.height!)
            let distance: Double
            if sameRow, element.x! + element.width! <= first.x! + 2 {
                distance = first.x! - (element.x! + element.width!)
            } else if bottom <= first.y! + 1, first.y! - bottom <= 24, abs(element.x! - first.x!) <= 20 {
                distance = first.y! - bottom
            } else {
                continue
            }
            if best == nil || distance < best!.distance { best = (text, distance) }
        }
        return best?.text
    }

    /// Whether a text can be a set's title: short, not a sentence (an explanation ends with a
    /// full stop), not a fragment that starts in lower case (the end of a sentence laid out in
    /// two labels, a unit).
    static func readsAsTitle(_ text: String) -> Bool {
        let trimmed = text.quickTrimmed()
        guard !trimmed.isEmpty, trimmed.count <= 40, !trimmed.hasSuffix("."), !trimmed.hasSuffix("…") else { return false }
        return !(trimmed.first?.isLowercase ?? true)
    }
}

extension PlatformProfile {
    /// VoiceOver on iOS or macOS, reading UIKit or AppKit views.
    static func interfaceBuilder(platform: Platform) -> PlatformProfile {
        let macOS = platform == .macos
        // Code evidence (SPEC §9) reads the outlets of the file's classes; what it cannot see is named.
        let inCode = " (if code checkbox-lint does not read names it, through a class with no outlet to it or a binding, say so in a checkbox-lint-disable comment with the reason, or record it in the baseline)"
        return PlatformProfile(
            fileKind: "Interface Builder file", platform: platform, readerName: "VoiceOver", documentOrderIsReadingOrder: false,
            namesByTitle: true, showsObjectID: true, setHeaderSeverity: .warning,
            accessibilityLabelTerm: "accessibilityLabel", labelTerm: "title",
            nameAdvice: ": {reads}; set a title or an accessibilityLabel" + inCode,
            untiedTextAdvice: ": {reads}; the \(macOS ? "NSTextField" : "UILabel") '{text}' beside it is not tied to it: set the control's accessibilityLabel to that text" + inCode,
            headingAdvice: macOS ? "put the set in a titled box (NSBox) or give the text the heading role"
                : "give it the header trait (Accessibility > Traits > Header)",
            untitledSetAdvice: "add a heading before them that says what they are for",
            namesTextBefore: true, looseRunsNeedTitle: true,
            roleAdvice: "declares traits \"{traits}\" with neither the button nor the toggle button trait, so VoiceOver announces neither its role nor its state; add the Toggle Button trait (iOS 17), or the Button trait with Selected set when it is checked",
            tapTargetAdvice: "toggles only when its {indicator} is tapped, not its label '{label}'; make the whole row the tap target")
    }
}

/// What VoiceOver takes an Interface Builder control for.
enum InterfaceBuilderStops {
    /// System switches drawn at a fixed size (UISwitch 51×31 or 63×28, NSSwitch): not resizable,
    /// so not the file's to fix (SPEC §4.1).
    static let fixedSizeSwitches: Set<String> = ["UISwitch", "NSSwitch"]

    /// A switch class or the toggle trait is a switch; traits with the button trait are a custom
    /// button (which UIButton's `isSelected` announces as "Selected"), and traits with neither
    /// give no role (AccessibilitySnapshot: a view with no traits reads its label only). With no
    /// traits in the file, an AppKit check button is a check box and a UIKit custom view says no
    /// role; only traits the file declares are judged (code may set them).
    static func facts(platform: Platform) -> (Element) -> StopFacts {
        let reader: ScreenReader = platform == .macos ? .voiceOverMacOS : .voiceOverIOS
        return { checkbox in
            let traits = checkbox.traits?.map { $0.lowercased() }
            let role: ControlRole
            if traits?.contains("toggle") == true {
                role = .switch
            } else if let traits, !traits.isEmpty {
                role = traits.contains("button") ? .button : .none
            } else {
                role = platform == .macos && traits == nil ? .checkbox : .none
            }
            let fixedSize = checkbox.controlClass.map { fixedSizeSwitches.contains($0) } ?? false
            return StopFacts(role: role, autoReader: reader, declaresRole: traits?.isEmpty == false,
                             conveysState: role != .none, hasOwnTapTarget: !fixedSize)
        }
    }
}
