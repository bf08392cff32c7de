import Foundation
import Testing
@testable import CheckboxLintKit
@testable import CheckboxLintModel
@testable import CheckboxLintFrontends
@testable import CheckboxLintRules
@testable import CheckboxLintEngine
@testable import CheckboxLintReports

/// `OneLine.append` works on UTF-8 bytes; this holds it to the definition, written on scalars:
/// every scalar `needsEscape` names is written as `escaped(asASCII:)` writes it, the rest as is,
/// at most `limit` scalars then `…`, and `##[` defused.
@Suite struct OneLineTests {
    static func reference(_ text: String, limit: Int?) -> String {
        var result = ""
        var count = 0
        for scalar in text.unicodeScalars {
            if let limit, count == limit {
                result += "…"
                break
            }
            count += 1
            result += OneLine.needsEscape(scalar) ? scalar.escaped(asASCII: true) : String(scalar)
        }
        return result.replacingOccurrences(of: "##[", with: #"#\u{23}["#)
    }

    static let pieces: [String] = [
        "a", "Email", " ", "#", "##[", "[", "é", "…", "—", "“", "日本", "👍🏽", "\n", "\r", "\t", "\0", "\u{1B}",
        "\u{7F}", "\u{80}", "\u{85}", "\u{9F}", "\u{A0}", "\u{2028}", "\u{2029}", "\u{2027}", "\u{202A}", "::",
        // Runs longer than the eight bytes the plain-text search tests at a time, so that a
        // character to escape falls at every place of a word.
        "Receive the newsletter", "0123456", "~}|{zyxwvu",
    ]

    @Test func theByteWalkWritesWhatTheScalarDefinitionSays() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<3_000 {
            let text = (0..<Int.random(in: 0...12, using: &generator))
                .map { _ in Self.pieces.randomElement(using: &generator)! }.joined()
            for limit in [nil, 0, 1, 5, 80] as [Int?] {
                var bytes: [UInt8] = []
                OneLine.append(text, limit: limit, to: &bytes)
                #expect(String(decoding: bytes, as: UTF8.self) == Self.reference(text, limit: limit),
                        "\(text.unicodeScalars.map { String($0.value, radix: 16) }) limit \(String(describing: limit))")
            }
        }
    }

    /// Found by the XML fuzz target: a misspelt directive holding a control character was quoted
    /// raw in the model's message (the reports escaped it again, but a message must be one line).
    @Test func aMisspeltDirectiveIsQuotedOnOneLine() throws {
        let text = "<ui version=\"1\" platform=\"ios\">\n  <screen id=\"s\">\n    <!-- checkbox-lint-disa\u{7F}ble\u{85}x -->\n    <checkbox id=\"a\" label=\"A\" width=\"44\" height=\"44\"/>\n  </screen>\n</ui>\n"
        let finding = try #require(Support.lint(text).first { $0.message.hasPrefix("Unknown directive") })
        #expect(!finding.message.unicodeScalars.contains(where: OneLine.needsEscape), "\(finding.message.debugDescription)")
        #expect(finding.message.contains(#"'checkbox-lint-disa\u{7F}ble'"#))
    }
}
