import CheckboxLintModel

/// Maps an Interface Builder file (`.xib`, `.storyboard`) onto the model.
///
/// - the `document` becomes the `ui` root; its `targetRuntime` gives the platform
///   (`MacOSX.Cocoa` → macos, `iOS.CocoaTouch` → ios); a `<language>.lproj` folder gives the locale;
/// - each top-level object (a window, a view, a view controller of a storyboard scene) that holds a
///   control becomes a `screen`;
/// - a titled `box` (NSBox) and a `tableViewSection` become a `group` whose header is the title;
/// - check buttons, switches and custom checkbox classes become `checkbox`es, labels `text`,
///   other buttons `button`; every other element is looked through, never reported.
///
/// Geometry is converted to absolute top-down coordinates (see `InterfaceBuilderGeometry`).
///
/// What the owning classes' code does through the outlets (SPEC §9, `CodeEvidence`): a title or
/// label code assigns replaces the file's (a placeholder such as `Display...`): `{set in code}`,
/// never compared or judged as text; a control hidden in the file that code shows is reachable,
/// one code only hides is hidden; a text code sets, or BartyCrouch's `#bc-ignore!` placeholder,
/// titles nothing. An untitled box (`titlePosition="noTitle"`, a custom box with no title) and a
/// table section with no header are containers, not sets that lack a title.
struct InterfaceBuilderFrontend {
    let file: String
    let source: SourceText
    let options: FrontendOptions
    private let controls: InterfaceBuilderControls

    init(file: String, source: SourceText, options: FrontendOptions) {
        self.file = file
        self.source = source
        self.options = options
        self.controls = InterfaceBuilderControls(customCheckboxClasses: Set(options.customCheckboxClasses))
    }

    static func platform(ofRuntime runtime: String?) -> Platform? {
        guard let runtime else { return nil }
        if runtime.hasPrefix("MacOSX") { return .macos }
        if runtime.hasPrefix("iOS") || runtime.hasPrefix("AppleTV") { return .ios }
        return nil
    }

    /// Xcode keeps a localized copy of an Interface Builder file in `<language>.lproj/`: its
    /// language is the announcement language (`fr.lproj/Main.storyboard` → fr; `Base.lproj` → none).
    static func locale(ofPath path: String) -> String? {
        let folders = path.split(separator: "/").dropLast()
        guard let folder = folders.last(where: { $0.hasSuffix(".lproj") }) else { return nil }
        let language = String(folder.dropLast(".lproj".count)).replacing("_", with: "-")
        return ValueParser.isLanguageTag(language) ? language : nil
    }

    /// The superview a frame is relative to: its absolute rectangle, and whether it is flipped.
    private typealias Superview = (rect: AbsoluteRect, isFlipped: Bool)

    func map(_ root: XMLNode) -> (document: Document, diagnostics: [Diagnostic]) {
        let platform = Self.platform(ofRuntime: root.attribute("targetRuntime")) ?? options.platform
        var assembler = ModelAssembler(source: source, knownRuleIDs: options.knownRuleIDs)
        let geometry = InterfaceBuilderGeometry(isAppKit: platform == .macos)
        let ui = assembler.add(.ui, at: root.offset, parent: nil, suppression: root.suppression) {
            $0.platform = platform
        }
        var code = CodeFacts()
        if let evidence = options.codeEvidence, root.contains(where: { if case .checkbox = controls.role(of: $0, parent: nil) { true } else { false } }) {
            let outlets = InterfaceBuilderOutlets(root)
            code = CodeFacts(outlets: outlets, classes: evidence.interfaceBuilder(path: file, outlets: outlets.properties))
        }
        var walker = Walker(controls: controls, geometry: geometry, siblings: InterfaceBuilderSiblings(controls: controls), code: code,
                            assembler: assembler)
        walker.visitTopLevel(root, parent: ui)
        assembler = walker.assembler
        let locale = Self.locale(ofPath: file) ?? options.locale
        let elements = assembler.elements
        let profile = PlatformProfile.interfaceBuilder(platform: platform)
        let tree = AccessibilityTreeBuilder(elements: elements, profile: profile)
            .build(facts: InterfaceBuilderStops.facts(platform: platform), looseRuns: InterfaceBuilderSets(elements: elements).runs(in:))
        let document = Document(file: file, locale: locale, profile: profile, elements: elements, tree: tree)
        return (document, assembler.diagnostics)
    }

    /// The outlets of the file and what the owning classes' code assigns through them.
    struct CodeFacts {
        var outlets: InterfaceBuilderOutlets?
        var classes: [String: [String: ControlEvidence]] = [:]

        func evidence(_ node: XMLNode) -> ControlEvidence {
            outlets?.evidence(for: node.attribute("id"), in: classes) ?? ControlEvidence()
        }

        /// A text whose value code sets, or BartyCrouch's placeholder for one.
        func isSetInCode(_ node: XMLNode) -> Bool {
            if node.child("textFieldCell", key: "cell")?.attribute("title") == InterfaceBuilderFrontend.codeSetPlaceholder
                || node.attribute("text") == InterfaceBuilderFrontend.codeSetPlaceholder { return true }
            return evidence(node).setsName
        }
    }

    /// What the preview shows where a name set in code goes.
    static let setInCode = "{set in code}"
    /// BartyCrouch's marker for a text that is not localised because code sets it.
    static let codeSetPlaceholder = "#bc-ignore!"

    private struct Walker {
        let controls: InterfaceBuilderControls
        let geometry: InterfaceBuilderGeometry
        /// Sibling questions answered once per parent view (asked per control, they were quadratic).
        let siblings: InterfaceBuilderSiblings
        let code: CodeFacts
        var assembler: ModelAssembler

        /// Finds top-level objects: the children of `objects` under the document or a scene.
        mutating func visitTopLevel(_ node: XMLNode, parent: Int) {
            for child in node.children {
                if child.name == "objects" {
                    for object in child.children where holdsControl(object) {
                        visitScreen(object, parent: parent)
                    }
                } else if child.name == "scenes" || child.name == "scene" {
                    visitTopLevel(child, parent: parent)
                }
            }
        }

        func holdsControl(_ node: XMLNode) -> Bool {
            siblings.holdsControl(node)
        }

        mutating func visitScreen(_ object: XMLNode, parent: Int) {
            let screen = assembler.add(.screen, at: object.offset, parent: parent, suppression: object.suppression) { element in
                element.id = object.attribute("id")
                element.title = object.attribute("title") ?? object.child("navigationItem", key: "navigationItem")?.attribute("title")
            }
            visit(object, parentNode: nil, modelParent: screen, superview: nil, column: nil)
        }

        /// What a view passes down to what it holds: hidden from VoiceOver, and the label of an
        /// ancestor that is the accessibility element (its controls are judged by it).
        struct Inherited {
            var hidden = false
            var element: AccessibilityElementAncestor?
        }

        /// A view marked as the accessibility element (`isElement` YES) that holds controls.
        struct AccessibilityElementAncestor {
            var label: String?
        }

        /// Views that hold one pane of controls: each scopes sets, duplicates and headers. (A cell
        /// needs no group: controls of different views never form a set, by `layoutParent`, and a
        /// table section's cells together are the section's set.)
        static let containers: Set<String> = ["tabViewItem", "tableColumn"]

        /// Maps `node` and what it holds; `superview` is the nearest enclosing element with a frame.
        mutating func visit(_ node: XMLNode, parentNode: XMLNode?, modelParent: Int, superview: Superview?, column: XMLNode?,
                            inherited: Inherited = Inherited()) {
            var modelParent = modelParent
            var superview = superview
            var inherited = inherited
            var rect: AbsoluteRect?
            if let frame = InterfaceBuilderGeometry.frame(of: node) {
                let absolute = geometry.absolute(frame, in: superview)
                rect = absolute
                superview = (absolute, geometry.isFlipped(node))
            }
            let role = controls.role(of: node, parent: parentNode)
            let isElement = controls.isAccessibilityElement(node)
            let evidence = code.evidence(node)
            // Hidden in the file and shown by code, or shown in the file and only hidden by code.
            let hiddenHere = node.attribute("hidden") == "YES" ? !evidence.mayShow : evidence.isHiddenByCode
            let hidden = inherited.hidden || hiddenHere
            let layoutParent = parentNode?.offset ?? 0
            let ownerElement = inherited.element
            func place(_ element: Element) {
                element.id = node.attribute("id")
                element.layoutParent = layoutParent
                element.isHiddenFromAccessibility = hidden || isElement == false
                if let rect {
                    element.x = rect.x
                    element.y = rect.y
                    element.width = rect.width
                    element.height = rect.height
                }
            }
            switch role {
            case .checkbox(let cell, let isSwitch):
                let controls = self.controls
                let geometry = self.geometry
                let untied = siblings.untiedText(beside: node, in: parentNode)
                assembler.add(.checkbox, at: node.offset, parent: modelParent, suppression: node.suppression) { element in
                    place(element)
                    element.controlClass = controls.controlClass(of: node, isSwitch: isSwitch, isAppKit: geometry.isAppKit)
                    controls.readCheckbox(node, cell: cell, isSwitch: isSwitch, column: column, into: element)
                    // A UIButton subclass has the button trait unless the file sets its traits.
                    if !geometry.isAppKit, node.name == "button", element.traits == nil { element.traits = ["button"] }
                    if let ownerElement {
                        // Inside a view that is the accessibility element: that view is what
                        // VoiceOver reaches, named by its label.
                        element.isPartOfRow = true
                        if element.accessibleName == nil { element.label = ownerElement.label }
                    }
                    if evidence.setsName {
                        // Code gives it its title or label: the file's is a placeholder.
                        if element.accessibilityLabel == nil || element.label != nil { element.label = InterfaceBuilderFrontend.setInCode }
                        element.isNameDynamic = true
                    }
                    if element.accessibleName == nil { element.untiedText = untied }
                }
                return
            case .text(let label), .button(let label):
                let controls = self.controls
                let kind: Element.Kind = if case .text = role { .text } else { .button }
                // A text code sets (or a placeholder for one) titles nothing the file can show.
                let isSetInCode = evidence.setsName || label == InterfaceBuilderFrontend.codeSetPlaceholder
                let labelsControl = kind == .text && (isSetInCode || siblings.labelsAnotherControl(node, in: parentNode, isValueText: code.isSetInCode))
                assembler.add(kind, at: node.offset, parent: modelParent, suppression: node.suppression) { element in
                    place(element)
                    element.label = label
                    element.labelsAnotherControl = labelsControl
                    controls.readAccessibility(node, into: element)
                }
                return
            case .group(let header) where header == nil || header!.isBlank:
                // An untitled box or table section is layout: it scopes what it holds.
                if holdsControl(node) {
                    modelParent = assembler.add(.group, at: node.offset, parent: modelParent, suppression: node.suppression) { element in
                        place(element)
                        element.isContainer = true
                    }
                }
            case .group(let header):
                if holdsControl(node) {
                    modelParent = assembler.add(.group, at: node.offset, parent: modelParent, suppression: node.suppression) { element in
                        place(element)
                        element.header = header
                    }
                }
            case .other:
                if Self.containers.contains(node.name) || siblings.isAlternatePane(node, among: parentNode), holdsControl(node) {
                    modelParent = assembler.add(.group, at: node.offset, parent: modelParent, suppression: node.suppression) { element in
                        place(element)
                        element.isContainer = true
                        element.title = node.attribute("label") ?? node.attribute("title")
                    }
                }
            }
            inherited.hidden = hidden
            if isElement == true {
                inherited.element = AccessibilityElementAncestor(label: controls.accessibilityLabel(of: node))
            }
            let column = node.name == "tableColumn" ? node : column
            for child in node.children {
                visit(child, parentNode: node, modelParent: modelParent, superview: superview, column: column, inherited: inherited)
            }
        }
    }
}
