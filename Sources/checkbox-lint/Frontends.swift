import CheckboxLintKit
#if SwiftSource
import CheckboxLintSwift
#endif

/// The front ends this build of the executable reads with, besides XML and JSON.
enum Frontends {
    static var registered: [any Frontend] {
        #if SwiftSource
        [SwiftFrontend()]
        #else
        [SwiftSourceLeftOut()]
        #endif
    }
}

#if !SwiftSource
/// A build without the `SwiftSource` trait: a `.swift` file named on the command line is skipped
/// (never reported as broken XML), and folder walks do not pick Swift files up.
struct SwiftSourceLeftOut: Frontend {
    var fileExtensions: [String] { [] }

    func claims(path: String, bytes: [UInt8]) -> Bool {
        path.lowercased().hasSuffix(".swift")
    }

    func read(bytes: [UInt8], file: String, context: FrontendContext) -> Linter.Reading {
        .skipped
    }
}
#endif
