import CheckboxLintKit
import Foundation

/// The platform a SwiftPM package's manifest (`Package.swift`) names, when it names one only: a
/// macOS menu-bar app built with SwiftPM alone (no Xcode project) writes `platforms: [.macOS(.v13)]`,
/// and its views import SwiftUI only (round thirty-three, second part, pattern 5).
///
/// `platforms:` lists minimum versions, not the only platforms a package builds for; a package
/// whose manifest names macOS and nothing else is still, in practice, a macOS package (its authors
/// say which systems they support there), and configuration-level evidence is all it is (SPEC §10:
/// after the file's own code and imports). So: `.macos` when every `platforms:` argument of a
/// `Package(…)` call in the manifest is a literal array whose every element is `.macOS(…)` (or
/// `SupportedPlatform.macOS(…)`); anything else — another platform beside it, a variable, a
/// `platforms:` the scan cannot read — decides nothing. A `platforms:` of a `.when(…)` condition
/// (a dependency or setting for some platforms) is not the package's and is passed.
///
/// Text only (comments and string literals skipped), never parsed or run; at most `maxBytes`.
enum PackageManifestPlatform {
    static let maxBytes = 256 << 10

    private static let lock = NSLock()
    nonisolated(unsafe) private static var byFolder: [String: Platform?] = [:]

    /// The platform the `Package.swift` in `folder` names alone, read once per folder and process.
    static func platform(ofPackageIn folder: String) -> Platform? {
        lock.lock()
        let known = byFolder[folder]
        lock.unlock()
        if let known { return known }
        let path = folder + "/Package.swift"
        var read: Platform? = nil
        if let attributes = try? FileManager.default.attributesOfItem(atPath: path),
           let size = attributes[.size] as? NSNumber, size.intValue <= maxBytes,
           let data = FileManager.default.contents(atPath: path) {
            read = platform(ofManifest: Array(data))
        }
        lock.lock()
        byFolder[folder] = .some(read)
        lock.unlock()
        return read
    }

    /// `.macos` when the manifest's text names macOS alone in each of its packages' `platforms:`.
    static func platform(ofManifest bytes: [UInt8]) -> Platform? {
        let code = codeOnly(bytes)
        var calls: [String] = []  // the name before each open parenthesis or bracket
        var sawMacOS = false
        var index = 0
        while index < code.count {
            let byte = code[index]
            if byte == UInt8(ascii: "(") || byte == UInt8(ascii: "[") {
                calls.append(byte == UInt8(ascii: "(") ? name(before: index, in: code) : "[")
                index += 1
                continue
            }
            if byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]") {
                if !calls.isEmpty { calls.removeLast() }
                index += 1
                continue
            }
            if isWordStart(code, index), matches(code, index, "platforms"), let colon = skipSpaces(code, index + 9),
               colon < code.count, code[colon] == UInt8(ascii: ":") {
                // Only a `Package(…)` call's argument is the package's.
                guard calls.last == "Package" else { index += 9; continue }
                guard let open = skipSpaces(code, colon + 1), open < code.count, code[open] == UInt8(ascii: "["),
                      let (elements, end) = arrayElements(code, from: open), !elements.isEmpty,
                      elements.allSatisfy(isMacOS) else { return nil }
                // The array is the whole argument (not `[.macOS(.v13)] + others`).
                guard let after = skipSpaces(code, end), after < code.count,
                      code[after] == UInt8(ascii: ",") || code[after] == UInt8(ascii: ")") else { return nil }
                sawMacOS = true
                index = end
                continue
            }
            index += 1
        }
        return sawMacOS ? .macos : nil
    }

    /// `.macOS(.v13)`, `.macOS("13.0")`, `SupportedPlatform.macOS(…)`.
    private static func isMacOS(_ element: [UInt8]) -> Bool {
        let text = String(decoding: element, as: UTF8.self).filter { !$0.isWhitespace }
        let rest: Substring
        if text.hasPrefix(".macOS(") { rest = text.dropFirst(".macOS".count) }
        else if text.hasPrefix("SupportedPlatform.macOS(") { rest = text.dropFirst("SupportedPlatform.macOS".count) }
        else { return false }
        return rest.hasPrefix("(") && rest.hasSuffix(")")
    }

    /// The top-level elements of the array opened at `open`, and the index after its `]`.
    private static func arrayElements(_ code: [UInt8], from open: Int) -> ([[UInt8]], Int)? {
        var depth = 0
        var elements: [[UInt8]] = []
        var current: [UInt8] = []
        var index = open
        while index < code.count {
            let byte = code[index]
            if byte == UInt8(ascii: "(") || byte == UInt8(ascii: "[") {
                depth += 1
                if depth > 1 { current.append(byte) }
            } else if byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]") {
                depth -= 1
                if depth == 0 {
                    if current.contains(where: { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\n") && $0 != UInt8(ascii: "\t") && $0 != UInt8(ascii: "\r") }) {
                        elements.append(current)
                    }
                    return byte == UInt8(ascii: "]") ? (elements, index + 1) : nil
                }
                current.append(byte)
            } else if byte == UInt8(ascii: ","), depth == 1 {
                elements.append(current)
                current = []
            } else {
                current.append(byte)
            }
            index += 1
        }
        return nil
    }

    /// The manifest with comments blanked and string literals emptied (`"…"` kept as `""`).
    private static func codeOnly(_ bytes: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
                while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
                continue
            }
            if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
                index += 2
                while index + 1 < bytes.count, !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/")) { index += 1 }
                index += 2
                out.append(UInt8(ascii: " "))
                continue
            }
            if byte == UInt8(ascii: "\"") {
                out.append(byte)
                index += 1
                while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
                    if bytes[index] == UInt8(ascii: "\\") { index += 1 }
                    index += 1
                }
                out.append(UInt8(ascii: "\""))
                index += 1
                continue
            }
            out.append(byte)
            index += 1
        }
        return out
    }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
    }

    private static func isWordStart(_ code: [UInt8], _ index: Int) -> Bool {
        index == 0 || !(isIdentifierByte(code[index - 1]) || code[index - 1] == UInt8(ascii: "."))
    }

    private static func matches(_ code: [UInt8], _ index: Int, _ word: String) -> Bool {
        let utf8 = Array(word.utf8)
        guard index + utf8.count <= code.count, Array(code[index..<index + utf8.count]) == utf8 else { return false }
        return index + utf8.count == code.count || !isIdentifierByte(code[index + utf8.count])
    }

    private static func skipSpaces(_ code: [UInt8], _ from: Int) -> Int? {
        var index = from
        while index < code.count, code[index] == UInt8(ascii: " ") || code[index] == UInt8(ascii: "\n")
            || code[index] == UInt8(ascii: "\t") || code[index] == UInt8(ascii: "\r") { index += 1 }
        return index
    }

    /// The identifier just before the parenthesis at `index` (`Package` of `Package(`, `when` of `.when(`).
    private static func name(before index: Int, in code: [UInt8]) -> String {
        var end = index
        while end > 0, code[end - 1] == UInt8(ascii: " ") || code[end - 1] == UInt8(ascii: "\n") || code[end - 1] == UInt8(ascii: "\t") { end -= 1 }
        var start = end
        while start > 0, isIdentifierByte(code[start - 1]) { start -= 1 }
        return String(decoding: code[start..<end], as: UTF8.self)
    }
}
