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
/// A destination that is a symbolic link keeps the link: the file it points to is the one
/// replaced. A destination that is a device or a FIFO (`/dev/stdout`, `/dev/null`) is written
/// through, as a shell's `>` would: there is no file to replace.
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

    public init(destination: String) throws {
        self.destination = destination
        let shown = OneLine.path(destination)
        var info = stat()
        if stat(destination, &info) == 0, info.st_mode & S_IFMT == S_IFDIR {
            throw Failure(description: "\(shown): cannot write: it is a folder")
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
        isDirect = false
        // Through a symbolic link (an existing target, or a dangling link's), so the link stays.
        var target = destination
        var linkInfo = stat()
        if lstat(destination, &linkInfo) == 0, linkInfo.st_mode & S_IFMT == S_IFLNK {
            if let resolved = realpath(destination, nil) {
                target = String(cString: resolved)
                free(resolved)
            } else {
                var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
                let count = readlink(destination, &buffer, Int(PATH_MAX))
                if count > 0 {
                    let link = String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
                    let folder = destination.lastIndex(of: "/").map { String(destination[...$0]) } ?? ""
                    target = link.hasPrefix("/") ? link : folder + link
                }
            }
        }
        self.target = target
        let destination = target
        let slash = destination.lastIndex(of: "/")
        let folder = slash.map { destination[...$0] } ?? ""
        let name = slash.map { destination[destination.index(after: $0)...] } ?? Substring(destination)
        var template = Array("\(folder).\(name).tmp-XXXXXX".utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else {
            let reason = String(cString: strerror(errno)).lowercased()
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
            throw Failure(description: "\(shown): cannot write: \(String(cString: strerror(errno)).lowercased())")
        }
        self.temporaryPath = path
        self.stream = stream
        self.output = ReportOutput(stream: stream)
        PendingFiles.add(path)
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
        if !installed {
            table.initialize(repeating: nil, count: capacity)
            installed = true
            for signalNumber in [SIGINT, SIGTERM, SIGHUP] { signal(signalNumber, PendingFiles.handle) }
        }
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

    private static let handle: @convention(c) (Int32) -> Void = { signalNumber in
        for slot in 0..<PendingFiles.capacity {
            if let entry = PendingFiles.table[slot] { unlink(entry) }
        }
        signal(signalNumber, SIG_DFL)
        raise(signalNumber)
    }
}
