import CheckboxLintKit
import Foundation
@_spi(RawSyntax) import SwiftSyntax

/// Where a project's types are declared: the Swift files of the project (`ProjectSymbolImages
/// .swiftFiles`, bounded), read once a run, searched for `struct Name` or `class Name` the first
/// time that name is asked. A name declared in two files maps to none: which one a use means is not
/// certain. One reader for every reader that follows a name into another file (`LoopedCheckboxViews`'
/// views, `ModelMethodCalls`' models, `ButtonBodiedStyles`' styles).
enum ProjectDeclarations {
    private static let sourcesByProject = ProjectCache<[ProjectSource]>()
    /// The one file spelling `struct Name` or `class Name`, by project root and that spelling.
    private static let declaringPathByRootAndName = ProjectCache<String?>()
    private static let structByFileAndName = ProjectCache<StructDeclSyntax?>()

    private struct ProjectSource {
        let path: String
        let bytes: [UInt8]
    }

    /// The Swift file being mapped (`ProjectCallers.currentFile`) and the root of its project; nil
    /// for standard input, where no other file is the project's.
    static var currentProject: (file: String, root: String)? {
        guard let path = ProjectCallers.currentFile, path != "-", path.hasSuffix(".swift") else { return nil }
        return (path, LocalizedStringsTable.projectRoot(ofFile: path))
    }

    /// The struct `name` declared in one file of the mapped file's project other than it, with its file.
    static func structDeclarationElsewhere(named name: String) -> (StructDeclSyntax, SourceFileSyntax)? {
        // SwiftUI's own views are what a use of their names means: the readers that follow a component
        // into another file ask for every capitalised call of a label (`HStack`, `Text`), and each name
        // unknown to the project is a search of all its files' bytes (~260,000 instructions).
        guard !swiftUIViews.contains(name), let project = currentProject else { return nil }
        return structDeclaration(named: name, under: project.root, besides: project.file)
    }

    /// The struct `name` declared in one file under `root` other than `path`, parsed, with its file.
    static func structDeclaration(named name: String, under root: String, besides path: String) -> (StructDeclSyntax, SourceFileSyntax)? {
        guard let (found, tree) = declaringFile(of: "struct " + name, under: root, besides: path),
              // Kept: a project's views name the same style or component again and again.
              let declaration = structByFileAndName.value(forRoot: found + "\u{0}" + name, reading: { _ in structDeclaration(named: name, in: tree) })
        else { return nil }
        return (declaration, tree)
    }

    /// The class `name` declared in one file under `root` other than `path`, parsed, with its file.
    static func classDeclaration(named name: String, under root: String, besides path: String) -> (ClassDeclSyntax, SourceFileSyntax)? {
        guard let (_, tree) = declaringFile(of: "class " + name, under: root, besides: path),
              let declaration = classDeclaration(named: name, in: Syntax(tree)) else { return nil }
        return (declaration, tree)
    }

    /// The one class of the project that adopts the protocol `name` of the project (`class
    /// HomeViewModel: HomeViewModelProtocol`, or an `extension HomeViewModel: HomeViewModelProtocol`
    /// of a class), with its file: a view typed by the protocol is given that class, when no other
    /// type could be. Nil when `name` is declared as no protocol, or two types adopt it (a second
    /// model, a test's mock: which one the view is given is not certain), or the one is no class.
    /// `file` is the file being mapped, read from its own tree; of the project's other files only
    /// those spelling the name are parsed, and only when one of them or `file` declares the protocol.
    /// Kept per mapped file and name.
    static func onlyAdopter(of name: String, in file: SourceFileSyntax) -> (ClassDeclSyntax, SourceFileSyntax)? {
        guard name.first?.isUppercase == true else { return nil }
        guard let project = currentProject else { return onlyAdopter(of: name, in: [file]).map { ($0.declaration, $0.tree) } }
        return adopterByFileAndName.value(forRoot: project.file + "\u{0}" + name) { _ in
            let declaredInFile = file.statements.contains { $0.item.as(ProtocolDeclSyntax.self)?.name.text == name }
            guard declaredInFile || projectDeclaresProtocol(name, root: project.root) else { return nil }
            return onlyAdopter(of: name, in: trees(spelling: name, besides: file))
        }.map { ($0.declaration, $0.tree) }
    }

    private struct Adopter {
        let declaration: ClassDeclSyntax
        let tree: SourceFileSyntax
    }

    private static let adopterByFileAndName = ProjectCache<Adopter?>()
    private static let protocolByRootAndName = ProjectCache<Bool>()

    /// Whether a Swift file of the project spells `protocol Name`, once per project and name.
    private static func projectDeclaresProtocol(_ name: String, root: String) -> Bool {
        protocolByRootAndName.value(forRoot: root + "\u{0}" + name) { _ in
            let declared = Array(("protocol " + name).utf8)
            let anchor = rarestByte(of: declared)
            return sourcesByProject.value(forRoot: root, reading: sources(under:)).contains { spells(declared, anchor: anchor, in: $0.bytes) }
        }
    }

    /// The one adopter of the protocol `name` declared in `trees` (see `onlyAdopter(of:in:)`).
    private static func onlyAdopter(of name: String, in trees: [SourceFileSyntax]) -> Adopter? {
        var isProtocol = false
        var adopters: [(name: String, declaration: Syntax, tree: SourceFileSyntax)] = []
        var seen: Set<SyntaxIdentifier> = []
        for tree in trees where seen.insert(tree.id).inserted {
            var stack: [Syntax] = tree.statements.map { Syntax($0.item) }
            var steps = 0
            while let node = stack.popLast(), steps < 100_000 {
                steps += 1
                if let protocolDecl = node.as(ProtocolDeclSyntax.self) {
                    if protocolDecl.name.text == name { isProtocol = true }
                    continue
                }
                if let classDecl = node.as(ClassDeclSyntax.self), classDecl.inherits(name) {
                    adopters.append((classDecl.name.text, node, tree))
                } else if let structDecl = node.as(StructDeclSyntax.self), structDecl.inherits(name) {
                    adopters.append((structDecl.name.text, node, tree))
                } else if let enumDecl = node.as(EnumDeclSyntax.self), enumDecl.inherits(name) {
                    adopters.append((enumDecl.name.text, node, tree))
                } else if let actorDecl = node.as(ActorDeclSyntax.self), actorDecl.inherits(name) {
                    adopters.append((actorDecl.name.text, node, tree))
                } else if let extensionDecl = node.as(ExtensionDeclSyntax.self), extensionDecl.inherits(name) {
                    adopters.append((extensionDecl.extendedType.trimmedDescription, node, tree))
                }
                if let members = memberBlock(of: node) { stack.append(contentsOf: members.members.map { Syntax($0.decl) }) }
            }
        }
        guard isProtocol, adopters.count == 1, let adopter = adopters.first else { return nil }
        if let classDecl = adopter.declaration.as(ClassDeclSyntax.self) { return Adopter(declaration: classDecl, tree: adopter.tree) }
        // `extension HomeViewModel: HomeViewModelProtocol`: the class, in the files read.
        guard adopter.declaration.is(ExtensionDeclSyntax.self) else { return nil }
        for tree in trees {
            if let classDecl = classDeclaration(named: adopter.name, in: Syntax(tree)) { return Adopter(declaration: classDecl, tree: tree) }
        }
        return nil
    }

    /// The mapped file (`file`, its own tree) and the parsed other files of its project that spell
    /// `words` as words of their own (`static let selected`); `file` alone with no project.
    static func trees(spelling words: String, besides file: SourceFileSyntax) -> [SourceFileSyntax] {
        guard let project = currentProject else { return [file] }
        let needle = Array(words.utf8)
        let anchor = rarestByte(of: needle)
        var trees = [file]
        for source in sourcesByProject.value(forRoot: project.root, reading: sources(under:))
        where spells(needle, anchor: anchor, in: source.bytes) && !samePath(source.path, project.file) {
            if let tree = parsed(source.path) { trees.append(tree) }
        }
        return trees
    }

    /// The project's Swift files under `root` whose bytes `holds` accepts, parsed, with their paths
    /// (`FallbackNamedComponents`: the files that may declare a component it reads).
    static func trees(under root: String, where holds: ([UInt8]) -> Bool) -> [(path: String, tree: SourceFileSyntax)] {
        var trees: [(path: String, tree: SourceFileSyntax)] = []
        for source in sourcesByProject.value(forRoot: root, reading: sources(under:)) where holds(source.bytes) {
            if let tree = parsed(source.path) { trees.append((source.path, tree)) }
        }
        return trees
    }

    /// The struct `name` declared in `file`, at the top level or nested in a type or extension.
    static func structDeclaration(named name: String, in file: SourceFileSyntax) -> StructDeclSyntax? {
        // Most names asked for are declared nowhere in the file (`Image`, `HStack`): the raw tree
        // tells, without a node made and cast for each declaration (~55,000 instructions a file).
        guard mayDeclareStruct(named: Array(name.utf8), in: file) else { return nil }
        var stack: [Syntax] = file.statements.map { Syntax($0.item) }
        var steps = 0
        while let node = stack.popLast(), steps < 100_000 {
            steps += 1
            if let declaration = node.as(StructDeclSyntax.self), declaration.name.text == name { return declaration }
            if let members = memberBlock(of: node) { stack.append(contentsOf: members.members.map { Syntax($0.decl) }) }
            stack.append(contentsOf: declarations(inClausesOf: node))
        }
        return nil
    }

    /// Every struct declared in `file`, at the top level or nested in a type or extension, in the
    /// order `structDeclaration(named:in:)` meets them.
    static func structs(in file: SourceFileSyntax) -> [StructDeclSyntax] {
        var found: [StructDeclSyntax] = []
        var stack: [Syntax] = file.statements.map { Syntax($0.item) }
        var steps = 0
        while let node = stack.popLast(), steps < 100_000 {
            steps += 1
            if let declaration = node.as(StructDeclSyntax.self) { found.append(declaration) }
            if let members = memberBlock(of: node) { stack.append(contentsOf: members.members.map { Syntax($0.decl) }) }
            stack.append(contentsOf: declarations(inClausesOf: node))
        }
        return found
    }

    /// The one struct declaring `mutating func name()` (taking nothing): the file's, else the one
    /// other file's of the project that spells it (`ElementMemberFlips`: an entry whose type the
    /// view does not spell, `@Default(.hints) var hints`). Nil when none or two structs declare it.
    static func structDeclaringMutatingMethod(named name: String, in file: SourceFileSyntax) -> StructDeclSyntax? {
        func declaring(_ tree: SourceFileSyntax) -> [StructDeclSyntax] {
            structs(in: tree).filter { declaration in
                declaration.memberBlock.members.contains { member in
                    guard let function = member.decl.as(FunctionDeclSyntax.self) else { return false }
                    return function.name.text == name && function.signature.parameterClause.parameters.isEmpty
                        && function.modifiers.contains { $0.name.tokenKind == .keyword(.mutating) }
                }
            }
        }
        let here = declaring(file)
        if !here.isEmpty { return here.count == 1 ? here[0] : nil }
        guard let (path, root) = currentProject,
              let (_, tree) = declaringFile(of: "mutating func " + name + "()", under: root, besides: path) else { return nil }
        let there = declaring(tree)
        return there.count == 1 ? there[0] : nil
    }

    /// Whether the declarations `structDeclaration(named:in:)` looks at hold a struct whose name may
    /// be `name`: its name token spelt with those bytes, or one the bytes cannot decide (a missing
    /// token, a name outside ASCII, which `String`'s comparison may find equal with other bytes).
    private static func mayDeclareStruct(named name: [UInt8], in file: SourceFileSyntax) -> Bool {
        var stack: [RawSyntax] = []
        // A collection's children are never nil, as its iterator assumes.
        for item in file.statements.raw.layoutView!.children {
            if let item = item?.as(RawCodeBlockItemSyntax.self) { stack.append(item.item.raw) }
        }
        while let node = stack.popLast() {
            let members: RawMemberBlockSyntax
            switch node.kind {
            case .structDecl:
                guard let declaration = node.as(RawStructDeclSyntax.self) else { return true }
                let token = declaration.name
                if token.presence != .present || token.tokenText.contains(where: { $0 >= 0x80 }) || token.tokenText.elementsEqual(name) {
                    return true
                }
                members = declaration.memberBlock
            case .classDecl: guard let declaration = node.as(RawClassDeclSyntax.self) else { return true }; members = declaration.memberBlock
            case .enumDecl: guard let declaration = node.as(RawEnumDeclSyntax.self) else { return true }; members = declaration.memberBlock
            case .extensionDecl: guard let declaration = node.as(RawExtensionDeclSyntax.self) else { return true }; members = declaration.memberBlock
            case .actorDecl: guard let declaration = node.as(RawActorDeclSyntax.self) else { return true }; members = declaration.memberBlock
            case .protocolDecl: guard let declaration = node.as(RawProtocolDeclSyntax.self) else { return true }; members = declaration.memberBlock
            case .ifConfigDecl:
                // `#if canImport(SwiftUI) … #endif` around a package's views: each clause's declarations.
                guard let ifConfig = node.as(RawIfConfigDeclSyntax.self) else { return true }
                for clause in ifConfig.clauses.layoutView.children {
                    guard let elements = clause?.as(RawIfConfigClauseSyntax.self)?.elements else { continue }
                    if let items = elements.as(RawCodeBlockItemListSyntax.self) {
                        for item in items.layoutView.children {
                            if let item = item?.as(RawCodeBlockItemSyntax.self) { stack.append(item.item.raw) }
                        }
                    } else if let items = elements.as(RawMemberBlockItemListSyntax.self) {
                        for item in items.layoutView.children {
                            if let item = item?.as(RawMemberBlockItemSyntax.self) { stack.append(item.decl.raw) }
                        }
                    }
                }
                continue
            default: continue
            }
            for member in members.members.layoutView.children {
                if let member = member?.as(RawMemberBlockItemSyntax.self) { stack.append(member.decl.raw) }
            }
        }
        return false
    }

    /// The declarations of each clause of an `#if` (`#if canImport(SwiftUI)` around a package's
    /// views, at the top level or among a type's members); none for any other node.
    private static func declarations(inClausesOf node: Syntax) -> [Syntax] {
        guard node.kind == .ifConfigDecl, let ifConfig = node.as(IfConfigDeclSyntax.self) else { return [] }
        var found: [Syntax] = []
        for clause in ifConfig.clauses {
            switch clause.elements {
            case .statements(let items): found.append(contentsOf: items.map { Syntax($0.item) })
            case .decls(let members): found.append(contentsOf: members.map { Syntax($0.decl) })
            default: break
            }
        }
        return found
    }

    /// The members of a type or extension. Asked by kind: `asProtocol(DeclGroupSyntax.self)` is a
    /// dynamic cast of ~3,500 instructions a node, and every declaration of the file is asked.
    private static func memberBlock(of node: Syntax) -> MemberBlockSyntax? {
        node.as(StructDeclSyntax.self)?.memberBlock ?? node.as(ClassDeclSyntax.self)?.memberBlock
            ?? node.as(EnumDeclSyntax.self)?.memberBlock ?? node.as(ExtensionDeclSyntax.self)?.memberBlock
            ?? node.as(ActorDeclSyntax.self)?.memberBlock ?? node.as(ProtocolDeclSyntax.self)?.memberBlock
    }

    /// The class declared with that name anywhere in `root` (nested types included).
    static func classDeclaration(named name: String, in root: Syntax) -> ClassDeclSyntax? {
        var stack = [root]
        while let node = stack.popLast() {
            if let declaration = node.as(ClassDeclSyntax.self), declaration.name.text == name { return declaration }
            // Declarations only: a function's or a closure's body declares no class worth the walk.
            if node.is(CodeBlockSyntax.self) || node.is(ClosureExprSyntax.self) || node.is(ExprSyntax.self) { continue }
            stack.append(contentsOf: node.children(viewMode: .sourceAccurate))
        }
        return nil
    }

    /// Whether anything in the project applies `style`, a style declared in `tree` (`bytes`): its
    /// name spelt as a word of its own, outside a line comment, anywhere but in its own declaration,
    /// or one of its static members (`members`, from this file's `extension ToggleStyle where Self ==
    /// Style`; those of other files are found with its name) applied, `.toggleStyle(.member…)` — a
    /// style applied, a view shown. Neither counts where no Toggle the lint reads is: in an `extension ToggleStyle`
    /// (its static members' declarations) or in an Xcode preview (`#Preview`, a `PreviewProvider`).
    /// A comment is no use (Xcode heads each file with its name, `//  TagToggleStyle.swift`). With
    /// no project (standard input), the file alone.
    static func isAppliedOutsideItsDeclaration(_ style: StructDeclSyntax, in tree: SourceFileSyntax, fileBytes bytes: [UInt8],
                                               members: [String]) -> Bool {
        let word = Array(style.name.text.utf8)
        let anchor = rarestByte(of: word)
        let own = style.position.utf8Offset..<style.endPosition.utf8Offset
        if codeSpellingOffsets(of: word, anchor: anchor, in: bytes).contains(where: { !own.contains($0) && isUse(at: $0, in: tree) }) {
            return true
        }
        var members = members
        var others: [(path: String, bytes: [UInt8])] = []
        if let project = currentProject {
            others = sourcesByProject.value(forRoot: project.root, reading: sources(under:))
                .filter { !samePath($0.path, project.file) }.map { ($0.path, $0.bytes) }
            for source in others {
                let offsets = codeSpellingOffsets(of: word, anchor: anchor, in: source.bytes)
                guard !offsets.isEmpty else { continue }
                // A file that holds neither a preview nor a style's extension: any spelling is a use.
                guard mayHoldNoUse(source.bytes), let other = parsed(source.path) else { return true }
                if offsets.contains(where: { isUse(at: $0, in: other) }) { return true }
                members += ToggleStyleMembers.members(in: other).filter { $0.type == style.name.text }.map(\.name)
            }
        }
        for member in Set(members) {
            let dotted = Array(("." + member).utf8)
            let memberAnchor = rarestByte(of: dotted)
            // A member's name is often a common word (`.soft` is also `Color.soft`, a `ButtonStyle`'s
            // `.soft`): only `.toggleStyle(.member…)` applies it.
            func applied(in bytes: [UInt8]) -> [Int] {
                codeSpellingOffsets(of: dotted, anchor: memberAnchor, in: bytes).filter { followsToggleStyleCall($0, in: bytes) }
            }
            if applied(in: bytes).contains(where: { !own.contains($0) && isUse(at: $0, in: tree) }) { return true }
            for source in others {
                let offsets = applied(in: source.bytes)
                guard !offsets.isEmpty else { continue }
                guard mayHoldNoUse(source.bytes), let other = parsed(source.path) else { return true }
                if offsets.contains(where: { isUse(at: $0, in: other) }) { return true }
            }
        }
        return false
    }

    /// Whether `toggleStyle(` comes right before `position` (white space between).
    private static func followsToggleStyleCall(_ position: Int, in bytes: [UInt8]) -> Bool {
        var end = position
        while end > 0, bytes[end - 1] == UInt8(ascii: " ") || bytes[end - 1] == UInt8(ascii: "\n") || bytes[end - 1] == UInt8(ascii: "\t") { end -= 1 }
        let call = Array("toggleStyle(".utf8)
        return end >= call.count && bytes[(end - call.count)..<end].elementsEqual(call)
    }

    /// Whether `bytes` may hold a spelling that is no use: they spell `Preview` or `ToggleStyle`.
    private static func mayHoldNoUse(_ bytes: [UInt8]) -> Bool {
        SwiftConstructs.contains(bytes, previewWord, in: 0..<bytes.count) || SwiftConstructs.contains(bytes, toggleStyleWord, in: 0..<bytes.count)
    }

    private static let previewWord = Array("Preview".utf8)
    private static let toggleStyleWord = Array("ToggleStyle".utf8)

    /// Whether the token at `offset` of `tree` is outside an Xcode preview and an `extension ToggleStyle`.
    private static func isUse(at offset: Int, in tree: SourceFileSyntax) -> Bool {
        guard let token = tree.token(at: AbsolutePosition(utf8Offset: offset)) else { return true }
        if XcodePreviews.contains(Syntax(token)) { return false }
        var node = Syntax(token)
        while let parent = node.parent {
            if let extensionDecl = parent.as(ExtensionDeclSyntax.self), extensionDecl.extendedType.trimmedDescription == "ToggleStyle" { return false }
            node = parent
        }
        return true
    }

    /// Another file of the project, parsed (once a run).
    private static func parsed(_ path: String) -> SourceFileSyntax? {
        parsedByFile.value(forRoot: path, reading: { found in ProjectSymbolImages.readable(found).flatMap(ProjectSymbolImages.parsed) })
    }

    /// The style type `.member` names when an `extension ToggleStyle` of the project declares it (`extension ToggleStyle where Self == CheckMarkToggleStyle { static var
    /// checkmark: CheckMarkToggleStyle { … } }`, the shape a package gives each of its styles), in
    /// another file than the one asking (whose own are read with it, `FileScan.styleMembers`); nil
    /// when none does, or two name different types.
    static func toggleStyleMemberTypeElsewhere(named member: String) -> String? {
        guard let project = currentProject else { return nil }
        let found = memberTypeByRootAndName.value(forRoot: project.root + "\u{0}" + member) { _ in
            let declared = ["var ", "let ", "func "].map { Array(($0 + member).utf8) }
            var types: Set<String> = []
            for source in sourcesByProject.value(forRoot: project.root, reading: sources(under:))
            where SwiftConstructs.contains(source.bytes, toggleStyleWord, in: 0..<source.bytes.count)
                && declared.contains(where: { spells($0, anchor: rarestByte(of: $0), in: source.bytes) }) {
                guard let tree = parsed(source.path) else { continue }
                for found in ToggleStyleMembers.members(in: tree) where found.name == member { types.insert(found.type) }
            }
            return types.count == 1 ? types.first : nil
        }
        return found
    }

    /// SwiftUI's views and shapes a label or a body is commonly built of.
    private static let swiftUIViews: Set<String> = [
        "Text", "Label", "Image", "HStack", "VStack", "ZStack", "LazyVStack", "LazyHStack", "Group", "Spacer", "Divider",
        "Color", "Circle", "Rectangle", "RoundedRectangle", "Capsule", "Ellipse", "Path", "Toggle", "Button", "EmptyView",
        "AnyView", "Section", "GroupBox", "NavigationLink", "Link", "Menu", "Picker", "ForEach", "List", "Form", "ScrollView",
        "Grid", "GridRow", "LazyVGrid", "LazyHGrid", "DisclosureGroup", "TextField", "ProgressView", "GeometryReader",
        "LinearGradient", "RadialGradient", "AngularGradient", "AsyncImage",
    ]
    private static let memberTypeByRootAndName = ProjectCache<String?>()

    /// The style a project's own modifier `name` applies (`func checkboxToggle() -> some View {
    /// self.toggleStyle(StyleToggleCheckbox()) }` in an `extension Toggle`, `ToggleStyleHelpers`), declared
    /// in another file than the one asking; nil when none does, or two files declare the name.
    static func toggleStyleHelperElsewhere(named name: String) -> ExprSyntax? {
        guard let project = currentProject else { return nil }
        return helperStyleByRootAndName.value(forRoot: project.root + "\u{0}" + name) { _ in
            let declared = Array(("func " + name).utf8)
            var found: [ExprSyntax] = []
            for source in sourcesByProject.value(forRoot: project.root, reading: sources(under:))
            where !samePath(source.path, project.file) && SwiftConstructs.contains(source.bytes, toggleStyleCallWord, in: 0..<source.bytes.count)
                && spells(declared, anchor: rarestByte(of: declared), in: source.bytes) {
                guard let tree = parsed(source.path) else { continue }
                if case .helper(let style)? = ToggleStyleHelpers.declaration(named: name, in: tree) { found.append(style) }
            }
            return found.count == 1 ? found.first : nil
        }
    }

    /// Whether a project's own modifier `name` (`.pressable { … }`), declared in an extension of
    /// another file than the one asking, makes a tap (`HelperTapModifiers.wrappers`): a button
    /// (true), a tap gesture (false); nil when no file declares it so, or two do.
    static func tapWrapperElsewhere(named name: String) -> Bool? {
        guard let project = currentProject else { return nil }
        return tapWrapperByRootAndName.value(forRoot: project.root + "\u{0}" + name) { _ in
            var kinds: [Bool] = []
            for tree in extensionTrees(declaring: name, project: project) {
                if let kind = HelperTapModifiers.wrappers(in: tree)[name] { kinds.append(kind) }
            }
            return kinds.count == 1 ? kinds.first : nil
        }
    }

    /// Whether one other file of the project declares `name` as a conditional-modifier helper
    /// (`HelperTapModifiers.isConditionalHelper`).
    static func conditionalHelperElsewhere(named name: String) -> Bool {
        guard let project = currentProject else { return false }
        return conditionalHelperByRootAndName.value(forRoot: project.root + "\u{0}" + name) { _ in
            extensionTrees(declaring: name, project: project).filter { HelperTapModifiers.conditionalHelpers(in: $0).contains(name) }.count == 1
        }
    }

    /// Whether one other file of the project declares `name` in an extension that sets a frame
    /// (`ProjectFrameModifiers`); false when none does, or two declare it.
    static func frameModifierElsewhere(named name: String) -> Bool {
        guard let project = currentProject else { return false }
        return frameModifierByRootAndName.value(forRoot: project.root + "\u{0}" + name) { _ in
            let declarations = extensionTrees(declaring: name, project: project).compactMap { ProjectFrameModifiers.declared(name, in: $0) }
            return declarations.count == 1 && declarations[0]
        }
    }

    /// The parsed files of the project, other than the one asking, whose bytes spell `extension`
    /// and `func name` (or ``func `name` ``) as words.
    private static func extensionTrees(declaring name: String, project: (file: String, root: String)) -> [SourceFileSyntax] {
        let declared = [Array(("func " + name).utf8), Array(("func `" + name + "`").utf8)]
        var trees: [SourceFileSyntax] = []
        for source in sourcesByProject.value(forRoot: project.root, reading: sources(under:))
        where !samePath(source.path, project.file) && SwiftConstructs.contains(source.bytes, extensionWord, in: 0..<source.bytes.count)
            && declared.contains(where: { spells($0, anchor: rarestByte(of: $0), in: source.bytes) }) {
            if let tree = parsed(source.path) { trees.append(tree) }
        }
        return trees
    }

    private static let extensionWord = Array("extension".utf8)
    private static let tapWrapperByRootAndName = ProjectCache<Bool?>()
    private static let conditionalHelperByRootAndName = ProjectCache<Bool>()
    private static let frameModifierByRootAndName = ProjectCache<Bool>()

    /// The parsed files of the mapped file's project, other than it, that may declare a static
    /// member `member` whose value is an image (`ProjectImageConstants`): their bytes spell `static`,
    /// `Image(` and `let member` or `var member` as words. The project's files holding the first two
    /// are listed once a run, the trees for each member once.
    static func treesSpelling(member: String) -> [SourceFileSyntax] {
        guard let project = currentProject else { return [] }
        let candidates = imageMemberSourcesByRoot.value(forRoot: project.root) { root in
            sourcesByProject.value(forRoot: root, reading: sources(under:)).filter { source in
                SwiftConstructs.contains(source.bytes, imageCallWord, in: 0..<source.bytes.count)
                    && SwiftConstructs.contains(source.bytes, staticWord, in: 0..<source.bytes.count)
            }
        }
        guard !candidates.isEmpty else { return [] }
        let found = imageMemberTreesByRootAndName.value(forRoot: project.root + "\u{0}" + member) { _ in
            let declared = ["let ", "var "].map { Array(($0 + member).utf8) }
            return candidates.filter { source in declared.contains { spells($0, anchor: rarestByte(of: $0), in: source.bytes) } }
                .compactMap { source in parsed(source.path).map { (source.path, $0) } }
        }
        // The mapped file's own declarations are read in its own tree.
        return found.filter { !samePath($0.path, project.file) }.map(\.tree)
    }

    private static let imageMemberSourcesByRoot = ProjectCache<[ProjectSource]>()
    private static let imageMemberTreesByRootAndName = ProjectCache<[(path: String, tree: SourceFileSyntax)]>()
    private static let imageCallWord = Array("Image(".utf8)
    private static let staticWord = Array("static ".utf8)

    private static let helperStyleByRootAndName = ProjectCache<ExprSyntax?>()
    private static let toggleStyleCallWord = Array("toggleStyle(".utf8)

    /// Where `word` is spelt as a word of its own (its last byte not followed by an identifier's;
    /// a `.member`'s first is a dot), not in a line comment, in `bytes`.
    private static func codeSpellingOffsets(of word: [UInt8], anchor: Int, in bytes: [UInt8]) -> [Int] {
        var found: [Int] = []
        var from = 0
        while let position = ByteSearch.firstOffset(of: word, in: bytes, within: from..<bytes.count, anchor: anchor) {
            let end = position + word.count
            if (position == 0 || !isIdentifierByte(bytes[position - 1]) || !isIdentifierByte(word[0]))
                && (end == bytes.count || !isIdentifierByte(bytes[end])) && !followsLineComment(position, in: bytes) {
                found.append(position)
            }
            from = position + 1
        }
        return found
    }

    /// Whether `//` comes before `position` on its line.
    private static func followsLineComment(_ position: Int, in bytes: [UInt8]) -> Bool {
        var index = position - 1
        while index > 0, bytes[index] != UInt8(ascii: "\n") {
            if bytes[index] == UInt8(ascii: "/"), bytes[index - 1] == UInt8(ascii: "/") { return true }
            index -= 1
        }
        return false
    }

    /// The file under `root`, not `path`, that alone spells `declared` (`struct Name`, `class Name`),
    /// with its parse.
    private static func declaringFile(of declared: String, under root: String, besides path: String) -> (path: String, tree: SourceFileSyntax)? {
        let found = declaringPathByRootAndName.value(forRoot: root + "\u{0}" + declared) { _ in
            onlyFile(spelling: Array(declared.utf8), in: sourcesByProject.value(forRoot: root, reading: sources(under:)))
        }
        guard let found = found, !samePath(found, path) else { return nil }
        // Parsed once a run: every view of the project may name the same model or component.
        guard let tree = parsedByFile.value(forRoot: found, reading: { found in ProjectSymbolImages.readable(found).flatMap(ProjectSymbolImages.parsed) })
        else { return nil }
        return (found, tree)
    }

    private static let parsedByFile = ProjectCache<SourceFileSyntax?>()

    /// Whether the one other file of `file`'s project that spells `struct Name` may hold a checkbox
    /// by its bytes (`SwiftConstructs.mayHoldCheckbox`): a byte test, nothing parsed, for a file
    /// whose own bytes hold none — its loop of that view may be a set of checkboxes declared there.
    static func mayDeclareCheckboxView(named name: String, besides file: String) -> Bool {
        guard !swiftUIViews.contains(name), file != "-", file.hasSuffix(".swift") else { return false }
        let root = LocalizedStringsTable.projectRoot(ofFile: file)
        return mayHoldCheckboxByRootAndName.value(forRoot: root + "\u{0}" + name) { _ in
            let sources = sourcesByProject.value(forRoot: root, reading: sources(under:))
            guard let found = onlyFile(spelling: Array(("struct " + name).utf8), in: sources), !samePath(found, file),
                  let source = sources.first(where: { $0.path == found }) else { return false }
            return SwiftConstructs.mayHoldCheckbox(source.bytes)
        }
    }

    private static let mayHoldCheckboxByRootAndName = ProjectCache<Bool>()

    /// Whether two spellings of a file's path name one file. Two files named differently are two
    /// files whatever their folders' spelling, and telling that from the last component's bytes
    /// spares the standardising (~60,000 instructions a pair) for nearly every name looked up.
    static func samePath(_ one: String, _ other: String) -> Bool {
        if one == other { return true }
        guard one.utf8.reversed().prefix(while: { $0 != UInt8(ascii: "/") }).elementsEqual(
                other.utf8.reversed().prefix(while: { $0 != UInt8(ascii: "/") })) else { return false }
        return URL(fileURLWithPath: one).standardizedFileURL.path == URL(fileURLWithPath: other).standardizedFileURL.path
    }

    /// The project's Swift files with their bytes, read once a run: a project asks for a handful of
    /// names, and each is looked for in every file.
    private static func sources(under root: String) -> [ProjectSource] {
        ProjectSymbolImages.swiftFiles(under: root).compactMap { path in
            ProjectSymbolImages.readable(path).map { ProjectSource(path: path, bytes: $0) }
        }
    }

    /// The one source spelling `declared` as words of their own (`struct Name`, not `struct
    /// NameView` nor `ConstructName`); nil when none or several do.
    private static func onlyFile(spelling declared: [UInt8], in sources: [ProjectSource]) -> String? {
        let anchor = rarestByte(of: declared)
        var found: String?
        for source in sources where spells(declared, anchor: anchor, in: source.bytes) {
            guard found == nil else { return nil }
            found = source.path
        }
        return found
    }

    private static func spells(_ declared: [UInt8], anchor: Int, in bytes: [UInt8]) -> Bool {
        var from = 0
        while let position = ByteSearch.firstOffset(of: declared, in: bytes, within: from..<bytes.count, anchor: anchor) {
            let end = position + declared.count
            if (position == 0 || !isIdentifierByte(bytes[position - 1])) && (end == bytes.count || !isIdentifierByte(bytes[end])) {
                return true
            }
            from = position + 1
        }
        return false
    }

    /// Bytes of Swift source from the commonest on: the search stops at each byte `memchr` is asked
    /// for, so it is asked for the needle's rarest (a byte not listed is rarer than any listed).
    private static let commonestFirst: [UInt8] = Array(" \netaoinsrlcdhu.pm(f)gy,b:=\"vSwTkICx{}".utf8)

    private static func rarestByte(of needle: [UInt8]) -> Int {
        needle.indices.min { commonness(needle[$0]) < commonness(needle[$1]) } ?? 0
    }

    private static func commonness(_ byte: UInt8) -> Int {
        commonestFirst.firstIndex(of: byte).map { commonestFirst.count - $0 } ?? 0
    }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F || byte >= 0x80
    }

    /// The struct, enum, class or actor `name` declared in `file`, else in the one other file of the
    /// project spelling its declaration (`StaticModelFlips`: a namespace of static methods), with its file.
    static func typeDeclaration(named name: String, besides file: SourceFileSyntax) -> (any DeclGroupSyntax, SourceFileSyntax)? {
        if let own = typeDeclaration(named: name, in: file) { return (own, file) }
        guard !swiftUIViews.contains(name), let project = currentProject else { return nil }
        for keyword in ["enum ", "struct ", "class "] {
            if let (_, tree) = declaringFile(of: keyword + name, under: project.root, besides: project.file),
               let found = typeDeclaration(named: name, in: tree) {
                return (found, tree)
            }
        }
        return nil
    }

    /// The type `name` declared in `file` (nested ones included, not in a function's body).
    private static func typeDeclaration(named name: String, in file: SourceFileSyntax) -> (any DeclGroupSyntax)? {
        var stack: [Syntax] = file.statements.map { Syntax($0.item) }
        while let node = stack.popLast() {
            if let declaration = node.as(StructDeclSyntax.self), declaration.name.text == name { return declaration }
            if let declaration = node.as(EnumDeclSyntax.self), declaration.name.text == name { return declaration }
            if let declaration = node.as(ClassDeclSyntax.self), declaration.name.text == name { return declaration }
            if let declaration = node.as(ActorDeclSyntax.self), declaration.name.text == name { return declaration }
            if let members = memberBlock(of: node) { stack.append(contentsOf: members.members.map { Syntax($0.decl) }) }
            stack.append(contentsOf: declarations(inClausesOf: node))
        }
        return nil
    }

    /// The name a type declaration (or an extension) declares.
    static func declaredName(of declaration: any DeclGroupSyntax) -> String {
        if let extensionDecl = declaration.as(ExtensionDeclSyntax.self) { return extensionDecl.extendedType.trimmedDescription }
        return declaration.as(StructDeclSyntax.self)?.name.text ?? declaration.as(EnumDeclSyntax.self)?.name.text
            ?? declaration.as(ClassDeclSyntax.self)?.name.text ?? declaration.as(ActorDeclSyntax.self)?.name.text ?? ""
    }

    /// The methods `name` (argument labels `labels`, not `static`) of the type `type`, declared in it
    /// or an extension of it, in `file` or in the project's other files spelling `extension` and
    /// `func name`, with the type or extension that declares each and its file.
    static func instanceMethods(named name: String, labels: [String], onType type: String, besides file: SourceFileSyntax)
        -> [(method: FunctionDeclSyntax, owner: any DeclGroupSyntax, file: SourceFileSyntax)] {
        guard !type.isEmpty else { return [] }
        var trees = [file]
        if let project = currentProject {
            trees += extensionTrees(declaring: name, project: project)
            for keyword in ["class ", "struct "] {
                if let (_, tree) = declaringFile(of: keyword + type, under: project.root, besides: project.file) { trees.append(tree) }
            }
        }
        var found: [(method: FunctionDeclSyntax, owner: any DeclGroupSyntax, file: SourceFileSyntax)] = []
        var seen: Set<SyntaxIdentifier> = []
        for tree in trees where seen.insert(tree.id).inserted {
            var stack: [Syntax] = tree.statements.map { Syntax($0.item) }
            while let node = stack.popLast() {
                guard let members = memberBlock(of: node) else {
                    stack.append(contentsOf: declarations(inClausesOf: node))
                    continue
                }
                stack.append(contentsOf: members.members.map { Syntax($0.decl) })
                guard let owner = node.asProtocol(DeclGroupSyntax.self), declaredName(of: owner) == type else { continue }
                for member in members.members {
                    guard let function = member.decl.as(FunctionDeclSyntax.self), function.name.text == name,
                          !function.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }),
                          function.signature.parameterClause.parameters.map(\.firstName.text) == labels else { continue }
                    found.append((function, owner, tree))
                }
            }
        }
        return found
    }
}
