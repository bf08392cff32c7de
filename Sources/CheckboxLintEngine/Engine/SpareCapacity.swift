/// Gives back the spare capacity that growth by doubling left in a big array, before another
/// array as big is made from it: the linter's diagnostics of a 200,000-checkbox file (378,000)
/// sat in room for 524,288 while their findings were made, 9 MiB of the run's peak.
enum SpareCapacity {
    /// Trimmed only when the slack is worth a move: more than a quarter of the elements, and more
    /// than `minimumSlack` of them (a small file's few diagnostics are left as they are).
    static let minimumSlack = 4_096

    /// `array` in an allocation of its own size when it has much room to spare, else as it is.
    /// The elements are moved, not copied (no reference counted twice); `filler`, a value that
    /// owns nothing (empty strings), takes their places in the old storage until it is freed.
    static func trimmed<Element>(_ array: consuming [Element], filler: Element) -> [Element] {
        let count = array.count
        guard array.capacity - count > max(minimumSlack, count / 4) else { return array }
        return [Element](unsafeUninitializedCapacity: count) { target, made in
            array.withUnsafeMutableBufferPointer { source in
                _ = target.moveInitialize(fromContentsOf: source)
                source.initialize(repeating: filler)
            }
            made = count
        }
    }
}
