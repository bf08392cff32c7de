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
        []
        #endif
    }
}
