import CheckboxLintModel

/// Interface Builder files (`.xib`, `.storyboard`) as the front-end registry sees them: an XML
/// file whose root is a `document` of type `com.apple.InterfaceBuilder3…`, mapped by
/// `InterfaceBuilderFrontend`.
struct InterfaceBuilderFiles: XMLFrontend {
    package var fileExtensions: [String] { [".xib", ".storyboard"] }

    package func claims(root: XMLRoot) -> XMLRootClaim {
        guard root.name == "document" else { return .passes }
        for attribute in root.attributes where attribute.name == "type" {
            if attribute.value.hasPrefix("com.apple.InterfaceBuilder3") { return .reads }
        }
        // Another `document` goes on to the `ui` builder, which declines it.
        return .passes
    }

    package func read(_ tree: XMLNode, root: XMLRoot, file: String, source: SourceText,
              options: FrontendOptions) -> (document: Document, diagnostics: [Diagnostic]) {
        InterfaceBuilderFrontend(file: file, source: source, options: options).map(tree)
    }
}
