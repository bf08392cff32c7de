#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs work on a thread of its own with a large stack, and waits for it.
///
/// swift-syntax's parser and the walks over its trees recurse once per level of nesting; a
/// worker thread's stack (8 MiB for the main thread, 512 KiB for others on macOS, less in a debug
/// build's terms) overflows long before `SwiftSourceBounds` stops a file. The stack is address
/// space, taken from memory only as deep as the recursion goes.
enum LargeStackThread {
    static let stackSize = 256 << 20

    /// The result of `work`, run on a new thread with a `stackSize` stack; on the calling thread
    /// when no such thread can be made (then the bounds still keep the recursion shallow).
    static func run<Result>(_ work: @escaping () -> Result) -> Result {
        var result: Result?
        let job = Job { result = work() }
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setstacksize(&attributes, stackSize)
        #if canImport(Darwin)
        var thread: pthread_t?
        #else
        var thread = pthread_t()
        #endif
        let retained = Unmanaged.passRetained(job)
        let created = pthread_create(&thread, &attributes, { argument in
            Unmanaged<Job>.fromOpaque(argument!).takeRetainedValue().body()
            return nil
        }, retained.toOpaque())
        guard created == 0 else {
            retained.release()
            return work()
        }
        #if canImport(Darwin)
        pthread_join(thread!, nil)
        #else
        pthread_join(thread, nil)
        #endif
        return result!
    }

    /// The work, as a class instance that a C thread's start routine can be handed.
    private final class Job {
        let body: () -> Void
        init(_ body: @escaping () -> Void) { self.body = body }
    }
}
