#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CheckboxLintModel
import CheckboxLintRules
import CheckboxLintEngine

/// A file written atomically: the text goes to a temporary file made next to the destination
/// (`mkstemp`, same folder, so same file system), which is renamed over the destination once
/// complete. Readers see the old file or the new one, never a half-written one; a run that fails
/// leaves nothing behind.
///
/// Opening it is the check that the destination is writable: the command opens it before linting.
///
/// A destination that is a symbolic link is written through, the link kept (the file it points
/// to is replaced, as a shell's `>` would write it) — but only when the file it points to stays
/// in the tree: the repository that holds the current folder, else the current folder. A pull
/// request can commit `checkbox-lint.sarif -> ../victim/file` where the workflow writes its report
/// (issue 27): a destination named inside the tree that leads out of it, through a link of its
/// own or of a folder on its way, dangling or not, is refused before anything is read (exit 2).
/// A destination named outside the tree (`$RUNNER_TEMP/report.sarif`) is the user's own choice.
/// A destination that is a device or a FIFO (`/dev/stdout`, `/dev/null`) is written through:
/// there is no file to replace; so is a link whose end no path names (`/dev/stdout` onto a file
/// whose folder is gone): a link is never replaced.
///
/// The temporary file is named `.<name>.tmp-checkbox-lint-<pid>-XXXXXX`: removed on the signals
/// that end a run (Ctrl-C, a CI timeout's SIGTERM, SIGHUP, SIGUSR1/2, SIGALRM, SIGXCPU, SIGXFSZ,
/// SIGVTALRM, SIGPROF) and on a crash that a handler can see; what is left by a run that could not
/// clean up (SIGKILL, a stack overflow) is removed by the next run that writes the same
/// destination, once the process named in it is gone.
public final class AtomicFile {
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    /// The path as named (messages name it).
    public let destination: String
    private var temporaryPath: String?
    private var stream: UnsafeMutablePointer<FILE>?
    public let output: ReportOutput
    /// Written through (a device): nothing to rename, nothing to remove.
    private let isDirect: Bool

    /// - Parameter currentDirectory: where a relative destination starts; the tree is the
    ///   repository that holds it, else itself.
    public init(destination: String, currentDirectory: String? = nil) throws {
        self.destination = destination
        let shown = OneLine.path(destination)
        var info = stat()
        if stat(destination, &info) == 0, info.st_mode & S_IFMT == S_IFDIR {
            throw Failure(description: "\(shown): cannot write: it is a folder")
        }
        // Before anything is opened: a committed link to a device outside the tree is refused too.
        let cwd = currentDirectory ?? InputCollector.workingDirectory()
        // Resolved, as the tree is: on a system whose temporary folder is a link (/tmp ->
        // /private/tmp), a relative destination is still seen inside the tree.
        let resolvedCwd: String = realpath(cwd, nil).map { pointer in
            defer { free(pointer) }
            return String(cString: pointer)
        } ?? cwd
        let place = DestinationPlace(destination, currentDirectory: resolvedCwd)
        if let refusal = place.refusal(tree: InputCollector.tree(containing: cwd)) {
            throw Failure(description: "\(shown): cannot write: \(refusal)")
        }
        if stat(destination, &info) == 0, info.st_mode & S_IFMT != S_IFREG {
            guard let stream = fopen(destination, "w") else {
                throw Failure(description: "\(shown): cannot write: \(String(cString: strerror(errno)).lowercased())")
            }
            self.stream = stream
            self.output = ReportOutput(stream: stream)
            self.isDirect = true
            return
        }
        // A link whose end has no path this process can name — `/dev/stdout` when the standard
        // output is a file whose folder was removed — still leads to a file `open` reaches: it is
        // written through, as a shell's `>` would, since a rename would put a file where the link was.
        if place.isLink, place.resolved == nil {
            guard stat(destination, &info) == 0, let stream = fopen(destination, "w") else {
                throw Failure(description: "\(shown): cannot write: \(DestinationPlace.leadsNowhere)")
            }
            self.stream = stream
            self.output = ReportOutput(stream: stream)
            self.isDirect = true
            return
        }
        isDirect = false
        // Through a symbolic link (an existing target, or a dangling link's), so the link stays.
        let target = place.resolved ?? destination
        self.target = target
        let slash = target.lastIndex(of: "/")
        let folder = slash.map { String(target[...$0]) } ?? ""
        let name = slash.map { String(target[target.index(after: $0)...]) } ?? target
        StaleTemporaryFiles.remove(in: folder, for: name)
        var template = Array("\(folder)\(StaleTemporaryFiles.prefix(for: name))\(getpid())-XXXXXX".utf8CString)
        // The handlers are in place before the file exists, and the signals they handle wait
        // while it is made and registered: no moment when it exists and nothing would remove it.
        PendingFiles.installHandlers()
        var blocked = sigset_t(), previousMask = sigset_t()
        sigemptyset(&blocked)
        for signalNumber in PendingFiles.endingSignals { sigaddset(&blocked, signalNumber) }
        pthread_sigmask(SIG_BLOCK, &blocked, &previousMask)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        let made = errno
        if descriptor >= 0 { PendingFiles.add(String(cString: template)) }
        pthread_sigmask(SIG_SETMASK, &previousMask, nil)
        guard descriptor >= 0 else {
            let reason = String(cString: strerror(made)).lowercased()
            throw Failure(description: "\(shown): cannot write: \(reason)")
        }
        let path = String(cString: template)
        // mkstemp makes the file private (0600); a report is an ordinary file: 0666 less the umask.
        let mask = umask(0)
        umask(mask)
        fchmod(descriptor, 0o666 & ~mask)
        guard let stream = fdopen(descriptor, "w") else {
            close(descriptor)
            unlink(path)
            PendingFiles.remove(path)
            throw Failure(description: "\(shown): cannot write: \(String(cString: strerror(errno)).lowercased())")
        }
        self.temporaryPath = path
        self.stream = stream
        self.output = ReportOutput(stream: stream)
    }

    /// The device and inode of the file being replaced, when it exists: a walk skips the file
    /// the run is writing (`--output report.json .`).
    public var replacedFileIdentity: (device: UInt64, inode: UInt64)? {
        var info = stat()
        guard !isDirect, stat(target, &info) == 0 else { return nil }
        return (UInt64(info.st_dev), UInt64(info.st_ino))
    }

    /// Writes the whole text and commits (for small files such as baselines).
    public static func write(_ text: String, to destination: String) throws {
        let file = try AtomicFile(destination: destination)
        file.output.write(text)
        try file.commit()
    }

    /// The file replaced: the destination, or the file its symbolic link points to.
    private var target: String = ""

    /// Flushes, syncs and renames the temporary file over the destination.
    public func commit() throws {
        let shown = OneLine.path(destination)
        if isDirect, let stream {
            output.flush()
            let closed = fclose(stream) == 0
            self.stream = nil
            guard !output.failed, closed else {
                let reason = output.failureReason ?? String(cString: strerror(errno)).lowercased()
                throw Failure(description: "\(shown): cannot write: \(reason)")
            }
            return
        }
        guard let stream, let temporaryPath else { return }
        defer { PendingFiles.remove(temporaryPath) }
        output.flush()
        let synced = fsync(fileno(stream)) == 0
        let closed = fclose(stream) == 0
        self.stream = nil
        guard !output.failed, synced, closed else {
            let reason = output.failureReason ?? String(cString: strerror(errno)).lowercased()
            unlink(temporaryPath)
            self.temporaryPath = nil
            throw Failure(description: "\(shown): cannot write: \(reason)")
        }
        guard rename(temporaryPath, target) == 0 else {
            let reason = String(cString: strerror(errno)).lowercased()
            unlink(temporaryPath)
            self.temporaryPath = nil
            throw Failure(description: "\(shown): cannot write: \(reason)")
        }
        self.temporaryPath = nil
    }

    /// Removes the temporary file; the destination is left as it was.
    public func discard() {
        if let stream { fclose(stream) }
        stream = nil
        if let temporaryPath {
            unlink(temporaryPath)
            PendingFiles.remove(temporaryPath)
        }
        temporaryPath = nil
    }

    deinit { discard() }
}

/// The temporary files being written, removed if the process is interrupted (Ctrl-C, a CI
/// timeout's SIGTERM) so that no stray `.name.tmp-XXXXXX` is left next to the destination.
/// Kept as C strings in a fixed table: a signal handler may only call async-signal-safe functions.
enum PendingFiles {
    private static let capacity = 8
    nonisolated(unsafe) private static var table = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: capacity)
    nonisolated(unsafe) private static var installed = false

    static func add(_ path: String) {
        installHandlers()
        for slot in 0..<capacity where table[slot] == nil {
            table[slot] = strdup(path)
            return
        }
    }

    static func remove(_ path: String) {
        guard installed else { return }
        for slot in 0..<capacity {
            if let entry = table[slot], strcmp(entry, path) == 0 {
                table[slot] = nil
                free(entry)
            }
        }
    }

    /// The signals whose default action ends the process: the ones a user, a CI timeout or a
    /// resource limit sends, and the ones a crash raises (a Swift trap is SIGILL or SIGTRAP).
    static let endingSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM, SIGXCPU,
                                         SIGXFSZ, SIGVTALRM, SIGPROF, SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE]
    /// The handlers in place before ours (the Swift runtime's backtracer for a crash): restored
    /// before the signal is raised again, so whatever they do still happens.
    nonisolated(unsafe) private static var previous = UnsafeMutablePointer<sigaction>.allocate(capacity: 65)

    /// Installs the handlers once (the command opens its files on one thread, before linting).
    static func installHandlers() {
        guard !installed else { return }
        table.initialize(repeating: nil, count: capacity)
        installed = true
        // A stack overflow leaves no stack for the handler: give the main thread one of its own.
        var stack = stack_t()
        stack.ss_size = 64 * 1024
        stack.ss_sp = UnsafeMutableRawPointer.allocate(byteCount: stack.ss_size, alignment: 16)
        stack.ss_flags = 0
        sigaltstack(&stack, nil)
        for signalNumber in endingSignals {
            var action = sigaction()
            #if canImport(Glibc)
            action.__sigaction_handler.sa_handler = PendingFiles.handle
            #else
            action.__sigaction_u.__sa_handler = PendingFiles.handle
            #endif
            sigemptyset(&action.sa_mask)
            action.sa_flags = Int32(SA_ONSTACK)
            var old = sigaction()
            sigaction(signalNumber, &action, &old)
            previous[Int(signalNumber)] = old
            // A signal the parent set to be ignored stays ignored (`nohup`, a shell's trap '' USR1).
            if isIgnored(old) { sigaction(signalNumber, &old, nil) }
        }
    }

    private static func isIgnored(_ action: sigaction) -> Bool {
        #if canImport(Glibc)
        return unsafeBitCast(action.__sigaction_handler.sa_handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
        #else
        return unsafeBitCast(action.__sigaction_u.__sa_handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
        #endif
    }

    private static let handle: @convention(c) (Int32) -> Void = { signalNumber in
        for slot in 0..<PendingFiles.capacity {
            if let entry = PendingFiles.table[slot] { unlink(entry) }
        }
        // A crash is ended at once by the default action: the handler that was there before may
        // itself return to the faulting instruction, which then faults again for ever (seen with
        // the Swift runtime's crash handler: a SIGSEGV became a process spinning at full CPU).
        // (A switch, not a collection: nothing is allocated or initialised in a signal handler.)
        switch signalNumber {
        case SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE:
            signal(signalNumber, SIG_DFL)
        default:
            sigaction(signalNumber, PendingFiles.previous + Int(signalNumber), nil)
        }
        raise(signalNumber)
    }
}

/// Temporary reports left by a run that could not remove its own (killed with SIGKILL, or a crash
/// no handler saw): `.<name>.tmp-checkbox-lint-<pid>-XXXXXX` beside the destination, removed by
/// the next run that writes there once process `<pid>` is gone (a run still writing keeps its file).
enum StaleTemporaryFiles {
    static func prefix(for name: String) -> String { ".\(name).tmp-checkbox-lint-" }

    static func remove(in folder: String, for name: String) {
        let prefix = Array(prefix(for: name).utf8)
        guard let handle = opendir(folder.isEmpty ? "." : folder) else { return }
        defer { closedir(handle) }
        var stale: [String] = []
        while let entry = readdir(handle) {
            let entryName = FileSystemPath.entryName(entry)
            guard entryName.starts(with: prefix) else { continue }
            // `<pid>-XXXXXX`: the six characters mkstemp chose follow the last hyphen.
            let rest = entryName[prefix.count...]
            guard let hyphen = rest.lastIndex(of: UInt8(ascii: "-")),
                  rest.distance(from: hyphen, to: rest.endIndex) == 7,
                  let pid = Int32(String(decoding: rest[..<hyphen], as: UTF8.self)), pid > 0 else { continue }
            if kill(pid, 0) == 0 || errno == EPERM { continue }
            stale.append(folder + String(decoding: entryName, as: UTF8.self))
        }
        for path in stale {
            var info = stat()
            // Only a regular file is ever removed (never a link someone placed there, never a folder).
            guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { continue }
            unlink(path)
        }
    }
}

/// Where a destination named on the command line really is: the file written when every link on
/// its way, and a link at its end (dangling or not), is followed.
struct DestinationPlace {
    /// The path as named, made absolute and normalised without touching the file system.
    let lexical: String
    /// The file written, every link resolved; nil when its folder does not exist.
    let resolved: String?
    let isLink: Bool

    init(_ destination: String, currentDirectory: String) {
        lexical = Self.normalised(destination.hasPrefix("/") ? destination : currentDirectory + "/" + destination)
        var info = stat()
        isLink = lstat(destination, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK
        resolved = Self.follow(destination, currentDirectory: currentDirectory)
    }

    static let leadsNowhere = "it is a symbolic link that leads nowhere checkbox-lint may write (a dangling link, or a loop)"

    /// Why the destination is refused, or nil.
    func refusal(tree: String) -> String? {
        guard Self.isInside(lexical, tree) else { return nil }
        guard let resolved else {
            return isLink ? Self.leadsNowhere : nil
        }
        if Self.isInside(resolved, tree) { return nil }
        return isLink
            ? "it is a symbolic link that leads out of the repository; remove the link or name another file"
            : "its folder is reached through a symbolic link that leads out of the repository; name another file"
    }

    /// Follows links at the end of the path, up to 40 (the kernel's own bound), each one's folder resolved.
    private static func follow(_ path: String, currentDirectory: String) -> String? {
        var current = path.hasPrefix("/") ? path : currentDirectory + "/" + path
        for _ in 0..<40 {
            let slash = current.lastIndex(of: "/")!
            let folder = slash == current.startIndex ? "/" : String(current[..<slash])
            let name = String(current[current.index(after: slash)...])
            guard let pointer = realpath(folder, nil) else { return nil }
            let resolvedFolder = String(cString: pointer)
            free(pointer)
            let joined = (resolvedFolder == "/" ? "" : resolvedFolder) + "/" + name
            if name.isEmpty || name == "." || name == ".." { return normalised(joined) }
            var info = stat()
            guard lstat(joined, &info) == 0, info.st_mode & S_IFMT == S_IFLNK else { return joined }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let count = readlink(joined, &buffer, Int(PATH_MAX))
            guard count > 0 else { return nil }
            let link = String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            current = link.hasPrefix("/") ? link : resolvedFolder + "/" + link
        }
        return nil
    }

    static func normalised(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/") {
            if part == "." { continue }
            if part == ".." { _ = parts.popLast(); continue }
            parts.append(part)
        }
        return "/" + parts.joined(separator: "/")
    }

    static func isInside(_ path: String, _ folder: String) -> Bool {
        folder == "/" || path == folder || path.hasPrefix(folder + "/")
    }
}
