import CheckboxLintKit

/// The finding of a Swift file whose platform its Xcode project would decide but cannot, because a
/// file the project needs could not be read: a project file that is no property list, an `.xcconfig`
/// a configuration is based on (or a non-optional `#include`) that is missing, too large or not
/// UTF-8. Xcode itself refuses to build such a project; the linter says what it could not read and
/// that the configured platform was used, instead of reading the file as iOS without a word: a
/// platform taken silently would turn every platform-dependent finding of the file (a Toggle read as
/// a switch or as a check box, the role words, the tap sizes) into a guess the user cannot see, so
/// the unreadable file is named, at a location, for the user to fix or to configure past.
///
/// It is a `parse-error` (the check for input that cannot be read, as a malformed XML file's), at
/// the start of the Swift file, about the file as a whole, asked at `warning`: the Swift file
/// itself was read and linted in full, only its platform is the configured one.
enum UndecidedProjectPlatform {
    static func diagnostic(unreadable: [(path: String, reason: String)], configured: Platform) -> Diagnostic {
        let files = unreadable.prefix(3).map { "`\($0.path)` \($0.reason)" }.joined(separator: "; ")
        let more = unreadable.count > 3 ? " (and \(unreadable.count - 3) more)" : ""
        let platformName = configured == .macos ? "macOS" : configured == .ios ? "iOS" : configured.rawValue
        let message = "The platform of this file is not decided by its Xcode project, a file of which cannot be read: "
            + files + more + "; the file is linted for \(platformName), the configured platform — "
            + "restore the file, or set `platform:` in the configuration to say which"
        return Diagnostic(ruleID: DocumentCheck.parseError.id, message: message, location: .start, element: nil,
                          requestedSeverity: .warning)
    }
}
