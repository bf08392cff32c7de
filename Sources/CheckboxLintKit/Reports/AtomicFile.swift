#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file written atomically: the text goes to a temporary file made next to the destination
/// (`mkstemp`, same folder, so same file system), which is renamed over the destination once
/// complete. Readers see the old file or the new one, never a half-written one; a run that fails
/// leaves nothing behind.
///
/// Opening it is the check that the destination is writable: the command opens it before linting.
public final class AtomicFile {
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    public let destination: String
    private var temporaryPath: String?
    private var stream: UnsafeMutablePointer<FILE>?
    public let output: ReportOutput

    public init(destination: String) throws {
        self.destination = destination
        var info = stat()
        if stat(destination, &info) == 0, info.st_mode & S_IFMT == S_IFDIR {
            throw Failure(description: "\(destination): cannot write: it is a folder")
        }
        let slash = destination.lastIndex(of: "/")
        let folder = slash.map { destination[...$0] } ?? ""
        let name = slash.map { destination[destination.index(after: $0)...] } ?? Substring(destination)
        var template = Array("\(folder).\(name).tmp-XXXXXX".utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else {
            let reason = String(cString: strerror(errno)).lowercased()
            throw Failure(description: "\(destination): cannot write: \(reason)")
        }
        let path = String(cString: template)
        // mkstemp makes the file private (0600); a report is an ordinary file: 0666 less the umask.
        let mask = umask(0)
        umask(mask)
        fchmod(descriptor, 0o666 & ~mask)
        guard let stream = fdopen(descriptor, "w") else {
            close(descriptor)
            unlink(path)
            throw Failure(description: "\(destination): cannot write: \(String(cString: strerror(errno)).lowercased())")
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

    /// Flushes, syncs and renames the temporary file over the destination.
    public func commit() throws {
        guard let stream, let temporaryPath else { return }
        defer { PendingFiles.remove(temporaryPath) }
        output.flush()
        let synced = fsync(fileno(stream)) == 0
        let closed = fclose(stream) == 0
        self.stream = nil
        guard !output.failed, synced, closed else {
            let reason = String(cString: strerror(errno)).lowercased()
            unlink(temporaryPath)
            self.temporaryPath = nil
            throw Failure(description: "\(destination): cannot write: \(reason)")
        }
        guard rename(temporaryPath, destination) == 0 else {
            let reason = String(cString: strerror(errno)).lowercased()
            unlink(temporaryPath)
            self.temporaryPath = nil
            throw Failure(description: "\(destination): cannot write: \(reason)")
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
