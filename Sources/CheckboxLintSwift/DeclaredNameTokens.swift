import SwiftSyntax

/// Every token spelt like a name the file declares for a type or a type's member (`GeneralSettings`,
/// `body`, `advanced`), by name: where `ShownEnvironment` looks for the places that show a view.
/// Found without a walk over every node: the declarations are read from the member blocks only,
/// their names looked for in one pass over the bytes, and the tokens reached by one descent in the
/// order of the bytes. Asked name by name, a search over the whole file for each was quadratic in
/// a file of thousands of small views.
struct DeclaredNameTokens {
    private var byName: [String: [TokenSyntax]] = [:]

    init(tree: SourceFileSyntax, bytes: [UInt8]) {
        var names: Set<[UInt8]> = []
        Self.collectNames(in: tree.statements.map { Syntax($0.item) }, into: &names)
        guard !names.isEmpty else { return }
        // The offsets of the whole words that are declared names, in the order of the bytes.
        var offsets: [Int] = []
        // The names by length, each word compared byte by byte with those of its length: an array
        // made and hashed for every word of the file was most of this reading (~700 instructions a
        // word, 36 M of the bench's 100 files).
        let longest = names.map(\.count).max() ?? 0
        var namesByLength = [[[UInt8]]](repeating: [], count: longest + 1)
        for name in names { namesByLength[name.count].append(name) }
        bytes.withUnsafeBufferPointer { buffer in
            var index = 0
            while index < buffer.count {
                guard Self.isIdentifierByte(buffer[index]) else {
                    index += 1
                    continue
                }
                let start = index
                repeat { index += 1 } while index < buffer.count && Self.isIdentifierByte(buffer[index])
                let length = index - start
                guard length <= longest else { continue }
                for name in namesByLength[length] {
                    var matched = 0
                    while matched < length, buffer[start + matched] == name[matched] { matched += 1 }
                    if matched == length {
                        offsets.append(start)
                        break
                    }
                }
            }
        }
        var previous: Syntax?
        for offset in offsets {
            guard let token = Self.token(at: offset, from: previous ?? Syntax(tree)) else { continue }
            previous = Syntax(token)
            // A word inside a comment or a string is no token that starts there.
            guard token.positionAfterSkippingLeadingTrivia.utf8Offset == offset else { continue }
            byName[token.text, default: []].append(token)
        }
    }

    /// The tokens spelt `name`, in the order of the bytes; none when the file declares no such name.
    func tokens(named name: String) -> [TokenSyntax] {
        byName[name] ?? []
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

    /// The token that holds `offset`, climbing from `start` (the previous find) to the nearest node
    /// that holds it and descending from there, from the child the climb passed.
    private static func token(at offset: Int, from start: Syntax) -> TokenSyntax? {
        var node = start
        var passed: Syntax?
        while !(node.position.utf8Offset <= offset && offset < node.endPosition.utf8Offset) {
            guard let parent = node.parent else { return nil }
            passed = node
            node = parent
        }
        while true {
            if let token = node.as(TokenSyntax.self) { return token }
            let children = node.children(viewMode: .sourceAccurate)
            var index = passed.flatMap { children.index(of: $0) } ?? children.startIndex
            passed = nil
            var holder: Syntax?
            while index != children.endIndex {
                let child = children[index]
                if child.position.utf8Offset > offset { break }
                if offset < child.endPosition.utf8Offset {
                    holder = child
                    break
                }
                index = children.index(after: index)
            }
            guard let holder else { return nil }
            node = holder
        }
    }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F || byte >= 0x80
    }
}
