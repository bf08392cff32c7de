import Foundation
import Testing
@testable import CheckboxLintKit
@testable import CheckboxLintModel
@testable import CheckboxLintFrontends
@testable import CheckboxLintRules
@testable import CheckboxLintEngine
@testable import CheckboxLintReports
#if canImport(Glibc)
import Glibc
#endif

/// SPEC §7, the third hostile set (issue 27, with the configuration items of issue 26 and the
/// broken fixture of issue 23): links in the string-resource walk and the report path, signals and
/// crashes that would leave a temporary report, gate evasion, configuration injection and alias
/// bombs, option injection through file names, paths beyond PATH_MAX, a run's own report. Large
/// inputs are generated at a size that shows the bound; assertions are on outcomes, never on times.
/// What could hang runs under `timeout` (exit status 124 fails the test).
@Suite struct HostileInputRoundThreeTests {
    let hostile = HostileInputTests()
    let roundTwo = HostileInputRoundTwoTests()

    func shell(_ script: String, in directory: URL) throws -> CLI.Result {
        try roundTwo.shell(script, in: directory)
    }

    func contents(_ folder: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
    }

    func link(_ root: URL, _ name: String, to target: String) throws {
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent(name).path, withDestinationPath: target)
    }

    /// A folder that is a repository (the tree links may stay in), holding `files`.
    func repository(_ files: [String: String]) throws -> URL {
        var files = files
        files[".git/HEAD"] = "ref: refs/heads/main\n"
        return try Support.folder(files)
    }

    // MARK: - 1. The string-resource walk

    static let layout = """
        <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android">
            <CheckBox android:id="@+id/box" android:text="@string/secret" android:layout_width="wrap_content" android:layout_height="48dp"/>
            <CheckBox android:id="@+id/ok" android:text="@string/daily" android:layout_width="wrap_content" android:layout_height="48dp"/>
        </LinearLayout>
        """

    @Test func theResourceWalkNeverReadsThroughALinkThatLeavesTheProject() throws {
        let marker = "SECRET-\(UUID().uuidString)"
        let outside = try Support.folder(["res/values/strings.xml": "<resources><string name=\"secret\">\(marker)</string></resources>"])
        defer { try? FileManager.default.removeItem(at: outside) }
        let root = try repository([
            "settings.gradle": "include ':app'\n",
            "app/src/main/res/values/strings.xml": "<resources><string name=\"daily\">Daily backup</string></resources>",
            "app/src/main/res/layout/screen.xml": Self.layout,
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        // A folder link out of the checkout, and a resource file linked to one outside it.
        try link(root, "lib", to: outside.path)
        try link(root, "app/src/main/res/values/linked.xml", to: outside.appendingPathComponent("res/values/strings.xml").path)
        for arguments in [["preview", "."], ["preview", "--format", "json", "."], ["--format", "json", "."], ["--format", "sarif", "."], ["."]] {
            let result = try hostile.run(arguments, in: root)
            #expect(!result.stdout.contains(marker) && !result.stderr.contains(marker), "\(arguments): text from outside the tree: \(result.stdout)")
            #expect(result.status != 2, "\(arguments): \(result.stderr)")
        }
        let preview = try hostile.run(["preview", "."], in: root)
        #expect(preview.stdout.contains("Daily backup"), "the strings inside the project still resolve: \(preview.stdout)")
        #expect(preview.stdout.contains("@string/secret"), "the reference stays as written: \(preview.stdout)")
    }

    @Test func linkLoopsAndALinkToTheRootEndAndReadEveryFolderOnce() throws {
        let root = try repository([
            "settings.gradle": "include ':app'\n",
            "app/src/main/res/values/strings.xml": "<resources><string name=\"daily\">Daily backup</string></resources>",
            "app/src/main/res/layout/screen.xml": Self.layout,
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        // Without a record of folders visited, l1 and l2 double the walk at every level down to the
        // depth bound (2^24 folders); `root` would read the whole machine.
        try link(root, "l1", to: ".")
        try link(root, "l2", to: ".")
        try link(root, "app/l3", to: "..")
        try link(root, "top", to: "/")
        let result = try shell(#""$0" preview ."#, in: root)
        #expect(result.status == 0, "\(result.status): \(result.stderr)")
        #expect(result.stdout.contains("Daily backup"), "\(result.stdout)")
        // The walk itself: each real folder once, whatever links reach it.
        let walk = ProjectStrings.collect(root: root.path, maximumFolders: 1_000)
        // The root, app, src, main, res, values, layout (`.git` is hidden): seven real folders.
        #expect(walk.foldersVisited == 7, "\(walk.foldersVisited) folders opened for 7")
        #expect(walk.files.count == 1)
        #expect(walk.linksLeavingTheProject == 1, "the link to / is not followed")
        #expect(!walk.stoppedAtBound)
    }

    @Test func theResourceWalkStopsAtItsFolderBound() throws {
        var files: [String: String] = ["settings.gradle": ""]
        for index in 0..<60 { files["m\(index)/src/main/res/values/strings.xml"] = "<resources/>" }
        let root = try Support.folder(files)
        defer { try? FileManager.default.removeItem(at: root) }
        // 60 modules of 5 folders: a bound of 100 stops the walk there, and says so.
        let walk = ProjectStrings.collect(root: root.path, maximumFolders: 100)
        #expect(walk.foldersVisited == 100)
        #expect(walk.stoppedAtBound)
        let whole = ProjectStrings.collect(root: root.path, maximumFolders: 10_000)
        #expect(whole.foldersVisited == 1 + 60 * 5 && !whole.stoppedAtBound && whole.files.count == 60)
    }

    @Test func theProjectRootIsNeverTheFileSystemRoot() {
        let resources = AndroidStringResources()
        // A layout at the top of the file system: its module would be `/`.
        #expect(resources.projectRoot(of: "/res/layout/screen.xml") == nil)
        #expect(resources.projectRoot(of: "/screen.xml") == nil)
        #expect(resources.resolve("@string/x", layoutPath: "/res/layout/screen.xml", language: "en") == nil)
    }

    @Test func theBrokenResourceNoteIsRelativeAndPreviewKeepsIt() throws {
        let root = try repository([
            "settings.gradle": "",
            "app/src/main/res/values/strings.xml": "<resources><string name=\"daily\">Daily backup</string></resources>",
            "app/src/main/res/values/broken.xml": "<resources><string name=",
            "app/src/main/res/layout/screen.xml": Self.layout,
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let note = "checkbox-lint: note: app/src/main/res/values/broken.xml: string resources not read"
        for arguments in [["."], ["preview", "."], ["preview", "--format", "json", "."]] {
            let result = try hostile.run(arguments, in: root)
            #expect(result.stderr.contains(note), "\(arguments): \(result.stderr)")
            #expect(!result.stderr.contains(root.path), "\(arguments): an absolute path: \(result.stderr)")
        }
        // From a subfolder, the path starts where the user is.
        let nested = try hostile.run(["preview", "src"], in: root.appendingPathComponent("app"))
        #expect(nested.stderr.contains("checkbox-lint: note: src/main/res/values/broken.xml: string resources not read"), "\(nested.stderr)")
    }

    // MARK: - 2. The report path

    @Test func aDestinationLinkLeavingTheRepositoryIsRefusedBeforeAnythingIsRead() throws {
        let victim = try Support.folder(["file": "keep\n"])
        defer { try? FileManager.default.removeItem(at: victim) }
        let root = try repository(["a.xml": CommandLineTests.bad])
        defer { try? FileManager.default.removeItem(at: root) }
        try link(root, "checkbox-lint.sarif", to: victim.appendingPathComponent("file").path)
        try link(root, "dangling.json", to: victim.appendingPathComponent("created").path)
        try link(root, "out", to: victim.path)
        let cases: [([String], String)] = [
            (["--format", "sarif", "--output", "checkbox-lint.sarif", "a.xml"], "checkbox-lint.sarif"),
            (["--format", "json", "--output", "dangling.json", "a.xml"], "dangling.json"),
            (["--write-baseline", "checkbox-lint.sarif", "a.xml"], "checkbox-lint.sarif"),
            (["--write-baseline", "dangling.json", "a.xml"], "dangling.json"),
            (["--format", "sarif", "--output", "out/report.sarif", "a.xml"], "out/report.sarif"),
        ]
        for (arguments, destination) in cases {
            let result = try hostile.run(arguments, in: root)
            #expect(result.status == 2, "\(arguments): \(result.status)")
            #expect(result.stdout.isEmpty)
            #expect(result.stderr.hasPrefix("checkbox-lint: error: \(destination): cannot write: "), "\(result.stderr)")
            #expect(result.stderr.split(separator: "\n").count == 1, "one line: \(result.stderr)")
        }
        #expect(contents(victim) == ["file"], "nothing created outside the tree")
        #expect(try String(contentsOf: victim.appendingPathComponent("file"), encoding: .utf8) == "keep\n")
        #expect(!contents(root).contains { $0.contains(".tmp-") })
    }

    @Test func aDestinationLinkInsideTheRepositoryIsWrittenThroughAndKept() throws {
        let root = try repository(["a.xml": CommandLineTests.bad, "reports/old.sarif": "old"])
        defer { try? FileManager.default.removeItem(at: root) }
        try link(root, "checkbox-lint.sarif", to: "reports/old.sarif")
        try link(root, "new.json", to: "reports/new.json")
        #expect(try hostile.run(["--format", "sarif", "--output", "checkbox-lint.sarif", "a.xml"], in: root).status == 1)
        #expect(try hostile.run(["--format", "json", "--output", "new.json", "a.xml"], in: root).status == 1)
        let sarif = try String(contentsOf: root.appendingPathComponent("reports/old.sarif"), encoding: .utf8)
        #expect(sarif.contains("\"label-missing\""))
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: root.appendingPathComponent("checkbox-lint.sarif").path) == "reports/old.sarif")
        #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("reports/new.json").path))
        #expect(contents(root.appendingPathComponent("reports")) == ["new.json", "old.sarif"])
        // A destination named outside the tree is the user's choice, link or not.
        let elsewhere = try Support.folder(["target": ""])
        defer { try? FileManager.default.removeItem(at: elsewhere) }
        try link(elsewhere, "report.json", to: "target")
        let outside = try hostile.run(["--format", "json", "--output", elsewhere.appendingPathComponent("report.json").path, "a.xml"], in: root)
        #expect(outside.status == 1, "\(outside.stderr)")
        #expect(try String(contentsOf: elsewhere.appendingPathComponent("target"), encoding: .utf8).contains("label-missing"))
    }

    static let big: String = {
        var big = "<ui version=\"1\" platform=\"ios\"><screen id=\"s\">\n"
        for index in 0..<60_000 { big += "<checkbox id=\"c\(index)\" width=\"44\" height=\"44\"/>\n" }
        return big + "</screen></ui>\n"
    }()

    @Test(arguments: [SIGUSR1, SIGALRM, SIGXCPU, SIGSEGV])
    func aSignalThatEndsTheRunLeavesNoTemporaryReport(signalNumber: Int32) throws {
        let root = try Support.folder(["big.xml": Self.big])
        defer { try? FileManager.default.removeItem(at: root) }
        let process = Process()
        process.executableURL = CLI.executable
        process.arguments = ["--format", "sarif", "--output", "out.sarif", "big.xml"]
        process.currentDirectoryURL = root
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(20)
        while !contents(root).contains(where: { $0.hasPrefix(".out.sarif.tmp-checkbox-lint-\(process.processIdentifier)-") }),
              process.isRunning, Date() < deadline {
            usleep(2_000)
        }
        kill(process.processIdentifier, signalNumber)
        process.waitUntilExit()
        if process.terminationReason == .uncaughtSignal {
            #expect(process.terminationStatus == signalNumber, "ended by the signal it was sent")
            #expect(contents(root) == ["big.xml"], "neither a temporary file nor a partial report: \(contents(root))")
        } else {
            #expect(contents(root) == ["big.xml", "out.sarif"], "finished before the signal: the whole report")
        }
    }

    @Test func aTemporaryReportLeftByADeadRunIsRemovedByTheNext() throws {
        let root = try Support.folder(["a.xml": CommandLineTests.good])
        defer { try? FileManager.default.removeItem(at: root) }
        // A process that has ended (its pid is free), and one still running (this test).
        let ended = Process()
        ended.executableURL = URL(fileURLWithPath: "/bin/true")
        try ended.run()
        ended.waitUntilExit()
        let stale = ".out.sarif.tmp-checkbox-lint-\(ended.processIdentifier)-Ab3dE9"
        let live = ".out.sarif.tmp-checkbox-lint-\(getpid())-Zz9yX8"
        let unrelated = ".out.sarif.tmp-other"
        for name in [stale, live, unrelated] {
            FileManager.default.createFile(atPath: root.appendingPathComponent(name).path, contents: Data("partial".utf8))
        }
        let result = try hostile.run(["--format", "sarif", "--output", "out.sarif", "a.xml"], in: root)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(contents(root) == [live, unrelated, "a.xml", "out.sarif"].sorted(), "\(contents(root))")
    }

    // MARK: - 3. Gate evasion: one decision, the reader's

    static let escapedType = #"{"\u0074ype": "ui", "version": 1, "children": [{"type": "screen", "id": "s", "children": [{"type": "checkbox", "id": "a", "width": 44, "height": 44}]}]}"#
    static let doctypeHidingResources = """
        <?xml version="1.0"?>
        <!DOCTYPE ui [ <?pi don't ?> ]>
        <ui version="1"><screen id="s"><checkbox id="a" width="44" height="44"/></screen><!-- ' ]><resources> --></ui>
        """

    @Test func aFileIsReadExactlyWhenTheSameBytesOnStandardInputAreRead() throws {
        let surrogate = #"{"type": "\ud835\udc1eui", "a": 1}"#
        let cases: [(String, String, Bool)] = [
            ("escaped.json", Self.escapedType, true),
            ("escaped-key.json", #"{"\u0074ype": "\u0063heckbox", "id": "a"}"#, true),
            ("escaped-value.json", #"{"type": "\u0075\u0069", "version": 1}"#, true),
            ("doctype.xml", Self.doctypeHidingResources, true),
            ("surrogate.json", surrogate, false),
            ("number-type.json", #"{"type": 1, "type": "ui"}"#, false),
        ]
        for (name, text, isUI) in cases {
            let root = try Support.folder([name: text])
            defer { try? FileManager.default.removeItem(at: root) }
            let file = try hostile.run([name], in: root)
            let piped = try hostile.run(["--stdin-filename", name, "-"], in: root, stdin: text)
            if isUI {
                #expect(file.stdout.contains("in 1 file (0 skipped)"), "\(name): \(file.stdout)")
                #expect(file.status == piped.status, "\(name): \(file.stdout) \(piped.stdout)")
                #expect(file.stdout.replacingOccurrences(of: "<stdin>", with: name) == piped.stdout, "\(name): \(file.stdout) \(piped.stdout)")
            } else {
                #expect(file.status == 0, "\(name): \(file.stdout)")
                #expect(file.stdout.contains("in 0 files (1 skipped)"), "\(name): \(file.stdout)")
            }
        }
    }

    @Test func theSnifferTokenisesTheInternalSubsetAsLibXML2Does() {
        func verdict(_ text: String) -> UIDescriptionSniffer.Verdict {
            UIDescriptionSniffer.verdict(for: Array(text.utf8), path: "a.xml", syntax: .xml)
        }
        #expect(verdict(Self.doctypeHidingResources) == .read)
        // Quotes in a comment of the subset are characters, not literals.
        #expect(verdict("<!DOCTYPE ui [ <!-- it's --> ]><ui/><!-- ' ]><resources/> -->") == .read)
        // Quotes in a declaration are literals: a `]>` inside one does not end the subset.
        #expect(verdict("<!DOCTYPE r [ <!ENTITY e \"]><ui>\"> ]><resources/>") == .skip)
        #expect(verdict("<!DOCTYPE ui [ %pe; <!ELEMENT ui ANY> ]><ui/>") == .read)
        // A prolog libxml2 would not read to its end: nothing says what the file is.
        #expect(verdict("<!DOCTYPE ui [ <!BOGUS> ]><ui/>") == .skip)
        #expect(verdict("<!DOCTYPE ui [ <!-- never ends") == .skip)
        #expect(verdict("text before <ui/>") == .skip)
        #expect(verdict("<![CDATA[x]]><ui/>") == .skip)
        // A start tag cut short still names its root.
        #expect(verdict("<ui version=\"1\"") == .read)
        #expect(verdict("<resources") == .skip)
    }

    @Test func aFileTooBrokenToSayWhatItIsIsSkippedUnlessOnlyUIFilesHaveItsEnding() throws {
        let root = try Support.folder([
            "Fixtures/broken-array.json": #"[ {"id": 1} {"id": 2} ]"#,
            "empty.json": "", "blank.xml": " \n", "text.xml": "hello",
            "random.json": String(decoding: hostile.randomBytes(count: 4096, seed: 7).map { $0 | 0x80 }, as: UTF8.self),
            "a.xml": CommandLineTests.good,
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try hostile.run(["."], in: root)
        #expect(result.status == 0, "\(result.stdout)")
        #expect(result.stdout == "0 errors, 0 warnings, 0 notes in 1 file (5 skipped)\n", "\(result.stdout)")
        // An ending only UI files have: broken is reported.
        for name in ["empty.xib", "broken.storyboard"] {
            let found = hostile.findings(name == "empty.xib" ? "" : "hello", file: name)
            #expect(Support.ruleIDs(found) == ["parse-error"], "\(name): \(Support.summary(found))")
        }
        // What is piped in was meant to be linted: broken is a parse-error there.
        let piped = try hostile.run(["--stdin-filename", "x.json", "-"], in: root, stdin: #"[ {"id": 1} {"id": 2} ]"#)
        #expect(piped.status == 1)
    }

    // MARK: - 4. Configuration

    @Test func configurationErrorsAreOneLineEachAndNeverAWorkflowCommand() throws {
        let root = try Support.folder([
            "a.xml": CommandLineTests.good,
            ".checkbox-lint.yml": "\"x\\n::error file=a.xml,line=1::injected\": 1\nplatform: \"ios\\n::warning::also\"\nrules:\n  \"label\\r\\n::notice::x\": off\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try hostile.run(["--format", "github", "."], in: root)
        #expect(result.status == 2)
        roundTwo.expectSafeLines(result.stderr, "configuration errors")
        let lines = result.stderr.split(separator: "\n")
        // Every error of the file, one line each.
        #expect(lines.count == 3, "\(result.stderr)")
        #expect(lines.allSatisfy { $0.hasPrefix("checkbox-lint: error: .checkbox-lint.yml:") }, "\(result.stderr)")
        #expect(result.stderr.contains(#"x\n::error file=a.xml,line=1::injected: unknown key"#), "\(result.stderr)")
    }

    @Test func everyConfigurationErrorIsReportedInOneRun() throws {
        let root = try Support.folder([
            "a.xml": CommandLineTests.good,
            ".checkbox-lint.yml": "plattform: ios\nlocale: 12 34\nexclude: [\"../x\"]\nrules:\n  label-mising: off\n  label-missing: sometimes\n  label-too-long: { maxLenght: 3 }\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try hostile.run(["."], in: root)
        #expect(result.status == 2)
        #expect(result.stderr == """
            checkbox-lint: error: .checkbox-lint.yml:1: plattform: unknown key (known: platform, locale, reader, include, exclude, maxFileSize, customCheckboxClasses, rules); did you mean 'platform'?
            checkbox-lint: error: .checkbox-lint.yml:2: locale: '12 34' is not a BCP 47 language tag such as en, fr or en-GB
            checkbox-lint: error: .checkbox-lint.yml:3: exclude[0]: '../x': globs are relative to the configuration file's folder and cannot use '..'
            checkbox-lint: error: .checkbox-lint.yml:5: rules.label-mising: unknown rule (`checkbox-lint rules` lists them); did you mean 'label-missing'?
            checkbox-lint: error: .checkbox-lint.yml:6: rules.label-missing: 'sometimes' is not a severity (expected off, error, warning, note)
            checkbox-lint: error: .checkbox-lint.yml:7: rules.label-too-long.maxLenght: unknown option (known: maxLength); did you mean 'maxLength'?

            """, "\(result.stderr)")
    }

    @Test func aliasesAreBoundedBeforeYAMLExpandsThem() throws {
        // Each level doubles the list: 40 levels stand for 2^40 globs in a few kilobytes.
        var items = [#"&b0 "x/**""#]
        for level in 1..<40 { items.append("&b\(level) [*b\(level - 1), *b\(level - 1)]") }
        let doubling = "include: [" + items.joined(separator: ", ") + ", *b39]\n"
        // 140 KB of aliases of one scalar.
        let flat = "include: [&x \"a/**\"" + String(repeating: ", *x", count: 35_000) + "]\n"
        for (name, text) in [("doubling", doubling), ("flat", flat)] {
            let root = try Support.folder(["a.xml": CommandLineTests.good, ".checkbox-lint.yml": text])
            defer { try? FileManager.default.removeItem(at: root) }
            let result = try shell(#""$0" ."#, in: root)
            #expect(result.status == 2, "\(name): \(result.status)")
            #expect(result.stderr.split(separator: "\n").count == 1, "\(name): \(result.stderr)")
            // The doubling list is refused at its first item, a list where a glob goes, before anything expands.
            let expected = name == "flat" ? "more than \(ConfigurationLoader.maximumAliases) aliases" : "include[1]: expected a glob string, found a list"
            #expect(result.stderr.contains(expected), "\(name): \(result.stderr)")
        }
        // A few aliases are fine, and quoted or commented stars are not aliases.
        let few = "include: [&s \"Screens/**\", *s]\nexclude: [\"*.json\", '*x'] # *y *z\n"
        #expect(YAMLAliases.lineBeyond(1, in: few) == nil)
        #expect(YAMLAliases.lineBeyond(0, in: few) == 1)
    }

    @Test func discoveryStopsAtTheRepositoryRootAndSaysWhichFileItUses() throws {
        let outer = try Support.folder([
            ".checkbox-lint.yml": "rules:\n  label-missing: off\n",
            "checkout/.git/HEAD": "ref: refs/heads/main\n",
            "checkout/Screens/a.xml": CommandLineTests.bad,
        ])
        defer { try? FileManager.default.removeItem(at: outer) }
        let checkout = outer.appendingPathComponent("checkout")
        // The file above the repository is not applied: the finding is there.
        let result = try hostile.run(["."], in: checkout)
        #expect(result.status == 1, "\(result.stdout)")
        #expect(result.stderr.isEmpty, "\(result.stderr)")
        // The repository's own, found from a subfolder, is applied and named.
        try "rules:\n  label-missing: warning\n".write(to: checkout.appendingPathComponent(".checkbox-lint.yml"), atomically: true, encoding: .utf8)
        let nested = try hostile.run(["."], in: checkout.appendingPathComponent("Screens"))
        #expect(nested.status == 0)
        #expect(nested.stdout.contains("warning:"), "\(nested.stdout)")
        #expect(nested.stderr == "checkbox-lint: note: using the configuration ../.checkbox-lint.yml\n", "\(nested.stderr)")
        #expect(try hostile.run(["--quiet", "."], in: checkout.appendingPathComponent("Screens")).stderr.isEmpty)
        // In the current folder it is the user's own: nothing said.
        #expect(try hostile.run(["."], in: checkout).stderr.isEmpty)
    }

    @Test func aYamlSpelledConfigurationIsReadAndBothNamesAreAnError() throws {
        let root = try Support.folder([".checkbox-lint.yaml": "rules:\n  label-missing: off\n", "a.xml": CommandLineTests.bad])
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(try hostile.run(["."], in: root).status == 0)
        try "platform: ios\n".write(to: root.appendingPathComponent(".checkbox-lint.yml"), atomically: true, encoding: .utf8)
        let both = try hostile.run(["."], in: root)
        #expect(both.status == 2)
        #expect(both.stderr == "checkbox-lint: error: .checkbox-lint.yml: two configuration files in one folder (.checkbox-lint.yml and .checkbox-lint.yaml); keep one\n", "\(both.stderr)")
        // Named by pre-commit, a `.yaml` is checked, not linted.
        try FileManager.default.removeItem(at: root.appendingPathComponent(".checkbox-lint.yml"))
        try "plattform: ios\n".write(to: root.appendingPathComponent(".checkbox-lint.yaml"), atomically: true, encoding: .utf8)
        let named = try hostile.run([".checkbox-lint.yaml"], in: root)
        #expect(named.status == 2)
        #expect(named.stderr.contains(".checkbox-lint.yaml:1: plattform: unknown key"), "\(named.stderr)")
    }

    // MARK: - 5. Smaller ones

    @Test func theHookEndsItsOptionsSoAFileNamedLikeAnOptionIsAPath() throws {
        let hooks = try String(contentsOf: Support.packageRoot.appendingPathComponent(".pre-commit-hooks.yaml"), encoding: .utf8)
        #expect(hooks.contains("\n  entry: checkbox-lint --\n"), "\(hooks)")
        let root = try Support.folder([
            "a.xml": CommandLineTests.bad,
            "evil.json": #"{"rules": {"label-missing": "off"}}"#,
            "--config=evil.json": #"{"name": "not a UI description"}"#,
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        // What pre-commit runs: the entry, then the file names.
        let hook = try hostile.run(["--", "a.xml", "--config=evil.json"], in: root)
        #expect(hook.status == 1, "\(hook.stdout)")
        #expect(hook.stdout.contains("a.xml:3:5: error:"), "\(hook.stdout)")
        #expect(hook.stdout.contains("in 1 file (1 skipped)"), "\(hook.stdout)")
        // Past the argument parser's fast path too (more than 64 arguments).
        let many = try hostile.run(["--"] + Array(repeating: "evil.json", count: 70) + ["a.xml", "--config=evil.json"], in: root)
        #expect(many.status == 1, "\(many.stdout)")
    }

    @Test func aPathLongerThanPathMaxIsReportedNotDropped() throws {
        let root = try Support.folder(["a.xml": CommandLineTests.good])
        defer { _ = try? shell("rm -rf deep", in: root); try? FileManager.default.removeItem(at: root) }
        // 39 folders of 100 bytes: the folder opens (3,946 bytes from `./deep`), the file in it does not (4,147).
        let segment = String(repeating: "d", count: 100)
        let file = String(repeating: "f", count: 196) + ".xml"
        let made = try shell("mkdir deep && cd deep && for i in $(seq 39); do mkdir \(segment) && cd \(segment) || exit 1; done && echo x > \(file)", in: root)
        #expect(made.status == 0, "\(made.stderr)")
        let result = try hostile.run(["."], in: root)
        #expect(result.status == 2, "\(result.stdout)")
        #expect(result.stderr.contains("\(file): cannot read file: file name too long"), "\(result.stderr)")
        #expect(result.stdout.contains("in 1 file"), "a.xml is still linted: \(result.stdout)")
    }

    @Test func aRunNeverLintsTheReportItIsWriting() throws {
        let root = try Support.folder(["a.xml": CommandLineTests.bad])
        defer { try? FileManager.default.removeItem(at: root) }
        // Standard output redirected into the tree, under a name the walk picks up.
        let json = try shell(#""$0" --format json . > report.json"#, in: root)
        #expect(json.status == 1 && json.stdout.isEmpty && json.stderr.isEmpty, "\(json.stderr)")
        let report = try JSONSerialization.jsonObject(with: Data(contentsOf: root.appendingPathComponent("report.json"))) as? [String: Any]
        let findings = report?["findings"] as? [[String: Any]] ?? []
        #expect(findings.map { $0["file"] as? String } == ["a.xml"], "\(findings)")
        let listed = try shell(#""$0" --show-files . > listing.xml && cat listing.xml"#, in: root)
        #expect(listed.stdout == "a.xml\nreport.json\n", "the listing being written is not listed: \(listed.stdout)")
        // --output over a file the walk would read (and find wanting): not read, counted as skipped.
        try CommandLineTests.bad.write(to: root.appendingPathComponent("out.xml"), atomically: true, encoding: .utf8)
        let output = try hostile.run(["--output", "out.xml", "."], in: root)
        #expect(output.status == 1)
        let text = try String(contentsOf: root.appendingPathComponent("out.xml"), encoding: .utf8)
        #expect(!text.contains("out.xml:"), "\(text)")
        // Skipped: out.xml, and report.json and listing.xml, which are not UI descriptions.
        #expect(text.hasSuffix("in 1 file (3 skipped)\n"), "\(text)")
    }

    @Test func hiddenFilesAreCountedAsSkipped() throws {
        let root = try Support.folder(["a.xml": CommandLineTests.good, ".hidden.xml": CommandLineTests.bad, ".notes.md": "x", ".config/b.xml": CommandLineTests.bad])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try hostile.run(["."], in: root)
        #expect(result.status == 0)
        #expect(result.stdout == "0 errors, 0 warnings, 0 notes in 1 file (1 skipped)\n", "\(result.stdout)")
        // Named on the command line, a hidden file is read.
        #expect(try hostile.run([".hidden.xml"], in: root).status == 1)
    }

    // MARK: - Nested configuration files (issue 26)

    @Test func aConfigurationInASubfolderAppliesToItsFilesOverTheOnesAbove() throws {
        let bad = CommandLineTests.bad
        let root = try repository([
            ".checkbox-lint.yml": "rules:\n  label-missing: warning\n",
            "a.xml": bad, "lib/a.xml": bad, "app/a.xml": bad, "app/skip.xml": bad, "app/inner/a.xml": bad,
            "app/.checkbox-lint.yml": "rules:\n  label-missing: off\nexclude: [\"skip.xml\"]\n",
            "app/inner/.checkbox-lint.yaml": "rules:\n  label-missing: note\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try hostile.run(["."], in: root)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == """
            a.xml:3:5: warning: Checkbox 'a' has no accessible name; add a label or accessibilityLabel [label-missing]
            app/inner/a.xml:3:5: note: Checkbox 'a' has no accessible name; add a label or accessibilityLabel [label-missing]
            lib/a.xml:3:5: warning: Checkbox 'a' has no accessible name; add a label or accessibilityLabel [label-missing]
            0 errors, 2 warnings, 1 note in 4 files (0 skipped)

            """, "\(result.stdout)")
        // The same when pre-commit names the files one by one.
        let named = try hostile.run(["app/a.xml", "app/skip.xml", "app/inner/a.xml"], in: root)
        #expect(named.stdout == """
            app/inner/a.xml:3:5: note: Checkbox 'a' has no accessible name; add a label or accessibilityLabel [label-missing]
            0 errors, 0 warnings, 1 note in 2 files (0 skipped)

            """, "\(named.stdout)")
        // With --config, the named file alone applies (as in SwiftLint).
        let explicit = try hostile.run(["--config", ".checkbox-lint.yml", "app"], in: root)
        #expect(explicit.stdout.hasSuffix("0 errors, 3 warnings, 0 notes in 3 files (0 skipped)\n"), "\(explicit.stdout)")
    }

    @Test func everyBrokenNestedConfigurationIsReported() throws {
        let root = try repository([
            "a.xml": CommandLineTests.good, "app/a.xml": CommandLineTests.good, "lib/a.xml": CommandLineTests.good,
            "app/.checkbox-lint.yml": "plattform: ios\n",
            "lib/.checkbox-lint.yml": "rules:\n  nope: off\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try hostile.run(["."], in: root)
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == """
            checkbox-lint: error: app/.checkbox-lint.yml:1: plattform: unknown key (known: platform, locale, reader, include, exclude, maxFileSize, customCheckboxClasses, rules); did you mean 'platform'?
            checkbox-lint: error: lib/.checkbox-lint.yml:2: rules.nope: unknown rule (`checkbox-lint rules` lists them)

            """, "\(result.stderr)")
    }
}
