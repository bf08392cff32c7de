/// The files project-wide readings look for, found in one walk of the project (`ProjectWalk`) and
/// kept for the run: its Swift files (`ProjectSymbolImages`, `ProjectDeclarations`,
/// `ProjectCallers`) and its development-language strings tables (`LocalizedStringsTable`).
///
/// A walk for each listed, filtered and sorted the same folders twice: the second cost ~3.4 M
/// instructions for this repository's 130 folders. The kinds never meet: a table's entry
/// (`en.lproj`, a catalogue) never ends in `.swift`, and neither kind is a folder the walk enters
/// (those have no dot in their name), so each list is the one its own walk found, in its order.
struct ProjectFiles {
    /// The `.swift` files, at most `ProjectSymbolImages.maxFiles`, in walk order.
    let swiftFiles: [String]
    /// Each table's folder (`en.lproj`, `Base.lproj`) or string catalogue, with its name, in walk order.
    let tables: [(path: String, entry: String)]

    /// The files under `root`, walked once a run.
    static func under(_ root: String) -> ProjectFiles {
        byRoot.value(forRoot: root, reading: walk(under:))
    }

    private static let byRoot = ProjectCache<ProjectFiles>()
    private static let swiftFileKind = 0
    private static let tableKind = 1

    private static func walk(under root: String) -> ProjectFiles {
        var swiftFiles: [String] = []
        var tables: [(path: String, entry: String)] = []
        // A table's name is told first: its length alone leaves out most entries.
        let kind: (String) -> Int? = { entry in
            LocalizedStringsTable.isTable(entry) ? tableKind : ProjectSymbolImages.isSwiftFileName(entry) ? swiftFileKind : nil
        }
        ProjectWalk.walk(under: root, kind: kind) { kind, path, entry in
            if kind == tableKind {
                tables.append((path, entry))
            } else if swiftFiles.count < ProjectSymbolImages.maxFiles {
                // Past the most a project's readings take, the walk goes on for the tables alone.
                swiftFiles.append(path)
            }
            return true
        }
        return ProjectFiles(swiftFiles: swiftFiles, tables: tables)
    }
}
