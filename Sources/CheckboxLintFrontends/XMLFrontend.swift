import CheckboxLintModel

/// A front end for an XML format other than the `ui` format (Interface Builder, Android layouts).
///
/// XML files are read in one streaming pass of libxml2's reader, whatever their format: the
/// format is decided from the root element as it streams by (`FrontendSelector`), and only then
/// does the rest of the file go where it belongs. A `ui` file goes straight to `DocumentBuilder`,
/// with no tree; a file an `XMLFrontend` claims is kept as a tree of `XMLNode`s, which the front
/// end maps onto the model once the reader is done (its formats need to look ahead).
///
/// Registered in a `FrontendRegistry` (`FrontendRegistry.standard` has the Kit's), which asks
/// them in order about each root.
package protocol XMLFrontend: Sendable {
    /// File name endings only this format has, lower case with the dot (`.xib`); empty when its
    /// files are plain `.xml` (Android layouts). A file with one of them is XML whatever its first
    /// bytes, is always read (a broken one is reported, never skipped), and a folder walk picks it up.
    var fileExtensions: [String] { get }

    /// What this front end makes of a file whose root element is `root`.
    func claims(root: XMLRoot) -> XMLRootClaim

    /// Maps the tree of a file whose root it claimed onto the model.
    func read(_ tree: XMLNode, root: XMLRoot, file: String, source: SourceText,
              options: FrontendOptions) -> (document: Document, diagnostics: [Diagnostic])
}

/// The root element of an XML file, as the format is decided from it.
package struct XMLRoot {
    package var name: String
    package var attributes: [RawAttribute]
    /// The namespaces the root declares.
    package var namespaces: [(prefix: String?, uri: String)]


    package init(name: String, attributes: [RawAttribute], namespaces: [(prefix: String?, uri: String)]) {
        self.name = name
        self.attributes = attributes
        self.namespaces = namespaces
    }

    package func attribute(_ name: String) -> String? {
        for attribute in attributes where attribute.name == name { return attribute.value }
        return nil
    }

    /// Whether the root declares the namespace `uri` (with a prefix or as the default).
    package func declares(_ uri: String) -> Bool {
        namespaces.contains { $0.uri == uri }
    }
}

/// An `XMLFrontend`'s answer about a root element.
package enum XMLRootClaim: Equatable {
    /// The file is this front end's: it reads it.
    case reads
    /// The file belongs to this front end's family but is not one checkbox-lint reads (an
    /// Android manifest or drawable): skipped without asking the others.
    case declines
    /// Not this front end's: the next one is asked.
    case passes
}
