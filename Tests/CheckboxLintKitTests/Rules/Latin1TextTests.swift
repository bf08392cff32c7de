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
        // The byte comparison the rule uses answers as the normalized forms do, pair by pair.
        let more = texts + ["Non coché,Été", "NON COCHÉ, ÉTÉ.", "Ä\u{308}", "x\u{2028}y", "x y", "\u{212A}", "k", "K"]
        for left in more {
            for right in more {
                #expect(left.equalsIgnoringCaseAndSpacing(right) == (AnnouncementMismatch.normalized(left) == AnnouncementMismatch.normalized(right)),
                        "\(left.debugDescription) \(right.debugDescription)")
            }
        }
    }

    @Test func nameFactsAreWhatCharactersSay() {
        for value in 0..<0x3000 {
            guard let scalar = Unicode.Scalar(value) else { continue }
            for text in ["\(scalar)", "a\(scalar)", "\(scalar)b c", "...\(scalar)", "…\(scalar)x", "\(scalar)\u{301}", "É\(scalar)-ü"] {
                let name = AccessibleName(text, source: .label, isDynamic: false)
                let trimmed = name.text
                #expect(name.isSingleCharacter == (trimmed.count == 1), "U+\(String(value, radix: 16))")
                // An ASCII letter or digit counts even where a combining mark follows it (a digit with
                // an accent is not a number to `Character`), as label-meaningless has always read it.
                let asciiLetterOrDigit = trimmed.utf8.contains { (0x41...0x5A).contains($0 & ~0x20) || (0x30...0x39).contains($0) }
                #expect(name.hasLetterOrDigit == (asciiLetterOrDigit || trimmed.contains { $0.isLetter || $0.isNumber }),
                        "U+\(String(value, radix: 16))")
                #expect(name.startsWithEllipsis == (trimmed.hasPrefix("…") || trimmed.hasPrefix("...")), "U+\(String(value, radix: 16))")
                #expect(name.words == trimmed.split { !($0.isLetter || $0.isNumber) }, "U+\(String(value, radix: 16))")
            }
        }
    }
}
