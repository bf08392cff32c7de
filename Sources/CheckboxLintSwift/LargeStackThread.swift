#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs work on a thread of its own with a large stack, and waits for it.
///
/// swift-syntax's parser and the walks over its trees (its visitors, `description`) recurse once
/// or more per level of nesting. Within `SwiftSourceBounds` a file may still nest 128 levels and
/// chain 400 modifiers, and a worker thread's stack is small (512 KiB on macOS), a debug build's
/// frames several times larger: on its own thread, no file within the bounds can overflow it. The
/// stack is address space, taken from memory only as deep as the recursion goes.
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
            // Optional on Linux, not on Darwin.
            let pointer: UnsafeMutableRawPointer? = argument
            Unmanaged<Job>.fromOpaque(pointer!).takeRetainedValue().body()
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
