import CheckboxLintKit
import Foundation
import SwiftParser
import SwiftSyntax

/// The targets of a Tuist `Project.swift` (the manifest Tuist generates an Xcode project from; the
/// `.xcodeproj` itself is usually not in the repository), read for the platform they build for:
/// a macOS app made with Tuist (Cork) says macOS only there.
///
/// A target is a call named `target`/`Target` with a `product:` argument (`.target(name:
/// destinations: product: … sources:)`, or the older `Target(name: platform: product: …)`).
/// Its platform, from Tuist's ProjectDescription (`Destination.swift`, `Platform.swift`):
/// `destinations: [.mac]`, `.macOS` or `Destinations.macOS` (the set `[.mac]`), or
/// `platform: .macOS`, is macOS only; any other destination (`.macCatalyst` and
/// `.macWithiPadDesign` are iPad apps on a Mac) is another platform; anything not written as such
/// literals (a variable, a helper's result) is unknown. Its files are its `sources:` globs, relative
/// to the manifest's folder: string literals, or `.glob("…", excluding: …)` with literal exclusions.
///
/// The manifest is Swift source read as such (parsed, never run), at most `maxBytes`, and only
/// when it imports `ProjectDescription`.
struct TuistManifest {
    static let maxBytes = 1 << 20
    /// Tokens looked at, at most (a real manifest has a few thousand).
    static let maxTokens = 200_000

    enum TargetPlatform: Equatable { case macOSOnly, other, unknown }

    struct Target {
        let platform: TargetPlatform
        /// The globs of its `sources:`, or nil when they are not written as literals.
        let sources: [SourceGlob]?
    }

    struct SourceGlob {
        let pattern: String
        /// nil when an exclusion is not a literal (then what it covers is unknown).
        let excluding: [String]?
    }

    let targets: [Target]

    /// Reads the manifest at `path`; nil when it is missing, too large, not UTF-8, does not import
    /// `ProjectDescription`, or names no target.
    init?(path: String) {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
              let size = attributes[.size] as? NSNumber, size.intValue <= Self.maxBytes,
              let data = FileManager.default.contents(atPath: path),
              let text = String(data: data, encoding: .utf8) else { return nil }
        self.init(text: text)
    }

    init?(text: String) {
        // The parser recurses on nesting: a manifest past the bounds a source file is held to
        // (SPEC §7) decides nothing, as one too large does.
        guard SwiftSourceBounds.check(Array(text.utf8)) == nil else { return nil }
        let tree = Parser.parse(source: text)
        guard tree.statements.contains(where: { $0.item.as(ImportDeclSyntax.self)?.path.trimmedDescription == "ProjectDescription" })
        else { return nil }
        var targets: [Target] = []
        var seen = 0
        for token in tree.tokens(viewMode: .sourceAccurate) {
            seen += 1
            if seen > Self.maxTokens { return nil }
            guard token.text == "target" || token.text == "Target", let call = Self.call(named: token),
                  call.arguments.contains(where: { $0.label?.text == "product" }) else { continue }
            targets.append(Target(platform: Self.platform(of: call), sources: Self.sources(of: call)))
        }
        guard !targets.isEmpty else { return nil }
        self.targets = targets
    }

    /// `.macos` when the targets whose sources may hold the file at `relativePath` (relative to the
    /// manifest's folder) all build for macOS only and one of them surely holds it; else nil (no
    /// target known to compile it, or one that may be for another platform).
    func platform(ofFileAt relativePath: String) -> Platform? {
        let parts = relativePath.split(separator: "/").map(String.init)
        var covered = false
        for target in targets {
            let covers = Self.covers(target.sources, parts)
            if covers == false { continue }
            guard target.platform == .macOSOnly else { return nil }
            if covers == true { covered = true }
        }
        return covered ? .macos : nil
    }

    // MARK: Reading the calls

    /// The call `token` names (`target(`, `.target(`, `Target.target(`, `Target(`).
    private static func call(named token: TokenSyntax) -> FunctionCallExprSyntax? {
        guard let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { return nil }
        var node = Syntax(reference)
        if let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id { node = Syntax(member) }
        guard let call = node.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == node.id else { return nil }
        return call
    }

    private static func platform(of call: FunctionCallExprSyntax) -> TargetPlatform {
        if let destinations = call.arguments.first(where: { $0.label?.text == "destinations" })?.expression {
            if let member = destinations.as(MemberAccessExprSyntax.self) {
                // `Destinations.macOS` / `.macOS`: the set `[.mac]`; `.iOS`, `.tvOS`, …: others.
                guard member.base == nil || member.base?.trimmedDescription == "Destinations" else { return .unknown }
                return member.declName.baseName.text == "macOS" ? .macOSOnly : .other
            }
            guard let array = destinations.as(ArrayExprSyntax.self), !array.elements.isEmpty else { return .unknown }
            var names: [String] = []
            for element in array.elements {
                guard let member = element.expression.as(MemberAccessExprSyntax.self),
                      member.base == nil || member.base?.trimmedDescription == "Destination" else { return .unknown }
                names.append(member.declName.baseName.text)
            }
            return names.allSatisfy { $0 == "mac" } ? .macOSOnly : .other
        }
        if let platform = call.arguments.first(where: { $0.label?.text == "platform" })?.expression {
            guard let member = platform.as(MemberAccessExprSyntax.self),
                  member.base == nil || member.base?.trimmedDescription == "Platform" else { return .unknown }
            return member.declName.baseName.text == "macOS" ? .macOSOnly : .other
        }
        return .unknown
    }

    /// The `sources:` globs; an empty list for a target without sources; nil when not literals.
    private static func sources(of call: FunctionCallExprSyntax) -> [SourceGlob]? {
        guard let sources = call.arguments.first(where: { $0.label?.text == "sources" })?.expression else { return [] }
        if let single = literal(sources) { return [SourceGlob(pattern: single, excluding: [])] }
        guard let array = sources.as(ArrayExprSyntax.self) else { return nil }
        var globs: [SourceGlob] = []
        for element in array.elements {
            if let pattern = literal(element.expression) {
                globs.append(SourceGlob(pattern: pattern, excluding: []))
                continue
            }
            // `.glob("Modules/**/*.swift", excluding: ["Modules/Tests/**"])`
            guard let glob = element.expression.as(FunctionCallExprSyntax.self),
                  glob.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "glob",
                  let first = glob.arguments.first, first.label == nil, let pattern = literal(first.expression) else { return nil }
            var excluding: [String]? = []
            for argument in glob.arguments.dropFirst() where argument.label?.text == "excluding" {
                if let one = literal(argument.expression) {
                    excluding = [one]
                } else if let list = argument.expression.as(ArrayExprSyntax.self) {
                    let read = list.elements.compactMap { literal($0.expression) }
                    excluding = read.count == list.elements.count ? read : nil
                } else {
                    excluding = nil
                }
            }
            globs.append(SourceGlob(pattern: pattern, excluding: excluding))
        }
        return globs
    }

    /// The text of a string literal without interpolation.
    private static func literal(_ expression: ExprSyntax) -> String? {
        guard let string = expression.as(StringLiteralExprSyntax.self) else { return nil }
        var text = ""
        for segment in string.segments {
            guard case .stringSegment(let part) = segment else { return nil }
            text += part.content.text
        }
        return text
    }

    // MARK: Globs

    /// Whether the globs hold the path: true, false, or nil when that cannot be told (sources or
    /// exclusions not literal, a glob with syntax not read here).
    private static func covers(_ sources: [SourceGlob]?, _ path: [String]) -> Bool? {
        guard let sources else { return nil }
        var unknown = false
        for glob in sources {
            guard let included = GlobPattern.matches(glob.pattern, path) else { unknown = true; continue }
            guard included else { continue }
            guard let excluding = glob.excluding else { unknown = true; continue }
            var excluded: Bool? = false
            for pattern in excluding {
                guard let match = GlobPattern.matches(pattern, path) else { excluded = nil; break }
                if match { excluded = true; break }
            }
            switch excluded {
            case .some(false): return true
            case .some(true): continue
            case .none: unknown = true
            }
        }
        return unknown ? nil : false
    }
}

/// A path glob as Tuist writes source globs: `**` for any number of folders, `*` and `?` within
/// one name. Other glob syntax (`{a,b}`, `[…]`) is not read: no answer.
enum GlobPattern {
    /// Parts of a pattern or path looked at, at most.
    static let maxParts = 64

    static func matches(_ pattern: String, _ path: [String]) -> Bool? {
        guard !pattern.contains(where: { "{}[]\\".contains($0) }), !pattern.hasPrefix("/") else { return nil }
        let parts = pattern.split(separator: "/", omittingEmptySubsequences: true).map(String.init).filter { $0 != "." }
        guard parts.count <= maxParts, path.count <= maxParts, !parts.contains("..") else { return nil }
        // reachable[j]: the pattern's first i parts match the path's first j parts.
        var reachable = [Bool](repeating: false, count: path.count + 1)
        reachable[0] = true
        for part in parts {
            var next = [Bool](repeating: false, count: path.count + 1)
            if part == "**" {
                var any = false
                for j in 0...path.count {
                    any = any || reachable[j]
                    next[j] = any
                }
            } else {
                for j in 0..<path.count where reachable[j] && name(path[j], matches: part) { next[j + 1] = true }
            }
            reachable = next
        }
        return reachable[path.count]
    }

    /// One name against one part with `*` and `?` (iterative, with the last `*` to fall back to).
    static func name(_ name: String, matches pattern: String) -> Bool {
        let text = Array(name), glob = Array(pattern)
        var t = 0, g = 0
        var star: Int?, starText = 0
        while t < text.count {
            if g < glob.count, glob[g] == "*" {
                star = g; starText = t; g += 1
            } else if g < glob.count, glob[g] == "?" || glob[g] == text[t] {
                t += 1; g += 1
            } else if let s = star {
                g = s + 1; starText += 1; t = starText
            } else {
                return false
            }
        }
        while g < glob.count, glob[g] == "*" { g += 1 }
        return g == glob.count
    }
}
