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

/// Finds the configuration: the file `--config` names, else the nearest `.checkbox-lint.yml`
/// from the current folder upwards, up to the filesystem root.
public enum ConfigurationDiscovery {
    public static let fileName = ".checkbox-lint.yml"

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
            let candidate = folder == "/" ? "/" + fileName : folder + "/" + fileName
            var info = stat()
            if stat(candidate, &info) == 0, info.st_mode & S_IFMT == S_IFREG {
                let display = String(repeating: "../", count: levelsUp) + fileName
                return ConfigurationLocation(path: candidate, displayPath: display, folder: folder)
            }
            if folder == "/" { return nil }
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
