#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file to lint: where to read it, and the path reports show for it.
public struct InputFile: Sendable, Equatable {
    public let path: String
    public let displayPath: String

    /// The path that stands for standard input.
    public static let standardInputPath = "-"

    public init(path: String, displayPath: String) {
        self.path = path
        self.displayPath = displayPath
    }
}

/// Turns command-line paths into the files to lint, walking folders recursively.
///
/// Hidden folders and `.build` are skipped; symbolic links are followed, and a link that leads
/// back into a folder being walked is reported and not followed again.
public struct InputCollector {
    public struct Problem: Sendable, Equatable {
        public let path: String
        public let message: String
        /// A path named on the command line that cannot be used: the run exits with status 2.
        public let isFatal: Bool
    }

    /// File name endings that a walk picks up (lower case, with the dot).
    public var extensions: Set<String> = InputCollector.defaultExtensions
    /// The endings of the files the XML and JSON readers read.
    public static let defaultExtensions: Set<String> = [".xml", ".json", ".xib", ".storyboard"]
    /// The path reports show for standard input (`--stdin-filename`).
    public var standardInputName = "<stdin>"

    public init() {}

    public func collect(_ arguments: [String]) -> (files: [InputFile], problems: [Problem]) {
        var files: [InputFile] = []
        var problems: [Problem] = []
        for argument in arguments {
            if argument == InputFile.standardInputPath {
                files.append(InputFile(path: argument, displayPath: standardInputName))
                continue
            }
            var info = stat()
            guard stat(argument, &info) == 0 else {
                let reason = String(cString: strerror(errno))
                problems.append(Problem(path: argument, message: "\(argument): \(reason.lowercased())", isFatal: true))
                continue
            }
            if info.st_mode & S_IFMT == S_IFDIR {
                // `checkbox-lint .` reports `Screens/a.xml`, not `./Screens/a.xml`.
                let prefix = argument == "." ? "" : (argument.hasSuffix("/") ? argument : argument + "/")
                var ancestors: [(dev_t, ino_t)] = [(info.st_dev, info.st_ino)]
                walk(directory: argument, displayPrefix: prefix, ancestors: &ancestors, files: &files, problems: &problems)
            } else {
                // A file named on the command line is read whatever its name.
                files.append(InputFile(path: argument, displayPath: argument))
            }
        }
        files.sort { $0.displayPath < $1.displayPath }
        // The same file named twice (or reached twice) is linted once.
        var seen = Set<String>()
        files.removeAll { !seen.insert($0.displayPath).inserted }
        return (files, problems)
    }

    private func walk(directory: String, displayPrefix: String, ancestors: inout [(dev_t, ino_t)],
                      files: inout [InputFile], problems: inout [Problem]) {
        guard let handle = opendir(directory) else {
            let reason = String(cString: strerror(errno))
            problems.append(Problem(path: directory, message: "\(directory): cannot read folder: \(reason.lowercased())", isFatal: true))
            return
        }
        var names: [String] = []
        while let entry = readdir(handle) {
            let name = withUnsafePointer(to: entry.pointee.d_name) {
                $0.withMemoryRebound(to: CChar.self, capacity: Int(NAME_MAX) + 1) { String(cString: $0) }
            }
            if name == "." || name == ".." { continue }
            names.append(name)
        }
        closedir(handle)
        names.sort()
        let base = directory.hasSuffix("/") ? directory : directory + "/"
        for name in names {
            let path = base + name
            var info = stat()
            guard stat(path, &info) == 0 else {
                // A dangling link is not a file to lint.
                continue
            }
            if info.st_mode & S_IFMT == S_IFDIR {
                if name.hasPrefix(".") || name == ".build" { continue }
                if ancestors.contains(where: { $0.0 == info.st_dev && $0.1 == info.st_ino }) {
                    problems.append(Problem(path: path, message: "\(displayPrefix + name): folder loop through a symbolic link; not followed", isFatal: false))
                    continue
                }
                ancestors.append((info.st_dev, info.st_ino))
                walk(directory: path, displayPrefix: displayPrefix + name + "/", ancestors: &ancestors, files: &files, problems: &problems)
                ancestors.removeLast()
            } else if info.st_mode & S_IFMT == S_IFREG {
                if name.hasPrefix(".") { continue }
                let lower = name.lowercased()
                if extensions.contains(where: { lower.hasSuffix($0) }) {
                    files.append(InputFile(path: path, displayPath: displayPrefix + name))
                }
            }
        }
    }
}

/// Reads whole files with POSIX calls: no Foundation on the hot path.
public enum FileReader {
    public enum Failure: Error, Sendable {
        case tooLarge(size: Int, limit: Int)
        case unreadable(String)
    }

    public static func read(_ path: String, limit: Int) -> Result<[UInt8], Failure> {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return .failure(.unreadable(String(cString: strerror(errno)).lowercased())) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return .failure(.unreadable(String(cString: strerror(errno)).lowercased())) }
        if info.st_mode & S_IFMT == S_IFDIR { return .failure(.unreadable("is a folder")) }
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
