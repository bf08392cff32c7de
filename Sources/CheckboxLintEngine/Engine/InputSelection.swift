import Foundation
import CheckboxLintModel
import CheckboxLintFrontends
import CheckboxLintRules
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Which files a run reads, from the paths a host was given: configuration files among them are
/// checked rather than linted; folders are walked for the front ends' endings; the configuration's
/// `include` and `exclude` then select among the files, named or walked.
public struct InputSelection: Sendable {
    /// The paths as given; empty for none.
    public var paths: [String]
    /// The path reports show for standard input; when set and no path is given, standard input is read.
    public var standardInputName: String?
    /// The bytes of paths that are not valid UTF-8, by the string made of them (U+FFFD for each
    /// bad byte), so that such a file can still be opened when named.
    public var fileSystemNames: [String: [UInt8]] = [:]
    /// The folder relative paths and the configuration's globs start from.
    public var currentDirectory: String
    /// Files the run writes (standard output redirected to a file, `--output`): a walk skips them.
    public var excludedFiles: [InputCollector.FileIdentity] = []

    public init(paths: [String], standardInputName: String? = nil,
                currentDirectory: String = FileManager.default.currentDirectoryPath) {
        self.paths = paths
        self.standardInputName = standardInputName
        self.currentDirectory = currentDirectory
    }

    /// Configuration files named among the paths: pre-commit names `.checkbox-lint.yml` when a
    /// commit changes it. They are checked (`ConfigurationLayers.checkedFiles`), not linted.
    public var configurationFiles: [String] {
        paths.filter(Self.isConfigurationFile)
    }

    /// The paths to lint: those given, but the configuration files; with none given, standard
    /// input when `standardInputName` is set, else the current folder. Only configuration files
    /// given: nothing to lint.
    public var lintPaths: [String] {
        let given = paths.filter { !Self.isConfigurationFile($0) }
        if !given.isEmpty || !paths.isEmpty { return given }
        return [standardInputName == nil ? "." : InputFile.standardInputPath]
    }

    static func isConfigurationFile(_ path: String) -> Bool {
        ConfigurationDiscovery.fileNames.contains { path == $0 || path.hasSuffix("/" + $0) }
    }

    /// The folders among the paths (the current folder when none is given): where an Android
    /// layout's project is taken to start (`LintConfiguration.projectFolders`).
    public var projectFolders: [String] {
        (paths.isEmpty ? ["."] : paths).filter(isFolder)
    }

    /// True when a folder is walked (named, or the current folder by default): a walk that finds
    /// nothing to lint is a misconfiguration (`ExitPolicy`); files that pre-commit names are not a walk.
    public var walksFolder: Bool {
        lintPaths.contains { $0 != InputFile.standardInputPath && isFolder($0) }
    }

    private func isFolder(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
    }

    /// The files to read, in report order: those `configuration`'s `include` and `exclude` select,
    /// named or walked for `extensions` (by default, the endings of its front ends). A named path
    /// that cannot be used is thrown; other problems met on the way are returned as notifications.
    public func select(for configuration: LintConfiguration, extensions: Set<String>? = nil) throws(LintSetupError) -> SelectedFiles {
        var collector = InputCollector()
        collector.extensions = extensions ?? configuration.fileExtensions
        if let standardInputName { collector.standardInputName = standardInputName }
        collector.excludedFiles = excludedFiles
        collector.skipsDependencyFolders = configuration.skipsDependencyFolders
        let collection = collector.collect(lintPaths, fileSystemNames: fileSystemNames)
        var files = collection.files
        let problems = collection.problems
        if let fatal = problems.first(where: \.isFatal) {
            throw LintSetupError(message: fatal.message)
        }
        let selection = configuration.fileSelection
        if !selection.selectsEverything {
            files.removeAll { !selection.selects($0, currentDirectory: currentDirectory) }
        }
        var selected = SelectedFiles(files: files, notifications: problems.map(\.message), linksLeavingTheTree: collection.linksLeavingTheTree)
        selected.skippedWithoutReading = collection.skippedWithoutReading
        return selected
    }
}

/// The files a run reads, and what the walk met on the way.
public struct SelectedFiles: Sendable {
    public var files: [InputFile]
    /// Problems met while walking (folder loops, links leaving the tree), one message each.
    public var notifications: [String]
    public var linksLeavingTheTree: Int
    /// Files a walk skipped without reading (hidden ones, the run's own output): part of the skipped count.
    public var skippedWithoutReading = 0

    public init(files: [InputFile], notifications: [String] = [], linksLeavingTheTree: Int = 0) {
        self.files = files
        self.notifications = notifications
        self.linksLeavingTheTree = linksLeavingTheTree
    }
}
