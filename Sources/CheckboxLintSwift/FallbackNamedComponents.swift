import SwiftSyntax

/// A checkbox component whose accessible name falls back to a literal when its caller gives it
/// none (round thirty-four, third part, pattern 1; a design system's `Toggle`/`Checkbox`):
///
///     public struct Box: View {
///         @Binding private var isChecked: Bool
///         private let label: String?
///         public init(isChecked: Binding<Bool>, label: String? = nil) { …; self.label = label }
///         var body: some View {
///             Button(action: { isChecked.toggle() }) { … }
///                 .accessibilityElement(children: .ignore)
///                 .accessibilityLabel(label ?? "Checkbox")
///                 .accessibilityValue(isChecked ? "Checked" : "Unchecked")
///         }
///     }
///     …
///     HStack { Box(isChecked: $agreed); Text("I agree to the terms") }
///
/// The component is announced where it is declared (`{label ?? "Checkbox"}, …`); a call that
/// leaves `label:` out gives VoiceOver the fallback, "Checkbox", a name that says nothing of the
/// choice, and the text beside it is another element. Each such call is judged for that name where
/// it stands (blank: `label-missing`; a control's kind: `label-meaningless`, `label-redundant-role`);
/// a call that passes the label, or names the component with an `.accessibilityLabel` of its own,
/// is left as it is, and so is a call that lays nothing out (a test's `let _ = Box(…)` in an
/// `XCTestCase`: only calls in a `View` struct, an extension or a member returning a view count).
///
/// A component is a `View` struct with one `.accessibilityLabel(p ?? "literal")` in it, `p` a stored
/// optional property its one `init` sets from a parameter defaulting to `nil` (or, with no `init`,
/// a `var p: T?` the memberwise initialiser defaults to nil), and a two-state control: the element
/// says a Bool's state (`.accessibilityValue(b ? … : …)` or traits chosen by `b`), `b` named for a
/// choice or for being on (`isChecked`, `isOn`), and the type flips `b` (`b.toggle()`, `b = !b`),
/// or the type is read as a hand-made checkbox. Declared in the file,
/// or in one other file of the project (the project's files spelling `.accessibilityLabel(p ?? "`
/// are parsed once a run).
enum FallbackNamedComponents {
    struct Component {
        let typeName: String
        /// The argument label a call gives the name with (`label`).
        let argumentLabel: String
        /// The literal the name falls back to (`Checkbox`, or blank).
        let fallback: String
    }

    struct Use {
        let call: FunctionCallExprSyntax
        let component: Component
    }

    private struct Declared {
        let component: Component
        let path: String
    }

    private static let labelNeedle = Array("accessibilityLabel(".utf8)
    private static let byRoot = ProjectCache<[String: Declared]>()

    /// Whether the bytes may declare such a component: they spell `accessibilityLabel(p ?? "` or
    /// `accessibilityLabel(self.p ?? "`, the one argument `component(_:in:)` accepts. A file that
    /// holds the modifier and a `?? "` apart (a label of its own, a default elsewhere) is not
    /// parsed for it: in an app's sources those are most of the files holding both.
    static func mayDeclare(_ bytes: [UInt8]) -> Bool {
        var from = 0
        while let offset = SwiftConstructs.firstOffset(of: labelNeedle, in: bytes, from: from) {
            from = offset + labelNeedle.count
            if spellsFallback(bytes, at: from) { return true }
        }
        return false
    }

    /// Whether `bytes[start...]` begins with `p ?? "` (`p` a name, or `self.` and a name), spaces
    /// and line breaks allowed around the names and the operator.
    private static func spellsFallback(_ bytes: [UInt8], at start: Int) -> Bool {
        var index = start
        func skipSpace() { while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x0A || bytes[index] == 0x09 || bytes[index] == 0x0D { index += 1 } }
        func skipName() -> Bool {
            let first = index
            while index < bytes.count, bytes[index] == 0x5F || bytes[index] >= 0x80
                    || (0x30...0x39).contains(bytes[index]) || (0x41...0x5A).contains(bytes[index]) || (0x61...0x7A).contains(bytes[index]) {
                index += 1
            }
            return index > first
        }
        skipSpace()
        guard skipName() else { return false }
        if index < bytes.count, bytes[index] == 0x2E {  // `self.p`
            index += 1
            guard skipName() else { return false }
        }
        skipSpace()
        guard index + 1 < bytes.count, bytes[index] == 0x3F, bytes[index + 1] == 0x3F else { return false }  // `??`
        index += 2
        skipSpace()
        return index < bytes.count && bytes[index] == 0x22  // `"`
    }

    /// Whether a file whose bytes hold no checkbox construct may call such a component of its
    /// project (`Box(`), or declare one: bytes, and the project's components found once a run.
    static func mayCall(_ bytes: [UInt8], file: String) -> Bool {
        if mayDeclare(bytes) { return true }
        guard let project = project(of: file) else { return false }
        let components = byRoot.value(forRoot: project.root, reading: componentsDeclared(under:))
        return components.contains { name, declared in
            !ProjectDeclarations.samePath(declared.path, file) && SwiftConstructs.contains(bytes, Array((name + "(").utf8), in: 0..<bytes.count)
        }
    }

    private static func project(of file: String) -> (file: String, root: String)? {
        guard file != "-", file.hasSuffix(".swift") else { return nil }
        return (file, LocalizedStringsTable.projectRoot(ofFile: file))
    }

    /// The calls in `tree` of the file's and the project's components that leave the name out.
    static func uses(in tree: SourceFileSyntax, bytes: [UInt8], file: String) -> [Use] {
        var components: [String: Component] = [:]
        if mayDeclare(bytes) {
            for type in ProjectDeclarations.structs(in: tree) {
                if let component = component(type, in: tree) { components[component.typeName] = component }
            }
        }
        if let project = project(of: file) {
            // A struct of that name declared in this file is the one its calls mean.
            for (name, declared) in byRoot.value(forRoot: project.root, reading: componentsDeclared(under:))
            where components[name] == nil && !ProjectDeclarations.samePath(declared.path, file)
                && ProjectDeclarations.structDeclaration(named: name, in: tree) == nil {
                components[name] = declared.component
            }
        }
        guard !components.isEmpty else { return [] }
        var uses: [Use] = []
        for (name, component) in components {
            let needle = Array(name.utf8)
            var from = 0
            while let offset = SwiftConstructs.firstOffset(of: needle, in: bytes, from: from) {
                from = offset + needle.count
                guard let token = SwiftSyntaxFacts.token(at: offset, climbingFrom: Syntax(tree)), token.text == name,
                      token.positionAfterSkippingLeadingTrivia.utf8Offset == offset,
                      let reference = token.parent?.as(DeclReferenceExprSyntax.self),
                      let call = reference.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == reference.id,
                      !call.arguments.contains(where: { $0.label?.text == component.argumentLabel }),
                      call.ancestor(StructDeclSyntax.self)?.name.text != name, isShown(call) else { continue }
                uses.append(Use(call: call, component: component))
            }
        }
        return uses.sorted { $0.call.position < $1.call.position }
    }

    /// Whether the call lays the component out on a screen: inside a `View` struct, an extension,
    /// or a member declared to return a view (`some View`, `AnyView`, `-> some View`). A test's
    /// `let _ = Box(isChecked: binding)` in an `XCTestCase` makes a value no one sees.
    private static func isShown(_ call: FunctionCallExprSyntax) -> Bool {
        var node = Syntax(call)
        while let parent = node.parent {
            if let type = parent.as(StructDeclSyntax.self) { return type.inherits("View") }
            if parent.is(ExtensionDeclSyntax.self) { return true }
            if parent.is(ClassDeclSyntax.self) || parent.is(EnumDeclSyntax.self) || parent.is(ActorDeclSyntax.self) { return false }
            if let function = parent.as(FunctionDeclSyntax.self),
               function.signature.returnClause?.type.trimmedDescription.hasSuffix("View") == true { return true }
            if let variable = parent.as(VariableDeclSyntax.self),
               variable.bindings.contains(where: { $0.typeAnnotation?.type.trimmedDescription.hasSuffix("View") == true }) { return true }
            node = parent
        }
        return false
    }

    /// The components of the project's files, and of the local packages its Xcode project uses
    /// (an app beside its design system's package: `XCLocalSwiftPackageReference`, `relativePath =
    /// ..;`), by name; a name declared in two files is none.
    private static func componentsDeclared(under root: String) -> [String: Declared] {
        var found: [String: Declared] = [:]
        var twice: Set<String> = []
        for folder in [root] + LocalPackages.roots(usedBy: root) {
            for (name, declared) in ownByRoot.value(forRoot: folder, reading: componentsDeclaredHere(under:)) {
                if let known = found[name], !ProjectDeclarations.samePath(known.path, declared.path) { twice.insert(name) }
                found[name] = declared
            }
        }
        for name in twice { found[name] = nil }
        return found
    }

    private static let ownByRoot = ProjectCache<[String: Declared]>()

    /// The components of the Swift files under `root`, by name; a name declared in two files is none.
    private static func componentsDeclaredHere(under root: String) -> [String: Declared] {
        var found: [String: Declared] = [:]
        var twice: Set<String> = []
        for (path, tree) in ProjectDeclarations.trees(under: root, where: mayDeclare) {
            for type in ProjectDeclarations.structs(in: tree) {
                guard let component = component(type, in: tree) else { continue }
                if found[component.typeName] != nil { twice.insert(component.typeName) }
                found[component.typeName] = Declared(component: component, path: path)
            }
        }
        for name in twice { found[name] = nil }
        return found
    }

    /// `type` as such a component, or nil.
    static func component(_ type: StructDeclSyntax, in file: SourceFileSyntax) -> Component? {
        guard type.inherits("View") else { return nil }
        let labels = modifierCalls(named: "accessibilityLabel", in: type)
        guard labels.count == 1, let call = labels.first, call.arguments.count == 1, let argument = call.arguments.first,
              argument.label == nil, let (property, fallback) = fallback(argument.expression),
              let argumentLabel = argumentLabel(of: property, in: type),
              isTwoState(type, in: file) else { return nil }
        return Component(typeName: type.name.text, argumentLabel: argumentLabel, fallback: fallback)
    }

    /// `p ?? "literal"` (or `self.p ?? …`): the property and the literal.
    private static func fallback(_ expression: ExprSyntax) -> (String, String)? {
        guard let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3 else { return nil }
        let elements = Array(sequence.elements)
        guard let operatorExpr = elements[1].as(BinaryOperatorExprSyntax.self), operatorExpr.operator.text == "??",
              let literal = SwiftSyntaxFacts.stringLiteral(elements[2]) else { return nil }
        if let reference = elements[0].as(DeclReferenceExprSyntax.self) { return (reference.baseName.text, literal) }
        if let member = elements[0].as(MemberAccessExprSyntax.self), member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
            return (member.declName.baseName.text, literal)
        }
        return nil
    }

    /// The label a call gives `property` with, when a call may leave it out and then leaves it nil:
    /// the parameter of the type's one `init` it is set from, defaulting to `nil` (`label: String? =
    /// nil`); with no `init`, the property itself, a `var` of an optional type with no value or `nil`.
    private static func argumentLabel(of property: String, in type: StructDeclSyntax) -> String? {
        var stored: (binding: PatternBindingSyntax, variable: VariableDeclSyntax)?
        var inits: [InitializerDeclSyntax] = []
        for member in type.memberBlock.members {
            if let initializer = member.decl.as(InitializerDeclSyntax.self) { inits.append(initializer); continue }
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == property {
                stored = (binding, variable)
            }
        }
        // A stored property of an optional type with no wrapper (a `@State` is the view's own).
        guard let stored, stored.variable.attributes.isEmpty, stored.binding.accessorBlock == nil,
              let annotation = stored.binding.typeAnnotation?.type, isOptional(annotation) else { return nil }
        if inits.isEmpty {
            guard stored.variable.bindingSpecifier.tokenKind == .keyword(.var) else { return nil }
            if let value = stored.binding.initializer?.value, !value.is(NilLiteralExprSyntax.self) { return nil }
            return property
        }
        guard inits.count == 1, let initializer = inits.first, let body = initializer.body,
              stored.binding.initializer == nil else { return nil }
        // `self.p = x` or `p = x`, `x` a parameter.
        var parameterName: String?
        for item in body.statements {
            guard let sequence = item.item.as(SequenceExprSyntax.self), sequence.elements.count == 3 else { continue }
            let elements = Array(sequence.elements)
            guard elements[1].is(AssignmentExprSyntax.self), let value = elements[2].as(DeclReferenceExprSyntax.self) else { continue }
            let target: String?
            if let member = elements[0].as(MemberAccessExprSyntax.self), member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
                target = member.declName.baseName.text
            } else {
                target = elements[0].as(DeclReferenceExprSyntax.self)?.baseName.text
            }
            if target == property { parameterName = value.baseName.text }
        }
        guard let parameterName else { return nil }
        for parameter in initializer.signature.parameterClause.parameters {
            let internalName = (parameter.secondName ?? parameter.firstName).text
            guard internalName == parameterName else { continue }
            guard parameter.defaultValue?.value.is(NilLiteralExprSyntax.self) == true,
                  parameter.firstName.tokenKind != .wildcard else { return nil }
            return parameter.firstName.text
        }
        return nil
    }

    private static func isOptional(_ type: TypeSyntax) -> Bool {
        if type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return true }
        return type.as(IdentifierTypeSyntax.self)?.name.text == "Optional"
    }

    /// Whether the type is a two-state control: its element says a Bool's state the type flips, or
    /// it is read as a hand-made checkbox.
    private static func isTwoState(_ type: StructDeclSyntax, in file: SourceFileSyntax) -> Bool {
        let flipped = flippedBools(in: type)
        if !flipped.isEmpty {
            for call in modifierCalls(named: "accessibilityValue", in: type) + modifierCalls(named: "accessibilityAddTraits", in: type) {
                guard let expression = call.arguments.first?.expression, let ternary = SwiftSyntaxFacts.ternary(expression) else { continue }
                let condition = ternary.condition.hasPrefix("self.") ? String(ternary.condition.dropFirst(5)) : ternary.condition
                // A Bool named for a choice or for being on (`isChecked`, `isOn`): a favourite's,
                // a disclosure's or a player's flag is a toggle button of another kind.
                if flipped.contains(condition), ShownByLook.namesAChoice(condition) || ShownByLook.namesAnOnState(condition) { return true }
            }
        }
        let found = HandMadeCheckbox.find(in: type, file: file, tapModifiers: HelperTapModifiers.wrappers(in: file), otherConstructs: false)
        return found.contains { $0.isTheType && !$0.hidden }
    }

    /// The names the type flips: `b.toggle()`, `b = !b` (also through `self.`).
    private static func flippedBools(in type: StructDeclSyntax) -> Set<String> {
        var names: Set<String> = []
        for token in type.memberBlock.tokens(viewMode: .sourceAccurate) where token.tokenKind == .identifier("toggle") {
            guard let member = token.parent?.parent?.as(MemberAccessExprSyntax.self), member.declName.baseName.id == token.id,
                  let call = member.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == member.id,
                  call.arguments.isEmpty, let base = member.base else { continue }
            names.insert(unqualified(base))
        }
        for token in type.memberBlock.tokens(viewMode: .sourceAccurate) where token.tokenKind == .prefixOperator("!") {
            guard let prefix = token.parent?.as(PrefixOperatorExprSyntax.self),
                  let sequence = prefix.parent?.parent?.as(SequenceExprSyntax.self), sequence.elements.count == 3 else { continue }
            let elements = Array(sequence.elements)
            guard elements[1].is(AssignmentExprSyntax.self), elements[2].id == ExprSyntax(prefix).id,
                  unqualified(elements[0]) == unqualified(prefix.expression) else { continue }
            names.insert(unqualified(elements[0]))
        }
        return names
    }

    private static func unqualified(_ expression: ExprSyntax) -> String {
        let text = expression.trimmedDescription
        return text.hasPrefix("self.") ? String(text.dropFirst(5)) : text
    }

    /// The calls of modifier `name` in the type (`.name(…)`).
    private static func modifierCalls(named name: String, in type: StructDeclSyntax) -> [FunctionCallExprSyntax] {
        var calls: [FunctionCallExprSyntax] = []
        for token in type.memberBlock.tokens(viewMode: .sourceAccurate) where token.tokenKind == .identifier(name) {
            guard let member = token.parent?.parent?.as(MemberAccessExprSyntax.self), member.declName.baseName.id == token.id,
                  let call = member.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == member.id else { continue }
            calls.append(call)
        }
        return calls
    }
}
