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
/// Adding a front end is a folder of its own under `Frontends/` and one line in `standard` (or,
/// from another target, a `register` call where the executable makes its registry).
public struct FrontendRegistry: Sendable, ExpressibleByArrayLiteral {
    /// Asked in order, before the XML and JSON readers.
    public private(set) var frontends: [any Frontend] = []
    /// Asked in order about the root of each XML file.
    private(set) var xmlFrontends: [any XMLFrontend]
    /// The XML front ends' own endings, gathered once: they are looked for in every path read.
    private let xmlFrontendExtensions: [String]

    /// The endings of the `ui` format's own files (SPEC §2), lower case with the dot.
    public static let uiFormatExtensions = [".xml", ".json"]

    /// The Kit's own front ends: the `ui` format, Interface Builder files and Android layouts.
    public static let standard = FrontendRegistry(xmlFrontends: [InterfaceBuilderFiles(), AndroidLayoutFiles()])

    init(xmlFrontends: [any XMLFrontend]) {
        self.xmlFrontends = xmlFrontends
        self.xmlFrontendExtensions = xmlFrontends.flatMap(\.fileExtensions)
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
        Set(Self.uiFormatExtensions + xmlFrontendExtensions + frontends.flatMap(\.fileExtensions))
    }

    /// The registered front end that reads `path`, whose first bytes are `bytes`; nil when the
    /// XML and JSON readers do.
    public func frontend(claiming path: String, bytes: [UInt8]) -> (any Frontend)? {
        frontends.first { $0.claims(path: path, bytes: bytes) }
    }

    /// Whether `path` ends with an ending only an XML front end's files have (`.xib`): such a
    /// file is always read, so a broken one is reported, never skipped.
    func hasXMLFrontendExtension(_ path: String) -> Bool {
        let lower = path.lowercased()
        return xmlFrontendExtensions.contains { lower.hasSuffix($0) }
    }

    /// Guesses the syntax of a file the XML and JSON readers read, from its name, else from the
    /// first significant byte.
    public func syntax(of path: String, bytes: [UInt8]) -> Linter.Syntax {
        let lower = path.lowercased()
        if lower.hasSuffix(".json") { return .json }
        if lower.hasSuffix(".xml") || xmlFrontendExtensions.contains(where: { lower.hasSuffix($0) }) {
            return .xml
        }
        var index = 0
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
        if index < bytes.count, bytes[index] == UInt8(ascii: "{") || bytes[index] == UInt8(ascii: "[") { return .json }
        return .xml
    }

    /// Where an XML file whose root element is `root` goes.
    func route(forRoot root: XMLRoot) -> XMLRoute {
        // The `ui` format's own root is the builder's, whatever namespaces it declares.
        if root.name == "ui" { return .builder }
        for frontend in xmlFrontends {
            switch frontend.claims(root: root) {
            case .reads: return .frontend(frontend)
            case .declines: return .declined
            case .passes: continue
            }
        }
        // Every other root goes to the builder, which declines all but its model's elements.
        return .builder
    }
}

/// Where the events of an XML file go once its root is known.
enum XMLRoute {
    /// To `DocumentBuilder`: the `ui` format, or a file it declines.
    case builder
    /// Into a tree, which this front end maps.
    case frontend(any XMLFrontend)
    /// Nowhere: another format's file that checkbox-lint does not read.
    case declined
}
