import Foundation
import SwiftSyntax

/// The calls of a component type made in the other files of its project: a tapped row declared in
/// `MultipleSelectionRow.swift` and called in `ContentView.swift` as `MultipleSelectionRow(title:
/// user.name, isSelected: selected.contains(user.name)) { toggleSelection(for: user.name) }`. Each
/// Swift file is mapped alone, so what the caller's closure does to the value it passes (the
/// evidence `CallerClosureActions` and `CallerFlippedLooks` read in the component's own file) would
/// otherwise be unseen, and the row read as a plain tapped view.
///
/// Asked only for a component whose tap runs a closure property and that has no call in its own
/// file: the project is the folder `LocalizedStringsTable` finds for the file; its Swift files are
/// listed once per project, and for each type asked about, only the files whose bytes hold the
/// type's name are parsed (with the bounds of any linted file), at most `maxCallerFiles` of them
/// kept. A file read from standard input has no project and no callers elsewhere.
enum ProjectCallers {
    static let maxCallerFiles = 24

    /// A call of the type and the file it is made in (its caller's type and methods are read there).
    struct Site {
        let call: FunctionCallExprSyntax
        let file: SourceFileSyntax
    }

    /// The path of the file being mapped, bound around its mapping (`SwiftFrontend`).
    @TaskLocal static var currentFile: String?

    /// The calls of `typeName` in the project of the file being mapped (none without one); an Xcode
    /// preview's call is no caller a user meets.
    /// - Parameter qualified: also calls spelt with the type's namespace (`Components.Atoms.Switch(…)`).
    static func sites(of typeName: String, qualified: Bool = false) -> [Site] {
        guard let file = currentFile, file != "-", file.hasSuffix(".swift") else { return [] }
        let root = LocalizedStringsTable.projectRoot(ofFile: file)
        let key = root + "\u{0}" + typeName + (qualified ? "\u{0}qualified" : "")
        let trees = byTypeInProject.value(forRoot: key) { _ in callerTrees(of: typeName, under: root, qualified: qualified) }
        return trees.flatMap { tree in
            CallerClosureActions.calls(named: typeName, in: Syntax(tree), qualified: qualified).filter { !XcodePreviews.contains(Syntax($0)) }
                .map { Site(call: $0, file: tree) }
        }
    }

    private static let byTypeInProject = ProjectCache<[SourceFileSyntax]>()

    /// The parsed files under `root` holding a call of `typeName`, in path order.
    private static func callerTrees(of typeName: String, under root: String, qualified: Bool) -> [SourceFileSyntax] {
        // Walked once a run (`ProjectFiles`).
        let files = ProjectSymbolImages.swiftFiles(under: root)
        let needle = Array(typeName.utf8)
        var trees: [SourceFileSyntax] = []
        for path in files where trees.count < maxCallerFiles {
            guard let bytes = ProjectSymbolImages.readable(path), SwiftConstructs.contains(bytes, needle, in: 0..<bytes.count),
                  let tree = ProjectSymbolImages.parsed(bytes),
                  !CallerClosureActions.calls(named: typeName, in: Syntax(tree), qualified: qualified).isEmpty else { continue }
            trees.append(tree)
        }
        return trees
    }
}
