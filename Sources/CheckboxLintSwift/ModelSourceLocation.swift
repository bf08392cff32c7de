import CheckboxLintKit

/// The model's place in a file, under a name of its own: SwiftSyntax has a `SourceLocation` too,
/// and a file that imports both cannot say which it means (nor qualify it by module when the fuzz
/// target compiles every stage as one module).
typealias ModelSourceLocation = SourceLocation
