import Foundation
import Testing
@testable import CheckboxLintKit
@testable import CheckboxLintModel
@testable import CheckboxLintFrontends
@testable import CheckboxLintRules
@testable import CheckboxLintEngine
@testable import CheckboxLintReports

/// Golden previews of every screen reader (SPEC §3.1), kept in `Fixtures/readers/` as
/// `<fixture>.readers`: the `ui` fixtures (one per language, each with a JSON twin) previewed with
/// every `--reader` value, and the Interface Builder and Android fixtures previewed in English and
/// French with `auto`. A changed word fails until the golden file is rewritten and reviewed
/// (`CHECKBOX_LINT_UPDATE_GOLDEN=1 swift test`).
@Suite struct ReaderGoldenTests {
    /// The `ui` documents: each names its language, and is previewed with every reader.
    static let uiFixtures = ["readers/states.xml", "readers/etats.xml"]
    /// Native files: previewed with `auto` in each language.
    static let nativeFixtures = ["readers/native/android-controls.xml", "readers/native/ios-controls.storyboard", "readers/native/macos-controls.xib"]
    static let settings: [ScreenReader?] = [nil] + ScreenReader.allCases

    static func preview(_ fixture: String, reader: ScreenReader?, locale: String = "en") throws -> FilePreview {
        var configuration = LintConfiguration()
        configuration.reader = reader
        configuration.locale = locale
        let run = LintRun(linter: try Linter(configuration: configuration), jobs: 1)
        return run.preview(InputFile(path: Support.fixturesRoot.appendingPathComponent(fixture).path, displayPath: fixture))
    }

    static func checkboxes(_ preview: FilePreview) -> [AnnouncedCheckbox] {
        guard case .previewed(let checkboxes) = preview.outcome else {
            Issue.record("\(preview.file.displayPath) was not previewed: \(preview.outcome)")
            return []
        }
        return checkboxes
    }

    /// What the golden file holds: a `# ` line naming the run, then the text preview.
    static func golden(of fixture: String) throws -> String {
        var text = ""
        if uiFixtures.contains(fixture) {
            for reader in settings {
                text += "# --reader \(reader?.rawValue ?? "auto")\n"
                text += checkboxes(try preview(fixture, reader: reader)).map(\.textLines).joined()
            }
        } else {
            for locale in ["en", "fr"] {
                text += "# --locale \(locale)\n"
                text += checkboxes(try preview(fixture, reader: nil, locale: locale)).map(\.textLines).joined()
            }
        }
        return text
    }

    @Test(arguments: uiFixtures + nativeFixtures)
    func previewMatchesItsGoldenFile(fixture: String) throws {
        let golden = Support.fixturesRoot.appendingPathComponent(fixture + ".readers")
        let actual = try Self.golden(of: fixture)
        if Support.updatingGoldenFiles {
            try actual.write(to: golden, atomically: true, encoding: .utf8)
            return
        }
        let expected = try String(contentsOf: golden, encoding: .utf8)
        #expect(actual == expected, "Fixtures/\(fixture) differs from its golden preview (CHECKBOX_LINT_UPDATE_GOLDEN=1 swift test rewrites it; review the diff)")
    }

    @Test(arguments: uiFixtures)
    func theJSONTwinAnnouncesTheSameWithEveryReader(fixture: String) throws {
        let twin = String(fixture.dropLast(4)) + ".json"
        func spoken(_ preview: FilePreview) -> [String] {
            Self.checkboxes(preview).map { "\($0.path) \($0.reader.rawValue) \($0.groupTitle?.title ?? "-"): \($0.announcement)" }
        }
        for reader in Self.settings {
            #expect(spoken(try Self.preview(twin, reader: reader)) == spoken(try Self.preview(fixture, reader: reader)))
        }
    }

    /// Every reader and kind of control is in a golden, in every state.
    @Test func theGoldensCoverEveryReaderAndKindOfControl() throws {
        var covered = Set<String>()
        for fixture in Self.uiFixtures {
            for reader in Self.settings {
                for checkbox in Self.checkboxes(try Self.preview(fixture, reader: reader)) { covered.insert(checkbox.reader.rawValue) }
            }
        }
        #expect(covered == Set(ScreenReader.allCases.map(\.rawValue)))
        var kinds = Set<String>()
        let document = { (fixture: String) -> Document in
            let bytes = Array(try! Data(contentsOf: Support.fixturesRoot.appendingPathComponent(fixture)))
            guard case .built(let document, _) = try! Linter(configuration: LintConfiguration()).read(bytes: bytes, file: fixture) else {
                fatalError("\(fixture) is not a UI description")
            }
            return document
        }
        for fixture in Self.nativeFixtures + Self.uiFixtures + ["compose/Rows.kt", "compose/Controls.kt"] {
            let document = document(fixture)
            for reader in ScreenReader.allCases {
                // A `ui` document is read by every reader (forced); a native one by its own.
                for stop in document.tree.stops where stop.isCheckbox && (stop.autoReader == reader || stop.followsDesignGrammar) {
                    kinds.insert("\(reader.rawValue)/\(ControlKind.of(stop, for: reader).rawValue)")
                }
            }
        }
        // VoiceOver on macOS reads a custom control (a button, a view with no role) only in Swift
        // source, where SwiftUI declares traits (AppKit's xibs have none): the Swift tests cover
        // those two (RoundSixMacOSTests, fixture swift/MacHandMadeCheckboxes.swift).
        kinds.formUnion(["voiceover-macos/button", "voiceover-macos/plain"])
        for key in ReaderWordTables.tables.keys {
            #expect(kinds.contains("\(key.reader.rawValue)/\(key.kind.rawValue)"), "no golden for \(key.reader.rawValue) \(key.kind.rawValue)")
        }
    }

    /// French words come from the tables where a source gives them; where none does, English is
    /// used and the preview records it, so that `preview` says so once.
    @Test func frenchUsesTheSourcedWordsAndRecordsTheEnglishOnes() throws {
        let android = try Self.preview("readers/native/android-controls.xml", reader: nil, locale: "fr")
        let spoken = Self.checkboxes(android).map(\.announcement)
        #expect(spoken.contains("Cochée, News, Case à cocher"))
        #expect(spoken.contains("OUI, Sync, Bouton"))
        #expect(spoken.contains("ACTIVÉ, Vibrate, Bouton"))
        // TalkBack's French template for a view named by another's labelFor (TB-fr).
        #expect(spoken.contains("désactivé, Case à cocher pour Share usage data"))
        #expect(android.readerFallbacks.isEmpty)
        let english = try Self.preview("readers/native/android-controls.xml", reader: nil, locale: "en")
        #expect(english.readerFallbacks.isEmpty)
        let iOS = try Self.preview("readers/native/ios-controls.storyboard", reader: nil, locale: "fr")
        #expect(iOS.readerFallbacks == [.voiceOverIOS: "fr"])
        #expect(iOS.fallbackLanguage == nil)
        // The design grammar has French words: nothing to say.
        let design = try Self.preview("readers/etats.xml", reader: nil)
        #expect(design.readerFallbacks.isEmpty && design.fallbackLanguage == nil)
    }

    /// The existing design-grammar goldens are what `auto` gives `ui` documents: unchanged.
    @Test func autoReadsUIDocumentsWithTheDesignGrammar() throws {
        for fixture in PreviewGoldenTests.fixtures {
            for checkbox in try PreviewGoldenTests.preview(of: fixture) {
                #expect(checkbox.reader == .design)
                #expect(checkbox.groupTitle == nil)
                #expect(checkbox.textLines == checkbox.textLine + "\n")
            }
        }
    }

    static func readersPage() throws -> String {
        try String(contentsOf: Support.packageRoot.appendingPathComponent("docs/readers.md"), encoding: .utf8)
    }

    @Test func theReadersPageShowsTheCurrentPreviewOfTheNativeFixtures() throws {
        let readme = try Self.readersPage()
        for fixture in ["readers/native/ios-controls.storyboard", "readers/native/android-controls.xml"] {
            let text = Self.checkboxes(try Self.preview(fixture, reader: nil)).map(\.textLines).joined()
            let lines = text.split(separator: "\n").map { "Fixtures/" + $0 }
            #expect(readme.contains("$ checkbox-lint preview Fixtures/\(fixture)\n" + lines.joined(separator: "\n") + "\n```"),
                    "docs/readers.md's preview example is stale: paste `checkbox-lint preview Fixtures/\(fixture)`")
        }
    }

    /// The readers page's table of each reader's words says what the word tables say.
    @Test func theReadersPageHoldsEveryWordOfTheTables() throws {
        let readme = try Self.readersPage()
        for (key, languages) in ReaderWordTables.tables {
            for (language, words) in languages {
                let all = [words.role, words.checked, words.unchecked, words.mixed, words.disabled, words.selected,
                           words.labelledFor, words.readOnly, words.invalid, words.grouping, words.heading]
                for word in all.compactMap({ $0 }) where !word.isEmpty {
                    #expect(readme.contains("`\(word)`"), "docs/readers.md lacks \(key.reader.rawValue) \(key.kind.rawValue) \(language) `\(word)`")
                }
            }
        }
    }
}
