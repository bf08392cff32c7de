import SwiftSyntax

/// The environment a view gets from the views of the same file that show it. SwiftUI's
/// `.formStyle(…)`, `.toggleStyle(…)`, `.disabled(true)` and `.accessibilityHidden(true)` reach
/// every view shown inside, also the views of other structs: a settings window sets
/// `.formStyle(.grouped)` on its `NavigationSplitView`, whose detail shows `GeneralSettings()`, and
/// the Toggles of `GeneralSettings`'s `Form` are switches on macOS.
///
/// A view is built in a scope: a type's `body`, or a property or function of the type that the body
/// uses (`NotchBehaviour()`, `self.header`). The places that show a `body` are the calls of its type
/// (`B()`, `B(title: "…")`); those of another member, its uses in the same type. Each place gives
/// what the views around it set (as `ViewContext` reads them inside one declaration), under what
/// the places of its own scope are given, up to `depth` scopes up (a result found whole, with no
/// place cut short, is kept, and serves the views below it as well).
///
/// Where the places disagree on a setting (one grouped, one not), it stays unknown: the view is
/// read from its own declaration, as when nothing is known. A scope shown nowhere in the file (or
/// only in an Xcode preview, which no user meets) is given nothing. A place inside the scope it
/// shows directly (a view showing itself) gets what the scope is given; a longer cycle (A shows B,
/// B shows A) is cut, which can only leave more unknown. Views shown from other files are not seen.
final class ShownEnvironment {
    /// What the places that show a scope set around it.
    struct Outer {
        var settings: InheritedSettings
        /// Every place is inside a `Form` (its own or one around its scope's places).
        var inForm: Bool

        /// What `self` and `other` both set; a setting they disagree on is unknown.
        func agreeing(with other: Outer) -> Outer {
            var settings = settings
            settings.disabled = settings.disabled && other.settings.disabled
            settings.hidden = settings.hidden && other.settings.hidden
            if settings.toggleStyle?.trimmedDescription != other.settings.toggleStyle?.trimmedDescription { settings.toggleStyle = nil }
            if settings.formStyle?.trimmedDescription != other.settings.formStyle?.trimmedDescription { settings.formStyle = nil }
            return Outer(settings: settings, inForm: inForm && other.inForm)
        }

        /// These settings, under those given to the view that holds them: a style set nearer wins.
        mutating func add(outer: Outer) {
            settings.add(outer: outer.settings)
            inForm = inForm || outer.inForm
        }
    }

    /// A member of a type, by names: the type's (`GeneralSettings`) and the member's (`body`).
    struct Scope: Hashable {
        let type: String
        let member: String
    }

    /// How many scopes up the places are followed: a window, its pane, the pane's helper, and one more.
    static let depth = 4

    /// The modifiers whose setting is looked for: a file that spells none of them gets nothing
    /// (most files; nothing is searched).
    private static let needles = ["formStyle", "toggleStyle", "disabled", "accessibilityHidden", "accessibility(hidden"]

    private let tree: SourceFileSyntax
    private let bytes: [UInt8]
    private let chains: ViewContext.Chains
    private let active: Bool
    /// Found when the first place is looked for.
    private var names: DeclaredNameTokens?
    /// Each scope's result, found once (with every place followed to the depth, no cycle cut).
    private var known: [Scope: Outer?] = [:]
    /// What each scope a view asked about was given, cut short or not: the same for every view in it.
    private var asked: [Scope: Outer?] = [:]

    init(tree: SourceFileSyntax, bytes: [UInt8], chains: ViewContext.Chains) {
        self.tree = tree
        self.bytes = bytes
        self.chains = chains
        active = Self.needles.contains { SwiftConstructs.contains(bytes, Array($0.utf8), in: 0..<bytes.count) }
    }

    /// What the places that show `member` of `type` set around it; nil when nothing is known.
    func outer(of type: DeclSyntax?, member: (node: DeclSyntax, name: String)?) -> Outer? {
        guard active, let type, let member else { return nil }
        // By the member's declaration first, whose type is the nearest around it: the scope's names
        // are made and hashed once per declaration, not once per view in it.
        if let found = askedByMember[member.node.id] { return found }
        let scope = Scope(type: SwiftModelMapper.typeName(type), member: member.name)
        let found: Outer?
        if let known = asked[scope] {
            found = known
        } else {
            found = outer(of: scope, depth: Self.depth, path: [scope]).outer
            asked[scope] = found
        }
        askedByMember[member.node.id] = .some(found)
        return found
    }

    /// `asked`, by the member's declaration.
    private var askedByMember: [SyntaxIdentifier: Outer?] = [:]

    /// What the places that show the declaration holding `view` (at `node`) set around it.
    func outer(of view: ViewContext, at node: Syntax) -> Outer? {
        guard active else { return nil }
        let place = view.declaration.map { SwiftModelMapper.place(of: $0, including: true) } ?? SwiftModelMapper.place(of: node)
        return outer(of: place.type, member: place.member)
    }

    /// - Returns: the agreed settings, and whether the result is whole (no place was cut short by
    ///   the depth or a cycle through other views): only a whole result is kept for the next view.
    private func outer(of scope: Scope, depth: Int, path: Set<Scope>) -> (outer: Outer?, whole: Bool) {
        if let found = known[scope] { return (found, true) }
        var agreed: Outer?
        var whole = true
        // A view showing itself (a folder's row showing its subfolders' rows): each inner one gets
        // what the outer one is given, and what the place sets besides.
        var insideItself: [Outer] = []
        for place in places(of: scope) {
            var (here, site) = settings(at: place)
            if site == scope {
                insideItself.append(here)
                continue
            }
            var placeWhole = true
            if let site {
                if depth > 1, !path.contains(site) {
                    let (above, aboveWhole) = outer(of: site, depth: depth - 1, path: path.union([site]))
                    placeWhole = aboveWhole
                    if let above { here.add(outer: above) }
                } else {
                    placeWhole = false
                }
            }
            whole = whole && placeWhole
            agreed = agreed.map { $0.agreeing(with: here) } ?? here
        }
        // Settings only add up from one level to the next (`disabled`, `hidden`, in a `Form`): only
        // a style the inner place sets can disagree with what the outer one is given.
        if let outer = agreed {
            for var here in insideItself {
                here.add(outer: outer)
                agreed = agreed?.agreeing(with: here)
            }
        }
        if whole { known[scope] = agreed }
        return (agreed, whole)
    }

    /// What the views around `place` set, and the scope that shows it (nil: no member of a type).
    private func settings(at place: ExprSyntax) -> (settings: Outer, site: Scope?) {
        let context = ViewContext(of: place, chains: chains)
        var settings = InheritedSettings(context.modifiers)
        for container in context.containers { settings.add(outer: container.settings) }
        let here = Outer(settings: settings, inForm: context.containers.contains { $0.name == "Form" })
        let site = context.declaration.map { SwiftModelMapper.place(of: $0, including: true) } ?? SwiftModelMapper.place(of: Syntax(place))
        guard let type = site.type, let member = site.member else { return (here, nil) }
        return (here, Scope(type: SwiftModelMapper.typeName(type), member: member.name))
    }

    /// The expressions that show `scope`: calls of its type for a `body`, uses of the member in the
    /// same type for any other; none in an Xcode preview. A type declared twice in the file (in
    /// `#if` branches, nested in two types) is not followed: which one a call makes, or which
    /// type's member a use is, is not certain.
    private func places(of scope: Scope) -> [ExprSyntax] {
        let isBody = scope.member == "body"
        // `extension Outer.Inner`: its calls name `Inner`.
        // Split only when there is a dot to split at (a Character split cost ~5,500 instructions).
        let typeName = scope.type.utf8.contains(UInt8(ascii: "."))
            ? String(scope.type.split(separator: ".").last ?? Substring(scope.type)) : scope.type
        // A `body` is shown by a call of its type (`B(…)`, `B { … }`): where the bytes never spell the
        // type's name before a call's `(` or `{`, the name's tokens are not looked for (each search
        // and descent is ~20,000 instructions; a screen's view is called in no file of its own).
        if isBody, !Self.mayCall(Array(typeName.utf8), in: bytes) { return [] }
        if names == nil { names = DeclaredNameTokens(tree: tree, bytes: bytes) }
        guard let names else { return [] }
        // The type's tokens serve twice for a `body` (once found: each search and descent is ~20,000
        // instructions).
        let typeTokens = names.tokens(named: typeName)
        guard typeTokens.filter(Self.declaresType).count <= 1 else { return [] }
        let tokens = isBody ? typeTokens : names.tokens(named: scope.member)
        var places: [ExprSyntax] = []
        for token in tokens {
            guard let reference = token.parent?.as(DeclReferenceExprSyntax.self), reference.baseName.id == token.id else { continue }
            let place = isBody ? Self.typeCall(of: reference) : memberUse(of: reference, in: scope)
            guard let place, !XcodePreviews.contains(Syntax(place)) else { continue }
            places.append(place)
        }
        return places
    }

    /// Whether `name` may be spelt as a call's callee in `bytes`: followed, past white space, by `(`
    /// or `{`, or by anything a call's trivia may hold (a comment, a backslash, a `#`, a version
    /// control conflict marker's `<` or `>`, a byte that is not printable ASCII). A name that is not
    /// plain ASCII is always taken.
    static func mayCall(_ name: [UInt8], in bytes: [UInt8]) -> Bool {
        guard !name.isEmpty, name.allSatisfy({ $0 < 0x80 && $0 != UInt8(ascii: "`") }) else { return true }
        var start = 0
        while let offset = SwiftConstructs.firstOffset(of: name, in: bytes, from: start) {
            start = offset + 1
            var index = offset + name.count
            while index < bytes.count, bytes[index] == 0x20 || (bytes[index] >= 0x09 && bytes[index] <= 0x0D) { index += 1 }
            guard index < bytes.count else { return true }
            switch bytes[index] {
            case UInt8(ascii: "("), UInt8(ascii: "{"), UInt8(ascii: "/"), UInt8(ascii: "\\"), UInt8(ascii: "#"), UInt8(ascii: "<"), UInt8(ascii: ">"):
                return true
            case 0x21...0x7E: continue
            default: return true
            }
        }
        return false
    }

    /// `B(…)` / `Module.B(…)` whose callee is `reference`.
    private static func typeCall(of reference: DeclReferenceExprSyntax) -> ExprSyntax? {
        var callee = ExprSyntax(reference)
        if let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id { callee = ExprSyntax(member) }
        guard let call = callee.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == callee.id else { return nil }
        return ExprSyntax(call)
    }

    /// `section()`, `self.section()`, `header`, `self.header` in the type of `scope`; the call when
    /// it is called.
    private func memberUse(of reference: DeclReferenceExprSyntax, in scope: Scope) -> ExprSyntax? {
        var use = ExprSyntax(reference)
        if let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id {
            // Another value's member (`settings.header`) is not this one.
            guard member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) else { return nil }
            use = ExprSyntax(member)
        }
        if let call = use.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == use.id { use = ExprSyntax(call) }
        let site = SwiftModelMapper.place(of: Syntax(use))
        guard let type = site.type, SwiftModelMapper.typeName(type) == scope.type else { return nil }
        return use
    }

    /// Whether `token` is the name of a type declaration.
    private static func declaresType(_ token: TokenSyntax) -> Bool {
        guard let parent = token.parent else { return false }
        if let declaration = parent.as(StructDeclSyntax.self) { return declaration.name.id == token.id }
        if let declaration = parent.as(ClassDeclSyntax.self) { return declaration.name.id == token.id }
        if let declaration = parent.as(EnumDeclSyntax.self) { return declaration.name.id == token.id }
        return false
    }
}
