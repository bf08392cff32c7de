#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CheckboxLintModel

/// What the project's code says about the controls of its UI files (SPEC §9), read once per run
/// and shared by every file and thread, as `AndroidStringResources` is.
///
/// - An Android layout's module is the nearest folder up from the layout with `build.gradle`,
///   `build.gradle.kts` or `src/main`; its Kotlin and Java files are scanned once
///   (`SourceScanner`), whether a walk reaches the layout or pre-commit names it alone.
/// - An Interface Builder file's project is the nearest folder up with an `.xcodeproj` or `.git`;
///   its Swift and Objective-C files are indexed once by the classes they declare or extend, and
///   a class's files are scanned when a file names the class (`customClass`, File's Owner).
///
/// Bounded: files over `maximumFileSize` are not read, a tree stops at `maximumFiles` source files
/// and `maximumBytes` read, and 24 folders deep. A file it cannot read changes nothing.
public final class CodeEvidence: @unchecked Sendable {
    static let maximumFileSize = 1 << 20
    static let maximumFiles = 20_000
    static let maximumBytes = 96 << 20
    /// Build output, vendored code and tests (their views are not the app's).
    static let skippedFolders: Set<String> = [
        "build", "node_modules", "Pods", "Carthage", "DerivedData", "intermediates", "generated", "test", "androidTest", "Tests",
    ]

    private var modules: [String: ModuleSources] = [:]
    private var projects: [String: ClassIndex] = [:]
    private var moduleOfFolder: [String: String?] = [:]
    /// On the heap: a lock must not move, and a class's stored property has no address Swift
    /// promises to keep.
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)

    public init() {
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    // MARK: - Android

    /// The evidence for the layout at `layoutPath`: the files of its module that name the layout
    /// (`R.layout.name`, `NameBinding`, a synthetic import) speak for its ids first; an id no such
    /// file names is looked up in the files that say `R.id.<id>` (a custom view or a preference
    /// that finds it). Only those files are scanned, once each per run.
    public func android(layoutPath: String) -> AndroidLayoutEvidence {
        let layout = AndroidStringResources.absolute(layoutPath)
        let name = layout.split(separator: "/").last.map { String($0.prefix { $0 != "." }) } ?? ""
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        let key = SourceScanner.key(name.utf8)
        guard let module = androidModule(of: layout), !name.isEmpty else { return AndroidLayoutEvidence(naming: [], module: nil, layout: key, evidence: self) }
        let binding = name.split(separator: "_").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined() + "Binding"
        var naming: [SourceScanner.FileEvidence] = []
        for index in modules[module]!.layoutMentions[key] ?? [] {
            let bytes = modules[module]!.files[index]
            guard SourceScanner.contains(bytes, name) || SourceScanner.contains(bytes, binding) else { continue }
            let scanned = scan(module, index)
            if scanned.layouts.contains(key) { naming.append(scanned) }
        }
        return AndroidLayoutEvidence(naming: naming, module: module, layout: key, evidence: self)
    }

    /// What the files of `module` that say `R.id.<id>` assign to it.
    func control(idKey: String, module: String) -> ControlEvidence {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        var found = ControlEvidence()
        for index in modules[module]?.idMentions[idKey] ?? [] {
            if let evidence = scan(module, index).controls[idKey] { found.merge(evidence) }
        }
        return found
    }

    /// Scans a file of a module once (the caller holds the lock).
    private func scan(_ module: String, _ index: Int) -> SourceScanner.FileEvidence {
        if let known = modules[module]!.scans[index] { return known }
        let scanned = SourceScanner.scan(modules[module]!.files[index])
        modules[module]!.scans[index] = scanned
        return scanned
    }

    /// The module root of a layout, its sources read once (the caller holds the lock).
    private func androidModule(of layout: String) -> String? {
        let folder = AndroidStringResources.parent(layout) ?? "/"
        let module: String?
        if let known = moduleOfFolder[folder] {
            module = known
        } else {
            module = Self.moduleRoot(from: folder)
            moduleOfFolder[folder] = module
        }
        guard let module else { return nil }
        if modules[module] == nil {
            var paths: [String] = []
            Self.collect(module, endings: [".kt", ".java"], depth: 0, into: &paths)
            modules[module] = ModuleSources(files: Self.read(paths).filter(SourceScanner.mayNameViews))
        }
        return module
    }

    /// Up from the layout's folder to the folder with a Gradle build file or `src/main`.
    static func moduleRoot(from folder: String) -> String? {
        var current: String? = folder
        while let path = current {
            if AndroidStringResources.exists(path + "/build.gradle") || AndroidStringResources.exists(path + "/build.gradle.kts")
                || AndroidStringResources.exists(path + "/src/main") {
                return path
            }
            current = AndroidStringResources.parent(path)
        }
        return nil
    }

    // MARK: - Interface Builder

    /// The evidence for the outlets of the classes in `outlets` (`customClass`, File's Owner →
    /// their outlet properties) in the project of the Interface Builder file at `path`: class →
    /// outlet property key → what code assigns to it.
    public func interfaceBuilder(path: String, outlets: [String: Set<String>]) -> [String: [String: ControlEvidence]] {
        guard !outlets.isEmpty else { return [:] }
        let file = AndroidStringResources.absolute(path)
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        let folder = AndroidStringResources.parent(file) ?? "/"
        guard let root = Self.projectRoot(from: folder) else { return [:] }
        if projects[root] == nil {
            var paths: [String] = []
            Self.collect(root, endings: [".swift", ".m", ".mm", ".h"], depth: 0, into: &paths)
            projects[root] = ClassIndex(paths: paths)
        }
        var found: [String: [String: ControlEvidence]] = [:]
        for (name, properties) in outlets {
            found[name] = projects[root]!.evidence(of: name, properties: properties)
        }
        return found
    }

    static func projectRoot(from folder: String) -> String? {
        var current: String? = folder
        while let path = current {
            if AndroidStringResources.exists(path + "/.git") || hasEntry(in: path, endingWith: ".xcodeproj") { return path }
            current = AndroidStringResources.parent(path)
        }
        return nil
    }

    // MARK: - Files

    static func hasEntry(in folder: String, endingWith ending: String) -> Bool {
        guard let handle = opendir(folder) else { return false }
        defer { closedir(handle) }
        while let entry = readdir(handle) {
            if entryName(entry).hasSuffix(ending) { return true }
        }
        return false
    }

    static func entryName(_ entry: UnsafeMutablePointer<dirent>) -> String {
        String(decoding: FileSystemPath.entryName(entry), as: UTF8.self)
    }

    /// Source files below `folder` with one of `endings`; hidden folders and `skippedFolders` are
    /// not entered.
    static func collect(_ folder: String, endings: [String], depth: Int, into paths: inout [String]) {
        guard depth < 24, paths.count < maximumFiles, let handle = opendir(folder) else { return }
        defer { closedir(handle) }
        while let entry = readdir(handle) {
            let name = entryName(entry)
            if name.hasPrefix(".") || skippedFolders.contains(name) { continue }
            let path = folder + "/" + name
            // The entry's type says what it is, without a `stat` of every file of the tree; a
            // link or an unknown type is looked at (and a link to a folder is not followed).
            let type = entry.pointee.d_type
            let isSource = endings.contains(where: { name.hasSuffix($0) })
            if type == UInt8(DT_REG), !isSource { continue }
            var info = stat()
            guard lstat(path, &info) == 0 else { continue }
            if info.st_mode & S_IFMT == S_IFDIR {
                collect(path, endings: endings, depth: depth + 1, into: &paths)
            } else if isSource, info.st_mode & S_IFMT == S_IFREG, info.st_size <= maximumFileSize, paths.count < maximumFiles {
                paths.append(path)
            }
        }
    }

    /// The bytes of each file, until `maximumBytes` are read; an unreadable file is left out.
    static func read(_ paths: [String]) -> [[UInt8]] {
        var total = 0
        var contents: [[UInt8]] = []
        for path in paths.sorted() {
            guard total < maximumBytes, case .success(let bytes) = FileReader.read(path, limit: maximumFileSize) else { continue }
            total += bytes.count
            contents.append(bytes)
        }
        return contents
    }
}

/// The Kotlin and Java files of one module that may name views, and what is known of them.
struct ModuleSources {
    let files: [[UInt8]]
    /// id key → the files that say `R.id.<id>`.
    let idMentions: [String: [Int]]
    /// Layout key → the files that may name the layout (`SourceScanner.layoutMentions`), in order.
    /// Searched instead of every file for every layout, which made the search grow with layouts
    /// times files: 72 % of linting a module of 400 layouts and 800 Kotlin files (`scripts/bench`).
    let layoutMentions: [String: [Int]]
    /// The files scanned so far, by index.
    var scans: [Int: SourceScanner.FileEvidence] = [:]

    init(files: [[UInt8]]) {
        self.files = files
        var ids: [String: [Int]] = [:]
        var layouts: [String: [Int]] = [:]
        for (index, bytes) in files.enumerated() {
            for id in SourceScanner.resourceIDs(bytes) { ids[id, default: []].append(index) }
            for layout in SourceScanner.layoutMentions(bytes) { layouts[layout, default: []].append(index) }
        }
        idMentions = ids
        layoutMentions = layouts
    }
}

/// What the code of a layout's module says about its views.
public struct AndroidLayoutEvidence: @unchecked Sendable {
    let naming: [SourceScanner.FileEvidence]
    let module: String?
    /// The layout's key (`SourceScanner.key` of its name).
    let layout: String
    let evidence: CodeEvidence

    /// What code assigns to the view with this id (`@+id/x` → `x`).
    public func control(id: String) -> ControlEvidence {
        let key = SourceScanner.key(id.utf8)
        var found = ControlEvidence()
        for file in naming { if let evidence = file.controls[key] { found.merge(evidence) } }
        if found.isEmpty, let module { found = evidence.control(idKey: key, module: module) }
        return found
    }

    /// What code assigns to the layout's root view (`binding.root`, a view holder's `itemView`).
    public var root: ControlEvidence {
        var found = ControlEvidence()
        for file in naming {
            if let evidence = file.controls["root"] { found.merge(evidence) }
            if let evidence = file.controls["itemview"] { found.merge(evidence) }
            if let evidence = file.controls[SourceScanner.adapterRootPrefix + layout] { found.merge(evidence) }
        }
        return found
    }
}

/// The Swift and Objective-C files of a project, read once; a class's files (those that declare
/// or extend it) are found by a byte search when a UI file names the class, and scanned once.
struct ClassIndex {
    private let files: [[UInt8]]
    /// The files that declare or extend each class asked about.
    private var filesOfClass: [String: [Int]] = [:]

    init(paths: [String]) {
        files = CodeEvidence.read(paths)
    }

    /// Outlet property key → evidence, over the class's files (empty when no file declares it).
    mutating func evidence(of name: String, properties: Set<String>) -> [String: ControlEvidence] {
        if filesOfClass[name] == nil {
            filesOfClass[name] = files.indices.filter { SourceScanner.declares(files[$0], name) }
        }
        var merged: [String: ControlEvidence] = [:]
        for index in filesOfClass[name]! {
            for (key, evidence) in SourceScanner.scan(files[index], properties: properties).controls {
                merged[key, default: ControlEvidence()].merge(evidence)
            }
        }
        return merged
    }
}
