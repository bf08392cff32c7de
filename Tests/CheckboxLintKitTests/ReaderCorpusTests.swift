import Foundation
import Testing
@testable import CheckboxLintKit
@testable import CheckboxLintModel
@testable import CheckboxLintFrontends
@testable import CheckboxLintRules
@testable import CheckboxLintEngine
@testable import CheckboxLintReports

/// The platform readers on real Interface Builder files (iOS, macOS) and Android layouts of the
/// corpus in `../shared/corpus` (or `CHECKBOX_LINT_CORPUS`); skipped when it is absent.
@Suite(.enabled(if: CorpusTests.corpus != nil, "no corpus at ../shared/corpus (set CHECKBOX_LINT_CORPUS to run these tests)"))
struct ReaderCorpusTests {
    static let switchClasses: Set<String> = ["UISwitch", "NSSwitch", "Switch", "SwitchCompat", "SwitchMaterial", "MaterialSwitch"]

    static func preview(_ file: String) throws -> [AnnouncedCheckbox] {
        let corpus = try #require(CorpusTests.corpus)
        let run = LintRun(linter: try Linter(configuration: LintConfiguration()), jobs: 1)
        let result = run.preview(InputFile(path: corpus.appendingPathComponent(file).path, displayPath: file))
        guard case .previewed(let checkboxes) = result.outcome else { return [] }
        return checkboxes
    }

    /// No switch of the corpus is announced as a checkbox: its role and state words are a switch's.
    @Test func noSwitchIsAnnouncedAsACheckbox() throws {
        let corpus = try #require(CorpusTests.corpus)
        let linter = try Linter(configuration: LintConfiguration())
        var switches = 0
        for file in Support.files(under: corpus, extensions: [".xib", ".storyboard", ".xml"]) {
            let bytes = Array(try Data(contentsOf: corpus.appendingPathComponent(file)))
            guard case .built(let document, _) = linter.read(bytes: bytes, file: file) else { continue }
            let builder = AnnouncementBuilder(document: document)
            for checkbox in document.tree.stops where checkbox.isCheckbox {
                guard let name = checkbox.controlClass.map({ String($0.split(separator: ".").last ?? "") }),
                      Self.switchClasses.contains(name) else { continue }
                switches += 1
                let spoken = builder.spoken(for: checkbox)
                #expect(spoken.reader != .design, "\(file):\(checkbox.location)")
                // What the reader says beyond the control's own name.
                let words = spoken.text.replacing(checkbox.name?.text ?? "\u{0}", with: "").lowercased()
                #expect(words.contains("switch") && !words.contains("check"), "\(file):\(checkbox.location): \(spoken.text)")
            }
        }
        #expect(switches > 0, "the corpus holds no switch")
    }

    @Test func anIOSSwitchIsReadByVoiceOverOnIOS() throws {
        let lines = try Self.preview("keepassium__KeePassium/KeePassium/database/entry-editor/Base.lproj/EntryFieldEditorVC.storyboard")
        #expect(lines.contains { $0.announcement == "In-memory Protection, Switch button, on" && $0.reader == .voiceOverIOS })
    }

    @Test func aMacOSCheckButtonIsReadByVoiceOverOnMacOS() throws {
        let lines = try Self.preview("Sequel-Ace__Sequel-Ace/Source/Interfaces/Preferences.xib")
        #expect(lines.contains { $0.announcement == "Prompt for confirmation before quitting, unchecked, checkbox" && $0.reader == .voiceOverMacOS })
        #expect(lines.allSatisfy { $0.reader == .voiceOverMacOS })
    }

    @Test func anAndroidMaterialSwitchIsReadByTalkBack() throws {
        let lines = try Self.preview("AntennaPod__AntennaPod/app/src/main/res/layout/swipeactions_dialog.xml")
        // The name is `@string/enable_swipeactions` until string resources are resolved.
        let line = try #require(lines.first { $0.id == "enableSwitch" })
        #expect(line.reader == .talkBack)
        #expect(line.announcement.hasPrefix("ON, ") && line.announcement.hasSuffix(", Switch"), "\(line.announcement)")
    }
}

/// The preview and the findings read one tree: on every control of the corpus, a finding about
/// a control's name, role or state says what its preview says (SPEC §11).
@Suite(.enabled(if: CorpusTests.corpus != nil, "no corpus at ../shared/corpus (set CHECKBOX_LINT_CORPUS to run these tests)"))
struct PreviewAgreesWithFindingsTests {
    @Test func everyNameRoleAndStateFindingAgreesWithThePreviewOfTheSameControl() throws {
        let corpus = try #require(CorpusTests.corpus)
        var configuration = LintConfiguration()
        configuration.frontends = FrontendRegistry.standard
        let linter = try Linter(configuration: configuration)
        var compared = 0
        for file in Support.files(under: corpus, extensions: [".xib", ".storyboard", ".xml"]) {
            let bytes = Array(try Data(contentsOf: corpus.appendingPathComponent(file)))
            guard case .built(let document, _) = linter.read(bytes: bytes, file: file) else { continue }
            guard case .linted(let findings) = linter.lint(bytes: bytes, file: file) else { continue }
            let builder = AnnouncementBuilder(document: document)
            var byPath: [String: [String]] = [:]
            for finding in findings { byPath[finding.path, default: []].append(finding.ruleID) }
            for stop in document.tree.checkboxes {
                compared += 1
                let rules = byPath[stop.element.path] ?? []
                let spoken = builder.spoken(for: stop)
                let place = "\(file):\(stop.location)"
                // No name in the preview exactly where label-missing says there is none (a control
                // judged by its row is named there).
                if rules.contains("label-missing") {
                    #expect(stop.name == nil, "\(place): label-missing, but the preview names it: \(spoken.text)")
                } else if !stop.isJudgedByRow, let name = stop.name {
                    #expect(spoken.text.contains(name.text), "\(place): the preview leaves out the name '\(name.text)': \(spoken.text)")
                } else if !stop.isJudgedByRow {
                    Issue.record("\(place): unnamed, yet no label-missing")
                }
                // role-missing exactly where the preview says no role word.
                let kind = ControlKind.of(stop, for: spoken.reader)
                let role = ReaderWordTables.words(spoken.reader, kind, language: document.language).english.role
                if rules.contains("role-missing") {
                    #expect(role == nil || !spoken.text.contains(role!), "\(place): role-missing, but the preview says '\(role!)': \(spoken.text)")
                }
                // A state known in the file is said where the reader says one.
                if let word = builder.stateWord(of: stop), !word.isEmpty, stop.stateBinding == nil, stop.value == nil {
                    #expect(spoken.text.contains(word), "\(place): the preview leaves out the state '\(word)': \(spoken.text)")
                }
            }
        }
        #expect(compared > 300, "the corpus holds \(compared) checkboxes")
    }
}
