import ArgumentParser

/// `checkbox-lint --generate-completion-script bash|zsh|fish`: swift-argument-parser's script,
/// taught that `lint` is the default command.
///
/// The README writes `checkbox-lint [lint] [<path> ...]`, and people type `checkbox-lint Screens/`
/// and `checkbox-lint --format sarif .`. The generated scripts complete a first word that is no
/// subcommand as a subcommand name only, so `checkbox-lint Fixtures/se<TAB>` completed nothing and
/// lint's options were offered only after `lint`. Each script is changed in one place, its root
/// function: a command line whose first word is no subcommand is completed as `lint`'s (paths and
/// options), and the subcommand names are offered beside the paths while the first word is typed.
/// The paths' own completion (files and folders) comes from `completion: .file()` on the arguments.
///
/// Each change replaces a passage of the generated script that must be there: when a new version
/// of the library writes it otherwise, `completionScript` fails loudly (the tests run each shell's
/// completion), rather than printing a script that quietly completes less.
enum ShellCompletion {
    /// The script for `shell`, or nil for a shell the library names otherwise (its own error then).
    static func script(for shellName: String) throws -> String? {
        guard let shell = CompletionShell(rawValue: shellName) else { return nil }
        let generated = CheckboxLint.completionScript(for: shell)
        switch shell {
        case .bash: return try bash(generated)
        case .zsh: return try zsh(generated)
        case .fish: return try fish(generated)
        default: return generated
        }
    }

    /// The arguments that ask for a completion script: `--generate-completion-script <shell>` or
    /// `--generate-completion-script=<shell>`, alone; the shell's name, else nil.
    static func requestedShell(in arguments: [String]) -> String? {
        let option = "--generate-completion-script"
        if arguments.count == 2, arguments[0] == option { return arguments[1] }
        if arguments.count == 1, arguments[0].hasPrefix(option + "=") { return String(arguments[0].dropFirst(option.count + 1)) }
        return nil
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    static let subcommands = PathArguments.commandNames.joined(separator: " ")
    static let subcommandPattern = PathArguments.commandNames.joined(separator: "|")

    private static func replacing(_ passage: String, with replacement: String, in script: String, shell: String) throws -> String {
        guard let range = script.range(of: passage) else {
            throw Failure(description: "the \(shell) completion script of this swift-argument-parser version is not the one checkbox-lint adapts (default command lint)")
        }
        return script.replacingCharacters(in: range, with: replacement)
    }

    // MARK: - bash

    static func bash(_ script: String) throws -> String {
        let passage = """
            *)
                # Offer subcommand completions
                COMPREPLY+=($(compgen -W '\(subcommands)' -- "${cur}"))
                ;;
            esac
        }
        """
        let replacement = """
            *)
                # lint is the default command (checkbox-lint [lint] [<path> ...]): a first word that
                # is no subcommand starts lint's arguments, its paths and options; while the first
                # word is typed, the subcommands are offered beside them.
                COMPREPLY=()
                if [[ "${COMP_CWORD}" -eq 1 && "${cur}" != -* ]]; then
                    COMPREPLY+=($(compgen -W '\(subcommands)' -- "${cur}"))
                fi
                unparsed_words=("${COMP_WORDS[@]:1:${COMP_CWORD}}")
                _checkbox-lint_lint
                ;;
            esac
        }
        """
        return try replacing(passage, with: replacement, in: script, shell: "bash")
    }

    // MARK: - zsh

    static func zsh(_ script: String) throws -> String {
        let passage = """
            local -i ret=1
            local -ar arg_specs=(
                '--version[Show the version.]'
        """
        let replacement = """
            local -i ret=1
            # lint is the default command (checkbox-lint [lint] [<path> ...]): a line whose first
            # word is no subcommand is completed as lint's, as if `lint` stood first (the words
            # given to a subcommand's function start with its name); while the first word is
            # typed, the subcommands are offered beside lint's paths.
            if [[ "${words[2]}" != (\(subcommandPattern)) ]] || (( CURRENT == 2 )); then
                if (( CURRENT == 2 )) && [[ "${words[2]}" != -* ]]; then
                    local -ar default_subcommands=(\(subcommands))
                    _describe -V subcommand default_subcommands && ret=0
                fi
                words=(lint "${words[@]:1}")
                _checkbox-lint_lint && ret=0
                return "${ret}"
            fi
            local -ar arg_specs=(
                '--version[Show the version.]'
        """
        return try replacing(passage, with: replacement, in: script, shell: "zsh")
    }

    // MARK: - fish

    static func fish(_ script: String) throws -> String {
        // The arguments lint's tokens are parsed with, as the generated script gives them.
        let lintCase = "        case 'lint'\n"
        guard let caseRange = script.range(of: lintCase),
              let lineEnd = script[caseRange.upperBound...].firstIndex(of: "\n") else {
            throw Failure(description: "the fish completion script of this swift-argument-parser version is not the one checkbox-lint adapts (default command lint)")
        }
        let lintParse = String(script[caseRange.upperBound..<lineEnd])
        let helpCase = [
            "        case 'help'",
            "            __checkbox-lint_parse_subcommand -r 1 'version'",
            "        end",
        ]
        let defaultCase = [
            "        case 'help'",
            "            __checkbox-lint_parse_subcommand -r 1 'version'",
            "        case '*'",
            "            # lint is the default command (checkbox-lint [lint] [<path> ...]): a first",
            "            # word that is no subcommand starts lint's arguments (none yet: the",
            "            # first word is being typed, and the root's lines offer it).",
            "            if test (count $unparsed_tokens) -gt 0",
            "                set -p unparsed_tokens lint",
            "    " + lintParse,
            "            end",
            "        end",
        ]
        var result = try replacing(helpCase.joined(separator: "\n"), with: defaultCase.joined(separator: "\n"),
                                   in: script, shell: "fish")
        // While the first word is typed, lint's paths and options are offered beside the
        // subcommands: lint's lines again, for the root.
        let lintCondition = "\"checkbox-lint lint\""
        let rootLines = result.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { $0.contains(lintCondition) && !$0.contains("-l 'version'") && !$0.contains("-l 'help'") }
            .map { $0.replacingOccurrences(of: "\"checkbox-lint lint\" -ge 1", with: "\"checkbox-lint\" -eq 1")
                .replacingOccurrences(of: lintCondition, with: "\"checkbox-lint\"") }
        guard !rootLines.isEmpty else {
            throw Failure(description: "the fish completion script of this swift-argument-parser version is not the one checkbox-lint adapts (default command lint)")
        }
        if !result.hasSuffix("\n") { result += "\n" }
        result += "# lint is the default command: its paths and options for the first word too.\n"
        result += rootLines.joined(separator: "\n") + "\n"
        return result
    }
}
