import CheckboxLintKit
@_spi(RawSyntax) import SwiftSyntax

/// Maps one parsed Swift file onto the model: a `ui` root, a `screen` for each type that holds
/// checkboxes (its id the type's name), a `group` for each `Section`/`GroupBox` around them, and
/// a `checkbox` for each construct, in source order.
struct SwiftModelMapper {
    let file: String
    let source: SourceText
    let tree: SourceFileSyntax
    let context: FrontendContext
    private var assembler: ModelAssembler
    private var root = 0
    private var platform: Platform = .ios
    /// Whether the file has `#if os(…)` branches: only then is a construct's own platform looked for.
    private var branchesByPlatform = false
    private var screens: [SyntaxIdentifier: Int] = [:]
    /// The screens' ids so far: a type declared in two `#if os(…)` branches is two screens.
    private var screenNames: Set<String> = []
    private var groups: [SyntaxIdentifier: Int] = [:]
    /// Each container's modifier chain, read once for every view inside it (read per view, a stack
    /// of thousands of Toggles under hundreds of modifiers was quadratic).
    private let chains = ViewContext.Chains()
    /// What the file's views that show a view set around it, found once per view's declaration.
    private var shown: ShownEnvironment?
    /// The checkboxes whose name says their state by the action it names (`ActionNamedStates`).
    private var statesNamedByAction: Set<Int> = []

    init(file: String, source: SourceText, tree: SourceFileSyntax, context: FrontendContext) {
        self.file = file
        self.source = source
        self.tree = tree
        self.context = context
        self.declarations = FileDeclarations(tree)
        self.assembler = ModelAssembler(source: source, knownRuleIDs: context.knownRuleIDs)
    }

    /// The document and the assembler's diagnostics; nil when the file holds no checkbox.
    mutating func map() -> (Document, [Diagnostic])? {
        let scan = FileScan(bytes: source.bytes, tree: tree)
        scan.scan()
        // A type none of whose tap actions can change a state defines no checkbox: its bytes tell
        // without the walk over every node of it that the search starts with.
        // (A row whose tap runs its caller's action changes nothing itself: `CallerClosureActions`,
        // `ClosureTapStates`.)
        let admitted = Set(scan.viewTypes.filter {
            scan.mayChangeState(in: $0)
                || scan.mayHoldFunctionType(in: $0) && (CallerClosureActions.holdsAction($0) || ClosureTapStates.holdsClosure($0)
                    // Or a struct value whose closure member the tap runs (`perform: style.action`: `StructMemberStates`).
                    || StructMemberStates.holdsValue($0))
                // A model's subject sent (`viewModel.onCheckMarkTapped.send()`: `ClosureTapCall`).
                || scan.maySendSubject(in: $0)
                // A Button in two looks chosen by a Bool named for a choice (`StyledBranchButtons`).
                || ShownByLook.mayNameAChoice(source.bytes, in: $0.byteRange)
                // A row whose check shows a done member of the value its callers' taps flip (`CallerTappedValues`).
                || CallerTappedValues.mayShow(source.bytes, in: $0.byteRange)
                // A Button that declares the toggle trait itself (`DeclaredToggleButtons`).
                || DeclaredToggleButtons.mayDeclare(source.bytes, in: $0.byteRange)
                // A tap calling a method of the view's model, declared elsewhere (`ModelMethodCalls`).
                || ModelMethodCalls.mayCall(source.bytes, in: $0.byteRange)
        }.map(\.id))
        // A type that only a done word lets in is asked for a daily check-in mark alone (`DoneCheckInMarks`):
        // its other Buttons (a "Reset" beside a "Yes"/"No" of the same Bool) were never read, and are not now.
        var handMade: [HandMadeCheckbox] = scan.viewTypes.flatMap { declaration -> [HandMadeCheckbox] in
            guard admitted.contains(declaration.id) else {
                guard DoneCheckInMarks.mayHold(source.bytes, in: declaration.byteRange) else { return [] }
                return HandMadeCheckbox.findCheckInMarks(in: declaration, file: tree, tapModifiers: scan.tapWrappers,
                                                         otherConstructs: scan.calls.contains { SwiftSyntaxFacts.contains(declaration, $0) })
            }
            let own = HandMadeCheckbox.find(in: declaration, file: tree, tapModifiers: scan.tapWrappers,
                                  otherConstructs: scan.calls.contains { SwiftSyntaxFacts.contains(declaration, $0) })
                // Rows its callers draw through a closure it makes tappable (`ClosureRows`).
                + ClosureRows.find(in: declaration, file: tree)
            // Calls of a component of the project handed its look by a value their action flips
            // (`CallerHandedLooks`), unless a tap of the type already reads them.
            let handed = CallerHandedLooks.find(in: declaration, file: tree, bytes: source.bytes).filter { call in
                !own.contains { SwiftSyntaxFacts.contains($0.tappedView, call.tappedView) || SwiftSyntaxFacts.contains(call.tappedView, $0.tappedView) }
            }
            return own + handed
        }
        // A view the scan did not list (no tap, no choice word of its own) may still call a component
        // of the project handed its look by a Bool its action toggles (`CallerHandedLooks`): asked only
        // of a view whose bytes hold a ternary and a change.
        if CallerHandedLooks.mayHold(source.bytes, in: 0..<source.bytes.count) {
            let listed = Set(scan.viewTypes.map(\.id))
            for type in ProjectDeclarations.structs(in: tree) where !listed.contains(type.id) && type.inherits("View") && scan.mayChangeState(in: type) {
                handMade += CallerHandedLooks.find(in: type, file: tree, bytes: source.bytes)
            }
        }
        // A component its callers' gestures make an option is the checkbox, read at its declaration
        // with its own accessibility (`CallerTappedComponents`): a caller's gesture on a call of it
        // is that checkbox's tap, not a second checkbox named by the caller's texts.
        let callerTapped = Set(handMade.filter(\.madeByCallersTap).map(\.name))
        if !callerTapped.isEmpty {
            handMade.removeAll { checkbox in
                !checkbox.madeByCallersTap && SwiftSyntaxFacts.viewUnderModifiers(checkbox.tappedView).view.as(FunctionCallExprSyntax.self)
                    .flatMap(SwiftSyntaxFacts.calleeName).map(callerTapped.contains) == true
            }
        }
        // A style whose body is a Button is no checkbox of its own: each Toggle it styles is that
        // Button, read where the Toggle is (`ButtonBodiedStyles`).
        handMade.removeAll { checkbox in
            checkbox.isToggleStyle && checkbox.declaration.as(StructDeclSyntax.self).map(ButtonBodiedStyles.drawsButton) == true
        }
        // Unless it is public and no Toggle of the project applies it (a component package's style,
        // applied by its users' code): then it is read where it is declared, as that Button. An
        // internal style nothing applies is dead code, read nowhere.
        let unappliedButtonStyles = scan.toggleStyles.filter { style in
            style.modifiers.containsByIndex { $0.name.tokenKind == .keyword(.public) || $0.name.tokenKind == .keyword(.open) }
                && ButtonBodiedStyles.drawsButton(style)
                && !ProjectDeclarations.isAppliedOutsideItsDeclaration(style, in: tree, fileBytes: source.bytes,
                                                                       members: scan.styleMembers.filter { $0.value == style.name.text }.map(\.key))
        }
        let styles = ToggleStyles(handMade: handMade, scan: scan)
        shown = ShownEnvironment(tree: tree, bytes: source.bytes, chains: chains)
        var constructs: [(offset: Int, add: (inout SwiftModelMapper) -> Void)] = []
        // An Xcode preview (`#Preview { … }`, a `PreviewProvider`'s `previews`) is no screen: what
        // it lays out for the canvas is neither linted nor previewed (round eleven, pattern 9).
        func inPreview(_ node: some SyntaxProtocol) -> Bool { scan.mayHoldPreviews && XcodePreviews.contains(Syntax(node)) }
        var toggles: [FunctionCallExprSyntax] = []
        for call in scan.calls where !inPreview(call) {
            let offset = call.positionAfterSkippingLeadingTrivia.utf8Offset
            let name = SwiftSyntaxFacts.calleeName(call)
            if name == "Toggle" { toggles.append(call) }
            if let name, let component = SwiftConstructs.designSystemComponents[name] {
                constructs.append((offset, { $0.addDesignSystemComponent(call, name: name, variant: component.variant, triState: component.triState, scan: scan) }))
            } else {
                constructs.append((offset, { $0.addToggle(call, named: name != nil, styles: styles, scan: scan) }))
            }
        }
        for checkbox in handMade where !checkbox.hidden && !inPreview(checkbox.anchor) {
            constructs.append((checkbox.anchor.positionAfterSkippingLeadingTrivia.utf8Offset, { $0.addHandMade(checkbox, scan: scan) }))
        }
        for style in unappliedButtonStyles {
            constructs.append((style.positionAfterSkippingLeadingTrivia.utf8Offset, { $0.addUnappliedButtonStyle(style) }))
        }
        // A checkbox type of the file shown in a link's or button's label through the file's views.
        // A style or modifier is no view shown in a label: the Toggle it styles is read as such.
        let checkboxTypes = Set(handMade.filter {
            $0.isTheType && !$0.hidden && $0.declaration.is(StructDeclSyntax.self) && !$0.isToggleStyle && !$0.declaration.inherits("ViewModifier")
        }.map(\.name))
        for found in CheckboxViewsInLinks.find(in: tree, checkboxTypes: checkboxTypes,
                                                linksElsewhere: CheckboxViewsInLinks.mayLinkElsewhere(source.bytes)) where !inPreview(found.control) {
            constructs.append((found.control.positionAfterSkippingLeadingTrivia.utf8Offset, { $0.addCheckboxView(inLabelOf: found) }))
        }
        // UIKit and AppKit controls made in code: looked for only when the bytes name one (a walk
        // over every node is a third of the mapper's cost).
        let bytes = source.bytes
        if SwiftConstructs.uiKitNeedles.contains(where: { SwiftConstructs.contains(bytes, $0, in: 0..<bytes.count) }) {
            for control in UIKitControl.find(in: tree, bytes: bytes) where !inPreview(control.anchor) {
                constructs.append((control.anchor.positionAfterSkippingLeadingTrivia.utf8Offset, { $0.addUIKitControl(control) }))
            }
        }
        // A caller's loop of a view of its own handed a membership and its change: a set of that
        // view's checkboxes, declared elsewhere (`CallerCheckboxLoops`). A loop the file already
        // reads checkboxes in is left to them. Or a loop of a view read as a checkbox where it is
        // declared, here or in another file of the project (`LoopedCheckboxViews`).
        if CallerCheckboxLoops.mayLoop(bytes) {
            let inside = constructs.map(\.offset)
            var ownTypes: [String: Set<String>] = [:]
            var byType: [String: [HandMadeCheckbox]] = [:]
            for checkbox in handMade { byType[checkbox.name, default: []].append(checkbox) }
            for (name, checkboxes) in byType where LoopedCheckboxViews.isCheckboxView(checkboxes) {
                ownTypes[name] = LoopedCheckboxViews.handedBools(of: checkboxes[0].declaration)
            }
            // A view of the file built around one Toggle drawn as a checkbox by its style.
            if LoopedCheckboxViews.mayDrawCheckboxToggle(bytes) {
                for statement in tree.statements {
                    guard let type = statement.item.as(StructDeclSyntax.self), ownTypes[type.name.text] == nil,
                          LoopedCheckboxViews.drawsCheckboxToggle(type, in: tree) else { continue }
                    ownTypes[type.name.text] = LoopedCheckboxViews.handedBools(of: type)
                }
            }
            let found = CallerCheckboxLoops.find(in: tree, makesCheckbox: { LoopedCheckboxViews.makesCheckbox($0, typeName: $1, ownTypes: ownTypes) })
            for found in found where !inPreview(found.loop) {
                let range = found.loop.position.utf8Offset..<found.loop.endPosition.utf8Offset
                guard !inside.contains(where: range.contains) else { continue }
                let checkboxView = LoopedCheckboxViews.isCheckboxView(found.viewType, ownTypes: ownTypes)
                constructs.append((found.loop.positionAfterSkippingLeadingTrivia.utf8Offset, {
                    $0.addCheckboxViewLoop(found, checkboxView: checkboxView, scan: scan)
                }))
            }
        }
        // Calls of a function whose whole body is one Toggle: its checkbox, where each call shows it.
        for found in ToggleFunctionCalls.find(toggles: toggles) where !inPreview(found.call) {
            let offset = found.call.positionAfterSkippingLeadingTrivia.utf8Offset
            toggleFunctionCallOffsets.append(offset)
            constructs.append((offset, { $0.addToggleFunctionCall(found, styles: styles, scan: scan) }))
        }
        // Calls of a component of the file or the project that leave it the name it falls back to
        // (`label ?? "Toggle"`): judged for that name where each stands (`FallbackNamedComponents`).
        let taken = Set(constructs.map(\.offset))
        for use in FallbackNamedComponents.uses(in: tree, bytes: bytes, file: file) where !inPreview(use.call) {
            let offset = use.call.positionAfterSkippingLeadingTrivia.utf8Offset
            guard !taken.contains(offset) else { continue }
            constructs.append((offset, { $0.addFallbackNamedUse(use) }))
        }
        guard !constructs.isEmpty else { return nil }
        constructOffsets = constructs.map(\.offset)
        // The project is asked only when nothing in the file decides; what it could not read is reported.
        var projectDecision: XcodeProjectPlatform.Decision?
        let anchors = scan.calls.map(Syntax.init) + handMade.map(\.anchor)
        let platform = PlatformEvidence.platform(of: scan, styles: styles, constructs: anchors,
                                                  project: { [file, context] in
                                                      guard !context.platformIsConfigured else { return nil }
                                                      projectDecision = XcodeProjectPlatform.decision(ofFile: file)
                                                      return projectDecision?.platform
                                                  },
                                                  configured: context.platform, shown: shown)
        let undecided = projectDecision.flatMap { decision in
            decision.platform == nil && !decision.unreadable.isEmpty
                ? UndecidedProjectPlatform.diagnostic(unreadable: decision.unreadable, configured: platform) : nil
        }
        self.platform = platform
        // watchOS code: iOS's reader, no hit-area minimum. The project was asked above when it could
        // decide (nothing configured, no UIKit, nothing of macOS in the file).
        let watchOS = platform == .ios
            && PlatformEvidence.isWatchOS(scan, constructs: anchors, project: { projectDecision?.watchOS == true })
        branchesByPlatform = scan.mayBranchByPlatform
        root = assembler.add(.ui, at: 0, parent: nil) { root in
            root.platform = platform
            root.locale = context.locale
        }
        for construct in constructs.sorted(by: { $0.offset < $1.offset }) {
            construct.add(&self)
        }
        let elements = assembler.elements
        let profile = PlatformProfile.swiftUI(platform: platform, watchOS: watchOS)
        let accessibilityTree = AccessibilityTreeBuilder(elements: elements, profile: profile).build(facts: SwiftStops.facts(platform: platform, statesNamedByAction: statesNamedByAction))
        let document = Document(file: file, locale: context.locale, profile: profile, elements: elements, tree: accessibilityTree)
        return (document, assembler.diagnostics + (undecided.map { [$0] } ?? []))
    }

    // MARK: - Constructs

    private mutating func addDesignSystemComponent(_ call: FunctionCallExprSyntax, name: String, variant: Variant,
                                                   triState: Bool, scan: FileScan) {
        let view = ViewContext(of: ExprSyntax(call), chains: chains)
        let modifiers = SwiftModifiers(view, shownIn: shownEnvironment(of: view, at: Syntax(call)))
        guard !modifiers.hidden else { return }
        // The argument of each label, the first one (a component takes a dozen), looked up on the
        // raw tree: made nodes all at once with a dictionary of their labels, they cost more. The
        // labels read once for the twenty questions (`CallArguments`), not once per question.
        let arguments = CallArguments(call)
        func argument(_ label: String) -> ExprSyntax? { arguments.argument(label) }
        let label = arguments.value(nil) ?? arguments.value("label") ?? arguments.value("labelText")
        let place = self.place(of: view, at: Syntax(call))
        let (binding, state) = self.binding(arguments, labels: Self.componentBindingLabels, scan: scan, in: place.type)
        // A closure, not `map(bindingName)`: the method partially applied took a copy of the whole
        // mapper (~1,800 instructions a call, copied and destroyed).
        let stateBinding = state == nil ? binding.map { bindingName($0) } : nil
        // VoiceOver reads its `accessibilityLabel:` when it says something, else its label.
        let ownName = arguments.value("accessibilityLabel").flatMap { $0.modelText.isBlank ? nil : $0 } ?? label
        addCheckbox(at: call, view: view, modifiers: modifiers, scan: scan, type: place.type, ownName: ownName) { checkbox in
            checkbox.controlClass = name
            checkbox.variant = variant
            checkbox.triState = triState ? true : nil
            checkbox.label = label?.modelText
            checkbox.state = state
            checkbox.stateBinding = stateBinding
            func flag(_ label: String) -> Bool? {
                arguments.booleanArgument(label)
            }
            func text(_ label: String) -> String? {
                arguments.value(label)?.modelText
            }
            if let accessibilityLabel = text("accessibilityLabel") { checkbox.accessibilityLabel = accessibilityLabel }
            checkbox.descriptionText = text("description") ?? text("helperText")
            checkbox.error = flag("isError")
            checkbox.errorText = text("errorText")
            checkbox.readOnly = flag("isReadOnly")
            checkbox.reversed = flag("isReversed") ?? flag("isInversed")
            checkbox.divider = flag("hasDivider")
            checkbox.flipIcon = flag("flipIcon")
            if let icon = argument("icon") { checkbox.icon = SwiftSyntaxFacts.compactSource(icon) }
        }
    }

    /// `named`: whether the call has a called name (`SwiftSyntaxFacts.calleeName`), read once by `map`.
    private mutating func addToggle(_ call: FunctionCallExprSyntax, named: Bool, styles: ToggleStyles, scan: FileScan) {
        let view = ViewContext(of: ExprSyntax(call), chains: chains)
        let outer = shownEnvironment(of: view, at: Syntax(call))
        var modifiers = SwiftModifiers(view, shownIn: outer)
        guard !modifiers.hidden else { return }
        let place = self.place(of: view, at: Syntax(call))
        let platform = self.platform(of: Syntax(call))
        // Or a `Button` of the project's own row view around the Toggle, given to it as a view
        // (`RowBase(title: title, accessory: Toggle("", isOn: $isOn))`, whose body places
        // `accessory` in a `Button`'s label: `ButtonWrappers`): held by that Button as if written there.
        var wrapped: ButtonWrappers.Placed?
        if !modifiers.insideButton, view.sameScreenContainers.contains(where: { $0.name.map(ContentWrapper.mayWrap) == true }) {
            if buttonWrappers == nil { buttonWrappers = ButtonWrappers(tree: tree, bytes: source.bytes) }
            wrapped = buttonWrappers?.placement(of: view, at: Syntax(call))
            if wrapped != nil { modifiers.insideButton = true }
        }
        // Or a `Form` of the project's own wrapper view around the Toggle (`SettingsForm { … }`,
        // whose body is `Form { content }.formStyle(.grouped)`: `FormWrappers`).
        if modifiers.toggleStyle == nil, platform == .macos {
            if formWrappers == nil { formWrappers = FormWrappers(tree: tree, bytes: source.bytes) }
            if let (formStyle, inForm) = formWrappers?.formEnvironment(of: view, at: Syntax(call), shownIn: outer) {
                modifiers.inGroupedForm = inForm && formStyle.map(SwiftModifiers.isGrouped) == true
            }
        }
        var style = styles.kind(of: modifiers.toggleStyle, macOS: platform == .macos)
        // A Toggle with no style is a checkbox on macOS (`.automatic`), but a switch in a grouped
        // Form (macOS 13's settings look: `.formStyle(.grouped)` draws its Toggles as switches).
        if modifiers.toggleStyle == nil, platform == .macos { style = modifiers.inGroupedForm ? .switch : .checkbox }
        // Or a toolbar's toggle button, in a toolbar (`ToolbarToggles`).
        if modifiers.toggleStyle == nil, platform == .macos, scan.mayHoldToolbar, ToolbarToggles.isInToolbar(view) { style = .button }
        // A Toggle with no label of its own shows the one its style draws, when the style draws a
        // literal text (a style made for one Toggle).
        // The labels read once for the Toggle's questions (`CallArguments`).
        let arguments = CallArguments(call)
        var label = Self.toggleLabel(arguments, bytes: source.bytes)
        if label == nil, case .custom(let name) = style, let styleLabel = styles.literalLabel(ofStyle: name) {
            label = styleLabel
        }
        // A Toggle shown as an image only (a bookmark, Bold, an asset icon): VoiceOver reads the
        // image's words where a name would be, which say what the image shows, never what is
        // switched: no name, as a hand-made checkbox's image is none (round thirty-seven, pattern 5;
        // `isLabelledByImage`). An image given its own `.accessibilityLabel` is named by it. Beside
        // texts it shows only under a condition (`if unauthorized { Text(…) }`), the image is all
        // there is while the condition fails: read the same, those texts left out.
        var labelImage: (words: SourceValue, states: [String]?)?
        let resolve: (ExprSyntax) -> SourceValue = { scan.resolved($0, in: place.type) }
        let image = Self.onlyImage(arguments) ?? Self.labelClosure(arguments).flatMap {
            ToggleLabelTexts.imageBesideOptionalTexts(in: $0, bytes: source.bytes)
        }
        if let image {
            let words = ImageName.spoken(by: image, resolve: resolve)
            if ImageName.isLabelled(image) {
                label = words
            } else if let words {
                label = nil
                labelImage = (words, ImageName.stateWords(by: image, resolve: resolve))
            } else {
                label = nil
            }
        } else if let symbol = Self.labelClosure(arguments).flatMap(Self.untitledLabelSymbol) {
            // A `Label("", systemImage: "bell")`: its icon alone is shown, and read so.
            label = nil
            labelImage = (ImageName.spoken(name: symbol, resolve: resolve), ImageName.stateWords(named: symbol, resolve: resolve))
        }
        // A style whose body is one Button showing a label of its own, not the Toggle's: VoiceOver
        // reads that label, and the Toggle's title goes unread (`ButtonBodiedStyles.ownLabel`); a
        // symbol alone is read as an image, no name.
        var buttonImage: (words: SourceValue, states: [String]?)?
        // What the code at the Toggle says of it, a toggle trait or a value, keeps the Toggle's
        // reading whatever its style draws.
        var drawn: (style: String, as: ButtonBodiedStyles.Drawn)?
        if case .custom(let name) = style, !modifiers.addedTraits.contains("toggle"), modifiers.accessibilityValue == nil {
            drawn = (name, buttonBodiedStyle(named: name, scan: scan))
        }
        if let own = drawn?.as.ownLabel {
            switch own {
            case .texts(let texts): label = texts
            case .image(let image, let states): (label, buttonImage) = (.literal(""), (image, states))
            }
        }
        // A package's Toggle asks whether it has a binding at all: its node is kept.
        let (binding, state) = self.binding(arguments, labels: Self.toggleBindingLabels, scan: scan, in: place.type, keepNode: !named)
        // A closure, as for a component's: `map(bindingName)` copied the mapper.
        var stateBinding = state == nil ? binding.map { bindingName($0) } : nil
        // A package's Toggle (`Defaults.Toggle("", key: .hud)`): the package keeps its state, and
        // draws its own title when it is given none: both known at run time.
        if !named {
            let packageType = SwiftSyntaxFacts.compactSource(call.calledExpression)
            // An empty label closure (`LaunchAtLogin.Toggle {}`) replaces that title with nothing;
            // an image replaces it with the image.
            if label == nil, labelImage == nil {
                label = PackageToggles.hasEmptyLabelClosure(call) ? .literal("") : .dynamic("title of \(packageType)")
            }
            if binding == nil {
                stateBinding = call.arguments.first(where: { $0.label != nil && !$0.expression.is(ClosureExprSyntax.self) })
                    .map { SwiftSyntaxFacts.compactSource($0.expression) } ?? PackageToggles.ownState(of: call) ?? packageType
            }
        }
        // An unnamed Toggle in a Button's label beside a text (a design system's checkbox row made
        // a Button): the Button combines its label, so that text names the one element.
        if label == nil || label == .literal(""), modifiers.insideButton,
           let button = view.sameScreenContainers.first(where: { $0.name == "Button" }), let text = Self.textInLabel(of: button.call, besides: call) {
            label = text
        }
        if label == nil || label == .literal(""), let name = wrapped?.name { label = name }
        // An unnamed Toggle in a stack combined into one element with no other control (a settings
        // row of a title and a label-hidden switch): the stack's texts name it.
        if label == nil || label?.modelText.isBlank == true, let combined = CombinedContainers.name(of: call, in: view) {
            label = combined
        }
        let unnamed = label == nil || label == .literal("")
        let untied = unnamed && modifiers.accessibilityLabel == nil ? Self.textBeside(view) ?? Self.helperRowText(of: view) : nil
        // A label its own Bool chooses (`Text(isOn ? "Yes" : "No")`): read, but no name (`StateChosenNames`).
        let chosenByState = !unnamed && modifiers.accessibilityLabel == nil
            ? StateChosenNames.choice(labelling: call, boundTo: { arguments.argument("isOn") }, bytes: source.bytes) : nil
        // A plain switch, or a Toggle shown as a button or an icon only (a toolbar's filter, Bold,
        // Italic), is an independent option unless something titles it with its neighbours; so is a
        // Toggle with no style on macOS (a settings screen's options, drawn as check boxes there).
        var drawsSwitch = false
        if case .custom(let name) = style, let declaration = scan.toggleStyles.first(where: { $0.name.text == name }) {
            drawsSwitch = scan.drawsSwitch(declaration)
        }
        let independent = style == .switch || style == .button || image != nil || modifiers.toggleStyle == nil || drawsSwitch
        // A style whose body is one Button flipping the Toggle (`ButtonBodiedStyles`): VoiceOver
        // meets that Button, "{label}, Button", with no role or state of the Toggle's.
        let drawnAsButton = drawn.flatMap { $0.as.asButton ? $0.style : nil }
        // That Button is as large as its label (`ButtonBodiedStyles.size`, a 50 × 29 pt pill's
        // literal frame), unless the Toggle is sized here.
        if drawnAsButton != nil, let drawnSize = drawn?.as.size, modifiers.size.width == nil, modifiers.size.height == nil {
            modifiers.size = drawnSize
        }
        // A Toggle drawn in a Button's label (a design system's row made a Button around it): the
        // Button holds it, and VoiceOver activates the Button, never the Toggle (nested-interactive).
        let holder = modifiers.insideButton ? view.sameScreenContainers.first(where: { $0.name == "Button" })?.call ?? wrapped?.call : nil
        // Its name is compared with its stack's plain switches' even where they make no set; not
        // an image-only toggle's (a toolbar's buttons, each its own option, may show one symbol).
        let index = addCheckbox(at: call, view: view, modifiers: modifiers, scan: scan, type: place.type, independent: independent,
                                namesCompared: image == nil,
                                holder: holder, holderIsButton: wrapped != nil, ownName: label) { checkbox in
            checkbox.controlClass = "Toggle"
            checkbox.label = label?.modelText
            if let labelImage {
                checkbox.icon = labelImage.words.modelText
                checkbox.iconStates = labelImage.states
                checkbox.isLabelledByImage = true
            }
            if let buttonImage {
                checkbox.icon = buttonImage.words.modelText
                checkbox.iconStates = buttonImage.states
            }
            checkbox.state = state
            checkbox.stateBinding = stateBinding
            checkbox.untiedText = untied
            if chosenByState != nil { checkbox.labelChosenByState = label?.modelText }
            // A Toggle keeps its role and value whatever its style (SPEC §10): the role its style's
            // own line is given too (`ToggleRole`).
            let role = ToggleRole.of(style, on: platform)
            switch role {
            case .checkBox:
                // A check box (macOS) says its own role.
                break
            case .toggleButton:
                // `.toggleStyle(.button)`: a button that is selected while on (a bookmark, Bold);
                // VoiceOver says "Selected" before the name then, nothing while off. A state known
                // only at run time stands where "Selected" would.
                checkbox.traits = ["button"] + (state == .checked || stateBinding != nil ? ["selected"] : []) + (checkbox.traits ?? [])
            case .switchButton:
                checkbox.traits = (role.traits ?? []) + (checkbox.traits ?? [])
            }
            if drawnAsButton != nil {
                // The Button's trait, and none of the Toggle's: its state is told by nothing. No
                // class ("Toggle" says a Toggle's role and state): named as the preview names it.
                checkbox.traits = ["button"] + (checkbox.traits ?? []).filter { $0 != "toggle" && $0 != "button" }
                checkbox.controlClass = nil
            }
            // Held by a Button's label: VoiceOver meets the Button, its label combined, never the
            // Toggle (round eight, pattern 7): read as that Button (`SwiftStops.heldToggle`).
            if holder != nil { checkbox.controlClass = SwiftStops.heldToggle }
        }
        addControls(inLabelOf: arguments, toCheckbox: index)
    }

    /// A button or link drawn in the Toggle's own label ("I accept the" + `Button("Privacy Policy")`):
    /// an element inside the checkbox, which `nested-interactive` reports.
    private mutating func addControls(inLabelOf arguments: CallArguments, toCheckbox index: Int) {
        let call = arguments.call
        // Most calls have no closure after the first: their empty list is told by its `count`, not
        // searched (the search's generic iterator cost its type's first use, ~475,000 instructions).
        let additional = call.additionalTrailingClosures
        let closure: ClosureExprSyntax? = arguments.argument("label")?.as(ClosureExprSyntax.self)
            ?? call.trailingClosure
            ?? (additional.count == 0 ? nil : additional.first { $0.label.text == "label" }?.closure)
        guard let closure else { return }
        // A control's name (`Button`, `Link`, `Menu`, `onTapGesture`, …: `NestedControls.words`) is
        // spelt in the label's bytes when the label holds one: most labels hold none, and the walk
        // over every node of them is left out (~5 M of the bench's 100 files).
        let range = closure.byteRange.clamped(to: 0..<source.bytes.count)
        guard NestedControls.words.contains(where: { SwiftConstructs.contains(source.bytes, $0, in: range) }) else { return }
        for nested in NestedControls.find(in: Syntax(closure)) {
            assembler.add(nested.kind, named: nested.name, at: nested.call.positionAfterSkippingLeadingTrivia.utf8Offset, parent: index,
                          suppression: suppression(before: nested.call)) { element in
                element.label = nested.title?.modelText
                element.layoutParent = index
            }
        }
    }

    /// How the style named `name` draws a Toggle (`ButtonBodiedStyles.drawn`), read once per file:
    /// a file's Toggles share a style, and a style declared in another file is looked up through
    /// the project's paths and caches each time it is asked (~12,000 instructions).
    private mutating func buttonBodiedStyle(named name: String, scan: FileScan) -> ButtonBodiedStyles.Drawn {
        if let known = buttonBodiedStyles[name] { return known }
        let drawn = ButtonBodiedStyles.drawn(styleNamed: name, declared: scan.toggleStyles)
        buttonBodiedStyles[name] = drawn
        return drawn
    }

    private var buttonBodiedStyles: [String: ButtonBodiedStyles.Drawn] = [:]
    /// The project's views that place their caller's content in a `Form`, found when a macOS Toggle asks.
    private var formWrappers: FormWrappers?
    /// The project's views that place a view their caller gives in a `Button`, found when a Toggle asks.
    private var buttonWrappers: ButtonWrappers?

    private static let toggleBindingLabels = ["isOn"]
    private static let componentBindingLabels = ["isOn", "selection"]

    /// The binding, the first of `labels`' arguments, and the state it starts in (`initialState`).
    /// A binding spelt `$x` (most) has its state read on the raw tree, and its node is made only when
    /// that state is not known there (`bindingName` reads it then) or `keepNode` asks for it: a node
    /// cost ~1,800 instructions, and reading the state through it ~1,500 more.
    /// - Returns: the binding's node: nil when there is none, or when its state is known and
    ///   `keepNode` is false (nothing reads it then).
    private func binding(_ arguments: CallArguments, labels: [String], scan: FileScan, in type: DeclSyntax?,
                         keepNode: Bool = false) -> (binding: ExprSyntax?, state: CheckState?) {
        for label in labels {
            // Labels read through the nodes, or a binding spelt otherwise: as below.
            guard case .some(let found) = arguments.rawArgument(label) else { break }
            guard let raw = found else { continue }
            guard case .some(let state) = scan.initialState(ofReference: raw, in: type) else { break }
            return (state == nil || keepNode ? arguments.argument(label) : nil, state)
        }
        let binding = labels.lazy.compactMap { arguments.argument($0) }.first
        return (binding, binding.flatMap { scan.initialState(of: $0, in: type) })
    }

    /// The link or button (`NavigationLink`, `Link`, `Button`) that a checkbox is drawn inside, as
    /// an element holding it: VoiceOver activates the holder, never the checkbox on its own.
    /// - Parameter asButton: `call` is a project's view whose body holds the checkbox in a `Button`
    ///   (`ButtonWrappers`): that `Button`, placed at the call.
    private mutating func addHolder(_ call: FunctionCallExprSyntax, parent: Int, asButton: Bool = false) -> Int {
        let name = asButton ? "Button" : SwiftSyntaxFacts.calleeName(call) ?? "Button"
        return assembler.add(name == "Button" ? .button : .link, at: call.positionAfterSkippingLeadingTrivia.utf8Offset, parent: parent) { element in
            element.controlClass = name
            element.layoutParent = call.positionAfterSkippingLeadingTrivia.utf8Offset
        }
    }

    /// Whether `name` is a `@State` property of `declaration` that is not `private` or `fileprivate`.
    static func isStateUsersSet(_ name: String, in declaration: any DeclGroupSyntax) -> Bool {
        for member in declaration.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self),
                  variable.bindings.contains(where: { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name }) else { continue }
            let isState = variable.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.as(IdentifierTypeSyntax.self)?.name.text == "State" }
            let isPrivate = variable.modifiers.contains { $0.name.tokenKind == .keyword(.private) || $0.name.tokenKind == .keyword(.fileprivate) }
            return isState && !isPrivate
        }
        return false
    }

    /// A style whose body is one Button (`ButtonBodiedStyles`) that no Toggle of the project applies:
    /// the Button each Toggle it will style becomes, "{label}, Button", with no role or state of
    /// the Toggle's, read at the style since no use of it is here to read.
    private mutating func addUnappliedButtonStyle(_ style: StructDeclSyntax) {
        let declaration = DeclSyntax(style)
        let ownPlatform = ownPlatform(at: Syntax(style))
        assembler.add(.checkbox, at: style.positionAfterSkippingLeadingTrivia.utf8Offset, parent: screen(of: declaration),
                      suppression: suppression(before: style)) { element in
            if let ownPlatform { element.platform = ownPlatform }
            element.controlClass = style.name.text
            element.isStyleOfOtherControls = true
            element.variant = .item
            element.label = SourceValue.dynamic("configuration.label").modelText
            element.isNameDynamic = true
            element.traits = ["button"]
            element.accessibilityElement = .combined
        }
    }

    private mutating func addHandMade(_ checkbox: HandMadeCheckbox, scan: FileScan) {
        // Hidden from VoiceOver by every view of the file that shows it (`Check().accessibilityHidden(true)`).
        if !checkbox.isToggleStyle,
           shownEnvironment(of: ViewContext(of: checkbox.tappedView, chains: chains), at: Syntax(checkbox.tappedView))?.settings.hidden == true { return }
        let type = DeclSyntax(fromProtocol: checkbox.declaration)
        // A checkbox type whose state is a `@State` its users may set (not private: the memberwise
        // initializer takes it, `CheckView(isFinished: task.done)`): its default is no state.
        let setByUsers = checkbox.isTheType && Self.isStateUsersSet(checkbox.stateName, in: checkbox.declaration)
        let initialValue = setByUsers ? nil : scan.initialValue(of: checkbox.stateName, in: type)
        let initial = initialValue.flatMap(SwiftSyntaxFacts.booleanLiteral)
        // An enum state (`@State private var state: CheckState = .indeterminate`): the state its case reads as.
        let initialCase = initialValue.flatMap(StateChanges.stateCase).flatMap(StateChanges.checkState(ofCase:))
        let unnamed = checkbox.label == nil && checkbox.accessibilityLabel == nil && !checkbox.isToggleStyle
        // A style is named by the Toggle it styles, whether its body draws the label or not
        // (SPEC §10: a style neither gives a name nor takes it away).
        let label = checkbox.label ?? (checkbox.isToggleStyle ? SourceValue.dynamic("configuration.label") : nil)
        // A `Button` whose label is only images is named by them (VoiceOver reads their
        // descriptions): the image its state chooses.
        let shownBy = !unnamed || checkbox.nameSaysOnlyState ? nil : checkbox.traits.isEmpty ? checkbox.tappedView
            : ButtonLabelImage.image(of: checkbox.tappedView, state: checkbox.stateName)
        let resolve: (ExprSyntax) -> SourceValue = { setByUsers ? SourceValue($0) : scan.resolved($0, in: type) }
        // Or, a box whose image exists only in one state (`if checked { Image(…) }` over drawn
        // shapes): named by that image, the one thing VoiceOver ever reads of it (nothing while
        // the image is absent; label-missing and role-missing say so).
        let shownImage = shownBy.flatMap { ImageName.spoken(by: $0, resolve: resolve) }
            ?? (unnamed && checkbox.traits.isEmpty && !checkbox.nameSaysOnlyState
                ? ImageShownInOneState.image(in: checkbox.tappedView, state: checkbox.stateName).flatMap { ImageName.spoken(by: $0, resolve: resolve) }
                    // Or a stack of images and shapes: the image the state chooses (`StateChosenImage`).
                    ?? StateChosenImage.name(in: checkbox.tappedView, state: checkbox.stateName, resolve: resolve)
                : nil)
            // Or the image a component handed its look shows, named by its caller (`CallerHandedLooks`).
            ?? (unnamed && !checkbox.nameSaysOnlyState ? checkbox.givenImage.map { ImageName.spoken(name: $0, resolve: resolve) } : nil)
        let ownPlatform = ownPlatform(at: checkbox.anchor)
        let stylePlatform = platform(of: checkbox.anchor)
        // Its tap target's size: a frame set by a name the file decides, else what to review.
        var size = (width: checkbox.size.width, height: checkbox.size.height)
        var sizeToReview: (source: String, location: ModelSourceLocation)?
        var sizeEstimate: (least: Double, most: Double, source: String, location: ModelSourceLocation)?
        switch checkbox.size.read(resolve: { scan.length($0, in: type) }) {
        case .decided(let width, let height): size = (width, height)
        case .toReview(let source, let node):
            sizeToReview = (source, assembler.source.location(ofOffset: node.positionAfterSkippingLeadingTrivia.utf8Offset))
        case .estimated(let least, let most, let source, let node):
            sizeEstimate = (least, most, source, assembler.source.location(ofOffset: node.positionAfterSkippingLeadingTrivia.utf8Offset))
        case nil: break
        }
        // A small size read beneath a project's own modifier that sets a frame (`.minimumTapTarget()`,
        // `ProjectFrameModifiers`): that frame is what the user taps; not measured past it.
        if [size.width, size.height].contains(where: { ($0 ?? .infinity) < 44 }) || sizeToReview != nil || sizeEstimate != nil,
           let tree = Syntax(checkbox.tappedView).root.as(SourceFileSyntax.self),
           ProjectFrameModifiers.setsFrame(checkbox.size.modifiers, in: tree) {
            size = (nil, nil)
            sizeToReview = nil
            sizeEstimate = nil
        }
        // A default-style Button in an iOS `List` or `Form` row takes the whole row's tap, the
        // text beside it included (`TapTargetSize.fillsItsRow`; a macOS row does not): what the user
        // taps is the row, at least 44 pt high, not its label, whose frame is not measured.
        let fillsItsRow = checkbox.tapTarget == .indicator && stylePlatform != .macos
            && TapTargetSize.fillsItsRow(checkbox.tappedView, modifiers: checkbox.size.modifiers)
        if fillsItsRow {
            size = (nil, nil)
            sizeToReview = nil
            sizeEstimate = nil
        }
        // A component handed its look and named by its image alone: the text of its row is the
        // label to give it (`CallerHandedLooks`).
        let handedBeside = checkbox.textBeside == nil && checkbox.givenImage != nil && shownImage != nil
            ? Self.textBeside(ViewContext(of: checkbox.tappedView, chains: chains)) : nil
        let configure: (Element) -> Void = { element in
            if let ownPlatform { element.platform = ownPlatform }
            // Named in messages by its type when it is the type; else it has no class of its own,
            // and every message names it as the preview does (`PlatformProfile.messageName`).
            if checkbox.isTheType { element.controlClass = checkbox.name }
            element.variant = .item
            element.label = label?.modelText
            element.accessibilityLabel = checkbox.accessibilityLabel?.modelText
            element.accessibilityValue = checkbox.accessibilityValue?.modelText
            element.hint = checkbox.hint?.modelText
            element.id = checkbox.identifier
            // Traits added while on (`on ? [.isButton, .isSelected] : .isButton`) are declared: the
            // state they tell is the initial one when known, else the condition's, at run time.
            let traits = checkbox.traits + checkbox.traitsWhenOn.filter { !checkbox.traits.contains($0) }
            var declared: [String]? = traits
            if checkbox.isToggleStyle {
                // The Toggle it styles gives the role and the state (SPEC §10): the style is judged
                // for what it adds, its tap target and label. Its role is the one its Toggles are
                // given on its platform (`ToggleRole`), whatever it draws.
                declared = ToggleRole.of(.custom(checkbox.name), on: stylePlatform).traits
                // Named in messages by its type, as label-not-tappable names it, not by its
                // Toggle's name (`{configuration.label}`).
                element.isStyleOfOtherControls = true
            }
            element.traits = declared
            element.accessibilityElement = checkbox.combined || checkbox.isToggleStyle ? .combined : .separate
            element.tapTarget = checkbox.tapTarget
            // The row's tap, as its size above.
            if fillsItsRow { element.tapTarget = .row }
            // A style that draws a switch is judged as one: a switch's label need not toggle it
            // (UISwitch's does not); its size still counts. A caption stacked on the pill is no
            // switch row's label (`SwitchCaptions`).
            if checkbox.isToggleStyle, let style = checkbox.declaration.as(StructDeclSyntax.self), scan.drawsSwitch(style) {
                if !checkbox.labelIsCaption { element.tapTarget = .row }
                element.drawnIndicator = "switch"
            } else if !checkbox.isToggleStyle, SwitchStyles.drawsSwitch(in: Syntax(checkbox.tappedView), state: checkbox.stateName) {
                // A pill and a knob drawn in a view of the app's own: a switch, not a box, in messages.
                element.drawnIndicator = "switch"
            }
            element.width = size.width
            element.height = size.height
            element.sizeToReview = sizeToReview
            element.sizeEstimate = sizeEstimate
            if checkbox.namesStateByAction {
                // Its state is heard in its name ("Mark as incomplete"), never as "Selected".
                element.stateBinding = checkbox.stateText
            } else if let initial, initial || checkbox.traitsWhenOn.isEmpty {
                element.state = initial ? .checked : .unchecked
            } else if let initialCase, initialCase == .checked || checkbox.traitsWhenOn.isEmpty {
                element.state = initialCase
                // Its enum has a mixed case: a three-state checkbox.
                if initialCase == .indeterminate { element.triState = true }
            } else {
                element.stateBinding = checkbox.isToggleStyle ? checkbox.stateName : checkbox.stateText
            }
            // Rows its callers build make their set where the callers show the list (`CallerGivenRows`).
            element.isRepeated = checkbox.isRepeated && !checkbox.setIsCallers
            // Nothing names it and it is an image (`Image(systemName: on ? "checkmark.square" :
            // "square")` tapped): VoiceOver reads the image, which the preview shows as far as the
            // file tells (its name, or the expression that chooses it, in braces).
            if let shownImage {
                element.icon = shownImage.modelText
                // Its words in each state, for the rules to quote (the preview keeps the choice).
                if case .dynamic = shownImage, let shownBy { element.iconStates = ImageName.stateWords(by: shownBy, resolve: resolve) }
                else if case .dynamic = shownImage, let given = checkbox.givenImage {
                    element.iconStates = ImageName.stateWords(named: given, resolve: resolve)
                }
            }
            // The text beside a box Button: the label to give it, and the label its tap misses,
            // named or not; a text known at run time as the preview writes it (`{text}`).
            // A component handed its look and named by its image alone: the text of its row (`CallerHandedLooks`).
            if let handedBeside { element.untiedText = handedBeside }
            if let beside = checkbox.textBeside {
                element.untiedText = beside.modelText
                // A view is no label: `.accessibilityLabel(label)` does not compile when `label` is one.
                if checkbox.textBesideIsView { element.untiedTextCode = "Text(\"…\")" } else { element.untiedTextCode = beside.interpolatedCode }
            }
            Self.markDynamicValues(element, name: checkbox.accessibilityLabel ?? label, value: checkbox.accessibilityValue)
        }
        // Drawn in a link's or button's label, and tapped on its own (a to-do row's circle inside a
        // NavigationLink, a box that is itself a Button inside another Button's label): the control
        // around it holds it (nested-interactive). The climb starts above the tapped view, so a
        // Button-based box is never its own holder.
        let around = HandMadeCheckbox.controlAround(checkbox.tappedView, in: checkbox.declaration)
        // Rows its callers build (`CallerGivenRows`): their set and its title are the callers', so
        // the list's container makes none here.
        if checkbox.isTheType || checkbox.setIsCallers {
            // Its own type is its screen: where it is defined, not where it is used.
            let screen = self.screen(of: type)
            let parent = around.map { addHolder($0, parent: screen) } ?? screen
            let index = assembler.add(.checkbox, at: checkbox.anchor.positionAfterSkippingLeadingTrivia.utf8Offset, parent: parent,
                                      suppression: suppression(before: checkbox.declaration), configure: configure)
            if checkbox.namesStateByAction { statesNamedByAction.insert(index) }
            if !checkbox.isToggleStyle { addControls(inRowOf: checkbox, toCheckbox: index) }
            return
        }
        // Built inline among other views: placed in its container and set like a Toggle.
        let view = ViewContext(of: checkbox.tappedView, chains: chains)
        let placement = self.placement(of: view, at: Syntax(checkbox.tappedView), scan: scan)
        let parent = around.map { addHolder($0, parent: placement.parent) } ?? placement.parent
        let index = assembler.add(.checkbox, at: checkbox.anchor.positionAfterSkippingLeadingTrivia.utf8Offset, parent: parent,
                                  suppression: suppression(before: checkbox.anchor)) { element in
            configure(element)
            element.layoutParent = placement.layoutParent
            // A loop of a menu's items or of an Xcode preview makes no set either (see placement).
            let noSet = view.isInMenu || scan.mayHoldPreviews && XcodePreviews.contains(Syntax(checkbox.tappedView))
            element.isRepeated = !noSet && (element.isRepeated || placement.repeated)
            if !noSet { element.rowItemTextCode = LoopRowItemText.code(in: view) }
        }
        if checkbox.namesStateByAction { statesNamedByAction.insert(index) }
        addControls(inRowOf: checkbox, toCheckbox: index)
    }

    /// A caller's loop of a view that draws its checkboxes (`CallerCheckboxLoops`): an element that
    /// stands for them in the caller's set, placed as a checkbox the loop made inline would be
    /// (`placement`): a section's header, a heading or a screen title before it, or what every
    /// caller of the view holding the loop shows it under (`CallerSectionTitles`), titles the set;
    /// a visible text that is not a heading is named by group-header-missing; with nothing, the set
    /// is shown untitled (`Element.isShownUntitled`), as an inline loop's is — when the view is read
    /// as a checkbox where it is declared (`checkboxView`); a view only handed a membership and its
    /// change (`CallerCheckboxLoops`), which may be no checkbox (an "add" chip, a section's
    /// disclosure), only when the loop is a row or grid of options laid out after other views
    /// (`CallerCheckboxLoops.isShownUntitled`). A loop that makes no set inline (a menu's, an
    /// untitled section mixing inputs) makes none either.
    private mutating func addCheckboxViewLoop(_ found: CallerCheckboxLoops.Found, checkboxView: Bool, scan: FileScan) {
        let view = ViewContext(of: ExprSyntax(found.loop), chains: chains)
        guard !view.isInMenu else { return }
        if let titled = titledContainer(of: view) {
            if titled.header != nil { return }
            // A header this file cannot read (`header: { Header() }`, a view of another file) is a
            // header all the same: only a container with none leaves the loop's set untitled.
            let call = titled.container.call
            if SwiftSyntaxFacts.argument(call, "header") != nil || call.additionalTrailingClosures.contains(where: { $0.label.text == "header" })
                || call.arguments.first.map({ $0.label == nil && !$0.expression.is(ClosureExprSyntax.self) }) == true { return }
        }
        let title = SwiftContainers.titleBefore(view, cache: titleCache, holdsCheckbox: { SwiftConstructs.mayHoldCheckbox(source.bytes, in: $0.byteRange) })
        if let title, title.isHeader { return }
        let untitled = title == nil
        // A `List(items) { … }` that is the loop, titled by its own `.navigationTitle(…)` (or the
        // screen it opens): titled as a `List` holding a loop of inline checkboxes is (on iOS).
        if untitled, platform(of: Syntax(found.loop)) != .macos, SwiftContainers.navigationTitle(openedBy: found.loop) != nil { return }
        if untitled, !checkboxView, !CallerCheckboxLoops.isShownUntitled(found.loop) { return }
        let placement = self.placement(of: view, at: Syntax(found.loop), scan: scan, loop: true)
        guard placement.repeated else { return }
        let ownPlatform = ownPlatform(at: Syntax(found.loop))
        assembler.add(.checkbox, at: found.loop.positionAfterSkippingLeadingTrivia.utf8Offset, parent: placement.parent,
                      suppression: suppression(before: found.loop)) { element in
            element.standsForCheckboxesOf = found.viewType
            element.isShownUntitled = untitled
            element.controlClass = found.viewType
            element.layoutParent = placement.layoutParent
            element.isRepeated = true
            if let ownPlatform { element.platform = ownPlatform }
        }
    }

    /// A control drawn in a hand-made checkbox's tapped row (a `Menu` beside the box and its text,
    /// in the `HStack` that `.onTapGesture` toggles, or in a box `Button`'s label): an element inside
    /// the checkbox, as in a Toggle's label (round ten, pattern 1).
    private mutating func addControls(inRowOf checkbox: HandMadeCheckbox, toCheckbox index: Int) {
        let row: Syntax
        // What the checkbox's own tap does: a gesture inside that does the same is no other control.
        var ownAction: ExprSyntax?
        if let button = checkbox.tappedView.as(FunctionCallExprSyntax.self), SwiftSyntaxFacts.calleeName(button)?.hasSuffix("Button") == true {
            // Its label, not the Button itself.
            guard let label = button.additionalTrailingClosures.first(where: { $0.label.text == "label" })?.closure
                    ?? SwiftSyntaxFacts.argument(button, "label")?.as(ClosureExprSyntax.self)
                    ?? (SwiftSyntaxFacts.argument(button, "action") != nil ? button.trailingClosure : nil) else { return }
            row = Syntax(label)
            ownAction = SwiftSyntaxFacts.argument(button, "action")
                ?? (button.trailingClosure?.id != label.id ? button.trailingClosure.map(ExprSyntax.init) : nil)
        } else if let tap = ViewContext.modifierChain(above: checkbox.tappedView).0.first(where: { ["onTapGesture", "gesture", "simultaneousGesture", "highPriorityGesture"].contains($0.name) }) {
            // The view the tap is attached to (not the branches of an `if` that are the checkbox's
            // own buttons, `BranchedButtons`).
            row = Syntax(checkbox.tappedView)
            if tap.name == "onTapGesture" { ownAction = NestedControls.tapAction(of: tap.call) }
        } else {
            return
        }
        let range = row.byteRange.clamped(to: 0..<source.bytes.count)
        guard NestedControls.words.contains(where: { SwiftConstructs.contains(source.bytes, $0, in: range) }) else { return }
        for nested in NestedControls.find(in: row, ownAction: ownAction.flatMap(NestedControls.actionText)) {
            assembler.add(nested.kind, named: nested.name, at: nested.call.positionAfterSkippingLeadingTrivia.utf8Offset, parent: index,
                          suppression: suppression(before: nested.call)) { element in
                element.label = nested.title?.modelText
                element.layoutParent = index
            }
        }
    }

    /// A link or button whose label shows a checkbox type of the file through its views: the
    /// control holds that checkbox as VoiceOver meets it there (the link, one element, read as a
    /// button), at the link. The checkbox is not reachable there on its own, and its own defects are
    /// reported where its type is defined: here it is only what nested-interactive reports.
    private mutating func addCheckboxView(inLabelOf found: CheckboxViewsInLinks.Found) {
        let place = Self.place(of: Syntax(found.control))
        guard let type = place.type else { return }
        let screen = self.screen(of: type, member: place.member)
        let holder = addHolder(found.control, parent: screen)
        let offset = found.control.positionAfterSkippingLeadingTrivia.utf8Offset
        // What the link reads: the first text of its label, else the view it shows (known at run time).
        let label = found.labelText ?? found.labelView.map { SourceValue.dynamic(SwiftSyntaxFacts.compactSource($0)) }
        assembler.add(.checkbox, at: offset, parent: holder, suppression: suppression(before: found.control)) { element in
            // `Checkbox in TaskRow`: the checkbox's type, then the views it is shown through.
            element.controlClass = found.views.reversed().joined(separator: " in ")
            element.label = label?.modelText
            element.isHiddenFromAccessibility = true
            element.accessibilityElement = .combined
            element.tapTarget = .row
            element.layoutParent = offset
            Self.markDynamicValues(element, name: label, value: nil)
        }
    }

    /// A call of a component that leaves it its fallback name (`Box(isChecked: $agreed)`, `Box`
    /// saying `.accessibilityLabel(label ?? "Checkbox")`): a checkbox named by that literal, judged
    /// here for its name only — the component is announced, and its role, state and size judged,
    /// where it is declared (`Element.fallbackNameArgument`: not previewed, in no set). A text beside the
    /// call, in its row, is the name to give it. A call given an `.accessibilityLabel` of its own,
    /// or hidden, is named otherwise.
    private mutating func addFallbackNamedUse(_ use: FallbackNamedComponents.Use) {
        let view = ViewContext(of: ExprSyntax(use.call), chains: chains)
        let modifiers = SwiftModifiers(view, shownIn: shownEnvironment(of: view, at: Syntax(use.call)))
        guard !modifiers.hidden, modifiers.accessibilityLabel == nil else { return }
        let place = self.place(of: view, at: Syntax(use.call))
        let parent = place.type.map { screen(of: $0, member: place.member) } ?? root
        let offset = use.call.positionAfterSkippingLeadingTrivia.utf8Offset
        let beside = Self.textBeside(view) ?? Self.helperRowText(of: view)
        let ownPlatform = ownPlatform(at: Syntax(use.call))
        assembler.add(.checkbox, at: offset, parent: parent, suppression: suppression(before: use.call)) { element in
            element.controlClass = use.component.typeName
            element.fallbackNameArgument = use.component.argumentLabel
            element.accessibilityLabel = use.component.fallback
            element.layoutParent = offset
            if let beside { element.untiedText = beside }
            if let ownPlatform { element.platform = ownPlatform }
        }
    }

    private mutating func addUIKitControl(_ control: UIKitControl) {
        let screen = self.screen(of: control.type)
        let ownPlatform = ownPlatform(at: control.anchor)
        assembler.add(.checkbox, at: control.anchor.positionAfterSkippingLeadingTrivia.utf8Offset, parent: screen,
                      suppression: suppression(before: control.anchor)) { element in
            if let ownPlatform { element.platform = ownPlatform }
            element.controlClass = control.controlClass
            element.id = control.identifier
            // VoiceOver orders UIKit and AppKit views by their frames, which code sets: no set of
            // controls made in code is known from the file.
            element.layoutParent = control.anchor.positionAfterSkippingLeadingTrivia.utf8Offset
            element.label = control.label?.modelText
            element.accessibilityLabel = control.accessibilityLabel?.modelText
            element.traits = control.traits
            element.state = control.state
            element.stateBinding = control.stateBinding
            Self.markDynamicValues(element, name: control.accessibilityLabel ?? control.label, value: nil)
        }
    }

    /// The platform of the construct at `node`: its own `#if os(…)` branch's (SPEC §10), else the
    /// file's. A file holds one document of one platform; a construct of a branch for the other
    /// platform carries its own (`Element.platform`), which the reader and the rules consult.
    private func platform(of node: Syntax) -> Platform {
        guard branchesByPlatform else { return platform }
        return PlatformEvidence.branchPlatform(of: node) ?? platform
    }

    /// The platform of the construct at `node` when its branch's is not the file's, for
    /// `Element.platform`; nil when it is the file's.
    private func ownPlatform(at node: Syntax) -> Platform? {
        let own = platform(of: node)
        return own == platform ? nil : own
    }

    /// Adds a checkbox for a construct at `call`, in its screen and group, with its modifiers.
    /// - Parameter ownName: the value that names the construct when no `.accessibilityLabel`
    ///   modifier does (its title, its `accessibilityLabel:` argument): whether it is known only at
    ///   run time (`"Remind me \(n) days before"` included). Without it, the name's `{expression}`
    ///   form tells (`markDynamicValues`).
    /// - Parameter namesCompared: a plain switch that makes no set is compared by name with its
    ///   stack's all the same (`Element.nameScope`).
    @discardableResult
    private mutating func addCheckbox(at call: FunctionCallExprSyntax, view: ViewContext, modifiers: SwiftModifiers,
                                      scan: FileScan, type: DeclSyntax?, independent: Bool = false, namesCompared: Bool = false,
                                      holder: FunctionCallExprSyntax? = nil, holderIsButton: Bool = false,
                                      ownName: SourceValue? = nil, configure: (Element) -> Void) -> Int {
        let placement = self.placement(of: view, at: Syntax(call), scan: scan, independent: independent)
        let parent = holder.map { addHolder($0, parent: placement.parent, asButton: holderIsButton) } ?? placement.parent
        let ownPlatform = ownPlatform(at: Syntax(call))
        return assembler.add(.checkbox, at: call.positionAfterSkippingLeadingTrivia.utf8Offset, parent: parent,
                             suppression: suppression(before: call)) { checkbox in
            checkbox.layoutParent = placement.layoutParent
            if namesCompared { checkbox.nameScope = placement.nameScope }
            if let ownPlatform { checkbox.platform = ownPlatform }
            // A row of a loop showing its item's text: what tells the rows apart (label-duplicate).
            checkbox.rowItemTextCode = LoopRowItemText.code(in: view)
            configure(checkbox)
            if let disabled = modifiers.disabled { checkbox.disabled = disabled }
            // `.disabled(x)` inside `if x { … }`, or `x` a state whose literal initial value is true:
            // known, dimmed (round nine, pattern 5), as the state's word is its initial value.
            if modifiers.disabled != true {
                let disabling = view.inherited("disabled")
                if DisabledByCondition.holds(disabling) || disabling.contains(where: { modifier in
                    modifier.call.arguments.first.map { scan.conditionHolds($0.expression.trimmedDescription, in: type) == true } ?? false
                }) {
                    checkbox.disabled = true
                }
            }
            let label = modifiers.accessibilityLabel.map { scan.resolved($0, in: type) }
            let value = modifiers.accessibilityValue.map { scan.resolved($0, in: type) }
            // A value chosen by the state (`isOn ? "Checked" : "Unchecked"`) follows it: shown as
            // it starts, but known only at run time, so never in conflict with the state.
            let valueFollowsState = modifiers.accessibilityValue.map { SwiftSyntaxFacts.ternary($0) != nil } ?? false
            if let label { checkbox.accessibilityLabel = label.modelText }
            if let value { checkbox.accessibilityValue = value.modelText }
            if let hint = modifiers.hint { checkbox.hint = scan.resolved(hint, in: type).modelText }
            if let identifier = modifiers.identifier { checkbox.id = identifier }
            var traits = checkbox.traits ?? []
            if modifiers.insideButton { traits.append("button") }
            let added = modifiers.addedTraits + (scan.conditionHolds(modifiers.traitsCondition, in: type) == true ? modifiers.addedTraitsWhenTrue : [])
            traits += added.filter { !traits.contains($0) }
            traits.removeAll { modifiers.removedTraits.contains($0) }
            if checkbox.traits != nil || !added.isEmpty || modifiers.insideButton { checkbox.traits = traits }
            checkbox.width = modifiers.size.width
            checkbox.height = modifiers.size.height
            Self.markDynamicValues(checkbox, name: label ?? ownName, value: value)
            if valueFollowsState { checkbox.isValueDynamic = true }
            checkbox.isRepeated = placement.repeated
        }
    }

    /// Where a checkbox built at `node` goes: its screen (the member that builds it), the group
    /// that titles it (a `Section`/`GroupBox`, a container labelled with `.accessibilityElement
    /// (children: .contain)`, a heading right before it), and the container that scopes its set.
    /// - Parameter independent: the control is a plain switch (or an icon-only toggle), which
    ///   settings screens and toolbars line up as independent options, one per row, also when a
    ///   loop makes them: with no title of any kind it is no set with its neighbours (SPEC §4.1,
    ///   Aetna's rule is for groups of checkboxes); checkboxes, whatever they are made of, are.
    /// - Returns: also, for a plain switch that is no set with its neighbours, the view its name is
    ///   compared in (`Element.nameScope`): its stack, or its branch of one.
    /// - Parameter loop: `node` is a loop itself (a caller's `ForEach` of a checkbox view), whose
    ///   views are repeated as a loop's are.
    private mutating func placement(of view: ViewContext, at node: Syntax, scan: FileScan, independent: Bool = false, loop: Bool = false)
        -> (parent: Int, layoutParent: Int, repeated: Bool, nameScope: Int?) {
        let place = self.place(of: view, at: node)
        var parent = place.type.map { screen(of: $0, member: place.member) } ?? root
        // A menu's items are titled by the menu's button: no set of their own.
        if view.isInMenu {
            return (parent, node.positionAfterSkippingLeadingTrivia.utf8Offset, false, nil)
        }
        // An Xcode preview's states side by side: no set either.
        if scan.mayHoldPreviews, XcodePreviews.contains(node) {
            return (parent, node.positionAfterSkippingLeadingTrivia.utf8Offset, false, nil)
        }
        let layoutCall = SwiftContainers.setContainerIndex(of: view).map { view.containers[$0].call }
        // A later branch of an `if`/`switch` below that container: an alternative, never in one set
        // with the first branch's checkboxes (`BranchAlternatives`).
        let layoutNode = layoutCall.map { Syntax($0) }
        let layoutParent = (layoutNode.map { mayBeLaterBranch(node, below: $0) } ?? true ? BranchAlternatives.laterBranch(of: node, below: layoutNode) : nil)
            ?? layoutCall?.positionAfterSkippingLeadingTrivia.utf8Offset ?? 0
        // Made by a `ForEach` (or a `List` over data) inside its section or stack: a set of two or
        // more by itself.
        let repeated = loop || view.containers.prefix { $0.name != "Section" && $0.name != "GroupBox" }.contains {
            $0.name == "ForEach" || $0.name == "List" && !$0.call.arguments.isEmpty
        }
        // A member (`private var airDays: some View`) shown in one place of its type's body takes
        // the title of that place (`Section("Day of week") { airDays }`).
        var titleView = view
        let titledHere = titledContainer(of: view)
        // The title's container, looked up again only for another view (a lookup copies its result).
        var titled = titledHere
        if titledHere == nil, let type = place.type, let member = place.member, member.name != "body",
           let usage = memberUsage(member.name, in: type), usage.id != view.outermost.id {
            let usageView = ViewContext(of: usage, chains: chains)
            let titledThere = titledContainer(of: usageView)
            let titleHere = SwiftContainers.titleBefore(view, cache: titleCache, holdsCheckbox: { mayHoldCheckbox($0) })
            // A text made per item of the member's loop (`Text(app.name)` beside each switch) is a
            // row's own label, no title: the title is looked for where the member is shown.
            if titledThere != nil || titleHere == nil || titleHere.map({ !$0.isHeader && Self.isInLoop($0.text) }) == true {
                titleView = usageView
                titled = titledThere
            }
        }
        // A set under a title of its own, in a stack inside an untitled section (`StackSetTitle`).
        let stackTitle = titled.flatMap { $0.header == nil && !independent
            ? StackSetTitle.title(of: view, cache: titleCache, holdsCheckbox: { mayHoldCheckbox($0) })
            : nil }
        if let titled, stackTitle == nil {
            if titled.header == nil, independent || titled.container.name == "Section"
                && FormSections.mixesInputs(titled.container.call, cache: &formSections) {
                return (parent, node.positionAfterSkippingLeadingTrivia.utf8Offset, false, independent ? layoutParent : nil)
            }
            parent = group(at: titled.container.call, header: titled.header, in: parent)
        } else if let title = stackTitle ?? SwiftContainers.titleBefore(titleView, cache: titleCache, holdsCheckbox: { mayHoldCheckbox($0) }),
                  titlesASet(title, at: node, repeated: repeated) {
            if title.isHeader {
                parent = group(at: title.text, header: title.value, in: parent)
            } else if case .literal(let text) = title.value {
                // A visible text that is not a heading: named by group-header-missing's message.
                addText(title.text, text: text, in: parent, layoutParent: layoutParent)
            } else if !Self.isInLoop(title.text) {
                // Likewise one known at run time (`Text(PikaText.textSelectionTitle)`), in braces;
                // not a text made per item of a loop, which is a row's own label (`Text(fruit)`).
                addText(title.text, text: title.value.modelText, in: parent, layoutParent: layoutParent)
            }
        } else if !independent, let titled = callerTitle(of: titleView, at: node, repeated: repeated) {
            // Untitled in its own body, a component's set is titled where every caller shows it
            // (`Section(header: Text("Color")) { ColorPaletteView(…) }`: `CallerSectionTitles`).
            if titled.isPlainText {
                // Shown right after a caller's visible text that is no heading (`Text("Your
                // Checklist").font(.headline)` then `ChecklistView()`): the text before the set,
                // named by group-header-missing's message as one in this file is.
                addText(titled.body, text: titled.header.modelText, in: parent, layoutParent: layoutParent)
            } else {
                parent = group(at: titled.body, header: titled.header, in: parent)
            }
        } else if independent {
            return (parent, node.positionAfterSkippingLeadingTrivia.utf8Offset, false, layoutParent)
        }
        return (parent, layoutParent, repeated, nil)
    }

    /// `BranchAlternatives.mayBeLaterBranch`, with the container's bytes searched once for the
    /// views inside it (they come one after another).
    private mutating func mayBeLaterBranch(_ node: Syntax, below layout: Syntax) -> Bool {
        if branchWord?.layout != layout.id {
            branchWord = (layout.id, BranchAlternatives.firstBranchWord(in: layout, bytes: source.bytes))
        }
        return BranchAlternatives.mayBeLaterBranch(node, below: layout, firstBranchWord: branchWord?.first)
    }

    /// The last set container searched by `mayBeLaterBranch`, and where its bytes first spell `else` or `switch`.
    private var branchWord: (layout: SyntaxIdentifier, first: Int?)?

    /// Whether a title found before a set titles it. A same-file `.navigationTitle` (or
    /// `.navigationBarTitle`: `SwiftContainers.screenTitleModifiers`; round nine,
    /// pattern 6) names the window on macOS, which VoiceOver reads as the window's name, never as
    /// a heading over its controls; on iOS it titles a set of two or more checkboxes that opens the
    /// screen (round seven), never a single control (one toggle is no set).
    private func titlesASet(_ title: SwiftContainers.Title, at node: Syntax, repeated: Bool) -> Bool {
        guard SwiftContainers.isScreenTitle(title.text) else { return true }
        if platform(of: node) == .macos { return false }
        if repeated { return true }
        // The modifier's call spans the container it titles: the constructs built inside it. A title
        // set on another view of the same body (`Text("").navigationTitle("Settings")` beside the
        // set): those of the set's own container. (A title found where a member of the type is
        // shown, the set drawn by the member, keeps the first reading.)
        var spanned = Syntax(title.text)
        let offset = node.positionAfterSkippingLeadingTrivia.utf8Offset
        if !spanned.byteRange.contains(offset), let container = node.ancestor(ClosureExprSyntax.self)?.parent,
           Self.declaration(holding: Syntax(title.text))?.id == Self.declaration(holding: node)?.id {
            spanned = container
        }
        let range = spanned.positionAfterSkippingLeadingTrivia.utf8Offset..<spanned.endPositionBeforeTrailingTrivia.utf8Offset
        return constructOffsets.lazy.filter { range.contains($0) }.prefix(2).count == 2
    }

    /// The property or function whose body `node` is written in.
    private static func declaration(holding node: Syntax) -> Syntax? {
        var current = node.parent
        while let ancestor = current {
            if ancestor.is(VariableDeclSyntax.self) || ancestor.is(FunctionDeclSyntax.self) { return ancestor }
            current = ancestor.parent
        }
        return nil
    }

    /// Where each construct of the file starts, for counting the checkboxes a container holds.
    private var constructOffsets: [Int] = []

    /// Where each call of a function that draws a checkbox starts (`ToggleFunctionCalls`).
    private var toggleFunctionCallOffsets: [Int] = []

    /// Whether `node` may hold a checkbox: a construct's spelling in its bytes, or a call of a
    /// function that draws one (`buttonCheckbox("Left button", for: .left)` in a row of them).
    private func mayHoldCheckbox(_ node: Syntax) -> Bool {
        let range = node.byteRange
        return SwiftConstructs.mayHoldCheckbox(source.bytes, in: range) || toggleFunctionCallOffsets.contains { range.contains($0) }
    }

    /// A call of a function whose whole body is one Toggle (`ToggleFunctionCalls`): in its caller's
    /// set, it stands for the checkbox the function draws, named by what it passes for the title.
    /// A Toggle that is hidden or an independent option (a plain switch, a button, no style) stands
    /// for nothing: it would make no set where it is written either.
    private mutating func addToggleFunctionCall(_ found: ToggleFunctionCalls.Call, styles: ToggleStyles, scan: FileScan) {
        let toggleView = ViewContext(of: ExprSyntax(found.toggle), chains: chains)
        let toggleModifiers = SwiftModifiers(toggleView, shownIn: shownEnvironment(of: toggleView, at: Syntax(found.toggle)))
        guard !toggleModifiers.hidden, toggleModifiers.toggleStyle != nil else { return }
        let style = styles.kind(of: toggleModifiers.toggleStyle, macOS: platform(of: Syntax(found.toggle)) == .macos)
        if style == .switch || style == .button { return }
        if case .custom(let name) = style, let declaration = scan.toggleStyles.first(where: { $0.name.text == name }),
           scan.drawsSwitch(declaration) { return }
        let view = ViewContext(of: ExprSyntax(found.call), chains: chains)
        guard !SwiftModifiers(view, shownIn: shownEnvironment(of: view, at: Syntax(found.call))).hidden else { return }
        let placement = self.placement(of: view, at: Syntax(found.call), scan: scan)
        let ownPlatform = ownPlatform(at: Syntax(found.call))
        assembler.add(.text, named: "call", at: found.call.positionAfterSkippingLeadingTrivia.utf8Offset, parent: placement.parent,
                      suppression: suppression(before: found.call)) { call in
            call.label = found.name.modelText
            call.layoutParent = placement.layoutParent
            call.standsForCheckboxesOf = found.function
            call.isRepeated = placement.repeated
            if let ownPlatform { call.platform = ownPlatform }
        }
    }

    /// Whether `node` is built per item of a `ForEach` or a `List` over data.
    static func isInLoop(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let node = current, !node.kind.isDeclaration {
            if let call = node.as(FunctionCallExprSyntax.self), let name = SwiftSyntaxFacts.calleeName(call),
               name == "ForEach" || name == "List" && !call.arguments.isEmpty {
                return true
            }
            current = node.parent
        }
        return false
    }

    /// Whether each untitled `Section` mixes checkboxes with other inputs, by its call.
    private var formSections: [SyntaxIdentifier: Bool] = [:]

    /// `SwiftContainers.titledContainer`, by the nearest container and the slot the view is in:
    /// the views of one container share it (its header read once, not once per Toggle).
    /// The file's properties and functions by name, indexed once for all its section headers.
    private let declarations: FileDeclarations
    /// Each container slot's titled container, as an index into `titledContainers`: a dictionary of
    /// the values themselves moved each one (a container, its modifiers and settings) at every
    /// insert and growth (~3,300 instructions an insert).
    /// Keyed by the container's call, its slots (`header:`, `label:`) listed apart: a dictionary keyed
    /// by a struct of the two made that key type's `Hashable` conformance be searched for at its first
    /// use in the process (~600,000 instructions); `SyntaxIdentifier`'s is known by then.
    private var titledByContainer: [SyntaxIdentifier: Int] = [:]
    private var titledBySlot: [SyntaxIdentifier: [(slot: String, index: Int)]] = [:]
    private var titledContainers: [TitledContainer?] = []

    private mutating func titledContainer(of view: ViewContext) -> TitledContainer? {
        // The containers above the nearest one are the same for every view inside it. Its call and
        // slot read where they are: the container bound whole was copied (~280 instructions).
        guard !view.containers.isEmpty else { return nil }
        let call = view.containers[0].call.id
        if let slot = view.containers[0].slot {
            if let known = titledBySlot[call]?.first(where: { $0.slot == slot }) { return titledContainers[known.index] }
        } else if let known = titledByContainer[call] {
            return titledContainers[known]
        }
        let titled = SwiftContainers.titledContainer(of: view, declarations: declarations).map(TitledContainer.init)
        if let slot = view.containers[0].slot {
            titledBySlot[call, default: []].append((slot, titledContainers.count))
        } else {
            titledByContainer[call] = titledContainers.count
        }
        titledContainers.append(titled)
        return titled
    }

    /// Where each member of a type is shown, when it is shown once (by type and member name).
    private var memberUsages: [String: ExprSyntax?] = [:]

    /// The one reference to `member` (`airDays`, `self.airDays`, `airDays()`) in its type, as a view.
    private mutating func memberUsage(_ member: String, in type: DeclSyntax) -> ExprSyntax? {
        let key = "\(type.id.hashValue)/\(member)"
        if let known = memberUsages[key] { return known }
        var found: [ExprSyntax] = []
        // The type and its extensions in the file (`private extension SettingsView { var sync: … }`).
        let name = Self.typeName(type)
        var parts: [DeclSyntax] = [type]
        for item in tree.statements {
            if let declaration = item.item.as(DeclSyntax.self), declaration.id != type.id,
               [.structDecl, .classDecl, .extensionDecl].contains(declaration.kind), Self.typeName(declaration) == name {
                parts.append(declaration)
            }
        }
        for token in parts.lazy.flatMap({ $0.tokens(viewMode: .sourceAccurate) }) where token.text == member {
            guard let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { continue }
            var expression = ExprSyntax(reference)
            if let access = expression.parent?.as(MemberAccessExprSyntax.self), access.declName.id == reference.id {
                // `settings.showChanges` is another thing's property; `self.showChanges` is the member.
                guard access.base?.trimmedDescription == "self" else { continue }
                expression = ExprSyntax(access)
            }
            if let call = expression.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == expression.id {
                expression = ExprSyntax(call)
            }
            found.append(expression)
        }
        let usage = found.count == 1 ? found[0] : nil
        memberUsages[key] = .some(usage)
        return usage
    }

    private var texts: Set<String> = []
    private let titleCache = SwiftContainers.TitleCache()

    private mutating func addText(_ node: some SyntaxProtocol, text: String, in parent: Int, layoutParent: Int) {
        guard texts.insert("\(node.id.hashValue)/\(parent)/\(layoutParent)").inserted else { return }
        assembler.add(.text, at: node.positionAfterSkippingLeadingTrivia.utf8Offset, parent: parent) { element in
            element.label = text
            element.layoutParent = layoutParent
        }
    }

    /// Marks values known only at run time: the name when the value that gives it is an
    /// expression, the value likewise. Without the name's `SourceValue`, the name VoiceOver reads
    /// (`accessibleName`) in its `{expression}` form is taken as dynamic: a literal label written
    /// in braces is not something SwiftUI code shows.
    static func markDynamicValues(_ element: Element, name: SourceValue?, value: SourceValue?) {
        if let name {
            if name.isDynamic { element.isNameDynamic = true }
        } else if let accessibleName = element.accessibleName, accessibleName.hasPrefix("{"), accessibleName.hasSuffix("}") {
            // Set from an argument (`Toggle(title, isOn:)`): its `{expression}` form.
            element.isNameDynamic = true
        }
        if value?.isDynamic == true { element.isValueDynamic = true }
    }

    // MARK: - Containers

    /// The `screen` of a type, made on first use.
    ///
    /// A type's views are split by the member that builds them: checkboxes built in two
    /// `@ViewBuilder` properties or functions are composed somewhere this file may not show, so
    /// they are not taken for one set. The screen of `body` is named after the type (qualified by
    /// the types it is nested in, `QualifiedTypeNames`), another member's `Type.member`.
    private mutating func screen(of type: DeclSyntax, member: (node: DeclSyntax, name: String)? = nil) -> Int {
        let key = member?.node.id ?? type.id
        if let index = screens[key] { return index }
        let typeName = QualifiedTypeNames.name(of: type)
        var name = member.map { $0.name == "body" ? typeName : "\(typeName).\($0.name)" } ?? typeName
        // One type (or one `body`) declared once per branch of an `#if` (`#if os(macOS) struct
        // Settings … #else struct Settings …`): alternatives, only one of which is compiled, so no
        // two screens of one id; told apart by their branch's platform, else by the branch.
        let declared = Syntax(member?.node ?? type)
        if screenNames.contains(name), let clause = Self.enclosingClause(of: declared) {
            if branchesByPlatform, let branch = PlatformEvidence.branchPlatform(of: declared) {
                name += " (\(branch.rawValue))"
            } else {
                name += " (" + (clause.condition.map { "\(clause.poundKeyword.text) \($0.trimmedDescription)" } ?? "#else") + ")"
            }
        }
        // Still taken (one name for types local to two functions): the name is made up here, not
        // an id the project wrote, and two made-up names are no duplicate id to report. The later
        // screen goes by its position (`screen[1]`), titled by its name.
        let isTaken = !screenNames.insert(name).inserted
        let offset = (member?.node ?? type).positionAfterSkippingLeadingTrivia.utf8Offset
        let index = assembler.add(.screen, at: offset, parent: root) { [name] screen in
            screen.id = isTaken ? nil : name
            screen.title = name
        }
        screens[key] = index
        return index
    }

    /// The innermost `#if`/`#elseif`/`#else` clause around a declaration.
    private static func enclosingClause(of node: Syntax) -> IfConfigClauseSyntax? {
        var current = node.parent
        while let ancestor = current {
            if let clause = ancestor.as(IfConfigClauseSyntax.self) { return clause }
            current = ancestor.parent
        }
        return nil
    }

    /// What the views of the file that show the declaration holding `view` set around it.
    private mutating func shownEnvironment(of view: ViewContext, at node: Syntax) -> ShownEnvironment.Outer? {
        guard let shown else { return nil }
        let place = self.place(of: view, at: node)
        return shown.outer(of: place.type, member: place.member)
    }

    /// `place(of:including:)` from each declaration a view's climb stopped at, climbed once for all
    /// the views it holds.
    private var places: [SyntaxIdentifier: (type: DeclSyntax?, member: (node: DeclSyntax, name: String)?)] = [:]

    /// The type that holds the view at `node` and the member of it that does, climbing on from where
    /// the view's context stopped.
    private mutating func place(of view: ViewContext, at node: Syntax) -> (type: DeclSyntax?, member: (node: DeclSyntax, name: String)?) {
        guard let declaration = view.declaration else { return Self.place(of: node) }
        if let known = places[declaration.id] { return known }
        let place = Self.place(of: declaration, including: true)
        places[declaration.id] = place
        return place
    }

    /// The type that holds `node` and the member of it that does, found in one climb (from `node`
    /// itself when `including`).
    static func place(of node: Syntax, including: Bool = false) -> (type: DeclSyntax?, member: (node: DeclSyntax, name: String)?) {
        var member: (node: DeclSyntax, name: String)?
        var current = including ? node : node.parent
        while let ancestor = current {
            switch ancestor.kind {
            case .structDecl, .classDecl, .enumDecl, .extensionDecl, .actorDecl:
                return (DeclSyntax(ancestor), member)
            case .variableDecl where member == nil && ancestor.parent?.kind == .memberBlockItem:
                if let name = ancestor.as(VariableDeclSyntax.self)?.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                    member = (DeclSyntax(ancestor)!, name)
                }
            case .functionDecl where member == nil && ancestor.parent?.kind == .memberBlockItem:
                if let function = ancestor.as(FunctionDeclSyntax.self) { member = (DeclSyntax(function), function.name.text) }
            default:
                break
            }
            current = ancestor.parent
        }
        return (nil, nil)
    }

    /// The group a node titles or holds (a `Section`'s call, a heading text, a component's `body`
    /// titled by its callers' header), made once and placed at the node.
    private mutating func group(at node: some SyntaxProtocol, header: SourceValue?, in screen: Int) -> Int {
        if let index = groups[node.id] { return index }
        let index = assembler.add(.group, at: node.positionAfterSkippingLeadingTrivia.utf8Offset, parent: screen) { group in
            group.header = header?.modelText
        }
        groups[node.id] = index
        return index
    }

    /// Each component's header from its callers (`CallerSectionTitles`), by its `body`; nil: none.
    private var callerTitles: [SyntaxIdentifier: CallerSectionTitles.Title?] = [:]

    /// The header every caller of the view's component shows it under, when the view is in the
    /// `body` of a struct and makes a set there: a loop's views (`repeated`), or one of two or more
    /// constructs of the body. The callers are asked once per component, only then: they may be in
    /// other files, each read for the type's name. A caller's screen title (`.navigationTitle`) titles
    /// the set as one in the screen itself does (`titlesASet`): on iOS, and only a set that opens the
    /// component's body — the loop, or the stack of the set, first in it. A caller's plain text
    /// (`isPlainText`) is right before the set likewise only when the set opens the body.
    private mutating func callerTitle(of view: ViewContext, at node: Syntax, repeated: Bool)
        -> (body: DeclSyntax, header: SourceValue, isPlainText: Bool)? {
        let place = self.place(of: view, at: Syntax(view.outermost))
        guard let type = place.type?.as(StructDeclSyntax.self), let member = place.member, member.name == "body" else { return nil }
        if !repeated {
            let range = member.node.positionAfterSkippingLeadingTrivia.utf8Offset..<member.node.endPositionBeforeTrailingTrivia.utf8Offset
            guard constructOffsets.lazy.filter({ range.contains($0) }).prefix(2).count == 2 else { return nil }
        }
        if callerTitles[member.node.id] == nil {
            callerTitles[member.node.id] = .some(CallerSectionTitles.header(of: type.name.text, in: tree, declarations: declarations))
        }
        guard let title = callerTitles[member.node.id] ?? nil else { return nil }
        if title.byNavigationTitle || title.isPlainText {
            if title.byNavigationTitle { guard platform(of: node) != .macos else { return nil } }
            let loop = view.containers.first { $0.name == "ForEach" || $0.name == "List" && !$0.call.arguments.isEmpty }
            let set = repeated ? loop?.call : SwiftContainers.setContainer(of: view)?.call
            // A caller's text stays the last thing read before a set that opens the body past a
            // `Spacer()` or `Divider()`; a screen's title is gated as one in the screen is.
            guard let set, SwiftContainers.opensDeclaration(ExprSyntax(set), pastSpacing: !title.byNavigationTitle) else { return nil }
        }
        return (member.node, title.header, title.isPlainText)
    }

    /// `Section("…")`, `Section(header: Text("…"))`, `Section { } header: { Text("…") }`,
    /// `GroupBox("…")`, `GroupBox(label: Text("…"))`.
    static func sectionHeader(_ call: FunctionCallExprSyntax, declarations: FileDeclarations) -> SourceValue? {
        sectionTitle(call, declarations: declarations).map(localized)
    }

    private static func sectionTitle(_ call: FunctionCallExprSyntax, declarations: FileDeclarations) -> SourceValue? {
        // The arguments read once on the raw tree (`CallArguments`): a literal title, as most are, is
        // read without its node made (~1,000 instructions a section).
        let arguments = CallArguments(call)
        if let title = arguments.unlabelledNonClosureValue() {
            return title
        }
        if let header = arguments.argument("header") ?? arguments.argument("label") {
            return HeaderTexts.spoken(in: Syntax(header), declarations: declarations) ?? SourceValue(header)
        }
        if let closure = call.additionalTrailingClosures.first(where: { $0.label.text == "header" || $0.label.text == "label" }) {
            return HeaderTexts.spoken(in: Syntax(closure.closure), declarations: declarations)
        }
        return nil
    }

    /// A Toggle's label: its first unlabelled argument, else the texts of its label closure (all of
    /// them when the label is plain, `ToggleLabelTexts`), else the first `Text`/`Label` of it.
    static func toggleLabel(_ arguments: CallArguments, bytes: [UInt8]) -> SourceValue? {
        literalLabel(arguments, bytes: bytes).map(localized)
    }

    /// A literal shaped like a localisation key (`settings.other.autoplay-video`: dotted words, no
    /// space) is a key of a strings file: VoiceOver speaks its translation, known only at run time.
    static func localized(_ value: SourceValue) -> SourceValue {
        guard case .literal(let text) = value, text.utf8.count <= 120 else { return value }
        // Read byte by byte: split into Characters, this check cost more than the rest of a Toggle.
        // Any byte outside ASCII fails it, as any Character with one would.
        var segments = 1
        var segmentLength = 0
        for byte in text.utf8 {
            if byte == UInt8(ascii: ".") {
                guard segmentLength > 0 else { return value }
                segments += 1
                segmentLength = 0
                continue
            }
            guard (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
                    || byte == 0x5F || byte == 0x2D else { return value }
            segmentLength += 1
        }
        guard segments >= 2, segmentLength > 0 else { return value }
        return .dynamic(text)
    }

    private static func literalLabel(_ arguments: CallArguments, bytes: [UInt8]) -> SourceValue? {
        let call = arguments.call
        if let title = arguments.unlabelledNonClosureValue() {
            return title
        }
        // `label: self.label`: a view given from outside, known at run time.
        let labelArgument = arguments.argument("label")
        if let label = labelArgument, !label.is(ClosureExprSyntax.self) {
            return .dynamic(SwiftSyntaxFacts.compactSource(label))
        }
        let closure: ClosureExprSyntax? = labelArgument?.as(ClosureExprSyntax.self)
            ?? call.trailingClosure
            ?? call.additionalTrailingClosures.first { $0.label.text == "label" }?.closure
        guard let closure else { return nil }
        // Several texts (a title and a caption line): VoiceOver reads them all.
        if let texts = ToggleLabelTexts.spoken(in: closure, bytes: bytes) { return texts }
        // A helper of the type (`Self.label()`), or `#if`/`if` branches that show one literal.
        if let shown = LabelHelpers.shown(by: closure.statements) { return shown }
        // A text shown only under a condition (`if beta { Text("Beta") }`): a part known at run
        // time, after the texts shown always, never the whole name (round thirty-seven, pattern 6).
        if let texts = ToggleLabelTexts.spokenWithOptionalText(in: closure, bytes: bytes) { return texts }
        if let text = firstText(in: Syntax(closure)) { return text }
        // One of two images chosen by a condition (`if isPlaying { Image(systemName: "stop.fill") }
        // else { Image(systemName: "play.fill") }`): the choice of their names, as a ternary label reads.
        if let choice = Self.imageChoice(in: closure) { return .dynamic(SwiftSyntaxFacts.compactSource(choice)) }
        // Nothing shown (`{ }`, `EmptyView()`): no name.
        let content = closure.statements.trimmedDescription
        if content.isEmpty || content == "EmptyView()" { return nil }
        // A project's own text view given its words (`AppText("Select all").font(.BaseMedium)`, a
        // name ending in `Text`, as `CallCollector` reads one beside a box): named by its literal,
        // its modifiers dropped (round thirty-one, `ProjectTextViews`).
        if closure.statements.count == 1, let only = closure.statements.first?.item.as(ExprSyntax.self),
           let text = SwiftSyntaxFacts.viewUnderModifiers(only).view.as(FunctionCallExprSyntax.self),
           let name = SwiftSyntaxFacts.calleeName(text), name.count > 4, name.hasSuffix("Text"), name.first?.isUppercase == true,
           let first = text.arguments.first, first.label == nil, let literal = SwiftSyntaxFacts.stringLiteral(first.expression) {
            return .literal(literal)
        }
        // A view kept in a property, with modifiers (`topText.font(.caption).fontWeight(.medium)`):
        // the property is what is shown.
        if closure.statements.count == 1, var view = closure.statements.first?.item.as(ExprSyntax.self) {
            // `Warp.Badge(count)` is a view made by a namespace, not a modifier on `Warp`: shown whole.
            while let call = view.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                  let base = member.base, !QualifiedTextCalls.isNamespacedCall(call) {
                view = base
            }
            if view.is(DeclReferenceExprSyntax.self) || view.is(MemberAccessExprSyntax.self) {
                return .dynamic(SwiftSyntaxFacts.compactSource(view))
            }
        }
        // Branches that differ, or cannot be read (`#if os(iOS) if … { Self.label() } …`): their
        // source is no name to print; `{label}` says a label known at run time.
        if closure.statements.contains(where: { $0.item.is(IfConfigDeclSyntax.self) }) { return .dynamic("label") }
        // Something else is shown (a view of the app's own): known only at run time.
        return .dynamic(SwiftSyntaxFacts.compactSource(closure.statements))
    }

    /// The text beside a control that has no name: the first literal `Text` of the row (`HStack`)
    /// it sits in, which VoiceOver reads as an element of its own.
    static func textBeside(_ view: ViewContext) -> String? {
        // Only a text of its row names a control (`RowText`).
        guard let row = view.containers.first, let name = row.name, RowText.rows.contains(name) else { return nil }
        let closure = row.call.trailingClosure.map(Syntax.init) ?? row.call.arguments.last.map { Syntax($0.expression) }
        guard let closure else { return nil }
        // One text only: between two ("Light" [switch] "Dark") neither is the control's name.
        var texts: [String] = []
        // Texts known only at run time (`Text(app.name)`), as the preview writes them (`{app.name}`).
        var dynamicTexts: [String] = []
        // Every text in reading order, for a row that captions its data (`RowCaptions`).
        var rowTexts: [RowCaptions.RowText] = []
        // A `Label("Launch at login", systemImage: …)` shows its title as a text, read as one.
        for token in closure.tokens(viewMode: .sourceAccurate) where token.text == "Text" || token.text == "Label" {
            guard let call = token.parent?.parent?.as(FunctionCallExprSyntax.self), let first = SwiftSyntaxFacts.shownWords(call),
                  !Self.isInsideControl(Syntax(call), within: closure) else { continue }
            // A required marker (`if field.isRequired { Text("*") }`) or a text of punctuation only
            // names nothing: the row's other text is the one to give (`MarkerTexts`).
            if MarkerTexts.isShownIfRequired(Syntax(call), within: closure) { continue }
            guard let value = SwiftSyntaxFacts.stringLiteral(first.expression) else {
                let value = SourceValue(first.expression)
                var written: String?
                if case .dynamic = value {
                    dynamicTexts.append(value.modelText)
                    written = value.modelText
                }
                rowTexts.append(RowCaptions.RowText(call: call, literal: nil, modelText: written))
                continue
            }
            if !value.isBlank && !MarkerTexts.isMarker(value) {
                texts.append(value)
                rowTexts.append(RowCaptions.RowText(call: call, literal: value, modelText: value))
            }
        }
        // A caption and the datum it stands before (`Text("Value:")`, `Text(value)`) say what the
        // row holds, not what the control is for: the row's first other text names it.
        switch RowCaptions.reading(of: rowTexts) {
        case .named(let name): return name
        case .unnamed: return nil
        case .uncaptioned: break
        }
        if texts.count == 1 { return texts[0] }
        // The row's one text, known at run time (an app's name beside its switch, round eight's
        // pattern 10): named as the preview writes it (`{app.name}`). The same text styled in the two
        // branches of an `if` (`if selected { Text(label).bold() } else { Text(label) }`) is one.
        if texts.isEmpty, let first = dynamicTexts.first, dynamicTexts.allSatisfy({ $0 == first }) { return first }
        // Several texts in the row ("Mute" [box] Spacer "Preset" [picker]): the one right beside the
        // control names it, when only one side has a text ("Light" [switch] "Dark" names nothing).
        guard texts.count > 1, let item = view.outermost.parent?.as(CodeBlockItemSyntax.self),
              let list = item.parent?.as(CodeBlockItemListSyntax.self), let index = list.index(of: item) else { return nil }
        let before = index == list.startIndex ? nil : literalText(list[list.index(before: index)])
        let afterIndex = list.index(after: index)
        let after = afterIndex == list.endIndex ? nil : literalText(list[afterIndex])
        return before == nil ? after : after == nil ? before : nil
    }

    /// The text a helper of the file shows beside the control it is given (`settingsRow("Display
    /// Event Info") { Toggle("", …) }`, the helper's body `HStack { Text(title); Spacer();
    /// control() }`): the caller's argument, as `textBeside` spells it (round eight, pattern 10).
    static func helperRowText(of view: ViewContext) -> String? {
        guard let item = view.outermost.parent?.as(CodeBlockItemSyntax.self),
              let closure = item.parent?.parent?.as(ClosureExprSyntax.self), closure.statements.count == 1,
              let call = closure.parent?.as(FunctionCallExprSyntax.self) ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self)
        else { return nil }
        var notHelpers: Set<String> = []
        guard let title = ViewBuilderHelpers.title(of: closure, passedTo: call, notHelpers: &notHelpers, in: ["HStack"]) else { return nil }
        switch title.value {
        case .literal(let text): return text.isBlank ? nil : text
        case .dynamic: return title.value.modelText
        case .interpolated: return nil
        }
    }

    /// The literal a statement that is a `Text("…")` or `Label("…", …)` shows, through its modifiers.
    private static func literalText(_ item: CodeBlockItemSyntax) -> String? {
        guard var expression = item.item.as(ExprSyntax.self) else { return nil }
        while let call = expression.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              let base = member.base {
            expression = base
        }
        guard let call = expression.as(FunctionCallExprSyntax.self), let name = SwiftSyntaxFacts.calleeName(call),
              name == "Text" || name == "Label", let first = SwiftSyntaxFacts.shownWords(call),
              let value = SwiftSyntaxFacts.stringLiteral(first.expression), !value.isBlank else { return nil }
        return value
    }

    /// The first text a Button's label shows outside `control` (`Button { … } label: { HStack {
    /// Toggle(…); Text(title) } }` → `title`).
    static func textInLabel(of button: FunctionCallExprSyntax, besides control: FunctionCallExprSyntax) -> SourceValue? {
        guard let closure = SwiftSyntaxFacts.labelClosure(of: button), SwiftSyntaxFacts.contains(closure, control) else { return nil }
        // Every text of the label, in order, joined as VoiceOver joins a combined label's (a row's
        // title and subtitle: `{title}, {subtitle}`).
        let texts = Self.textsInLabel(Syntax(closure), besides: Syntax(control)).map(SourceValue.init)
        return texts.isEmpty ? nil : SourceValue.joinedAsSpoken(texts)
    }

    /// The words of each `Text(…)`/`Label(…)` in `label`, in source order, outside `skipped`.
    static func textsInLabel(_ label: Syntax, besides skipped: Syntax) -> [ExprSyntax] {
        var found: [ExprSyntax] = []
        var stack = [label]
        while let current = stack.popLast() {
            if current.id == skipped.id { continue }
            if let call = current.as(FunctionCallExprSyntax.self), let name = SwiftSyntaxFacts.calleeName(call),
               name == "Text" || name == "Label", let first = SwiftSyntaxFacts.shownWords(call) {
                found.append(first.expression)
                continue
            }
            stack.append(contentsOf: current.children(viewMode: .sourceAccurate).reversed())
        }
        return found
    }

    /// The value of the first `Text(…)`/`Label(…)` in `node`.
    static func firstText(in node: Syntax) -> SourceValue? {
        if let call = node.as(FunctionCallExprSyntax.self) {
            // `Text(verbatim: title)` shows its string unlocalised: `{title}` (round twelve, pattern 2).
            if let first = SwiftSyntaxFacts.shownWords(call) {
                return SourceValue(first.expression)
            }
            // A design system's `Warp.Text("Animated", style: …)`.
            if let shown = QualifiedTextCalls.shownArgument(call) { return SourceValue(shown) }
        }
        // Platform branches that show different texts decide nothing: which one is compiled is not
        // this walk's to guess.
        if let ifConfig = node.as(IfConfigDeclSyntax.self) {
            let shown = ifConfig.clauses.map { clause in clause.elements.flatMap { firstText(in: Syntax($0)) } }
            guard let value = shown.first ?? nil, shown.allSatisfy({ $0 == value }) else { return nil }
            return value
        }
        for child in node.children(viewMode: .sourceAccurate) {
            if let found = firstText(in: child) { return found }
        }
        return nil
    }

    /// The choice of names of a label closure that shows one of two images and nothing else: an
    /// `if`/`else` of one image each, or a ternary of two (`ImageChoice`).
    private static func imageChoice(in closure: ClosureExprSyntax) -> ExprSyntax? {
        guard closure.statements.count == 1, let item = closure.statements.first?.item else { return nil }
        if let ifExpr = item.as(IfExprSyntax.self) ?? item.as(ExpressionStmtSyntax.self)?.expression.as(IfExprSyntax.self) {
            return ImageChoice.names(chosenBy: ifExpr)
        }
        return item.as(ExprSyntax.self).flatMap(ImageChoice.names(chosenBy:))
    }

    /// The image that is all a Toggle's label shows (`Toggle(isOn:) { Image(systemName: "bold") }`).
    /// The label closure of a Toggle (`label:` or trailing), if it has one.
    static func labelClosure(_ arguments: CallArguments) -> ClosureExprSyntax? {
        guard !arguments.hasUnlabelledNonClosureArgument else { return nil }
        return arguments.call.trailingClosure ?? arguments.argument("label")?.as(ClosureExprSyntax.self)
    }

    /// The symbol (or asset) name of a label closure that is one `Label` with an empty title and
    /// no label of its own (`{ Label("", systemImage: "bell") }`): its icon is all it shows.
    static func untitledLabelSymbol(_ closure: ClosureExprSyntax) -> ExprSyntax? {
        guard closure.statements.count == 1, var view = closure.statements.first?.item.as(ExprSyntax.self) else { return nil }
        while let call = view.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              let base = member.base {
            // Labelled, hidden or made an element of its own: read otherwise.
            if member.declName.baseName.text.hasPrefix("accessibility") { return nil }
            view = base
        }
        guard let label = view.as(FunctionCallExprSyntax.self), SwiftSyntaxFacts.calleeName(label) == "Label",
              let title = label.arguments.first, title.label == nil,
              SwiftSyntaxFacts.stringLiteral(title.expression)?.allSatisfy(\.isWhitespace) == true
        else { return nil }
        return label.arguments.first(where: { $0.label?.text == "systemImage" || $0.label?.text == "image" })?.expression
    }

    static func onlyImage(_ arguments: CallArguments) -> ExprSyntax? {
        let call = arguments.call
        guard !arguments.hasUnlabelledNonClosureArgument,
              let closure = call.trailingClosure ?? arguments.argument("label")?.as(ClosureExprSyntax.self),
              closure.statements.count == 1, var only = closure.statements.first?.item.as(ExprSyntax.self) else { return nil }
        // Or in a stack of its own, with no modifier (`HStack { Image(systemName: "bell") }`).
        while let stack = only.as(FunctionCallExprSyntax.self), let name = SwiftSyntaxFacts.calleeName(stack),
              ["HStack", "VStack", "ZStack", "Group"].contains(name), stack.additionalTrailingClosures.isEmpty,
              let content = stack.trailingClosure, content.statements.count == 1,
              let inner = content.statements.first?.item.as(ExprSyntax.self) {
            only = inner
        }
        return viewName(only) == "Image" ? only : nil
    }

    /// Whether a text is a control's own title (`Button { Text("Remove") }`), up to `scope`.
    static func isInsideControl(_ node: Syntax, within scope: Syntax) -> Bool {
        var current = node.parent
        while let ancestor = current, ancestor.id != scope.id {
            if let call = ancestor.as(FunctionCallExprSyntax.self), let name = SwiftSyntaxFacts.calleeName(call),
               ["Button", "Link", "NavigationLink", "Menu", "Toggle", "Picker"].contains(name) {
                return true
            }
            current = ancestor.parent
        }
        return false
    }

    /// The view an expression builds, below its modifiers: `ZStack` in `ZStack { … }.foregroundColor(.blue)`.
    static func viewName(_ expression: ExprSyntax) -> String {
        // Two Buttons in the branches of an `if` (`BranchedButtons`): named by the first.
        if let ifExpr = expression.as(IfExprSyntax.self), let first = ifExpr.body.statements.first?.item.as(ExprSyntax.self) {
            return viewName(first)
        }
        var current = expression
        while let call = current.as(FunctionCallExprSyntax.self) {
            if let name = SwiftSyntaxFacts.calleeName(call) { return name }
            guard let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base else { break }
            current = base
        }
        return "view"
    }

    /// `!self.model.title.isEmpty` → `!model.title.isEmpty`: `self.` says nothing a reader of the
    /// preview needs (as `self.$x` is shown `x`).
    static func withoutSelf(_ text: String) -> String {
        // Most texts hold no `self.`: their bytes say so, before Foundation's search (~20,000
        // instructions a text). ASCII letters have no other canonically equivalent spelling, so a
        // text whose bytes do not spell `self.` is one that search finds none in.
        guard SwiftConstructs.contains(Array(text.utf8), selfDot, in: 0..<text.utf8.count) else { return text }
        var result = ""
        var rest = Substring(text)
        while let range = rest.range(of: "self.") {
            let before = rest[..<range.lowerBound]
            let previous = before.last ?? result.last
            result += before
            if let previous, previous.isLetter || previous.isNumber || previous == "_" || previous == "." || previous == "$" {
                result += "self."
            }
            rest = rest[range.upperBound...]
        }
        return result + rest
    }

    private static let selfDot = Array("self.".utf8)

    /// `$item.enabled` → `item.enabled`: what the preview shows for a state known only at run time.
    /// Read from the file's bytes (a binding is short and on one line, nearly always).
    private func bindingName(_ binding: ExprSyntax) -> String {
        // `Binding(get: { selectionState == .selected }, set: …)`: what the getter reads.
        // Also spelt `.init(get: { return self.model.title != nil }, set: …)`, where the type says Binding.
        if let call = binding.as(FunctionCallExprSyntax.self),
           SwiftSyntaxFacts.calleeName(call) == "Binding" || SwiftSyntaxFacts.memberName(call.calledExpression) == "init",
           let getter = SwiftSyntaxFacts.argument(call, "get")?.as(ClosureExprSyntax.self), getter.statements.count == 1,
           let only = getter.statements.first {
            let item = only.item.as(ReturnStmtSyntax.self)?.expression.map(Syntax.init) ?? Syntax(only.item)
            return Self.withoutSelf(SwiftSyntaxFacts.compactSource(item))
        }
        // `.constant(shared)`: the value it holds.
        if let call = binding.as(FunctionCallExprSyntax.self), SwiftSyntaxFacts.memberName(call.calledExpression) == "constant",
           call.arguments.count == 1, let value = call.arguments.first?.expression {
            return SwiftSyntaxFacts.compactSource(value)
        }
        // `$x.onChange(update)`, `model.$x.animation()`: a binding made from `$x`, which holds the state.
        if let call = binding.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
           let base = member.base, trimmedText(base).hasPrefix("$") || trimmedText(base).contains(".$") {
            return bindingName(base)
        }
        // `self.$x` → `x`.
        if let member = binding.as(MemberAccessExprSyntax.self), let base = member.base, trimmedText(base) == "self",
           member.declName.baseName.text.hasPrefix("$") {
            return String(member.declName.baseName.text.dropFirst())
        }
        var start = binding.positionAfterSkippingLeadingTrivia.utf8Offset
        let end = binding.endPositionBeforeTrailingTrivia.utf8Offset
        let bytes = source.bytes
        guard start < end, end <= bytes.count else { return SwiftSyntaxFacts.compactSource(binding) }
        // `$x` is x's binding: shown as `x`. `$0` is a closure's first argument, a binding itself:
        // shown as written, since `{0}` would read as the number.
        let isShorthandArgument = start + 1 < end && (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[start + 1])
        // `self.$settings.autoTrim` → `settings.autoTrim`.
        if end - start > 6, bytes[start..<start + 6].elementsEqual("self.$".utf8) { start += 5 }
        if bytes[start] == UInt8(ascii: "$"), !isShorthandArgument { start += 1 }
        if end - start > 60 || bytes[start..<end].contains(where: { $0 == 0x0A || $0 == 0x0D }) {
            var text = SwiftSyntaxFacts.compactSource(binding)
            if text.hasPrefix("$") { text.removeFirst() }
            return Self.withoutProjection(text)
        }
        return Self.withoutProjection(String(decoding: bytes[start..<end], as: UTF8.self))
    }

    /// `CPSetting.shared.$showDone` → `CPSetting.shared.showDone`: the binding another object's
    /// property wrapper projects holds that property's value. (`$0` and `$x` at the start are
    /// handled before.)
    static func withoutProjection(_ text: String) -> String {
        // `.$` looked for in the bytes: `String.contains` compares Characters (~5,000 instructions a
        // binding). Bytes `.$` that are no Characters `.` `$` (a `$` with a combining mark) only
        // send the text through the loop below, which then drops nothing.
        var afterDot = false
        var projects = false
        for byte in text.utf8 {
            if afterDot && byte == UInt8(ascii: "$") {
                projects = true
                break
            }
            afterDot = byte == UInt8(ascii: ".")
        }
        guard projects else { return text }
        var result = ""
        var previous: Character?
        var iterator = text.makeIterator()
        var pending: Character? = iterator.next()
        while let character = pending {
            let next = iterator.next()
            if character == "$", previous == ".", let next, next.isLetter || next == "_" {
                // Dropped: the property's own name follows.
            } else {
                result.append(character)
            }
            previous = character
            pending = next
        }
        return result
    }

    /// `node.trimmedDescription`, read from the file's bytes: swift-syntax makes it by copying the
    /// node into a new tree (about 40,000 instructions for `$model`, most of a Toggle's binding).
    private func trimmedText(_ node: some SyntaxProtocol) -> String {
        SwiftSyntaxFacts.trimmedText(node, in: source.bytes)
    }

    /// The inline suppression in the comments right before `node`'s first token (SPEC §10).
    private func suppression(before node: some SyntaxProtocol) -> RawSuppression? {
        guard let token = node.firstToken(viewMode: .sourceAccurate) else { return nil }
        var offset = token.position.utf8Offset
        // No comment without a slash: most constructs have none before them, and their trivia is
        // not made into pieces then.
        let end = token.positionAfterSkippingLeadingTrivia.utf8Offset
        if offset <= end, end <= source.bytes.count, !source.bytes[offset..<end].contains(UInt8(ascii: "/")) { return nil }
        var found: RawSuppression?
        for piece in token.leadingTrivia {
            switch piece {
            case .lineComment(let text):
                if let parsed = RawSuppression.parse(comment: String(text.dropFirst(2)), offset: offset) { found = parsed }
            case .blockComment(let text):
                if let parsed = RawSuppression.parse(comment: String(text.dropFirst(2).dropLast(2)), offset: offset) { found = parsed }
            default:
                break
            }
            offset += piece.sourceLength.utf8Length
        }
        return found
    }

    static func enclosingType(of node: Syntax) -> DeclSyntax? {
        var current = node.parent
        while let ancestor = current {
            // By kind: a generic `is(_:)` per ancestor was a tenth of the mapper's instructions.
            switch ancestor.kind {
            case .structDecl, .classDecl, .enumDecl, .extensionDecl, .actorDecl:
                return DeclSyntax(ancestor)
            default:
                current = ancestor.parent
            }
        }
        return nil
    }

    static func typeName(_ type: DeclSyntax) -> String {
        if let type = type.as(StructDeclSyntax.self) { return type.name.text }
        if let type = type.as(ClassDeclSyntax.self) { return type.name.text }
        if let type = type.as(EnumDeclSyntax.self) { return type.name.text }
        if let type = type.as(ActorDeclSyntax.self) { return type.name.text }
        if let type = type.as(ExtensionDeclSyntax.self) { return type.extendedType.trimmedDescription }
        return "type"
    }
}

/// Finds the constructs without walking the whole tree: the byte-level search for their names
/// gives the offsets, and `token(at:)` descends to each (a visitor over every node of a file cost
/// a third of the mapper). A name inside a comment, a string or a longer identifier is no token
/// that starts there, and is passed over.
final class FileScan {
    private let bytes: [UInt8]
    private let tree: SourceFileSyntax
    private(set) var imports: Set<String> = []
    private(set) var calls: [FunctionCallExprSyntax] = []
    /// Structs with a tap action (a `Button`, `.onTapGesture`, a tap gesture): the only ones
    /// that can define a hand-made checkbox.
    private(set) var structs: [StructDeclSyntax] = []
    /// Extensions with a tap action and no struct around it (`extension RootView { var filterButton:
    /// some View { … } }`): views built in an extension's members define checkboxes as well.
    private(set) var viewExtensions: [ExtensionDeclSyntax] = []
    /// Where hand-made checkboxes are looked for: the structs, then the extensions.
    var viewTypes: [any DeclGroupSyntax] { structs + viewExtensions }
    /// Structs declared as `ToggleStyle`s.
    private(set) var toggleStyles: [StructDeclSyntax] = []
    /// `static var checkbox: MyCheckboxStyle` / `static func custom(…) -> MyStyle` in an
    /// `extension ToggleStyle`: member name → type name.
    private(set) var styleMembers: [String: String] = [:]
    /// An API only macOS has: `NSViewRepresentable`, `Settings { }`, `NSHostingView`.
    private(set) var usesMacOnlyAPI = false

    init(bytes: [UInt8], tree: SourceFileSyntax) {
        self.bytes = bytes
        self.tree = tree
    }

    func scan() {
        // `extension ToggleStyle where Self == MyStyle { static var mine: MyStyle { … } }`, read
        // below in their turn: found in this walk over the statements, not in a second one.
        var toggleStyleExtensions: [ExtensionDeclSyntax] = []
        // Read on the raw tree (each statement made a node and cast twice cost ~1,500 instructions);
        // a statement is made a node only when it is an import whose name token is missing, or an
        // extension whose bytes spell `ToggleStyle`.
        let statements = tree.statements
        var index = 0
        // The statements made nodes are reached from the last one made, in order: from the first
        // each time, a file of thousands of `extension …: ToggleStyle` would be quadratic.
        var cursor = (index: statements.startIndex, at: 0)
        func statementNode(at index: Int) -> CodeBlockItemSyntax {
            cursor.index = statements.index(cursor.index, offsetBy: index - cursor.at)
            cursor.at = index
            return statements[cursor.index]
        }
        Self.forEachChild(of: statements.raw, at: statements.position.utf8Offset) { child, offset in
            defer { index += 1 }
            let statement = child.as(RawCodeBlockItemSyntax.self)?.item.raw
            if let declaration = statement?.as(RawImportDeclSyntax.self) {
                guard let first = declaration.path.layoutView.children.first ?? nil else { return }
                if let name = first.as(RawImportPathComponentSyntax.self)?.name, name.presence == .present {
                    imports.insert(String(syntaxText: name.tokenText))
                } else if let first = statementNode(at: index).item.as(ImportDeclSyntax.self)?.path.first {
                    imports.insert(first.name.text)
                }
            } else if statement?.kind == .extensionDecl,
                      SwiftConstructs.contains(bytes, Self.toggleStyleWord, in: (offset..<(offset + child.byteLength)).clamped(to: 0..<bytes.count)),
                      let extensionDecl = statementNode(at: index).item.as(ExtensionDeclSyntax.self),
                      SwiftSyntaxFacts.trimmedText(extensionDecl.extendedType, in: bytes) == "ToggleStyle" {
                toggleStyleExtensions.append(extensionDecl)
            }
        }
        // Every name looked for, found in one walk down the tree in the order of the bytes.
        // `action` (a design system's `…Button(action:)`) only when the bytes call such a button.
        // The needles of the names every file looks for are made once a run (`TokenNeedle`); each name's
        // tokens are read at its place in the list, not by a search of the names (a name looked for
        // twice has the same tokens at both places).
        let callsButton = callsNamedButton()
        let tapNeedles = tapModifierNeedles()
        // The lists handed as they are, one after another (joined into one array, ~1,000 instructions a file).
        let found = tokens(startingWith: [Self.fixedTokenNeedles, callsButton ? [Self.actionTokenNeedle] : [],
                                          tapNeedles.map(Self.tokenNeedle), Self.choiceTokenNeedles, Self.doneTokenNeedles])
        let tapStart = Self.fixedNames.count + (callsButton ? 1 : 0)
        let choiceStart = tapStart + tapNeedles.count
        let doneStart = choiceStart + Self.choiceWords.count
        func tokensFound(_ needle: String) -> [TokenSyntax] {
            if let index = Self.fixedNames.firstIndex(of: needle) { return found[index] }
            // `action` is looked for when the bytes call a `…Button`, or as a project's tap modifier's name.
            if callsButton, needle == "action" { return found[Self.fixedNames.count] }
            return tapNeedles.firstIndex(of: needle).map { found[tapStart + $0] } ?? []
        }
        // Each call is found once: its callee has one name token (`call(named:)`), and each token is
        // found once by each name (a name looked for twice, a project's tap modifier spelt like one
        // above, gives its tokens once: `tokensFound`). A set of the calls seen cost ~1,300
        // instructions a call.
        for needle in ["Toggle", "OUDSCheckbox"] {
            for token in tokensFound(needle) {
                guard let call = Self.call(named: token) else { continue }
                if let name = SwiftSyntaxFacts.calleeName(call) {
                    guard name == "Toggle" || SwiftConstructs.designSystemComponents[name] != nil else { continue }
                } else {
                    // A package's `X.Toggle`, when the file proves it is a Toggle.
                    guard needle == "Toggle", PackageToggles.isProvenToggle(call) else { continue }
                }
                calls.append(call)
            }
        }
        calls.sort { $0.position < $1.position }
        var seenStructs: Set<SyntaxIdentifier> = []
        func addViewType(holding token: TokenSyntax) {
            if let declaration = Self.enclosingStruct(of: Syntax(token)) {
                if seenStructs.insert(declaration.id).inserted { structs.append(declaration) }
            } else if let extensionDecl = token.ancestor(ExtensionDeclSyntax.self), seenStructs.insert(extensionDecl.id).inserted {
                viewExtensions.append(extensionDecl)
            }
        }
        for needle in ["onTapGesture", "Button", "TapGesture"] {
            for token in tokensFound(needle) where token.text == needle { addViewType(holding: token) }
        }
        // A view's own Bool named for a choice, declared (`private var isSelected = false`): a
        // component with no tap that its callers' gestures may make an option (`CallerTappedComponents`).
        for (offset, needle) in Self.choiceWords.enumerated() {
            for token in found[choiceStart + offset] where token.text == needle && token.parent?.is(IdentifierPatternSyntax.self) == true {
                guard let declaration = Self.enclosingStruct(of: Syntax(token)), declaration.inherits("View") else { continue }
                addViewType(holding: token)
            }
        }
        // A view reading a done or chosen member of a value it holds (`item.isCompleted`, `asset.selected`): a row with no tap that
        // its callers' gestures may make a checkbox (`CallerTappedValues`).
        for (offset, needle) in Self.doneMemberWords.enumerated() {
            for token in found[doneStart + offset] where token.text == needle {
                guard let member = token.parent?.parent?.as(MemberAccessExprSyntax.self), member.declName.baseName.id == token.id,
                      let declaration = Self.enclosingStruct(of: Syntax(token)), declaration.inherits("View") else { continue }
                addViewType(holding: token)
            }
        }
        // A design system's own button (`SwiftUIBaseButton(action: { … })`): its `action:` is a tap
        // (`CallCollector`).
        for token in tokensFound("action") where token.text == "action" {
            guard let argument = token.parent?.as(LabeledExprSyntax.self), argument.label?.id == token.id,
                  let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
                  let name = SwiftSyntaxFacts.calleeName(call), name != "Button", name.hasSuffix("Button") else { continue }
            addViewType(holding: token)
        }
        // A project's own modifier that makes a tap (`.buttonWrapper { … }.buttonStyle(…)`): `HelperTapModifiers`.
        for (offset, needle) in tapNeedles.enumerated() {
            for token in found[tapStart + offset] where token.text == needle {
                guard let member = token.parent?.parent?.as(MemberAccessExprSyntax.self), member.declName.baseName.id == token.id else { continue }
                addViewType(holding: token)
            }
        }
        structs.sort { $0.position < $1.position }
        viewExtensions.sort { $0.position < $1.position }
        for token in tokensFound("ToggleStyle") where token.text == "ToggleStyle" {
            guard let inherited = token.ancestor(InheritedTypeSyntax.self) else { continue }
            if let declaration = Syntax(inherited).ancestor(StructDeclSyntax.self), declaration.inherits("ToggleStyle") {
                toggleStyles.append(declaration)
            } else if let extensionDecl = Syntax(token).ancestor(ExtensionDeclSyntax.self) {
                readStyleMembers(extensionDecl)
            }
        }
        // `extension ToggleStyle where Self == MyStyle { static var mine: MyStyle { … } }`.
        for extensionDecl in toggleStyleExtensions { readStyleMembers(extensionDecl) }
        for needle in ["NSViewRepresentable", "NSViewControllerRepresentable", "NSHostingView", "NSHostingController"] {
            if !tokensFound(needle).filter({ $0.text == needle }).isEmpty { usesMacOnlyAPI = true }
        }
        for token in tokensFound("Settings") where token.text == "Settings" {
            // `Settings { … }` in an App's scene body.
            if let call = Self.call(named: token), call.trailingClosure != nil, call.arguments.isEmpty { usesMacOnlyAPI = true }
        }
    }

    /// The names of a Bool a view declares for a choice (`ShownByLook.namesAChoice`'s common spellings).
    private static let choiceWords = ["isSelected", "isChosen", "isChoosed", "isChecked"]
    /// Members named for a done state (`CallerToggledColours.namesADoneState`) or a choice a row may
    /// show (`asset.selected`, `tag.isSelected`: round thirty-three, a photo grid's card).
    private static let doneMemberWords = ["isCompleted", "completed", "isComplete", "isDone", "done", "isFinished", "finished",
                                          "selected", "isSelected"]

    /// The names every file's tokens are looked for by, first in `scan`'s list.
    private static let fixedNames = ["Toggle", "OUDSCheckbox", "onTapGesture", "Button", "TapGesture", "ToggleStyle", "NSViewRepresentable",
                                     "NSViewControllerRepresentable", "NSHostingView", "NSHostingController", "Settings"]

    /// A name `tokens(startingWith:)` looks for: its bytes, the byte memchr looks for, and what a find
    /// must be to be kept. Made once a run for the names every file looks for (made for each file,
    /// the arrays and the rarest byte cost ~9,000 instructions a file).
    private struct TokenNeedle {
        let bytes: [UInt8]
        let anchor: Int
        /// `Settings` is read only as a call with a trailing closure.
        let readAsCallOnly: Bool
        /// The words a find's identifier may be (`mayBeWanted`).
        let words: [[UInt8]]
    }

    private static func tokenNeedle(_ prefix: String) -> TokenNeedle {
        let bytes = Array(prefix.utf8)
        return TokenNeedle(bytes: bytes, anchor: SwiftConstructs.rarestByte(of: bytes), readAsCallOnly: prefix == "Settings",
                           words: prefix == "Toggle" || prefix == "OUDSCheckbox" ? constructWords : [bytes])
    }

    private static let fixedTokenNeedles = fixedNames.map(tokenNeedle)
    private static let actionTokenNeedle = tokenNeedle("action")
    private static let choiceTokenNeedles = choiceWords.map(tokenNeedle)
    private static let doneTokenNeedles = doneMemberWords.map(tokenNeedle)

    /// Words every state change `StateChanges.stateChanged` recognises is spelt with: `x.toggle()`,
    /// `insert`, `remove`, `removeAll`, `append`, `formSymmetricDifference` (whole identifiers),
    /// `x = !x` and `x = x.filter …` (anywhere), and words `toggle<Name>` (`togglePurchased`). Keep
    /// it in step with `StateChanges`: a change spelt without any of them is not looked for.
    private static let changeWords: [[UInt8]] = ["toggle", "insert", "remove", "removeAll", "append", "formSymmetricDifference"]
        .map { Array($0.utf8) }
    private static let filterWord = Array("filter".utf8)

    private static let bang = [UInt8(ascii: "!")]

    /// Whether `range` holds a change word as a whole word (`toggle`, not `toggleStyle`), `filter` in
    /// any word, or a `!`. Words are runs of ASCII letters, digits and `_`: a byte outside ASCII ends
    /// one (a token the lexer ends at a non-breaking space is still found; more words only look more).
    private func holdsChange(in range: Range<Int>) -> Bool {
        let range = range.clamped(to: 0..<bytes.count)
        if SwiftConstructs.contains(bytes, Self.bang, in: range) || SwiftConstructs.contains(bytes, Self.filterWord, in: range) { return true }
        // Each change word looked for where its bytes are (a byte search), then told a whole word by
        // the bytes around it: read word by word, a view's every byte was looked at (~16,000
        // instructions a view that holds none; the answer is the same).
        let holdsChangeWord = Self.changeWords.indices.contains { spellsChangeWord($0, in: range) }
        // An enum state's change (`state = state == .on ? .off : .on`, `state.setNextState()`): looked
        // for last, as the answer is the same in any order and a change word ends most searches.
        return holdsChangeWord || SwiftConstructs.holdsEnumStateChange(bytes, in: range)
            || SwiftConstructs.holdsLiteralAssignment(bytes, in: range)
    }

    /// Whether `changeWords[index]` is spelt in `range` as a whole word (a run of ASCII letters,
    /// digits and `_` the range's ends also end), or, for `toggle`, as the start of a word
    /// `toggle<Name>` that is not `toggleStyle…`.
    private func spellsChangeWord(_ index: Int, in range: Range<Int>) -> Bool {
        let word = Self.changeWords[index]
        let anchor = Self.changeWordAnchors[index]
        var start = range.lowerBound
        while let offset = ByteSearch.firstOffset(of: word, in: bytes, within: start..<range.upperBound, anchor: anchor) {
            start = offset + 1
            // A word starts here: the range's first byte, or one after a byte that is no word's.
            guard offset == range.lowerBound || !Self.asciiWordBytes[Int(bytes[offset - 1])] else { continue }
            let end = offset + word.count
            if end == range.upperBound || !Self.asciiWordBytes[Int(bytes[end])] { return true }
            // `toggle<Name>`, a method of another type named for the Bool it toggles
            // (`model.togglePurchased(item:)`, `ToggleMethodCalls`). `toggleStyle` is SwiftUI's
            // modifier, which `ToggleMethodCalls` does not read: a view of Toggles styled
            // `.toggleStyle(…)` was walked whole for a tap's change.
            if index == 0, bytes[end] >= 0x41, bytes[end] <= 0x5A, !Self.spellsStyle(bytes, at: end, before: range.upperBound) { return true }
        }
        return false
    }

    private static let changeWordAnchors = changeWords.map(SwiftConstructs.rarestByte)

    /// Whether `Style` is spelt from `offset` on, before `end` (`toggleStyle`, not a `toggle<Name>`
    /// method: `ToggleMethodCalls.isToggleMethod`). Its bytes are a word's, so the word goes on at
    /// least that far.
    private static func spellsStyle(_ bytes: [UInt8], at offset: Int, before end: Int) -> Bool {
        guard end - offset >= styleWord.count else { return false }
        for index in 0..<styleWord.count where bytes[offset + index] != styleWord[index] { return false }
        return true
    }

    private static let toggleStyleWord = Array("ToggleStyle".utf8)

    private static let styleWord = Array("Style".utf8)

    /// The modifiers that may make a tap (`HelperTapModifiers`): `buttonStyle` (after a project's
    /// wrapper declared elsewhere) and the file's own wrappers; none when the bytes hold no change.
    private func tapModifierNeedles() -> [String] {
        if let known = tapModifierNames { return known }
        let names = SwiftConstructs.changeNeedles.contains { SwiftConstructs.contains(bytes, $0, in: 0..<bytes.count) }
            ? ["buttonStyle"] + tapWrappers.keys.sorted() : []
        tapModifierNames = names
        return names
    }

    /// The file's own modifiers that wrap a view in a tap (`HelperTapModifiers.wrappers`), read once
    /// for the file, not again for each type searched: only extensions declare them, so a file whose
    /// bytes hold no `extension` has none (its statements were made nodes for nothing, ~37,000
    /// instructions a file).
    private(set) lazy var tapWrappers: [String: Bool] = mentions("extension") ? HelperTapModifiers.wrappers(in: tree) : [:]

    private var tapModifierNames: [String]?

    /// Whether the bytes call a type whose name ends in `Button` but is not `Button`
    /// (`SwiftUIBaseButton(`): a byte of a name right before `Button(`.
    private func callsNamedButton() -> Bool {
        let needle = Array("Button(".utf8)
        var start = 0
        while let offset = SwiftConstructs.firstOffset(of: needle, in: bytes, from: start) {
            if offset > 0, Self.isASCIIWordByte(bytes[offset - 1]) { return true }
            start = offset + needle.count
        }
        return false
    }

    /// `isASCIIWordByte` of each byte value.
    private static let asciiWordBytes: [Bool] = (0...255).map { isASCIIWordByte(UInt8($0)) }

    /// The functions a tap action can reach as helpers besides its type's own
    /// (`StateChanges.function(named:)`: those at the top of the file and in extensions), by name.
    private lazy var helperFunctions: [(name: [UInt8], range: Range<Int>)] = {
        // Read on the raw tree, each node's offset summed from the lengths of those before it: each
        // statement and member made a node and cast cost ~1,500 instructions.
        var functions: [(name: [UInt8], range: Range<Int>)] = []
        func add(_ function: RawFunctionDeclSyntax, at offset: Int) {
            // A missing name (no text) is no helper, as an empty one was not.
            guard function.name.presence == .present else { return }
            let text = function.name.tokenText
            let name = text.contains(UInt8(ascii: "`")) ? Array(text.filter { $0 != UInt8(ascii: "`") }) : Array(text)
            if !name.isEmpty { functions.append((name, offset..<(offset + function.raw.byteLength))) }
        }
        let statements = tree.statements
        Self.forEachChild(of: statements.raw, at: statements.position.utf8Offset) { item, itemOffset in
            guard let item = item.as(RawCodeBlockItemSyntax.self) else { return }
            let statement = item.item.raw
            let statementOffset = Self.offset(of: statement, in: item.raw, at: itemOffset)
            if let function = statement.as(RawFunctionDeclSyntax.self) {
                add(function, at: statementOffset)
            } else if let extensionDecl = statement.as(RawExtensionDeclSyntax.self) {
                let memberBlock = extensionDecl.memberBlock
                let blockOffset = Self.offset(of: memberBlock.raw, in: extensionDecl.raw, at: statementOffset)
                let members = memberBlock.members
                Self.forEachChild(of: members.raw, at: Self.offset(of: members.raw, in: memberBlock.raw, at: blockOffset)) { member, memberOffset in
                    guard let member = member.as(RawMemberBlockItemSyntax.self),
                          let function = member.decl.raw.as(RawFunctionDeclSyntax.self) else { return }
                    add(function, at: Self.offset(of: member.decl.raw, in: member.raw, at: memberOffset))
                }
            }
        }
        return functions
    }()

    /// Each layout child of `parent` (at `offset`) with its own offset.
    private static func forEachChild(of parent: RawSyntax, at offset: Int, _ body: (RawSyntax, Int) -> Void) {
        var offset = offset
        guard let children = parent.layoutView?.children else { return }
        for child in children {
            guard let child else { continue }
            body(child, offset)
            offset += child.byteLength
        }
    }

    /// The offset of `child`, a layout child of `parent` (at `offset`).
    private static func offset(of child: RawSyntax, in parent: RawSyntax, at offset: Int) -> Int {
        var offset = offset
        guard let children = parent.layoutView?.children else { return offset }
        for node in children {
            guard let node else { continue }
            if node.id == child.id { return offset }
            offset += node.byteLength
        }
        return offset
    }

    /// Whether a tap action in `declaration` can change a state: its bytes hold a change, or name a
    /// helper that holds one or names one that does, and so on. Certain: every change
    /// `StateChanges` finds is spelt in the struct or in a helper it reaches by name.
    func mayChangeState(in declaration: any DeclGroupSyntax) -> Bool {
        if holdsChange(in: declaration.byteRange) { return true }
        var pending = [declaration.byteRange]
        var reached: Set<Int> = []
        while let range = pending.popLast() {
            for (index, helper) in helperFunctions.enumerated() where !reached.contains(index)
                && SwiftConstructs.contains(bytes, helper.name, in: range) {
                reached.insert(index)
                if holdsChange(in: helper.range) { return true }
                pending.append(helper.range)
            }
        }
        return false
    }

    /// Whether `declaration`'s bytes hold `->`: the parser makes a function type only at that arrow
    /// (`() -> Void`), so a type without one keeps no action property (`CallerClosureActions`), and
    /// its members are not walked for one (~60,000 instructions a type through the nodes).
    func mayHoldFunctionType(in declaration: any DeclGroupSyntax) -> Bool {
        SwiftConstructs.contains(bytes, Self.arrow, in: declaration.byteRange.clamped(to: 0..<bytes.count))
    }

    private static let arrow = Array("->".utf8)

    /// Whether `declaration`'s bytes hold `.send(`: a tap may send a model's subject (`ClosureTapCall`).
    func maySendSubject(in declaration: any DeclGroupSyntax) -> Bool {
        SwiftConstructs.contains(bytes, Self.send, in: declaration.byteRange.clamped(to: 0..<bytes.count))
    }

    private static let send = Array(".send(".utf8)

    /// Whether the file may hold an Xcode preview (`#Preview`, a `PreviewProvider`): its bytes
    /// say so, before a climb from every construct looks.
    private(set) lazy var mayHoldPreviews = mentions("Preview")

    /// Whether the file may place a view in a toolbar (its bytes spell `oolbar`: `.toolbar`, `ToolbarItem`).
    private(set) lazy var mayHoldToolbar = mentions("oolbar")

    /// Whether the file may have `#if os(…)` branches (its bytes hold `#if` or `#elseif`, and
    /// `os(`): only then is a construct's own branch looked for, in a climb to the file's root.
    private(set) lazy var mayBranchByPlatform = (mentions("#if") || mentions("#elseif")) && mentions("os(")

    /// A type only AppKit has, used outside any platform `#if` (`AppKitOnlyTypes`).
    private(set) lazy var usesAppKitOnlyType = AppKitOnlyTypes.used(in: bytes, tree: tree)

    /// `SwitchStyles.drawsSwitch`, once per style (not once per Toggle that uses it), and only for
    /// a style whose bytes hold `offset` or `alignment`.
    func drawsSwitch(_ style: StructDeclSyntax) -> Bool {
        if let known = switchStyles[style.id] { return known }
        let range = style.byteRange.clamped(to: 0..<bytes.count)
        let draws = (SwiftConstructs.contains(bytes, Self.offsetWord, in: range) || SwiftConstructs.contains(bytes, Self.alignmentWord, in: range))
            && SwitchStyles.drawsSwitch(style)
        switchStyles[style.id] = draws
        return draws
    }

    private var switchStyles: [SyntaxIdentifier: Bool] = [:]
    private static let offsetWord = Array("offset".utf8)
    private static let alignmentWord = Array("alignment".utf8)

    /// Whether the file's bytes hold `text`.
    func mentions(_ text: String) -> Bool {
        SwiftConstructs.contains(bytes, Array(text.utf8), in: 0..<bytes.count)
    }

    private func readStyleMembers(_ extensionDecl: ExtensionDeclSyntax) {
        for (name, type) in ToggleStyleMembers.members(of: extensionDecl) { styleMembers[name] = type }
    }

    /// A value with a condition resolved from the initial value of the property it reads
    /// (`isChecked ? "Checked" : "Unchecked"` with `@State var isChecked = false` is "Unchecked").
    func resolved(_ expression: ExprSyntax, in type: DeclSyntax?) -> SourceValue {
        resolvedLiteral(expression, in: type) ?? SourceValue(expression)
    }

    /// Resolves the ternary `expression` from the initial value of the Bool its condition names;
    /// the literal branch it starts on, or nil.
    func resolvedLiteral(_ expression: ExprSyntax, in type: DeclSyntax?) -> SourceValue? {
        guard let ternary = SwiftSyntaxFacts.ternary(expression), ternary.branches.count == 2,
              let holds = conditionHolds(ternary.condition, in: type) else { return nil }
        let branch = ternary.branches[holds ? 0 : 1]
        guard let text = SwiftSyntaxFacts.stringLiteral(branch) else { return nil }
        return .literal(text)
    }

    /// Whether a condition that is a Bool property (`isOn`, `!isOn`, `self.isOn`) holds at first,
    /// from the property's literal initial value; nil when that is not known.
    func conditionHolds(_ condition: String?, in type: DeclSyntax?) -> Bool? {
        guard var condition = condition?.trimmingCharacters(in: " ") else { return nil }
        var negated = false
        if condition.hasPrefix("!") {
            negated = true
            condition.removeFirst()
        }
        if condition.hasPrefix("self.") { condition.removeFirst(5) }
        guard !condition.isEmpty, condition.utf8.allSatisfy(Self.isIdentifierByte),
              let value = initialValue(of: condition, in: type).flatMap(SwiftSyntaxFacts.booleanLiteral) else { return nil }
        return value != negated
    }

    /// The identifier tokens that start where each of `prefixes` occurs in the bytes, by the prefix's
    /// index (a dictionary by the prefix's text hashed it for every token found).
    private func tokens(startingWith lists: [[TokenNeedle]]) -> [[TokenSyntax]] {
        var finds: [(offset: Int, prefix: Int)] = []
        var index = -1
        var count = 0
        for list in lists { count += list.count }
        for list in lists {
            for prefix in list {
                index += 1
                let needle = prefix.bytes
                // memchr looks for the needle's rarest byte (`G` of `onTapGesture`, not its `o`, which
                // stopped the search at every `o` of the file); the matches are the same.
                let anchor = prefix.anchor
                let readAsCallOnly = prefix.readAsCallOnly
                var start = 0
                while let offset = ByteSearch.firstOffset(of: needle, in: bytes, within: start..<bytes.count, anchor: anchor) {
                    start = offset + needle.count
                    // An identifier starts here, not inside a longer one (`MyToggle`).
                    if offset > 0, Self.isIdentifierByte(bytes[offset - 1]) { continue }
                    // `Settings` is read only as a call with a trailing closure (`Settings { … }`): where
                    // the bytes after it cannot go on into one (`"Settings"`, `Settings.shared`), the
                    // descent to its token is left out (~10,000 instructions each).
                    if readAsCallOnly, !Self.mayOpenCall(bytes, at: offset + needle.count) { continue }
                    // A word no reader below takes (`OUDSCheckboxIndicatorState`, `ButtonStyle`): its token's
                    // text is that word, which each reader compares first; its descent is left out.
                    if !Self.mayBeWanted(bytes, at: offset, words: prefix.words) {
                        continue
                    }
                    finds.append((offset, index))
                }
            }
        }
        // In the order of the bytes, whatever the name: each find is looked for from the one before.
        finds.sort { $0.offset < $1.offset || ($0.offset == $1.offset && $0.prefix < $1.prefix) }
        var found = [[TokenSyntax]](repeating: [], count: count)
        var previous: Syntax?
        var lastOffset = -1
        var lastToken: TokenSyntax?
        for (offset, prefix) in finds {
            if offset != lastOffset {
                lastOffset = offset
                lastToken = nil
                // Descended from the nearest node around the previous find that holds the offset, not
                // from the root: constructs come in runs (a section of Toggles).
                guard let token = SwiftSyntaxFacts.token(at: offset, climbingFrom: previous ?? Syntax(tree)) else { continue }
                previous = Syntax(token)
                guard token.positionAfterSkippingLeadingTrivia.utf8Offset == offset,
                      case .identifier = token.tokenKind else { continue }
                lastToken = token
            }
            if let lastToken { found[prefix].append(lastToken) }
        }
        return found
    }

    /// The names a `Toggle` or `OUDSCheckbox` find is read as a construct under: `Toggle` (SwiftUI's,
    /// or a package's `X.Toggle`) and the OUDS components.
    private static let constructWords: [[UInt8]] = [Array("Toggle".utf8)] + SwiftConstructs.designSystemComponents.keys.map { Array($0.utf8) }

    /// Whether the identifier that starts at `offset` may be one of `words`: it is one, or it goes on
    /// past its ASCII letters, digits and `_` with a byte that may continue an identifier (`$`, a byte
    /// outside ASCII), whose token the lexer alone delimits.
    private static func mayBeWanted(_ bytes: [UInt8], at offset: Int, words: [[UInt8]]) -> Bool {
        var end = offset
        while end < bytes.count, isASCIIWordByte(bytes[end]) { end += 1 }
        if end < bytes.count, bytes[end] == UInt8(ascii: "$") || bytes[end] >= 0x80 { return true }
        let length = end - offset
        for word in words where word.count == length {
            var index = 0
            while index < length, bytes[offset + index] == word[index] { index += 1 }
            if index == length { return true }
        }
        return false
    }

    /// Whether the bytes from `offset` on, past white space, may go on into a call of the name that
    /// ends there: an argument list, a trailing closure, generic arguments, or something this does
    /// not read (a comment, a directive, a byte outside ASCII). A name byte there makes a longer name.
    private static func mayOpenCall(_ bytes: [UInt8], at offset: Int) -> Bool {
        var index = offset
        while index < bytes.count, bytes[index] == 0x20 || (bytes[index] >= 0x09 && bytes[index] <= 0x0D) { index += 1 }
        guard index < bytes.count else { return false }
        switch bytes[index] {
        case UInt8(ascii: "{"), UInt8(ascii: "("), UInt8(ascii: "<"), UInt8(ascii: "/"), UInt8(ascii: "#"), UInt8(ascii: "$"): return true
        default: return bytes[index] >= 0x80
        }
    }

    private static func enclosingStruct(of node: Syntax) -> StructDeclSyntax? {
        var current = node.parent
        while let ancestor = current {
            if ancestor.kind == .structDecl { return ancestor.as(StructDeclSyntax.self) }
            current = ancestor.parent
        }
        return nil
    }

    private static func isASCIIWordByte(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F
    }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F || byte >= 0x80
    }

    /// The call `Name(…)` / `SwiftUI.Name(…)` whose callee is `token`.
    private static func call(named token: TokenSyntax) -> FunctionCallExprSyntax? {
        guard var callee = token.parent.flatMap(ExprSyntax.init) else { return nil }
        if let member = callee.parent?.as(MemberAccessExprSyntax.self), member.declName.baseName.id == token.id {
            callee = ExprSyntax(member)
        } else if let generic = callee.parent?.as(GenericSpecializationExprSyntax.self) {
            callee = ExprSyntax(generic)
        }
        guard let call = callee.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == callee.id else { return nil }
        return call
    }

    /// The initial value of the stored property `name`: declared in `type`, else, when the file
    /// declares one property of that name (the seeds' view model beside the view), that one.
    func initialValue(of name: String, in type: DeclSyntax?) -> ExprSyntax? {
        if let type, let slot = storedProperties(of: type)[name], let members = Self.memberBlock(of: type)?.members {
            return Self.initialValue(at: slot, in: members)
        }
        // Declared by the type with no initial value (`@Binding var state: CheckState`): given by
        // whoever shows it, never another type's property of the same name.
        if let type, let members = Self.memberBlock(of: type)?.members, members.contains(where: { member in
            member.decl.as(VariableDeclSyntax.self)?.bindings.contains { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name } == true
        }) {
            return nil
        }
        var candidates: [ExprSyntax] = []
        for keyword in ["var ", "let "] {
            let needle = Array((keyword + name).utf8)
            var start = 0
            while let offset = SwiftConstructs.firstOffset(of: needle, in: bytes, from: start) {
                start = offset + needle.count
                if start < bytes.count, Self.isIdentifierByte(bytes[start]) { continue }
                guard let token = tree.token(at: AbsolutePosition(utf8Offset: offset + 4)), token.text == name,
                      let variable = Syntax(token).ancestor(VariableDeclSyntax.self),
                      let value = Self.initialValue(of: name, in: variable) else { continue }
                // An Xcode preview's `@State var state = .on` lays out one of a component's states for
                // the canvas: no user's initial value (`#Preview { @Previewable @State var state … }`).
                if mayHoldPreviews, XcodePreviews.contains(Syntax(variable)) { continue }
                // Replaced by its own type before it is shown (round ten, pattern 2).
                if let owner = SwiftModelMapper.enclosingType(of: Syntax(variable)), replacedBeforeShown(in: owner).contains(name) { continue }
                candidates.append(value)
            }
        }
        return candidates.count == 1 ? candidates[0] : nil
    }

    /// Where a stored property with an initial value is declared: its member's index in the
    /// type's member block, its binding's index in that member.
    private struct PropertySlot {
        let member: Int
        let binding: Int
    }

    /// The stored properties with an initial value of each type, by name, read once per type.
    private var propertiesByType: [SyntaxIdentifier: [String: PropertySlot]] = [:]

    /// Read on the raw tree: through the nodes' API (each member and binding made a `Syntax` node
    /// and cast) it cost ~70,000 instructions a type; a value is made a node only when asked for.
    /// The first declaration of a name wins; `@AppStorage`/`@SceneStorage` properties are left out.
    private func storedProperties(of type: DeclSyntax) -> [String: PropertySlot] {
        if let known = propertiesByType[type.id] { return known }
        // Gathered first, then made a dictionary of their size (first wins): inserted one by one,
        // each name was hashed twice and the dictionary grew several times (~0.7 M on the bench).
        var found: [(String, PropertySlot)] = []
        if let members = Self.memberBlock(of: type)?.members {
            // A collection's children are never nil, as its iterator assumes.
            for (memberIndex, member) in members.raw.layoutView!.children.enumerated() {
                guard let variable = member?.as(RawMemberBlockItemSyntax.self)?.decl.raw.as(RawVariableDeclSyntax.self),
                      !Self.isPersisted(variable) else { continue }
                for (bindingIndex, child) in variable.bindings.layoutView.children.enumerated() {
                    guard let binding = child?.as(RawPatternBindingSyntax.self), binding.initializer != nil,
                          let identifier = binding.pattern.raw.as(RawIdentifierPatternSyntax.self)?.identifier else { continue }
                    let slot = PropertySlot(member: memberIndex, binding: bindingIndex)
                    // A missing token's text is its kind's (`text`): read through the node then.
                    let name = identifier.presence == .present ? String(syntaxText: identifier.tokenText)
                        : Self.binding(at: slot, in: members)?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
                    if let name { found.append((name, slot)) }
                }
            }
        }
        // A state the view replaces before it is shown (`_x = State(initialValue: …)` in `init`, `x =
        // item.x` on appear) has no initial value the file knows (round ten, pattern 2).
        let replaced = replacedBeforeShown(in: type)
        if !replaced.isEmpty { found.removeAll { replaced.contains($0.0) } }
        let slots = Dictionary(found, uniquingKeysWith: { first, _ in first })
        propertiesByType[type.id] = slots
        return slots
    }

    /// `ReplacedInitialStates.names`, read once per type, and only when the file's bytes hold
    /// `init` or `onAppear`/`.task` (its extensions may hold them, outside the type's bytes).
    private func replacedBeforeShown(in type: DeclSyntax) -> Set<String> {
        if let known = replacedByType[type.id] { return known }
        let replaced = mayHoldOnAppear || mayHoldInit ? ReplacedInitialStates.names(in: type, mayHoldOnAppear: mayHoldOnAppear) : []
        replacedByType[type.id] = replaced
        return replaced
    }

    private var replacedByType: [SyntaxIdentifier: Set<String>] = [:]
    private lazy var mayHoldOnAppear = mentions("onAppear") || mentions(".task")
    private lazy var mayHoldInit = mentions("init")

    private static func binding(at slot: PropertySlot, in members: MemberBlockItemListSyntax) -> PatternBindingSyntax? {
        let member = members[members.index(members.startIndex, offsetBy: slot.member)]
        guard let variable = member.decl.as(VariableDeclSyntax.self) else { return nil }
        let bindings = variable.bindings
        return bindings[bindings.index(bindings.startIndex, offsetBy: slot.binding)]
    }

    private static func initialValue(at slot: PropertySlot, in members: MemberBlockItemListSyntax) -> ExprSyntax? {
        binding(at: slot, in: members)?.initializer?.value
    }

    private static func initialValue(of name: String, in variable: VariableDeclSyntax?) -> ExprSyntax? {
        guard let variable, !isPersisted(variable) else { return nil }
        for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
            return binding.initializer?.value
        }
        return nil
    }

    /// `isPersisted` on the raw tree. A missing name's text is never either name.
    private static func isPersisted(_ variable: RawVariableDeclSyntax) -> Bool {
        for child in variable.attributes.layoutView.children {
            guard let name = child?.as(RawAttributeSyntax.self)?.attributeName.raw.as(RawIdentifierTypeSyntax.self)?.name,
                  name.presence == .present else { continue }
            if name.tokenText == "AppStorage" || name.tokenText == "SceneStorage" { return true }
        }
        return false
    }

    /// `@AppStorage("key") var x = true`, `@SceneStorage`: the initializer is only the default for
    /// a value saved on the device; the state is known at run time (SPEC §10).
    private static func isPersisted(_ variable: VariableDeclSyntax) -> Bool {
        variable.attributes.contains { element in
            // The name's token, not `trimmedDescription` (which copies the node: 39,000 instructions
            // a property, 6 % of the Swift path, by callgrind).
            guard let name = element.as(AttributeSyntax.self)?.attributeName.as(IdentifierTypeSyntax.self)?.name.text else { return false }
            return name == "AppStorage" || name == "SceneStorage"
        }
    }

    private static func memberBlock(of type: DeclSyntax) -> MemberBlockSyntax? {
        if let type = type.as(StructDeclSyntax.self) { return type.memberBlock }
        if let type = type.as(ClassDeclSyntax.self) { return type.memberBlock }
        if let type = type.as(EnumDeclSyntax.self) { return type.memberBlock }
        if let type = type.as(ActorDeclSyntax.self) { return type.memberBlock }
        if let type = type.as(ExtensionDeclSyntax.self) { return type.memberBlock }
        return nil
    }

    /// The state a binding starts in: `.constant(true)`, or `$x` for a property `x` with a literal
    /// initial value in the same type (or, when the file declares only one `x`, that one). Nil
    /// when it is known only at run time.
    func initialState(of binding: ExprSyntax, in type: DeclSyntax?) -> CheckState? {
        if let call = binding.as(FunctionCallExprSyntax.self), SwiftSyntaxFacts.memberName(call.calledExpression) == "constant",
           let value = call.arguments.first?.expression {
            return SwiftConstructs.checkState(value)
        }
        // `$x.animation()`, `$x.onChange(update)`: the state of `$x`.
        if let call = binding.as(FunctionCallExprSyntax.self), let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base,
           base.as(DeclReferenceExprSyntax.self)?.baseName.text.hasPrefix("$") == true {
            return initialState(of: base, in: type)
        }
        // The name's text read once (a token's text is made anew each time it is asked for).
        guard let reference = binding.as(DeclReferenceExprSyntax.self) else { return nil }
        let text = reference.baseName.text
        guard text.hasPrefix("$") else { return nil }
        let name = String(text.dropFirst())
        return initialCheckState(of: name, in: type)
    }

    /// `initialState(of:in:)` of a binding spelt `$x` (most of them), read on the raw tree before its
    /// node is made: `.some(nil)` for a name without `$`; nil when it is spelt otherwise
    /// (`.constant(true)`, `$x.animation()`) or its name is missing or not ASCII (the node's text and
    /// its Characters decide then).
    func initialState(ofReference binding: RawExprSyntax, in type: DeclSyntax?) -> CheckState?? {
        guard let reference = binding.raw.as(RawDeclReferenceExprSyntax.self) else { return nil }
        let token = reference.baseName
        guard token.presence == .present else { return nil }
        let text = token.tokenText
        guard !text.contains(where: { $0 >= 0x80 }) else { return nil }
        guard text.first == UInt8(ascii: "$") else { return .some(nil) }
        // ASCII: the bytes after the `$` are the name's Characters.
        return .some(initialCheckState(of: String(syntaxText: SyntaxText(rebasing: text.dropFirst())), in: type))
    }

    /// `initialValue(of:in:).flatMap(SwiftConstructs.checkState)`, read on the raw tree when `type`
    /// declares the property (its member, binding and value made nodes cost ~4,400 instructions).
    private func initialCheckState(of name: String, in type: DeclSyntax?) -> CheckState? {
        if let type, let slot = storedProperties(of: type)[name], let members = Self.memberBlock(of: type)?.members,
           let member = members.raw.layoutView?.children[slot.member]?.as(RawMemberBlockItemSyntax.self),
           let binding = member.decl.raw.as(RawVariableDeclSyntax.self)?.bindings.layoutView.children[slot.binding]?
               .as(RawPatternBindingSyntax.self),
           let value = binding.initializer?.value.raw, let state = Self.checkState(ofRaw: value) {
            return state
        }
        return initialValue(of: name, in: type).flatMap(SwiftConstructs.checkState)
    }

    /// `SwiftConstructs.checkState` of a raw value: `.some(nil)` when it is no state; nil when a token
    /// it reads is missing or not ASCII (the nodes' text and comparison decide then).
    private static func checkState(ofRaw value: RawSyntax) -> CheckState?? {
        if let literal = value.as(RawBooleanLiteralExprSyntax.self)?.literal {
            guard literal.presence == .present else { return nil }
            return .some(literal.tokenText == "true" ? .checked : .unchecked)
        }
        guard let member = value.as(RawMemberAccessExprSyntax.self) else { return .some(nil) }
        let name = member.declName.baseName
        guard name.presence == .present, !name.tokenText.contains(where: { $0 >= 0x80 }) else { return nil }
        switch name.tokenText {
        case "selected", "on", "checked": return .some(.checked)
        case "unselected", "off", "unchecked": return .some(.unchecked)
        case "indeterminate", "mixed": return .some(.indeterminate)
        default: return .some(nil)
        }
    }
}

/// A set's titled container as `SwiftContainers.titledContainer` finds it, kept once for the views
/// inside it and handed on by reference: as a tuple, the container (its name, call, slot, modifiers
/// and settings) and the header were copied field by field at each hand-over, three for each view
/// placed (~460 instructions each).
final class TitledContainer {
    let container: ViewContext.Container
    let header: SourceValue?

    init(_ found: (container: ViewContext.Container, header: SourceValue?)) {
        container = found.container
        header = found.header
    }
}
