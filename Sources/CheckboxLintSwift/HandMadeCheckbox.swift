import CheckboxLintKit
import SwiftSyntax

/// A checkbox made by hand (SPEC §10): a view that shows something chosen by a Bool (a ternary or
/// `if`/`else` image, an overlay shown `if isOn`, an opacity, a colour, a shape's fill, an asset
/// image, an icon-font glyph) and whose tap action changes that Bool (`toggle()`, `x = !x`, a
/// helper of the same file that does so, inserting into or removing from a selection), in a
/// `Button`, `.onTapGesture` or a tap gesture.
///
/// A type that is the checkbox (a `ToggleStyle`, a `ViewModifier`, a `View` whose body is that one
/// checkbox) locates it at the type; a checkbox built inline among other views locates it at the
/// view the tap is attached to.
struct HandMadeCheckbox {
    /// The struct, or the extension of a view whose members build it
    /// (`extension RootView { var filterButton: some View { … } }`).
    let declaration: any DeclGroupSyntax
    /// Where it is reported: the type, or the tapped view inside a larger body.
    let anchor: Syntax
    /// Whether the type itself is the checkbox (then `anchor` is the type).
    let isTheType: Bool
    /// The tapped view (the `Button`, or the view `.onTapGesture` modifies): where the mapper finds
    /// its container, set and heading when it is built inline.
    let tappedView: ExprSyntax
    var tapTarget: TapTarget
    /// What names it as VoiceOver reads it (a text beside the box, its own text).
    var label: SourceValue?
    let accessibilityLabel: SourceValue?
    var accessibilityValue: SourceValue?
    let hint: SourceValue?
    let identifier: String?
    let traits: [String]
    /// Traits added only while the state is on (`on ? [.isButton, .isSelected] : .isButton`).
    let traitsWhenOn: [String]
    var combined: Bool
    let hidden: Bool
    let size: TapTargetSize
    /// Made once per element of a collection (`ForEach`, `List(data) { … }`).
    let isRepeated: Bool
    /// What the tap changes: a Bool (`isChecked`) or a selection (`selectedFruits`).
    let stateName: String
    /// What the preview shows for the state, known only at run time: the condition that chooses
    /// the image (`selectedFruits.contains(fruit)`), or the Bool.
    let stateText: String
    /// The text beside a box `Button` that shows no text of its own: not its name (VoiceOver names
    /// the Button by its image), the label `label-missing` advises giving it.
    var textBeside: SourceValue? = nil
    /// `textBeside` is a view, not a string: a caller's `label()`, `content`, `configuration.label`.
    /// `.accessibilityLabel` takes a `Text` or a string, never a view: advice writes `Text("…")`.
    var textBesideIsView = false
    /// A `ToggleStyle`'s label stacked above or below the view that takes the tap (`VStack {
    /// configuration.label; pill.onTapGesture { … } }`): a caption, not a switch row's leading
    /// label (`SwitchCaptions`).
    var labelIsCaption = false
    /// A Button whose own `.accessibilityLabel` names its next action by its state ("Mark as
    /// complete" / "Mark as incomplete", `ActionNamedStates`): VoiceOver learns the state from it.
    var namesStateByAction = false
    /// An `.accessibilityLabel` that only says its state ("Checked"/"Unchecked", `StateWords`):
    /// taken as its value; it has no name, and its image is not read (the label replaces it).
    var nameSaysOnlyState = false
    /// A component with no tap of its own that its callers' gestures make an option
    /// (`CallerTappedComponents`): the callers' taps on it are this checkbox, not others.
    var madeByCallersTap = false
    /// Rows its callers build (`CallerGivenRows`): one per item, but the set they make and its title
    /// are the callers' (the header they give, the text before their call), out of this file's sight.
    var setIsCallers = false
    /// What a caller gives a component handed its look for the image it shows, when it shows no
    /// text (`CircularButton(color: …, image: "checkmark")`, `CallerHandedLooks`): its name.
    var givenImage: ExprSyntax? = nil

    var name: String { Self.typeName(declaration) }
    var isToggleStyle: Bool { declaration.inherits("ToggleStyle") }

    /// The hand-made checkboxes `declaration` defines, in source order.
    /// - Parameter tapModifiers: the file's own modifiers that make a tap (`.buttonWrapper { isOn.toggle() }`),
    ///   `HelperTapModifiers.wrappers(in: file)`, read once per file.
    static func find(in declaration: any DeclGroupSyntax, file: SourceFileSyntax, tapModifiers: [String: Bool],
                     otherConstructs: Bool) -> [HandMadeCheckbox] {
        let collector = CallCollector(viewMode: .sourceAccurate)
        collector.tapModifiers = tapModifiers
        collector.walk(declaration.memberBlock)
        guard !collector.tapActions.isEmpty else {
            // A component its callers' gestures make an option of a multiple choice (`CallerTappedComponents`).
            // Its look may be the view it hands its Bool on to (`CustomTag(isSelected: isSelected) { … }`).
            let handedOn = collector.indicators.isEmpty ? HandedOnLooks.indicator(of: declaration, file: file) : nil
            guard !collector.indicators.isEmpty || handedOn != nil, CallerTappedComponents.bodyView(of: declaration) != nil else { return [] }
            collector.addTextViews(declaredIn: file)
            collector.addCalledNames(declaredIn: declaration)
            return callerTapped(declaration, file: file, collector: collector, handedOn: handedOn).map { [$0] } ?? []
        }
        collector.addTextViews(declaredIn: file)
        collector.addCalledNames(declaredIn: declaration)
        let helpers = StateChanges(type: declaration, file: file)
        let isStyle = declaration.inherits("ToggleStyle")
        var found: [HandMadeCheckbox] = []
        var used: Set<SyntaxIdentifier> = []
        var readersByState: [String: Set<String>] = [:]
        // Buttons a method builds, by the tapped view: each call of the method is one (`MethodBuiltToggles`).
        var builtByMethod: [SyntaxIdentifier: MethodBuiltToggles.Component] = [:]
        // Symbols named by an enum state's raw value (`RawValueSymbols`) come last: a ternary or an
        // `if` that shows the state is the better indicator.
        // A check faded in by an `.opacity(on ? 1 : 0)` on a view that draws it (`FadedCheckMarks`).
        // And a Bool a Button declaring the toggle trait hands a view as a multiple choice (`HandedToggleStates`).
        let shownIndicators = FadedCheckMarks.marked(collector.indicators, in: declaration, file: file) + collector.rawValueImages
            + HandedToggleStates.indicators(for: collector.tapActions, in: declaration)
            // A text struck through by a Bool (`.strikethrough(hint.used)`), last: a look only
            // `ToggledChoiceLooks` reads, after every other indicator.
            + collector.strikeLooks
        // Two tap targets in the branches of an `if` on the state: one checkbox, at the `if`.
        let branched = BranchedButtons.find(in: collector, changes: helpers)
        var paired: Set<SyntaxIdentifier> = []
        for pair in branched {
            paired.formUnion([pair.whileTrue.tappedView.id, pair.whileFalse.tappedView.id])
            used.insert(pair.indicator.node.id)
        }
        // One Button drawn in two looks by the branches of an `if` on its Bool: one checkbox, at the
        // first branch's Button (`StyledBranchButtons`).
        for pair in StyledBranchButtons.find(in: collector, changes: helpers) where !paired.contains(pair.shown.tappedView.id) {
            paired.formUnion([pair.shown.tappedView.id, pair.other.tappedView.id])
            used.insert(pair.indicator.node.id)
            found.append(make(declaration, indicator: pair.indicator, action: pair.shown, state: pair.state, collector: collector,
                              toldByColour: true))
        }
        for action in collector.tapActions {
            if paired.contains(action.tappedView.id) {
                if let pair = branched.first(where: { $0.whileTrue.tappedView.id == action.tappedView.id }) {
                    found.append(make(declaration, indicator: pair.indicator, action: pair.action, state: pair.state, collector: collector,
                                      actionNames: pair.actionNames))
                }
                continue
            }
            // Or a state it sets that what the view shows is chosen by (`item.selected = true`; a
            // choice set and cleared, shown by `selectedDiet == diet`): `AssignedStates.swift`.
            var changedState = helpers.stateChanged(by: action.body)
            // A change of something the view does not show first (`modelContext.insert(record)`,
            // then `isCompleted.toggle()`): the change it shows, when there is one, is the flip.
            let isShown = { (state: String) in shownIndicators.contains { $0.mentions(state) } }
            if let first = changedState, !isShown(first),
               let later = helpers.stateChanged(by: action.body, shown: isShown), isShown(later) {
                changedState = later
            }
            changedState = changedState ?? helpers.stateAssigned(by: action.body, shownBy: shownIndicators)
                // Or set by a method of the type the tap calls as it runs (`handleCircleTap()` setting
                // `isAnimating = true`; not in a `Task` or an `asyncAfter` it starts).
                ?? helpers.bodiesRun(from: action.body, depth: 1).dropFirst().lazy.compactMap {
                    helpers.stateAssigned(by: $0, shownBy: shownIndicators, immediate: true)
                }.first
            // Or the Bool property whose value every caller's closure, run by the tap, toggles.
            let callersChange = changedState == nil ? CallerClosureActions.state(changedBy: action.body, in: declaration, file: file) : nil
            changedState = changedState ?? callersChange
                // Or the Bool a method of another type named for toggling it toggles
                // (`model.togglePurchased(item: item)` beside `item.isPurchased`).
                ?? ToggleMethodCalls.state(changedBy: action.body, shownBy: shownIndicators, changes: helpers)
                // Or the Bool it hands another type negated and stores the answer of
                // (`item = store.mark(complete: !isCompleted, item: item)`).
                ?? ToggleMethodCalls.state(requestedBy: action.body, shownBy: shownIndicators, changes: helpers)
                // Or the member of a value it asks another type to set to its negation, under the member's
                // label or in a case named for it (`model.update(item: item, field: .isNeeded(!item.isNeeded))`
                // beside `item.isNeeded ? "checkmark.circle.fill" : "circle"`): `NegatedFieldRequests`.
                ?? NegatedFieldRequests.state(requestedBy: action.body, shownBy: shownIndicators, changes: helpers)
                // Or the selection whose key it passes to a method named for toggling (`vm.toggleSelection(category.id)`
                // beside `vm.selected.contains(category.id)`): `SelectionToggleCalls.swift`.
                ?? SelectionToggleCalls.state(changedBy: action.body, shownBy: shownIndicators, changes: helpers)
                // Or the member a mutating method of an entry's type flips, the entry reached by a
                // subscript (`hints[slug]?.toggleUsed()` beside `hint.used`): `ElementMemberFlips`.
                ?? ElementMemberFlips.state(changedBy: action.body, in: declaration, file: file, shownBy: shownIndicators)
                // Or what a method of the view's model it calls changes, the class found in the
                // project (`vm.completed(id: todo.id)` flipping `todos[index].completed`): `ModelMethodCalls.swift`.
                ?? ModelMethodCalls.state(changedBy: action.body, in: declaration, file: file, shownBy: shownIndicators, handing: action.tappedView)
            // `store.toggle(task)`, a model's method named `toggle`, reads above as `store` toggled, which
            // nothing shows: the method is read instead when what it changes is shown.
            if let state = changedState, !isShown(state),
               let viaModel = ModelMethodCalls.state(changedBy: action.body, in: declaration, file: file, shownBy: shownIndicators,
                                                      handing: action.tappedView),
               isShown(viaModel) {
                changedState = viaModel
            }
            // Or what a static method of another type it calls flips in what it is handed, shown for
            // the key it is handed (`DayData.toggle(category: category, for: day)` beside `let isActive
            // = day.isActive(for: category)`): `StaticModelFlips`.
            var viaStaticFlip = false
            if changedState.map({ !isShown($0) }) ?? true,
               let flipped = StaticModelFlips.state(changedBy: action.body, in: declaration, file: file, shownBy: shownIndicators) {
                changedState = flipped
                viaStaticFlip = true
            }
            // Or a computed Bool of the view asking the model, by the key the tap hands its flip,
            // whether the membership the flip changes holds (`ElementMemberFlips.property(mirroring:)`).
            if let state = changedState, !isShown(state),
               let mirror = ElementMemberFlips.property(mirroring: state, action: action, in: declaration, file: file), isShown(mirror) {
                changedState = mirror
            }
            // Or the value of a pair its loop destructures (`ForEach(tasks.sorted(by: …), id: \.key) { title,
            // done in … }`), the tap flipping the entry it is (`tasks[title]?.toggle()`, `viewModel.toggle(title)`):
            // `PairLoopFlips`. Asked only when nothing shown was found changed.
            if changedState.map({ !isShown($0) }) ?? true,
               let pair = PairLoopFlips.state(flippedBy: action.body, around: action.tappedView, in: declaration, file: file,
                                              shownBy: shownIndicators, changes: helpers),
               isShown(pair) {
                changedState = pair
            }
            // Or, with no caller in the file, the one Bool of a type named as a checkbox: then only a
            // box image chosen by it will do (`CallerClosureActions.stateOfNamedCheckbox`).
            var asks: StateConditions = []
            // A record's flag the tap flips through a namespace's method, shown by no box: by its
            // look alone (an opacity, a colour), whatever its name (`isActive`).
            if viaStaticFlip, let state = changedState, !shownIndicators.contains(where: { $0.mentions(state) && $0.looksLikeCheckbox }) {
                asks = .shownOnlyByLook
            }
            if changedState == nil, let named = CallerClosureActions.stateOfNamedCheckbox(changedBy: action.body, in: declaration, file: file) {
                changedState = named
                asks = .boxOnly
            }
            // Or the Bool answer of a method of the view's model that the look calls, another method
            // of the model the tap calls on the same argument changing what it reads (`vm.doneToday(habit)`
            // beside `vm.markDay(habit)`): `MethodAnswerStates`. Only a box will do.
            if changedState.map({ !isShown($0) }) ?? true,
               let answer = MethodAnswerStates.state(changedBy: action, shownBy: shownIndicators, in: declaration, file: file) {
                changedState = answer
                asks = .boxOnly
            }
            // Or, for a "select all" box, the field a predicate over a collection's elements reads
            // (`items.first(where: { !$0.isPacked }) == nil`, `items.allSatisfy(\.isPacked)`, or a
            // computed Bool giving one), the tap setting that field on every element (`for i in
            // items.indices { items[i].isPacked = … }`): `SelectAllStates`. Only a box will do.
            if changedState == nil,
               let all = SelectAllStates.state(changedBy: action, shownBy: shownIndicators, in: declaration, changes: helpers) {
                changedState = all
                asks = .boxOnly
            }
            // Or a method's Button whose look a Bool parameter chooses, each call handing the Bool
            // its action flips (`MethodBuiltToggles`): the calls' flips stand for the tap's.
            var component: MethodBuiltToggles.Component?
            // Or a method's Button whose own action flips a `Binding<Bool>` parameter, each call
            // binding the Bool (`BindingParameterToggles`): the parameter is the state, as a `@Binding`.
            if let built = BindingParameterToggles.component(of: action, in: declaration) {
                component = built
                changedState = built.state
                asks = shownIndicators.contains { $0.mentions(built.state) && $0.looksLikeCheckbox } ? [] : [.shownOnlyByLook, .boundParameterLook]
            }
            if changedState == nil, let built = MethodBuiltToggles.component(of: action, in: declaration) {
                component = built
                changedState = built.state
                asks = shownIndicators.contains { $0.mentions(built.state) && $0.looksLikeCheckbox } ? [] : .shownOnlyByLook
            }
            // Or a component's one Bool named for a choice that only its look shows, its tap the
            // callers' action (`SelectedLookComponents`).
            if changedState == nil, let selected = SelectedLookComponents.state(changedBy: action.body, in: declaration, file: file,
                                                                              shownBy: shownIndicators, tappedView: action.tappedView) {
                changedState = selected
                asks = .shownOnlyByLook
            }
            // Or a case of an enum its callers hand it by a Bool they flip (`variant: chosen.contains(item) ?
            // .primary : .default`), only its look comparing it (`EnumLookArguments`).
            if changedState == nil, let chosen = EnumLookArguments.state(changedBy: action.body, in: declaration, file: file,
                                                                         shownBy: shownIndicators, tappedView: action.tappedView) {
                changedState = chosen
                asks = .shownOnlyByLook
            }
            // A Bool the callers' closures change that the component shows by no box, only by a look
            // (a chip's colours), is read as `SelectedLookComponents` reads it — the callers of
            // other files asked whether they keep one choice (`SingleChoiceCallers`).
            if let callers = callersChange, changedState == callers, !shownIndicators.contains(where: { $0.mentions(callers) && $0.looksLikeCheckbox }),
               SelectedLookComponents.state(changedBy: action.body, in: declaration, file: file, shownBy: shownIndicators,
                                            tappedView: action.tappedView) == callers {
                asks = .shownOnlyByLook
            }
            // Or the value a caller's closure, run by the tap, is handed or can change (`isTapped(item)`
            // beside `item.isChecked`; `onTap()` beside a `let isChoosed: Bool`): again only a box will do.
            if changedState == nil, let passed = ClosureTapStates.state(changedBy: action.body, in: declaration, shownBy: shownIndicators,
                                                                        tappedView: action.tappedView, changes: helpers, file: file) {
                changedState = passed
                asks = [.boxOnly, .boxInTappedView]
            }
            // Or the set the callers give whose membership of the loop's element the chip shows, the tap
            // handing that element to the callers' closure (`onToggle(option)` beside
            // `selected.contains(option)`): `MemberCallbackChips`. A box is asked in the tapped view.
            if changedState == nil, let chips = MemberCallbackChips.state(changedBy: action.body, in: declaration, file: file,
                                                                          shownBy: shownIndicators, tappedView: action.tappedView, changes: helpers) {
                changedState = chips.set
                asks = chips.byBox ? .boxInTappedView : .shownOnlyByLook
            }
            // Or, in a Button that declares the toggle trait itself, the Bool that chooses its look
            // (`DeclaredToggleButtons`): its word stands for the flip.
            if changedState == nil, let declared = DeclaredToggleButtons.state(of: action, shownBy: shownIndicators, in: declaration) {
                changedState = declared
                asks = .declaredToggle
            }
            guard let changed = changedState else { continue }
            // A field's keyboard focus is no checkbox's state, whatever the view shows while it holds.
            if FocusStates.isFocusState(changed, in: declaration, file: file) { continue }
            // What the tapped view shows that the changed state chooses; else, when the type has one
            // tap action only, what the type shows anywhere.
            // Or what the action branches on (`if task.allTags().contains(tag) { remove } else { append }`),
            // when the view reads the selection through a helper the file cannot see into.
            let branches = Self.branchConditions(of: action.body, changes: helpers)
            // An `if` of the action itself (`if chosen.contains(x) { remove } else { insert }` in a
            // Button's action) is what the tap does, not what it shows.
            func indicators(reading names: Set<String>) -> [Indicator] {
                shownIndicators.filter {
                    ($0.mentions(changed) || !names.isDisjoint(with: $0.conditionNames)
                        || !branches.isEmpty && branches.contains(Self.normalizedCondition($0.condition))) && !used.contains($0.node.id)
                        && !SwiftSyntaxFacts.contains(action.body, $0.node)
                        // An icon of a button inside the tapped view, with an action of its own.
                        && !InnerButtonIcons.isIcon($0, ofButtonInside: action, among: collector.tapActions, changes: helpers, state: changed)
                }
            }
            // A `let` of a closure or function around the tapped view that reads the state (`let
            // isSelected = selection.contains(item)` in a `ForEach`'s body) stands for it where it is
            // shown (`ViewBuilderLets`).
            // A Bool that makes the tapped control vanish is whether the control is there, not its
            // state: no other look of it makes a checkbox (`HiddenControls`).
            if shownIndicators.contains(where: { $0.mentions(changed) && HiddenControls.hidesControl($0, of: action) }) { continue }
            var candidates = indicators(reading: ViewBuilderLets.names(reading: changed, around: action.tappedView, in: declaration))
            // Or a `@State` Bool of the view kept in step with the state, which the look reads in its
            // place (`isSelected = true` beside `selection.insert(item)`): `MirroredStates`.
            if candidates.isEmpty {
                let mirrors = MirroredStates.names(mirroring: changed, changedBy: action.body, in: declaration)
                if !mirrors.isEmpty { candidates = indicators(reading: mirrors) }
            }
            // A look chosen off the view's modifiers (a `let`, a computed member, a method, inside a
            // call in the argument, an `if` around the view), read where the view shows it (`StateLooks`).
            candidates = candidates.map { StateLooks.atUse(of: $0, in: action, declaration: declaration) ?? $0 }
            if asks.contains(.boundParameterLook) {
                candidates = candidates.filter(BindingParameterToggles.isLook)
            } else if asks.contains(.shownOnlyByLook) {
                candidates = candidates.filter { ShownByLook.isLook($0, tappedView: action.tappedView, iconBesideText: true) }
            }
            // Or, for an element of a list of Bools (`activeDays[index].toggle()`), a look chosen by
            // that element or a name bound to it (`ListElementStates`).
            // An entry of the view's own dictionary of toggles (`categoryToggles[key]`) is read so even
            // where a `let` bound to it already found its look (`let isActive = categoryToggles[key] ?? false`).
            if candidates.isEmpty || ListElementStates.isOwnDictionaryEntry(changed, in: declaration) {
                let elements = ListElementStates.indicators(showing: changed, in: action, among: shownIndicators.filter { !used.contains($0.node.id) },
                                                            declaration: declaration)
                if !elements.isEmpty {
                    candidates = elements
                    asks.insert(.shownOnlyByLook)
                } else if candidates.isEmpty {
                    asks.remove(.shownOnlyByLook)
                }
            }
            // Or, when nothing shows the state itself, what a member of the type gives that reads it
            // (`checkmarkImage(internalState: internalState(…))`, `internalState` reading `state`).
            if candidates.isEmpty {
                if readersByState[changed] == nil { readersByState[changed] = Self.members(reading: changed, in: declaration) }
                // A condition that calls such a member of one expression is read as its body
                // (`isSelected(day)` as `days.contains(day)`: `StateLooks.throughOwnMethod`).
                if let readers = readersByState[changed], !readers.isEmpty {
                    candidates = indicators(reading: readers).map { StateLooks.throughOwnMethod($0, declaration: declaration) ?? $0 }
                }
            }
            // Or a symbol a method of the type chooses by the state it is handed (`Label(option,
            // systemImage: imageName(selected: answers[index]))`): `StateLooks.symbolThroughOwnMethod`.
            if candidates.isEmpty, let look = StateLooks.symbolThroughOwnMethod(of: changed, in: action, declaration: declaration),
               !used.contains(look.node.id) {
                candidates = [look]
            }
            // Or a look no ternary or `if` of the type spells for the state: an `if` in a member's
            // getter the view's look is given, a view of the file handed the state (`StateLooks`).
            if candidates.isEmpty, let look = StateLooks.look(of: changed, in: action, declaration: declaration, file: file),
               !used.contains(look.node.id) {
                candidates = [look]
            }
            // Or a computed member of a struct value the view holds, chosen by the Bool member the
            // tap changes (`.fill(style.backgroundColor)`, `style.icon`): `StructMemberStates.looks`.
            if candidates.isEmpty, callersChange == changed {
                candidates = StructMemberStates.looks(of: changed, in: action, declaration: declaration, file: file)
                    .filter { !used.contains($0.node.id) }
            }
            // Words the Bool chooses (`Text(isOn ? on : off)`), taken before a layout it also
            // chooses (`if isOn { Spacer() }`, the knob's side).
            let chosenWords: Indicator? = candidates.first { action.covers($0.node) && BoolChosenContent.showsState($0, state: changed, in: declaration) }
            // Or what a `ButtonStyle` of the file given the state shows (`.buttonStyle(BoxStyle(isOn: isOn))`).
            let boxInView: Indicator? = candidates.first { action.covers($0.node) && $0.looksLikeCheckbox }
            let preferred: Indicator? = (asks.contains(.shownOnlyByLook) ? candidates.first : nil) ?? boxInView ?? chosenWords
            // With one tap in the type, any indicator of the state; with others, what shows it beside
            // the Button in its row (`RowSiblingIndicators`).
            // On/off words the Bool chooses in a text beside the Button in its row (`Button(title) {
            // isOn.toggle() }; Text(isOn ? "on" : "off")`): the state it shows, before a tint of that text.
            let wordsBeside: Indicator? = RowSiblingIndicators.beside(action, among: candidates.filter {
                BoolChosenContent.showsState($0, state: changed, in: declaration) && BoolChosenContent.choosesStateWords($0, in: declaration)
            }, taps: collector.tapActions, state: changed)
            let onlyTapsOrBeside: Indicator? = wordsBeside ?? (collector.tapActions.count == 1 ? candidates.first
                : RowSiblingIndicators.beside(action, among: candidates, taps: collector.tapActions))
            // What a `ButtonStyle` given the state shows, in the file (a box) or not (a chip's colours).
            func styleGivenTheState() -> Indicator? {
                if let box = buttonStyleIndicator(of: action, state: changed, file: file) { return box }
                // A style built with the Bool the tap flips, named for a choice, that draws no box:
                // the chip's colours (`StyleGivenChoices`).
                return candidates.isEmpty ? StyleGivenChoices.indicator(of: action, in: declaration, file: file) : nil
            }
            func shownInTappedView() -> Indicator? {
                // A box drawn by a member the tapped view shows (`checkmarkImage`), read where it is shown.
                Self.shownMember(of: candidates, in: action, state: changed, declaration: declaration)
                    ?? candidates.first(where: { action.covers($0.node) })
                    // Or a colour a computed property of the type chooses, given to a look modifier of
                    // the tapped view by name (`.background(backgroundColor)`): read where it is given.
                    ?? Self.shownColourMember(of: candidates, in: action, declaration: declaration)
            }
            // Or a label that is only a row its callers build through a closure property, handed
            // the state (`row(item, isSelected)`): read in the callers' closures (`CallerGivenRows`).
            let callerRows = candidates.isEmpty
                ? CallerGivenRows.read(action, state: changed, changes: helpers, in: declaration, file: file) : nil
            // (Asked first: it is found only where nothing of the file shows the state.)
            guard let chosen = callerRows?.indicator ?? preferred
                // Through a caller's closure only a box in the tapped view will do: one a view of the
                // file draws, given the state (`TimelineMark(isChecked: item.isConsumed)`), before a
                // ternary elsewhere (the `.accessibilityLabel` naming the action).
                ?? (asks.contains(.boxInTappedView) ? DelegatedIndicator.find(in: action.tappedView, state: changed, declaration: declaration, file: file) : nil)
                ?? shownInTappedView()
                // Or a view the file does not declare, given the Bool the tap toggles (`ListRow(isCheck:
                // task.checked)`): before a condition outside the tapped view (`.accessibilityAddTraits(
                // task.checked ? … : …)` around it says the state, and draws nothing).
                ?? StatePassedToAView.find(in: action, changes: helpers, file: file)
                ?? onlyTapsOrBeside
                ?? styleGivenTheState()
                // Or a view of the file the tapped view shows, given the state, that draws the box.
                ?? (candidates.isEmpty ? DelegatedIndicator.find(in: action.tappedView, state: changed, declaration: declaration, file: file) : nil)
                // Or a fixed box symbol drawn in a branch on the Bool, its twin in the other branch
                // (`ForEach(items.filter { !$0.checked })` showing `circle`, `{ $0.checked }` a
                // check): the branch chooses the symbol (`BranchFixedSymbols`).
                ?? BranchFixedSymbols.indicator(of: action, state: changed, among: collector.tapActions, changes: helpers, in: declaration)
                else { continue }
            // A symbol named by the state's raw value shows what the enum's cases name.
            var indicator = RawValueSymbols.withCaseNames(chosen, declaration: declaration, file: file)
            func judged(_ indicator: Indicator) -> (looksLikeOne: Bool, toldByColour: Bool, symbolMode: Bool, flipsContent: Bool) {
                // A view that shows a heart or a star is a favourite button, not a checkbox: the
                // indicator must look like one, unless the type is a ToggleStyle (its Toggle decides).
                // Or a switch the tapped view draws with shapes, its knob moved by the Bool (`SwitchStyles.drawsShapeKnob`).
                // A strike through a text is a look, read by `ToggledChoiceLooks` alone.
                let looksLikeOne = indicator.modifier != "strikethrough" && (isStyle || asks.contains(.declaredToggle) || indicator.looksLikeCheckbox || indicator.passedToView || Self.namesACheckbox(changed) || Self.namesACheckbox(typeName(declaration))
                    || Self.drawsShapeKnob(action, state: changed, declaration: declaration)
                    // Or a view that says it is a toggle itself (`.accessibilityAddTraits(.isToggle)`)
                    // and whose tap flips the Bool that chooses its look: two states by its own word.
                    || !action.isButton && DeclaredToggleButtons.declaresToggle(tappedView: action.tappedView, in: declaration))
                // Or a `ButtonStyle` given the flipped Bool, its only look (`StyleGivenChoices`).
                let styleLook = !looksLikeOne && StyleGivenChoices.isStyleLook(indicator, action: action)
                let toldByColour = asks.contains(.shownOnlyByLook) || styleLook || !looksLikeOne && (indicator.showsSelectionByColour(of: changed)
                    || ToggledChoiceLooks.isChoiceShownByLook(indicator, state: changed, action: action, in: declaration)
                    // Or a mode the Button's whole action flips, shown only by its label's colour (`ColouredModeButtons`).
                    || ColouredModeButtons.showsMode(indicator, state: changed, action: action, in: declaration)
                    // Or a chip's colours chosen by a Bool its caller flips (`CallerFlippedLooks`).
                    || CallerFlippedLooks.isChoiceShownByLook(indicator, state: changed, action: action, in: declaration, file: file)
                    // Or a mark's colour chosen by the Bool its caller hands in and its closure toggles (`CallerToggledColours`).
                    || callersChange == changed && CallerToggledColours.isShownByColour(indicator, state: changed, action: action, in: declaration))
                // Or words or a symbol that are no box, chosen by the Bool the tap flips (`Text(isOn ?
                // "+" : "-")`), of an on/off state the code names or declares (`BoolChosenContent`).
                // Or a mode the Button's whole action flips, shown only by its one symbol filled or struck
                // through (`SymbolVariantModes`): read as a box Button is, named by its symbol.
                let symbolMode = !looksLikeOne && !toldByColour && SymbolVariantModes.showsMode(indicator, state: changed, action: action, in: declaration)
                let flipsContent = !looksLikeOne && !toldByColour && !symbolMode && BoolChosenContent.showsState(indicator, state: changed, in: declaration)
                return (looksLikeOne, toldByColour, symbolMode, flipsContent)
            }
            var judgement = judged(indicator)
            // A symbol filled by the Bool beside the Button's text is a look, as the tint beside it
            // is, and says no state in words: that tint is read instead (`SymbolBesideText`).
            if !indicator.looksLikeCheckbox, let look = SymbolBesideText.look(insteadOf: indicator, among: candidates, action: action) {
                let lookJudgement = judged(look)
                if lookJudgement.looksLikeOne || lookJudgement.toldByColour || lookJudgement.symbolMode {
                    indicator = look
                    judgement = lookJudgement
                }
            }
            let (looksLikeOne, toldByColour, symbolMode, flipsContent) = judgement
            guard looksLikeOne || toldByColour || flipsContent || symbolMode else { continue }
            if asks.contains(.boxOnly) && !indicator.looksLikeCheckbox { continue }
            // A closure may delete or open the item: only a box the tapped view itself shows says
            // the tap changes it (not a status mark beside a delete button).
            if asks.contains(.boxInTappedView) && !action.covers(chosen.node) { continue }
            // A colour on a view of another file (`ShoppingItemRow(item: item).foregroundStyle(
            // item.isChecked ? .green : .primary)`), taken only for the state's name: what that view
            // shows, box or not, is not in the file, which cannot decide (round ten, pattern 5).
            if !isStyle, !toldByColour, !indicator.looksLikeCheckbox, !indicator.passedToView,
               indicator.modifier.map(Indicator.colourModifiers.contains) == true,
               BranchScopedLabels.otherFileViewCall(indicator.shown, file: Syntax(file)) != nil {
                continue
            }
            // A title that changes with the state ("Bought"/"Unbuy") names the action to take.
            guard !ActionButtons.titleNamesAnAction(action, state: changed) else { continue }
            // So does a title that flips between an action and its undoing ("Select all" / "Deselect
            // all") on a Button that only ever sets the whole selection (`BulkSelectionActions`).
            guard !BulkSelectionActions.namesBulkAction(action, state: changed, changes: helpers) else { continue }
            // A mode's symbol is named as a mode's colour is: its own look, not a text beside it (the
            // item it acts on).
            var checkbox = make(declaration, indicator: indicator, action: action, state: changed, collector: collector,
                                toldByColour: toldByColour || symbolMode)
            if let callerRows, callerRows.indicator.node.id == indicator.node.id {
                checkbox = checkbox.withCallersRows(traitsWhenOn: callerRows.traitsWhenOn)
            }
            if flipsContent {
                // Or the words themselves are a state's ("on"/"off", "Enabled"/"Disabled"): whatever
                // the Bool is called, they say the tap turns something on and off.
                guard BoolChosenContent.namesAnOnOffState(changed) || BoolChosenContent.declaresState(checkbox)
                    || BoolChosenContent.choosesStateWords(indicator, in: declaration) else { continue }
                // A tapped `Text` is read by its own words (`{isOn ? "+" : "-"}`), not by a text
                // around it; so is any such view that nothing else names.
                if let words = BoolChosenContent.words(of: indicator) {
                    if BoolChosenContent.isTheTappedView(indicator, of: action) {
                        // One element, its words, all of it tapped.
                        (checkbox.label, checkbox.tapTarget, checkbox.combined) = (words, .row, true)
                        checkbox.readStateWords(words, of: indicator, in: declaration)
                    } else if !action.covers(indicator.node),
                              let own = Self.title(of: Syntax(action.tappedView), namedOneOf: ["Button"]) {
                        // Words beside a Button with a title of its own (`Button("time_interval")`,
                        // `Text(x ? "on" : "off")` after it): the title names it; the words are a text
                        // VoiceOver reads apart, after it.
                        checkbox.label = own.value
                    } else if checkbox.label == nil {
                        checkbox.label = words
                        checkbox.readStateWords(words, of: indicator, in: declaration)
                    }
                }
            }
            used.insert(indicator.node.id)
            if let component { builtByMethod[checkbox.tappedView.id] = component }
            found.append(checkbox)
        }
        // A Button that made none, its label a wordless mark coloured by a Bool named for being done
        // that its tap sets, inline or through its model (`DoneCheckInMarks`: a daily check-in).
        if DoneCheckInMarks.mayAsk(collector.tapActions, found: found) {
            for action in collector.tapActions where !paired.contains(action.tappedView.id)
                && !found.contains(where: { $0.tappedView.id == action.tappedView.id }) {
                guard let mark = DoneCheckInMarks.mark(of: action, among: shownIndicators.filter { !used.contains($0.node.id) },
                                                      in: declaration, file: file),
                      !ActionButtons.titleNamesAnAction(action, state: mark.state) else { continue }
                used.insert(mark.indicator.node.id)
                let checkbox = make(declaration, indicator: mark.indicator, action: action, state: mark.state, collector: collector,
                                    toldByColour: true)
                let position = found.firstIndex { $0.tappedView.position > action.tappedView.position } ?? found.endIndex
                found.insert(checkbox, at: position)
            }
        }
        // The same checkbox drawn in each branch of an `if` (or case of a `switch`), each tap
        // toggling the one state: one control on screen, judged once, at the first branch
        // (`BranchAlternatives`; round twelve, pattern 3).
        var kept: [HandMadeCheckbox] = []
        for checkbox in found where !kept.contains(where: {
            $0.stateName == checkbox.stateName && BranchAlternatives.areAlternatives(Syntax(checkbox.tappedView), Syntax($0.tappedView))
        }) {
            kept.append(checkbox)
        }
        // A control in the label of a checkbox's Button whose action does the same flip (a box-first
        // row: the row's Button and the box's own Button both `isSelected.toggle()`): VoiceOver
        // meets the row's Button, one element, and any tap in it flips the state; the inner box
        // is part of that checkbox, not a second one (the mapper still names the inner Button,
        // nested-interactive's).
        found = kept.filter { inner in
            !kept.contains { outer in NestedSameFlip.holds(outer.tappedView, inner.tappedView, sameState: outer.stateName == inner.stateName) }
        }
        // One checkbox that is all the type shows: the type is the checkbox.
        // A gesture inside a Button that names the Button's own action (`Button(action: flip) { …
        // .onTapGesture(perform: flip) }`) is the same tap, not a second one.
        let taps = collector.tapActions.filter { inner in
            !collector.tapActions.contains { outer in
                outer.isButton && outer.tappedView.id != inner.tappedView.id && outer.covers(inner.tappedView)
                    && normalizedCondition(outer.body.trimmedDescription) == normalizedCondition(inner.body.trimmedDescription)
            }
        }
        // A type named for a radio whose state shows as a radio's mark (a dot in a ring,
        // `largecircle.fill.circle` against `circle`) is one choice of several, whatever its own tap
        // does with its Bool (`isChecked = !isChecked` on a binding its caller feeds from
        // `selectedIndex == index`): not a checkbox (round twenty-eight's false finding). Either sign
        // alone is not enough: a multiple choice may be drawn with rings, a `RadioButton` may hold a box.
        if Self.typeName(declaration).lowercased().contains("radio") {
            found.removeAll { checkbox in
                collector.indicators.contains { $0.mentions(checkbox.stateName) && ClosureTapStates.isRadioSymbol($0) }
            }
        }
        // A method's Button is shown where the method is called: each call is a checkbox there, never the type.
        let calledButtons = found.filter { builtByMethod[$0.tappedView.id] != nil }
        found.removeAll { builtByMethod[$0.tappedView.id] != nil }
        // A context menu's item is an item of the view it is attached to, never the type.
        // A component whose own taps make no checkbox (a photo card's retry tap) that its callers'
        // taps make one, flipping a member of the value they hand it (`CallerTappedValues`).
        if found.isEmpty, calledButtons.isEmpty, !collector.indicators.isEmpty, CallerTappedComponents.bodyView(of: declaration) != nil,
           let byCallers = callerTapped(declaration, file: file, collector: collector, besideOwnTaps: collector.tapActions) {
            return [byCallers]
        }
        let isTheType = found.count == 1 && calledButtons.isEmpty && (isStyle || declaration.inherits("ViewModifier")
            || !otherConstructs && taps.count == 1 && !found[0].isRepeated)
            && !CheckableMenuItems.isInContextMenu(Syntax(found[0].tappedView))
        return found.map { $0.located(atType: isTheType) }
            + calledButtons.flatMap { button in builtByMethod[button.tappedView.id].map { MethodBuiltToggles.uses(of: button, component: $0) } ?? [] }
    }

    /// The daily check-in marks (`DoneCheckInMarks`) of a type that only a done word lets in: no other
    /// reading of its taps is made (its bytes promise no state change any other reader needs).
    static func findCheckInMarks(in declaration: any DeclGroupSyntax, file: SourceFileSyntax, tapModifiers: [String: Bool],
                                 otherConstructs: Bool) -> [HandMadeCheckbox] {
        let collector = CallCollector(viewMode: .sourceAccurate)
        collector.tapModifiers = tapModifiers
        collector.walk(declaration.memberBlock)
        guard DoneCheckInMarks.mayAsk(collector.tapActions, found: []), !collector.indicators.isEmpty else { return [] }
        collector.addTextViews(declaredIn: file)
        collector.addCalledNames(declaredIn: declaration)
        var found: [HandMadeCheckbox] = []
        var used: Set<SyntaxIdentifier> = []
        for action in collector.tapActions {
            guard let mark = DoneCheckInMarks.mark(of: action, among: collector.indicators.filter { !used.contains($0.node.id) },
                                                   in: declaration, file: file),
                  !ActionButtons.titleNamesAnAction(action, state: mark.state) else { continue }
            used.insert(mark.indicator.node.id)
            found.append(make(declaration, indicator: mark.indicator, action: action, state: mark.state, collector: collector,
                              toldByColour: true))
        }
        let isTheType = found.count == 1 && !otherConstructs && collector.tapActions.count == 1 && !found[0].isRepeated
            && !CheckableMenuItems.isInContextMenu(Syntax(found[0].tappedView))
        return found.map { $0.located(atType: isTheType) }
    }

    /// A box a computed property of the type draws (`private var checkmarkImage: some View {
    /// Image(systemName: isOn ? "checkmark.circle.fill" : "circle") }`) that the tapped view shows
    /// by name: the indicator, placed where the tapped view shows it (its name and size are read
    /// there, beside the row's texts).
    /// Or a switch's track and knob a computed property draws (`private var track: some View {
    /// ZStack(alignment: isOn ? .trailing : .leading) { Capsule(); Circle() } }`, round thirty-four,
    /// third part, pattern 5), its look chosen by `state`.
    private static func shownMember(of candidates: [Indicator], in action: TapAction, state: String,
                                    declaration: any DeclGroupSyntax) -> Indicator? {
        for candidate in candidates where !action.covers(candidate.node) {
            guard let binding = candidate.node.ancestor(PatternBindingSyntax.self), let accessors = binding.accessorBlock,
                  binding.parent?.parent?.parent?.parent?.parent?.id == declaration.memberBlock.id,
                  let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, name != "body",
                  candidate.looksLikeCheckbox || SwitchStyles.drawsShapeKnob(in: Syntax(accessors), state: state) else { continue }
            let shown = action.tappedView.tokens(viewMode: .sourceAccurate).first { token in
                token.tokenKind == .identifier(name) && token.parent?.is(DeclReferenceExprSyntax.self) == true
                    && token.parent?.parent?.is(MemberAccessExprSyntax.self) != true
            }
            guard let reference = shown?.parent else { continue }
            // What the member draws still says what it is (`Image(systemName: "checkmark").opacity(on ? 1 : 0)`):
            // the name shown here says nothing of it.
            var shownHere = Indicator(node: reference, shown: reference, condition: candidate.condition,
                                      literals: candidate.branchLiterals + CallCollector.literals(in: candidate.shown),
                                      conditionTokens: candidate.node, modifier: candidate.modifier)
            shownHere.drawsCheck = candidate.drawsCheck
            return shownHere
        }
        return nil
    }

    /// A colour a computed property of the type chooses by the state (`private var backgroundColor:
    /// Color { switch style { case .filled: return isSelected ? accent : subtle … } }`), that the
    /// tapped view gives a look modifier by name (`.background(backgroundColor)`, a design system's
    /// chip, round thirty-four, third part, pattern 3): the indicator, placed at that modifier as a
    /// ternary written there is (`.background(isSelected ? accent : subtle)`).
    private static func shownColourMember(of candidates: [Indicator], in action: TapAction,
                                          declaration: any DeclGroupSyntax) -> Indicator? {
        for candidate in candidates where !action.covers(candidate.node) && candidate.modifier == nil {
            guard let binding = candidate.node.ancestor(PatternBindingSyntax.self), binding.accessorBlock != nil,
                  binding.parent?.parent?.parent?.parent?.parent?.id == declaration.memberBlock.id,
                  let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, name != "body" else { continue }
            for token in action.tappedView.tokens(viewMode: .sourceAccurate) where token.tokenKind == .identifier(name) {
                guard let reference = token.parent?.as(DeclReferenceExprSyntax.self),
                      let modifier = reference.parent?.as(LabeledExprSyntax.self)?.parent?.parent?.as(FunctionCallExprSyntax.self),
                      modifier.arguments.count == 1, let modifierName = SwiftSyntaxFacts.modifierName(modifier),
                      Indicator.colourModifiers.contains(modifierName), modifierName != "opacity",
                      let view = modifier.calledExpression.as(MemberAccessExprSyntax.self)?.base else { continue }
                var shown = view
                while let inner = shown.as(FunctionCallExprSyntax.self), let innerBase = inner.calledExpression.as(MemberAccessExprSyntax.self)?.base {
                    shown = innerBase
                }
                return Indicator(node: Syntax(reference), shown: Syntax(shown), condition: candidate.condition,
                                 literals: candidate.branchLiterals, conditionTokens: candidate.node, modifier: modifierName)
            }
        }
        return nil
    }

    /// Whether the tapped view draws a switch with shapes, its knob moved by `state`
    /// (`SwitchStyles.drawsShapeKnob`): itself, or one level down in the type's own computed
    /// properties and functions it shows by name (`HStack { Text(label); track }`), as a box a
    /// member draws is read (`shownMember`).
    static func drawsShapeKnob(_ action: TapAction, state: String, declaration: any DeclGroupSyntax) -> Bool {
        if SwitchStyles.drawsShapeKnob(in: Syntax(action.tappedView), state: state) { return true }
        if MemberLabels.shownProperties(by: action.tappedView, in: declaration, methods: true)
            .contains(where: { SwitchStyles.drawsShapeKnob(in: $0, state: state) }) { return true }
        // A function handed the state (`knob(on: isOn)`): its knob moves by the parameter given it.
        let last = state.split(separator: ".").last.map(String.init) ?? state
        for node in action.tappedView.tokens(viewMode: .sourceAccurate) where node.tokenKind == .identifier(last) {
            guard let argument = node.parent?.as(DeclReferenceExprSyntax.self)?.parent?.as(LabeledExprSyntax.self),
                  let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
                  let callee = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
                  let index = call.arguments.firstIndex(where: { $0.id == argument.id }) else { continue }
            let position = call.arguments.distance(from: call.arguments.startIndex, to: index)
            for member in declaration.memberBlock.members {
                guard let function = member.decl.as(FunctionDeclSyntax.self), function.name.text == callee, let body = function.body else { continue }
                let parameters = Array(function.signature.parameterClause.parameters)
                guard position < parameters.count else { continue }
                let parameter = parameters[position]
                if SwitchStyles.drawsShapeKnob(in: Syntax(body), state: (parameter.secondName ?? parameter.firstName).text) { return true }
            }
        }
        return false
    }

    /// The names of the type's functions and computed properties (not `body`) whose code reads
    /// `state`.
    private static func members(reading state: String, in declaration: any DeclGroupSyntax) -> Set<String> {
        var names: Set<String> = []
        func reads(_ node: some SyntaxProtocol) -> Bool {
            node.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .identifier(state) }
        }
        for member in declaration.memberBlock.members {
            if let function = member.decl.as(FunctionDeclSyntax.self), let body = function.body, reads(body) {
                names.insert(function.name.text)
            } else if let variable = member.decl.as(VariableDeclSyntax.self), variable.bindings.count == 1,
                      let binding = variable.bindings.first, let accessors = binding.accessorBlock,
                      let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, name != "body", reads(accessors) {
                names.insert(name)
            }
        }
        return names
    }

    /// The box a `ButtonStyle` declared in the file draws for a Button that passes it the state.
    private static func buttonStyleIndicator(of action: TapAction, state: String, file: SourceFileSyntax) -> Indicator? {
        guard action.isButton else { return nil }
        // The style in force at the Button: its own, or a container's (`ButtonStyleInForce`).
        guard let style = ButtonStyleInForce.style(at: action.tappedView)?.as(FunctionCallExprSyntax.self),
              let name = SwiftSyntaxFacts.calleeName(style),
              style.arguments.tokens(viewMode: .sourceAccurate).contains(where: { $0.text == state }),
              let declaration = Self.buttonStyle(named: name, in: file) else { return nil }
        let collector = CallCollector(viewMode: .sourceAccurate)
        collector.walk(declaration.memberBlock)
        return collector.indicators.first(where: \.looksLikeCheckbox)
    }

    private static func buttonStyle(named name: String, in file: SourceFileSyntax) -> StructDeclSyntax? {
        var stack: [Syntax] = file.statements.map { Syntax($0.item) }
        while let node = stack.popLast() {
            if let declaration = node.as(StructDeclSyntax.self) {
                if declaration.name.text == name, declaration.inherits("ButtonStyle") || declaration.inherits("PrimitiveButtonStyle") {
                    return declaration
                }
                stack.append(contentsOf: declaration.memberBlock.members.map { Syntax($0.decl) })
            } else if let extensionDecl = node.as(ExtensionDeclSyntax.self) {
                stack.append(contentsOf: extensionDecl.memberBlock.members.map { Syntax($0.decl) })
            }
        }
        return nil
    }

    private func located(atType: Bool) -> HandMadeCheckbox {
        HandMadeCheckbox(declaration: declaration, anchor: atType ? Syntax(declaration) : Syntax(tappedView), isTheType: atType,
                         tappedView: tappedView, tapTarget: tapTarget, label: label, accessibilityLabel: accessibilityLabel,
                         accessibilityValue: accessibilityValue, hint: hint, identifier: identifier, traits: traits,
                         traitsWhenOn: traitsWhenOn, combined: combined, hidden: hidden, size: size, isRepeated: isRepeated,
                         stateName: stateName, stateText: stateText, textBeside: textBeside, textBesideIsView: textBesideIsView,
                         labelIsCaption: labelIsCaption, namesStateByAction: namesStateByAction, nameSaysOnlyState: nameSaysOnlyState,
                         setIsCallers: setIsCallers)
    }

    /// A struct's name; an extension's extended type (`History.RootView`).
    static func typeName(_ declaration: any DeclGroupSyntax) -> String {
        if let extensionDecl = declaration.as(ExtensionDeclSyntax.self) { return extensionDecl.extendedType.trimmedDescription }
        return declaration.as(StructDeclSyntax.self)?.name.text ?? "type"
    }

    /// The conditions of the `if … else` of a tap action whose two branches both change a state
    /// (`if chosen.contains(x) { remove } else { append }`), normalized: read only when the action
    /// changes a state, for the indicator the tap reads as well as changes.
    private static func branchConditions(of body: Syntax, changes: StateChanges) -> Set<String> {
        var found: Set<String> = []
        var stack = [body]
        while let node = stack.popLast() {
            if let ifExpr = node.as(IfExprSyntax.self), let elseBody = ifExpr.elseBody?.as(CodeBlockSyntax.self),
               changes.stateChanged(by: Syntax(ifExpr.body)) != nil, changes.stateChanged(by: Syntax(elseBody)) != nil {
                found.insert(normalizedCondition(ifExpr.conditions.trimmedDescription))
            }
            stack.append(contentsOf: node.children(viewMode: .sourceAccurate))
        }
        return found
    }

    /// A condition (or an action) without its spacing and `self.`, and `$x.wrappedValue` read as `x`
    /// (`ProjectedValueReads`), to compare two spellings of one: the same action written at two
    /// depths of nesting differs in its indentation.
    static func normalizedCondition(_ text: String) -> String {
        // ASCII text (nearly every condition) filtered by its bytes, not its Characters (~10,000
        // instructions a condition): there white space is a space, a tab or a line end (`\r\n`
        // is one Character, and white space, as both its bytes are).
        if !text.utf8.contains(where: { $0 >= 0x80 }) {
            let kept = text.utf8.filter { $0 != 0x20 && ($0 < 0x09 || $0 > 0x0D) }
            return ProjectedValueReads.unwrapped(SwiftModelMapper.withoutSelf(String(decoding: kept, as: UTF8.self)))
        }
        return ProjectedValueReads.unwrapped(SwiftModelMapper.withoutSelf(String(text.filter { !$0.isWhitespace })))
    }

    /// Names that say "checkbox" (`isChecked`, `CheckBoxRow`, `tickBox`).
    static func namesACheckbox(_ name: String) -> Bool {
        let lowered = name.lowercased()
        return lowered.containsText("check") || lowered.containsText("tick")
    }

    static func make(_ declaration: any DeclGroupSyntax, indicator: Indicator, action: TapAction, state: String,
                             collector: CallCollector, toldByColour: Bool = false, actionNames: SourceValue? = nil) -> HandMadeCheckbox {
        // A box drawn by a ButtonStyle: the Button's own content is the label.
        let drawnElsewhere = !SwiftSyntaxFacts.contains(declaration, indicator.shown)
        var label = indicator.passedToView ? StatePassedToAView.label(of: indicator, in: action, collector: collector)
            : toldByColour ? ownTitle(of: decoratedView(by: indicator.shown), collector: collector)
                // A shape's fill or stroke beside the tapped view's one text: the text, whatever the type is called.
                ?? textBesideShape(indicator.shown, action: action, collector: collector)
            : drawnElsewhere ? collector.labels.first { action.covers($0.node) }
            // `Label(item.name, systemImage: on ? "checkmark.circle" : "circle")`: the box and its
            // title are one view, so its title names it before any text around it (a heading above).
            : title(of: indicator.shown, namedOneOf: ["Label"]).flatMap { isGlyph($0) ? nil : $0 }
                // A box drawn by a view of the file (`Item(name: part, isSelected: …)`, `DelegatedIndicator`):
                // its own texts name it before any text around the use (`ComponentTexts`).
                ?? delegatedViewLabel(indicator.shown, in: declaration)
                ?? visibleLabel(near: indicator.shown, collector: collector)
        // A colour on a text (`Text("Milk").foregroundStyle(isChecked ? .green : .primary)`): the
        // text is read whatever its colour, and names the option it colours.
        if label == nil, indicator.modifier.map(Indicator.colourModifiers.contains) == true {
            label = ownTitle(of: decoratedView(by: indicator.shown), collector: collector)
        }
        // `Label("Remember me", systemImage: on ? "checkmark.square" : "square")`: the box and its
        // title are one view, which shows the title beside the image.
        if label == nil, let title = title(of: indicator.shown, namedOneOf: ["Label"]), !isGlyph(title) {
            label = title
        }
        // `Button("Complete grocery", systemImage: "checkmark") { … }`: a Button given a title is
        // named by it whatever its label style (`.labelStyle(.iconOnly)` hides it from the eye, not
        // from VoiceOver).
        if label == nil, action.isButton, !indicator.passedToView,
           let title = title(of: Syntax(action.tappedView), namedOneOf: ["Button"]) {
            label = title
        }
        // A ViewModifier's checkbox labels the view it modifies: `content`, known at run time.
        if label == nil, declaration.inherits("ViewModifier"), let content = collector.modifiedContent {
            label = (.dynamic("content"), content)
        }
        // A tapped view that is the caller's (`content.padding(8).onTapGesture { … }`, `Content: View`):
        // named by what the caller gives, known at run time.
        if label == nil, !action.isButton, let given = CallerGivenViews.label(of: action.tappedView, in: declaration) {
            label = given
        }
        // A `Text` in the tapped Button's label names it whatever it shows: the text whose colour
        // the state chooses (`Text("Check name").foregroundColor(checked ? .white : .gray)`) is
        // still read (round nine, pattern 4).
        if label == nil, action.isButton, let inside = collector.labels.first(where: { action.covers($0.node) && !isGlyph($0) }) {
            label = inside
        }
        var labelShownByMember = false
        // A check drawn outside the stacks of the tapped view (a card's badge in an `.overlay { badge }`):
        // VoiceOver reads the tapped view's own texts, the card's (round eleven, pattern 6).
        // Its name, not the emoji before it (`DecorativeTexts`).
        if label == nil, !action.isButton, !drawnElsewhere, !indicator.passedToView, !toldByColour,
           let inside = DecorativeTexts.firstNaming(collector.labels.lazy.filter { text in
               action.covers(text.node) && !isGlyph(text) && !SwiftSyntaxFacts.contains(indicator.shown, text.node)
                   && !isInOtherControl(text.node, than: indicator.shown, within: Syntax(action.tappedView))
                   && !BranchScopedLabels.isInOtherBranch(text.node, than: indicator.shown, within: Syntax(action.tappedView))
           }) {
            label = inside
        } else if label == nil, !action.isButton, !drawnElsewhere, !indicator.passedToView, !toldByColour,
                  let shown = MemberLabels.label(shownBy: action.tappedView, among: collector.labels.filter { !isGlyph($0) }, in: declaration) {
            // Or a text a member of the type shows inside the tapped view (`contentStack`): tapped with it.
            label = shown
            labelShownByMember = true
        }
        // A view of the file drawn in the tapped view (`Item(name: part, isSelected: …).onTapGesture`,
        // `Button { … } label: { CheckRow(title: item.name, …) }`): VoiceOver reads the texts its
        // body shows, each with the use's argument for the property it reads (`ComponentTexts`).
        if label == nil, !drawnElsewhere, !indicator.passedToView, let file = declaration.root.as(SourceFileSyntax.self),
           let shown = ComponentTexts.label(in: action.tappedView, skipping: action.body, file: file, excluding: typeName(declaration)) {
            label = shown
        }
        // `Button { … } label: { RecipeCard(recipe: r) }`: named by a view of another file, unknown.
        if label == nil, action.isButton, let shown = BranchScopedLabels.otherFileViewLabel(of: action.tappedView, in: Syntax(declaration.root)) {
            label = shown
        }
        // A tapped view that shows a view of another file (`ShoppingItemRow(item: item).onTapGesture
        // { … }`): named by that view's texts, unknown here, never empty (round ten, pattern 5).
        if label == nil, !drawnElsewhere,
           let shown = BranchScopedLabels.otherFileView(in: Syntax(action.tappedView), skipping: action.body, file: Syntax(declaration.root)) {
            label = shown
        }
        // A Button whose label is a member of the type (`label: { rowView }`, `rowView` an `HStack {
        // checkIndicator(…); ListTaskRow(task: task) }`): the member's texts, or the view of another
        // file it shows, are inside the Button and name it.
        if label == nil, action.isButton, !drawnElsewhere, !indicator.passedToView, !toldByColour {
            let members = MemberLabels.shownProperties(by: action.tappedView, in: declaration)
            label = MemberLabels.label(shownBy: action.tappedView, among: collector.labels.filter { !isGlyph($0) }, in: declaration)
                ?? members.lazy.compactMap { BranchScopedLabels.otherFileView(in: $0, skipping: nil, file: Syntax(declaration.root)) }.first
            labelShownByMember = label != nil
        }
        // A Button's label of several texts (a title and a subtitle, a caption chosen by an `if`):
        // VoiceOver reads them all, in order, as it reads a Toggle's (`ToggleLabelTexts`), not
        // only the first (round twenty-seven, pattern 3).
        if let inside = label, action.isButton, !drawnElsewhere, !indicator.passedToView, action.covers(inside.node),
           let button = SwiftSyntaxFacts.viewUnderModifiers(action.tappedView).view.as(FunctionCallExprSyntax.self),
           let closure = SwiftSyntaxFacts.labelClosure(of: button), SwiftSyntaxFacts.contains(closure, inside.node),
           let spoken = ToggleLabelTexts.spokenIfPlain(in: closure) {
            label = (spoken, inside.node)
        }
        // A box `Button` (an element of its own) whose label shows only images, beside a text
        // outside it: VoiceOver names the Button by its image, and reads the text as an element of
        // its own. The text is the label to give it, not its name (round nine, pattern 3).
        var textBeside: (value: SourceValue, node: Syntax)?
        if let outside = label, action.isButton, !drawnElsewhere, !indicator.passedToView, !toldByColour, !labelShownByMember,
           !action.covers(outside.node), action.covers(indicator.shown),
           !collector.labels.contains(where: { action.covers($0.node) }),
           // Or shapes only: a switch's track and knob (`SwitchStyles.drawsShapeKnob`), no name at all.
           ButtonLabelImage.image(of: action.tappedView, state: state) != nil
               || drawsShapeKnob(action, state: state, declaration: declaration)
               // Or a box a view of the project draws, the label's one view (`CheckboxView(state:)`,
               // `DelegatedIndicator`): its shapes and its check say no name either (round thirty-one).
               || ButtonLabelImage.showsOnly(indicator.shown, in: action.tappedView)
               // Or shapes drawing the box and its check, no text or image among them.
               || ButtonLabelImage.drawsOnlyShapes(action.tappedView) {
            textBeside = outside
            label = nil
        }
        // The same for a box that is an image alone with the tap on it, no `Button`: the image is an
        // element of its own, named by its symbol or its own `.accessibilityLabel` (round twelve,
        // pattern 1; `TappedImageAlone`). A tap on the whole stack keeps the text as its name.
        if textBeside == nil, let outside = label, !action.isButton, !drawnElsewhere, !indicator.passedToView, !toldByColour,
           !action.covers(outside.node), action.covers(indicator.shown), TappedImageAlone.isImageAlone(action.tappedView) {
            textBeside = outside
            label = nil
        }
        // A text beside the tapped box that takes a tap of its own doing something else (`Text(todo.title)
        // .onTapGesture { onEdit() }` beside the mark tapped for `onToggle()`): a control of its own,
        // the title opening an editor, not the box's name — the text to tie to it. The box is then an
        // element of its own, and the text keeps its own tap: neither is to be merged into the other
        // (round thirty, a to-do row's mark; `TextsWithOwnTaps`).
        var besideTakesOwnTap = false
        if textBeside == nil, let outside = label, !action.isButton, !drawnElsewhere, !indicator.passedToView, !toldByColour,
           !action.covers(outside.node), action.covers(indicator.shown),
           TextsWithOwnTaps.takesOwnTap(outside.node, besides: action, among: collector.tapActions, state: state, declaration: declaration) {
            textBeside = outside
            label = nil
            besideTakesOwnTap = true
        } else if let beside = textBeside,
                  TextsWithOwnTaps.takesOwnTap(beside.node, besides: action, among: collector.tapActions, state: state, declaration: declaration) {
            // A box image (or box Button) beside such a text, already read as untied to it.
            besideTakesOwnTap = true
        }
        // A text outside such a box names it only from the box's row (`RowText`): a heading above it
        // or a caption below it in a `VStack` is no label of it, and the box has no name.
        if let beside = textBeside, !RowText.sharesRow(beside.node, with: Syntax(action.tappedView)) {
            textBeside = nil
        }
        // A text stacked with others beside the box (`VStack { Text("(Optional)"); Text("Share crash
        // reports") }`): together they say what the box is for, and the label to give it is all of
        // them in order, not the first. Only fixed words: a stack of run-time texts is a data row
        // (an item's name over its date, its count, its streak), named by its first.
        if let beside = textBeside, let stacked = stackedTexts(around: beside.node, besides: Syntax(action.tappedView)) {
            textBeside = (stacked, beside.node)
        }
        // The members of the type a Button shows by name in its label (`label: { rowView }`,
        // `label: { symptomRow(symptom: s) }`): what they draw is inside it.
        let shownMembers = action.isButton ? MemberLabels.shownProperties(by: action.tappedView, in: declaration, methods: true) : []
        let labelInside = label.map { label in
            action.covers(label.node) || labelShownByMember || shownMembers.contains { SwiftSyntaxFacts.contains($0, label.node) }
        } ?? false
        // Only the indicator can be "the only thing that toggles": an image beside a `Button` that
        // takes the tap is not tapped at all (announcement-split's, not a tap problem).
        var tapTarget: TapTarget = (label != nil || textBeside != nil) && !labelInside && action.covers(indicator.shown) && !besideTakesOwnTap
            ? .indicator : .row
        // A gesture on the row around the box and its text that does what the box does (`.onTapGesture
        // { onToggle() }` on the `HStack`): the text toggles it too, and the row is what is tapped
        // (`RowTapsAround`).
        var sizedTap = action
        if tapTarget == .indicator, let shown = (label ?? textBeside)?.node, let file = declaration.root.as(SourceFileSyntax.self),
           let row = RowTapsAround.rowTap(around: action, label: shown, among: collector.tapActions, state: state,
                                          changes: StateChanges(type: declaration, file: file)) {
            tapTarget = .row
            sizedTap = row
        }
        var accessibilityLabel: SourceValue?, value: SourceValue?, hint: SourceValue?, identifier: String?
        var nameSaysOnlyState = false
        // The `.accessibilityLabel` set on the Button itself (not on a view of its label, nor on the row).
        var tappedViewsOwnLabel: ExprSyntax?
        // Drawn in the label of a link or button around it (a to-do row's circle in a
        // `NavigationLink`): VoiceOver meets that control, its label combined, read as a button.
        let inControlLabel = isInControlLabel(action.tappedView, in: declaration)
        var traits: [String] = action.isButton || inControlLabel ? ["button"] : []
        var traitsWhenOn: [String] = []
        // An indicator drawn beside the Button, not in its label, is an element of its own.
        // A box a member of the type draws that the Button shows by name (`label: { rowView }`, or a
        // method's row, `label: { symptomRow(symptom: s) }`) is in it: the label is one element
        // wherever its views are declared.
        let indicatorInButton = drawnElsewhere || action.covers(indicator.shown)
            || shownMembers.contains { SwiftSyntaxFacts.contains($0, indicator.shown) }
        var combined = action.isButton && (label == nil && textBeside == nil || labelInside) && indicatorInButton || inControlLabel
        // `.accessibilityElement(children: .combine)` on the tapped view itself (before or after its tap).
        var tappedViewCombines = false
        var hidden = false
        // The modifiers of the tapped view, of the views inside it, and of the views around it up
        // to the row that holds its label: not those of the rest of a larger body.
        let scope = rowScope(of: action, label: label?.node)
        for modifier in collector.modifiers where SwiftSyntaxFacts.contains(scope, modifier) || SwiftSyntaxFacts.contains(modifier, scope) {
            let (name, argument) = SwiftModifiers.normalized(SwiftSyntaxFacts.modifierName(modifier) ?? "", modifier)
            switch name {
            case "accessibilityLabel":
                // "Checked"/"Unchecked" chosen by the state, on the Button or its image: the state's
                // value, no name.
                if let argument, let choice = StateWords.stateChoice(argument, state: state) {
                    if value == nil { value = SourceValue(choice) }
                    nameSaysOnlyState = true
                    break
                }
                // An image's own label is the image's name (`ImageName`), not the Button's.
                guard !covers(modifier, other: indicator.shown) else { break }
                // The Button's own label is what VoiceOver reads of it, whatever a view inside says
                // (an input chip's remove icon, `.accessibilityLabel(Text("Remove \(label)"))`).
                let own = SwiftSyntaxFacts.contains(modifier, action.tappedView)
                guard own || tappedViewsOwnLabel == nil else { break }
                // A computed property of one expression is read as what it gives (`ComputedPropertyValues`).
                accessibilityLabel = argument.map { SourceValue(ComputedPropertyValues.resolved($0, in: declaration)) }
                if own { tappedViewsOwnLabel = argument }
            case "accessibilityValue": value = argument.map(SourceValue.init)
            case "accessibilityHint": hint = argument.map(SourceValue.init)
            case "accessibilityIdentifier": identifier = argument.flatMap(SwiftSyntaxFacts.stringLiteral)
            case "accessibilityAddTraits":
                guard let argument else { break }
                if let ternary = SwiftSyntaxFacts.ternary(argument), ternary.branches.count == 2 {
                    // `on ? [.isButton, .isSelected] : .isButton`: the second branch always, the
                    // rest of the first while on.
                    let whenOn = SwiftConstructs.traitWords(ternary.branches[0])
                    let whenOff = SwiftConstructs.traitWords(ternary.branches[1])
                    traits += whenOff
                    traitsWhenOn += whenOn.filter { !whenOff.contains($0) }
                } else if let built = TraitsProperties.traits(of: argument, state: state, in: declaration) {
                    // A computed property of the type that builds them (`accessibilityTraits`).
                    traits += built.always
                    traitsWhenOn += built.whenOn
                } else {
                    traits += SwiftConstructs.traitWords(argument)
                }
            case "accessibilityRemoveTraits":
                let removed = argument.map(SwiftConstructs.traitWords) ?? []
                traits.removeAll { removed.contains($0) }
            case "accessibilityElement":
                let children = SwiftSyntaxFacts.argument(modifier, "children").flatMap(SwiftSyntaxFacts.memberName)
                if children == "combine" || children == "ignore" || modifier.arguments.isEmpty { combined = true }
                if children == "combine",
                   SwiftSyntaxFacts.viewUnderModifiers(ExprSyntax(modifier)).view.id == SwiftSyntaxFacts.viewUnderModifiers(action.tappedView).view.id {
                    tappedViewCombines = true
                }
            case "accessibilityRepresentation":
                // It stands in for the view to assistive technologies: what its closure holds gives role,
                // name and state — a Toggle its toggle trait, a Button the button trait and its title
                // (`AccessibilityRepresentations`).
                let represented = AccessibilityRepresentations.read(modifier)
                traits.removeAll { $0 == "button" }
                traits += represented.traits
                traitsWhenOn += represented.traitsWhenOn
                if let name = represented.name { accessibilityLabel = SourceValue(ComputedPropertyValues.resolved(name, in: declaration)) }
                if let shown = represented.value { value = SourceValue(shown) }
                combined = true
            case "accessibilityHidden":
                // A mark hidden inside a Button's label (`Image(systemName: "checkmark")
                // .accessibilityHidden(true)`, its state told by `.accessibilityValue`) hides the
                // mark, not the Button: only hiding the Button does.
                if argument.flatMap(SwiftSyntaxFacts.booleanLiteral) == true,
                   !action.isButton && SwiftSyntaxFacts.contains(modifier, indicator.shown) || SwiftSyntaxFacts.contains(modifier, action.tappedView) {
                    hidden = true
                }
            default: break
            }
        }
        // A tapped stack made one element (`HStack { Text(item.icon); Text(item.name) }
        // .accessibilityElement(children: .combine).onTapGesture { … }`): VoiceOver reads all its
        // texts, in order, joined, as it reads a Button's label (`ToggleLabelTexts`), not the first
        // alone; a stack that is not plain keeps its first text.
        if tappedViewCombines, !action.isButton, !drawnElsewhere, !indicator.passedToView, accessibilityLabel == nil,
           let inside = label, action.covers(inside.node),
           let stack = SwiftSyntaxFacts.viewUnderModifiers(action.tappedView).view.as(FunctionCallExprSyntax.self),
           let stackName = SwiftSyntaxFacts.calleeName(stack), Self.combinedStacks.contains(stackName),
           let closure = stack.trailingClosure, SwiftSyntaxFacts.contains(closure, inside.node),
           let spoken = ToggleLabelTexts.spokenIfPlain(in: closure) {
            label = (spoken, inside.node)
        }
        // A Button whose label is a view of the project handed the state, that view adding a trait
        // while it is on (`CheckRow(title: item.name, isSelected: selection.contains(item))`,
        // `.accessibilityAddTraits(isSelected ? [.isSelected] : [])` in its body): `RowChosenTraits`.
        if action.isButton, traitsWhenOn.isEmpty {
            traitsWhenOn = RowChosenTraits.ofLabelView(of: action, state: state, in: declaration).filter { !traits.contains($0) }
        }
        // The toggle trait added through a method of the file's extensions (`.isToggle()`).
        if action.isButton, !traits.contains("toggle"), DeclaredToggleButtons.declaresToggle(action.tappedView, in: declaration) {
            traits.append("toggle")
        }
        // A Button named by its next action, chosen by its state ("Mark as complete"): one element,
        // its own name; a text beside it is the item it acts on, not its label (`ActionNamedStates`).
        // A tapped view given the button trait (`.onTapGesture { … }.accessibilityAddTraits(.isButton)`)
        // is read as a Button is.
        // The hidden title of an icon-only `Label`, the Button's only content, is the name VoiceOver
        // reads, as an `.accessibilityLabel` on the Button is (`IconOnlyLabels`).
        let hiddenTitle = action.isButton && tappedViewsOwnLabel == nil && accessibilityLabel == nil
            ? IconOnlyLabels.hiddenTitle(of: action.tappedView) : nil
        if let hiddenTitle { tappedViewsOwnLabel = hiddenTitle }
        let buttonsOwnLabel = action.isButton || traits.contains("button") ? tappedViewsOwnLabel : nil
        let namesStateByAction = actionNames != nil && accessibilityLabel == nil
            || buttonsOwnLabel.map { ActionNamedStates.namesActionByState($0, state: state) } ?? false
        // Two Buttons in the branches of an `if`, each named by its action (`BranchedButtons`):
        // named by the choice between them.
        if namesStateByAction, let actionNames, let shown = label, action.covers(shown.node) {
            label = (actionNames, shown.node)
        }
        if namesStateByAction, label.map({ !action.covers($0.node) }) ?? true {
            label = nil
            textBeside = nil
            tapTarget = .row
            combined = true
        }
        // A box Button that names itself by the text beside it (`.accessibilityLabel(option.name)` on
        // the Button, `Text(option.name)` beside): VoiceOver reads that name with its role (and its
        // `.accessibilityValue`) on the one element; the text repeats the name, it holds no half of
        // the checkbox. A label of its own that is not that text ("Select" beside the item's name)
        // leaves the item's name apart.
        if action.isButton, let own = buttonsOwnLabel, let beside = textBeside,
           SourceValue(TextSums.textArgument(own)).modelText == beside.value.modelText {
            combined = true
        }
        // A row combined into one element (`.accessibilityElement(children: .combine)` on the
        // stack) reads the text beside the box Button with it: the text names it again.
        if combined, let beside = textBeside {
            label = beside
            textBeside = nil
        }
        // With no visible text, what VoiceOver reads is the one element the image makes (a text
        // beside a box Button stays an element of its own: two).
        if label == nil && (textBeside == nil || besideTakesOwnTap) { combined = true }
        // A box drawn only with shapes, colours and paths is no accessibility element: VoiceOver
        // meets the label's text alone, one element (its missing role and state are role-missing's).
        // (An indicator beside a Button is judged on its own: the Button's label is one element.)
        if let label, !drawsAnElement(in: indicatorInButton ? scope : indicator.shown, besides: label.node) { combined = true }
        var seen: Set<String> = []
        traits = traits.filter { seen.insert($0).inserted }
        return HandMadeCheckbox(
            declaration: declaration, anchor: Syntax(action.tappedView), isTheType: false, tappedView: action.tappedView,
            tapTarget: tapTarget, label: label?.value, accessibilityLabel: accessibilityLabel, accessibilityValue: value,
            hint: hint, identifier: identifier, traits: traits, traitsWhenOn: traitsWhenOn, combined: combined, hidden: hidden,
            size: size(of: sizedTap, indicator: indicator.shown, tapTarget: tapTarget,
                       // An icon-only `Label`'s title is heard, not seen: the symbol is all that is tapped.
                       showsText: label != nil && hiddenTitle == nil || sizedTap.tappedView.id != action.tappedView.id,
                       // A style that draws a switch (a track and a knob) is sized as a switch is,
                       // not as a box: only a box's label is measured.
                       measuresLabel: !declaration.inherits("ToggleStyle") || indicator.looksLikeCheckbox),
            isRepeated: isRepeated(action.tappedView, in: declaration),
            stateName: state, stateText: indicator.condition.count <= 60 ? indicator.condition : state,
            textBeside: textBeside?.value,
            textBesideIsView: textBeside.map { !Self.showsWords($0.node) } ?? false,
            labelIsCaption: declaration.inherits("ToggleStyle") && tapTarget == .indicator
                && label.map { SwitchCaptions.isStacked($0.node, with: action.tappedView) } == true,
            namesStateByAction: namesStateByAction, nameSaysOnlyState: nameSaysOnlyState)
    }

    /// Whether a label the collector found is a text given its words (`Text(title)`, `Label("…",
    /// systemImage:)`, a project's `MontserratText("…")`), not a view (`label()`, `content`).
    static func showsWords(_ node: Syntax) -> Bool {
        guard let call = node.as(FunctionCallExprSyntax.self), let first = call.arguments.first else { return false }
        return first.label == nil
    }

    /// Whether `view` sits in the label of a `Button`, `NavigationLink` or `Link` of the type
    /// (`NavigationLink { Detail() } label: { HStack { box; Text(title) } }`), not in its action or
    /// destination.
    static func isInControlLabel(_ view: ExprSyntax, in declaration: any DeclGroupSyntax) -> Bool {
        controlAround(view, in: declaration) != nil
    }

    /// The `Button`, `NavigationLink` or `Link` in whose label `view` sits.
    static func controlAround(_ view: ExprSyntax, in declaration: any DeclGroupSyntax) -> FunctionCallExprSyntax? {
        var current = Syntax(view)
        while let parent = current.parent, parent.id != declaration.id {
            if let closure = current.as(ClosureExprSyntax.self), let call = closure.ancestor(FunctionCallExprSyntax.self) {
                if let name = SwiftSyntaxFacts.calleeName(call), ["Button", "NavigationLink", "Link"].contains(name),
                   isLabelClosure(closure, of: call) {
                    return call
                }
                // What a presentation shows (`.popover { … }` on a label's image) is another
                // screen: no control above it holds the view (`ViewContext.presented`).
                if let modifier = SwiftSyntaxFacts.modifierName(call), ViewContext.presentationModifiers.contains(modifier) { return nil }
            }
            current = parent
        }
        return nil
    }

    /// `label: { … }` (an argument or a second trailing closure), or the only trailing closure of a
    /// call whose action or destination is an argument (`Button(action: go) { … }`,
    /// `NavigationLink(destination: Detail()) { … }`, `Link(destination: url) { … }`).
    private static func isLabelClosure(_ closure: ClosureExprSyntax, of call: FunctionCallExprSyntax) -> Bool {
        if let element = closure.parent?.as(MultipleTrailingClosureElementSyntax.self) { return element.label.text == "label" }
        if let argument = closure.parent?.as(LabeledExprSyntax.self) {
            return argument.label?.text == "label" && argument.parent?.parent?.id == call.id
        }
        guard call.trailingClosure?.id == closure.id, call.additionalTrailingClosures.isEmpty else { return false }
        return call.arguments.contains { ["action", "destination"].contains($0.label?.text ?? "") }
    }

    /// Whether `modifier` is applied inside `other` (an image's own `.accessibilityLabel`).
    private static func covers(_ modifier: FunctionCallExprSyntax, other: Syntax) -> Bool {
        SwiftSyntaxFacts.contains(other, modifier)
    }

    /// The syntax whose modifiers belong to the checkbox: the tapped view with its modifiers, or,
    /// when its label lies outside it, the nearest view that holds both.
    /// What a box drawn by hand may be made of without being an accessibility element: stacks,
    /// shapes, colours, gradients, paths and their styles (SwiftUI exposes none of them).
    private static let drawnOnly: Set<String> = [
        "HStack", "VStack", "ZStack", "Group", "Spacer", "Divider", "RoundedRectangle", "Rectangle", "Circle",
        "Capsule", "Ellipse", "Path", "Color", "StrokeStyle", "LinearGradient", "RadialGradient", "AngularGradient",
        "CGSize", "CGPoint", "CGRect", "EdgeInsets",
    ]

    /// Whether `scope` may show an element other than the label `label`: any view but the shapes
    /// and stacks of `drawnOnly` (an image, a glyph, another view of the project) may be one.
    private static func drawsAnElement(in scope: Syntax, besides label: Syntax) -> Bool {
        var stack = [scope]
        while let node = stack.popLast() {
            if node.id == label.id { continue }
            // A type's name (a view); a function's (`withAnimation`) is no view.
            // Also spelt with its initializer (`Image.init(systemName: icon)`): the same view.
            if let call = node.as(FunctionCallExprSyntax.self), let name = SwiftSyntaxFacts.calleeName(call) ?? initializedType(call),
               name.first?.isUppercase == true, !drawnOnly.contains(name), !SwiftSyntaxFacts.contains(call, label) {
                return true
            }
            stack.append(contentsOf: node.children(viewMode: .sourceAccurate))
        }
        return false
    }

    /// `Image` in `Image.init(…)`.
    private static func initializedType(_ call: FunctionCallExprSyntax) -> String? {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init",
              let base = member.base?.as(DeclReferenceExprSyntax.self) else { return nil }
        return base.baseName.text
    }

    private static func rowScope(of action: TapAction, label: Syntax?) -> Syntax {
        let (_, top) = ViewContext.modifierChain(above: action.tappedView)
        var scope = Syntax(top)
        guard let label, !SwiftSyntaxFacts.contains(scope, label) else { return scope }
        var current = scope
        while let parent = current.parent, !parent.kind.isDeclaration {
            if let call = parent.as(FunctionCallExprSyntax.self), SwiftSyntaxFacts.contains(call, label) {
                let (_, outer) = ViewContext.modifierChain(above: ExprSyntax(call))
                scope = Syntax(outer)
                break
            }
            current = parent
        }
        return scope
    }

    /// The text shown beside the indicator: a `Text`, a `Label` or a `ToggleStyle`'s
    /// `configuration.label` in the same stack, or one or two stacks up.
    /// The name of an option told by its colour: the view the colour is on is the option
    /// (`Button(day) { … }`, `Text(tag)`, a Button whose label is `Text(tag)`), so its own title or
    /// the first text inside it; never a text around it.
    private static func ownTitle(of shown: Syntax, collector: CallCollector) -> (value: SourceValue, node: Syntax)? {
        if let title = title(of: shown, namedOneOf: ["Button", "Text"]) { return title }
        // Its name, not the emoji before it (`DecorativeTexts`).
        return DecorativeTexts.firstNaming(collector.labels.lazy.filter { SwiftSyntaxFacts.contains(shown, $0.node) && !isGlyph($0) })
    }

    /// The one text of the tapped view beside a shape whose fill or stroke shows the state
    /// (`ZStack { RoundedRectangle(…).fill(isSelected ? .blue : .white); Text(value) }.onTapGesture
    /// { … }`): a shape is never a VoiceOver element, so the text is the element VoiceOver meets and
    /// its name, whatever the type is called (round thirty-one, third part, `shape-box-text-not-name`).
    /// Two texts, or a text in another control, leave it unnamed as before.
    private static func textBesideShape(_ shown: Syntax, action: TapAction, collector: CallCollector) -> (value: SourceValue, node: Syntax)? {
        guard action.covers(shown), let expression = shown.as(ExprSyntax.self),
              let call = SwiftSyntaxFacts.viewUnderModifiers(expression).view.as(FunctionCallExprSyntax.self),
              let name = SwiftSyntaxFacts.calleeName(call), filledShapes.contains(name) else { return nil }
        let texts = collector.labels.filter { text in
            action.covers(text.node) && !isGlyph(text) && !isInOtherControl(text.node, than: shown, within: Syntax(action.tappedView))
        }
        return texts.count == 1 ? texts.first : nil
    }

    /// The texts of the `VStack` holding `text`, joined as spoken, when that stack shows only plain
    /// literal texts (two or more) and is not around `control`.
    private static func stackedTexts(around text: Syntax, besides control: Syntax) -> SourceValue? {
        var current = text.parent
        while let node = current, !node.kind.isDeclaration {
            if let closure = node.as(ClosureExprSyntax.self) {
                guard !SwiftSyntaxFacts.contains(closure, control),
                      let stack = closure.parent?.as(FunctionCallExprSyntax.self), SwiftSyntaxFacts.calleeName(stack) == "VStack",
                      let texts = ToggleLabelTexts.plainTexts(in: closure), texts.count > 1,
                      !texts.contains(where: \.isDynamic) else { return nil }
                return .joinedAsSpoken(texts)
            }
            current = node.parent
        }
        return nil
    }

    /// Stacks a tapped row is made of, whose texts a combined element reads together.
    private static let combinedStacks: Set<String> = ["HStack", "VStack", "ZStack", "LazyHStack", "LazyVStack", "Group"]

    private static let filledShapes: Set<String> = [
        "Circle", "Capsule", "Ellipse", "Rectangle", "RoundedRectangle", "UnevenRoundedRectangle", "ContainerRelativeShape",
    ]

    /// A highlight drawn in a view's `.background` or `.overlay` (`VStack { icon; Text(name) }
    /// .background(Rectangle().opacity(chosen.contains(app) ? 0.2 : 0))`): it shows that the view
    /// it decorates is chosen, and that view is the option, named by its own texts. Any other
    /// view is the option itself.
    private static func decoratedView(by shown: Syntax) -> Syntax {
        var current = shown
        while let parent = current.parent, !parent.kind.isDeclaration {
            if let call = parent.as(FunctionCallExprSyntax.self), call.calledExpression.id != current.id {
                // Out of a stack of shapes the decoration draws (`.overlay { if done { ZStack { dim; line } } }`).
                if SwiftSyntaxFacts.modifierName(call) == nil, let name = SwiftSyntaxFacts.calleeName(call),
                   ["ZStack", "HStack", "VStack", "Group"].contains(name) {
                    current = parent
                    continue
                }
                guard let name = SwiftSyntaxFacts.modifierName(call), name == "background" || name == "overlay",
                      let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base else { return shown }
                return Syntax(base)
            }
            current = parent
        }
        return shown
    }

    /// The title `view` is given as its first, unlabelled argument when it is a call to one of
    /// `names` (`Button(day) { … }`, `Text(tag)`, `Label("Remember me", systemImage: …)`).
    private static func title(of view: Syntax, namedOneOf names: Set<String>) -> (value: SourceValue, node: Syntax)? {
        guard let call = view.as(FunctionCallExprSyntax.self), let name = SwiftSyntaxFacts.calleeName(call), names.contains(name),
              let title = call.arguments.first, title.label == nil, !title.expression.is(ClosureExprSyntax.self) else { return nil }
        return (SourceValue(title.expression), Syntax(call))
    }

    /// The texts of the view of the file an indicator is the use of (`DelegatedIndicator`'s call).
    private static func delegatedViewLabel(_ shown: Syntax, in declaration: any DeclGroupSyntax) -> (value: SourceValue, node: Syntax)? {
        guard let call = shown.as(FunctionCallExprSyntax.self), call.calledExpression.is(DeclReferenceExprSyntax.self),
              SwiftSyntaxFacts.calleeName(call) != typeName(declaration),
              let file = declaration.root.as(SourceFileSyntax.self) else { return nil }
        return ComponentTexts.label(at: call, file: file)
    }

    private static func visibleLabel(near indicator: Syntax, collector: CallCollector) -> (value: SourceValue, node: Syntax)? {
        var scope = indicator
        for _ in 0..<4 {
            guard let closure = scope.ancestor(ClosureExprSyntax.self) else { return nil }
            // Its name, not the emoji before it (`DecorativeTexts`).
            if let text = DecorativeTexts.firstNaming(collector.labels.lazy.filter { text in
                SwiftSyntaxFacts.contains(closure, text.node) && !SwiftSyntaxFacts.contains(indicator, text.node)
                    && !isGlyph(text) && !isInOtherControl(text.node, than: indicator, within: Syntax(closure))
                    && !BranchScopedLabels.isInOtherBranch(text.node, than: indicator, within: Syntax(closure))
            }) {
                return text
            }
            // A menu's items are read once it opens, each by its own label: a text beside the
            // `Menu` names none of them (`MenuContents`).
            if MenuContents.isItems(closure) { return nil }
            scope = Syntax(closure)
        }
        return nil
    }

    /// Whether `text` belongs to another control of the screen (a Toggle's label, another Button's
    /// title) than the one that shows `indicator`: that control's name, not this checkbox's.
    private static func isInOtherControl(_ text: Syntax, than indicator: Syntax, within scope: Syntax) -> Bool {
        var current = text.parent
        while let ancestor = current, ancestor.id != scope.id {
            if let call = ancestor.as(FunctionCallExprSyntax.self), let name = SwiftSyntaxFacts.calleeName(call),
               ["Button", "Link", "NavigationLink", "Menu", "Toggle", "Picker"].contains(name) {
                return !SwiftSyntaxFacts.contains(call, indicator)
            }
            current = ancestor.parent
        }
        return false
    }

    /// A text that draws a glyph (an icon font's `"\u{f00c}"`, a ✓): part of the box, not its label.
    /// So is a state's icon with its word (`Label("Selected", systemImage: "checkmark")`,
    /// `StateMarkLabels`).
    private static func isGlyph(_ text: (value: SourceValue, node: Syntax)) -> Bool {
        // An icon-only `Label` kept in a `let` and shown by a branch, whatever its title (`StateMarkLabels`).
        if StateMarkLabels.isBranchShownIcon(text.node) { return true }
        guard case .literal(let value) = text.value else { return false }
        if value.count <= 1 || StateMarkLabels.isMark(text.node, value: text.value) { return true }
        guard let call = text.node.as(FunctionCallExprSyntax.self), let first = call.arguments.first else { return false }
        let source = first.expression.trimmedDescription
        return source.hasPrefix("\"\\u{") && source.hasSuffix("}\"")
    }

    /// The literal size of the tapped view, from its `.frame`; of the indicator when only it is tapped
    /// (or when the tapped view shows nothing but it: a `Button` whose label is the box image) and
    /// the tapped view has none; a `Button` with no frame of its own, its label's (`measuresLabel`).
    /// With the modifiers it was read from, for the mapper to decide a frame set by a name
    /// (`TapTargetSize.read`).
    private static func size(of action: TapAction, indicator: Syntax, tapTarget: TapTarget, showsText: Bool,
                             measuresLabel: Bool) -> TapTargetSize {
        // The modifiers inside the tapped expression (`HStack { … }.frame(height: 22)` before
        // `.gesture`), innermost first, then those above it.
        let (inner, current) = ViewContext.ownModifiers(of: action.tappedView)
        let modifiers = inner + ViewContext.modifierChain(above: action.tappedView).0
        // What the user taps is the box alone: only the box is tapped, or the tapped view shows no
        // text of its own.
        let boxOnly = (tapTarget == .indicator || !showsText) && !TapTargetSize.fillsItsRow(action, modifiers: modifiers) ? action.tappedView : nil
        var size = TapTargetSize(modifiers: modifiers, boxOnly: boxOnly)
        (size.width, size.height) = SwiftModifiers.size(from: modifiers)
        // A `Button` with no frame of its own is as large as its label (round ten, pattern 6).
        if size.width == nil, size.height == nil, action.isButton, measuresLabel, !modifiers.contains(where: { $0.name == "frame" }) {
            let label = ButtonLabelFrame.size(of: action.tappedView)
            if label.width != nil || label.height != nil {
                (size.width, size.height) = label
                return size
            }
            // A stacked label whose texts may be wider than its narrow framed child, or whose
            // width the file leaves open (`StackedLabelWidth`).
            if let reading = ButtonLabelFrame.reading(of: action.tappedView) {
                size.labelReading = reading
                return size
            }
        }
        if size.width != nil || size.height != nil || tapTarget == .row && boxOnly == nil { return size }
        if modifiers.contains(where: { $0.name == "frame" }) { return size }
        // A view of the file tapped as it is called (`TimelineLine(isChecked: x).onTapGesture`):
        // as large as its body's outer frame (`CalledViewFrame`).
        if boxOnly != nil, let framed = CalledViewFrame.modifiers(of: Syntax(current), modifiers: modifiers) {
            size.modifiers = framed + modifiers
            (size.width, size.height) = SwiftModifiers.size(from: size.modifiers)
            return size
        }
        // A stack that shows one of its looks by an `if`/`else` (an asset image when the caller
        // gives one, else a drawn 30 × 30 box): while the framed look shows, the tap lands on its
        // frame (`BranchLookFrame`).
        if boxOnly != nil, let framed = BranchLookFrame.modifiers(of: Syntax(current)) {
            size.modifiers = framed + modifiers
            return size
        }
        // A whole target that draws more than the image (a stroked square around a check) is not
        // the image's size.
        // (A stack holding the box's image alone, `HStack { Image(…).frame(width: 17, height: 17) }`,
        // is as large as that image: read below, as the image is.)
        if tapTarget == .row && TapTargetSize.drawsMoreThanAnImage(action.tappedView)
            && !TapTargetSize.stackHoldsOnlyImage(Syntax(current), indicator: indicator) {
            // A tapped `ZStack` with no frame of its own whose children all have literal frames (a
            // drawn check circle: `ZStack { Circle().frame(25, 25); Circle().frame(20, 20); check }`)
            // is as large as its largest child (round thirty-one, third part, `zstack-children-hit-area`).
            if case .known(let width, let height) = TappedStackSize.size(of: Syntax(current), indicator: (nil, nil)) {
                (size.width, size.height) = (width, height)
            }
            return size
        }
        guard let image = indicator.as(ExprSyntax.self) else { return size }
        // The box's own modifiers, then the tapped view's around it (a Button's `.padding(4)`).
        let boxModifiers = ViewContext.modifierChain(above: image).0 + modifiers
        let boxSize = SwiftModifiers.size(from: boxModifiers)
        // A tapped `ZStack` with no frame of its own (a drawn switch's pill and knob): as large as
        // its largest child, not the knob that shows the state (`TappedStackSize`).
        switch TappedStackSize.size(of: Syntax(current), indicator: boxSize, indicatorNode: indicator) {
        case .known(let width, let height):
            (size.width, size.height) = (width, height)
            return size
        case .largerThanIndicator:
            return size
        case .framedByName(let childModifiers):
            size.modifiers = childModifiers + modifiers
            return size
        case .unknown:
            size.modifiers = boxModifiers
            (size.width, size.height) = boxSize
            return size
        }
    }

    /// Whether the view sits in a `ForEach` or a `List(data) { … }` of its type's body.
    private static func isRepeated(_ view: ExprSyntax, in declaration: any DeclGroupSyntax) -> Bool {
        var current = Syntax(view)
        while let parent = current.parent, parent.id != declaration.id {
            if let call = parent.as(FunctionCallExprSyntax.self), let name = SwiftSyntaxFacts.calleeName(call),
               name == "ForEach" || name == "List" && !call.arguments.isEmpty {
                return true
            }
            current = parent
        }
        return false
    }
}

/// Something a view shows that a condition chooses: a ternary (in an image name, a fill, a colour,
/// an opacity) or an `if`/`else` in a view builder.
struct Indicator {
    /// The ternary or the `if`.
    let node: Syntax
    /// The view that shows it: the image (or the first view of the `if`'s first branch).
    let shown: Syntax
    let condition: String
    /// The string literals of its branches (image names, glyphs); the rest of what it shows is
    /// read only when asked (`looksLikeCheckbox`), for the few indicators a tap action changes.
    let branchLiterals: [String]
    /// The identifiers its condition reads, read once (a body can hold hundreds of ternaries).
    let conditionNames: Set<String>
    /// The modifier whose argument the ternary is (`foregroundColor` in
    /// `.foregroundColor(chosen.contains(day) ? .blue : .gray)`), nil for any other place.
    let modifier: String?
    /// A view of another file given the state (`ListRow(isCheck: task.checked)`), whose drawing the
    /// file does not show: the tapped view's texts or the view's text arguments name it.
    var passedToView = false
    /// Faded in by the state on a view that draws a check (`FadedCheckMarks`): it looks like a
    /// checkbox whatever the view it is read on (the circle under the check) shows.
    var drawsCheck = false
    /// `literalsLookLikeCheckbox` once read, shared by the indicator's copies.
    private let drawnLook = DrawnLook()

    /// A reading kept by reference, so that a copy of the indicator that asks again finds it.
    private final class DrawnLook {
        var value: Bool?
    }

    init(node: Syntax, shown: Syntax, condition: String, literals: [String], conditionTokens: some SyntaxProtocol, modifier: String? = nil) {
        self.init(node: node, shown: shown, condition: condition, literals: literals, conditionParts: [Syntax(conditionTokens)],
                  modifier: modifier)
    }

    /// A condition spread over several nodes of the tree (a ternary's elements before its `?`):
    /// their tokens read where they are, not copied into a new tree of their own first (~30,000
    /// instructions a ternary).
    init(node: Syntax, shown: Syntax, condition: String, literals: [String], conditionParts: [Syntax], modifier: String? = nil) {
        self.node = node
        self.shown = shown
        self.condition = condition
        self.branchLiterals = literals
        self.modifier = modifier
        var names: Set<String> = []
        for part in conditionParts {
            for token in part.tokens(viewMode: .sourceAccurate) {
                if case .identifier(let name) = token.tokenKind { names.insert(name) }
            }
        }
        // `include.contains(tag.id)` under `switch selectedTags { case .allOf(let include, _): … }`
        // reads `selectedTags` too (`MembershipRewrites`).
        if names.contains("contains") { names.formUnion(MembershipRewrites.subjects(boundBy: names, at: node)) }
        conditionNames = names
    }

    /// Whether the condition reads `state` (as a whole identifier: `isOn`, `selection.contains(x)`),
    /// or, for an element of a list a tap flips by its index (`selected[index]`), that element whole
    /// in a choice of symbols (`selected[index] ? "checkmark.square" : "square"`); a look by colour
    /// or shape of such an element is `ListElementStates`'.
    func mentions(_ state: String) -> Bool {
        if conditionNames.contains(state) { return true }
        guard !branchLiterals.isEmpty, state.hasSuffix("]"), let open = state.firstIndex(of: "["), open > state.startIndex,
              conditionNames.contains(String(state[..<open])) else { return false }
        return Self.readsWhole(state, in: HandMadeCheckbox.normalizedCondition(condition))
    }

    /// Whether `text` holds `element` with no identifier character right before it. A `.` may come
    /// before it: the state is the changed path's last member (`vm.answers[index].toggle()` changes
    /// `answers[index]`), as a Bool member's is (`vm.isOn`).
    private static func readsWhole(_ element: String, in text: String) -> Bool {
        var searched = text[...]
        while let found = searched.range(of: element) {
            if found.lowerBound == text.startIndex { return true }
            let before = text[text.index(before: found.lowerBound)]
            if !(before.isLetter || before.isNumber || before == "_") { return true }
            searched = text[found.upperBound...]
        }
        return false
    }

    /// Whether it shows membership of the selection `state` only by a colour or an opacity
    /// (`.foregroundColor(chosen.contains(day) ? .blue : .gray)` on a `Button(day)` or a chip's
    /// text): a multiple choice whose options are checkboxes (SPEC §10, "a colour"). A Bool shown
    /// by colour alone, and a colour on a view with an image, stay out: as often a favourite, a
    /// bookmark or an expander as a checkbox.
    func showsSelectionByColour(of state: String) -> Bool {
        guard let modifier, Self.colourModifiers.contains(modifier), Self.isMembership(of: state, in: condition) else { return false }
        return !shown.tokens(viewMode: .sourceAccurate).contains { token in
            ["Image", "systemImage", "systemName", "Label"].contains(token.text)
        }
    }

    /// `state.contains(…)`, or of a member `state` of any owner (`self.state`, `model.state`: an
    /// observed model's selection is shown as a `@State` one is).
    private static func isMembership(of state: String, in condition: String) -> Bool {
        guard let call = condition.range(of: ".contains(") else { return false }
        let path = condition[..<call.lowerBound].split(separator: ".", omittingEmptySubsequences: false)
        return path.last.map(String.init) == state
            && path.allSatisfy { !$0.isEmpty && $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } }
    }

    static let colourModifiers: Set<String> = [
        "foregroundColor", "foregroundStyle", "background", "backgroundStyle", "tint", "fill", "border", "opacity",
    ]

    /// The literals of what it draws: of the whole `if` or `switch` (a branch may draw several
    /// views, a filled circle under its check), else of the view that shows it; without a check
    /// chosen against another action's symbol (`CheckMarkPairs`).
    var drawnLiterals: [String] {
        CheckMarkPairs.literals(in: node.is(IfExprSyntax.self) || node.is(SwitchExprSyntax.self) ? node : shown)
    }

    /// An image name or glyph a checkbox shows: `checkmark.square`, `circle`, an asset `checkbox_on`,
    /// a ✓, or an icon font's private-use glyph. A check chosen against the symbol of another action
    /// (`isEditing ? "checkmark" : "pencil"`, `copied ? "check-circle" : "copy2"`) is that action's
    /// "done", no box (`CheckMarkPairs`).
    var looksLikeCheckbox: Bool {
        if drawsCheck { return true }
        if let known = drawnLook.value { return known }
        let looks = literalsLookLikeCheckbox
        drawnLook.value = looks
        return looks
    }

    /// What `looksLikeCheckbox` reads from the literals, kept once read (`drawnLook`): the searches
    /// that meet an indicator each ask it again, and reading what it draws walks its view (~70,000
    /// instructions). It depends only on constants of the indicator, which its copies share.
    private var literalsLookLikeCheckbox: Bool {
        let ownNames = branchLiterals.count == 2 && CheckMarkPairs.isAgainstAction(branchLiterals[0], branchLiterals[1]) ? [] : branchLiterals
        // The indicator's own names first: what its view draws is walked for only when none of them
        // looks like a box (most choices name one: `isOn ? "checkmark.square.fill" : "square"`).
        return ownNames.contains(where: Self.looksLikeBox) || drawnLiterals.contains(where: Self.looksLikeBox)
    }

    /// Whether a literal a view draws names a box or a check (`looksLikeCheckbox`).
    static func looksLikeBox(_ literal: String) -> Bool {
        let lowered = literal.lowercased()
        if lowered.containsText("check") || lowered.containsText("tick") { return true }
        // An empty box: `square`, `squareshape` (the square drawn as a bare outline), `circle.fill`,
        // `largecircle.fill.circle`; not a chevron or a person in a circle.
        let parts = lowered.split(separator: ".")
        let boxParts: Set<Substring> = ["square", "squareshape", "circle", "largecircle", "fill", "inset", "filled", "dashed", "dotted"]
        if !parts.isEmpty, ["square", "squareshape", "circle", "largecircle"].contains(parts[0]), parts.allSatisfy(boxParts.contains) { return true }
        return literal.unicodeScalars.contains { scalar in
            (0x2610...0x2612).contains(scalar.value) || (0x2713...0x2718).contains(scalar.value) || (0xE000...0xF8FF).contains(scalar.value)
        }
    }
}

/// A tap action and the view it is attached to.
struct TapAction {
    /// The closure that runs on tap, or the helper it names.
    let body: Syntax
    /// The view that receives the tap: the `Button`, or the base of `.onTapGesture`.
    let tappedView: ExprSyntax
    let isButton: Bool

    func covers(_ node: some SyntaxProtocol) -> Bool { SwiftSyntaxFacts.contains(tappedView, node) }
}

/// What a tap action changes, following calls to helpers of the same type or file.
struct StateChanges {
    let type: any DeclGroupSyntax
    let file: SourceFileSyntax

    /// The Bool or selection the action changes: the last component of `x.toggle()`, `x = !x`,
    /// `x.insert(…)`/`remove`/`append`/`removeAll`, `x = x.filter …`, or of what a helper it calls
    /// changes. Nil when it changes none (a closure passed in, `dismiss()`).
    /// A change spelt another way needs its word in `FileScan.changeWords` too: a struct whose bytes
    /// hold none is not searched.
    /// - Parameter shown: whether the view shows a state. Given, a change of something it does not show
    ///   (`modelContext.insert(record)` before `isCompleted.toggle()`) is passed over for a later change
    ///   it does show, and answered only when there is none.
    func stateChanged(by body: Syntax, depth: Int = 0, shown: ((String) -> Bool)? = nil) -> String? {
        // One key's membership flipped by rewriting the list (`set(selected: selected.filter { $0 != id })`
        // and `selected + [id]`): the list, not a copy the action extends (`MembershipRewrites`).
        if let list = MembershipRewrites.list(flippedBy: body, changes: self) { return list }
        var called: [String] = []
        var unshown: String?
        for node in body.tokens(viewMode: .sourceAccurate) {
            guard case .identifier(let name) = node.tokenKind else { continue }
            // `x.toggle()`, `selection.insert(item)`.
            if ["toggle", "insert", "remove", "append", "removeAll", "formSymmetricDifference"].contains(name)
                || Self.advancingMethods.contains(name),
               let member = node.parent?.parent?.as(MemberAccessExprSyntax.self), member.declName.baseName.id == node.id,
               let base = member.base, member.parent?.is(FunctionCallExprSyntax.self) == true {
                // A set a dictionary keeps (`D[k]?.insert(x)`, `D[k, default: []].insert(x)`) is the
                // dictionary's; a local copy written back (`var s = D[k] ?? []; s.insert(x); D[k] = s`)
                // is what it copies (`MembershipRewrites.writtenBack`).
                let state = name == "toggle" || Self.advancingMethods.contains(name) ? Self.lastComponent(base) : Self.changedSet(base, in: body)
                // Looking past a change not shown, only a change every tap makes will do: one in a
                // branch (`if setting { showSheet.toggle() } else { isWatched.toggle() }`) is a mode's.
                if let shown, !shown(state) || Self.isInBranch(Syntax(node), of: body) {
                    unshown = unshown ?? state
                    continue
                }
                return state
            }
            // A helper: `toggleSelection(for: item)`, `self.toggle()`.
            if let reference = node.parent?.as(DeclReferenceExprSyntax.self), reference.baseName.id == node.id {
                let callee = reference.parent?.as(MemberAccessExprSyntax.self).map { ExprSyntax($0) } ?? ExprSyntax(reference)
                if callee.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == callee.id
                    || body.id == callee.id {
                    if shown != nil, Self.isInBranch(Syntax(callee), of: body) { continue }
                    called.append(name)
                }
            }
        }
        // `x = !x`, `x = x.filter { … }`: an assignment whose right side reads the target.
        var casesSet: [String: Set<String>] = [:]
        for sequence in SwiftSyntaxFacts.nodes(SequenceExprSyntax.self, in: body) {
            let elements = Array(sequence.elements)
            if let state = Self.enumStateSet(elements, casesSet: &casesSet) { return state }
            // `x = x ? false : true`: one flat sequence, the ternary's parts after the `=`.
            let ternaryFlip = elements.count >= 5 && elements[1].is(AssignmentExprSyntax.self)
                && Self.isTernaryFlip(elements.dropFirst(2), of: elements[0].trimmedDescription)
            guard elements.count == 3 || ternaryFlip, elements[1].is(AssignmentExprSyntax.self) else { continue }
            let target = elements[0].trimmedDescription
            let value = elements[2]
            let flips = value.as(PrefixOperatorExprSyntax.self).map {
                    $0.operator.text == "!" && ($0.expression.trimmedDescription == target || Self.negatesCopied($0.expression, into: elements[0], at: sequence)
                        // `toggles[key] = !(toggles[key] ?? false)`: a dictionary's entry, absent read as off.
                        || HandMadeCheckbox.normalizedCondition($0.expression.trimmedDescription)
                            == "(" + HandMadeCheckbox.normalizedCondition(target) + "??false)")
                } ?? false
                || value.trimmedDescription.hasPrefix(target + ".") && value.trimmedDescription.containsText("filter")
            guard flips || ternaryFlip else { continue }
            let state = Self.lastComponent(elements[0])
            // Past a change not shown, as above: a shown one every tap makes.
            if let shown, !shown(state) || Self.isInBranch(Syntax(sequence), of: body) {
                unshown = unshown ?? state
                continue
            }
            return state
        }
        // `if state == .on { state = .off } else { state = .on }`, a `switch` likewise: two cases set.
        if let state = casesSet.first(where: { $0.value.count >= 2 })?.key { return state }
        // `if x { x = false } else { x = true }`, each branch maybe doing more (`BoolBranchFlips`;
        // spelt `= true`/`= false`, as `SwiftConstructs.holdsLiteralAssignment` looks for).
        if let state = BoolBranchFlips.state(flippedBy: body, changes: self) { return state }
        // `pressButton(!isOn)`: the negated Bool handed to the caller's closure to set (`HandedOnFlips`).
        if let state = HandedOnFlips.state(flippedBy: body, in: type) { return state }
        // `onToggle(next)`, `next` a `switch` over an enum state of a checkbox's cases: that state
        // handed on to the caller to move on (`HandedOnCases`).
        if let state = HandedOnCases.state(handedOnBy: body, in: type) { return state }
        guard depth < 2 else { return unshown }
        for name in called {
            if let helper = function(named: name), let helperBody = helper.body,
               let state = stateChanged(by: Syntax(helperBody), depth: depth + 1, shown: shown) {
                if let shown, !shown(state) {
                    unshown = unshown ?? state
                    continue
                }
                return state
            }
        }
        return unshown
    }

    /// `x ? false : true` (or `!x ? true : false`), the elements after `x =`: its negation spelt as
    /// a ternary of literals.
    static func isTernaryFlip(_ elements: ArraySlice<ExprSyntax>, of target: String) -> Bool {
        guard let markerIndex = elements.firstIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }),
              let marker = elements[markerIndex].as(UnresolvedTernaryExprSyntax.self),
              markerIndex + 2 == elements.endIndex, let otherwise = elements.last,
              let whenTrue = marker.thenExpression.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind,
              let whenFalse = otherwise.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind, whenTrue != whenFalse else { return false }
        let condition = HandMadeCheckbox.normalizedCondition(elements[elements.startIndex..<markerIndex].map(\.trimmedDescription).joined())
        let target = HandMadeCheckbox.normalizedCondition(target)
        return whenTrue == .keyword(.false) ? condition == target : condition == "!" + target || condition == "!(" + target + ")"
    }

    /// Whether `copy.f = !orig.f` flips `orig.f` through a copy: `copy` declared `var copy = orig`
    /// in a block around the assignment, before it (`items.map { var item = $0; item.checked =
    /// !$0.checked; return item }`, round thirty-five, second part), as `copy.f.toggle()` is read.
    static func negatesCopied(_ negated: ExprSyntax, into target: ExprSyntax, at assignment: SequenceExprSyntax) -> Bool {
        guard let written = target.as(MemberAccessExprSyntax.self), let copy = written.base?.as(DeclReferenceExprSyntax.self),
              let read = negated.as(MemberAccessExprSyntax.self), let original = read.base,
              read.declName.baseName.text == written.declName.baseName.text, original.trimmedDescription != copy.baseName.text else { return false }
        var node = Syntax(assignment)
        // Not past the function or closure the assignment is in.
        while let parent = node.parent, !parent.is(ClosureExprSyntax.self), !parent.is(FunctionDeclSyntax.self) {
            defer { node = parent }
            guard let item = node.as(CodeBlockItemSyntax.self), let list = parent.as(CodeBlockItemListSyntax.self) else { continue }
            for earlier in list {
                if earlier.id == item.id { break }
                guard let declaration = earlier.item.as(VariableDeclSyntax.self), declaration.bindingSpecifier.tokenKind == .keyword(.var) else { continue }
                if declaration.bindings.contains(where: {
                    $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == copy.baseName.text
                        && $0.initializer?.value.trimmedDescription == original.trimmedDescription
                }) { return true }
            }
        }
        return false
    }

    /// Whether `node` runs only in one branch of an `if` or a `switch` inside `body`.
    static func isInBranch(_ node: Syntax, of body: Syntax) -> Bool {
        var current = node
        while let parent = current.parent, current.id != body.id {
            if parent.is(IfExprSyntax.self), current.is(CodeBlockSyntax.self) || current.is(IfExprSyntax.self) { return true }
            if parent.is(SwitchCaseSyntax.self) { return true }
            current = parent
        }
        return false
    }

    /// Methods that move an enum state on to its next case (`state.setNextState()`, VComponents'
    /// `VCheckBox`; `state.next()`, `state.cycle()`).
    static let advancingMethods: Set<String> = ["setNextState", "next", "cycle"]

    /// Enum cases that read as a checkbox's states (`.on`/`.off`, `.checked`/`.unchecked`,
    /// `.selected`, `.indeterminate`…).
    static let stateCases: Set<String> = [
        "on", "off", "checked", "unchecked", "notChecked", "selected", "unselected", "deselected", "notSelected",
        "indeterminate", "mixed", "partial", "partiallyChecked", "partiallySelected",
    ]

    /// The state a case of `stateCases` reads as.
    static func checkState(ofCase name: String) -> CheckState? {
        switch name {
        case "on", "checked", "selected": .checked
        case "indeterminate", "mixed", "partial", "partiallyChecked", "partiallySelected": .indeterminate
        case "off", "unchecked", "notChecked", "unselected", "deselected", "notSelected": .unchecked
        default: nil
        }
    }

    /// The case an expression names when it reads as a checkbox's state (`.on`, `CheckState.on`);
    /// nil for anything else.
    static func stateCase(_ expression: ExprSyntax) -> String? {
        guard let member = expression.as(MemberAccessExprSyntax.self), member.base == nil || member.base?.is(DeclReferenceExprSyntax.self) == true,
              stateCases.contains(member.declName.baseName.text) else { return nil }
        return member.declName.baseName.text
    }

    /// An enum state set in an assignment: `state = state == .on ? .off : .on` (a ternary reading the
    /// target, both branches such cases) is a change by itself; `state = .off` is noted in `casesSet`
    /// (two cases set to one state in one action, in an `if`/`else` or a `switch`, are a change).
    private static func enumStateSet(_ elements: [ExprSyntax], casesSet: inout [String: Set<String>]) -> String? {
        guard elements.count >= 3, elements[1].is(AssignmentExprSyntax.self) else { return nil }
        let target = lastComponent(elements[0])
        if elements.count == 3 {
            if let value = stateCase(elements[2]) { casesSet[target, default: []].insert(value) }
            return nil
        }
        let rest = elements[2...]
        guard let position = rest.firstIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }),
              let marker = rest[position].as(UnresolvedTernaryExprSyntax.self), position + 1 == rest.endIndex - 1,
              let first = stateCase(marker.thenExpression), let second = stateCase(rest[position + 1]), first != second else { return nil }
        let readsTarget = rest[..<position].contains { condition in
            condition.tokens(viewMode: .sourceAccurate).contains { $0.text == target }
        }
        return readsTarget ? target : nil
    }


    /// `body` and the bodies of the functions of the type or file it calls, followed `depth` calls deep,
    /// each once: what a tap runs.
    func bodiesRun(from body: Syntax, depth: Int = 2) -> [Syntax] {
        var bodies = [body]
        var level = [body]
        for _ in 0..<depth {
            var next: [Syntax] = []
            for current in level {
                for call in SwiftSyntaxFacts.nodes(FunctionCallExprSyntax.self, in: current) {
                    guard let name = SwiftSyntaxFacts.ownName(call.calledExpression),
                          let helper = function(named: name), let helperBody = helper.body,
                          !bodies.contains(where: { $0.id == Syntax(helperBody).id }) else { continue }
                    bodies.append(Syntax(helperBody))
                    next.append(Syntax(helperBody))
                }
            }
            level = next
        }
        return bodies
    }

    /// A function of the type, else one declared at the top of the file or in an extension of it.
    func function(named name: String) -> FunctionDeclSyntax? {
        for member in type.memberBlock.members {
            if let function = member.decl.as(FunctionDeclSyntax.self), function.name.text == name { return function }
        }
        for item in file.statements {
            if let function = item.item.as(FunctionDeclSyntax.self), function.name.text == name { return function }
            if let extensionDecl = item.item.as(ExtensionDeclSyntax.self), extensionDecl.extendedType.trimmedDescription == HandMadeCheckbox.typeName(type) {
                for member in extensionDecl.memberBlock.members {
                    if let function = member.decl.as(FunctionDeclSyntax.self), function.name.text == name { return function }
                }
            }
        }
        return nil
    }

    /// The set `base.insert(…)`/`remove(…)` changes, by its last component: a dictionary's for a set
    /// it keeps (`MembershipCalls.keptSet`), the copied path's for a local copy written back.
    private static func changedSet(_ base: ExprSyntax, in body: Syntax) -> String {
        var changed = base
        if let copy = base.as(DeclReferenceExprSyntax.self), let copied = MembershipRewrites.writtenBack(copy: copy.baseName.text, in: body) {
            changed = copied
        }
        return lastComponent(MembershipCalls.keptSet(changed) ?? changed)
    }

    static func lastComponent(_ expression: ExprSyntax) -> String {
        if let member = expression.as(MemberAccessExprSyntax.self) {
            // `isOn.wrappedValue.toggle()`, `$isOn.wrappedValue = …`: a binding's setter.
            if member.declName.baseName.text == "wrappedValue", let base = member.base {
                return lastComponent(base).trimmingCharacters(in: "$")
            }
            return member.declName.baseName.text
        }
        // `vm.answers[vm.current][index]`: the list's last member with its subscripts, whose
        // arguments may hold dots of their own.
        if let subscriptCall = expression.as(SubscriptCallExprSyntax.self) {
            return lastComponent(subscriptCall.calledExpression) + "[" + subscriptCall.arguments.trimmedDescription + "]"
        }
        let text = expression.trimmedDescription
        return text.split(separator: ".").last.map(String.init) ?? text
    }
}

/// Walks a type's members once and keeps what the hand-made checkbox search needs.
final class CallCollector: SyntaxVisitor {
    private(set) var indicators: [Indicator] = []
    private(set) var tapActions: [TapAction] = []
    /// `Image(systemName: state.rawValue)`: a symbol an enum state names (`RawValueSymbols`).
    private(set) var rawValueImages: [Indicator] = []
    /// `.strikethrough(done)`: a text crossed out while a Bool holds (`ShownByLook.isLook`).
    private(set) var strikeLooks: [Indicator] = []
    private(set) var labels: [(value: SourceValue, node: Syntax)] = []

    /// Whether `call` is an argument of an accessibility modifier (`.accessibilityLabel(Text(…))`).
    static func isAccessibilityArgument(_ call: FunctionCallExprSyntax) -> Bool {
        guard let list = call.parent?.as(LabeledExprSyntax.self)?.parent?.as(LabeledExprListSyntax.self),
              let modifier = list.parent?.as(FunctionCallExprSyntax.self) else { return false }
        return SwiftSyntaxFacts.modifierName(modifier)?.hasPrefix("accessibility") == true
    }
    private(set) var modifiers: [FunctionCallExprSyntax] = []
    /// `content` in a ViewModifier's `body(content:)`, where it is shown.
    private(set) var modifiedContent: Syntax?
    /// The file's own modifiers that wrap a view in a tap (`HelperTapModifiers.wrappers`): name →
    /// whether they make a `Button`.
    var tapModifiers: [String: Bool] = [:]

    /// The names of the `let`s the view-building members of the type walked bind (`BodyLets`), read
    /// at the first condition that may name one.
    private var memberBlock: MemberBlockSyntax?
    private var bodyLets: Set<String>?

    override func visit(_ node: MemberBlockSyntax) -> SyntaxVisitorContinueKind {
        if memberBlock == nil { memberBlock = node }
        return .visitChildren
    }

    /// The declaration walked, and its stored properties' names (read at the first text that may
    /// show an Optional's unwrapped value, `OwnViewMethods.unwrapped`).
    private var declaration: (any DeclGroupSyntax)? { memberBlock?.parent?.asProtocol(DeclGroupSyntax.self) }
    private lazy var storedNames: Set<String> = declaration.map(StoredProperties.names(of:)) ?? []

    private func bodyLetNames(at node: Syntax) -> Set<String> {
        if let bodyLets { return bodyLets }
        let names = memberBlock.map(BodyLets.names(in:)) ?? []
        bodyLets = names
        return names
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        if node.baseName.text == "content", modifiedContent == nil, node.parent?.is(LabeledExprSyntax.self) != true {
            modifiedContent = Syntax(node)
        }
        return .visitChildren
    }

    // A swipe action's, a context menu's or a toolbar's buttons are actions and menu items, and
    // what they show is not the row's (`ActionButtons`).
    // And what `.onAppear`, `.onDisappear`, `.task` or `.onChange` run draws nothing (`LifecycleClosures`).
    // Of a context menu, only an item made checkable by hand is read (`CheckableMenuItems`).
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
        if ActionButtons.isActionSlot(node) {
            if ActionButtons.isContextMenu(node) {
                for item in CheckableMenuItems.items(in: node) { walk(item) }
            }
            return .skipChildren
        }
        return LifecycleClosures.isLifecycleAction(node) ? .skipChildren : .visitChildren
    }

    // Nested types are checked on their own.
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        // `configuration.label` in a ToggleStyle: the Toggle's own label.
        if node.declName.baseName.text == "label",
           node.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "configuration" {
            labels.append((.dynamic("configuration.label"), Syntax(node)))
        }
        return .visitChildren
    }

    override func visit(_ node: UnresolvedTernaryExprSyntax) -> SyntaxVisitorContinueKind {
        guard let sequence = node.parent?.parent?.as(SequenceExprSyntax.self),
              let ternary = SwiftSyntaxFacts.ternary(ExprSyntax(sequence)) else { return .visitChildren }
        // The modifier it is the look of, through parentheses, a `?? default` and the ternaries it
        // is a branch of (`TernaryLookModifier`).
        let modifier = TernaryLookModifier.modifier(of: sequence)
        // A ternary that is a branch of another is part of that one look (`NestedTernaries`); but
        // in a colour modifier's argument, chosen by the same condition in both branches, it is the
        // look of that condition: `colorScheme == .dark ? (isOn ? a : b) : (isOn ? c : d)` shows
        // `isOn` in either scheme.
        if NestedTernaries.isBranchOfEnclosingTernary(sequence),
           modifier.map(Indicator.colourModifiers.contains) != true || !TernaryLookModifier.decidesEveryBranch(sequence) {
            return .visitChildren
        }
        // The condition: the elements of the sequence before the `?`.
        let shown = Self.shownView(around: Syntax(sequence))
        var conditionElements = sequence.elements.prefix { !$0.is(UnresolvedTernaryExprSyntax.self) }.map { Syntax($0) }
        var condition = ternary.condition
        // A look's condition that names a `let` of the loop's body (`isChosen ? … : …`) reads what
        // the `let` stands for (`LetLooks`).
        if modifier != nil, conditionElements.first?.is(DeclReferenceExprSyntax.self) == true,
           let call = sequence.ancestor(FunctionCallExprSyntax.self) {
            let elements = conditionElements.compactMap { $0.as(ExprSyntax.self) }
            let lets = LoopBodyLets(around: call)
            if let membership = LetLooks.membership(elements, lets: lets) {
                // `index != -1`, the index of the item found first: its collection's membership.
                conditionElements = membership.parts
                condition = membership.condition
            } else if let parts = LetLooks.condition(elements, lets: lets) {
                conditionElements = parts
                condition = parts.map(\.trimmedDescription).joined(separator: " ")
            }
        }
        // A condition that names a `let` of the view's body (`isActive ? .trailing : .leading`, `let
        // isActive = state == .checked`) reads what it is bound to (`BodyLets`).
        if conditionElements.count <= 3, conditionElements.contains(where: { $0.is(DeclReferenceExprSyntax.self) || $0.is(PrefixOperatorExprSyntax.self) || $0.is(TupleExprSyntax.self) }),
           let substituted = BodyLets.substituted(conditionElements, names: bodyLetNames(at: Syntax(sequence))) {
            conditionElements = substituted.parts
            condition = substituted.condition
        }
        indicators.append(Indicator(node: Syntax(sequence), shown: shown, condition: condition,
                                    // A project's symbol enum's cases name their symbols elsewhere (`ProjectSymbolImages`).
                                    literals: NestedTernaries.literals(of: ternary.branches) + ProjectSymbolImages.branchNames(of: sequence)
                                        // Names the view's computed properties or constants give (`ComputedSymbolNames`).
                                        + ComputedSymbolNames.branchLiterals(of: sequence, branches: ternary.branches),
                                    conditionParts: conditionElements, modifier: modifier))
        return .visitChildren
    }

    override func visit(_ node: IfExprSyntax) -> SyntaxVisitorContinueKind {
        // In a view builder: `if isOn { Image(…) } else { … }` as a statement of a closure, or of a
        // view's `body` whole (`ViewBodyStatements`).
        guard node.parent?.is(ExpressionStmtSyntax.self) == true || node.parent?.is(CodeBlockItemSyntax.self) == true,
              node.ancestor(ClosureExprSyntax.self) != nil || ViewBodyStatements.isTopLevel(node) else { return .visitChildren }
        let shown = Self.firstView(in: Syntax(node.body)) ?? Syntax(node.body)
        // `if isActive`, a `let` of the view's body bound to the state's test: read as that test (`BodyLets`).
        if let substituted = BodyLets.substituted([Syntax(node.conditions)], names: bodyLetNames(at: Syntax(node))) {
            indicators.append(Indicator(node: Syntax(node), shown: shown, condition: substituted.condition, literals: [],
                                        conditionParts: substituted.parts))
            return .visitChildren
        }
        indicators.append(Indicator(node: Syntax(node), shown: shown, condition: node.conditions.trimmedDescription, literals: [],
                                    conditionTokens: node.conditions))
        return .visitChildren
    }

    override func visit(_ node: SwitchExprSyntax) -> SyntaxVisitorContinueKind {
        // In a view builder: `switch state { case .on: Image(…) … }`, an enum state shown case by case.
        guard node.parent?.is(ExpressionStmtSyntax.self) == true || node.parent?.is(CodeBlockItemSyntax.self) == true,
              node.ancestor(ClosureExprSyntax.self) != nil else { return .visitChildren }
        let shown = Self.firstView(in: Syntax(node.cases)) ?? Syntax(node.cases)
        indicators.append(Indicator(node: Syntax(node), shown: shown, condition: node.subject.trimmedDescription, literals: [],
                                    conditionTokens: node.subject))
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        // `SwiftUI.Text(label)` is a view spelt with its module, not a modifier of `SwiftUI`.
        if let name = SwiftSyntaxFacts.modifierName(node),
           node.calledExpression.as(MemberAccessExprSyntax.self)?.base?.as(DeclReferenceExprSyntax.self)?.baseName.text != "SwiftUI" {
            if name.hasPrefix("accessibility") { modifiers.append(node) }
            // `.strikethrough(hint.used)`: the text crossed out while the Bool holds.
            if name == "strikethrough", let first = node.arguments.first, first.label == nil,
               !first.expression.is(BooleanLiteralExprSyntax.self), node.trailingClosure == nil {
                strikeLooks.append(Indicator(node: Syntax(first.expression), shown: Self.shownView(around: Syntax(first.expression)),
                                             condition: first.expression.trimmedDescription, literals: [],
                                             conditionTokens: first.expression, modifier: name))
            }
            // `.background(itemBackgroundColor)`, a colour a `let` of the loop's body chose by a
            // ternary (`LetLooks`): a look of that ternary's condition, on this view.
            if Indicator.colourModifiers.contains(name), node.arguments.count == 1, let argument = node.arguments.first?.expression,
               argument.is(DeclReferenceExprSyntax.self),
               let sequence = LetLooks.ternary(namedBy: argument, lets: LoopBodyLets(around: node)),
               let ternary = SwiftSyntaxFacts.ternary(ExprSyntax(sequence)) {
                indicators.append(Indicator(node: Syntax(argument), shown: Self.shownView(around: Syntax(argument)), condition: ternary.condition,
                                            literals: NestedTernaries.literals(of: ternary.branches),
                                            conditionParts: LetLooks.conditionParts(of: sequence), modifier: name))
            }
            if var base = node.calledExpression.as(MemberAccessExprSyntax.self)?.base {
                // A tap inside a conditional-modifier helper's closure (`.if(onTap != nil) { $0.onTapGesture { … } }`)
                // is on the view the helper is called on (`HelperTapModifiers.viewThroughConditionalHelper`).
                if base.is(DeclReferenceExprSyntax.self) { base = HelperTapModifiers.viewThroughConditionalHelper(base) }
                switch name {
                case let gesture where DeadTaps.gestureModifiers.contains(gesture) && DeadTaps.isDead(node):
                    // `.allowsHitTesting(false).onTapGesture { … }`: a tap that never fires is no tap target.
                    break
                case "onTapGesture":
                    if let closure = node.trailingClosure ?? node.arguments.last?.expression.as(ClosureExprSyntax.self) {
                        tapActions.append(TapAction(body: Syntax(closure), tappedView: base, isButton: false))
                    } else if let performed = ClosureTapStates.functionNamed(asPerformed: node) {
                        // `.onTapGesture(perform: onTogglePacked)`: the function run is named, not called.
                        tapActions.append(TapAction(body: Syntax(performed), tappedView: base, isButton: false))
                    }
                case "gesture", "simultaneousGesture", "highPriorityGesture":
                    // `.gesture(TapGesture().onEnded { … })`.
                    if let argument = node.arguments.first?.expression, argument.trimmedDescription.hasPrefix("TapGesture"),
                       let ended = Self.onEnded(in: Syntax(argument)) {
                        tapActions.append(TapAction(body: Syntax(ended), tappedView: base, isButton: false))
                    }
                default:
                    // `.buttonWrapper { isOn.toggle() }`: a project's modifier that makes a tap.
                    if let closure = node.trailingClosure, let isButton = HelperTapModifiers.tapKind(of: node, named: name, wrappers: tapModifiers) {
                        tapActions.append(TapAction(body: Syntax(closure), tappedView: base, isButton: isButton))
                    }
                }
            }
            return .visitChildren
        }
        switch SwiftSyntaxFacts.calleeName(node) {
        case "Text", "Label":
            // A `Text` given to an accessibility modifier (`.accessibilityLabel(Text(…))`) is what
            // the reader says for that view, never a text on screen.
            if let first = SwiftSyntaxFacts.shownWords(node), !Self.isAccessibilityArgument(node) {
                // `title.convertToView { t in Text(t) }`, `title.map { Text($0) }`: an Optional's helper
                // handing its closure the value, read as `if let t = title` (`OwnViewMethods.unwrapped`).
                // Asked only of a bare name that is no stored property of the type (`Text(title)` of a
                // property, `Text(item.name)`, a literal: the common texts, never climbed from).
                let unwrapped = first.expression.as(DeclReferenceExprSyntax.self)
                    .flatMap { storedNames.contains($0.baseName.text) ? nil : declaration }
                    .flatMap { OwnViewMethods.unwrapped(first.expression, in: $0) }
                labels.append((SourceValue(unwrapped ?? first.expression), Syntax(node)))
            }
        case let name? where name.first?.isUppercase == true && !Self.notTextViews.contains(name) && !name.hasSuffix("Button"):
            // A project's own text view given its words (`MontserratText("I agree …", size: 12)`):
            // a visible text, named by that literal (round ten, pattern 6); one named otherwise
            // only when the file declares it with a `Text` body (`ProjectTextViews`).
            if let first = node.arguments.first, first.label == nil, SwiftSyntaxFacts.stringLiteral(first.expression) != nil {
                if name.count > 4 && name.hasSuffix("Text") {
                    labels.append((SourceValue(first.expression), Syntax(node)))
                } else {
                    possibleTextViews.append((name, (SourceValue(first.expression), Syntax(node))))
                }
            }
        case "Image":
            if let indicator = RawValueSymbols.indicator(node) { rawValueImages.append(indicator) }
            // `Image(systemName: iconName)`, the names a computed property of the view returns (`ComputedSymbolNames`).
            // One indicator for each condition that chooses a name, all on the one argument.
            if let (argument, names) = ComputedSymbolNames.names(shownBy: node) {
                for parts in names.conditions {
                    indicators.append(Indicator(node: Syntax(argument), shown: Syntax(node),
                                                condition: parts.map(\.trimmedDescription).joined(separator: " "),
                                                literals: names.literals, conditionParts: parts))
                }
            }
        case let name? where node.arguments.isEmpty && node.trailingClosure == nil && Self.isLabelName(name):
            // `label()`: a view given by whoever uses the checkbox, known at run time.
            labels.append((.dynamic(name), Syntax(node)))
        case let name? where name != "Button" && name.hasSuffix("Button") && !node.arguments.isEmpty:
            // A design system's own button (`SwiftUIBaseButton(appearance: …, action: { … }, label: { … })`):
            // its `action:` closure is the tap. What its type declares to VoiceOver is not in the file.
            if let action = SwiftSyntaxFacts.argument(node, "action"), action.is(ClosureExprSyntax.self) {
                tapActions.append(TapAction(body: Syntax(action), tappedView: ExprSyntax(node), isButton: false))
            }
        case "Button":
            // `Button(action: { … }) { label }`, `Button(action: helper)`, `Button { action } label: { label }`,
            // `Button("Title") { action }`.
            let action: Syntax? = SwiftSyntaxFacts.argument(node, "action").map(Syntax.init)
                ?? (node.additionalTrailingClosures.isEmpty && SwiftSyntaxFacts.argument(node, "label") == nil
                    && node.arguments.first?.label == nil && !node.arguments.isEmpty ? node.trailingClosure.map(Syntax.init) : nil)
                ?? (node.additionalTrailingClosures.first?.label.text == "label" ? node.trailingClosure.map(Syntax.init) : nil)
            if let action {
                tapActions.append(TapAction(body: action, tappedView: ExprSyntax(node), isButton: true))
            }
        case let name? where name.first?.isLowercase == true && node.trailingClosure == nil
            && node.calledExpression.is(DeclReferenceExprSyntax.self):
            // `content(option)`, `label(for: element)`: maybe a closure property that builds the
            // caller's view, or a method of the type that builds a text.
            possibleNameCalls.append(node)
        case nil where node.trailingClosure == nil && SwiftSyntaxFacts.selfMemberName(node.calledExpression) != nil:
            // `self.titleView(title: text)`: a method of the type, maybe one that builds a text (`OwnViewMethods`).
            possibleNameCalls.append(node)
        default:
            break
        }
        return .visitChildren
    }

    /// Calls of a lowercase name (`content(option)`, `label(for: element)`, `toggle(option)`):
    /// names when the type declares the name a view-building closure property or a method that
    /// builds a text (`addCalledNames(declaredIn:)`).
    private var possibleNameCalls: [FunctionCallExprSyntax] = []

    /// The calls of `possibleNameCalls` that show a name the caller's closure (`CalledViewBuilders`)
    /// or a method of the type (`MethodBuiltLabels`) builds, added to the texts in source order: each
    /// names the row it is in, `{content(option)}`, known at run time.
    func addCalledNames(declaredIn declaration: any DeclGroupSyntax) {
        guard !possibleNameCalls.isEmpty else { return }
        var added = false
        var known: [String: Bool] = [:]
        lazy var methods = MethodBuiltLabels.methodNames(in: declaration)
        lazy var viewMethods = OwnViewMethods.methods(of: declaration)
        for call in possibleNameCalls {
            guard let name = SwiftSyntaxFacts.ownName(call.calledExpression) else { continue }
            if known[name] == nil {
                let builder = if case .builder = GivenViewProperty.of(name, in: declaration) { !call.arguments.isEmpty } else { false }
                known[name] = builder || methods.contains(name)
            }
            // A method of the type that builds a view: named by the first text it shows, followed
            // through the type's methods it calls, as this call shows it (`OwnViewMethods`).
            let shown = viewMethods[name] != nil ? OwnViewMethods.text(shownBy: call, methods: viewMethods, in: declaration) : nil
            if known[name] == true {
                labels.append((shown ?? CalledViewBuilders.name(of: call), Syntax(call)))
            } else if let shown {
                labels.append((shown, Syntax(call)))
            } else {
                continue
            }
            added = true
        }
        if added { labels.sort { $0.node.position < $1.node.position } }
    }

    /// Calls of a view of the project given a string literal first (`Caption("Terms")`): texts
    /// when the file declares that view with a `Text` body (`addTextViews(declaredIn:)`).
    private var possibleTextViews: [(name: String, label: (value: SourceValue, node: Syntax))] = []

    /// SwiftUI's views and controls whose first string is no text beside a box (a title of their
    /// own, an image name, a key).
    private static let notTextViews: Set<String> = [
        "Text", "Label", "Image", "Button", "Toggle", "Link", "NavigationLink", "Menu", "Picker", "Section", "TextField",
        "SecureField", "GroupBox", "DisclosureGroup", "LocalizedStringKey", "ShareLink", "Stepper", "Slider", "Color",
        "NavigationView", "NavigationStack", "Tab", "ProgressView", "Gauge", "ContentUnavailableView",
    ]

    /// The calls of `possibleTextViews` whose view the file declares with a `Text` body, added to
    /// the texts in source order.
    func addTextViews(declaredIn file: SourceFileSyntax) {
        guard !possibleTextViews.isEmpty else { return }
        var known: [String: Bool] = [:]
        var added = false
        for candidate in possibleTextViews {
            if known[candidate.name] == nil { known[candidate.name] = ProjectTextViews.isTextView(candidate.name, in: file) }
            if known[candidate.name] == true {
                labels.append(candidate.label)
                added = true
            }
        }
        if added { labels.sort { $0.node.position < $1.node.position } }
    }

    /// Names of the stored views a reusable checkbox shows as its label (`label()`, `title`).
    static func isLabelName(_ name: String) -> Bool {
        ["label", "title", "content", "text"].contains(name)
    }

    override func visit(_ node: CodeBlockItemSyntax) -> SyntaxVisitorContinueKind {
        // `title` or `label` on its own as a view of a view builder.
        // So is one styled by modifiers (`text.font(.system(size: 13)).lineLimit(1)`): still the
        // caller's text, shown.
        if let expression = node.item.as(ExprSyntax.self), let reference = Self.styledBase(expression),
           Self.isLabelName(reference.baseName.text), node.parent?.parent?.is(ClosureExprSyntax.self) == true {
            labels.append((.dynamic(reference.baseName.text), Syntax(reference)))
        }
        return .visitChildren
    }

    /// The plain name at the base of a chain of modifiers (`text` of `text.font(…).lineLimit(1)`),
    /// or the name itself; nil for anything else (a call, `self.text`, a member).
    private static func styledBase(_ expression: ExprSyntax) -> DeclReferenceExprSyntax? {
        var current = expression
        for _ in 0..<32 {
            if let reference = current.as(DeclReferenceExprSyntax.self) { return reference.argumentNames == nil ? reference : nil }
            guard let call = current.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                  let base = member.base else { return nil }
            current = base
        }
        return nil
    }

    private static func onEnded(in node: Syntax) -> ClosureExprSyntax? {
        var stack = [node]
        while let current = stack.popLast() {
            if let call = current.as(FunctionCallExprSyntax.self), SwiftSyntaxFacts.modifierName(call) == "onEnded" {
                return call.trailingClosure ?? call.arguments.first?.expression.as(ClosureExprSyntax.self)
            }
            stack.append(contentsOf: current.children(viewMode: .sourceAccurate))
        }
        return nil
    }

    /// The view a ternary sits in: the `Image(…)` whose argument it is, or the view a modifier with
    /// it (`.opacity(on ? 1 : 0)`, `.fill(on ? a : b)`) applies to.
    private static func shownView(around node: Syntax) -> Syntax {
        var current = node
        while let parent = current.parent, !parent.kind.isDeclaration {
            if let call = parent.as(FunctionCallExprSyntax.self), call.calledExpression.id != current.id {
                if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
                    // Down the modifier chain to the view.
                    var view = base
                    while let inner = view.as(FunctionCallExprSyntax.self), let innerMember = inner.calledExpression.as(MemberAccessExprSyntax.self),
                          let innerBase = innerMember.base {
                        view = innerBase
                    }
                    return Syntax(view)
                }
                return Syntax(call)
            }
            current = parent
        }
        return node
    }

    /// The first view call in a branch of an `if`.
    private static func firstView(in node: Syntax) -> Syntax? {
        var stack = [node]
        while !stack.isEmpty {
            let current = stack.removeFirst()
            if let call = current.as(FunctionCallExprSyntax.self), let name = SwiftSyntaxFacts.calleeName(call),
               ["Image", "RoundedRectangle", "Rectangle", "Circle", "Text", "Capsule"].contains(name) {
                return Syntax(call)
            }
            stack.append(contentsOf: current.children(viewMode: .sourceAccurate))
        }
        return nil
    }

    static func literals(in node: Syntax) -> [String] {
        var found: [String] = []
        var stack = [node]
        while let current = stack.popLast() {
            if let literal = current.as(StringLiteralExprSyntax.self) {
                if let text = SwiftSyntaxFacts.stringLiteral(ExprSyntax(literal)) { found.append(text) }
                continue
            }
            // `Image(systemName: Symbols.selected)`: the project's constant, read as its literal.
            if let text = ProjectStringConstants.symbolLiteral(at: current) {
                found.append(text)
                continue
            }
            stack.append(contentsOf: current.children(viewMode: .sourceAccurate))
        }
        return found
    }
}

extension String {
    /// Whether `word` occurs as a whole identifier (`isOn` in `isOn ? a : b`, not in `isOnline`).
    func containsWord(_ word: String) -> Bool {
        let bytes = Array(utf8), needle = Array(word.utf8)
        guard !needle.isEmpty, bytes.count >= needle.count else { return false }
        func isIdentifier(_ byte: UInt8) -> Bool {
            (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F || byte >= 0x80
        }
        var start = 0
        while start + needle.count <= bytes.count {
            if bytes[start..<start + needle.count].elementsEqual(needle),
               start == 0 || !isIdentifier(bytes[start - 1]),
               start + needle.count == bytes.count || !isIdentifier(bytes[start + needle.count]) {
                return true
            }
            start += 1
        }
        return false
    }
}

extension StringProtocol {
    func trimmingCharacters(in set: Character) -> String {
        var slice = Substring(self)
        while slice.first == set { slice = slice.dropFirst() }
        while slice.last == set { slice = slice.dropLast() }
        return String(slice)
    }
}

extension SyntaxProtocol {
    /// The nearest ancestor of `type`.
    func ancestor<T: SyntaxProtocol>(_ type: T.Type) -> T? {
        var current = parent
        while let node = current {
            if let found = node.as(T.self) { return found }
            current = node.parent
        }
        return nil
    }
}

extension DeclGroupSyntax {
    func inherits(_ name: String) -> Bool {
        inheritanceClause?.inheritedTypes.containsByIndex { inherited in
            if let type = inherited.type.as(IdentifierTypeSyntax.self) { return type.name.text == name }
            if let type = inherited.type.as(MemberTypeSyntax.self) { return type.name.text == name }
            return false
        } ?? false
    }
}

/// What a state the tap changes, found some ways, asks of what the view shows before it makes a
/// checkbox, or spares it.
struct StateConditions: OptionSet {
    let rawValue: UInt8
    /// Only a box chosen by the state will do: the state is known from a type named as a checkbox,
    /// or from a caller's closure, not from the file changing it.
    static let boxOnly = StateConditions(rawValue: 1)
    /// The state is told only by the look of the tapped view (its colour, its tint), so that look
    /// is the indicator.
    static let shownOnlyByLook = StateConditions(rawValue: 2)
    /// The box must be in the tapped view itself: a caller's closure may as well delete or open the
    /// item, which a status mark beside the tapped view does not say.
    static let boxInTappedView = StateConditions(rawValue: 4)
    /// The control declares the toggle trait itself (`.accessibilityAddTraits(.isToggle)`): whatever
    /// its look, it says it is two-state.
    static let declaredToggle = StateConditions(rawValue: 8)
    /// The state is a method's `Binding<Bool>` parameter (`BindingParameterToggles`): a look on the
    /// Button is the indicator, over an icon too, as the symbols its calls pass were judged there.
    static let boundParameterLook = StateConditions(rawValue: 16)
}
