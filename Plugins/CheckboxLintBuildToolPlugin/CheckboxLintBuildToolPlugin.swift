import Foundation
import PackagePlugin

/// Lints a target's UI files on every build that changes them, as SwiftLint's build-tool plugin
/// lints its Swift files: `.xib`, `.storyboard`, and `.xml` / `.json` files of the target
/// (checkbox-lint skips those that are not UI descriptions). Findings are printed as
/// `path:line:col: severity: message [rule]` with absolute paths, which Xcode shows in its issue
/// navigator; a finding at or above the configuration's `--fail-on` (default: error) fails the build.
///
/// The configuration is the nearest `.checkbox-lint.yml` above the target's folder, as on the
/// command line. checkbox-lint writes nothing into the package; the command's declared output is
/// a stamp in the plugin's work folder, written only when the lint passes, so an unchanged target
/// is not linted again and a failing one is linted until it is fixed.
@main
struct CheckboxLintBuildToolPlugin: BuildToolPlugin {
    static let extensions: Set<String> = ["xib", "storyboard", "xml", "json"]

    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let inputs = target.sourceFiles
            .map(\.url)
            .filter { Self.extensions.contains($0.pathExtension.lowercased()) }
            .sorted { $0.path < $1.path }
        guard !inputs.isEmpty else { return [] }
        return [Self.command(tool: try context.tool(named: "checkbox-lint").url, inputs: inputs,
                             name: target.name, workDirectory: context.pluginWorkDirectoryURL)]
    }

    /// `sh -c 'checkbox-lint --quiet FILES && touch STAMP'`: the stamp is what the build system
    /// waits for (a command without outputs is not scheduled), and only a passing run writes it.
    static func command(tool: URL, inputs: [URL], name: String, workDirectory: URL) -> Command {
        let stamp = workDirectory.appendingPathComponent("\(name).checkbox-lint.stamp")
        let script = "\"$0\" --quiet \"$@\" && touch \"\(stamp.path)\""
        return .buildCommand(
            displayName: "checkbox-lint \(name) (\(inputs.count) file\(inputs.count == 1 ? "" : "s"))",
            executable: URL(fileURLWithPath: "/bin/sh"),
            arguments: ["-c", script, tool.path] + inputs.map(\.path),
            inputFiles: [tool] + inputs,
            outputFiles: [stamp]
        )
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension CheckboxLintBuildToolPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let inputs = target.inputFiles
            .map(\.url)
            .filter { Self.extensions.contains($0.pathExtension.lowercased()) }
            .sorted { $0.path < $1.path }
        guard !inputs.isEmpty else { return [] }
        return [Self.command(tool: try context.tool(named: "checkbox-lint").url, inputs: inputs,
                             name: target.displayName, workDirectory: context.pluginWorkDirectoryURL)]
    }
}
#endif
