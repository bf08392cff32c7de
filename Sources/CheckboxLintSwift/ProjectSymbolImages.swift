import CheckboxLintKit
import Foundation
import SwiftParser
import SwiftSyntax

/// A project's own `Image` initialiser that shows an SF Symbol named by a case of the project's
/// enum: `extension Image { init(appSymbol: AppSymbol) { self.init(systemName: appSymbol.rawValue) }
/// }` with `enum AppSymbol: String { case circle = "circle"; case circleFilled = "circle.inset.filled"
/// }`, or the name a computed property of the enum gives each case (`var name: String { switch self {
/// case .circle: return "circle" … } }`). `Image(appSymbol: done ? .circleFilled : .circle)` is then
/// `Image(systemName: done ? "circle.inset.filled" : "circle")`: a box chosen by the state, read by
/// VoiceOver as that symbol.
///
/// The initialiser and the enum are usually declared in other files of the project (an
/// `Extensions/` and a `Models/` folder): the project is the folder `LocalizedStringsTable` finds
/// for the file; its Swift files are looked through once per process, only when a file being
/// mapped calls `Image` with a label SwiftUI does not declare. A file is parsed only when its bytes
/// hold `extension Image` (or the enum's name after `enum`), with the bounds of any linted file.
/// Only a labelled initialiser is read: an unlabelled `Image(.name)` is as often an asset catalogue's
/// generated `ImageResource`. An initialiser whose body does more than that one call, a label two
/// initialisers declare, a case whose name is not a literal: nothing is read.
struct ProjectSymbolImages: Sendable {
    static let maxFiles = 6_000
    static let maxFileBytes = 1 << 20

    /// The symbol name of each case, by the initialiser's label (`appSymbol` → `circle` → `"circle"`).
    let namesByLabel: [String: [String: String]]

    /// The lookup of the file being mapped, bound around its mapping (`SwiftFrontend`).
    @TaskLocal static var current: Lookup?

    /// Unchecked `Sendable`: a lookup is bound around one file's mapping, which runs on one thread.
    final class Lookup: @unchecked Sendable {
        private let file: String
        private let tree: SourceFileSyntax
        private var found: ProjectSymbolImages?

        init(file: String, tree: SourceFileSyntax) {
            self.file = file
            self.tree = tree
        }

        /// The project's initialisers, with the file's own (a file read from standard input, or
        /// outside any folder, has no project to look through).
        var images: ProjectSymbolImages {
            if let found { return found }
            let project = ProjectSymbolImages.images(forFile: file)
            let own = Reader().read(trees: [tree])
            let merged = ProjectSymbolImages(namesByLabel: own.namesByLabel.merging(project.namesByLabel) { mine, _ in mine })
            found = merged
            return merged
        }
    }

    /// The first labels of SwiftUI's own `Image` initialisers: never a project's.
    private static let swiftUILabels: Set<String> = ["systemName", "decorative", "uiImage", "nsImage", "size", "_internalSystemName"]

    /// The argument of `image` that names a case of a project's symbol enum, and the symbol name of
    /// each case; nil for any other call.
    static func symbolArgument(of image: FunctionCallExprSyntax) -> (argument: ExprSyntax, names: [String: String])? {
        guard image.arguments.count == 1, let first = image.arguments.first, let label = first.label?.text,
              !swiftUILabels.contains(label), SwiftSyntaxFacts.calleeName(image) == "Image",
              let names = current?.images.namesByLabel[label] else { return nil }
        return (first.expression, names)
    }

    /// The symbol name a case reference names (`.circle`, `AppSymbol.circle`), nil for any other.
    static func name(of expression: ExprSyntax, in names: [String: String]) -> String? {
        guard let member = expression.as(MemberAccessExprSyntax.self),
              member.base == nil || member.base?.is(DeclReferenceExprSyntax.self) == true else { return nil }
        return names[member.declName.baseName.text]
    }

    /// `image`'s name as `Image(systemName:)` would be given it: `"circle"` for `.circle`, `done ?
    /// "circle.inset.filled" : "circle"` for `done ? .circleFilled : .circle` (a detached expression,
    /// read for its text); nil when it is no project symbol image or a branch names no known case.
    static func systemName(of image: FunctionCallExprSyntax) -> ExprSyntax? {
        guard let (argument, names) = symbolArgument(of: image) else { return nil }
        if let name = name(of: argument, in: names) { return literal(name) }
        guard let ternary = SwiftSyntaxFacts.ternary(argument), ternary.branches.count == 2 else { return nil }
        let branches = ternary.branches.compactMap { name(of: $0, in: names) }
        guard branches.count == 2 else { return nil }
        return expression("\(ternary.condition) ? \(quoted(branches[0])) : \(quoted(branches[1]))")
    }

    /// An image's name: `Image(systemName:)`'s, an asset's (`Image("box-on")`, `Image(name, bundle:
    /// .module)`), or the symbol name a project's initialiser is given (`systemName(of:)`).
    /// A project's string constant given as the symbol's name (`Image(systemName: Symbols.selected)`)
    /// is its literal (`ProjectStringConstants`).
    static func nameArgument(of image: FunctionCallExprSyntax) -> ExprSyntax? {
        if let symbol = SwiftSyntaxFacts.argument(image, "systemName") {
            if symbol.is(MemberAccessExprSyntax.self), let text = ProjectStringConstants.literal(namedBy: symbol) { return literal(text) }
            return symbol
        }
        return image.arguments.first(where: { $0.label == nil })?.expression ?? systemName(of: image)
    }

    /// The symbol names the branches of a ternary name when it is the argument of a project symbol
    /// image (`Image(appSymbol: done ? .circleFilled : .circle)`): what a box indicator shows.
    static func branchNames(of ternary: SequenceExprSyntax) -> [String] {
        guard let argument = ternary.parent?.as(LabeledExprSyntax.self),
              let image = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
              let (expression, names) = symbolArgument(of: image), expression.id == ternary.id,
              let branches = SwiftSyntaxFacts.ternary(expression)?.branches else { return [] }
        return branches.compactMap { name(of: $0, in: names) }
    }

    private static func literal(_ text: String) -> ExprSyntax? { expression(quoted(text)) }

    private static func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    private static func expression(_ text: String) -> ExprSyntax? {
        Parser.parse(source: text).statements.first?.item.as(ExprSyntax.self)
    }

    // MARK: The project's files

    private static let byProject = ProjectCache<ProjectSymbolImages>()

    /// The initialisers of the project holding the Swift file at `path`, read once per project.
    static func images(forFile path: String) -> ProjectSymbolImages {
        byProject.value(forRoot: LocalizedStringsTable.projectRoot(ofFile: path), reading: load(under:))
    }

    private static let imageExtensionNeedle = Array("extension Image".utf8)

    private static func load(under root: String) -> ProjectSymbolImages {
        let files = swiftFiles(under: root)
        // First the initialisers, then the enums they name: only files that may hold them are parsed.
        var reader = Reader()
        for path in files {
            guard let bytes = readable(path), SwiftConstructs.contains(bytes, imageExtensionNeedle, in: 0..<bytes.count),
                  let tree = parsed(bytes) else { continue }
            reader.collectInitialisers(in: tree)
        }
        guard !reader.initialisers.isEmpty else { return ProjectSymbolImages(namesByLabel: [:]) }
        let enumNeedles = Set(reader.initialisers.values.map(\.type)).map { Array(("enum " + $0).utf8) }
        for path in files {
            guard let bytes = readable(path), enumNeedles.contains(where: { SwiftConstructs.contains(bytes, $0, in: 0..<bytes.count) }),
                  let tree = parsed(bytes) else { continue }
            reader.collectEnums(in: tree)
        }
        return reader.images
    }

    static func readable(_ path: String) -> [UInt8]? {
        guard case .success(let bytes) = FileReader.read(path, limit: maxFileBytes) else { return nil }
        return bytes
    }

    /// Parsed within the bounds every linted file keeps (`SwiftSourceBounds`).
    static func parsed(_ bytes: [UInt8]) -> SourceFileSyntax? {
        guard SwiftSourceBounds.check(bytes) == nil else { return nil }
        return bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
    }

    /// The `.swift` files below `root` (`ProjectFiles`), at most `maxFiles`; the project's callers
    /// (`ProjectCallers`) are looked for in the same files.
    static func swiftFiles(under root: String) -> [String] {
        ProjectFiles.under(root).swiftFiles
    }

    /// A name that does not start with `.` and ends in `.swift`. An ASCII name is told by its bytes
    /// (each ASCII byte is a Character of its own next to `.` and letters, so the tests agree with
    /// `hasPrefix` and `hasSuffix`); those cost ~300 instructions an entry of the project's walk.
    /// Any other name is left to them.
    static func isSwiftFileName(_ name: String) -> Bool {
        var name = name
        let ascii: Bool? = name.withUTF8 { bytes in
            let count = bytes.count
            // The suffix's bytes first: a name whose bytes do not end in `.swift` cannot end in its
            // Characters (each of them one byte, none of them a mark another byte joins), and most
            // entries of the walk (folders, other files) are told no here, before their bytes are read.
            guard count >= 6, bytes[count - 6] == UInt8(ascii: "."), bytes[count - 5] == UInt8(ascii: "s"),
                  bytes[count - 4] == UInt8(ascii: "w"), bytes[count - 3] == UInt8(ascii: "i"),
                  bytes[count - 2] == UInt8(ascii: "f"), bytes[count - 1] == UInt8(ascii: "t") else { return false }
            var index = 0
            while index < count {
                if bytes[index] >= 0x80 { return nil }
                index += 1
            }
            return bytes[0] != UInt8(ascii: ".")
        }
        return ascii ?? (!name.hasPrefix(".") && name.hasSuffix(".swift"))
    }

    // MARK: Reading the declarations

    /// What the parsed files declare: the initialisers, then each enum's names.
    struct Reader {
        struct Initialiser: Equatable {
            /// The enum the parameter is declared as.
            let type: String
            /// `rawValue`, or the enum's property that names the symbol.
            let member: String
        }

        /// By label; nil when two initialisers of one label differ.
        var initialisers: [String: Initialiser] = [:]
        private var ambiguous: Set<String> = []
        /// By enum: the symbol name of each case.
        private var enumNames: [String: [String: String]] = [:]

        var images: ProjectSymbolImages {
            var byLabel: [String: [String: String]] = [:]
            for (label, initialiser) in initialisers where !ambiguous.contains(label) {
                if let names = enumNames[initialiser.type], !names.isEmpty { byLabel[label] = names }
            }
            return ProjectSymbolImages(namesByLabel: byLabel)
        }

        /// Initialisers and enums declared in the trees (one file's own declarations).
        func read(trees: [SourceFileSyntax]) -> ProjectSymbolImages {
            var reader = self
            for tree in trees { reader.collectInitialisers(in: tree) }
            guard !reader.initialisers.isEmpty else { return ProjectSymbolImages(namesByLabel: [:]) }
            for tree in trees { reader.collectEnums(in: tree) }
            return reader.images
        }

        /// `extension Image { init(label: Type) { self.init(systemName: label.member) } }` at the
        /// top of the file.
        mutating func collectInitialisers(in tree: SourceFileSyntax) {
            for item in tree.statements {
                guard let extensionDecl = item.item.as(ExtensionDeclSyntax.self),
                      ["Image", "SwiftUI.Image"].contains(extensionDecl.extendedType.trimmedDescription) else { continue }
                for member in extensionDecl.memberBlock.members {
                    guard let initialiser = member.decl.as(InitializerDeclSyntax.self),
                          let (label, found) = Self.symbolInitialiser(initialiser) else { continue }
                    if let known = initialisers[label], known != found { ambiguous.insert(label) }
                    initialisers[label] = found
                }
            }
        }

        private static func symbolInitialiser(_ initialiser: InitializerDeclSyntax) -> (String, Initialiser)? {
            let parameters = initialiser.signature.parameterClause.parameters
            guard parameters.count == 1, let parameter = parameters.first, parameter.firstName.text != "_",
                  parameter.defaultValue == nil, let type = parameter.type.as(IdentifierTypeSyntax.self)?.name.text,
                  let statements = initialiser.body?.statements, statements.count == 1,
                  let call = statements.first?.item.as(FunctionCallExprSyntax.self),
                  let callee = call.calledExpression.as(MemberAccessExprSyntax.self), callee.declName.baseName.text == "init",
                  callee.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self",
                  call.arguments.count == 1, call.arguments.first?.label?.text == "systemName",
                  let named = call.arguments.first?.expression.as(MemberAccessExprSyntax.self),
                  named.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == (parameter.secondName ?? parameter.firstName).text
            else { return nil }
            return (parameter.firstName.text, Initialiser(type: type, member: named.declName.baseName.text))
        }

        /// The names of the cases of each enum an initialiser takes, declared at the top of the
        /// file or in a type or extension there; its naming property may be in an extension.
        mutating func collectEnums(in tree: SourceFileSyntax) {
            let wanted = Dictionary(initialisers.values.map { ($0.type, $0.member) }, uniquingKeysWith: { first, _ in first })
            var enums: [String: EnumDeclSyntax] = [:]
            var extensions: [String: [ExtensionDeclSyntax]] = [:]
            var stack: [Syntax] = tree.statements.map { Syntax($0.item) }
            while let node = stack.popLast() {
                if let enumDecl = node.as(EnumDeclSyntax.self), wanted[enumDecl.name.text] != nil {
                    enums[enumDecl.name.text] = enumDecl
                } else if let extensionDecl = node.as(ExtensionDeclSyntax.self), wanted[extensionDecl.extendedType.trimmedDescription] != nil {
                    extensions[extensionDecl.extendedType.trimmedDescription, default: []].append(extensionDecl)
                }
                if let group = node.asProtocol(DeclGroupSyntax.self) {
                    stack.append(contentsOf: group.memberBlock.members.map { Syntax($0.decl) })
                }
            }
            for (name, enumDecl) in enums {
                guard let member = wanted[name] else { continue }
                let names = member == "rawValue" ? Self.rawValues(of: enumDecl)
                    : Self.propertyNames(member, in: [enumDecl.memberBlock] + (extensions[name] ?? []).map(\.memberBlock))
                if !names.isEmpty { enumNames[name] = names }
            }
        }

        /// A `String` enum's raw values: each case's literal, or its own name.
        private static func rawValues(of enumDecl: EnumDeclSyntax) -> [String: String] {
            guard enumDecl.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription == "String" else { return [:] }
            var names: [String: String] = [:]
            for member in enumDecl.memberBlock.members {
                guard let cases = member.decl.as(EnumCaseDeclSyntax.self) else { continue }
                for element in cases.elements where element.parameterClause == nil {
                    if let value = element.rawValue?.value {
                        if let text = SwiftSyntaxFacts.stringLiteral(value) { names[element.name.text] = text }
                    } else {
                        names[element.name.text] = element.name.text
                    }
                }
            }
            return names
        }

        /// `var name: String { switch self { case .a, .b: return "x" … } }`: each case's first literal
        /// (a case that names one symbol by the system's version, `if #available(…) { return "a" }
        /// else { return "b" }`, by its newest).
        private static func propertyNames(_ property: String, in blocks: [MemberBlockSyntax]) -> [String: String] {
            for block in blocks {
                for member in block.members {
                    guard let variable = member.decl.as(VariableDeclSyntax.self), variable.bindings.count == 1,
                          let binding = variable.bindings.first, binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == property,
                          let accessors = binding.accessorBlock else { continue }
                    guard let switchExpr = firstSwitchOnSelf(in: Syntax(accessors)) else { return [:] }
                    var names: [String: String] = [:]
                    for switchCase in switchExpr.cases {
                        guard let caseItem = switchCase.as(SwitchCaseSyntax.self),
                              let label = caseItem.label.as(SwitchCaseLabelSyntax.self),
                              let name = firstLiteral(in: Syntax(caseItem.statements)) else { continue }
                        for item in label.caseItems {
                            guard let pattern = item.pattern.as(ExpressionPatternSyntax.self),
                                  let reference = pattern.expression.as(MemberAccessExprSyntax.self), reference.base == nil else { continue }
                            names[reference.declName.baseName.text] = name
                        }
                    }
                    return names
                }
            }
            return [:]
        }

        private static func firstSwitchOnSelf(in node: Syntax) -> SwitchExprSyntax? {
            var stack = [node]
            var steps = 0
            while let current = stack.popLast(), steps < 10_000 {
                steps += 1
                if let switchExpr = current.as(SwitchExprSyntax.self) {
                    return switchExpr.subject.trimmedDescription == "self" ? switchExpr : nil
                }
                stack.append(contentsOf: current.children(viewMode: .sourceAccurate).reversed())
            }
            return nil
        }

        /// The first string literal in source order (a case's `return "circle"`).
        private static func firstLiteral(in node: Syntax) -> String? {
            var stack = [node]
            var steps = 0
            while let current = stack.popLast(), steps < 10_000 {
                steps += 1
                if let literal = current.as(StringLiteralExprSyntax.self) { return SwiftSyntaxFacts.stringLiteral(ExprSyntax(literal)) }
                stack.append(contentsOf: current.children(viewMode: .sourceAccurate).reversed())
            }
            return nil
        }
    }
}
