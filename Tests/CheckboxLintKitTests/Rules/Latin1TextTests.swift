import Testing
@testable import CheckboxLintKit
@testable import CheckboxLintModel
@testable import CheckboxLintFrontends
@testable import CheckboxLintRules
@testable import CheckboxLintEngine
@testable import CheckboxLintReports

/// The byte-by-byte case and white space of `Latin1Text` give what `String` gives.
struct Latin1TextTests {
    @Test func quickLowercasedIsLowercased() {
        for value in 0..<0x3000 {
            guard let scalar = Unicode.Scalar(value) else { continue }
            for text in ["\(scalar)", "A\(scalar)É", "É\(scalar)\(scalar)z"] {
                #expect(Array(text.quickLowercased().utf8) == Array(text.lowercased().utf8), "U+\(String(value, radix: 16))")
            }
        }
    }

    @Test func quickTrimmedIsTrimmingWhitespace() {
        for value in 0..<0x3000 {
            guard let scalar = Unicode.Scalar(value) else { continue }
            for text in ["\(scalar)", " \(scalar)\t", "a\(scalar)", "\(scalar)é", "\r\n\(scalar)\u{301} \r\n", "\(scalar) \(scalar)"] {
                #expect(Array(text.quickTrimmed().utf8) == Array(text.trimmingWhitespace().utf8), "U+\(String(value, radix: 16))")
            }
        }
    }

    @Test func announcementsCompareAsTheirNormalizedForms() {
        let texts = ["Non coché, Été", " non  COCHÉ,\tété ", "non coché, ete", "non coché, e\u{301}te\u{301}", "", " \n "]
        let normalized = texts.map(AnnouncementMismatch.normalized)
        #expect(normalized[0] == normalized[1])
        #expect(normalized[0] != normalized[2])
        #expect(normalized[0] == normalized[3])
        #expect(normalized[4] == normalized[5])
        #expect(normalized[4] == "")
    }
}
