import ArgumentParser
import CheckboxLintKit
#if canImport(Glibc)
import Glibc
#endif

// A reader that goes away (`checkbox-lint | head`) must not kill the process with SIGPIPE: the exit
// status is only ever 0, 1 or 2 (SPEC §7). Writes to the closed pipe then simply fail.
signal(SIGPIPE, SIG_IGN)

// swift-argument-parser exits with 64 for a usage error; the contract (SPEC §1) is 2 for every
// way the command cannot do its job, so errors are mapped here rather than left to `main()`.
do {
    // The completion scripts, adapted to `lint` being the default command (`ShellCompletion`).
    if let shell = ShellCompletion.requestedShell(in: Array(CommandLine.arguments.dropFirst())),
       let script = try ShellCompletion.script(for: shell) {
        print(script, terminator: script.hasSuffix("\n") ? "" : "\n")
        Glibc.exit(0)
    }
    let arguments = Array(CommandLine.arguments.dropFirst())
    if let paths = try PathArguments.plainPaths(arguments) {
        try LintSettings(input: InputSettings(paths: paths)).run()
    } else if let settings = try CommonLintArguments.settings(arguments) {
        try settings.run()
    } else {
        var command = try PathArguments.parse(arguments)
        try command.run()
    }
} catch let exit as ExitCode {
    Glibc.exit(exit.rawValue)
} catch let failure as ShellCompletion.Failure {
    fputs("checkbox-lint: error: \(failure.description)\n", stderr)
    Glibc.exit(2)
} catch let failure as CommandFailure {
    fputs("checkbox-lint: error: \(failure.message)\n", stderr)
    Glibc.exit(2)
} catch {
    let code = CheckboxLint.exitCode(for: error)
    if code == .success {
        // --help and --version.
        print(CheckboxLint.fullMessage(for: error))
        Glibc.exit(0)
    }
    fputs(UsageError.text(for: error), stderr)
    Glibc.exit(2)
}
