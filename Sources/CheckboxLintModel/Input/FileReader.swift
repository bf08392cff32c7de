#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file to lint: where to read it, and the path reports show for it.
public struct InputFile: Sendable, Equatable {
    public let path: String
    /// The path as reports show it (`OneLine.path`): on one line, never a CI command.
    public let displayPath: String
    /// The file's path as the file system has it, when it is not valid UTF-8: `path` then holds
    /// U+FFFD for the bytes that are not, and only these bytes open the file.
    public let fileSystemPath: [UInt8]?
    /// Why a folder met in a walk could not be read: it is reported as an unreadable input, and
    /// the other files are linted.
    public let walkFailure: String?

    /// The path that stands for standard input.
    public static let standardInputPath = "-"

    public init(path: String, displayPath: String, fileSystemPath: [UInt8]? = nil, walkFailure: String? = nil) {
        self.path = path
        self.displayPath = displayPath
        self.fileSystemPath = fileSystemPath
        self.walkFailure = walkFailure
    }
}

/// File system calls on paths as bytes: a file name need not be valid UTF-8, and a `String` made
/// of one would no longer name the file.
package enum FileSystemPath {
    package static func withCPath<Result>(_ path: [UInt8], _ body: (UnsafePointer<CChar>) -> Result) -> Result {
        (path + [0]).withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { body($0.baseAddress!) }
        }
    }

    package static func stat(_ path: [UInt8], _ info: inout stat) -> Int32 {
        withCPath(path) { systemStat($0, &info) }
    }

    package static func lstat(_ path: [UInt8], _ info: inout stat) -> Int32 {
        withCPath(path) { systemLstat($0, &info) }
    }

    /// The path with every link resolved, or nil when it leads nowhere.
    package static func resolved(_ path: [UInt8]) -> [UInt8]? {
        guard let pointer = withCPath(path, { realpath($0, nil) }) else { return nil }
        defer { free(pointer) }
        return Array(UnsafeRawBufferPointer(start: pointer, count: strlen(pointer)))
    }

    /// The name of a directory entry, read in place. A `dirent` record is only as long as its name
    /// (`d_reclen`): copying the struct's whole 256-byte `d_name` reads past the record, and past
    /// the end of the buffer `readdir` filled when the record is its last — a crash, now and then,
    /// when that buffer ends a mapping (a worker thread's heap).
    package static func entryName(_ entry: UnsafeMutablePointer<dirent>) -> [UInt8] {
        let name = UnsafeRawPointer(entry).advanced(by: MemoryLayout<dirent>.offset(of: \dirent.d_name)!)
            .assumingMemoryBound(to: CChar.self)
        return Array(UnsafeRawBufferPointer(start: name, count: strlen(name)))
    }

    /// The names in a folder, sorted, without `.` and `..`; nil (with `errno` set) when it cannot be read.
    package static func entries(of directory: [UInt8]) -> [[UInt8]]? {
        guard let handle = withCPath(directory, { opendir($0) }) else { return nil }
        defer { closedir(handle) }
        var names: [[UInt8]] = []
        while let entry = readdir(handle) {
            let name = entryName(entry)
            if name == [UInt8(ascii: ".")] || name == [UInt8(ascii: "."), UInt8(ascii: ".")] { continue }
            names.append(name)
        }
        names.sort { $0.lexicographicallyPrecedes($1) }
        return names
    }

    /// A path as reports show it: bytes that are not UTF-8 written `\x{FF}`, then `OneLine.path`.
    package static func displayed(_ path: [UInt8]) -> String {
        if let text = String(validating: path, as: UTF8.self) { return OneLine.path(text) }
        var text = ""
        var index = 0
        while index < path.count {
            let byte = path[index]
            let length = switch byte {
            case 0x00..<0x80: 1
            case 0xC2..<0xE0: 2
            case 0xE0..<0xF0: 3
            case 0xF0..<0xF5: 4
            default: 0
            }
            if length > 0, index + length <= path.count,
               let scalar = String(validating: path[index..<index + length], as: UTF8.self) {
                text += scalar
                index += length
            } else {
                text += "\\x{" + OrderedJSON.hexByte(byte).uppercased() + "}"
                index += 1
            }
        }
        return OneLine.path(text)
    }
}

/// Reads whole files with POSIX calls: no Foundation on the hot path.
public enum FileReader {
    public enum Failure: Error, Sendable {
        case tooLarge(size: Int, limit: Int)
        case unreadable(String)
    }

    public static func read(_ path: String, limit: Int) -> Result<[UInt8], Failure> {
        read(Array(path.utf8), limit: limit)
    }

    /// Reads `file` from the bytes of its name when it has them (a name that is not UTF-8).
    public static func read(_ file: InputFile, limit: Int) -> Result<[UInt8], Failure> {
        read(file.fileSystemPath ?? Array(file.path.utf8), limit: limit)
    }

    /// Opened without blocking, and refused unless it is a regular file: a FIFO put where a file
    /// was (after the walk looked) would otherwise block the run forever.
    package static func read(_ path: [UInt8], limit: Int) -> Result<[UInt8], Failure> {
        let descriptor = FileSystemPath.withCPath(path) { open($0, O_RDONLY | O_NONBLOCK | O_CLOEXEC) }
        guard descriptor >= 0 else { return .failure(.unreadable(String(cString: strerror(errno)).lowercased())) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return .failure(.unreadable(String(cString: strerror(errno)).lowercased())) }
        if info.st_mode & S_IFMT == S_IFDIR { return .failure(.unreadable("is a folder")) }
        if info.st_mode & S_IFMT != S_IFREG { return .failure(.unreadable("not a regular file")) }
        // Back to blocking reads: a regular file never blocks, and EAGAIN is not an answer to give.
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
        let size = Int(info.st_size)
        if size > limit { return .failure(.tooLarge(size: size, limit: limit)) }
        return readAll(descriptor, expected: size, limit: limit)
    }

    /// Reads to the end (standard input, or a file that grows while it is read), up to `limit` bytes.
    /// `expected`, the size `fstat` gave, is read straight into the result: a 64 KiB zeroed buffer
    /// per file, copied from, cost more than the reading (1.4 % of a lint run, by callgrind).
    public static func readAll(_ descriptor: Int32, expected: Int = 0, limit: Int) -> Result<[UInt8], Failure> {
        var failure: Failure?
        // One byte more than expected, so that a file that grew is noticed without another call.
        var bytes = [UInt8](unsafeUninitializedCapacity: expected + 1) { buffer, count in
            while count < buffer.count {
                let read = systemRead(descriptor, buffer.baseAddress! + count, buffer.count - count)
                if read < 0 {
                    if errno == EINTR { continue }
                    failure = .unreadable(String(cString: strerror(errno)).lowercased())
                    return
                }
                if read == 0 { return }
                count += read
            }
        }
        if let failure { return .failure(failure) }
        if bytes.count <= expected { return .success(bytes) }
        // Standard input, or a file that grew: the rest in chunks.
        let chunk = 1 << 16
        var buffer = [UInt8](repeating: 0, count: chunk)
        while true {
            if bytes.count > limit { return .failure(.tooLarge(size: bytes.count, limit: limit)) }
            let count = buffer.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, chunk) }
            if count < 0 {
                if errno == EINTR { continue }
                return .failure(.unreadable(String(cString: strerror(errno)).lowercased()))
            }
            if count == 0 { break }
            bytes.append(contentsOf: buffer[0..<count])
        }
        if bytes.count > limit { return .failure(.tooLarge(size: bytes.count, limit: limit)) }
        return .success(bytes)
    }
}

private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}

private func systemStat(_ path: UnsafePointer<CChar>, _ info: inout stat) -> Int32 {
    stat(path, &info)
}

private func systemLstat(_ path: UnsafePointer<CChar>, _ info: inout stat) -> Int32 {
    lstat(path, &info)
}
