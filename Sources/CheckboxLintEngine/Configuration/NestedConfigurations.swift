#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CheckboxLintModel

/// Configuration files in subfolders, as SwiftLint has them (issue 26): a `.checkbox-lint.yml`
/// (or `.yaml`) in a folder below the run's configuration applies to the files under that folder,
/// on top of the configurations above it, the innermost last (docs/configuration.md has the merge
/// rule). The run's configuration is the one found from the current folder upwards; nested files
/// are looked for between each linted file's folder and that configuration's folder (else the
/// current folder). With `--config`, the named file alone applies, as in SwiftLint.
public struct NestedConfigurations: Sendable {
    /// The folder nested files are looked for below (absolute); nil when none apply (`--config`).
    public let base: String?
    /// Folder → its configuration file; nil for a folder without one.
    private var byFolder: [String: ConfigurationFile?] = [:]
    /// Folder → the chain of the files in it: a repository's files share few folders, and walking
    /// up from each file was two thirds of linting Kotlin files that hold no checkbox (callgrind).
    private var chainByFolder: [String: [ConfigurationFile]] = [:]

    public init(base: String?) {
        self.base = base
    }

    /// The nested files that apply to `file` (relative to `currentDirectory`, or absolute),
    /// outermost first. Reads each folder's file once; every broken one is an error.
    public mutating func chain(for file: InputFile, currentDirectory: String) throws(ConfigurationError) -> [ConfigurationFile] {
        guard let base, file.path != InputFile.standardInputPath else { return [] }
        let absolute = FilePath.absolute(file.path, in: currentDirectory)
        guard FilePath.relative(absolute, to: base) != nil else { return [] }
        let parent = FilePath.parent(absolute)
        if let known = chainByFolder[parent] { return known }
        var chain: [ConfigurationFile] = []
        var folder = parent
        while folder != base, FilePath.relative(folder, to: base) != nil {
            if let known = byFolder[folder] {
                if let known { chain.append(known) }
            } else {
                let display = FilePath.relative(folder, to: currentDirectory).map { $0 + "/" } ?? (folder + "/")
                let loaded: ConfigurationFile?
                if let name = try ConfigurationDiscovery.file(in: folder, display: display) {
                    loaded = try ConfigurationLoader.load(ConfigurationLocation(path: folder + "/" + name, displayPath: display + name, folder: folder))
                } else {
                    loaded = nil
                }
                byFolder[folder] = .some(loaded)
                if let loaded { chain.append(loaded) }
            }
            folder = FilePath.parent(folder)
        }
        chain.reverse()
        chainByFolder[parent] = chain
        return chain
    }
}
