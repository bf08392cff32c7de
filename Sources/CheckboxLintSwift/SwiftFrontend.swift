import CheckboxLintKit
import SwiftParser
import SwiftSyntax

/// Reads SwiftUI source (SPEC §10) into the model: design-system components (OUDS), `Toggle`s and
/// hand-made checkboxes, with their modifiers, groups and initial values.
///
/// A file with no checkbox construct is skipped. A file that does not parse is still read:
/// swift-syntax recovers around what it cannot parse, and the constructs it recovered are linted
/// (a pre-commit hook runs on work in progress; the compiler reports the syntax error itself).
public struct SwiftFrontend: Frontend {
    public init() {}

    public var fileExtensions: [String] { [".swift"] }

    public func read(bytes: [UInt8], file: String, context: FrontendContext) -> Linter.Reading {
        let source = SourceText(bytes: bytes)
        // Most Swift files of an app hold no checkbox: a look at the bytes skips them without parsing.
        guard SwiftConstructs.mayHoldCheckbox(source.bytes) else { return .skipped }
        let tree = source.bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
        var mapper = SwiftModelMapper(file: file, source: source, tree: tree, context: context)
        guard let (document, diagnostics) = mapper.map() else { return .skipped }
        return .built(document, diagnostics)
    }
}
