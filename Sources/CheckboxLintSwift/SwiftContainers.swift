import CheckboxLintKit
import SwiftSyntax

/// How a Toggle is drawn, from its `.toggleStyle(…)`.
enum ToggleStyleKind: Equatable {
    /// The default, `.switch`, `SwitchToggleStyle(…)`.
    case `switch`
    /// macOS's `.checkbox` / `CheckboxToggleStyle()`.
    case checkbox
    /// `.button` / `ButtonToggleStyle()`: a button that is selected while on.
    case button
    /// A style of the app's own (named by its type, or by the static member that makes it).
    case custom(String)
}

/// The toggle styles a file defines, and what a `.toggleStyle(…)` argument names.
struct ToggleStyles {
    /// Style types declared in the file (`struct X: ToggleStyle`), by name.
    private var declared: [String: StructDeclSyntax] = [:]
    /// Static members that make a style (`static var checkbox: MyStyle`), by member name.
    private var members: [String: String] = [:]
    private var handMade: [String: HandMadeCheckbox] = [:]

    init(handMade: [HandMadeCheckbox], scan: FileScan) {
        for style in scan.toggleStyles {
            declared[style.name.text] = style
        }
        for (member, type) in scan.styleMembers { members[member] = type }
        for checkbox in handMade where checkbox.isToggleStyle { self.handMade[checkbox.name] = checkbox }
    }

    /// - Parameter macOS: whether the file is known to be for macOS already. iOS apps very often
    ///   declare a `CheckboxToggleStyle` of their own (SwiftUI's is macOS only), in this file or
    ///   another: the name is SwiftUI's only in a macOS file.
    func kind(of style: ExprSyntax?, macOS: Bool) -> ToggleStyleKind {
        guard let style else { return .switch }
        if let call = style.as(FunctionCallExprSyntax.self), let name = SwiftSyntaxFacts.calleeName(call) {
            // A type of the file's own shadows SwiftUI's (CVS Health's catalogue declares its own
            // `CheckboxToggleStyle`).
            if declared[name] != nil { return .custom(name) }
            switch name {
            case "CheckboxToggleStyle": return macOS ? .checkbox : .custom(name)
            case "ButtonToggleStyle": return .button
            case "SwitchToggleStyle", "DefaultToggleStyle": return .switch
            default: return .custom(name)
            }
        }
        if let call = style.as(FunctionCallExprSyntax.self), let member = SwiftSyntaxFacts.memberName(call.calledExpression) {
            // `.custom(viewModel: …)`: a static function of an app's style.
            return .custom(members[member] ?? ProjectDeclarations.toggleStyleMemberTypeElsewhere(named: member) ?? member)
        }
        if let member = SwiftSyntaxFacts.memberName(style) {
            if let type = members[member] { return .custom(type) }
            switch member {
            case "checkbox": return .checkbox
            case "button": return .button
            case "switch", "automatic": return .switch
            // A static member another file of the project declares (`extension ToggleStyle where
            // Self == CheckMarkToggleStyle { static var checkmark: … }`): that style, as
            // `CheckMarkToggleStyle()` would name it.
            default: return .custom(ProjectDeclarations.toggleStyleMemberTypeElsewhere(named: member) ?? member)
            }
        }
        return .custom(SwiftSyntaxFacts.compactSource(style))
    }

    /// Whether `style` is `.checkbox`, SwiftUI's macOS checkbox style (not a member of the file's
    /// own named like it): evidence that the file is for macOS.
    func isNativeCheckbox(_ style: ExprSyntax?) -> Bool {
        guard let style, style.is(MemberAccessExprSyntax.self) else { return false }
        return kind(of: style, macOS: false) == .checkbox
    }

    /// The literal text a style of this file shows as the label (`Text("Use Face ID to log in.")`
    /// in its body, where `configuration.label` is not shown).
    func literalLabel(ofStyle name: String) -> SourceValue? {
        guard let style = declared[name] else { return nil }
        if let checkbox = handMade[name] {
            if case .literal = checkbox.label { return checkbox.label }
            return nil
        }
        let body = Syntax(style.memberBlock)
        guard !body.tokens(viewMode: .sourceAccurate).contains(where: { $0.text == "label" }) else { return nil }
        if let text = SwiftModelMapper.firstText(in: body), case .literal = text { return text }
        return nil
    }
}

/// The containers of SwiftUI views that decide sets and their titles (SPEC §10, §4.1): a set is
/// the checkboxes of one container the user meets together — a stack, a `List`/`Form` section, a
/// `GroupBox` — never every checkbox one `body` builds.
enum SwiftContainers {
    /// Containers that hold a set. A row (`HStack`) holds a control and its text, not a set: two
    /// rows of one stack are one set.
    static let setContainers: Set<String> = [
        "VStack", "LazyVStack", "List", "Form", "Section", "GroupBox", "Grid", "LazyVGrid", "LazyHGrid", "ScrollView", "DisclosureGroup",
    ]

    /// The container whose checkboxes form one set with this one.
    static func setContainer(of view: ViewContext) -> ViewContext.Container? {
        setContainerIndex(of: view).map { view.containers[$0] }
    }

    /// Where `setContainer` is in the view's containers: its call read there, the container is not
    /// copied (~280 instructions, made and destroyed, for each view placed).
    static func setContainerIndex(of view: ViewContext) -> Int? {
        view.containers.firstIndex { container in
            if let name = container.name, setContainers.contains(name) { return container.slot != "header" && container.slot != "footer" }
            return isTitledGroup(container) != nil
        }
    }

    /// `Section`/`GroupBox` (not the view in its header), or a container with
    /// `.accessibilityElement(children: .contain)` and an `.accessibilityLabel`: the group that
    /// titles the checkbox, nearest first.
    static func titledContainer(of view: ViewContext, declarations: FileDeclarations) -> (container: ViewContext.Container, header: SourceValue?)? {
        for container in view.containers {
            if container.name == "Section" || container.name == "GroupBox" {
                if container.slot == "header" || container.slot == "footer" { return nil }
                return (container, SwiftModelMapper.sectionHeader(container.call, declarations: declarations))
            }
            if let label = isTitledGroup(container) { return (container, label) }
        }
        return nil
    }

    /// The label of a container made an accessibility container with a label: VoiceOver speaks
    /// it as focus enters the group.
    private static func isTitledGroup(_ container: ViewContext.Container) -> SourceValue? {
        var contains = false
        var label: SourceValue?
        for modifier in container.modifiers {
            switch modifier.name {
            case "accessibilityElement":
                contains = SwiftSyntaxFacts.argument(modifier.call, "children").flatMap(SwiftSyntaxFacts.memberName) == "contain"
            case "accessibilityLabel":
                label = modifier.call.arguments.first.map { SourceValue($0.expression) }
            default: break
            }
        }
        return contains ? label : nil
    }

    /// Whether `parent`, reached from its child `current` on the climb from a view to its
    /// declaration, makes the view an item of a menu (`Menu { … }`, a `menu:` argument,
    /// `.contextMenu`, `.toolbar`): the menu's button titles its items, and VoiceOver reads them one
    /// by one. `ViewContext` asks it at each step of its climb (`isInMenu`).
    /// `callName`: `parent`'s called name when the caller read it already (`.some(nil)`: it has none).
    static func isMenuStep(_ parent: Syntax, kind: SyntaxKind? = nil, from current: Syntax, callName: String?? = .none) -> Bool {
        // By kind first (`kind`: `parent`'s, when the caller has it): a cast per kind looked for, at
        // each step, was most of the climb.
        // Only the cast the kind calls for (each cast that fails still costs ~100 instructions).
        switch kind ?? parent.kind {
        case .functionCallExpr:
            guard let call = parent.as(FunctionCallExprSyntax.self) else { return false }
            if (callName ?? SwiftSyntaxFacts.calleeName(call)) == "Menu" { return true }
            // A switch, not an array literal's `contains`: that made the array on every step of a climb.
            switch SwiftSyntaxFacts.modifierName(call) {
            case "contextMenu", "toolbar", "menu":
                return call.calledExpression.id != current.id
            default:
                return false
            }
        case .labeledExpr:
            return parent.as(LabeledExprSyntax.self)?.label?.text.lowercased().containsText("menu") == true
        case .multipleTrailingClosureElement:
            return parent.as(MultipleTrailingClosureElementSyntax.self)?.label.text.lowercased().containsText("menu") == true
        default:
            return false
        }
    }

    /// Stacks a title before a set may sit outside of: the set is the first thing in them.
    /// A `ScrollView` the set opens is one too (round eight, pattern 9: `VStack { topRow; Divider();
    /// ScrollView { rows } }`): it only scrolls what it holds; so is the `ForEach` that makes the
    /// set (pattern 10: `VStack { Text("Allergies"); ForEach(…) { … } }`): its rows are the set.
    private static let transparent: Set<String> = ["VStack", "LazyVStack", "HStack", "ZStack", "Group", "ScrollView", "ForEach"]

    /// Whether a container lays its views out as a stack does: SwiftUI's stacks above, or a custom
    /// `Layout` called with its views (`FlowLayout(spacing: 10) { ForEach(…) }`), named as one.
    private static func isTransparent(_ name: String) -> Bool {
        transparent.contains(name) || name.count > "Layout".count && name.hasSuffix("Layout")
    }

    /// The `Text` right before the set the view belongs to: before it in its stack, past the other
    /// checkboxes of the set, spacers and dividers; or, when the set opens its stack, before that
    /// stack. `isHeader` when it is marked `.accessibilityAddTraits(.isHeader)`.
    typealias Title = (text: FunctionCallExprSyntax, value: SourceValue, isHeader: Bool)

    /// Titles found, by the statement they were looked for from: the checkboxes of one stack
    /// share the answer of the first (a stack of a thousand Toggles is not walked a thousand times).
    final class TitleCache {
        var byItem: [SyntaxIdentifier: Title?] = [:]
        /// Names called with a closure that are no helper of the file (`Card`, `ScrollView`):
        /// looked up once, not once per call.
        var notHelpers: Set<String> = []
    }

    static func titleBefore(_ view: ViewContext, cache: TitleCache, holdsCheckbox: (Syntax) -> Bool) -> Title? {
        guard let item = statementItem(holding: Syntax(view.outermost)) else { return nil }
        if let known = cache.byItem[item.id] { return known }
        // A row of one control and its caption (`HStack { Text("Show Artist Name"); Spacer();
        // Toggle(…) }`): its text names the control, and the set's title is before the row; with
        // none there, the row's text is what comes before the control.
        let title = findTitleBefore(view, skippingCaptionRows: true, cache: cache, holdsCheckbox: holdsCheckbox)
            ?? findTitleBefore(view, skippingCaptionRows: false, cache: cache, holdsCheckbox: holdsCheckbox)
        cache.byItem[item.id] = .some(title)
        return title
    }

    /// The statement of a view builder `node` is: its item, or, for an `if` (a checkbox spelt as
    /// the two branches of one, `BranchedButtons`), the item of the statement the `if` is.
    private static func statementItem(holding node: Syntax) -> CodeBlockItemSyntax? {
        if let item = node.parent?.as(CodeBlockItemSyntax.self) { return item }
        guard node.is(IfExprSyntax.self), let statement = node.parent?.as(ExpressionStmtSyntax.self) else { return nil }
        return statement.parent?.as(CodeBlockItemSyntax.self)
    }

    private static func findTitleBefore(_ view: ViewContext, skippingCaptionRows: Bool, cache: TitleCache,
                                        holdsCheckbox: (Syntax) -> Bool) -> Title? {
        var node = Syntax(view.outermost)
        // The collection of the loop climbed out of (`ForEach(items)`), and whether fields that
        // name or add to it were passed (`SetFields`): past them only the screen's title is taken.
        var collection: [String]?
        var pastFields = false
        for _ in 0..<8 {
            guard let item = statementItem(holding: node), let list = item.parent?.as(CodeBlockItemListSyntax.self) else { return nil }
            // The siblings before the item, nearest first, reached from its index: collected from
            // the start, a stack of thousands of Toggles was walked once per Toggle.
            guard var index = list.index(of: item) else { return nil }
            if skippingCaptionRows, isCaptionRow(list, of: item, holdsCheckbox: holdsCheckbox) { index = list.startIndex }
            while index != list.startIndex {
                index = list.index(before: index)
                let sibling = list[index]
                // An earlier checkbox of the same stack already knows the answer.
                if let known = cache.byItem[sibling.id] { return known }
                guard let item = sibling.item.as(ExprSyntax.self) else {
                    if holdsCheckbox(Syntax(sibling)) { continue }
                    // A view builder's `let` (`let index = tasks.firstIndex(of: task)`) draws nothing.
                    if sibling.item.is(VariableDeclSyntax.self) { continue }
                    // An `if` of fields of the set (`if adding { TextField(…).onSubmit(add) }`).
                    if let collection, SetFields.serve(sibling, collection: collection) {
                        pastFields = true
                        continue
                    }
                    return nil
                }
                let (expression, isHeader) = SwiftSyntaxFacts.viewUnderModifiers(item)
                if let call = expression.as(FunctionCallExprSyntax.self), let name = SwiftSyntaxFacts.calleeName(call) {
                    // An empty text (`Text("")`, often only the holder of the screen's title) shows
                    // nothing and VoiceOver skips it: no title, passed over as a spacer is.
                    if isBlankText(call) { continue }
                    if name == "Text", let first = SwiftSyntaxFacts.shownWords(call) {
                        // Above fields of the set, a text is other content: only the screen's title names it.
                        if pastFields { return nil }
                        // A plain text right after another control is that control's caption (a
                        // picker's description), not a title of what follows it.
                        if !isHeader, index != list.startIndex, isCaptionedControl(list[list.index(before: index)]) { return nil }
                        // A small caption under a title (`Text("Request report").font(.title)`, then
                        // `Text("…of the selected habits…").font(.caption)`) explains the set; the
                        // text above it is the set's title.
                        if !isHeader, index != list.startIndex, isCaption(item), let above = plainText(list[list.index(before: index)]) {
                            return above
                        }
                        return (call, SourceValue(first.expression), isHeader)
                    }
                    if name == "Spacer" || name == "Divider" { continue }
                    // A bare shape (a card's `RoundedRectangle` under the set in a `ZStack`, a rule
                    // drawn as a `Rectangle`) is no accessibility element: passed over as a divider
                    // is, unless something it overlays or holds shows words or an image.
                    if bareShapes.contains(name), !item.tokens(viewMode: .sourceAccurate).contains(where: { ["Text", "Label", "Image"].contains($0.text) }) {
                        continue
                    }
                }
                // A member of the type shown right before the set (`topRow`): the text it opens with.
                if !pastFields, expression.is(DeclReferenceExprSyntax.self) || expression.is(MemberAccessExprSyntax.self),
                   let title = MemberTitles.openingText(of: expression, usedWith: isHeader, holdsCheckbox: holdsCheckbox) {
                    return title
                }
                // Another checkbox of the same set: the title is before it.
                if holdsCheckbox(Syntax(sibling)) { continue }
                // A field that names or adds to the set (`SetFields`): the screen's title may still name it.
                if let collection, SetFields.serve(sibling, collection: collection) {
                    pastFields = true
                    continue
                }
                return nil
            }
            // The set opens its stack: the title is before the stack. A set that opens the body is
            // titled by a screen title set on any view of that body (`Text("").navigationTitle(…)`
            // beside it): SwiftUI hands it up to the navigation bar, as from an enclosing stack.
            guard let closure = list.parent?.as(ClosureExprSyntax.self) else {
                // A branch of an `if` the set opens (`List { if items.isEmpty { … } else { ForEach … } }`):
                // the title is looked for before the `if`, as `navigationTitle(above:)` reads it.
                if let opened = branchOpening(list) {
                    node = Syntax(opened.item.item)
                    continue
                }
                return screenTitle(ofBodyOpenedBy: list)
            }
            let call = closure.parent?.as(FunctionCallExprSyntax.self)
                ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self)
            // The loop that makes the set (`ForEach(items) { … }`, `List(items) { … }`): its collection.
            if collection == nil, let call { collection = SetFields.collection(of: call) }
            // A helper of the file the set is passed to (`configSection(title: "Style") { … }`):
            // the title it shows before where it shows the set.
            // A checkbox in a `Button`'s or link's label (a page row's Toggle inside the Button that
            // opens the page): VoiceOver meets the holder, an item of the same set the list would
            // make without it, so its title is looked for from the holder (round eight, pattern 7).
            if let call, let name = SwiftSyntaxFacts.calleeName(call), holders.contains(name), isLabel(closure, of: call) {
                node = Syntax(ViewContext.modifierChain(above: ExprSyntax(call)).1)
                continue
            }
            if !pastFields, let call, let name = SwiftSyntaxFacts.calleeName(call), !isTransparent(name),
               !cache.notHelpers.contains(name) {
                if let title = ViewBuilderHelpers.title(of: closure, passedTo: call, notHelpers: &cache.notHelpers) { return title }
            }
            guard let call, let name = SwiftSyntaxFacts.calleeName(call) else { return nil }
            // Fields of the set before a container it opens (`VStack { TextField(…).onSubmit(add);
            // List { ForEach(items) { … } } }`) are passed there too.
            let fields = collection.map { collection in { (item: CodeBlockItemSyntax) in SetFields.serve(item, collection: collection) } }
            guard isTransparent(name) else { return navigationTitle(above: call, passing: fields) }
            let (modifiers, outermost) = ViewContext.modifierChain(above: ExprSyntax(call))
            if modifiers.contains(where: setsScreenTitle) { return navigationTitle(above: call, passing: fields) }
            node = Syntax(outermost)
        }
        return nil
    }

    /// Whether `list` is an `HStack`'s, and `item` the one checkbox in it.
    private static func isCaptionRow(_ list: CodeBlockItemListSyntax, of item: CodeBlockItemSyntax,
                                     holdsCheckbox: (Syntax) -> Bool) -> Bool {
        guard let closure = list.parent?.as(ClosureExprSyntax.self),
              let call = closure.parent?.as(FunctionCallExprSyntax.self) ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self),
              SwiftSyntaxFacts.calleeName(call) == "HStack" else { return false }
        return !list.contains { $0.id != item.id && holdsCheckbox(Syntax($0)) }
    }

    /// Text styles of a caption: smaller than the body text, under what it explains.
    private static let captionStyles: Set<String> = ["caption", "caption2", "footnote"]

    /// A typography token's name that says a caption's size: `caption…`, `footnote…`, `…Small`
    /// (`bodySmall`, `labelSmall`; a heading's `headingMedium` is none).
    private static func isSmallStyleToken(_ name: String) -> Bool {
        let lowered = name.lowercased()
        return lowered.hasPrefix("caption") || lowered.hasPrefix("footnote") || lowered.hasSuffix("small")
    }

    /// Whether a view is set in a caption's text style (`.font(.caption)`, `.font(.footnote)`).
    private static func isCaption(_ view: ExprSyntax) -> Bool {
        var expression = view
        for _ in 0..<32 {
            guard let call = expression.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                  let base = member.base else { return false }
            if member.declName.baseName.text == "font", let style = call.arguments.first?.expression.as(MemberAccessExprSyntax.self) {
                let name = style.declName.baseName.text
                if style.base == nil, captionStyles.contains(name) { return true }
                // A design system's token of a small style (`theme.typography.bodySmall`, `Typography.caption1`).
                if style.base != nil, isSmallStyleToken(name) { return true }
            }
            expression = base
        }
        return false
    }

    /// A `Text` with a text of its own (`Text("Request report").font(.title)`), not in a caption's
    /// style: the title a caption under it explains.
    private static func plainText(_ item: CodeBlockItemSyntax) -> Title? {
        guard let expression = item.item.as(ExprSyntax.self), !isCaption(expression) else { return nil }
        let (view, isHeader) = SwiftSyntaxFacts.viewUnderModifiers(expression)
        guard let call = view.as(FunctionCallExprSyntax.self), SwiftSyntaxFacts.calleeName(call) == "Text",
              let first = SwiftSyntaxFacts.shownWords(call), !isBlankText(call) else { return nil }
        return (call, SourceValue(first.expression), isHeader)
    }

    /// Whether `call` is a `Text` of an empty or blank literal (`Text("")`, `Text(" ")`,
    /// `Text(verbatim: "")`): nothing shown, nothing VoiceOver reads.
    static func isBlankText(_ call: FunctionCallExprSyntax) -> Bool {
        guard SwiftSyntaxFacts.calleeName(call) == "Text", call.arguments.count == 1, let first = SwiftSyntaxFacts.shownWords(call),
              let literal = first.expression.as(StringLiteralExprSyntax.self) else { return false }
        return literal.segments.allSatisfy { segment in
            segment.as(StringSegmentSyntax.self)?.content.text.allSatisfy(\.isWhitespace) == true
        }
    }

    /// Whether `item` draws nothing VoiceOver stops on before a set: an empty `Text` (under modifiers).
    fileprivate static func isBlankItem(_ item: CodeBlockItemSyntax) -> Bool {
        guard let expression = item.item.as(ExprSyntax.self),
              let call = ViewContext.ownModifiers(of: expression).base.as(FunctionCallExprSyntax.self) else { return false }
        return isBlankText(call)
    }

    /// SwiftUI's shapes, drawn with no accessibility element of their own.
    private static let bareShapes: Set<String> = ["Rectangle", "RoundedRectangle", "Circle", "Capsule", "Ellipse", "UnevenRoundedRectangle"]

    /// Controls whose label may hold a checkbox, which VoiceOver then meets as that control.
    private static let holders: Set<String> = ["Button", "Link", "NavigationLink"]

    /// Whether `closure` is `call`'s label (`label: { … }`, or the one trailing closure of a call
    /// whose action or destination is an argument), not its action or destination.
    private static func isLabel(_ closure: ClosureExprSyntax, of call: FunctionCallExprSyntax) -> Bool {
        if let element = closure.parent?.as(MultipleTrailingClosureElementSyntax.self) { return element.label.text == "label" }
        if let argument = closure.parent?.as(LabeledExprSyntax.self) { return argument.label?.text == "label" }
        guard call.trailingClosure?.id == closure.id, call.additionalTrailingClosures.isEmpty else { return false }
        return call.arguments.contains { ["action", "destination"].contains($0.label?.text ?? "") }
    }

    /// Controls a plain text written right after describes (`Picker(…)` then `Text("…description")`).
    private static let captionedControls: Set<String> = [
        "Picker", "TextField", "SecureField", "Slider", "Stepper", "DatePicker", "ColorPicker", "Button", "Menu", "Link",
    ]

    private static func isCaptionedControl(_ item: CodeBlockItemSyntax) -> Bool {
        guard var expression = item.item.as(ExprSyntax.self) else { return false }
        while let call = expression.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              let base = member.base {
            expression = base
        }
        guard let call = expression.as(FunctionCallExprSyntax.self), let name = SwiftSyntaxFacts.calleeName(call) else { return false }
        return captionedControls.contains(name)
    }

    /// Containers a screen's content opens with, up to the navigation bar; a `ForEach` that opens
    /// its `List` (`List { ForEach(tasks) { … } }`) is the list's rows.
    private static let screenContainers: Set<String> = [
        "List", "Form", "ScrollView", "NavigationStack", "NavigationView", "VStack", "LazyVStack", "Group", "ZStack", "ForEach",
    ]

    /// Modifiers that set the title of the screen they are written on: `.navigationTitle(…)`, and
    /// its older spelling `.navigationBarTitle(…)` (iOS 13; `.navigationBarTitle(Text("Diets"),
    /// displayMode: .inline)`), still common, which puts the same title in the same bar.
    static let screenTitleModifiers: Set<String> = ["navigationTitle", "navigationBarTitle"]

    /// Whether `call` is one of those modifiers, or a `.toolbar` that puts a text in the bar's
    /// middle (a `Title` the title search found is its call: `screenTitle(set:)`).
    static func isScreenTitle(_ call: FunctionCallExprSyntax) -> Bool {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base != nil else { return false }
        let name = member.declName.baseName.text
        return screenTitleModifiers.contains(name) || name == "toolbar"
    }

    /// Whether `modifier` sets a title of the screen: a screen-title modifier, or a `.toolbar`
    /// with a principal text (`PrincipalTitles`).
    private static func setsScreenTitle(_ modifier: ViewContext.Modifier) -> Bool {
        screenTitleModifiers.contains(modifier.name) || modifier.name == "toolbar" && PrincipalTitles.text(of: modifier.call) != nil
    }

    /// The screen title the first of `modifiers` that sets one gives: a blank `.navigationTitle("")`
    /// written beside a principal toolbar text (a custom title view) leaves the bar to that text.
    private static func screenTitle(in modifiers: [ViewContext.Modifier]) -> Title? {
        modifiers.lazy.compactMap(screenTitle(set:)).first
    }

    /// The title a screen-title modifier sets: its first argument, unlabelled, or a `.toolbar`'s
    /// principal text. A blank literal (`.navigationBarTitle(" ")`, written to leave the bar
    /// empty) says nothing: no title.
    private static func screenTitle(set modifier: ViewContext.Modifier) -> Title? {
        let expression: ExprSyntax
        if modifier.name == "toolbar" {
            guard let text = PrincipalTitles.text(of: modifier.call) else { return nil }
            expression = text
        } else {
            guard screenTitleModifiers.contains(modifier.name), let argument = modifier.call.arguments.first, argument.label == nil
            else { return nil }
            expression = argument.expression
        }
        let value = SwiftModelMapper.localized(SourceValue(expression))
        if case .literal(let text) = value, text.allSatisfy(\.isWhitespace) { return nil }
        return (modifier.call, value, true)
    }

    /// The navigation title of the screen a set opens (`List { … }.navigationTitle("To do")`, or
    /// on a stack the list opens): nothing is above the set but the navigation bar, whose title
    /// VoiceOver reads as a heading, saying what the set is for.
    /// - Parameter passing: statements that do not stop a container from opening the one above
    ///   it, besides empty texts: fields that name or add to the set (`SetFields`).
    fileprivate static func navigationTitle(above container: FunctionCallExprSyntax,
                                            passing: ((CodeBlockItemSyntax) -> Bool)? = nil) -> Title? {
        var call = container
        for _ in 0..<4 {
            guard let name = SwiftSyntaxFacts.calleeName(call), screenContainers.contains(name) else { return nil }
            let (modifiers, outermost) = ViewContext.modifierChain(above: ExprSyntax(call))
            if modifiers.contains(where: setsScreenTitle) { return screenTitle(in: modifiers) }
            // Only when the container opens the one above it (past empty texts, which show nothing).
            guard var item = outermost.parent?.as(CodeBlockItemSyntax.self), var list = item.parent?.as(CodeBlockItemListSyntax.self),
                  opens(list, item, passing: passing) else { return nil }
            // Or when it opens a branch of an `if` that opens the one above it (`Group { if let
            // content { content } else { List { … } } }.navigationTitle(setting.title)`): the
            // screen shows the list alone under its title whichever branch is taken.
            if let opened = branchOpening(list) {
                item = opened.item
                list = opened.list
            }
            guard opens(list, item, passing: passing) else { return nil }
            // Opening the body: a screen title set on any view of it (`screenTitle(ofBodyOpenedBy:)`).
            guard let closure = list.parent?.as(ClosureExprSyntax.self) else { return screenTitle(ofBodyOpenedBy: list) }
            guard let next = closure.parent?.as(FunctionCallExprSyntax.self) else { return nil }
            call = next
        }
        return nil
    }
}

extension SwiftContainers {
    /// Whether `item` is the first of `list` that draws something (empty texts before it aside).
    fileprivate static func opens(_ list: CodeBlockItemListSyntax, _ item: CodeBlockItemSyntax,
                                  passing: ((CodeBlockItemSyntax) -> Bool)? = nil) -> Bool {
        for sibling in list {
            if sibling.id == item.id { return true }
            if !isBlankItem(sibling), passing?(sibling) != true { return false }
        }
        return false
    }

    /// Containers whose content is the screen itself: a screen title set on a view inside them is
    /// the screen's (SwiftUI hands a `.navigationTitle` up from any view the navigation stack
    /// shows). A `NavigationLink`'s destination, a sheet's or a popover's content, a `ForEach`'s
    /// rows, a tab of a `TabView` are not passed through.
    private static let screenContent: Set<String> = [
        "VStack", "LazyVStack", "HStack", "LazyHStack", "ZStack", "Group", "ScrollView", "List", "Form", "NavigationStack", "NavigationView",
    ]

    /// The screen title set on some view of the body that `list` (its statements) is: a
    /// `.navigationTitle(…)`/`.navigationBarTitle(…)` (or a `.toolbar`'s principal text) on a
    /// view of the body reached only through stacks, lists, scroll views and `if` branches, the
    /// first one written. Asked for a set that opens the body, as `navigationTitle(above:)` reads
    /// one set on the stack that holds it: `VStack { Text("").navigationTitle("Settings");
    /// Toggle(…); Toggle(…) }` is the "Settings" screen's list.
    fileprivate static func screenTitle(ofBodyOpenedBy list: CodeBlockItemListSyntax) -> Title? {
        // The statements of a getter (`var body: some View { … }`) or of a function's body.
        guard list.parent?.is(AccessorBlockSyntax.self) == true || list.parent?.parent?.is(AccessorDeclSyntax.self) == true
                || list.parent?.parent?.is(FunctionDeclSyntax.self) == true else { return nil }
        for token in list.tokens(viewMode: .sourceAccurate) {
            guard case .identifier(let name) = token.tokenKind, screenTitleModifiers.contains(name) || name == "toolbar",
                  let member = token.parent?.parent?.as(MemberAccessExprSyntax.self), member.declName.baseName.id == token.id,
                  member.base != nil, let call = member.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == member.id,
                  let title = screenTitle(set: ViewContext.Modifier(name: name, call: call)),
                  isScreenContent(call, upTo: list) else { continue }
            return title
        }
        return nil
    }

    /// Whether the view `call` modifies is drawn by the screen whose body is `list`: every closure
    /// between them is the content of one of `screenContent`.
    private static func isScreenContent(_ call: FunctionCallExprSyntax, upTo list: CodeBlockItemListSyntax) -> Bool {
        var node = Syntax(call)
        for _ in 0..<256 {
            guard let parent = node.parent else { return false }
            if parent.id == list.id { return true }
            // An argument (`NavigationLink(destination: Detail().navigationTitle(…))`): another screen's, or no view's.
            if parent.is(DeclSyntax.self) || parent.is(LabeledExprSyntax.self) { return false }
            if let closure = parent.as(ClosureExprSyntax.self) {
                guard let holder = closure.parent?.as(FunctionCallExprSyntax.self), holder.trailingClosure?.id == closure.id,
                      let name = SwiftSyntaxFacts.calleeName(holder), screenContent.contains(name) else { return false }
            }
            node = parent
        }
        return false
    }

    /// The navigation title of the screen a component's call fills (`TagChoice(…).navigationTitle("Tags")`,
    /// or `List { TagChoice(…) }.navigationTitle("Tags")` with the call opening the list): what
    /// `navigationTitle(above:)` reads for a set written in the screen itself, for a set the
    /// component's body draws (`CallerSectionTitles`).
    static func navigationTitle(openedBy call: FunctionCallExprSyntax) -> Title? {
        let (modifiers, outermost) = ViewContext.modifierChain(above: ExprSyntax(call))
        if modifiers.contains(where: setsScreenTitle) { return screenTitle(in: modifiers) }
        guard let container = openedContainer(by: Syntax(outermost)) else { return nil }
        return navigationTitle(above: container)
    }

    /// `Spacer()`, `Divider()` (under modifiers): space VoiceOver does not stop on.
    private static func isSpacing(_ item: CodeBlockItemSyntax) -> Bool {
        guard let expression = item.item.as(ExprSyntax.self),
              let call = ViewContext.ownModifiers(of: expression).base.as(FunctionCallExprSyntax.self),
              let name = SwiftSyntaxFacts.calleeName(call) else { return false }
        return name == "Spacer" || name == "Divider"
    }

    /// Whether `view` opens the declaration it is written in (`var body`): first in each container
    /// up to it (or first in a branch of an `if` that is), nothing drawn above it — a component's set
    /// that fills the screen its caller titles.
    /// - Parameter pastSpacing: whether a `Spacer()` or `Divider()` may come first (VoiceOver meets
    ///   neither: a caller's text before the component is still the last thing read before the set).
    static func opensDeclaration(_ view: ExprSyntax, pastSpacing: Bool = false) -> Bool {
        var node = Syntax(ViewContext.modifierChain(above: view).1)
        for _ in 0..<16 {
            guard let item = node.parent?.as(CodeBlockItemSyntax.self), let list = item.parent?.as(CodeBlockItemListSyntax.self),
                  list.first?.id == item.id || pastSpacing && list.prefix(while: { $0.id != item.id }).allSatisfy(isSpacing)
            else { return false }
            if let opened = branchOpening(list) {
                node = Syntax(opened.item.item)
                continue
            }
            guard let closure = list.parent?.as(ClosureExprSyntax.self) else {
                // The getter's own statements: `var body: some View { List { … } }`.
                return list.parent?.is(AccessorBlockSyntax.self) == true || list.parent?.parent?.is(AccessorDeclSyntax.self) == true
            }
            guard let call = closure.parent?.as(FunctionCallExprSyntax.self) ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self)
            else { return false }
            node = Syntax(ViewContext.modifierChain(above: ExprSyntax(call)).1)
        }
        return false
    }

    /// The container whose content `node` opens (first statement of its closure, or of a branch of
    /// an `if` that is); nil when something is drawn before it.
    private static func openedContainer(by node: Syntax) -> FunctionCallExprSyntax? {
        guard var item = node.parent?.as(CodeBlockItemSyntax.self), var list = item.parent?.as(CodeBlockItemListSyntax.self),
              list.first?.id == item.id else { return nil }
        if let opened = branchOpening(list) {
            item = opened.item
            list = opened.list
        }
        guard list.first?.id == item.id, let closure = list.parent?.as(ClosureExprSyntax.self) else { return nil }
        return closure.parent?.as(FunctionCallExprSyntax.self) ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self)
    }
}

extension SwiftContainers {
    /// The statement and its list of the `if` (or `if`/`else if` chain) whose branch `list` is
    /// the whole of; nil when `list` is no branch of an `if` statement.
    fileprivate static func branchOpening(_ list: CodeBlockItemListSyntax) -> (item: CodeBlockItemSyntax, list: CodeBlockItemListSyntax)? {
        guard let block = list.parent?.as(CodeBlockSyntax.self), var ifExpr = block.parent?.as(IfExprSyntax.self) else { return nil }
        // An `else if`'s branch belongs to the first `if` of the chain.
        while let outer = ifExpr.parent?.as(IfExprSyntax.self) { ifExpr = outer }
        let statement = ifExpr.parent?.as(ExpressionStmtSyntax.self).map(Syntax.init) ?? Syntax(ifExpr)
        guard let item = statement.parent?.as(CodeBlockItemSyntax.self), let outerList = item.parent?.as(CodeBlockItemListSyntax.self)
        else { return nil }
        return (item, outerList)
    }
}

/// The platform a Swift file is for (SPEC §10): an API only macOS has, a checkbox in an
/// `#if os(macOS)` branch, then the imports, then a type only AppKit has used outside a platform
/// `#if` (`AppKitOnlyTypes`), then its Xcode project when that builds for macOS only
/// (`XcodeProjectPlatform`), then the configured one.
enum PlatformEvidence {
    /// - Parameter shown: what the file's views that show a Toggle's view set around it (a parent's
    ///   `.toggleStyle(.checkbox)` on the view that holds the Toggles).
    static func platform(of scan: FileScan, styles: ToggleStyles, constructs: [Syntax], project: () -> Platform?,
                         configured: Platform, shown: ShownEnvironment? = nil) -> Platform {
        if scan.usesMacOnlyAPI { return .macos }
        // `.toggleStyle(.checkbox)`: looked for around each Toggle only when the bytes hold it. One
        // in an `#if os(macOS)` clause is that clause's, as an AppKit type there is: a cross-platform
        // file's other Toggles stay the configured platform's.
        let chains = ViewContext.Chains()
        if scan.mentions(".checkbox"), scan.calls.contains(where: { call in
            if scan.mayBranchByPlatform, branchPlatform(of: Syntax(call)) == .macos { return false }
            let view = ViewContext(of: ExprSyntax(call), chains: chains)
            return styles.isNativeCheckbox(SwiftModifiers(view, shownIn: shown?.outer(of: view, at: Syntax(call))).toggleStyle)
        }) { return .macos }
        if !constructs.isEmpty, scan.mayBranchByPlatform, constructs.allSatisfy({ branchPlatform(of: $0) == .macos }) { return .macos }
        if scan.imports.contains("AppKit") && !scan.imports.contains("UIKit") { return .macos }
        // `NSWorkspace.shared.open(…)` with only SwiftUI imported: compiled for macOS alone.
        if !scan.imports.contains("UIKit"), scan.usesAppKitOnlyType { return .macos }
        // A file that imports UIKit is for iOS whatever project holds it.
        if !scan.imports.contains("UIKit"), let project = project() { return project }
        return configured
    }

    /// Whether an iOS-family file is watchOS code (SPEC §10; docs/swift.md, "Platform"): it imports
    /// WatchKit (and not UIKit, which no watch has), or every checkbox of it sits in an `#if
    /// os(watchOS)` branch, or its Xcode project builds it for watchOS only (`project`, asked last).
    /// VoiceOver reads it as iOS's; only the hit-area minimum differs (`PlatformProfile.appliesTapTargetMinimum`).
    static func isWatchOS(_ scan: FileScan, constructs: [Syntax], project: () -> Bool) -> Bool {
        if scan.imports.contains("UIKit") { return false }
        if scan.imports.contains("WatchKit") { return true }
        if !constructs.isEmpty, scan.mayBranchByPlatform, constructs.allSatisfy(isInWatchBranch) { return true }
        return project()
    }

    /// Whether the innermost `#if` clause around `node` that names a platform names watchOS alone
    /// (`#if os(watchOS)`), with no negation.
    private static func isInWatchBranch(_ node: Syntax) -> Bool {
        var current = node.parent
        while let ancestor = current {
            if let clause = ancestor.as(IfConfigClauseSyntax.self), let condition = clause.condition?.trimmedDescription,
               condition.containsText("os(") {
                return condition.containsText("os(watchOS)") && !condition.containsText("!")
                    && !["os(iOS)", "os(tvOS)", "os(visionOS)", "os(macOS)", "os(OSX)"].contains { condition.containsText($0) }
            }
            current = ancestor.parent
        }
        return false
    }

    /// The platform the innermost `#if os(…)` branch around `node` is compiled for (SPEC §10: a
    /// checkbox in an `#if os(macOS)` branch is macOS's): the nearest clause whose condition names
    /// one platform family and not the other, without a negation. A clause about something else
    /// (`#if DEBUG`) is passed; `os(iOS) || os(macOS)` decides nothing, and a negated platform is read by
    /// what can reach the clause (`NegatedPlatformConditions`).
    /// A clause reached only when earlier clauses of its `#if` named one family and failed (the
    /// `#else` of `#if os(macOS)`, round nine's pattern 1) is compiled for the other family: never
    /// the first branch's platform.
    static func branchPlatform(of node: Syntax) -> Platform? {
        var current = node.parent
        while let ancestor = current {
            if let clause = ancestor.as(IfConfigClauseSyntax.self) {
                if let condition = clause.condition, let platform = namedPlatform(condition.trimmedDescription) {
                    return platform
                }
                if let platform = platformAfterFailedClauses(before: clause) { return platform }
                // A negated platform (`#if !os(iOS)`, or the `#else` of `#if !os(macOS)`): read by
                // what can reach the clause (round twelve, pattern 2).
                if let platform = platformUnderNegation(clause) { return platform }
            }
            current = ancestor.parent
        }
        return nil
    }

    /// The platform of a clause whose condition, or an earlier clause's, negates a platform.
    private static func platformUnderNegation(_ clause: IfConfigClauseSyntax) -> Platform? {
        guard let clauses = clause.parent?.as(IfConfigClauseListSyntax.self) else { return nil }
        var failed: [ExprSyntax] = []
        for earlier in clauses {
            if earlier.id == clause.id { break }
            if let condition = earlier.condition { failed.append(condition) }
        }
        let negates = (failed + (clause.condition.map { [$0] } ?? [])).contains { $0.trimmedDescription.containsText("!") }
        guard negates else { return nil }
        return NegatedPlatformConditions.platform(of: clause.condition, after: failed)
    }

    /// The other family when the clauses before `clause` in its `#if` named one family only
    /// (`#if os(macOS) … #else`: iOS's; `#if os(iOS) … #elseif os(watchOS) … #else`: macOS's).
    private static func platformAfterFailedClauses(before clause: IfConfigClauseSyntax) -> Platform? {
        guard let clauses = clause.parent?.as(IfConfigClauseListSyntax.self) else { return nil }
        var named: Set<Platform> = []
        for earlier in clauses {
            if earlier.id == clause.id { break }
            if let condition = earlier.condition, let platform = namedPlatform(condition.trimmedDescription) {
                named.insert(platform)
            }
        }
        guard named.count == 1, let failed = named.first else { return nil }
        return failed == .macos ? .ios : .macos
    }

    /// `os(macOS)` → macOS, `os(iOS)` (or tvOS, visionOS, watchOS: VoiceOver of iOS's kind) → iOS.
    private static func namedPlatform(_ condition: String) -> Platform? {
        guard condition.containsText("os("), !condition.containsText("!") else { return nil }
        let mac = condition.containsText("os(macOS)") || condition.containsText("os(OSX)")
        let touch = ["os(iOS)", "os(tvOS)", "os(visionOS)", "os(watchOS)"].contains { condition.containsText($0) }
        if mac == touch { return nil }
        return mac ? .macos : .ios
    }
}
