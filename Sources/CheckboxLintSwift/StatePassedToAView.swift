import SwiftSyntax

/// A hand-made checkbox whose box is drawn by a view the file does not declare (SPEC §10, "by
/// meaning"): the tap toggles a Bool and the tapped view's label passes that same Bool to a view
/// (`Button(action: { tasks[i].checked.toggle() }) { ListRow(task: task.title, isCheck:
/// task.checked) }`, `ListRow` in another file). What the view draws is chosen by the Bool the tap
/// changes, so the tapped view is a checkbox even though its box is out of sight.
///
/// Followed only when the file proves both halves and the names say what the Bool is:
/// - the action toggles a Bool (`x.toggle()`, `x = !x`, directly or in a helper of the same type
///   or file, up to two calls deep) and the label passes the same value — the same path, `self.`
///   and `$` aside, any subscript read as "an element" (`tasks[i].done` is `tasks[index!].done`),
///   and a `ForEach`'s or `List`'s element read as an element of its collection (`task.done` in
///   `ForEach(userData.tasks) { task in … }` is `userData.tasks[i].done`);
/// - the Bool's name, the argument's label or the view's name says a checkbox's state (`check`,
///   `tick`, `done`, `complete`, `finish`, `select`) and none says something else (`show…`,
///   `expand`, `collapse`, `present`, `favorite`…): a chevron, a sheet or a heart drawn by a view
///   out of sight is not a checkbox, and the file cannot show which it is;
/// - the view is not declared in the file (then `DelegatedIndicator` reads what it draws) and is
///   not one of SwiftUI's own, whose drawing is known;
/// - it is not inside a modifier's arguments (`.sheet(isPresented: $show) { Detail(…) }`) nor in
///   another control of the label (a `NavigationLink`'s destination, a `Toggle`).
enum StatePassedToAView {
    /// The view call of the tapped view's label that is given the Bool the action toggles, as an
    /// indicator (the call is what shows the state); nil when the file does not prove it.
    static func find(in action: TapAction, changes: StateChanges, file: SourceFileSyntax) -> Indicator? {
        let toggled = toggledPaths(in: action.body, changes: changes, depth: 0, parameters: [:])
        guard !toggled.isEmpty else { return nil }
        // A Button's (or a design system's button's) label; else the view `.onTapGesture` is on.
        let region: Syntax
        if let call = action.tappedView.as(FunctionCallExprSyntax.self), let label = SwiftSyntaxFacts.labelClosure(of: call) {
            region = Syntax(label)
        } else if action.isButton || SwiftSyntaxFacts.contains(action.tappedView, action.body) {
            return nil
        } else {
            region = Syntax(action.tappedView)
        }
        for call in viewCalls(in: region) {
            guard let name = SwiftSyntaxFacts.calleeName(call) else { continue }
            for argument in call.arguments {
                guard let passed = path(of: argument.expression).map({ substitutingLoopElements(in: $0, at: Syntax(argument)) }),
                      toggled.contains(passed), let state = passed.last,
                      saysACheckbox(names: [state, argument.label?.text ?? "", name]), !declares(name, in: file) else { continue }
                var indicator = Indicator(node: Syntax(call), shown: Syntax(call), condition: SwiftSyntaxFacts.compactSource(argument.expression),
                                          literals: [], conditionTokens: argument.expression)
                indicator.passedToView = true
                return indicator
            }
        }
        return nil
    }

    /// What names the checkbox when its box is drawn out of sight: the texts of the tapped view
    /// (a `Button`'s label, read by VoiceOver as one element) when it shows any; else the text
    /// arguments of the view given the state, in order, as VoiceOver reads that view's texts
    /// (`ListRow(task: task.title, …)` → `{task.title}`); else that view, known at run time
    /// (`{TaskRow(task: task, done: task.done)}`): present, its words unknown.
    static func label(of indicator: Indicator, in action: TapAction, collector: CallCollector) -> (value: SourceValue, node: Syntax)? {
        guard let call = indicator.shown.as(FunctionCallExprSyntax.self) else { return nil }
        let own = collector.labels.first { text in
            action.covers(text.node) && !SwiftSyntaxFacts.contains(action.body, text.node) && !SwiftSyntaxFacts.contains(call, text.node)
                && !isGlyph(text.value)
        }
        if let own { return own }
        let texts = call.arguments.filter { argument in
            argument.expression.trimmedDescription != indicator.condition && isText(argument)
        }.map { SourceValue($0.expression) }
        // Several texts are read in order as one element, joined as VoiceOver joins them.
        if !texts.isEmpty { return (.joinedAsSpoken(texts), Syntax(call)) }
        // Its content closure showing only a view the type is given (`RowContent(…) { label }`):
        // that view's words, its callers' (`{label}`).
        if let given = call.trailingClosure.flatMap(givenView) { return (.dynamic(given), Syntax(call)) }
        return (.dynamic(SwiftSyntaxFacts.compactSource(call)), Syntax(call))
    }

    /// `{ label }` or `{ self.label }`: a closure whose one statement is a property of the type.
    private static func givenView(_ closure: ClosureExprSyntax) -> String? {
        guard closure.signature == nil, closure.statements.count == 1, let only = closure.statements.first?.item.as(ExprSyntax.self),
              let path = path(of: only), path.count == 1, let name = path.first, !only.trimmedDescription.hasPrefix("$") else { return nil }
        return name
    }

    // MARK: The paths of a value

    /// A value as the path it reads (`self.userData.tasks[index!].checked` → `userData tasks [] checked`):
    /// `self.`, `$`, `.wrappedValue`, `!` and `?` left out, any subscript one "element" step. Nil
    /// for anything else (a call, a literal, a negation).
    static func path(of expression: ExprSyntax) -> [String]? {
        // Down the chain iteratively (a hostile file's chain of members may be thousands long).
        var reversed: [String] = []
        var current = expression
        while true {
            if let reference = current.as(DeclReferenceExprSyntax.self) {
                let name = reference.baseName.text.trimmingCharacters(in: "$")
                if name.isEmpty { return nil }
                if name != "self" { reversed.append(name) }
                return reversed.reversed()
            }
            if let member = current.as(MemberAccessExprSyntax.self), let base = member.base {
                let name = member.declName.baseName.text
                if name != "wrappedValue" { reversed.append(name) }
                current = base
            } else if let subscripted = current.as(SubscriptCallExprSyntax.self) {
                reversed.append(elementStep)
                current = subscripted.calledExpression
            } else if let unwrapped = current.as(ForceUnwrapExprSyntax.self) {
                current = unwrapped.expression
            } else if let optional = current.as(OptionalChainingExprSyntax.self) {
                current = optional.expression
            } else {
                return nil
            }
        }
    }

    private static let elementStep = "[]"

    /// `path` with its first name replaced by what it stands for: a `ForEach`'s or `List`'s element
    /// (`task` in `ForEach(userData.tasks) { task in … }`) by an element of the collection, as
    /// often as loops nest.
    private static func substitutingLoopElements(in path: [String], at node: Syntax) -> [String] {
        var path = path
        var current: Syntax? = node
        var steps = 0
        while let found = current?.ancestor(ClosureExprSyntax.self), steps < 8 {
            steps += 1
            current = Syntax(found)
            guard let first = path.first, let loop = SwiftSyntaxFacts.loopCall(withContent: found),
                  let data = loop.arguments.first, data.label == nil else { continue }
            let parameters = parameterNames(of: found)
            if parameters.first == first, let collection = Self.path(of: data.expression) {
                path = collection + [elementStep] + path.dropFirst()
            } else if parameters.count == 2, parameters[1] == first, let collection = enumerated(data.expression) {
                // `ForEach(Array(tasks.enumerated()), id: \.offset) { index, task in … }`: the second is the element.
                path = collection + [elementStep] + path.dropFirst()
            }
        }
        return path
    }

    /// The collection `X` of `X.enumerated()` or `Array(X.enumerated())`, as a path.
    private static func enumerated(_ expression: ExprSyntax) -> [String]? {
        var expression = expression
        if let call = expression.as(FunctionCallExprSyntax.self), SwiftSyntaxFacts.calleeName(call) == "Array",
           call.arguments.count == 1, let only = call.arguments.first, only.label == nil {
            expression = only.expression
        }
        guard let call = expression.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
              let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "enumerated",
              let base = member.base else { return nil }
        return path(of: base)
    }

    private static func parameterNames(of closure: ClosureExprSyntax) -> [String] {
        (SwiftSyntaxFacts.closureParameterNames(closure) ?? []).map { $0.trimmingCharacters(in: "$") }
    }

    /// The paths of the Bools the action toggles (`x.toggle()`, `x = !x`), loop elements read as
    /// elements of their collections; through helpers of the type or file it calls, up to two deep,
    /// a helper's parameter read as the argument it is given.
    private static func toggledPaths(in body: Syntax, changes: StateChanges, depth: Int, parameters: [String: [String]]) -> Set<[String]> {
        var found: Set<[String]> = []
        func add(_ expression: ExprSyntax) {
            guard var path = Self.path(of: expression), !path.isEmpty else { return }
            if let first = path.first, let argument = parameters[first] { path = argument + path.dropFirst() }
            found.insert(substitutingLoopElements(in: path, at: Syntax(expression)))
        }
        // `Button(action: toggleDone)`: the helper named, called with no arguments.
        if depth < 2, let reference = body.as(DeclReferenceExprSyntax.self),
           let helper = changes.function(named: reference.baseName.text), let helperBody = helper.body {
            return toggledPaths(in: Syntax(helperBody), changes: changes, depth: depth + 1, parameters: [:])
        }
        var stack = [body]
        while let node = stack.popLast() {
            stack.append(contentsOf: node.children(viewMode: .sourceAccurate))
            if let call = node.as(FunctionCallExprSyntax.self) {
                if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "toggle",
                   call.arguments.isEmpty, let base = member.base {
                    add(base)
                } else if depth < 2, let name = helperName(call), let helper = changes.function(named: name), let helperBody = helper.body {
                    var given: [String: [String]] = [:]
                    for (parameter, argument) in zip(helper.signature.parameterClause.parameters, call.arguments) {
                        let name = (parameter.secondName ?? parameter.firstName).text
                        if let value = Self.path(of: argument.expression) {
                            given[name] = substitutingLoopElements(in: parameters[value.first ?? ""].map { $0 + value.dropFirst() } ?? value,
                                                                   at: Syntax(argument))
                        }
                    }
                    found.formUnion(toggledPaths(in: Syntax(helperBody), changes: changes, depth: depth + 1, parameters: given))
                }
            } else if let sequence = node.as(SequenceExprSyntax.self) {
                // `x = !x`.
                let elements = Array(sequence.elements)
                if elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
                   let negation = elements[2].as(PrefixOperatorExprSyntax.self), negation.operator.text == "!",
                   negation.expression.trimmedDescription == elements[0].trimmedDescription {
                    add(elements[0])
                }
            }
        }
        return found
    }

    /// `helper(…)` or `self.helper(…)`: a call to a function of the type or file.
    private static func helperName(_ call: FunctionCallExprSyntax) -> String? {
        SwiftSyntaxFacts.ownName(call.calledExpression)
    }

    // MARK: What the label shows

    /// The calls to views of the project (a capitalised name that is not SwiftUI's) in `region`,
    /// outside modifiers' arguments and other controls.
    private static func viewCalls(in region: Syntax) -> [FunctionCallExprSyntax] {
        var found: [FunctionCallExprSyntax] = []
        var stack = [region]
        while let node = stack.popLast() {
            if let call = node.as(FunctionCallExprSyntax.self) {
                if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
                    // A modifier: its view, not its arguments (a sheet's content, a binding it presents).
                    if let base = member.base { stack.append(Syntax(base)) }
                    continue
                }
                if let name = SwiftSyntaxFacts.calleeName(call) {
                    if otherControls.contains(name) { continue }
                    if name.first?.isUppercase == true, !swiftUIViews.contains(name) { found.append(call) }
                }
            }
            stack.append(contentsOf: node.children(viewMode: .sourceAccurate).reversed())
        }
        return found
    }

    /// Controls whose content is theirs (a `NavigationLink`'s destination, a `Toggle`'s binding).
    private static let otherControls: Set<String> = [
        "NavigationLink", "Link", "Button", "Toggle", "Menu", "Picker", "Stepper", "Slider", "TextField", "SecureField",
        "DatePicker", "ColorPicker", "DisclosureGroup", "Sheet",
    ]

    /// SwiftUI's views and values whose drawing the file shows (an image chosen by the state is read
    /// as such by the hand-made checkbox search).
    private static let swiftUIViews: Set<String> = [
        "Text", "Image", "Label", "HStack", "VStack", "ZStack", "LazyHStack", "LazyVStack", "Group", "Spacer", "Divider",
        "Color", "Circle", "Rectangle", "RoundedRectangle", "Capsule", "Ellipse", "Path", "ForEach", "List", "Section",
        "ScrollView", "GeometryReader", "EmptyView", "AnyView", "ProgressView", "LinearGradient", "RadialGradient",
        "AngularGradient", "Font", "CGSize", "CGPoint", "CGRect", "EdgeInsets", "LocalizedStringKey", "String", "Grid", "GridRow",
    ]

    /// Whether `name` is declared in the file (a type of any kind, anywhere): then its body is read
    /// where it is declared, or it is no view.
    private static func declares(_ name: String, in file: SourceFileSyntax) -> Bool {
        var stack: [Syntax] = file.statements.map { Syntax($0.item) }
        while let node = stack.popLast() {
            if let declaration = node.asProtocol(NamedDeclSyntax.self), declaration.name.text == name,
               node.is(StructDeclSyntax.self) || node.is(ClassDeclSyntax.self) || node.is(EnumDeclSyntax.self)
                || node.is(TypeAliasDeclSyntax.self) || node.is(ActorDeclSyntax.self) {
                return true
            }
            if let group = node.asProtocol(DeclGroupSyntax.self) {
                stack.append(contentsOf: group.memberBlock.members.map { Syntax($0.decl) })
            } else if let clause = node.as(IfConfigDeclSyntax.self) {
                for branch in clause.clauses {
                    if let items = branch.elements?.as(CodeBlockItemListSyntax.self) { stack.append(contentsOf: items.map { Syntax($0.item) }) }
                    if let members = branch.elements?.as(MemberBlockItemListSyntax.self) { stack.append(contentsOf: members.map { Syntax($0.decl) }) }
                }
            }
        }
        return false
    }

    /// Words of a checkbox's state, found anywhere in a name (`isChecked`, `unchecked`, `TickRow`);
    /// words that say the Bool is something else, found at the start of a word of a name
    /// (`showCompleted` is a filter, `isExpanded` a disclosure, `isPinned` a pin; not `shopping`),
    /// win over them.
    private static let checkboxWords = ["check", "tick", "done", "complete", "finish", "select"]
    private static let otherWords = ["show", "hide", "hidden", "expand", "collapse", "present", "open", "visible", "favo", "star",
                                     "bookmark", "like", "pin", "edit", "play", "mute", "sheet", "alert", "popover"]

    static func saysACheckbox(names: [String]) -> Bool {
        guard !namesSomethingElse(names) else { return false }
        return names.contains { name in checkboxWords.contains { name.lowercased().containsText($0) } }
    }

    /// Whether a word of the names says the Bool is something other than a checkbox's state
    /// (`isExpanded`, `showCompleted`, `favorites`).
    static func namesSomethingElse(_ names: [String]) -> Bool {
        names.flatMap(camelCaseWords).contains { word in otherWords.contains { word.hasPrefix($0) } }
    }

    /// The words of an identifier, lower-cased (`isPinnedTask` → `is`, `pinned`, `task`).
    private static func camelCaseWords(_ name: String) -> [String] {
        var words: [String] = []
        var current = ""
        for character in name {
            if character.isUppercase || character == "_", !current.isEmpty {
                words.append(current)
                current = ""
            }
            if character != "_" { current += character.lowercased() }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// An argument that a row would show as text: a string (literal, interpolated, `Text(…)`,
    /// `String(localized:)`), or a value whose name says it is one (`title`, `name`, `text`,
    /// `label`, `subtitle`, `description`, `note`).
    private static func isText(_ argument: LabeledExprSyntax) -> Bool {
        let expression = argument.expression
        if SwiftSyntaxFacts.stringLiteral(expression) != nil || SwiftSyntaxFacts.interpolatedText(expression) != nil { return true }
        if let call = expression.as(FunctionCallExprSyntax.self), let name = SwiftSyntaxFacts.calleeName(call) {
            return ["Text", "LocalizedStringKey", "String", "LocalizedStringResource"].contains(name)
        }
        guard let path = Self.path(of: expression), let last = path.last, !(expression.trimmedDescription.hasPrefix("$")) else { return false }
        let names = [last.lowercased(), argument.label?.text.lowercased() ?? ""]
        return names.contains { name in textWords.contains { name.containsText($0) } }
    }

    private static let textWords = ["title", "name", "text", "label", "caption", "description", "note", "message"]

    private static func isGlyph(_ value: SourceValue) -> Bool {
        guard case .literal(let text) = value else { return false }
        return text.count <= 1
    }
}
