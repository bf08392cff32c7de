import Foundation
import SwiftSyntax

/// Whether a view a caller's loop lays out (`ForEach(tags.indices, id: \.self) { index in
/// TagButtonView(tags: $tags, string: tags[index]) }`) is read as a checkbox where it is declared
/// (a hand-made checkbox that is the whole type, `HandMadeCheckbox.isTheType`), the caller handing
/// it no Bool: its state is its own (`@State var isToggled`, flipped by its own tap, the list it is
/// handed only told of the change). Every item is then one checkbox whatever the caller passes: the
/// loop makes them a set, titled (or not) by what the caller shows before it — the caller's file's
/// question, whichever file declares the view.
///
/// A call that hands the view one of its Bool properties (`isSelected: slot == option`,
/// `isChecked: $term.isChecked`) is left to what it hands (`CallerCheckboxLoops`): the same row is a
/// radio's option where its caller assigns one choice.
///
/// The declaring file is the caller's own (its checkbox types, already found) or the one other
/// file of the project that declares a struct of that name (`ProjectDeclarations`), whose struct
/// is then searched as the mapper searches a type; the answer is kept once per project and type.
enum LoopedCheckboxViews {
    private static let boolsOfCheckboxTypes = ProjectCache<Set<String>?>()

    /// Whether `call`, laid out by a loop of the file being mapped, makes a checkbox: its type is a
    /// checkbox type (`ownTypes`, the file's, by name with their Bool properties; or a struct
    /// declared in one other file of the project and not in this one, read as one), and the call
    /// hands it none of its Bool properties.
    static func makesCheckbox(_ call: FunctionCallExprSyntax, typeName: String, ownTypes: [String: Set<String>]) -> Bool {
        guard let bools = ownTypes[typeName] ?? boolsOfCheckboxType(declaredElsewhere: typeName) else { return false }
        return !call.arguments.contains { $0.label.map { bools.contains($0.text) } == true }
    }

    /// The Bool properties of a checkbox type declared in another file of the project; nil for a
    /// type that is none (or not found).
    private static func boolsOfCheckboxType(declaredElsewhere typeName: String) -> Set<String>? {
        guard let path = ProjectCallers.currentFile, path != "-", path.hasSuffix(".swift") else { return nil }
        let root = LocalizedStringsTable.projectRoot(ofFile: path)
        return boolsOfCheckboxTypes.value(forRoot: root + "\u{0}" + typeName) { _ in
            guard let (declaration, file) = ProjectDeclarations.structDeclaration(named: typeName, under: root, besides: path),
                  HandMadeCheckbox.find(in: declaration, file: file, tapModifiers: HelperTapModifiers.wrappers(in: file), otherConstructs: false)
                    .contains(where: isCheckboxType) else { return nil }
            return CallerClosureActions.boolProperties(of: declaration)
        }
    }

    /// Whether `checkbox` is a whole type, shown.
    static func isCheckboxType(_ checkbox: HandMadeCheckbox) -> Bool {
        checkbox.isTheType && !checkbox.hidden
    }
}
/// Where a project's structs are declared: each Swift file of the project (`ProjectSymbolImages
/// .swiftFiles`, bounded) read once for the names after `struct `, the index kept per project.
/// A name declared in two files maps to none: which one a caller means is not certain.
enum ProjectDeclarations {
    private static let indexByProject = ProjectCache<[String: String?]>()
    private static let structNeedle = Array("struct ".utf8)

    /// The struct `name` declared in one file under `root` other than `path`, parsed, with its file.
    static func structDeclaration(named name: String, under root: String, besides path: String) -> (StructDeclSyntax, SourceFileSyntax)? {
        let index = indexByProject.value(forRoot: root, reading: self.index(under:))
        guard let found = index[name] ?? nil, !samePath(found, path),
              let bytes = ProjectSymbolImages.readable(found), let tree = ProjectSymbolImages.parsed(bytes),
              let declaration = structDeclaration(named: name, in: tree) else { return nil }
        return (declaration, tree)
    }

    /// The struct `name` declared in `file`, at the top level or nested in a type or extension.
    static func structDeclaration(named name: String, in file: SourceFileSyntax) -> StructDeclSyntax? {
        var stack: [Syntax] = file.statements.map { Syntax($0.item) }
        var steps = 0
        while let node = stack.popLast(), steps < 100_000 {
            steps += 1
            if let declaration = node.as(StructDeclSyntax.self), declaration.name.text == name { return declaration }
            if let group = node.asProtocol(DeclGroupSyntax.self) {
                stack.append(contentsOf: group.memberBlock.members.map { Syntax($0.decl) })
            }
        }
        return nil
    }

    private static func samePath(_ one: String, _ other: String) -> Bool {
        URL(fileURLWithPath: one).standardizedFileURL.path == URL(fileURLWithPath: other).standardizedFileURL.path
    }

    /// Each struct name spelt `struct Name` in the project's files, mapped to its one file.
    private static func index(under root: String) -> [String: String?] {
        var index: [String: String?] = [:]
        for path in ProjectSymbolImages.swiftFiles(under: root) {
            guard let bytes = ProjectSymbolImages.readable(path) else { continue }
            for name in structNames(in: bytes) {
                index[name] = index[name] == nil ? .some(path) : .some(nil)
            }
        }
        return index
    }

    /// The identifiers after `struct ` in `bytes` (a word of its own: not `ConstructView`).
    private static func structNames(in bytes: [UInt8]) -> Set<String> {
        var names: Set<String> = []
        var position = 0
        let count = bytes.count
        while position + structNeedle.count < count {
            guard bytes[position] == structNeedle[0], bytes[position..<position + structNeedle.count].elementsEqual(structNeedle),
                  position == 0 || !isIdentifierByte(bytes[position - 1]) else {
                position += 1
                continue
            }
            var end = position + structNeedle.count
            let start = end
            while end < count, isIdentifierByte(bytes[end]) { end += 1 }
            if end > start, let name = String(bytes: bytes[start..<end], encoding: .utf8) { names.insert(name) }
            position = end
        }
        return names
    }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F || byte >= 0x80
    }
}
