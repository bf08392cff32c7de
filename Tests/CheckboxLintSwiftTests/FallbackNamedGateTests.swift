#if SwiftSource
@testable import CheckboxLintSwift
import Testing

/// The byte gate before a file is parsed for a component whose name falls back to a literal
/// (`FallbackNamedComponents.mayDeclare`): it must let through every spelling the tree reading
/// accepts and keep out files that only hold the modifier and a `?? "` apart.
@Suite struct FallbackNamedGateTests {
    static func mayDeclare(_ text: String) -> Bool { FallbackNamedComponents.mayDeclare(Array(text.utf8)) }

    @Test func spellingsTheTreeReadingAcceptsPass() {
        #expect(Self.mayDeclare(#".accessibilityLabel(label ?? "Checkbox")"#))
        #expect(Self.mayDeclare(#".accessibilityLabel(self.label ?? "")"#))
        #expect(Self.mayDeclare(".accessibilityLabel(\n    title\n        ?? \"Toggle\"\n)"))
        #expect(Self.mayDeclare(#"Text("a").accessibilityLabel("x"); b.accessibilityLabel(é ?? "y")"#))
    }

    @Test func theModifierAndAFallbackApartDoNotPass() {
        #expect(!Self.mayDeclare(#".accessibilityLabel("Done"); let name = user ?? "Guest""#))
        #expect(!Self.mayDeclare(#".accessibilityLabel(Text(label ?? "Checkbox"))"#))
        #expect(!Self.mayDeclare(#".accessibilityLabel(label ?? title)"#))
        #expect(!Self.mayDeclare(#".accessibilityLabel(label ?"#))
        #expect(!Self.mayDeclare(".accessibilityLabel("))
    }
}
#endif
