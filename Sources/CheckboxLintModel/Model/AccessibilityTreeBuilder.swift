/// Builds a document's accessibility tree from the elements a front end mapped: the containers
/// (document, screens, groups, scopes), a focus stop for each control and text with the facts the
/// front end decides for it (`StopFacts`), and the sets of checkboxes.
///
/// The front end gives what only it knows: its profile, the facts of each checkbox, and, where its
/// platform lays sets out differently (Interface Builder: by frames), its own sets.
public struct AccessibilityTreeBuilder {
    public let elements: [Element]
    public let profile: PlatformProfile

    public init(elements: [Element], profile: PlatformProfile) {
        self.elements = elements
        self.profile = profile
    }

    /// The facts of a stop that is not a checkbox (a text, a button, a link): no role to judge.
    public func plainFacts() -> StopFacts {
        StopFacts(role: .none, autoReader: .design)
    }

    /// The tree. `facts` is asked for each checkbox; `looseRuns`, when given, finds the runs of
    /// loose checkboxes directly in a screen, the document or a scope in place of the standard way
    /// (neighbours in document order): element indices, with the visible text that titles each.
    public func build(facts: (Element) -> StopFacts, looseRuns: ((Element) -> [LooseRun])? = nil) -> AccessibilityTree {
        var containers: [Container] = []
        var stops: [FocusStop] = []
        stops.reserveCapacity(elements.count)
        // The stop of each element, by element index; -1 for an element that has none.
        var stopOfElement = [Int32](repeating: -1, count: elements.count)
        // The container each element sits in (or is), by element index.
        var enclosing = [Int32](repeating: 0, count: elements.count)
        // The checkbox stop each element sits inside (or is), by element index; -1 for none.
        var enclosingCheckbox = [Int32](repeating: -1, count: elements.count)
        let plain = plainFacts()
        for element in elements {
            let parentContainer: Int? = element.parent.map { Int(enclosing[$0]) }
            let host = element.parent.map { Int(enclosingCheckbox[$0]) } ?? -1
            enclosingCheckbox[element.index] = Int32(host)
            switch element.kind {
            case .ui?, .screen?, .group?:
                let kind: Container.Kind = switch element.kind {
                case .ui?: .document
                case .screen?: .screen
                default: element.isContainer ? .scope : .group
                }
                let title = kind == .group ? element.header.flatMap(Self.title) : nil
                enclosing[element.index] = Int32(containers.count)
                containers.append(Container(element: element, kind: kind, parent: parentContainer, title: title))
            case .checkbox? where element.isUseOfCheckboxView:
                // The checkboxes of a view declared elsewhere, laid out here: their stops are where
                // the view is; here they only count in the caller's set (`StandardSets`).
                enclosing[element.index] = Int32(parentContainer ?? 0)
            case .checkbox?, .text?, .button?, .link?, .tooltip?:
                let container = parentContainer ?? 0
                enclosing[element.index] = Int32(container)
                let isCheckbox = element.kind == .checkbox
                let stopFacts = isCheckbox ? facts(element) : plain
                let name = isCheckbox ? Self.name(of: element, role: stopFacts.role) : nil
                let position = stops.count
                stops.append(FocusStop(element: element, container: container, name: name,
                                       facts: stopFacts, host: host >= 0 ? host : nil))
                stopOfElement[element.index] = Int32(position)
                if isCheckbox { enclosingCheckbox[element.index] = Int32(position) }
                if containers.indices.contains(container), host < 0 {
                    // Room for a few at the first: growing a list one by one allocated three times.
                    if containers[container].stops.isEmpty { containers[container].stops.reserveCapacity(8) }
                    containers[container].stops.append(position)
                }
            case nil:
                // An element the model does not know is looked through.
                enclosing[element.index] = Int32(parentContainer ?? 0)
            }
        }
        let sets = StandardSets(elements: elements, stopOfElement: stopOfElement, looseRunsNeedTitle: profile.looseRunsNeedTitle,
                                looseRuns: looseRuns).find()
        return AccessibilityTree(stops: stops, containers: containers, sets: sets, stopOfElement: stopOfElement)
    }

    /// A title or header as said: trimmed, nil when blank.
    static func title(_ text: String) -> String? {
        let trimmed = text.quickTrimmed()
        return trimmed.isEmpty ? nil : trimmed
    }

    /// The name VoiceOver or TalkBack says for a control: its accessibility label if non-blank,
    /// else its label, and where that came from; for a custom control with neither (a button, a
    /// view with no role), the words of the image it shows, which the reader says in their place.
    static func name(of element: Element, role: ControlRole) -> AccessibleName? {
        if let label = element.accessibilityLabel, !label.isBlank {
            return AccessibleName(label, source: .accessibilityLabel, isDynamic: element.isNameDynamic)
        }
        if let label = element.label, !label.isBlank {
            return AccessibleName(label, source: element.isLabelledByOtherView == true ? .labelledBy : .label,
                                  isDynamic: element.isNameDynamic)
        }
        // A switch or a native check box says its own role and state, never an image's words
        // (an `icon` of its design is no label) — unless its own label is that image (a Toggle
        // labelled by a symbol, `isLabelledByImage`).
        if role == .button || role == .none || element.isLabelledByImage, let icon = element.icon, !icon.isBlank {
            // An image the file names only at run time is written as the preview writes it (`{name}`).
            let trimmed = icon.quickTrimmed()
            return AccessibleName(icon, source: .image, isDynamic: trimmed.hasPrefix("{") && trimmed.hasSuffix("}"))
        }
        return nil
    }
}

/// A run of loose neighbouring checkboxes (element indices), and the visible text that titles it
/// without being a heading.
public struct LooseRun {
    public var elements: [Int]
    public var textBefore: String?

    public init(elements: [Int], textBefore: String?) {
        self.elements = elements
        self.textBefore = textBefore
    }
}

/// The standard way to find sets: a `group` with two or more reachable checkboxes, and, outside any
/// group, runs of neighbouring checkboxes (in one native view), with the visible text right
/// before a run.
struct StandardSets {
    let elements: [Element]
    /// Stop positions by element index, -1 for an element without one (the tree's own).
    let stopOfElement: [Int32]
    let looseRunsNeedTitle: Bool
    let customLooseRuns: ((Element) -> [LooseRun])?

    init(elements: [Element], stopOfElement: [Int32], looseRunsNeedTitle: Bool, looseRuns: ((Element) -> [LooseRun])?) {
        self.elements = elements
        self.stopOfElement = stopOfElement
        self.looseRunsNeedTitle = looseRunsNeedTitle
        self.customLooseRuns = looseRuns
    }

    /// A reachable checkbox, or a call that stands for one (`Element.isCallOfCheckboxFunction`).
    private func isCounted(_ index: Int) -> Bool {
        let element = elements[index]
        if element.kind == .text { return element.isCallOfCheckboxFunction }
        return element.kind == .checkbox && !element.isHiddenFromAccessibility
    }

    /// The stops of the checkboxes `members` (element indices) that have one, in order.
    private func stops(of members: [Int]) -> [Int] {
        var stops: [Int] = []
        stops.reserveCapacity(members.count)
        for member in members where stopOfElement[member] >= 0
            && (elements[member].kind == .checkbox || elements[member].isCallOfCheckboxFunction) {
            stops.append(Int(stopOfElement[member]))
        }
        return stops
    }

    func find() -> [CheckboxSet] {
        var sets: [CheckboxSet] = []
        // Only the document, screens and groups hold sets: every other element is passed over
        // without reading its children, and a group's members are counted before a list is made.
        for element in elements {
            guard let kind = element.kind, kind == .group || kind == .ui || kind == .screen else { continue }
            let children = element.children
            guard children.count >= 2 || children.count == 1 && elements[children[0]].isRepeated else { continue }
            if kind == .group, !element.isContainer {
                var count = 0
                var members = 0
                for child in children where isCounted(child) {
                    count += elements[child].isRepeated ? 2 : 1
                    members += 1
                }
                guard count >= 2 else { continue }
                var stops: [Int] = []
                stops.reserveCapacity(members)
                for child in children where isCounted(child) && stopOfElement[child] >= 0 {
                    stops.append(Int(stopOfElement[child]))
                }
                // A group of only a caller's loop of a checkbox view (`Section { ForEach { Row(…) } }`):
                // the loop stands for the set, its stops where the view is declared.
                let shownView = stops.isEmpty ? children.first { isCounted($0) && elements[$0].isUseOfCheckboxView }.map { elements[$0] } : nil
                sets.append(CheckboxSet(stops: stops, count: count, group: element,
                                        title: element.header.flatMap(AccessibilityTreeBuilder.title), textBefore: nil, shownView: shownView))
            } else {
                // Loose checkboxes directly in a screen, the root or a scope; a group's own
                // children are its set, and checkboxes inside a checkbox are nested-interactive's
                // business.
                looseRuns(in: element, into: &sets)
            }
        }
        return sets
    }

    private func looseRuns(in parent: Element, into sets: inout [CheckboxSet]) {
        if let customLooseRuns {
            for run in customLooseRuns(parent) {
                let count = run.elements.count == 1 && elements[run.elements[0]].isRepeated ? 2 : run.elements.count
                guard count >= 2, !(looseRunsNeedTitle && run.textBefore == nil) else { continue }
                sets.append(CheckboxSet(stops: stops(of: run.elements), count: count, group: nil,
                                        title: nil, textBefore: run.textBefore))
            }
            return
        }
        var run: [Int] = []
        var textBefore: String?
        var previousText: String?
        var previousTextView = 0
        func flush() {
            defer { run.removeAll(keepingCapacity: true) }
            let count = run.count == 1 && elements[run[0]].isRepeated ? 2 : run.count
            guard count >= 2 else { return }
            if looseRunsNeedTitle && textBefore == nil { return }
            sets.append(CheckboxSet(stops: stops(of: run), count: count, group: nil, title: nil, textBefore: textBefore))
        }
        for child in parent.children {
            if isCounted(child), elements[child].isUseOfCheckboxView {
                // A caller's loop of a view that draws its checkboxes (`ForEach { FilterRow(…) }`):
                // a set by itself, its stops where the view is declared, untitled under a visible
                // text right before it, or with nothing titling it (`Element.isShownUntitled`).
                let view = elements[child].layoutParent
                let text = run.isEmpty && previousTextView == view ? previousText : nil
                flush()
                previousText = nil
                if text != nil || elements[child].isShownUntitled {
                    sets.append(CheckboxSet(stops: [], count: 2, group: nil, title: nil, textBefore: text, shownView: elements[child]))
                }
                continue
            }
            if isCounted(child) {
                let view = elements[child].layoutParent
                // Checkboxes of different native views are not one set (SPEC §4.1, §9).
                if let first = run.first, elements[first].layoutParent != view { flush() }
                if run.isEmpty { textBefore = previousTextView == view ? previousText : nil }
                run.append(child)
                continue
            }
            if elements[child].isHiddenFromAccessibility { continue }
            flush()
            previousText = nil
            // A text that labels another control (a table layout's row label) or that its front
            // end found is not a title (a paragraph) does not title the set after it.
            if elements[child].kind == .text, let text = elements[child].label, !text.isBlank,
               !Element.isUnresolvedReference(text), !elements[child].labelsAnotherControl {
                previousText = text
                previousTextView = elements[child].layoutParent
            }
        }
        flush()
    }
}
