@_spi(RawSyntax) import SwiftSyntax

/// Every token spelt like a name the file declares for a type or a type's member (`GeneralSettings`,
/// `body`, `advanced`), by name: where `ShownEnvironment` looks for the places that show a view.
/// Found without a walk over every node: the declarations are read from the member blocks only,
/// their names looked for in one pass over the bytes, and the tokens reached by one descent in the
/// order of the bytes. Asked name by name, a search over the whole file for each was quadratic in
/// a file of thousands of small views.
struct DeclaredNameTokens {
    private let tree: SourceFileSyntax
    /// Where each declared name is spelt as a whole word, in the order of the bytes: the tokens
    /// are reached only for the names asked for (reaching those of every name, every `body` and
    /// property, was half of this reading).
    private var offsetsByName: [[UInt8]: [Int]] = [:]

    init(tree: SourceFileSyntax, bytes: [UInt8]) {
        self.tree = tree
        var names: Set<[UInt8]> = []
        // On the raw tree (through the nodes, ~250,000 instructions a file); through the nodes when
        // a missing name's text is one only its kind gives.
        if !Self.collectRawNames(in: tree.statements.raw, into: &names) {
            names = []
            Self.collectNames(in: tree.statements.map { Syntax($0.item) }, into: &names)
        }
        guard !names.isEmpty else { return }
        // The offsets of the whole words that are declared names, by name, in the order of the bytes.
        // The names by length, each word compared byte by byte with those of its length, its first
        // byte looked up first: an array made and hashed for every word of the file was most of
        // this reading (~700 instructions a word, 36 M of the bench's 100 files). The names sit
        // end to end in one buffer, by length (`pool`, `lengthStarts`), not in an array each.
        let sorted = names.sorted { $0.count < $1.count }
        let longest = sorted.last?.count ?? 0
        var pool: [UInt8] = []
        var lengthStarts = [Int](repeating: 0, count: longest + 2)
        var firstBytes = [Bool](repeating: false, count: 256)
        for name in sorted {
            pool += name
            lengthStarts[name.count + 1] += name.count
            if let first = name.first { firstBytes[Int(first)] = true }
        }
        for length in stride(from: 1, through: longest + 1, by: 1) { lengthStarts[length] += lengthStarts[length - 1] }
        bytes.withUnsafeBufferPointer { buffer in pool.withUnsafeBufferPointer { pool in
            var index = 0
            while index < buffer.count {
                guard Self.isIdentifierByte(buffer[index]) else {
                    index += 1
                    continue
                }
                let start = index
                repeat { index += 1 } while index < buffer.count && Self.isIdentifierByte(buffer[index])
                let length = index - start
                guard length <= longest, length > 0, firstBytes[Int(buffer[start])] else { continue }
                var candidate = lengthStarts[length]
                let end = lengthStarts[length + 1]
                while candidate < end {
                    var matched = 0
                    while matched < length, buffer[start + matched] == pool[candidate + matched] { matched += 1 }
                    if matched == length {
                        offsetsByName[Array(buffer[start..<index]), default: []].append(start)
                        break
                    }
                    candidate += length
                }
            }
        } }
    }

    /// The tokens spelt `name`, in the order of the bytes; none when the file declares no such name.
    /// A token spelt `name` starts where the word `name` is (a word is a maximal run of identifier
    /// bytes, and a token ends before none of them), so only those offsets are looked at.
    func tokens(named name: String) -> [TokenSyntax] {
        guard let offsets = offsetsByName[Array(name.utf8)] else { return [] }
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
    private static func collectRawNames(in list: RawSyntax, into names: inout Set<[UInt8]>) -> Bool {
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

    private static func collectRawNames(of item: RawSyntax, into names: inout Set<[UInt8]>) -> Bool {
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
    private static func insert(_ token: RawTokenSyntax, into names: inout Set<[UInt8]>) -> Bool {
        if token.presence == .present {
            names.insert(Array(token.tokenText))
            return true
        }
        guard token.tokenKind == .identifier else { return false }
        names.insert([])
        return true
    }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F || byte >= 0x80
    }
}
