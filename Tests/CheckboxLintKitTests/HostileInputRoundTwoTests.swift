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

/// SPEC §7, the second hostile set (issue 13): symbolic links out of the tree, DTD attribute
/// defaults, workflow commands in file names, lost reports, attributes per element, unbounded
/// messages, and the smaller ones. Large inputs are generated at a size that shows the bound; the
/// assertions are on outcomes and sizes, never on timings. What could hang runs under `timeout`.
@Suite struct HostileInputRoundTwoTests {
    let hostile = HostileInputTests()

    /// Runs `script` in bash in `directory`, with the executable as `$0`, killed after 60 s (exit
    /// status 124): a hang fails the test instead of blocking the run.
    func shell(_ script: String, in directory: URL) throws -> CLI.Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.currentDirectoryURL = directory
        process.arguments = ["-c", "timeout 60 bash -c '\(script.replacingOccurrences(of: "'", with: "'\\''"))' \"$0\"", CLI.executable.path]
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        final class Collected: @unchecked Sendable { var data = Data() }
        let collected = Collected()
        let group = DispatchGroup()
        group.enter()
        DispatchQueue.global().async { collected.data = out.fileHandleForReading.readDataToEndOfFile(); group.leave() }
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        return CLI.Result(status: process.terminationStatus, stdout: String(decoding: collected.data, as: UTF8.self),
                          stderr: String(decoding: stderr, as: UTF8.self))
    }

    /// Every line of `output` is one line by every reader's count, and none is a workflow command
    /// unless `commands` allows the `github` format's own.
    func expectSafeLines(_ output: String, commands: Bool = false, _ what: String,
                         sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        for line in output.split(separator: "\n", omittingEmptySubsequences: false) {
            #expect(!line.contains("##["), "\(what): the runner's older command prefix in \(line.debugDescription)", sourceLocation: sourceLocation)
            let bad = line.unicodeScalars.first { OneLine.needsEscape($0) }
            #expect(bad == nil, "\(what): a raw U+\(String(bad?.value ?? 0, radix: 16)) in \(line.debugDescription)", sourceLocation: sourceLocation)
            if OneLine.startsCommand(line) {
                let own = commands && (line.hasPrefix("::error file=") || line.hasPrefix("::warning file=") || line.hasPrefix("::notice file="))
                #expect(own, "\(what): a line that is a workflow command: \(line.debugDescription)", sourceLocation: sourceLocation)
            }
        }
    }

    // MARK: - 1. Symbolic links that leave the tree

    @Test func linksLeavingTheTreeAreNotFollowedInAWalkAndCountedInEveryFormat() throws {
        let root = try Support.folder(["Screens/bad.xml": CommandLineTests.bad, "Shared/good.xml": CommandLineTests.good])
        defer { try? FileManager.default.removeItem(at: root) }
        let links = ["Screens/etc": "/etc", "Screens/passwd.xml": "/etc/passwd", "Screens/system": "/sys/devices/system",
                     "Screens/root": "/", "Screens/up": root.deletingLastPathComponent().path]
        for (name, target) in links {
            try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent(name).path, withDestinationPath: target)
        }
        // A link inside the tree is followed.
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("Screens/shared").path, withDestinationPath: "../Shared")
        let text = try shell(#""$0" ."#, in: root)
        #expect(text.status == 1, "\(text.stderr)")
        #expect(text.stdout == """
            Screens/bad.xml:3:5: error: Checkbox 'a' has no accessible name; add a label or accessibilityLabel [label-missing]
            1 error, 0 warnings, 0 notes in 3 files (0 skipped, 5 symbolic links leaving the tree not followed)

            """, "\(text.stdout)")
        #expect(text.stderr.contains("warning: skipped 5 symbolic links that leave the tree: Screens/etc, Screens/passwd.xml, Screens/root, …"), "\(text.stderr)")
        #expect(!text.stdout.contains("root:"))
        let sarif = try shell(#""$0" --format sarif ."#, in: root)
        let object = try JSONSerialization.jsonObject(with: Data(sarif.stdout.utf8)) as? [String: Any]
        let invocation = ((object?["runs"] as? [[String: Any]])?.first?["invocations"] as? [[String: Any]])?.first
        let notes = (invocation?["toolExecutionNotifications"] as? [[String: Any]]) ?? []
        let texts = notes.compactMap { ($0["message"] as? [String: Any])?["text"] as? String }
        #expect(texts.contains { $0.hasPrefix("skipped 5 symbolic links that leave the tree") }, "\(texts)")
        #expect(invocation?["executionSuccessful"] as? Bool == true)
    }

    @Test func aNamedLinkLeavingTheTreeIsNotReadButALinkInsideIs() throws {
        let root = try Support.folder(["Screens/bad.xml": CommandLineTests.bad])
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("passwd.xml").path, withDestinationPath: "/etc/passwd")
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("alias.xml").path, withDestinationPath: "Screens/bad.xml")
        // What pre-commit does: name every changed file, links included.
        let result = try hostile.run(["passwd.xml", "alias.xml"], in: root)
        #expect(result.status == 1)
        #expect(result.stdout.hasPrefix("alias.xml:3:5: error: Checkbox 'a'"), "\(result.stdout)")
        #expect(result.stdout.contains("in 1 file (0 skipped, 1 symbolic link leaving the tree not followed)"), "\(result.stdout)")
        #expect(!result.stdout.contains("root") && !result.stderr.contains("root:"), "nothing of /etc/passwd is quoted")
    }

    // MARK: - 2. DTD attribute defaults

    @Test func anAttributeListDeclarationIsRefusedAndNeverSilencesAFinding() {
        let xml = """
            <?xml version="1.0"?>
            <!DOCTYPE ui [
            <!ATTLIST checkbox label CDATA "x">
            ]>
            <ui version="1"><screen id="s"><checkbox id="a"/></screen></ui>
            """
        let found = hostile.findings(xml, file: "defaults.xml")
        #expect(Support.summary(found) == ["3:35 parse-error"], "\(Support.summary(found))")
        #expect(found.first?.message.contains("<!ATTLIST checkbox label>") == true, "\(found.first?.message ?? "")")
        // Without the declaration the finding is there: the refusal is what keeps it from vanishing.
        #expect(Support.ruleIDs(hostile.findings("<ui version=\"1\"><screen id=\"s\"><checkbox id=\"a\"/></screen></ui>", file: "plain.xml")) == ["label-missing"])
        // A type alone (no default) would still normalise values: refused too.
        let typed = hostile.findings("<!DOCTYPE ui [<!ATTLIST checkbox label NMTOKENS #IMPLIED>]><ui version=\"1\"/>", file: "typed.xml")
        #expect(Support.ruleIDs(typed) == ["parse-error"])
    }

    @Test func repeatedDefaultsDoNotAmplifyMemory() {
        // 20 defaults of 1 KB each, over 100,000 elements: 2 GB if applied.
        let defaults = (0..<20).map { "<!ATTLIST checkbox a\($0) CDATA \"\(String(repeating: "x", count: 1_000))\">" }.joined(separator: "\n")
        let body = String(repeating: "<checkbox label=\"L\"/>", count: 100_000)
        let xml = "<?xml version=\"1.0\"?>\n<!DOCTYPE ui [\n\(defaults)\n]>\n<ui version=\"1\"><screen id=\"s\">\(body)</screen></ui>"
        let found = hostile.findings(xml, file: "amplified.xml")
        #expect(Support.summary(found) == ["3:\(1_000 + 31) parse-error"], "\(Support.summary(found))")
    }

    // MARK: - 3. Workflow commands in file names

    static let hostileNames = ["::add-mask::x.xml", "a\n::error ::b.xml", "c\r::error ::d.xml", " ::warning ::e.xml",
                               "f\u{1B}[2J\u{07}.xml", "g\u{85}::error ::h.xml", "i\u{2028}::error ::j.xml", "k##[add-mask]l.xml"]

    @Test func fileNamesNeverMakeALineOfAnyReportOrPreviewACommand() throws {
        var files: [String: String] = [:]
        for name in Self.hostileNames { files["Screens/" + name] = CommandLineTests.bad }
        // A folder loop, so that the warning on standard error names a hostile path too.
        let root = try Support.folder(files)
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Screens/::error ::loop"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("Screens/::error ::loop/\r::error ::up").path, withDestinationPath: "..")
        for format in try hostile.availableFormats(in: root) {
            let result = try hostile.run(["--format", format, "Screens"], in: root)
            #expect(result.status == 1, "\(format): \(result.stderr)")
            expectSafeLines(result.stdout, commands: format == "github", "\(format), standard output")
            expectSafeLines(result.stderr, "\(format), standard error")
            #expect(result.stderr.contains("folder loop"), "\(result.stderr)")
            if format == "text" {
                #expect(result.stdout.contains(#"Screens/::add-mask::x.xml:3:5: error:"#), "\(result.stdout)")
                #expect(result.stdout.contains(#"Screens/a\n::error ::b.xml:3:5"#), "\(result.stdout)")
            }
            // Named on the command line too, as pre-commit does.
            let named = try hostile.run(["--format", format] + Self.hostileNames.map { "Screens/" + $0 }, in: root)
            expectSafeLines(named.stdout, commands: format == "github", "\(format), named")
        }
        for format in ["text", "json"] {
            let preview = try hostile.run(["preview", "--format", format, "Screens"], in: root)
            #expect(preview.status == 0, "\(preview.stderr)")
            expectSafeLines(preview.stdout, "preview \(format)")
            expectSafeLines(preview.stderr, "preview \(format), standard error")
        }
        // Relative to the folder, a name starting with `::` is written `./::…`, still the same file.
        let inside = try hostile.run(["::add-mask::x.xml"], in: root.appendingPathComponent("Screens"))
        #expect(inside.stdout.hasPrefix("./::add-mask::x.xml:3:5: error:"), "\(inside.stdout)")
    }

    @Test func previewEscapesControlCharactersInLabels() throws {
        // XML 1.0 has no BEL, ESC or NUL at all; JSON holds them escaped.
        let json = #"{"type": "ui", "version": 1, "children": [{"type": "checkbox", "id": "a", "label": "Bell\u0007Esc\u001b[31mred\u0085nel\u2028sep\u0000end"}]}"#
        let root = try Support.folder(["a.json": json])
        defer { try? FileManager.default.removeItem(at: root) }
        let text = try hostile.run(["preview", "a.json"], in: root)
        #expect(text.stdout == #"a.json:1:43: a: unchecked, Bell\u{07}Esc\u{1B}[31mred\u{0085}nel\u{2028}sep\0end, Checkbox"# + "\n", "\(text.stdout)")
        let object = try hostile.run(["preview", "--format", "json", "a.json"], in: root)
        #expect(object.stdout.contains(#""announcement": "unchecked, Bell\u0007Esc\u001b[31mred\u0085nel\u2028sep\u0000end, Checkbox""#), "\(object.stdout)")
    }

    // MARK: - 4. Write errors

    @Test func aWriteErrorOnStandardOutputExitsTwoInEveryFormat() throws {
        let root = try Support.folder(["good.xml": CommandLineTests.good, "bad.xml": CommandLineTests.bad])
        defer { try? FileManager.default.removeItem(at: root) }
        for format in try hostile.availableFormats(in: root) {
            // `github` writes nothing for a clean file: there is no write to fail then.
            for file in format == "github" ? ["."] : ["good.xml", "."] {
                let result = try shell(#""$0" --format \#(format) \#(file) > /dev/full"#, in: root)
                #expect(result.status == 2, "\(format) \(file): exit \(result.status)")
                #expect(result.stderr.contains("checkbox-lint: error: cannot write the report to standard output: no space left on device"),
                        "\(format): \(result.stderr)")
            }
        }
        let preview = try shell(#""$0" preview . > /dev/full"#, in: root)
        #expect(preview.status == 2, "\(preview.stderr)")
    }

    @Test func aWriteErrorOnTheOutputFileLeavesNothingBehind() throws {
        let root = try Support.folder(["bad.xml": CommandLineTests.bad])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try hostile.run(["--format", "sarif", "--output", "/dev/full", "."], in: root)
        #expect(result.status == 2)
        #expect(result.stderr.contains("/dev/full: cannot write: no space left on device"), "\(result.stderr)")
        var info = stat()
        #expect(lstat("/dev/full", &info) == 0 && info.st_mode & S_IFMT == S_IFCHR, "/dev/full is still the device")
    }

    @Test func outputThroughADeviceWritesThroughAndThroughASymlinkKeepsTheLink() throws {
        let root = try Support.folder(["bad.xml": CommandLineTests.bad, "reports/old.sarif": "old"])
        defer { try? FileManager.default.removeItem(at: root) }
        let device = try shell(#""$0" --format json --output /dev/stdout bad.xml"#, in: root)
        #expect(device.status == 1, "\(device.stderr)")
        #expect(device.stdout.contains("\"ruleId\": \"label-missing\""), "\(device.stdout)")
        var info = stat()
        #expect(lstat("/dev/stdout", &info) == 0 && info.st_mode & S_IFMT == S_IFLNK, "/dev/stdout is still a link")
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("latest.sarif").path, withDestinationPath: "reports/old.sarif")
        let linked = try hostile.run(["--format", "sarif", "--output", "latest.sarif", "bad.xml"], in: root)
        #expect(linked.status == 1, "\(linked.stderr)")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: root.appendingPathComponent("latest.sarif").path) == "reports/old.sarif")
        let written = try String(contentsOf: root.appendingPathComponent("reports/old.sarif"), encoding: .utf8)
        #expect(written.contains("\"version\": \"2.1.0\""))
        #expect(Support.files(under: root.appendingPathComponent("reports"), extensions: ["tmp"]).isEmpty)
    }

    @Test func aLinkWhoseEndNoPathNamesIsWrittenThroughNeverReplaced() throws {
        // `/dev/stdout` when the standard output is a file whose folder was removed: the link's
        // end is `/proc/self/fd/1`, a file no path names any more; a rename would replace the link.
        let root = try Support.folder(["work/bad.xml": CommandLineTests.bad])
        defer { try? FileManager.default.removeItem(at: root) }
        let link = root.appendingPathComponent("out").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "/proc/self/fd/1")
        let run = try shell(#"mkdir ../gone && exec > ../gone/log && rm -r ../gone && "$0" --format json --output ../out bad.xml"#,
                            in: root.appendingPathComponent("work"))
        #expect(run.status == 1, "\(run.stderr)")
        var info = stat()
        #expect(lstat(link, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK, "the link is still a link")
        // A link outside the tree that leads into a folder that does not exist: refused, nothing made.
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("nowhere").path, withDestinationPath: "missing/folder/report.json")
        let nowhere = try shell(#""$0" --format json --output ../nowhere bad.xml"#, in: root.appendingPathComponent("work"))
        #expect(nowhere.status == 2)
        #expect(nowhere.stderr.contains("../nowhere: cannot write: it is a symbolic link that leads nowhere"), "\(nowhere.stderr)")
        #expect(lstat(root.appendingPathComponent("nowhere").path, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK)
    }

    // MARK: - 5. Attributes per element

    @Test func attributesPerElementAreCappedBeforeLibxml2ReadsThem() {
        // 300,000 attributes took libxml2 2.9 about 20 s; values holding `>` do not hide them.
        let many = (0..<300_000).map { "a\($0)=\"\($0 % 2 == 0 ? ">" : "")\"" }.joined(separator: " ")
        let found = hostile.findings("<ui version=\"1\"><screen id=\"s\">\n<checkbox id=\"a\" label=\"L\" \(many)/></screen></ui>", file: "many.xml")
        #expect(Support.summary(found) == ["2:1 parse-error"], "\(Support.summary(found))")
        #expect(found.first?.message.contains("more than \(XMLReader.maximumAttributes) attributes") == true)
        // At the cap, the element is read (and its unknown attributes reported as such).
        let atCap = (0..<(XMLReader.maximumAttributes - 2)).map { "x\($0)=\"=\"" }.joined(separator: " ")
        let read = hostile.findings("<ui version=\"1\"><screen id=\"s\"><checkbox id=\"a\" label=\"L\" \(atCap)/></screen></ui>", file: "cap.xml")
        #expect(!Support.ruleIDs(read).contains("parse-error"), "\(Support.summary(read).prefix(3))")
        // Text full of `=` is not an element: no false alarm.
        let text = hostile.findings("<ui version=\"1\"><screen id=\"s\"><!-- \(String(repeating: "=", count: 5_000)) --><checkbox id=\"a\" label=\"L\"/></screen></ui>", file: "text.xml")
        #expect(Support.ruleIDs(text).isEmpty, "\(Support.summary(text))")
    }

    // MARK: - 6. Bounded messages

    @Test func announcementMismatchQuotesBoundedExcerptsForEveryCheckbox() {
        let header = String(repeating: "h", count: 100_000)
        let boxes = (0..<2_000).map { "<checkbox id=\"c\($0)\" label=\"L\($0)\" announcement=\"nothing like it\"/>" }.joined()
        let xml = "<ui version=\"1\"><screen id=\"s\"><group id=\"g\" header=\"\(header)\">\(boxes)</group></screen></ui>"
        var configuration = HostileInputTests.readingChecks
        configuration.enable("announcement-mismatch")
        let found = hostile.findings(Array(xml.utf8), file: "mismatch.xml", configuration: configuration)
        let mismatches = found.filter { $0.ruleID == "announcement-mismatch" }
        #expect(mismatches.count == 2_000)
        let longest = mismatches.map(\.message.utf8.count).max() ?? 0
        #expect(longest < 2 * OneLine.excerptLimit + 200, "a \(longest)-byte message")
    }

    @Test func theRunnersOlderCommandPrefixIsDefusedInTextAndJSON() {
        #expect(OneLine.escaped("a ##[add-mask]b ###[c") == #"a #\u{23}[add-mask]b ##\u{23}[c"#)
        #expect(OneLine.excerpt("##[" + String(repeating: "x", count: 100)).hasPrefix(#"#\u{23}[xx"#))
        let message: RuleMessage = "Checkbox '\("##[add-mask]secret")' has no accessible name"
        #expect(message.text == #"Checkbox '#\u{23}[add-mask]secret' has no accessible name"#)
        var json: [UInt8] = []
        OrderedJSON.writeString("##[add-mask]x # #[ ##", into: &json)
        #expect(String(decoding: json, as: UTF8.self) == ##""#\u0023[add-mask]x # #[ ##""##)
        let parsed = try? JSONSerialization.jsonObject(with: Data(json), options: .fragmentsAllowed) as? String
        #expect(parsed == "##[add-mask]x # #[ ##")
    }

    @Test func everyRuleMessageQuotesAtMostTheExcerptLimit() {
        let long = String(repeating: "é", count: 10_000)
        let cut = String(repeating: "é", count: OneLine.excerptLimit) + "…"
        #expect(OneLine.excerpt(long) == cut)
        let message: RuleMessage = "Checkbox '\(long)' and \(composed: "a composed part")"
        #expect(message.text == "Checkbox '\(cut)' and a composed part")
        // group-header-missing names a few checkboxes (quoted by messageName) and counts the rest.
        let names = (0..<GroupHeaderMissing.namesShown).map { "'n\($0)'" }
        #expect(GroupHeaderMissing.listed(names, of: 10_000) == "'n0', 'n1', 'n2', 'n3' and 9996 more")
        #expect(GroupHeaderMissing.listed(["'a'", "'b'"], of: 2) == "'a' and 'b'")
        #expect(GroupHeaderMissing.listed(["'a'", "'b'", "'c'"], of: 3) == "'a', 'b' and 'c'")
    }

    // MARK: - 7. The smaller ones

    @Test func nonUTF8FileNamesAreLintedAndPrintedEscaped() throws {
        let root = try Support.folder(["Screens/ok.xml": CommandLineTests.good])
        defer { try? FileManager.default.removeItem(at: root) }
        // Made by the shell: a Swift string cannot hold the byte 0xE9 alone.
        let walked = try shell(#"printf '%s' "$(cat Screens/ok.xml | sed s/label=.Email.//)" > "Screens/caf$(printf '\351').xml" && "$0" Screens"#, in: root)
        #expect(walked.status == 1, "\(walked.stderr)")
        #expect(walked.stdout.hasPrefix(#"Screens/caf\x{E9}.xml:3:5: error: Checkbox 'a' has no accessible name"#), "\(walked.stdout)")
        #expect(walked.stdout.contains("in 2 files"), "\(walked.stdout)")
        let named = try shell(#""$0" --format json "Screens/caf$(printf '\351').xml""#, in: root)
        #expect(named.status == 1, "\(named.stderr)")
        #expect(named.stdout.contains(#""file": "Screens/caf\\x{E9}.xml""#), "\(named.stdout)")
    }

    @Test func aNulByteAfterTheRootIsAParseError() {
        let bytes = Array("<ui version=\"1\"><screen id=\"s\"><checkbox id=\"a\" label=\"L\"/></screen></ui>\n".utf8) + [0] + Array("<junk>".utf8)
        #expect(Support.summary(hostile.findings(bytes, file: "nul.xml")) == ["2:1 parse-error"])
    }

    @Test func anUnreadableSubfolderIsReportedAndTheRestLinted() throws {
        // Root reads any folder whatever its mode; /proc/1/map_files refuses even root (without
        // CAP_SYS_ADMIN). The run starts at `/` so that the link stays in the tree.
        guard opendir("/proc/1/map_files") == nil else { return }
        let root = try Support.folder(["Screens/bad.xml": CommandLineTests.bad])
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("Screens/locked").path, withDestinationPath: "/proc/1/map_files")
        for format in ["text", "sarif"] {
            let result = try hostile.run(["--format", format, root.path + "/Screens"], in: URL(fileURLWithPath: "/"))
            #expect(result.status == 2, "\(result.stderr)")
            #expect(result.stderr.contains("Screens/locked: cannot read folder: permission denied"), "\(result.stderr)")
            #expect(result.stdout.contains("Screens/bad.xml"), "\(result.stdout)")
            if format == "text" { #expect(result.stdout.contains("in 1 file (0 skipped, 1 unreadable)"), "\(result.stdout)") }
            if format == "sarif" { #expect(result.stdout.contains("\"executionSuccessful\": false")) }
        }
    }

    @Test func aFIFOIsRefusedWhenNamedAndIgnoredInAWalkNeverBlocking() throws {
        let root = try Support.folder(["Screens/bad.xml": CommandLineTests.bad])
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(mkfifo(root.appendingPathComponent("Screens/pipe.xml").path, 0o644) == 0)
        let named = try shell(#""$0" Screens/pipe.xml Screens/bad.xml"#, in: root)
        #expect(named.status == 2, "\(named.stderr)")
        #expect(named.stderr.contains("Screens/pipe.xml: not a regular file (a FIFO)"), "\(named.stderr)")
        let walked = try shell(#""$0" Screens"#, in: root)
        #expect(walked.status == 1, "\(walked.stderr)")
        #expect(walked.stdout.contains("in 1 file"), "\(walked.stdout)")
        // A FIFO met when reading (put where a file was after the walk) is refused, not waited on.
        if case .failure(.unreadable(let reason)) = FileReader.read(root.appendingPathComponent("Screens/pipe.xml").path, limit: 1 << 20) {
            #expect(reason == "not a regular file")
        } else {
            Issue.record("a FIFO was read")
        }
    }

    @Test func aBaselineOverTheSizeLimitIsRefusedBeforeItIsRead() throws {
        let root = try Support.folder(["bad.xml": CommandLineTests.bad, ".checkbox-lint.yml": "maxFileSize: 1KiB\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        try Data(repeating: UInt8(ascii: " "), count: 2_048).write(to: root.appendingPathComponent("baseline.json"))
        let result = try hostile.run(["--baseline", "baseline.json", "bad.xml"], in: root)
        #expect(result.status == 2)
        #expect(result.stderr.contains("baseline.json: cannot read the baseline: it is 2048 bytes, over the 1024-byte size limit"), "\(result.stderr)")
    }

    @Test func customCheckboxClassesMergeInLinearTime() {
        // 200,000 names merged into as many: quadratic took minutes.
        var configuration = LintConfiguration()
        configuration.customCheckboxClasses = (0..<200_000).map { "Base\($0)" }
        var file = ConfigurationFile(displayPath: ".checkbox-lint.yml", folder: "/")
        file.customCheckboxClasses = (0..<200_000).map { "Base\($0 * 2)" }
        file.apply(to: &configuration)
        #expect(configuration.customCheckboxClasses.count == 300_000)
        #expect(configuration.customCheckboxClasses.last == "Base399998")
    }

    func encoded(_ text: String, _ encoding: String.Encoding) -> [UInt8] {
        Array(text.data(using: encoding)!)
    }

    @Test(arguments: [String.Encoding.utf16LittleEndian, .utf16BigEndian, .utf32LittleEndian, .utf32BigEndian, .utf32])
    func wideEncodingsWithoutAByteOrderMarkAreReadWithRightLocations(encoding: String.Encoding) {
        let xml = "<ui version=\"1\">\n<screen id=\"s\">\n  <checkbox id=\"é\"/></screen></ui>\n"
        #expect(Support.summary(hostile.findings(encoded(xml, encoding), file: "wide.xml")) == ["3:3 label-missing"])
        let json = "{\"type\": \"ui\", \"version\": 1,\n\"children\": [{\"type\": \"checkbox\", \"id\": \"a\"}]}"
        #expect(Support.summary(hostile.findings(encoded(json, encoding), file: "wide.json")) == ["2:14 label-missing"])
    }

    @Test func ebcdicIsRefusedAtTheStart() {
        let xml = "<?xml version=\"1.0\" encoding=\"IBM037\"?>\n<ui version=\"1\">\n<checkbox id=\"a\"/></ui>"
        // EBCDIC (code page 037) for the ASCII letters, digits and marks used here.
        let ebcdic: [Character: UInt8] = [
            "<": 0x4C, "?": 0x6F, "x": 0xA7, "m": 0x94, "l": 0x93, " ": 0x40, "v": 0xA5, "e": 0x85, "r": 0x99, "s": 0xA2,
            "i": 0x89, "o": 0x96, "n": 0x95, "=": 0x7E, "\"": 0x7F, "1": 0xF1, ".": 0x4B, "0": 0xF0, "c": 0x83, "d": 0x84,
            "g": 0x87, "I": 0xC9, "B": 0xC2, "M": 0xD4, "3": 0xF3, "7": 0xF7, ">": 0x6E, "\n": 0x25, "u": 0xA4, "h": 0x88,
            "k": 0x92, "b": 0x82, "a": 0x81, "/": 0x61,
        ]
        let bytes = xml.map { ebcdic[$0]! }
        let found = hostile.findings(bytes, file: "ebcdic.xml")
        #expect(Support.summary(found) == ["1:1 parse-error"], "\(Support.summary(found))")
        #expect(found.first?.message.contains("EBCDIC") == true)
    }
}
