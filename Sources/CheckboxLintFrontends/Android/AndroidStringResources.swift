import CLibXML2
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CheckboxLintModel

/// Resolves `@string/name` in Android layouts from the project's string resources (SPEC §9).
///
/// Real apps keep their strings in another module than their layouts (AntennaPod's in
/// `ui/i18n/src/main/res/values/strings.xml`), so the whole Gradle project is read: every
/// `res/values*/` XML file under the project root, the nearest folder up from the layout with
/// `settings.gradle`, `settings.gradle.kts` or `.git` (else the folder the run was asked to walk
/// that holds the layout, else the layout's module). A project is read once per run, whichever
/// thread asks first, and shared by every layout in it. A resource file that cannot be read or
/// parsed is left out; it never makes a run fail. DTDs are never loaded and entities never
/// expanded: a string that uses an entity stays unresolved.
public final class AndroidStringResources: @unchecked Sendable {
    /// Folders the run walks: the fallback project roots when no marker is found.
    let fallbackRoots: [String]
    private var projects: [String: ProjectStrings] = [:]
    /// Resource files that could not be read, for the run's notes.
    private var unreadable: [String] = []
    /// Projects whose walk stopped at the folder bound, for the run's notes.
    private var boundNotes: [String] = []
    /// Layout folder → project root: found once per folder, not per reference.
    private var roots: [String: String?] = [:]
    private var mutex = pthread_mutex_t()
    /// Resolved references by layout folder and language (a folder has one project and one
    /// module), each name of an alias chain with the chain's end: a chain is followed once, not
    /// once per reference (100,000 links referenced 300 times took over a minute).
    private var resolved: [String: [String: String?]] = [:]

    public init(fallbackRoots: [String] = []) {
        self.fallbackRoots = fallbackRoots.map { Self.absolute($0) }
        pthread_mutex_init(&mutex, nil)
    }

    deinit { pthread_mutex_destroy(&mutex) }

    /// The text of `reference` (`@string/name`) for the layout at `layoutPath` in `language`, or
    /// nil when it cannot be resolved (then the reference stays as written).
    public func resolve(_ reference: String, layoutPath: String, language: String) -> String? {
        guard reference.hasPrefix("@string/") else { return nil }
        let name = String(reference.dropFirst("@string/".count))
        let layout = Self.absolute(layoutPath)
        guard let strings = project(forLayout: layout) else { return nil }
        let key = (Self.parent(layout) ?? "/") + "\u{0}" + language
        pthread_mutex_lock(&mutex)
        var known = resolved[key] ?? [:]
        pthread_mutex_unlock(&mutex)
        if let answer = known[name] { return answer }
        let module = Self.module(of: layout)
        var chain: [String] = []
        var seen: Set<String> = []
        var current = name
        var result: String?
        // A string may alias another (`<string name="a">@string/b</string>`); loops end.
        while seen.insert(current).inserted {
            // A chain that joins one already followed ends as that one does.
            if let answer = known[current] {
                result = answer
                break
            }
            chain.append(current)
            guard let text = strings.text(of: current, language: language, module: module) else { break }
            guard text.hasPrefix("@string/") else {
                result = text
                break
            }
            current = String(text.dropFirst("@string/".count))
        }
        // Every name of the chain resolves as the chain does (to its end, or to nothing in a loop).
        // The copy read above is let go first: writing while it is held would copy the table.
        known = [:]
        pthread_mutex_lock(&mutex)
        for link in chain { resolved[key, default: [:]][link] = .some(result) }
        pthread_mutex_unlock(&mutex)
        return result
    }

    private func project(forLayout layout: String) -> ProjectStrings? {
        pthread_mutex_lock(&mutex)
        defer { pthread_mutex_unlock(&mutex) }
        let folder = Self.parent(layout) ?? "/"
        let root: String?
        if let known = roots[folder] {
            root = known
        } else {
            root = projectRoot(of: layout)
            roots[folder] = root
        }
        guard let root else { return nil }
        if let known = projects[root] { return known }
        let (loaded, failed, walk) = ProjectStrings.load(root: root)
        projects[root] = loaded
        unreadable += failed
        if walk.stoppedAtBound {
            boundNotes.append("\(Self.relative(root)): string resources: stopped after \(walk.foldersVisited) folders; references to strings further on stay unresolved")
        }
        return loaded
    }

    /// One note per string resource file that could not be read (not well-formed, an entity
    /// refused, too large): its strings stay unresolved; the run goes on.
    public var notes: [String] {
        pthread_mutex_lock(&mutex)
        defer { pthread_mutex_unlock(&mutex) }
        // Relative to the current folder, as every other path the run prints.
        return unreadable.sorted().map { "\(Self.relative($0)): string resources not read (not well-formed XML, or refused); references to them stay unresolved" }
            + boundNotes.sorted()
    }

    // MARK: - Paths

    static func absolute(_ path: String) -> String {
        if path.hasPrefix("/") { return normalised(path) }
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        guard getcwd(&buffer, buffer.count) != nil else { return path }
        let cwd = String(cString: buffer)
        return normalised(cwd + "/" + path)
    }

    /// `a/./b/../c` → `a/c`, without touching the file system.
    static func normalised(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/") {
            if part == "." { continue }
            if part == ".." { _ = parts.popLast(); continue }
            parts.append(part)
        }
        return "/" + parts.joined(separator: "/")
    }

    /// `path` (absolute) as the run prints it: relative to the current folder, with `..` steps
    /// when it lies beside it; the path itself when no current folder can be read.
    static func relative(_ path: String) -> String {
        let cwd = absolute(".")
        guard cwd.hasPrefix("/") else { return path }
        let from = cwd.split(separator: "/"), to = path.split(separator: "/")
        var common = 0
        while common < from.count, common < to.count, from[common] == to[common] { common += 1 }
        let steps = Array(repeating: "..", count: from.count - common) + to[common...].map(String.init)
        return steps.isEmpty ? "." : steps.joined(separator: "/")
    }

    /// The path with every link resolved (`realpath`), nil when it does not exist.
    static func resolved(_ path: String) -> String? {
        guard let pointer = realpath(path, nil) else { return nil }
        defer { free(pointer) }
        return String(cString: pointer)
    }

    /// Whether resolved `path` is `folder` or lies under it.
    static func isInside(_ path: String, _ folder: String) -> Bool {
        folder == "/" || path == folder || path.hasPrefix(folder + "/")
    }

    static func parent(_ path: String) -> String? {
        guard path != "/", let slash = path.lastIndex(of: "/") else { return nil }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    static func exists(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0
    }

    /// The module a layout belongs to: the folder that holds its `src` (or, outside the Gradle
    /// layout, the folder that holds its `res`).
    static func module(of layout: String) -> String {
        let parts = layout.split(separator: "/")
        if let src = parts.lastIndex(of: "src") { return "/" + parts[..<src].joined(separator: "/") }
        if let res = parts.lastIndex(of: "res") { return "/" + parts[..<res].joined(separator: "/") }
        return parent(layout) ?? "/"
    }

    /// The project a layout belongs to; never `/` (a marker at the top of the file system, or a
    /// layout at its top, would make the walk read the whole machine): nil then.
    func projectRoot(of layout: String) -> String? {
        let root = markedOrFallbackRoot(of: layout)
        guard let root, root != "/", Self.resolved(root) != "/" else { return nil }
        return root
    }

    private func markedOrFallbackRoot(of layout: String) -> String? {
        var folder = Self.parent(layout)
        while let current = folder, current != "/" {
            for marker in ["settings.gradle", "settings.gradle.kts", ".git"] where Self.exists(current + "/" + marker) {
                return current
            }
            folder = Self.parent(current)
        }
        // The innermost walked folder that holds the layout: a checkout without its build files.
        if let walked = fallbackRoots.filter({ layout.hasPrefix($0 == "/" ? $0 : $0 + "/") }).max(by: { $0.count < $1.count }) {
            return walked
        }
        return Self.module(of: layout)
    }
}

/// The `<string>` entries of one project, by resource qualifier (`""` for `values`, `fr` for
/// `values-fr`), each name with the files that define it.
struct ProjectStrings: Sendable {
    struct Entry: Sendable {
        var file: String
        var text: String
    }

    /// qualifier → name → entries.
    var byQualifier: [String: [String: [Entry]]] = [:]

    /// The text of `name` in `language` (its `values-<language>` first, then `values`), the entry
    /// of `module` winning a conflict.
    func text(of name: String, language: String, module: String) -> String? {
        for qualifier in language.isEmpty ? [""] : [language, ""] {
            guard let entries = byQualifier[qualifier]?[name], !entries.isEmpty else { continue }
            let prefix = module + "/"
            return (entries.first { $0.file.hasPrefix(prefix) } ?? entries[0]).text
        }
        return nil
    }

    /// Folders never searched for resources: build output and tool folders.
    static let skippedFolders: Set<String> = ["build", ".build", "node_modules", ".gradle", ".idea", "Pods", "DerivedData"]

    /// At most this many folders are opened for one project: a tree of links or a huge checkout
    /// ends there with a note, never runs on.
    static let maximumFolders = 50_000

    /// What a walk of a project found: its resource files, those it could not read, and whether it
    /// stopped at the folder bound.
    struct Walk {
        var files: [(path: String, qualifier: String)] = []
        var foldersVisited = 0
        var stoppedAtBound = false
        var linksLeavingTheProject = 0
    }

    static func load(root: String, maximumFolders: Int = ProjectStrings.maximumFolders) -> (ProjectStrings, failed: [String], walk: Walk) {
        var strings = ProjectStrings()
        var failed: [String] = []
        var walk = collect(root: root, maximumFolders: maximumFolders)
        walk.files.sort { $0.path < $1.path }
        for file in walk.files {
            guard let entries = StringsFile.read(file.path) else {
                failed.append(file.path)
                continue
            }
            for (name, text) in entries {
                strings.byQualifier[file.qualifier, default: [:]][name, default: []].append(Entry(file: file.path, text: text))
            }
        }
        return (strings, failed, walk)
    }

    /// The qualifier of a `res/values*` folder (`""`, `fr`; `-` for one that is not a language,
    /// such as `values-night`), nil for any other folder.
    static func valuesQualifier(of folder: String) -> String? {
        let name = folder.split(separator: "/").last.map(String.init) ?? ""
        guard name == "values" || name.hasPrefix("values-"),
              AndroidStringResources.parent(folder)?.hasSuffix("/res") == true else { return nil }
        // `values-fr`, `values-fr-rCA` → `fr`; other qualifiers (`values-night`) are not a language.
        let qualifiers = name.split(separator: "-").dropFirst()
        guard let first = qualifiers.first else { return "" }
        return first.count == 2 || first.count == 3 ? String(first) : "-"
    }

    /// Finds `res/values*/*.xml` below `root`, by the file walk's rule (issue 27): a symbolic link
    /// is followed only when its target stays inside the project (a committed `lib -> /elsewhere`
    /// would put text from outside the checkout into every report); every folder is opened once,
    /// remembered by device and inode (`l1 -> .` beside `l2 -> .` would otherwise multiply the walk
    /// at every level); hidden and build folders are skipped; the walk stops 24 levels down and
    /// after `maximumFolders` folders. Without recursion: a deep tree cannot exhaust the stack.
    static func collect(root: String, maximumFolders: Int) -> Walk {
        var walk = Walk()
        guard let resolvedRoot = AndroidStringResources.resolved(root), resolvedRoot != "/" else { return walk }
        var visited = Set<FolderIdentity>()
        var rootInfo = stat()
        guard stat(root, &rootInfo) == 0 else { return walk }
        visited.insert(FolderIdentity(rootInfo))
        var pending: [(folder: String, depth: Int)] = [(root, 0)]
        while let (folder, depth) = pending.popLast() {
            guard walk.foldersVisited < maximumFolders else {
                walk.stoppedAtBound = true
                break
            }
            walk.foldersVisited += 1
            guard let handle = opendir(folder) else { continue }
            defer { closedir(handle) }
            let qualifier = valuesQualifier(of: folder)
            while let entry = readdir(handle) {
                let name = String(decoding: FileSystemPath.entryName(entry), as: UTF8.self)
                if name.hasPrefix(".") || skippedFolders.contains(name) { continue }
                let path = folder + "/" + name
                var info = stat()
                guard lstat(path, &info) == 0 else { continue }
                if info.st_mode & S_IFMT == S_IFLNK {
                    // Dangling, or leading out of the project: not followed, not read.
                    guard let target = AndroidStringResources.resolved(path),
                          AndroidStringResources.isInside(target, resolvedRoot) else {
                        walk.linksLeavingTheProject += 1
                        continue
                    }
                    guard stat(path, &info) == 0 else { continue }
                }
                if info.st_mode & S_IFMT == S_IFDIR {
                    guard depth + 1 < 24, visited.insert(FolderIdentity(info)).inserted else { continue }
                    pending.append((path, depth + 1))
                } else if info.st_mode & S_IFMT == S_IFREG, let qualifier, qualifier != "-", name.hasSuffix(".xml") {
                    walk.files.append((path, qualifier))
                }
            }
        }
        return walk
    }
}

/// A folder as the file system knows it: a loop of links meets the same pair again.
struct FolderIdentity: Hashable {
    let device: UInt64
    let inode: UInt64

    init(_ info: stat) {
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
    }
}

/// Reads the `<string name="…">` entries of one resource file with libxml2's tree parser, with no
/// network, no DTD loading and no entity substitution.
enum StringsFile {
    /// Resource files beyond this size are not read (translations run to a few hundred KB).
    static let maximumSize = 8 * 1024 * 1024

    /// The entries of the file; nil when it cannot be read or parsed. A file of other resources
    /// (`colors.xml`, `dimens.xml`) has no entries.
    static func read(_ path: String) -> [(String, String)]? {
        LibXML2.initializeOnce
        guard case .success(let bytes) = FileReader.read(path, limit: maximumSize) else { return nil }
        guard !bytes.isEmpty else { return nil }
        let options = Int32(XML_PARSE_NONET.rawValue | XML_PARSE_NOERROR.rawValue | XML_PARSE_NOWARNING.rawValue)
        let document = bytes.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
                xmlReadMemory($0, Int32(buffer.count), path, nil, options)
            }
        }
        guard let document else { return nil }
        defer { xmlFreeDoc(document) }
        guard let root = xmlDocGetRootElement(document), name(of: root) == "resources" else { return [] }
        var result: [(String, String)] = []
        var child = root.pointee.children
        while let node = child {
            defer { child = node.pointee.next }
            guard node.pointee.type == XML_ELEMENT_NODE, name(of: node) == "string",
                  let key = attribute(node, "name"), let text = text(of: node) else { continue }
            result.append((key, AndroidStringText.unescaped(text)))
        }
        return result
    }

    private static func name(of node: xmlNodePtr) -> String {
        node.pointee.name.map { String(cString: $0) } ?? ""
    }

    private static func attribute(_ node: xmlNodePtr, _ name: String) -> String? {
        guard let value = xmlGetProp(node, name) else { return nil }
        defer { xmlFree(value) }
        return String(cString: value)
    }

    /// The text of an entry, its markup (`<b>`, `<xliff:g>`) looked through; nil when it refers
    /// to an entity, which is never expanded.
    private static func text(of node: xmlNodePtr) -> String? {
        var text = ""
        var child = node.pointee.children
        while let current = child {
            switch current.pointee.type {
            case XML_TEXT_NODE, XML_CDATA_SECTION_NODE:
                if let content = current.pointee.content { text += String(cString: content) }
            case XML_ELEMENT_NODE:
                guard let inner = self.text(of: current) else { return nil }
                text += inner
            case XML_ENTITY_REF_NODE, XML_ENTITY_NODE:
                return nil
            default:
                break
            }
            child = current.pointee.next
        }
        return text
    }
}

/// Android's escapes in string resources: surrounding double quotes keep white space, `\'`,
/// `\"`, `\@`, `\?`, `\n`, `\t`, `\uXXXX`; unquoted white space runs collapse to one space.
enum AndroidStringText {
    static func unescaped(_ raw: String) -> String {
        var result = ""
        var quoted = false
        var lastWasSpace = false
        var iterator = raw.makeIterator()
        while let character = iterator.next() {
            switch character {
            case "\"":
                quoted.toggle()
            case "\\":
                guard let next = iterator.next() else { break }
                switch next {
                case "n", "t": result.append(" ")
                case "u":
                    var hex = ""
                    for _ in 0..<4 { if let digit = iterator.next() { hex.append(digit) } }
                    if let value = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(value) { result.unicodeScalars.append(scalar) }
                default: result.append(next)
                }
                lastWasSpace = false
            case _ where character.isWhitespace && !quoted:
                if !lastWasSpace { result.append(" ") }
                lastWasSpace = true
                continue
            default:
                result.append(character)
            }
            lastWasSpace = false
        }
        return result.quickTrimmed()
    }
}

