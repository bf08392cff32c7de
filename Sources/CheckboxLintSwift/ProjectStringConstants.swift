import CheckboxLintKit
import Foundation
import SwiftSyntax

/// A project's static string constant where an SF Symbol's name is expected: `Image(systemName:
/// Symbols.selected)` with `enum Symbols { static let selected = "checkmark" }`, or a constant a
/// strings-table generator writes (SwiftGen: `enum Strings { enum Sf { enum Symbols { static let
/// selected = Strings.tr("Strings", "sf.Symbols.selected") } } }`, the row `"sf.Symbols.selected" =
/// "checkmark";` in the project's `Strings.strings`). The image shows the symbol the constant
/// names, and is read as if the literal were written (`literal(namedBy:)`).
///
/// Read only for a reference spelt as a type path and a member (`Symbols.selected`,
/// `Strings.Sf.Symbols.selected`: each name before the last capitalised, the last not), in the
/// files of the project that spell `static let` and the member's name; the type path must end the
/// path of the declaring types (`Strings.Sf.Symbols`, `Sf.Symbols` or `Symbols`). Its value: a
/// string literal; or a table lookup — `tr(…)` (any owner) with literal arguments, `table, key` or
/// `key` (a generator's `fallback:` literal when no table gives the key), `NSLocalizedString("key",
/// tableName: …)`, `String(localized: "key", table: …)` — resolved by the project's development-
/// language tables (`StringsTables`). A constant declared twice with two values, a `var`, a value
/// made at run time or a key no table gives: nothing is read.
enum ProjectStringConstants {
    /// The labels of the arguments that name an SF Symbol.
    static let symbolLabels: Set<String> = ["systemName", "systemImage"]

    /// The literal `expression` names when it is the argument of `systemName:`/`systemImage:` and
    /// such a constant; nil for any other node (most: asked of every node a literal search walks).
    static func symbolLiteral(at node: Syntax) -> String? {
        guard node.kind == .memberAccessExpr, let argument = node.parent?.as(LabeledExprSyntax.self),
              let label = argument.label?.text, symbolLabels.contains(label),
              let expression = node.as(MemberAccessExprSyntax.self) else { return nil }
        return literal(namedBy: ExprSyntax(expression))
    }

    /// The string a constant reference names, nil when it is none or its value is not known.
    static func literal(namedBy expression: ExprSyntax) -> String? {
        guard let path = typePath(of: expression) else { return nil }
        let key = path.joined(separator: ".")
        let file = Syntax(expression).root.as(SourceFileSyntax.self)
        guard let file else { return nil }
        guard let project = ProjectDeclarations.currentProject else { return value(of: path, in: [file], tables: nil) }
        // Kept per mapped file (whose own declarations are read from its tree) and path.
        return byFileAndPath.value(forRoot: project.file + "\u{0}" + key) { _ in
            let trees = ProjectDeclarations.trees(spelling: "static let " + path[path.count - 1], besides: file)
            return value(of: path, in: trees, tables: StringsTables.tables(under: project.root))
        }
    }

    private static let byFileAndPath = ProjectCache<String?>()

    /// `["Strings", "Sf", "Symbols", "selected"]` for `Strings.Sf.Symbols.selected`; nil for a path
    /// whose types are not capitalised names, whose member is, or that starts with a value.
    private static func typePath(of expression: ExprSyntax) -> [String]? {
        var names: [String] = []
        var current = expression
        while let member = current.as(MemberAccessExprSyntax.self) {
            guard let base = member.base, member.declName.argumentNames == nil else { return nil }
            names.append(member.declName.baseName.text)
            current = base
        }
        guard let root = current.as(DeclReferenceExprSyntax.self), root.argumentNames == nil else { return nil }
        names.append(root.baseName.text)
        names.reverse()
        guard names.count >= 2, names.count <= 8, names.last?.first?.isLowercase == true,
              names.dropLast().allSatisfy({ $0.first?.isUppercase == true }) else { return nil }
        return names
    }

    /// The one value the declarations of `path` in `trees` give; nil when none or two differ.
    private static func value(of path: [String], in trees: [SourceFileSyntax], tables: StringsTables?) -> String? {
        let member = path[path.count - 1]
        let types = Array(path.dropLast())
        var values: Set<String> = []
        for tree in trees {
            var stack: [(node: Syntax, owners: [String])] = tree.statements.map { (Syntax($0.item), []) }
            var steps = 0
            while let (node, owners) = stack.popLast(), steps < 100_000 {
                steps += 1
                let name: String
                let members: MemberBlockSyntax
                if let declaration = node.as(EnumDeclSyntax.self) {
                    (name, members) = (declaration.name.text, declaration.memberBlock)
                } else if let declaration = node.as(StructDeclSyntax.self) {
                    (name, members) = (declaration.name.text, declaration.memberBlock)
                } else if let declaration = node.as(ClassDeclSyntax.self) {
                    (name, members) = (declaration.name.text, declaration.memberBlock)
                } else if let declaration = node.as(ExtensionDeclSyntax.self) {
                    (name, members) = (declaration.extendedType.trimmedDescription, declaration.memberBlock)
                } else {
                    continue
                }
                let path = owners + name.split(separator: ".").map(String.init)
                if path.count >= types.count, Array(path.suffix(types.count)) == types {
                    for item in members.members {
                        guard let variable = item.decl.as(VariableDeclSyntax.self), variable.bindingSpecifier.tokenKind == .keyword(.let),
                              variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }) else { continue }
                        for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == member {
                            guard let initial = binding.initializer?.value, let found = stringValue(of: initial, tables: tables) else { return nil }
                            values.insert(found)
                        }
                    }
                }
                stack.append(contentsOf: members.members.map { (Syntax($0.decl), path) })
            }
        }
        return values.count == 1 ? values.first : nil
    }

    /// A literal's text, or the value a table gives a lookup's key.
    private static func stringValue(of expression: ExprSyntax, tables: StringsTables?) -> String? {
        if let text = SwiftSyntaxFacts.stringLiteral(expression) { return text }
        guard let call = expression.as(FunctionCallExprSyntax.self),
              let callee = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
                ?? call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text else { return nil }
        let unlabelled = call.arguments.filter { $0.label == nil }.map(\.expression)
        func labelled(_ label: String) -> String? {
            call.arguments.first(where: { $0.label?.text == label }).flatMap { SwiftSyntaxFacts.stringLiteral($0.expression) }
        }
        let key: String?
        let table: String?
        var fallback: String?
        switch callee {
        case "tr":
            let literals = unlabelled.map(SwiftSyntaxFacts.stringLiteral)
            guard !literals.isEmpty, literals.count <= 2, literals.allSatisfy({ $0 != nil }) else { return nil }
            (table, key) = literals.count == 2 ? (literals[0], literals[1]) : (nil, literals[0])
            fallback = labelled("fallback")
        case "NSLocalizedString":
            guard let first = unlabelled.first else { return nil }
            (key, table) = (SwiftSyntaxFacts.stringLiteral(first), labelled("tableName"))
            fallback = labelled("value")
        case "String":
            (key, table) = (labelled("localized"), labelled("table"))
        default:
            return nil
        }
        guard let key else { return nil }
        return tables?.value(of: key, table: table) ?? fallback
    }
}

/// A project's development-language strings tables by name (`Localizable`, `Strings`, `InfoPlist`):
/// each `Name.strings` below the project's folder (`ProjectWalk`), outside any `.lproj` folder (a table
/// Xcode does not localise) or in `en.lproj`/`Base.lproj`. Read once per project, when a constant
/// asks (`ProjectStringConstants`).
struct StringsTables: Sendable {
    let rowsByTable: [String: [String: String]]

    /// The value `table` gives `key` (`Localizable` when the lookup names none); a lookup naming no
    /// table that `Localizable` does not answer is answered by the one value the other tables agree on.
    func value(of key: String, table: String?) -> String? {
        if let table { return rowsByTable[table]?[key] }
        if let value = rowsByTable["Localizable"]?[key] { return value }
        let values = Set(rowsByTable.values.compactMap { $0[key] })
        return values.count == 1 ? values.first : nil
    }

    private static let byProject = ProjectCache<StringsTables>()

    static func tables(under root: String) -> StringsTables {
        byProject.value(forRoot: root, reading: load(under:))
    }

    private static func load(under root: String) -> StringsTables {
        var paths: [String] = []
        ProjectWalk.walk(under: root, wanted: { $0.hasSuffix(".strings") || LocalizedStringsTable.tableNames.contains($0) }) { path, entry in
            if entry.hasSuffix(".strings") {
                paths.append(path)
            } else if let names = ProjectWalk.entries(of: path) {
                paths += names.filter { $0.hasSuffix(".strings") }.sorted().map { path + "/" + $0 }
            }
            return paths.count < 200
        }
        // `en.lproj` before `Base.lproj`, as `LocalizedStringsTable` reads them.
        paths.sort { ($0.contains("/Base.lproj/") ? 1 : 0) < ($1.contains("/Base.lproj/") ? 1 : 0) }
        var rows: [String: [String: String]] = [:]
        var conflicting: [String: Set<String>] = [:]
        for path in paths {
            guard case .success(let bytes) = FileReader.read(path, limit: LocalizedStringsTable.maxBytes),
                  let found = StringsTableFormat.rows(of: bytes) else { continue }
            let file = (path as NSString).lastPathComponent
            let table = String(file.dropLast(".strings".count))
            let isBase = path.contains("/Base.lproj/")
            for (key, value) in found {
                if let known = rows[table]?[key] {
                    if known != value && !isBase { conflicting[table, default: []].insert(key) }
                } else {
                    rows[table, default: [:]][key] = value
                }
            }
        }
        for (table, keys) in conflicting {
            for key in keys { rows[table]?[key] = nil }
        }
        return StringsTables(rowsByTable: rows)
    }
}
