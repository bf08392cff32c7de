import Foundation

/// A value read once for each project folder of a run and shared by its files, whichever worker
/// thread asks first (a project's strings table, its own `Image` symbol initialisers). Two threads
/// may read one project at once before either keeps it: the reads are the same, the last is kept.
final class ProjectCache<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var byRoot: [String: Value] = [:]

    /// The value of the project at `root`, read by `read` the first time it is asked for.
    func value(forRoot root: String, reading read: (String) -> Value) -> Value {
        lock.lock()
        if let known = byRoot[root] {
            lock.unlock()
            return known
        }
        lock.unlock()
        let found = read(root)
        lock.lock()
        byRoot[root] = found
        lock.unlock()
        return found
    }
}
