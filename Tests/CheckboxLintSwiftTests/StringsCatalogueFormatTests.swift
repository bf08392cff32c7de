#if SwiftSource
@testable import CheckboxLintSwift
import Foundation
import Testing

/// The string catalogue (`Localizable.xcstrings`) read for its keys' values in its source language.
@Suite struct StringsCatalogueFormatTests {
    static func values(_ text: String) -> [String: String]? {
        StringsCatalogueFormat.rows(of: Array(text.utf8)).map { Dictionary($0, uniquingKeysWith: { first, _ in first }) }
    }

    @Test func readsTheSourceLanguagesValues() {
        let catalogue = Self.values("""
        {
          "sourceLanguage" : "de",
          "strings" : {
            "done" : { "localizations" : {
              "de" : { "stringUnit" : { "state" : "translated", "value" : "Erledigt" } },
              "en" : { "stringUnit" : { "state" : "translated", "value" : "Done" } }
            } },
            "Show all" : { },
            "english_only" : { "localizations" : { "en" : { "stringUnit" : { "value" : "Only English" } } } },
            "%lld items" : { "localizations" : { "de" : { "variations" : { "plural" : {
              "one" : { "stringUnit" : { "value" : "%lld Eintrag" } }
            } } } } },
            "empty" : { "localizations" : { "de" : { "stringUnit" : { "value" : "" } } } }
          },
          "version" : "1.0"
        }
        """)
        #expect(catalogue == [
            "done": "Erledigt", "Show all": "Show all", "english_only": "english_only",
            "%lld items": "%lld items", "empty": "empty",
        ])
    }

    /// A catalogue that is not JSON of the format resolves nothing (and never traps).
    @Test(arguments: [
        "", "{", "[]", "{\"strings\": {}}", "{\"sourceLanguage\": \"en\"}", "{\"sourceLanguage\": 3, \"strings\": {}}",
        "{\"sourceLanguage\": \"en\", \"strings\": []}", "\"sourceLanguage\"",
    ])
    func brokenCataloguesResolveNothing(text: String) {
        #expect(StringsCatalogueFormat.rows(of: Array(text.utf8)) == nil)
    }

    @Test func deepNestingAndBytesThatAreNoTextResolveNothing() {
        let deep = "{\"sourceLanguage\": \"en\", \"strings\": " + String(repeating: "[", count: 100_000)
        #expect(StringsCatalogueFormat.rows(of: Array(deep.utf8)) == nil)
        #expect(StringsCatalogueFormat.rows(of: [0x7B, 0xC3, 0x28, 0x7D]) == nil)
    }
}
#endif
