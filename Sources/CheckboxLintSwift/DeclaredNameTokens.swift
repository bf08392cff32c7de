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

    init(tree: SourceFileSyntax, bytes: [UInt8]) {
        self.tree = tree
        self.bytes = bytes
    }

    /// Whether the file declares `name`: its declarations read on the raw tree for that name alone
    /// (a set of every declared name, hashed, cost ~50,000 instructions a file, for the two or four
    /// names asked); through the nodes when a missing name's text is one only its kind gives.
    private func declares(_ name: [UInt8]) -> Bool {
        let lookup = name.withUnsafeBufferPointer { buffer in
            Self.findRawName(SyntaxText(baseAddress: buffer.baseAddress, count: buffer.count), in: tree.statements.raw)
        }
        switch lookup {
        case .found: return true
        case .absent: return false
        case .needsNodes:
            var names: Set<[UInt8]> = []
            Self.collectNames(in: tree.statements.map { Syntax($0.item) }, into: &names)
            return names.contains(name)
        }
    }

    /// Where the declared name `name` is spelt as a whole word (a maximal run of identifier bytes),
    /// in the order of the bytes; none when the file declares no such name. Looked for only for
    /// the names asked (`ShownEnvironment` asks two per view it follows): one pass over the file's
    /// words for every declared name, each match kept by name, was most of this reading (~22 M of
    /// the bench's 100 files). A name with a byte no word holds (a backquote) is no word.
    private func offsets(of name: [UInt8]) -> [Int] {
        guard !name.isEmpty, declares(name), name.allSatisfy(Self.isIdentifierByte) else { return [] }
        // memchr looks for the name's rarest byte (a capital is rarer in code than a lowercase letter).
        let anchor = SwiftConstructs.rarestByte(of: name)
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

    /// What the raw tree says of a declared name.
    private enum Lookup {
        case found, absent
        /// A missing name token other than an identifier (whose text, nothing, is known) was met first.
        case needsNodes
    }

    /// `collectNames` over a list of statements or members on the raw tree, for the name `wanted`.
    private static func findRawName(_ wanted: SyntaxText, in list: RawSyntax) -> Lookup {
        guard let children = list.layoutView?.children else { return .absent }
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
            let lookup = findRawName(wanted, of: item)
            if case .absent = lookup { continue }
            return lookup
        }
        return .absent
    }

    private static func findRawName(_ wanted: SyntaxText, of item: RawSyntax) -> Lookup {
        // The declaration groups (`DeclGroupSyntax`): their members; the types' names.
        func group(named name: RawTokenSyntax, members: RawMemberBlockItemListSyntax) -> Lookup {
            let lookup = match(name, wanted)
            if case .absent = lookup { return findRawName(wanted, in: members.raw) }
            return lookup
        }
        if let type = item.as(RawStructDeclSyntax.self) { return group(named: type.name, members: type.memberBlock.members) }
        if let type = item.as(RawClassDeclSyntax.self) { return group(named: type.name, members: type.memberBlock.members) }
        if let type = item.as(RawEnumDeclSyntax.self) { return group(named: type.name, members: type.memberBlock.members) }
        if let type = item.as(RawActorDeclSyntax.self) { return group(named: type.name, members: type.memberBlock.members) }
        if let type = item.as(RawExtensionDeclSyntax.self) { return findRawName(wanted, in: type.memberBlock.members.raw) }
        if let type = item.as(RawProtocolDeclSyntax.self) { return findRawName(wanted, in: type.memberBlock.members.raw) }
        if let function = item.as(RawFunctionDeclSyntax.self) { return match(function.name, wanted) }
        if let variable = item.as(RawVariableDeclSyntax.self) {
            for child in variable.bindings.layoutView.children {
                guard let identifier = child?.as(RawPatternBindingSyntax.self)?.pattern.raw.as(RawIdentifierPatternSyntax.self)?.identifier
                else { continue }
                let lookup = match(identifier, wanted)
                if case .absent = lookup { continue }
                return lookup
            }
            return .absent
        }
        if let ifConfig = item.as(RawIfConfigDeclSyntax.self) {
            for child in ifConfig.clauses.layoutView.children {
                guard let elements = child?.as(RawIfConfigClauseSyntax.self)?.elements else { continue }
                if elements.is(RawCodeBlockItemListSyntax.self) || elements.is(RawMemberBlockItemListSyntax.self) {
                    let lookup = findRawName(wanted, in: elements)
                    if case .absent = lookup { continue }
                    return lookup
                }
            }
        }
        return .absent
    }

    /// Whether a name token is `wanted` (never empty); a missing one's text only its kind gives,
    /// unless it is an identifier's (nothing).
    private static func match(_ token: RawTokenSyntax, _ wanted: SyntaxText) -> Lookup {
        if token.presence == .present { return token.tokenText == wanted ? .found : .absent }
        return token.tokenKind == .identifier ? .absent : .needsNodes
    }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F || byte >= 0x80
    }
}
