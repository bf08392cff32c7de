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
///
/// The threads are kept and reused, one per caller at a time: a thread made per file cost its
/// stack's mapping and unmapping (too large for the C library's cache of stacks) and, on every
/// file, the page faults of the stack's first pages again.
enum LargeStackThread {
    static let stackSize = 256 << 20

    /// The result of `work`, run on a thread with a `stackSize` stack; on the calling thread
    /// when no such thread can be made (then the bounds still keep the recursion shallow).
    static func run<Result>(_ work: @escaping () -> Result) -> Result {
        guard let worker = Worker.idle() ?? Worker.make() else { return work() }
        var result: Result?
        worker.perform { result = work() }
        Worker.release(worker)
        return result!
    }

    /// A thread with a large stack that runs one job at a time, handed over under its lock.
    private final class Worker {
        // Allocated: a stored `pthread_mutex_t` passed as `&lock` has no stable address in Swift.
        private let lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        private let changed = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
        private var job: (() -> Void)?
        private var finished = false

        /// Workers not running a job; taken and given back under `poolLock`.
        private static var pool: [Worker] = []
        private static var poolLock: UnsafeMutablePointer<pthread_mutex_t> = {
            let lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
            lock.initialize(to: pthread_mutex_t())
            pthread_mutex_init(lock, nil)
            return lock
        }()

        private init() {
            lock.initialize(to: pthread_mutex_t())
            changed.initialize(to: pthread_cond_t())
            pthread_mutex_init(lock, nil)
            pthread_cond_init(changed, nil)
        }

        static func idle() -> Worker? {
            pthread_mutex_lock(poolLock)
            defer { pthread_mutex_unlock(poolLock) }
            return pool.popLast()
        }

        static func release(_ worker: Worker) {
            pthread_mutex_lock(poolLock)
            pool.append(worker)
            pthread_mutex_unlock(poolLock)
        }

        /// A new worker whose thread waits for jobs; nil when no thread can be made. Its thread
        /// holds it, and lives as long as the process.
        static func make() -> Worker? {
            let worker = Worker()
            var attributes = pthread_attr_t()
            pthread_attr_init(&attributes)
            defer { pthread_attr_destroy(&attributes) }
            pthread_attr_setstacksize(&attributes, stackSize)
            pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
            #if canImport(Darwin)
            var thread: pthread_t?
            #else
            var thread = pthread_t()
            #endif
            let retained = Unmanaged.passRetained(worker)
            let created = pthread_create(&thread, &attributes, { argument in
                // Optional on Linux, not on Darwin.
                let pointer: UnsafeMutableRawPointer? = argument
                Unmanaged<Worker>.fromOpaque(pointer!).takeRetainedValue().serve()
            }, retained.toOpaque())
            guard created == 0 else {
                retained.release()
                return nil
            }
            return worker
        }

        /// Runs `body` on the worker's thread and returns when it is done.
        func perform(_ body: @escaping () -> Void) {
            pthread_mutex_lock(lock)
            job = body
            finished = false
            pthread_cond_broadcast(changed)
            while !finished { pthread_cond_wait(changed, lock) }
            pthread_mutex_unlock(lock)
        }

        /// The thread's loop: waits for a job, runs it, says it is done.
        private func serve() -> Never {
            while true {
                pthread_mutex_lock(lock)
                while job == nil { pthread_cond_wait(changed, lock) }
                let body = job!
                job = nil
                pthread_mutex_unlock(lock)
                body()
                pthread_mutex_lock(lock)
                finished = true
                pthread_cond_broadcast(changed)
                pthread_mutex_unlock(lock)
            }
        }
    }
}
