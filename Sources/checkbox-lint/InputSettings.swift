import CheckboxLintKit
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// What `InputOptions` parsed, as plain values: the run reads these, so that a run can also be
/// made without swift-argument-parser (`PathArguments.plainPaths`).
struct InputSettings {
    var paths: [String] = []
    var platform: Platform?
    var locale: String?
    var reader: ReaderOption?
    var jobs: Int?
    var stdinFilename: String?
    var config: String?

    /// Which files the paths select (the Engine's `InputSelection`), with standard input's name.
    var selection: InputSelection { InputSelection(paths: paths, standardInputName: stdinFilename) }

    /// The paths to lint (`InputSelection.lintPaths`).
    var lintPaths: [String] { selection.lintPaths }

    /// The files to read, in report order; a named path that cannot be used is thrown (exit 2).
    func collectFiles(for configuration: LintConfiguration, extensions: Set<String>? = nil,
                      excluding written: [InputCollector.FileIdentity] = []) throws -> SelectedFiles {
        var selection = selection
        selection.fileSystemNames = Self.fileSystemNames()
        // What the run writes is never linted: standard output redirected into the tree, `--output`.
        selection.excludedFiles = written
        if let standardOutput = InputCollector.FileIdentity.ofRegularFile(descriptor: STDOUT_FILENO) {
            selection.excludedFiles.append(standardOutput)
        }
        do {
            return try selection.select(for: configuration, extensions: extensions)
        } catch {
            throw CommandFailure(message: error.message)
        }
    }

    /// The arguments that are not valid UTF-8, by the string Swift made of them (U+FFFD for each
    /// bad byte), so that a file whose name is not UTF-8 can still be opened when named.
    static func fileSystemNames() -> [String: [UInt8]] {
        var names: [String: [UInt8]] = [:]
        for index in 1..<Int(CommandLine.argc) {
            guard let argument = CommandLine.unsafeArgv[index] else { continue }
            let bytes = Array(UnsafeRawBufferPointer(start: argument, count: strlen(argument)))
            if String(validating: bytes, as: UTF8.self) == nil {
                names[String(decoding: bytes, as: UTF8.self)] = bytes
            }
        }
        return names
    }

    /// `--jobs`, else the number of cores. Fewer than two files are linted on the calling thread
    /// whatever the count (LintRun), so the cores are not counted then: that reads the cgroup's
    /// CPU quota, 2 % of linting one small file (callgrind).
    func jobCount(for files: [InputFile]) -> Int {
        if let jobs { return jobs }
        return files.count < 2 ? 1 : ProcessInfo.processInfo.activeProcessorCount
    }

    /// The configuration's layers (the Engine's `ConfigurationLayers`): defaults < configuration
    /// file < these options < `overrides`' rules.
    func layers(enabling enabled: [String] = [], disabling disabled: [String] = []) -> ConfigurationLayers {
        var layers = ConfigurationLayers(explicitFile: config)
        layers.checkedFiles = selection.configurationFiles
        layers.frontends = Frontends.registry
        layers.projectFolders = selection.projectFolders
        layers.overrides = ConfigurationOverrides(platform: platform, locale: locale, reader: reader.map(\.reader),
                                                  enabledRules: enabled, disabledRules: disabled)
        return layers
    }

    /// The linter `lint` and `preview` both run.
    func makeLinter(enabling enabled: [String] = [], disabling disabled: [String] = [], quiet: Bool = false) throws -> Linter {
        do {
            let linter = try layers(enabling: enabled, disabling: disabled).makeLinter()
            // A configuration found above the current folder is said, so that a file nobody
            // meant to apply is seen; one here, or named by --config, is the user's own.
            if !quiet, config == nil, let file = linter.configuration.configurationFile, file.hasPrefix("../") {
                fputs("checkbox-lint: note: using the configuration \(OneLine.path(file))\n", stderr)
            }
            return linter
        } catch {
            throw CommandFailure(message: error.message)
        }
    }

    /// The files that nested configuration files (in subfolders) select, and the linters of the
    /// files they apply to (`ConfigurationLayers.applyNested`).
    func applyNested(to selected: SelectedFiles, enabling enabled: [String] = [], disabling disabled: [String] = []) throws -> (SelectedFiles, [String: Linter]) {
        do {
            let (files, linters) = try layers(enabling: enabled, disabling: disabled).applyNested(to: selected.files)
            var selected = selected
            selected.files = files
            return (selected, linters)
        } catch {
            throw CommandFailure(message: error.message)
        }
    }

    /// String-resource notes of every linter of the run, each once, in order.
    static func resourceNotes(_ linter: Linter, _ nested: [String: Linter]) -> [String] {
        var seen = Set<String>()
        var notes: [String] = []
        var linters = [linter]
        var resources = Set([ObjectIdentifier(linter.stringResources)])
        for other in nested.values where resources.insert(ObjectIdentifier(other.stringResources)).inserted { linters.append(other) }
        for each in linters {
            for note in each.stringResources.notes where seen.insert(note).inserted { notes.append(note) }
        }
        return notes
    }

    /// The files `linter`'s configuration selects. Problems met while walking (folder loops) are
    /// printed as warnings and returned; a named path that cannot be used is thrown (exit 2).
    func selectFiles(for linter: Linter, excluding written: [InputCollector.FileIdentity] = []) throws -> SelectedFiles {
        let selected = try collectFiles(for: linter.configuration, excluding: written)
        for notification in selected.notifications {
            fputs("checkbox-lint: warning: \(notification)\n", stderr)
        }
        return selected
    }
}
