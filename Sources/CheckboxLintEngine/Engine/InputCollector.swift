#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

import CheckboxLintModel
import CheckboxLintFrontends

/// Turns command-line paths into the files to lint, walking folders recursively.
///
/// Hidden folders are skipped, and so are the folders of other people's code (`dependencyFolders`:
/// `Pods`, `Carthage`, `node_modules`, `.build`) unless `skipsDependencyFolders` is off; hidden
/// files with a UI ending are skipped and counted as skipped, and so are the files the run itself
/// writes (`excludedFiles`). A path the walk cannot even look at (longer than `PATH_MAX`) is an
/// input that could not be read, with the reason. Symbolic links are followed only when they lead to a
/// place inside the tree being linted (the repository holding the current folder, else the
/// current folder, or the folder named for the walk): a committed link to `/etc` or `/sys` is
/// counted and reported, never read. A link that leads back into a folder being walked is
/// reported and not followed again. A named path that is not a regular file or a folder (a FIFO,
/// a device) is refused before anything is read; a folder that cannot be read is reported, and
/// the rest linted.
public struct InputCollector {
    public struct Problem: Sendable, Equatable {
        public let path: String
        public let message: String
        /// A path named on the command line that cannot be used: the run exits with status 2.
        public let isFatal: Bool
    }

    /// What a collection found: the files in report order, the problems met, and how many
    /// symbolic links were not followed because they leave the tree.
    public struct Collection: Sendable {
        public var files: [InputFile]
        public var problems: [Problem]
        public var linksLeavingTheTree: Int
        /// Files skipped without being read: hidden files with a UI ending, and the files the run
        /// is writing (`excludedFiles`); counted in the summary's skipped total.
        public var skippedWithoutReading: Int = 0
    }

    /// A file as the file system knows it (device and inode), whatever name reaches it.
    public struct FileIdentity: Hashable, Sendable {
        public let device: UInt64
        public let inode: UInt64

        public init(device: UInt64, inode: UInt64) {
            self.device = device
            self.inode = inode
        }

        /// The file open on `descriptor` when it is a regular file (standard output redirected to one).
        public static func ofRegularFile(descriptor: Int32) -> FileIdentity? {
            var info = stat()
            guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
            return FileIdentity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
        }
    }

    /// File name endings that a walk picks up (lower case, with the dot).
    public var extensions: Set<String> = InputCollector.defaultExtensions
    /// The endings of the files the standard front ends read (`FrontendRegistry.standard`).
    public static let defaultExtensions: Set<String> = FrontendRegistry.standard.fileExtensions
    /// The path reports show for standard input (`--stdin-filename`).
    public var standardInputName = "<stdin>"
    /// Folders of dependencies that a walk does not enter: CocoaPods, Carthage, npm and SwiftPM
    /// put other people's storyboards and layouts there, which a project cannot fix (an Xcode
    /// build phase that lints `$SRCROOT` would fail on them). A folder named on the command line
    /// is walked whatever its name.
    public static let dependencyFolders: Set<[UInt8]> = Set(["Pods", "Carthage", "node_modules", ".build"].map { Array($0.utf8) })
    /// Whether walks skip `dependencyFolders` (the configuration's `defaultExcludes`, on by default).
    public var skipsDependencyFolders = true
    /// The folder relative paths start from; the tree is the repository that holds it, else itself.
    public var currentDirectory: String?
    /// Files a walk never reads: those the run itself writes (`--format json . > report.json`
    /// would otherwise lint its own empty report). A file named on the command line is still read.
    /// At most three (standard output, `--output`, `--write-baseline`): a list, since the first use
    /// of a set of identities makes the runtime scan every protocol conformance in the binary for
    /// its `Hashable` (4 % of linting one small file).
    public var excludedFiles: [FileIdentity] = []

    public init() {}

    public func collect(_ arguments: [String]) -> (files: [InputFile], problems: [Problem]) {
        let collection = collect(arguments, fileSystemNames: [:])
        return (collection.files, collection.problems)
    }

    /// - Parameter fileSystemNames: the bytes of the arguments that are not valid UTF-8, by the
    ///   string the command line made of them (U+FFFD for each bad byte).
    public func collect(_ arguments: [String], fileSystemNames: [String: [UInt8]]) -> Collection {
        var walk = Walk(extensions: extensions, tree: Self.tree(containing: currentDirectory ?? Self.workingDirectory()))
        walk.excludedFiles = excludedFiles
        walk.skipsDependencyFolders = skipsDependencyFolders
        for argument in arguments {
            if argument == InputFile.standardInputPath {
                walk.files.append(InputFile(path: argument, displayPath: OneLine.path(standardInputName)))
                continue
            }
            walk.named(fileSystemNames[argument] ?? Array(argument.utf8))
        }
        walk.files.sort { $0.displayPath < $1.displayPath }
        // The same file named twice (or reached twice) is linted once.
        var seen = Set<String>()
        walk.files.removeAll { !seen.insert($0.displayPath).inserted }
        if !walk.leavingLinks.isEmpty {
            let count = walk.leavingLinks.count
            let shown = walk.leavingLinks.prefix(3).joined(separator: ", ") + (count > 3 ? ", …" : "")
            walk.problems.append(Problem(
                path: walk.leavingLinks[0],
                message: "skipped \(count) symbolic link\(count == 1 ? "" : "s") that leave\(count == 1 ? "s" : "") the tree: \(shown)",
                isFatal: false))
        }
        return Collection(files: walk.files, problems: walk.problems, linksLeavingTheTree: walk.leavingLinks.count,
                          skippedWithoutReading: walk.skippedWithoutReading)
    }

    /// The current folder. Read into a buffer of ours, not one `getcwd` allocates: that one comes
    /// from the C library's allocator, which AddressSanitizer's `free` does not know (a bad-free in
    /// the sanitizer build of the statically linked executable).
    public static func workingDirectory() -> String {
        var capacity = Int(PATH_MAX) + 1
        while capacity <= 1 << 20 {
            var buffer = [CChar](repeating: 0, count: capacity)
            if getcwd(&buffer, capacity) != nil { return String(cString: buffer) }
            guard errno == ERANGE else { return "." }
            capacity *= 4
        }
        return "."
    }

    /// The tree links may lead into: the repository (the nearest folder holding `.git`, a folder
    /// or a worktree's file) that holds `directory`, else `directory` itself; resolved.
    public static func tree(containing directory: String) -> String {
        let resolved = FileSystemPath.resolved(Array(directory.utf8)).map { String(decoding: $0, as: UTF8.self) } ?? directory
        var candidate = resolved
        while true {
            var info = stat()
            if lstat(candidate == "/" ? "/.git" : candidate + "/.git", &info) == 0 { return candidate }
            guard candidate != "/", let slash = candidate.lastIndex(of: "/") else { return resolved }
            candidate = slash == candidate.startIndex ? "/" : String(candidate[..<slash])
        }
    }
}

/// One collection's state: the files found, the problems met and the links not followed.
private struct Walk {
    let extensions: Set<String>
    /// The resolved folder links may lead into.
    let tree: String
    var files: [InputFile] = []
    var problems: [InputCollector.Problem] = []
    var leavingLinks: [String] = []
    var excludedFiles: [InputCollector.FileIdentity] = []
    var skippedWithoutReading = 0
    /// `InputCollector.skipsDependencyFolders`.
    var skipsDependencyFolders = true
    /// The resolved folders, other than the tree, that a walk named on the command line may stay in.
    private var walkRoots: [String] = []

    init(extensions: Set<String>, tree: String) {
        self.extensions = extensions
        self.tree = tree
    }

    mutating func named(_ path: [UInt8]) {
        let argument = FileSystemPath.displayed(path)
        var info = stat()
        guard FileSystemPath.lstat(path, &info) == 0 else {
            let reason = String(cString: strerror(errno)).lowercased()
            problems.append(.init(path: argument, message: "\(argument): \(reason)", isFatal: true))
            return
        }
        if info.st_mode & S_IFMT == S_IFLNK {
            // What pre-commit names is what the repository holds: a committed link to /etc/passwd
            // is a link, not the file it points to.
            guard let target = FileSystemPath.resolved(path), isInside(target, tree) else {
                if FileSystemPath.stat(path, &info) != 0 {
                    let reason = String(cString: strerror(errno)).lowercased()
                    problems.append(.init(path: argument, message: "\(argument): \(reason)", isFatal: true))
                } else {
                    leavingLinks.append(argument)
                }
                return
            }
            guard FileSystemPath.stat(path, &info) == 0 else { return }
        }
        switch info.st_mode & S_IFMT {
        case S_IFDIR:
            // `checkbox-lint .` reports `Screens/a.xml`, not `./Screens/a.xml`.
            let prefix: [UInt8] = path == Array(".".utf8) ? [] : (path.last == UInt8(ascii: "/") ? path : path + [UInt8(ascii: "/")])
            if let root = FileSystemPath.resolved(path), !isInside(root, tree) { walkRoots.append(String(decoding: root, as: UTF8.self)) }
            var ancestors: [(dev_t, ino_t)] = [(info.st_dev, info.st_ino)]
            walk(directory: path, displayPrefix: prefix, ancestors: &ancestors)
        case S_IFREG:
            // A file named on the command line is read whatever its name.
            files.append(file(path))
        default:
            problems.append(.init(path: argument, message: "\(argument): not a regular file (\(Self.kind(of: info.st_mode))); checkbox-lint reads only files and folders", isFatal: true))
        }
    }

    private func file(_ path: [UInt8], display: [UInt8]? = nil) -> InputFile {
        let text = String(validating: path, as: UTF8.self)
        return InputFile(path: text ?? String(decoding: path, as: UTF8.self),
                         displayPath: FileSystemPath.displayed(display ?? path),
                         fileSystemPath: text == nil ? path : nil)
    }

    private static func kind(of mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFIFO: "a FIFO"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        case S_IFSOCK: "a socket"
        default: "not a file"
        }
    }

    private func isInside(_ resolved: [UInt8], _ folder: String) -> Bool {
        let folder = Array(folder.utf8)
        if folder == [UInt8(ascii: "/")] { return true }
        return resolved == folder || (resolved.starts(with: folder) && resolved[folder.count] == UInt8(ascii: "/"))
    }

    private func staysInTree(_ resolved: [UInt8]) -> Bool {
        isInside(resolved, tree) || walkRoots.contains { isInside(resolved, $0) }
    }

    private mutating func walk(directory: [UInt8], displayPrefix: [UInt8], ancestors: inout [(dev_t, ino_t)]) {
        guard let names = FileSystemPath.entries(of: directory) else {
            let reason = String(cString: strerror(errno)).lowercased()
            let shown = displayPrefix.isEmpty ? "." : FileSystemPath.displayed(Array(displayPrefix.dropLast()))
            let message = "\(shown): cannot read folder: \(reason)"
            if ancestors.count == 1 {
                problems.append(.init(path: shown, message: message, isFatal: true))
            } else {
                // A subfolder: reported as an unreadable input, and the rest is linted.
                files.append(InputFile(path: String(decoding: directory, as: UTF8.self), displayPath: shown, walkFailure: message))
            }
            return
        }
        let base = directory.last == UInt8(ascii: "/") ? directory : directory + [UInt8(ascii: "/")]
        for name in names {
            let path = base + name
            let display = displayPrefix + name
            var info = stat()
            guard FileSystemPath.lstat(path, &info) == 0 else {
                // Gone since the folder was read: nothing to lint. Any other failure (a path
                // longer than PATH_MAX) is an input that could not be read, said with its reason.
                guard errno != ENOENT else { continue }
                let reason = String(cString: strerror(errno)).lowercased()
                let shown = FileSystemPath.displayed(display)
                files.append(InputFile(path: String(decoding: path, as: UTF8.self), displayPath: shown,
                                       walkFailure: "\(shown): cannot read file: \(reason)"))
                continue
            }
            if info.st_mode & S_IFMT == S_IFLNK {
                // A dangling link is not a file to lint; one that leaves the tree is not followed.
                guard let target = FileSystemPath.resolved(path) else { continue }
                guard staysInTree(target) else {
                    leavingLinks.append(FileSystemPath.displayed(display))
                    continue
                }
                guard FileSystemPath.stat(path, &info) == 0 else { continue }
            }
            let hidden = name.first == UInt8(ascii: ".")
            if info.st_mode & S_IFMT == S_IFDIR {
                if hidden || (skipsDependencyFolders && InputCollector.dependencyFolders.contains(name)) { continue }
                if ancestors.contains(where: { $0.0 == info.st_dev && $0.1 == info.st_ino }) {
                    problems.append(.init(path: FileSystemPath.displayed(display),
                                          message: "\(FileSystemPath.displayed(display)): folder loop through a symbolic link; not followed",
                                          isFatal: false))
                    continue
                }
                ancestors.append((info.st_dev, info.st_ino))
                walk(directory: path, displayPrefix: display + [UInt8(ascii: "/")], ancestors: &ancestors)
                ancestors.removeLast()
            } else if info.st_mode & S_IFMT == S_IFREG {
                let lower = String(decoding: name, as: UTF8.self).lowercased()
                guard extensions.contains(where: { lower.hasSuffix($0) }) else { continue }
                // Hidden files and the run's own output are skipped, and counted as skipped.
                let identity = InputCollector.FileIdentity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
                if hidden || excludedFiles.contains(identity) {
                    skippedWithoutReading += 1
                    continue
                }
                files.append(file(path, display: display))
            }
        }
    }
}
