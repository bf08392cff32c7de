import SwiftSyntax

/// A project's own view that places content its caller gives somewhere in its body: `SettingsForm {
/// Toggle(…) }` (`FormWrappers`), `RowBase(title: t, accessory: Toggle(…))` (`ButtonWrappers`).
/// What the two readers share: which views may be one, which content property a call's argument or
/// closure gives, the declaration's content properties and their uses in its body, and the lookup of
/// a called name's declaration in the file or elsewhere in the project.
///
/// The content is a stored property whose type is a generic parameter that is a `View` (or
/// `AnyView`), or a closure of no parameters returning one (`GivenViewProperty`); the argument
/// labelled with its name (a view value or a closure) gives it, and the trailing closure gives the
/// first such property (the memberwise initialiser's order), or the only one when the type declares
/// an initialiser of its own. One level: a wrapper whose body is another wrapper is not followed.
struct ContentWrapper {
    /// The content properties, in declaration order.
    let contents: [String]
    let declaresInit: Bool
    /// The other stored properties (what a call may give besides the content).
    let stored: Set<String>
    let body: VariableDeclSyntax

    init?(_ declaration: StructDeclSyntax) {
        guard declaration.inherits("View") else { return nil }
        var contents: [String] = []
        var stored: Set<String> = []
        var declaresInit = false
        var body: VariableDeclSyntax?
        for member in declaration.memberBlock.members {
            if member.decl.is(InitializerDeclSyntax.self) { declaresInit = true; continue }
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                if name == "body" {
                    body = variable
                } else if let given = GivenViewProperty.of(name, in: declaration), given == .view || given == .builder(parameterCount: 0) {
                    contents.append(name)
                } else if binding.accessorBlock == nil {
                    stored.insert(name)
                }
            }
        }
        guard let body, !contents.isEmpty else { return nil }
        self.contents = contents
        self.declaresInit = declaresInit
        self.stored = stored
        self.body = body
    }

    /// The body's uses of `property`: `content`, `content()`, `self.content` (another value's
    /// member of that name is not the property).
    func uses(of property: String) -> [ExprSyntax] {
        var uses: [ExprSyntax] = []
        for reference in SwiftSyntaxFacts.nodes(DeclReferenceExprSyntax.self, in: Syntax(body)) where reference.baseName.text == property {
            var use = ExprSyntax(reference)
            if let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id {
                guard member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) else { continue }
                use = ExprSyntax(member)
            }
            if let call = use.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == use.id { use = ExprSyntax(call) }
            uses.append(use)
        }
        return uses
    }

    /// The content property the argument or closure of `call` holding `node` gives; nil when `node`
    /// is in none, or in one that gives no content property.
    func property(givenBy call: FunctionCallExprSyntax, holding node: Syntax) -> String? {
        if let trailing = call.trailingClosure, SwiftSyntaxFacts.contains(trailing, node) {
            return declaresInit && contents.count != 1 ? nil : contents.first
        }
        let label: String
        if let closure = call.additionalTrailingClosures.first(where: { SwiftSyntaxFacts.contains($0, node) }) {
            label = closure.label.text
        } else if let argument = call.arguments.first(where: { SwiftSyntaxFacts.contains($0, node) }), let text = argument.label?.text {
            label = text
        } else {
            return nil
        }
        return contents.contains(label) && (!declaresInit || contents.count == 1) ? label : nil
    }

    /// Whether a container named `name` may be a project's wrapper: a type's name that is not one of
    /// SwiftUI's views (those are never looked up).
    static func mayWrap(_ name: String) -> Bool {
        guard let first = name.utf8.first, first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z") else { return false }
        return !swiftUIViews.contains(name)
    }

    private static let swiftUIViews: Set<String> = [
        "Form", "Section", "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "Group", "List", "ForEach",
        "ScrollView", "NavigationStack", "NavigationView", "NavigationSplitView", "GroupBox", "LabeledContent", "Button",
        "Toggle", "Menu", "TabView", "DisclosureGroup", "LazyVGrid", "LazyHGrid", "Grid", "GridRow", "ViewThatFits",
        "ControlGroup", "GeometryReader", "NavigationLink", "Picker", "Text", "Label", "HSplitView", "VSplitView",
        "AnyView", "Link", "Image", "Color", "Binding", "ShareLink", "PhotosPicker", "Stepper", "Slider",
    ]
}

/// A reader's wrappers by called name: found once per file, in the file or (parsed once a run,
/// `ProjectDeclarations`) elsewhere in the project, and read only when the declaration spells
/// `word` (the container the reader looks for: `Form`, `Button`).
final class ContentWrapperLookup<Wrapper> {
    private let tree: SourceFileSyntax
    private let bytes: [UInt8]
    private let word: String
    private let wordBytes: [UInt8]
    /// The reader's own cache of other files' declarations, by project root and name.
    private let elsewhere: ProjectCache<Wrapper?>
    private let read: (StructDeclSyntax) -> Wrapper?
    private var byName: [String: Wrapper?] = [:]

    init(tree: SourceFileSyntax, bytes: [UInt8], word: String, elsewhere: ProjectCache<Wrapper?>, read: @escaping (StructDeclSyntax) -> Wrapper?) {
        self.tree = tree
        self.bytes = bytes
        self.word = word
        self.wordBytes = Array(word.utf8)
        self.elsewhere = elsewhere
        self.read = read
    }

    func wrapper(named name: String) -> Wrapper? {
        if let known = byName[name] { return known }
        var found: Wrapper?
        if let declaration = ProjectDeclarations.structDeclaration(named: name, in: tree) {
            let range = declaration.positionAfterSkippingLeadingTrivia.utf8Offset..<declaration.endPositionBeforeTrailingTrivia.utf8Offset
            if SwiftConstructs.contains(bytes, wordBytes, in: range) { found = read(declaration) }
        } else if let (declaration, _) = ProjectDeclarations.structDeclarationElsewhere(named: name) {
            let word = self.word
            found = elsewhere.value(forRoot: (ProjectDeclarations.currentProject?.root ?? "") + "\u{0}" + name) { _ in
                declaration.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .identifier(word) } ? read(declaration) : nil
            }
        }
        byName[name] = .some(found)
        return found
    }
}
