import CheckboxLintModel
import CheckboxLintRules

/// A path pattern of the configuration's `include` and `exclude`, matched against a path relative
/// to the configuration file's folder.
///
/// `**` as a whole segment matches any number of folders (none included), `*` any run of
/// characters within one name, `?` exactly one character; everything else matches itself.
/// Patterns are anchored at the configuration's folder (`*.xml` matches `a.xml`, not `x/a.xml`;
/// write `**/*.xml` for any depth), and a pattern that matches a folder matches everything in it
/// (`Fixtures/broken` matches `Fixtures/broken/a.xml`), as in `.gitignore`.
public struct Glob: Sendable, Equatable, CustomStringConvertible {
    enum Segment: Sendable, Equatable {
        case anyFolders
        case name([Unicode.Scalar])
    }

    public enum Problem: Error, Equatable {
        case empty
        case leavesFolder
    }

    /// The pattern as written in the configuration.
    public let pattern: String
    let segments: [Segment]

    public init(_ pattern: String) throws(Problem) {
        self.pattern = pattern
        var segments: [Segment] = []
        // Empty parts come from a leading `/`, a trailing `/` or `a//b`; `.` parts say nothing.
        for part in pattern.split(separator: "/", omittingEmptySubsequences: true) where part != "." {
            if part == ".." { throw .leavesFolder }
            if part == "**" {
                if segments.last != .anyFolders { segments.append(.anyFolders) }
            } else {
                segments.append(.name(Array(part.unicodeScalars)))
            }
        }
        if segments.isEmpty { throw .empty }
        self.segments = segments
    }

    public var description: String { pattern }

    /// Whether `path` (relative, `/`-separated, without `.` or `..` parts) or one of its folders
    /// matches.
    public func matches(_ path: String) -> Bool {
        let names = path.split(separator: "/").map { Array($0.unicodeScalars) }
        // Failed (segment, name) pairs: `**` retries positions, and this keeps that polynomial.
        var failed = Set<Int>()
        return match(0, 0, names, &failed)
    }

    private func match(_ segment: Int, _ name: Int, _ names: [[Unicode.Scalar]], _ failed: inout Set<Int>) -> Bool {
        // Every segment matched: the whole path, or a folder that contains it.
        if segment == segments.count { return name > 0 }
        let key = segment * (names.count + 1) + name
        if failed.contains(key) { return false }
        let result: Bool
        if name == names.count {
            // Only trailing `**` can match nothing.
            result = segments[segment...].allSatisfy { $0 == .anyFolders } && name > 0
        } else {
            switch segments[segment] {
            case .anyFolders:
                result = match(segment + 1, name, names, &failed) || match(segment, name + 1, names, &failed)
            case .name(let pattern):
                result = Glob.nameMatches(pattern, names[name]) && match(segment + 1, name + 1, names, &failed)
            }
        }
        if !result { failed.insert(key) }
        return result
    }

    /// `*` and `?` within one name; linear backtracking to the last `*`.
    static func nameMatches(_ pattern: [Unicode.Scalar], _ name: [Unicode.Scalar]) -> Bool {
        var p = 0, n = 0
        var star: Int?, starName = 0
        while n < name.count {
            if p < pattern.count, pattern[p] == "*" {
                star = p
                starName = n
                p += 1
            } else if p < pattern.count, pattern[p] == "?" || pattern[p] == name[n] {
                p += 1
                n += 1
            } else if let star {
                p = star + 1
                starName += 1
                n = starName
            } else {
                return false
            }
        }
        while p < pattern.count, pattern[p] == "*" { p += 1 }
        return p == pattern.count
    }
}
