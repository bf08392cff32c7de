import Foundation
import Testing

/// What a newcomer meets first (issue 17): misspelt commands and options, one error style,
/// standard input, pipes that close early, walks that find nothing, the configuration file
/// named by pre-commit.
@Suite struct FirstStepsCommandLineTests {
    static let bad = CommandLineTests.bad
    static let good = CommandLineTests.good

    @Test func aMisspeltSubcommandIsNotTakenForAPath() throws {
        let root = try Support.folder(["x.xml": Self.good])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try CLI.run(["prevew", "x.xml"], in: root)
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("checkbox-lint: error: 'prevew' is neither a command nor a file or folder; did you mean 'preview'?"))
        #expect(!result.stderr.contains("no such file"))
        // A file that happens to be named like a command is still linted.
        try Self.bad.write(to: root.appendingPathComponent("rule"), atomically: true, encoding: .utf8)
        let file = try CLI.run(["rule"], in: root)
        #expect(file.status == 1)
        #expect(file.stdout.hasPrefix("rule:3:5: error:"))
        // A name far from every command is a missing path, as before.
        #expect(try CLI.run(["Screens"], in: root).stderr == "checkbox-lint: error: Screens: no such file or directory\n")
    }

    /// A list of paths alone is run without swift-argument-parser (`PathArguments.plainPaths`):
    /// whatever the spelling, it must do exactly what the parsed command does.
    @Test func pathsAloneRunAsTheParsedCommandDoes() throws {
        let root = try Support.folder(["good.xml": Self.good, "bad.xml": Self.bad, "--format": Self.bad, "-x.xml": Self.good])
        defer { try? FileManager.default.removeItem(at: root) }
        // `--fail-on error` is the default: it only sends the same list through the parser.
        let parsed = try CLI.run(["--fail-on", "error", "good.xml", "bad.xml"], in: root)
        #expect(parsed.status == 1 && parsed.stdout.hasPrefix("bad.xml:3:5: error:"), "\(parsed.stdout)")
        for arguments in [["good.xml", "bad.xml"], ["lint", "good.xml", "bad.xml"], ["--", "good.xml", "bad.xml"],
                          ["lint", "--", "good.xml", "bad.xml"], ["good.xml", "--", "bad.xml"]] {
            let plain = try CLI.run(arguments, in: root)
            #expect(plain.status == parsed.status && plain.stdout == parsed.stdout && plain.stderr == parsed.stderr, "\(arguments): \(plain)")
        }
        // After `--` a name that looks like an option, or like a misspelt command, is a path.
        let terminated = try CLI.run(["--", "--format", "-x.xml"], in: root)
        #expect(terminated.status == 1 && terminated.stdout.hasPrefix("--format:3:5: error:"), "\(terminated)")
        #expect(try CLI.run(["--", "prevew"], in: root).stderr == "checkbox-lint: error: prevew: no such file or directory\n")
        // Standard input is a path too.
        let standardInput = try CLI.run(["-"], in: root, stdin: Self.bad)
        #expect(standardInput.status == 1 && standardInput.stdout.hasPrefix("<stdin>:3:5: error:"), "\(standardInput)")
    }

    /// `--quiet`, `--jobs N` and `--format F` with paths are read without swift-argument-parser
    /// (`CommonLintArguments`): each list must do exactly what the parsed command does, and what
    /// that reading does not take must still reach the parser, its errors and help.
    @Test func commonOptionsRunAsTheParsedCommandDoes() throws {
        let root = try Support.folder(["good.xml": Self.good, "bad.xml": Self.bad, "-x.xml": Self.good])
        defer { try? FileManager.default.removeItem(at: root) }
        for arguments in [["--jobs", "1", "--quiet", "good.xml", "bad.xml"], ["lint", "bad.xml", "--format", "json", "--jobs=2"],
                          ["--format=sarif", "good.xml", "--", "-x.xml"], ["lint", "--quiet", "--", "bad.xml"],
                          ["--quiet", "prevew"], ["prevew", "--quiet"], ["lint", "prevew", "--quiet"], ["--jobs", "007", "-"]] {
            // `--fail-on error` is the default: it only sends the same list through the parser
            // (before a `--`, after which it would be two paths).
            var forced = arguments
            forced.insert(contentsOf: ["--fail-on", "error"], at: arguments.firstIndex(of: "--") ?? arguments.count)
            let parsed = try CLI.run(forced, in: root, stdin: Self.bad)
            let read = try CLI.run(arguments, in: root, stdin: Self.bad)
            #expect(read.status == parsed.status && read.stdout == parsed.stdout && read.stderr == parsed.stderr, "\(arguments): \(read) against \(parsed)")
        }
        #expect(try CLI.run(["--quiet", "prevew"], in: root).stderr == "checkbox-lint: error: prevew: no such file or directory\n")
        #expect(try CLI.run(["prevew", "--quiet"], in: root).stderr.hasPrefix("checkbox-lint: error: 'prevew' is neither a command"))
        // Values and spellings the parser refuses or reads otherwise are left to it.
        #expect(try CLI.run(["--jobs", "0", "good.xml"], in: root).stderr == "checkbox-lint: error: --jobs must be at least 1\n")
        let format = try CLI.run(["--quiet", "--format", "yaml", "good.xml"], in: root)
        #expect(format.status == 2 && format.stderr.hasPrefix("checkbox-lint: error: The value 'yaml' is invalid for '--format <format>'"))
        let flagValue = try CLI.run(["--quiet=yes", "good.xml"], in: root)
        #expect(flagValue.status == 2 && flagValue.stdout.isEmpty, "\(flagValue)")
        let plusSign = try CLI.run(["--jobs", "+1", "bad.xml", "--quiet"], in: root)
        #expect(plusSign.status == 1 && plusSign.stdout.hasPrefix("bad.xml:3:5: error:"), "\(plusSign)")
        let help = try CLI.run(["--quiet", "--help"], in: root)
        #expect(help.status == 0 && help.stdout.contains("USAGE:"), "\(help)")
    }

    @Test func everyErrorHasOneStyleAndTheRootFlagsAreSuggested() throws {
        let version = try CLI.run(["--verison"])
        #expect(version.status == 2)
        #expect(version.stderr.hasPrefix("checkbox-lint: error: Unknown option '--verison'. Did you mean '--version'?\n"))
        let format = try CLI.run(["--formt", "json"])
        #expect(format.stderr.hasPrefix("checkbox-lint: error: Unknown option '--formt'. Did you mean '--format'?\n"))
        let value = try CLI.run(["--format", "yaml", "x.xml"])
        #expect(value.status == 2)
        #expect(value.stderr.hasPrefix("checkbox-lint: error: The value 'yaml' is invalid for '--format <format>'"))
        let preview = try CLI.run(["preview", "--jobs", "0"])
        #expect(preview.stderr.hasPrefix("checkbox-lint: error: --jobs must be at least 1\n"))
        #expect(value.stderr == "checkbox-lint: error: The value 'yaml' is invalid for '--format <format>'. Please provide one of the following: 'text', 'json', 'sarif', 'github', 'checkstyle', 'junit', 'codeclimate', 'html'\n")
        let missing = try CLI.run(["--jobs"])
        #expect(missing.stderr == "checkbox-lint: error: Missing value for '--jobs <jobs>'\n")
        let rules = try CLI.run(["rules", "--bogus"])
        #expect(rules.status == 2)
        for result in [version, format, value, preview, missing, rules] {
            #expect(!result.stderr.contains("Error:"), "argument-parser's own prefix: \(result.stderr)")
            // One line per error (issue 26): no usage or help lines after it.
            #expect(result.stderr.filter { $0 == "\n" }.count == 1, "more than one line: \(result.stderr)")
            #expect(!result.stderr.contains("Usage:") && !result.stderr.contains("USAGE:"), "\(result.stderr)")
        }
    }

    @Test func stdinFilenameReadsStandardInputOrIsAnError() throws {
        let root = try Support.folder(["x.xml": Self.good])
        defer { try? FileManager.default.removeItem(at: root) }
        // No path: standard input, under the name given.
        let implicit = try CLI.run(["--stdin-filename", "Screens/S.xml"], in: root, stdin: Self.bad)
        #expect(implicit.status == 1)
        #expect(implicit.stdout.hasPrefix("Screens/S.xml:3:5: error: Checkbox 'a' has no accessible name"))
        let explicit = try CLI.run(["--stdin-filename", "Screens/S.xml", "-"], in: root, stdin: Self.bad)
        #expect(explicit.stdout == implicit.stdout)
        // Files named and no '-': the name would be ignored, and standard input with it.
        let ignored = try CLI.run(["--stdin-filename", "Screens/S.xml", "x.xml"], in: root, stdin: Self.bad)
        #expect(ignored.status == 2)
        #expect(ignored.stderr.hasPrefix("checkbox-lint: error: --stdin-filename names standard input, which is read only with '-'"))
        #expect(ignored.stdout == "")
        let preview = try CLI.run(["preview", "--stdin-filename", "S.xml"], in: root, stdin: Self.good)
        #expect(preview.stdout == "S.xml:3:5: s/a: unchecked, Email, Checkbox\n")
    }

    /// `preview … | head -1` ends quietly with the status it would have had, as `lint | head` does.
    @Test func previewIntoAPipeThatClosesEndsQuietly() throws {
        var big = "<ui version=\"1\" platform=\"ios\"><screen id=\"s\"><group header=\"G\">\n"
        for index in 0..<5_000 { big += "<checkbox id=\"c\(index)\" label=\"Option \(index)\" width=\"44\" height=\"44\"/>\n" }
        big += "</group></screen></ui>\n"
        let root = try Support.folder(["big.xml": big])
        defer { try? FileManager.default.removeItem(at: root) }
        for command in ["preview", "lint"] {
            let script = "\"$0\" \(command) big.xml 2>err.txt | head -n 1 >/dev/null; echo \"${PIPESTATUS[0]}\"; cat err.txt"
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/bin/bash")
            process.arguments = ["-c", script, CLI.executable.path]
            process.currentDirectoryURL = root
            let pipe = Pipe()
            process.standardOutput = pipe
            try process.run()
            let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            #expect(output == "0\n", "\(command): exit status and standard error: \(output)")
        }
    }

    @Test func aFolderWalkThatFindsNothingFailsUnlessAllowed() throws {
        let root = try Support.folder([
            "Screens/a.xml": Self.bad,
            ".checkbox-lint.yml": "include: [Sceens/**]\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let walked = try CLI.run(["--format", "sarif", "--output", "out.sarif"], in: root)
        #expect(walked.status == 2)
        #expect(walked.stderr == "checkbox-lint: error: No lintable files found at paths: '.' (check include and exclude in the configuration; --allow-zero-lintable-files accepts it)\n")
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("out.sarif").path), "no report of nothing")
        let allowed = try CLI.run(["--allow-zero-lintable-files", "."], in: root)
        #expect(allowed.status == 0)
        #expect(allowed.stdout == "0 errors, 0 warnings, 0 notes in 0 files (0 skipped)\n")
        // Files named one by one (pre-commit) never fail for being left out.
        let named = try CLI.run(["Screens/a.xml"], in: root)
        #expect(named.status == 0)
        #expect(named.stdout == "0 errors, 0 warnings, 0 notes in 0 files (0 skipped)\n")
    }

    /// Issue 26: a wrong folder that holds only files that are not UI descriptions (a
    /// `package.json`) passed with "0 files (1 skipped)"; it fails as an empty walk does, in every
    /// format and in `preview`, without writing the start of a report.
    @Test func aFolderWalkThatOnlySkipsFailsUnlessAllowed() throws {
        let root = try Support.folder([
            "web/package.json": "{\"name\": \"app\", \"version\": \"1.0.0\"}",
            "web/tsconfig.json": "{\"compilerOptions\": {}}",
            "web/README.md": "# App\n",
            "Screens/a.xml": Self.bad,
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let message = "checkbox-lint: error: No lintable files found at paths: 'web': the 2 files found are not a checkbox UI description (check the paths, and include and exclude in the configuration; --allow-zero-lintable-files accepts it)\n"
        for arguments in [["web"], ["--format", "json", "web"], ["--format", "sarif", "web"], ["--format", "html", "web"],
                          ["preview", "web"], ["preview", "--format", "json", "web"], ["preview", "--format", "html", "web"]] {
            let run = try CLI.run(arguments, in: root)
            #expect(run.status == 2, "\(arguments)")
            #expect(run.stderr == message, "\(arguments)")
            #expect(run.stdout == "", "\(arguments): no partial report")
        }
        let toFile = try CLI.run(["--format", "sarif", "--output", "out.sarif", "web"], in: root)
        #expect(toFile.status == 2)
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("out.sarif").path))
        let allowed = try CLI.run(["--allow-zero-lintable-files", "web"], in: root)
        #expect(allowed.status == 0)
        #expect(allowed.stdout == "0 errors, 0 warnings, 0 notes in 0 files (2 skipped)\n")
        #expect(try CLI.run(["preview", "--allow-zero-lintable-files", "web"], in: root).status == 0)
        // One folder that lints something is enough; the skipped files are still counted.
        let mixed = try CLI.run(["--format", "json", "web", "Screens"], in: root)
        #expect(mixed.status == 1)
        #expect(mixed.stdout.contains("\"skipped\": 2"))
        #expect(mixed.stdout.hasPrefix("{"))
    }

    /// A preview of a folder with nothing in it to preview fails as `lint` does.
    @Test func aPreviewOfAnEmptyWalkFails() throws {
        let root = try Support.folder(["Screens/notes.txt": "nothing here"])
        defer { try? FileManager.default.removeItem(at: root) }
        let run = try CLI.run(["preview", "Screens"], in: root)
        #expect(run.status == 2)
        #expect(run.stderr == "checkbox-lint: error: No lintable files found at paths: 'Screens' (check include and exclude in the configuration; --allow-zero-lintable-files accepts it)\n")
    }

    /// Files named one by one that are not UI descriptions are skipped, never errors, whatever
    /// their ending or content, so that `checkbox-lint $(git diff --name-only)` works; a UI
    /// description among them is linted, and one with an odd ending still is when its root says so.
    @Test func namedFilesThatAreNotUIDescriptionsAreSkipped() throws {
        let root = try Support.folder([
            ".github/workflows/ci.yml": "on: push\njobs: {}\n",
            "README.md": "<!-- badge -->\n# App\n",
            "notes.txt": "hello",
            "flow.yml": "{a: 1}\n",
            "empty.cfg": "",
            "Screens/a.xml": Self.bad,
            "Screens/a.screen": Self.bad,
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let others = [".github/workflows/ci.yml", "README.md", "notes.txt", "flow.yml", "empty.cfg"]
        let skipped = try CLI.run(others, in: root)
        #expect(skipped.status == 0)
        #expect(skipped.stderr == "")
        #expect(skipped.stdout == "0 errors, 0 warnings, 0 notes in 0 files (5 skipped)\n")
        let withScreens = try CLI.run(others + ["Screens/a.xml", "Screens/a.screen"], in: root)
        #expect(withScreens.status == 1)
        #expect(withScreens.stdout.hasSuffix(" in 2 files (5 skipped)\n"))
        #expect(withScreens.stdout.contains("Screens/a.screen:"), "a ui root with an odd ending is still linted")
        #expect(!withScreens.stdout.contains("parse-error"))
        let preview = try CLI.run(["preview"] + others, in: root)
        #expect(preview.status == 0)
        #expect(preview.stdout == "" && preview.stderr == "")
    }

    /// `--show-files` lists what the walk, include/exclude and the front ends' endings select, as
    /// reports show paths, and lints nothing (Ruff's `--show-files`).
    @Test func showFilesListsWhatARunWouldLint() throws {
        let root = try Support.folder([
            "Screens/a.xml": Self.bad,
            "Screens/b.json": "{\"type\": \"ui\", \"version\": 1, \"children\": []}",
            "Screens/Main.storyboard": "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\"/>",
            "Screens/notes.txt": "not a UI description",
            "Screens/old/c.xml": Self.bad,
            "Screens/bell\u{7}.xml": Self.bad,
            ".checkbox-lint.yml": "exclude: [Screens/old/**]\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let listed = try CLI.run(["lint", "--show-files", "--output", "out.txt", "."], in: root)
        #expect(listed.status == 0, "findings are not looked for")
        #expect(listed.stderr == "")
        #expect(listed.stdout.split(separator: "\n").sorted() == [
            "Screens/Main.storyboard", "Screens/a.xml", "Screens/b.json", "Screens/bell\\u{07}.xml",
        ])
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("out.txt").path), "no report")
    }

    /// One page per run, whatever the number of files; preview's exit status is preview's.
    @Test func htmlPagesFromPreviewAndLint() throws {
        let root = try Support.folder(["a.xml": Self.bad, "b.xml": Self.good, "broken.json": "{\"type\": \"ui\", "])
        defer { try? FileManager.default.removeItem(at: root) }
        let preview = try CLI.run(["preview", "--format", "html", "a.xml", "b.xml"], in: root)
        #expect(preview.status == 0, "findings do not fail a preview")
        #expect(preview.stdout.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"))
        #expect(preview.stdout.components(separatedBy: "<!DOCTYPE html>").count == 2, "one page")
        #expect(preview.stdout.components(separatedBy: "<section class=\"file\" id=").count == 3)
        #expect(preview.stdout.hasSuffix("</html>\n"))
        let broken = try CLI.run(["preview", "--format", "html", "."], in: root)
        #expect(broken.status == 1, "a file that cannot be parsed")
        #expect(broken.stdout.contains("<h2>broken.json</h2>"))
        let lint = try CLI.run(["--format", "html", "--output", "report.html", "a.xml"], in: root)
        #expect(lint.status == 1)
        #expect(lint.stdout == "")
        let page = try String(contentsOf: root.appendingPathComponent("report.html"), encoding: .utf8)
        #expect(page.contains("<li class=\"note sev-error\" id=\"f1-c1\">"))
    }

    @Test func aConfigurationFileNamedAsAPathIsCheckedNotLinted() throws {
        let root = try Support.folder([
            "a.xml": Self.good,
            ".checkbox-lint.yml": "rules:\n  label-missing: warning\n",
            "sub/.checkbox-lint.yml": "plattform: ios\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        // As pre-commit runs it when a commit changes only the configuration: checked, nothing linted.
        let good = try CLI.run([".checkbox-lint.yml"], in: root)
        #expect(good.status == 0)
        #expect(good.stdout == "0 errors, 0 warnings, 0 notes in 0 files (0 skipped)\n")
        let broken = try CLI.run(["a.xml", "sub/.checkbox-lint.yml"], in: root)
        #expect(broken.status == 2)
        #expect(broken.stderr.hasPrefix("checkbox-lint: error: sub/.checkbox-lint.yml:1: plattform: unknown key"))
        #expect(broken.stdout == "")
    }
}
