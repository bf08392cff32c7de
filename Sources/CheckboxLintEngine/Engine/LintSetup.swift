import Foundation
import CheckboxLintModel
import CheckboxLintFrontends
import CheckboxLintRules

/// A reason a run cannot start (a broken configuration file, a path that cannot be used): a host
/// reports it and exits with status 2 (`ExitPolicy.Status.failure`).
public struct LintSetupError: Error, Sendable, Equatable, CustomStringConvertible {
    public var message: String

    public init(message: String) {
        self.message = message
    }

    public var description: String { message }
}

/// What the command line sets on top of the configuration file; nil leaves the file's value.
public struct ConfigurationOverrides: Sendable {
    public var platform: Platform?
    public var locale: String?
    /// `.some(nil)` picks the reader per document and control (`--reader auto`).
    public var reader: ScreenReader??
    /// Rules turned on, then off (`--enable`, `--disable`): a rule named in both is off.
    public var enabledRules: [String] = []
    public var disabledRules: [String] = []

    public init(platform: Platform? = nil, locale: String? = nil, reader: ScreenReader?? = nil,
                enabledRules: [String] = [], disabledRules: [String] = []) {
        self.platform = platform
        self.locale = locale
        self.reader = reader
        self.enabledRules = enabledRules
        self.disabledRules = disabledRules
    }

    public func apply(to configuration: inout LintConfiguration) {
        if let platform { configuration.platform = platform }
        if let locale { configuration.locale = locale }
        if let reader { configuration.reader = reader }
        for id in enabledRules { configuration.enable(id) }
        for id in disabledRules { configuration.disable(id) }
    }
}

/// The configuration of a run, in layers: defaults < configuration file < overrides.
public struct ConfigurationLayers: Sendable {
    /// The configuration file named by the host (`--config`); nil finds the nearest
    /// `.checkbox-lint.yml` from `currentDirectory` upwards.
    public var explicitFile: String?
    /// Configuration files named among the paths (pre-commit names a changed `.checkbox-lint.yml`):
    /// checked, so that a broken one fails the run, but neither applied nor linted.
    public var checkedFiles: [String] = []
    public var overrides = ConfigurationOverrides()
    /// The front ends the run reads with.
    public var frontends: FrontendRegistry = .standard
    /// The folders the run walks (`InputSelection.projectFolders`).
    public var projectFolders: [String] = []
    public var currentDirectory: String

    public init(explicitFile: String? = nil, currentDirectory: String = FileManager.default.currentDirectoryPath) {
        self.explicitFile = explicitFile
        self.currentDirectory = currentDirectory
    }

    /// The configuration these layers make; `nested`, files in subfolders that apply to some of
    /// the files, go on top of the run's file (outermost first), under the command line.
    public func resolve(nested: [ConfigurationFile] = []) throws(LintSetupError) -> LintConfiguration {
        var configuration = LintConfiguration()
        configuration.frontends = frontends
        do {
            let file = try ConfigurationDiscovery.load(explicit: explicitFile, currentDirectory: currentDirectory)
            file?.apply(to: &configuration)
            configuration.configurationFile = file?.displayPath
            for inner in nested { inner.applyNested(to: &configuration) }
            for named in checkedFiles {
                _ = try ConfigurationDiscovery.load(explicit: named, currentDirectory: currentDirectory)
            }
        } catch {
            throw LintSetupError(message: error.description)
        }
        // Folders named for the run bound the search for an Android project's strings.
        configuration.projectFolders = projectFolders
        overrides.apply(to: &configuration)
        return configuration
    }

    /// Where nested configuration files are looked for below: the run's configuration file's
    /// folder, else the current folder; none with `--config`.
    public func nestedConfigurations() throws(LintSetupError) -> NestedConfigurations {
        guard explicitFile == nil else { return NestedConfigurations(base: nil) }
        do {
            let location = try ConfigurationDiscovery.locate(explicit: nil, currentDirectory: currentDirectory)
            return NestedConfigurations(base: location?.folder ?? FilePath.absolute(".", in: currentDirectory))
        } catch {
            throw LintSetupError(message: error.description)
        }
    }

    /// The files each nested configuration selects, and a linter for every file that has any:
    /// one linter per distinct chain of nested files. Every broken nested file is reported at once.
    public func applyNested(to files: [InputFile]) throws(LintSetupError) -> (files: [InputFile], linters: [String: Linter]) {
        var nested = try nestedConfigurations()
        guard nested.base != nil else { return (files, [:]) }
        var kept: [InputFile] = []
        var linters: [String: Linter] = [:]
        var byChain: [[String]: Linter] = [:]
        var errors: [ConfigurationError] = []
        for file in files {
            let chain: [ConfigurationFile]
            do {
                chain = try nested.chain(for: file, currentDirectory: currentDirectory)
            } catch {
                if !errors.contains(error) { errors.append(error) }
                continue
            }
            guard !chain.isEmpty else { kept.append(file); continue }
            // A nested file's include and exclude select among the files under its folder.
            guard chain.allSatisfy({ $0.fileSelection.selects(file, currentDirectory: currentDirectory) }) else { continue }
            let key = chain.map(\.folder)
            if byChain[key] == nil { byChain[key] = try makeLinter(nested: chain) }
            linters[file.displayPath] = byChain[key]
            kept.append(file)
        }
        if let combined = ConfigurationError.combined(errors) { throw LintSetupError(message: combined.description) }
        return (kept, linters)
    }

    /// The linter of the resolved configuration; bad rule options are a setup error.
    public func makeLinter(nested: [ConfigurationFile] = []) throws(LintSetupError) -> Linter {
        let configuration = try resolve(nested: nested)
        do {
            return try Linter(configuration: configuration)
        } catch {
            throw LintSetupError(message: "configuration: \(error)")
        }
    }
}
