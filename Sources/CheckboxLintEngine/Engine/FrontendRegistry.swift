import CheckboxLintModel
import CheckboxLintFrontends

/// The front ends a run reads with, and the one place that knows their file name endings: the
/// folder walk, the syntax guess, the linter, the fixtures and the pre-commit hook's test all ask
/// it.
///
/// It holds two kinds of front end:
/// - `Frontend`s, which read a whole file their own way (Swift source, through swift-syntax in the
///   CheckboxLintSwift target): asked in order by `claims(path:bytes:)`, before anything else;
/// - `XMLFrontend`s (Interface Builder, Android layouts), which share the one streaming pass of the
///   XML reader with the `ui` format: asked in order about each XML file's root element.
/// Everything else is read as the `ui` format, in XML or JSON (`uiFormatExtensions`).
///
/// `standard` has the Kit's own front ends. A registry is a value passed in through
/// `LintConfiguration.frontends`, never a global that is registered into, so that a library user
/// or a test decides what a linter reads; the executable adds the Swift front end it was built with.
/// Adding a front end is a folder of its own under `Sources/CheckboxLintFrontends/` and one line in `XMLFrontends.standard` (or,
/// from another target, a `register` call where the executable makes its registry).
public struct FrontendRegistry: Sendable, ExpressibleByArrayLiteral {
    /// Asked in order, before the XML and JSON readers.
    public private(set) var frontends: [any Frontend] = []
    /// Asked in order about the root of each XML file.
    package let xmlFrontends: XMLFrontends

    /// The endings of the `ui` format's own files (SPEC §2), lower case with the dot.
    public static let uiFormatExtensions = [".xml", ".json"]

    /// The Kit's own front ends: the `ui` format, Interface Builder files and Android layouts.
    public static let standard = FrontendRegistry(xmlFrontends: .standard, frontends: [ComposeFrontend()])

    package init(xmlFrontends: XMLFrontends, frontends: [any Frontend] = []) {
        self.xmlFrontends = xmlFrontends
        self.frontends = frontends
    }

    /// The standard front ends, with `frontends` asked before them, in order.
    public init(arrayLiteral frontends: any Frontend...) {
        self = .standard
        for frontend in frontends { register(frontend) }
    }

    /// Adds `frontend`, asked after the ones already registered and before the XML and JSON readers.
    public mutating func register(_ frontend: any Frontend) {
        frontends.append(frontend)
    }

    /// The file name endings a folder walk picks up (lower case, with the dot): the `ui` format's
    /// and every front end's.
    public var fileExtensions: Set<String> {
        Set(Self.uiFormatExtensions + xmlFrontends.fileExtensions + frontends.flatMap(\.fileExtensions))
    }

    /// Whether a folder walk picks up `path`, by its ending (`fileExtensions`, any case).
    public func walksFor(_ path: String) -> Bool {
        let name = path.lowercased()
        return fileExtensions.contains { name.hasSuffix($0) }
    }

    /// The registered front end that reads `path`, whose first bytes are `bytes`; nil when the
    /// XML and JSON readers do.
    public func frontend(claiming path: String, bytes: [UInt8]) -> (any Frontend)? {
        frontends.first { $0.claims(path: path, bytes: bytes) }
    }

    /// Whether `path` ends with an ending only an XML front end's files have (`.xib`): such a
    /// file is always read, so a broken one is reported, never skipped.
    package func hasXMLFrontendExtension(_ path: String) -> Bool {
        xmlFrontends.hasExtension(path)
    }

    /// Guesses the syntax of a file the XML and JSON readers read, from its name, else from the
    /// first significant byte.
    public func syntax(of path: String, bytes: [UInt8]) -> Linter.Syntax {
        let lower = path.lowercased()
        if lower.hasSuffix(".json") { return .json }
        if lower.hasSuffix(".xml") || xmlFrontends.hasExtension(lowercased: lower) {
            return .xml
        }
        var index = 0
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
        if index < bytes.count, bytes[index] == UInt8(ascii: "{") || bytes[index] == UInt8(ascii: "[") { return .json }
        return .xml
    }
}
