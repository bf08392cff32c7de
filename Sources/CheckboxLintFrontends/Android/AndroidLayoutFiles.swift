import CheckboxLintModel

/// Android layouts as the front-end registry sees them: an XML file whose root declares the
/// Android namespace, mapped by `AndroidFrontend` when the root is a layout's. Other Android XML
/// (a manifest, a drawable, a menu) is declined: skipped, never read as a UI description.
struct AndroidLayoutFiles: XMLFrontend {
    static let namespace = "http://schemas.android.com/apk/res/android"

    /// Plain `.xml`, which the `ui` format's endings already cover.
    package var fileExtensions: [String] { [] }

    package func claims(root: XMLRoot) -> XMLRootClaim {
        guard root.declares(Self.namespace) else { return .passes }
        return AndroidFrontend.isLayoutRoot(root.name) ? .reads : .declines
    }

    package func read(_ tree: XMLNode, root: XMLRoot, file: String, source: SourceText,
              options: FrontendOptions) -> (document: Document, diagnostics: [Diagnostic]) {
        AndroidFrontend(file: file, source: source, options: options, namespaces: root.namespaces).map(tree)
    }
}
