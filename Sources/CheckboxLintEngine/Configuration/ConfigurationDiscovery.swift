#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CheckboxLintModel
import CheckboxLintRules

/// Where a configuration file is.
public struct ConfigurationLocation: Sendable, Equatable {
    /// The path to read.
    public var path: String
    /// The path messages show: as given to `--config`, or relative to the current folder.
    public var displayPath: String
    /// The absolute folder that holds it.
    public var folder: String
}

/// Finds the configuration: the file `--config` names, else the nearest `.checkbox-lint.yml` (or
/// `.checkbox-lint.yaml`) from the current folder upwards, up to the root of the repository that
/// holds the current folder (the nearest folder with `.git`): a file above the checkout (a CI
/// runner's home, a shared `/tmp`) is never applied. Outside any repository the search goes up to
/// the filesystem root, as before. Both names in one folder is an error naming both.
public enum ConfigurationDiscovery {
    public static let fileName = ".checkbox-lint.yml"
    /// The other spelling YAML tools accept, read as well (issue 26).
    public static let alternativeFileName = ".checkbox-lint.yaml"
    public static let fileNames = [fileName, alternativeFileName]

    /// The configuration file in `folder` (absolute), if any; both names there is an error.
    static func file(in folder: String, display: String) throws(ConfigurationError) -> String? {
        var found: [String] = []
        for name in fileNames {
            let candidate = folder == "/" ? "/" + name : folder + "/" + name
            var info = stat()
            if stat(candidate, &info) == 0, info.st_mode & S_IFMT == S_IFREG { found.append(name) }
        }
        if found.count > 1 {
            throw ConfigurationError(file: display + found[0], line: nil, key: "",
                                     message: "two configuration files in one folder (\(display + found[0]) and \(display + found[1])); keep one")
        }
        return found.first
    }

    /// - Parameter currentDirectory: absolute.
    /// - Returns: nil when no configuration file is named and none is found (defaults apply).
    public static func locate(explicit: String?, currentDirectory: String) throws(ConfigurationError) -> ConfigurationLocation? {
        if let explicit {
            let absolute = FilePath.absolute(explicit, in: currentDirectory)
            var info = stat()
            guard stat(absolute, &info) == 0 else {
                let reason = String(cString: strerror(errno)).lowercased()
                throw ConfigurationError(file: explicit, line: nil, key: "", message: "cannot read configuration file: \(reason)")
            }
            guard info.st_mode & S_IFMT == S_IFREG else {
                throw ConfigurationError(file: explicit, line: nil, key: "", message: "cannot read configuration file: not a regular file")
            }
            // Files are related to the folder through the current folder, which has no symbolic
            // links in it: neither may the folder.
            var folder = FilePath.parent(absolute)
            if let real = realpath(folder, nil) {
                folder = String(cString: real)
                free(real)
            }
            return ConfigurationLocation(path: absolute, displayPath: explicit, folder: folder)
        }
        var folder = FilePath.absolute(".", in: currentDirectory)
        var levelsUp = 0
        while true {
            let prefix = String(repeating: "../", count: levelsUp)
            if let name = try file(in: folder, display: prefix) {
                let candidate = folder == "/" ? "/" + name : folder + "/" + name
                return ConfigurationLocation(path: candidate, displayPath: prefix + name, folder: folder)
            }
            // The repository's root is as far as the search goes.
            var info = stat()
            if folder == "/" || lstat(folder + "/.git", &info) == 0 { return nil }
            folder = FilePath.parent(folder)
            levelsUp += 1
        }
    }

    /// Locates, reads and checks the configuration; nil when there is none.
    public static func load(explicit: String?, currentDirectory: String) throws(ConfigurationError) -> ConfigurationFile? {
        guard let location = try locate(explicit: explicit, currentDirectory: currentDirectory) else { return nil }
        return try ConfigurationLoader.load(location)
    }
}
