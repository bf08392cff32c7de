import SwiftSyntax

/// A project's static member whose value is an `Image` view: `enum Symbols { static let done =
/// Image(systemName: "checkmark") }` used as `Symbols.done`, or `extension Image { static var done:
/// Image { Image(systemName: "checkmark") } }` used as `Image.done`. What such a reference shows is
/// that image: the readers of a checkbox's look (`CheckMarkPairs.literals`, what an `if` shows
/// while an option is chosen) and of an image's name (`ImageName`, `ImageChoice`) read it where a
/// literal `Image(systemName:)` is read.
///
/// Only a member spelt with its owner (`Symbols.done`, `Image.done`, `Theme.Icons.done`) is read:
/// an implicit `.done` could be any type's. The declaration is looked for in the file's own tree,
/// then in the project's Swift files whose bytes spell `static`, ` Image(` and the member's name
/// after `let ` or `var ` (`ProjectDeclarations.sourcesSpelling`), parsed once a run. A value is an
/// `Image(…)` call under any modifiers; a computed member's body that one expression (or its
/// `return`). Two declarations of one owner's member that differ: nothing is read.
enum ProjectImageConstants {
    /// SwiftUI's and Foundation's own types a member is often read from (`Color.blue`, `Font.title`):
    /// never a project's image, not looked up.
    private static let knownOwners: Set<String> = [
        "Color", "Font", "UIColor", "NSColor", "CGFloat", "Double", "Int", "String", "Animation", "Edge", "Alignment",
        "HorizontalAlignment", "VerticalAlignment", "Text", "Bundle", "UIFont", "NSFont", "CGSize", "CGPoint", "Date",
        "Calendar", "Locale", "UIScreen", "UIDevice", "ProcessInfo", "UserDefaults", "NotificationCenter", "AnyTransition",
        "ContentSizeCategory", "DynamicTypeSize", "ColorScheme", "Self", "SwiftUI",
    ]

    /// The value `expression` stands for when it names a project's image member (`Symbols.done` →
    /// `Image(systemName: "checkmark")`, with its modifiers); nil for any other expression.
    static func value(of expression: some SyntaxProtocol) -> ExprSyntax? {
        guard let member = expression.as(MemberAccessExprSyntax.self), let base = member.base,
              member.declName.argumentNames == nil,
              // A call of it (`Symbols.done()`) or a member of it (`Symbols.done.resizable()` is read
              // by its base's reader) is another expression.
              member.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id != member.id,
              let owner = ownerPath(base), let first = owner.first, first.first?.isUppercase == true,
              !knownOwners.contains(first) || owner == ["Image"] || owner == ["SwiftUI", "Image"] else { return nil }
        let name = member.declName.baseName.text
        let ownerName = owner == ["SwiftUI", "Image"] ? "Image" : owner.joined(separator: ".")
        var found: [ExprSyntax] = []
        if let root = Syntax(member).root.as(SourceFileSyntax.self) {
            found += declarations(of: name, owner: ownerName, in: root)
        }
        for tree in ProjectDeclarations.treesSpelling(member: name) {
            found += declarations(of: name, owner: ownerName, in: tree)
        }
        guard let first = found.first,
              found.dropFirst().allSatisfy({ $0.trimmedDescription == first.trimmedDescription }) else { return nil }
        return first
    }

    /// The `Image(…)` call a project's image member shows, below the modifiers of its value.
    static func image(of expression: some SyntaxProtocol) -> FunctionCallExprSyntax? {
        guard var current = value(of: expression) else { return nil }
        while let call = current.as(FunctionCallExprSyntax.self), let callee = call.calledExpression.as(MemberAccessExprSyntax.self),
              let base = callee.base {
            current = base
        }
        guard let image = current.as(FunctionCallExprSyntax.self), SwiftSyntaxFacts.calleeName(image) == "Image" else { return nil }
        return image
    }

    /// `Symbols` for `Symbols`, `Theme.Icons` for `Theme.Icons`; nil for anything else (a call, `self`).
    private static func ownerPath(_ base: ExprSyntax) -> [String]? {
        if let reference = base.as(DeclReferenceExprSyntax.self) { return [reference.baseName.text] }
        guard let member = base.as(MemberAccessExprSyntax.self), let inner = member.base, let path = ownerPath(inner) else { return nil }
        return path + [member.declName.baseName.text]
    }

    /// The values of `static let name = Image(…)` / `static var name: Image { Image(…) }` declared
    /// in `owner` (its name, or its path from the file's top: `Theme.Icons`) in `tree`.
    private static func declarations(of name: String, owner: String, in tree: SourceFileSyntax) -> [ExprSyntax] {
        var found: [ExprSyntax] = []
        var stack: [(Syntax, [String])] = tree.statements.map { (Syntax($0.item), []) }
        var steps = 0
        while let (node, path) = stack.popLast(), steps < 50_000 {
            steps += 1
            guard let group = node.asProtocol(DeclGroupSyntax.self), let groupName = typeName(of: group) else { continue }
            let groupPath = path + groupName
            let joined = groupPath.joined(separator: ".")
            let matches = joined == owner || groupName.joined(separator: ".") == owner
                || (owner.split(separator: ".").count == 1 && groupPath.last == owner)
            for member in group.memberBlock.members {
                if member.decl.asProtocol(DeclGroupSyntax.self) != nil {
                    stack.append((Syntax(member.decl), groupPath))
                    continue
                }
                guard matches, let variable = member.decl.as(VariableDeclSyntax.self),
                      variable.modifiers.contains(where: { $0.name.text == "static" }) else { continue }
                for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                    if let value = imageValue(of: binding) { found.append(value) }
                }
            }
        }
        return found
    }

    /// The name a type or extension declares (`Symbols`; an extension's extended type, dotted
    /// `Theme.Icons` split), nil for a protocol.
    private static func typeName(of group: some DeclGroupSyntax) -> [String]? {
        if let decl = group.as(EnumDeclSyntax.self) { return [decl.name.text] }
        if let decl = group.as(StructDeclSyntax.self) { return [decl.name.text] }
        if let decl = group.as(ClassDeclSyntax.self) { return [decl.name.text] }
        if let decl = group.as(ExtensionDeclSyntax.self) {
            let text = decl.extendedType.trimmedDescription
            return (text == "SwiftUI.Image" ? "Image" : text).split(separator: ".").map(String.init)
        }
        return nil
    }

    /// A binding's value when it is an image: its initial value, or a getter's one expression.
    private static func imageValue(of binding: PatternBindingSyntax) -> ExprSyntax? {
        var value: ExprSyntax?
        if let initial = binding.initializer?.value {
            value = initial
        } else if let accessors = binding.accessorBlock {
            let statements: CodeBlockItemListSyntax?
            switch accessors.accessors {
            case .getter(let items): statements = items
            case .accessors(let list): statements = list.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.get) })?.body?.statements
            }
            if let statements, statements.count == 1, let item = statements.first?.item {
                value = item.as(ExprSyntax.self) ?? item.as(ReturnStmtSyntax.self)?.expression
                    ?? item.as(ExpressionStmtSyntax.self)?.expression
            }
        }
        guard let value else { return nil }
        var current = value
        while let call = current.as(FunctionCallExprSyntax.self), let callee = call.calledExpression.as(MemberAccessExprSyntax.self),
              let base = callee.base {
            current = base
        }
        guard let image = current.as(FunctionCallExprSyntax.self), SwiftSyntaxFacts.calleeName(image) == "Image" else { return nil }
        return value
    }
}
