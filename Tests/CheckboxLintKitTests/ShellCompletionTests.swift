import Foundation
import Testing

/// Issue 26: after sourcing `checkbox-lint --generate-completion-script <shell>`, paths complete
/// (files and folders) and options complete, with or without `lint` (the default command, as the
/// README writes it). Each shell's own completion runs on a folder of known files: bash's function
/// with COMP_WORDS set, fish's `complete -C`, zsh's completion system in a pseudo-terminal (zpty).
/// zsh and fish are optional on a machine; bash is not.
@Suite struct ShellCompletionTests {
    /// A command line (its last word the one completed) and what must be among the completions.
    static let cases: [(line: [String], expected: [String])] = [
        (["checkbox-lint", "lint", "Screens/se"], ["Screens/settings"]),
        (["checkbox-lint", "Screens/se"], ["Screens/settings"]),
        (["checkbox-lint", "preview", "Screens/se"], ["Screens/settings"]),
        (["checkbox-lint", "--format", "sarif", "Screens/se"], ["Screens/settings"]),
        (["checkbox-lint", "Screens/settings/sig"], ["Screens/settings/signup.xml"]),
        (["checkbox-lint", "--output", "Screens/se"], ["Screens/settings"]),
        (["checkbox-lint", "pre"], ["preview"]),
        (["checkbox-lint", "--fo"], ["--format"]),
        (["checkbox-lint", "Screens", "--fa"], ["--fail-on"]),
        (["checkbox-lint", "lint", "--format", "sarif", "--ou"], ["--output"]),
        (["checkbox-lint", "--format", "sa"], ["sarif"]),
        (["checkbox-lint", "rules", "label-mi"], ["label-missing"]),
        (["checkbox-lint", "--disable", "label-mi"], ["label-missing"]),
    ]

    static func project() throws -> URL {
        try Support.folder(["Screens/settings/signup.xml": "<ui version=\"1\"/>", "Screens/other.txt": "x"])
    }

    static func script(_ shell: String, in folder: URL) throws -> URL {
        let result = try CLI.run(["--generate-completion-script", shell])
        #expect(result.status == 0, "\(shell): \(result.stderr)")
        let url = folder.appendingPathComponent("completion.\(shell)")
        try result.stdout.write(to: url, atomically: true, encoding: .utf8)
        return url
    }

    static func run(_ executable: String, _ arguments: [String], in folder: URL) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = folder
        var environment = ProcessInfo.processInfo.environment
        // The completion calls the command by the name typed: this build's, first on the PATH.
        environment["PATH"] = CLI.executable.deletingLastPathComponent().path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        process.environment = environment
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return output
    }

    static func installed(_ name: String) -> String? {
        ["/usr/bin/", "/bin/", "/usr/local/bin/", "/opt/homebrew/bin/"].map { $0 + name }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    // MARK: - bash

    /// Runs the script's `_checkbox-lint` as bash's programmable completion calls it.
    static let bashDriver = """
        source "$1"; shift
        COMP_WORDS=("$@"); COMP_CWORD=$(( ${#COMP_WORDS[@]} - 1 ))
        COMP_LINE="${COMP_WORDS[*]}"; COMP_POINT=${#COMP_LINE}
        _checkbox-lint checkbox-lint "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD-1]}"
        printf '%s\\n' "${COMPREPLY[@]}"
        """

    @Test func bashCompletesPathsAndOptionsWithOrWithoutLint() throws {
        let bash = try #require(Self.installed("bash"))
        let folder = try Self.project()
        defer { try? FileManager.default.removeItem(at: folder) }
        let script = try Self.script("bash", in: folder)
        for (line, expected) in Self.cases {
            let output = try Self.run(bash, ["-c", Self.bashDriver, "driver", script.path] + line, in: folder)
            let completions = Set(output.split(separator: "\n").map(String.init))
            #expect(Set(expected).isSubset(of: completions), "\(line.joined(separator: " ")): \(completions.sorted())")
        }
        // Lint's paths come with lint's options, not the subcommands, after the first word.
        let later = try Self.run(bash, ["-c", Self.bashDriver, "driver", script.path, "checkbox-lint", "Screens", "pre"], in: folder)
        #expect(!later.contains("preview"))
        // An option's value is the option's, not a path.
        let format = try Self.run(bash, ["-c", Self.bashDriver, "driver", script.path, "checkbox-lint", "--format", ""], in: folder)
        #expect(format.split(separator: "\n").sorted() == ["checkstyle", "codeclimate", "github", "html", "json", "junit", "sarif", "text"])
    }

    // MARK: - fish

    @Test func fishCompletesPathsAndOptionsWithOrWithoutLint() throws {
        guard let fish = Self.installed("fish") else { return }
        let folder = try Self.project()
        defer { try? FileManager.default.removeItem(at: folder) }
        let script = try Self.script("fish", in: folder)
        for (line, expected) in Self.cases {
            let output = try Self.run(fish, ["-N", "-c", "source $argv[1]; complete -C $argv[2]", script.path, line.joined(separator: " ")], in: folder)
            // fish prints "completion<TAB>description"; folders end with '/'.
            let completions = Set(output.split(separator: "\n").map { String($0.split(separator: "\t").first ?? "").trimmingCharacters(in: CharacterSet(charactersIn: "/")) })
            #expect(Set(expected).isSubset(of: completions), "\(line.joined(separator: " ")): \(completions.sorted())")
        }
    }

    // MARK: - zsh

    /// Types the line and a Tab in an interactive zsh in a pseudo-terminal, with `compadd`
    /// wrapped to print what the completion adds (as zsh-capture-completion does). The markers
    /// are built at run time, so that the terminal's echo of these commands does not hold them.
    static let zshDriver = """
        zmodload zsh/zpty || exit 1
        typeset -F SECONDS
        zpty z zsh -f -i
        zpty -w z "PROMPT= ; H=hit; D=done"
        zpty -w z "autoload -U compinit; compinit -u -d ${(q)4}/zcompdump"
        zpty -w z "source ${(q)1}; compdef _checkbox-lint checkbox-lint"
        zpty -w z 'compadd () { builtin compadd -O __hits "$@"; print -l -- "<$H>"${^__hits}; builtin compadd "$@" }'
        zpty -w z "zstyle ':completion:*' menu no"
        zpty -w z 'finish () { print "<$D>"; exit }; zle -N finish; bindkey "^X" finish'
        zpty -w z "cd ${(q)3}"
        zpty -w z "$2"$'\\t\\x18'
        local line
        local -F deadline=$(( SECONDS + 20 ))
        while (( SECONDS < deadline )); do
          if ! zpty -r -t z line; then sleep 0.05; continue; fi
          [[ $line == *'<done>'* ]] && break
          [[ $line == *'<hit>'* ]] && print -r -- "${${line##*<hit>}%%$'\\r'}"
        done
        zpty -d z
        """

    @Test func zshCompletesPathsAndOptionsWithOrWithoutLint() throws {
        guard let zsh = Self.installed("zsh") else { return }
        let folder = try Self.project()
        defer { try? FileManager.default.removeItem(at: folder) }
        let script = try Self.script("zsh", in: folder)
        let driver = folder.appendingPathComponent("driver.zsh")
        try Self.zshDriver.write(to: driver, atomically: true, encoding: .utf8)
        for (line, expected) in Self.cases {
            let output = try Self.run(zsh, ["-f", driver.path, script.path, line.joined(separator: " "), folder.path, folder.path], in: folder)
            // _files adds one path component at a time: the last one is the completion.
            let completions = Set(output.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) })
            let wanted = expected.map { $0.split(separator: "/").last.map(String.init) ?? $0 }
            #expect(Set(wanted).isSubset(of: completions), "\(line.joined(separator: " ")): \(completions.sorted())")
        }
    }
}
