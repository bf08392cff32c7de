import CheckboxLintModel

/// The XML front ends of a run, in the order they are asked about each XML file's root element,
/// and their file name endings. Kept here, beside `FrontendSelector` which asks it, so that the
/// Frontends stage does not need the Engine's `FrontendRegistry`, which holds one of these.
package struct XMLFrontends: Sendable {
    package let frontends: [any XMLFrontend]
    /// Their own endings, gathered once: they are looked for in every path read.
    package let fileExtensions: [String]

    /// The Kit's own: Interface Builder files and Android layouts.
    package static let standard = XMLFrontends([InterfaceBuilderFiles(), AndroidLayoutFiles()])

    package init(_ frontends: [any XMLFrontend]) {
        self.frontends = frontends
        self.fileExtensions = frontends.flatMap(\.fileExtensions)
    }

    /// Whether `path` ends with an ending only an XML front end's files have (`.xib`).
    package func hasExtension(_ path: String) -> Bool {
        hasExtension(lowercased: path.lowercased())
    }

    /// `hasExtension` for a path already lower-cased.
    package func hasExtension(lowercased path: String) -> Bool {
        fileExtensions.contains { path.hasSuffix($0) }
    }

    /// Where an XML file whose root element is `root` goes.
    package func route(forRoot root: XMLRoot) -> XMLRoute {
        // The `ui` format's own root is the builder's, whatever namespaces it declares.
        if root.name == "ui" { return .builder }
        for frontend in frontends {
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
package enum XMLRoute {
    /// To `DocumentBuilder`: the `ui` format, or a file it declines.
    case builder
    /// Into a tree, which this front end maps.
    case frontend(any XMLFrontend)
    /// Nowhere: another format's file that checkbox-lint does not read.
    case declined
}
