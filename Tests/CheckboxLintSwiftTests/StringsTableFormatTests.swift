#if SwiftSource
@testable import CheckboxLintSwift
import Foundation
import Testing

/// The classic strings table (`en.lproj/Localizable.strings`) read for the English of its keys.
@Suite struct StringsTableFormatTests {
    static func values(_ text: String) -> [String: String]? {
        StringsTableFormat.rows(of: Array(text.utf8)).map { Dictionary($0, uniquingKeysWith: { first, _ in first }) }
    }

    @Test func readsRowsCommentsAndEscapes() {
        let table = Self.values("""
        /* A comment
           on two lines */
        "all_day" = "All Day"; // after a row
        "quoted" = "Say \\"hi\\" \\\\ now\\nthen";
        "accent" = "Caf\\U00E9";
        unquoted_key = "Bare";
        "alone";
        """)
        #expect(table == [
            "all_day": "All Day", "quoted": "Say \"hi\" \\ now\nthen", "accent": "Café",
            "unquoted_key": "Bare", "alone": "alone",
        ])
    }

    @Test func readsUTF16WithItsByteOrderMark() {
        let text = "\"key\" = \"Mark as done\";"
        let little = [0xFF, 0xFE] + Array(text.data(using: .utf16LittleEndian)!)
        let big = [0xFE, 0xFF] + Array(text.data(using: .utf16BigEndian)!)
        #expect(StringsTableFormat.rows(of: little).map { $0.map(\.1) } == ["Mark as done"])
        #expect(StringsTableFormat.rows(of: big).map { $0.map(\.1) } == ["Mark as done"])
        #expect(StringsTableFormat.rows(of: [0xEF, 0xBB, 0xBF] + Array(text.utf8)).map { $0.map(\.1) } == ["Mark as done"])
    }

    /// A table that is not of the format, or not text, resolves nothing (and never traps).
    @Test(arguments: [
        "\"key\" = \"value\"", "\"key\" = \"value", "\"key\" \"value\";", "/* open", "\"key\" = \"\\U00\";",
        "\"key\" = ;", "= \"value\";", "\"key\" = \"value\\",
    ])
    func brokenTablesResolveNothing(text: String) {
        #expect(StringsTableFormat.rows(of: Array(text.utf8)) == nil)
    }

    @Test func bytesThatAreNoTextResolveNothing() {
        #expect(StringsTableFormat.rows(of: [0x22, 0xC3, 0x28, 0x22, 0x3B]) == nil)
    }
}
#endif
