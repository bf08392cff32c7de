import Foundation
import PackagePlugin

/// `swift package checkbox-lint [options] [<path> ...]`: runs checkbox-lint, built from this
/// package, in the package's folder, with the arguments given (none: the whole package).
/// The report is printed as checkbox-lint prints it; a run that fails fails the command.
@main
struct CheckboxLintCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "checkbox-lint")
        let process = Process()
        process.executableURL = tool.url
        process.arguments = arguments
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        switch (process.terminationReason, process.terminationStatus) {
        case (.exit, 0):
            return
        case (.exit, 1):
            Diagnostics.error("checkbox-lint found problems at or above its --fail-on severity")
        case (.exit, let status):
            Diagnostics.error("checkbox-lint could not do its job (exit status \(status)); see its message above")
        default:
            Diagnostics.error("checkbox-lint was stopped by signal \(process.terminationStatus)")
        }
        throw CheckboxLintFailed()
    }
}

struct CheckboxLintFailed: Error, CustomStringConvertible {
    var description: String { "checkbox-lint failed" }
}
