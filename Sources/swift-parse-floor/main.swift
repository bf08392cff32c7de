// The floor checkbox-lint's Swift path is measured against (scripts/bench --swift): reads each
// file named on the command line and parses it with the same SwiftParser, nothing else.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
#if SwiftSource
import SwiftParser
import SwiftSyntax
#endif

/// The bytes of `path`, read as checkbox-lint reads a file (one read into a buffer).
func contents(of path: String) -> [UInt8]? {
    guard let file = fopen(path, "rb") else { return nil }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
        let count = fread(&buffer, 1, buffer.count, file)
        if count <= 0 { break }
        bytes.append(contentsOf: buffer[0..<count])
    }
    return bytes
}

var parsed = 0
for path in CommandLine.arguments.dropFirst() {
    guard let bytes = contents(of: path) else {
        fputs("swift-parse-floor: cannot read \(path)\n", stderr)
        exit(2)
    }
    #if SwiftSource
    let tree = bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
    // Used, so that the parse is not optimised away.
    parsed += tree.endPosition.utf8Offset
    #else
    parsed += bytes.count
    #endif
}
print("parsed \(CommandLine.arguments.count - 1) files, \(parsed) bytes")
