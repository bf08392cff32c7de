import CheckboxLintKit
@_spi(RawSyntax) import SwiftSyntax

/// Every token spelt like a name the file declares for a type or a type's member (`GeneralSettings`,
/// `body`, `advanced`), by name: where `ShownEnvironment` looks for the places that show a view.
/// Found without a walk over every node: the declarations are read from the member blocks only,
/// a name's whole words looked for in the bytes when it is asked for, and its tokens reached by one
/// descent in the order of the bytes. Asked name by name, a search over the whole file for each
/// was quadratic in a file of thousands of small views.
struct DeclaredNameTokens {
    private let tree: SourceFileSyntax
    private let bytes: [UInt8]
    /// The declared names, as the tree's own text (no array made and hashed per name: most of the
    /// collection's cost); nil when they were read through the nodes, into `nodeNames`.
    private let names: Set<SyntaxText>?
    private let nodeNames: Set<[UInt8]>

    init(tree: SourceFileSyntax, bytes: [UInt8]) {
        self.tree = tree
        self.bytes = bytes
        var names: Set<SyntaxText> = []
        var nodeNames: Set<[UInt8]> = []
        // On the raw tree (through the nodes, ~250,000 instructions a file); through the nodes when
        // a missing name's text is one only its kind gives.
        if Self.collectRawNames(in: tree.statements.raw, into: &names) {
            self.names = names
        } else {
            self.names = nil
            Self.collectNames(in: tree.statements.map { Syntax($0.item) }, into: &nodeNames)
        }
        self.nodeNames = nodeNames
    }

    /// Whether the file declares `name`. (The tree, which holds the names' text, lives as long as `self`.)
    private func declares(_ name: [UInt8]) -> Bool {
        guard let names else { return nodeNames.contains(name) }
        return name.withUnsafeBufferPointer { names.contains(SyntaxText(baseAddress: $0.baseAddress, count: $0.count)) }
    }

    /// Where the declared name `name` is spelt as a whole word (a maximal run of identifier bytes),
    /// in the order of the bytes; none when the file declares no such name. Looked for only for
    /// the names asked (`ShownEnvironment` asks two per view it follows): one pass over the file's
    /// words for every declared name, each match kept by name, was most of this reading (~22 M of
    /// the bench's 100 files). A name with a byte no word holds (a backquote) is no word.
    private func offsets(of name: [UInt8]) -> [Int] {
        guard !name.isEmpty, declares(name), name.allSatisfy(Self.isIdentifierByte) else { return [] }
        // memchr looks for the name's first capital (rarer in code than a lowercase letter).
        let anchor = name.firstIndex { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") } ?? 0
        var offsets: [Int] = []
        var start = 0
        while let offset = ByteSearch.firstOffset(of: name, in: bytes, within: start..<bytes.count, anchor: anchor) {
            start = offset + 1
            let end = offset + name.count
            if offset > 0, Self.isIdentifierByte(bytes[offset - 1]) { continue }
            if end < bytes.count, Self.isIdentifierByte(bytes[end]) { continue }
            offsets.append(offset)
            start = end
        }
        return offsets
    }

    /// The tokens spelt `name`, in the order of the bytes; none when the file declares no such name.
    /// A token spelt `name` starts where the word `name` is (a word is a maximal run of identifier
    /// bytes, and a token ends before none of them), so only those offsets are looked at.
    func tokens(named name: String) -> [TokenSyntax] {
        let offsets = offsets(of: Array(name.utf8))
        var tokens: [TokenSyntax] = []
        var previous: Syntax?
        for offset in offsets {
            guard let token = SwiftSyntaxFacts.token(at: offset, climbingFrom: previous ?? Syntax(tree)) else { continue }
            previous = Syntax(token)
            // A word inside a comment or a string is no token that starts there.
            guard token.positionAfterSkippingLeadingTrivia.utf8Offset == offset, token.text == name else { continue }
            tokens.append(token)
        }
        return tokens
    }

    /// The names of types (`struct`, `class`, `enum`, `actor`) and of their functions and
    /// properties, nested types and `#if` branches included.
    private static func collectNames(in items: [Syntax], into names: inout Set<[UInt8]>) {
        for item in items {
            if let type = item.asProtocol(DeclGroupSyntax.self) {
                for name in [item.as(StructDeclSyntax.self)?.name, item.as(ClassDeclSyntax.self)?.name,
                             item.as(EnumDeclSyntax.self)?.name, item.as(ActorDeclSyntax.self)?.name].compactMap({ $0 }) {
                    names.insert(Array(name.text.utf8))
                }
                collectNames(in: type.memberBlock.members.map { Syntax($0.decl) }, into: &names)
            } else if let function = item.as(FunctionDeclSyntax.self) {
                names.insert(Array(function.name.text.utf8))
            } else if let variable = item.as(VariableDeclSyntax.self) {
                for binding in variable.bindings {
                    if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text { names.insert(Array(name.utf8)) }
                }
            } else if let ifConfig = item.as(IfConfigDeclSyntax.self) {
                for clause in ifConfig.clauses {
                    switch clause.elements {
                    case .statements(let statements): collectNames(in: statements.map { Syntax($0.item) }, into: &names)
                    case .decls(let members): collectNames(in: members.map { Syntax($0.decl) }, into: &names)
                    default: break
                    }
                }
            }
        }
    }

    /// `collectNames` over a list of statements or members on the raw tree; false when it meets a
    /// missing name token other than an identifier (whose text, nothing, it knows).
    private static func collectRawNames(in list: RawSyntax, into names: inout Set<SyntaxText>) -> Bool {
        guard let children = list.layoutView?.children else { return true }
        for child in children {
            guard let child else { continue }
            let item: RawSyntax
            if let statement = child.as(RawCodeBlockItemSyntax.self) {
                item = statement.item.raw
            } else if let member = child.as(RawMemberBlockItemSyntax.self) {
                item = member.decl.raw
            } else {
                continue
            }
            guard collectRawNames(of: item, into: &names) else { return false }
        }
        return true
    }

    private static func collectRawNames(of item: RawSyntax, into names: inout Set<SyntaxText>) -> Bool {
        // The declaration groups (`DeclGroupSyntax`): their members; the types' names.
        if let type = item.as(RawStructDeclSyntax.self) {
            return insert(type.name, into: &names) && collectRawNames(in: type.memberBlock.members.raw, into: &names)
        }
        if let type = item.as(RawClassDeclSyntax.self) {
            return insert(type.name, into: &names) && collectRawNames(in: type.memberBlock.members.raw, into: &names)
        }
        if let type = item.as(RawEnumDeclSyntax.self) {
            return insert(type.name, into: &names) && collectRawNames(in: type.memberBlock.members.raw, into: &names)
        }
        if let type = item.as(RawActorDeclSyntax.self) {
            return insert(type.name, into: &names) && collectRawNames(in: type.memberBlock.members.raw, into: &names)
        }
        if let type = item.as(RawExtensionDeclSyntax.self) { return collectRawNames(in: type.memberBlock.members.raw, into: &names) }
        if let type = item.as(RawProtocolDeclSyntax.self) { return collectRawNames(in: type.memberBlock.members.raw, into: &names) }
        if let function = item.as(RawFunctionDeclSyntax.self) { return insert(function.name, into: &names) }
        if let variable = item.as(RawVariableDeclSyntax.self) {
            for child in variable.bindings.layoutView.children {
                guard let identifier = child?.as(RawPatternBindingSyntax.self)?.pattern.raw.as(RawIdentifierPatternSyntax.self)?.identifier
                else { continue }
                guard insert(identifier, into: &names) else { return false }
            }
            return true
        }
        if let ifConfig = item.as(RawIfConfigDeclSyntax.self) {
            for child in ifConfig.clauses.layoutView.children {
                guard let elements = child?.as(RawIfConfigClauseSyntax.self)?.elements else { continue }
                if elements.is(RawCodeBlockItemListSyntax.self) || elements.is(RawMemberBlockItemListSyntax.self) {
                    guard collectRawNames(in: elements, into: &names) else { return false }
                }
            }
        }
        return true
    }

    /// A name token's text (`text`), false for a missing one whose text only its kind gives.
    private static func insert(_ token: RawTokenSyntax, into names: inout Set<SyntaxText>) -> Bool {
        if token.presence == .present {
            names.insert(token.tokenText)
            return true
        }
        guard token.tokenKind == .identifier else { return false }
        names.insert(SyntaxText())
        return true
    }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F || byte >= 0x80
    }
}
