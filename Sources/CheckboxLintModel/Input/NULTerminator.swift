/// A zero byte kept in memory just after an input's last byte, so that libxml2 can read the input
/// in place: its parser takes a NUL for the end of the buffer (it never checks the length first),
/// and a copy of its own cost 1.6 times the file at the peak of a big file's lint.
///
/// The zero lies in the array's spare capacity, past `count`: nothing in Swift reads or writes it,
/// and an array that `SourceText` keeps is never mutated again, so it stays there.
enum NULTerminator {
    /// `bytes` with a zero byte written just past its end: in place when the array is not shared
    /// and has room (a file read by `FileReader` has one byte to spare), else in a copy.
    static func terminated(_ bytes: consuming [UInt8]) -> [UInt8] {
        bytes.append(0)
        bytes.removeLast()
        return bytes
    }

    /// Whether the byte just past the end of `buffer`, in its array's capacity, is zero.
    static func isTerminated(_ bytes: [UInt8]) -> Bool {
        guard bytes.capacity > bytes.count else { return false }
        return bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return false }
            return base[buffer.count] == 0
        }
    }
}
