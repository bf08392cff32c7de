import CheckboxLintKit
import Foundation
import SwiftParser
import SwiftSyntax

/// The platform a SwiftPM package's manifest (`Package.swift`) names, when it names one only: a
/// macOS menu-bar app built with SwiftPM alone (no Xcode project) writes `platforms: [.macOS(.v13)]`,
/// and its views import SwiftUI only.
///
/// `platforms:` lists minimum versions, not the only platforms a package builds for; a package
/// whose manifest names macOS and nothing else is still, in practice, a macOS package (its authors
/// say which systems they support there), and configuration-level evidence is all it is (SPEC §10:
/// after the file's own code and imports). So: `.macos` when every `platforms:` argument of a
/// `Package(…)` call in the manifest is an array literal whose every element is `.macOS(…)` (or
/// `SupportedPlatform.macOS(…)`); anything else — another platform beside it, a variable, an
/// expression around the array — decides nothing. A `platforms:` of a `.when(…)` condition (a
/// dependency or setting for some platforms) is not the package's and is passed.
///
/// The manifest is Swift source read as such (parsed as `TuistManifest` reads its manifest, never
/// run), at most `maxBytes` and within the bounds a source file is held to (SPEC §7).
enum PackageManifestPlatform {
    static let maxBytes = 256 << 10

    private static let byFolder = ProjectCache<Platform?>()
    private static let macOSWord = Array("macOS".utf8)

    /// The platform the `Package.swift` in `folder` names alone, read once per folder and process.
    static func platform(ofPackageIn folder: String) -> Platform? {
        byFolder.value(forRoot: folder) { folder in
            // Read with POSIX calls (`FileReader`, which refuses a file past the size as the size
            // check did): Foundation's attributes and contents cost ~710,000 instructions a manifest.
            guard case .success(let bytes) = FileReader.read(folder + "/Package.swift", limit: maxBytes) else { return nil }
            return platform(ofManifest: bytes)
        }
    }

    /// `.macos` when the manifest names macOS alone in each of its packages' `platforms:`.
    static func platform(ofManifest bytes: [UInt8]) -> Platform? {
        // `.macos` needs an element spelt `.macOS(…)`, so a manifest whose bytes never spell
        // `macOS` (an iOS app's, a library's without `platforms:`) decides nothing and is not
        // parsed: the parse and the walk of its calls cost ~2.1 M instructions for a 4 KB manifest.
        guard SwiftConstructs.contains(bytes, macOSWord, in: 0..<bytes.count) else { return nil }
        guard SwiftSourceBounds.check(bytes) == nil else { return nil }
        let tree = Parser.parse(source: String(decoding: bytes, as: UTF8.self))
        var sawMacOS = false
        for call in SwiftSyntaxFacts.nodes(FunctionCallExprSyntax.self, in: Syntax(tree))
        where call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Package" {
            for argument in call.arguments where argument.label?.text == "platforms" {
                guard let array = argument.expression.as(ArrayExprSyntax.self), !array.elements.isEmpty,
                      array.elements.allSatisfy({ isMacOS($0.expression) }) else { return nil }
                sawMacOS = true
            }
        }
        return sawMacOS ? .macos : nil
    }

    /// `.macOS(.v13)`, `.macOS("13.0")`, `SupportedPlatform.macOS(…)`.
    private static func isMacOS(_ element: ExprSyntax) -> Bool {
        guard let call = element.as(FunctionCallExprSyntax.self),
              let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              member.declName.baseName.text == "macOS" else { return false }
        guard let base = member.base else { return true }
        return base.as(DeclReferenceExprSyntax.self)?.baseName.text == "SupportedPlatform"
    }
}
