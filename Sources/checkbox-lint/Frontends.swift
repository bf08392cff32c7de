import CheckboxLintKit
#if SwiftSource
import CheckboxLintSwift
#endif

/// The front ends this build of the executable reads with: the Kit's standard ones, and Swift
/// source when it was built with it.
enum Frontends {
    static var registry: FrontendRegistry {
        var registry = FrontendRegistry.standard
        #if SwiftSource
        registry.register(SwiftFrontend())
        #else
        registry.register(SwiftSourceLeftOut())
        #endif
        return registry
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
