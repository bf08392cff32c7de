#if canImport(Glibc)
import Glibc
#endif

/// Gives the system back the memory a big document's model held once it is let go.
///
/// The model is hundreds of thousands of small allocations; freed, they stay in the allocator's
/// heap, resident, and the findings made next are one big allocation that glibc maps afresh: the
/// run's peak would be the model and the findings together even though the model is gone.
/// `malloc_trim` hands the freed pages back (a few system calls), so it is asked only after a model
/// big enough for that to matter.
enum MemoryReturn {
    /// Elements of a model worth a trim: about 2 MB of a file.
    static let elementsWorthReturning = 20_000

    static func giveBackFreedMemory() {
        _ = trim?(0)
    }

    /// glibc's `malloc_trim`, which its Swift module does not declare (it is in `malloc.h`);
    /// nil elsewhere (musl, Darwin), where there is nothing to do.
    private static let trim: (@convention(c) (Int) -> Int32)? = {
        #if canImport(Glibc)
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim") else { return nil }
        return unsafeBitCast(symbol, to: (@convention(c) (Int) -> Int32).self)
        #else
        return nil
        #endif
    }()
}
