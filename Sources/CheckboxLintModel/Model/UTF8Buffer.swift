/// Reports (and OrderedJSON's writers) are built as UTF-8 bytes in a reused buffer: appending a
/// native string's bytes is a copy, where `String.append` costs hundreds of instructions a call
/// (by callgrind, the text report's twelve appends a line were 6 % of a lint run).
extension Array where Element == UInt8 {
    // Inlinable: it is called across modules, once per piece of every report line.
    @inlinable
    package mutating func append(_ text: String) {
        // `withUTF8` reads a native or small string in place (anything else is made native
        // first): by callgrind, 60 instructions a call where the generic
        // `withContiguousStorageIfAvailable` on the view took 150, six times a report line.
        var text = text
        text.withUTF8 { append(contentsOf: $0) }
    }

    /// `value` in decimal, as `String(value)` writes it.
    @inlinable
    package mutating func appendDecimal(_ value: Int) {
        if value < 0 { append(UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        var divisor: UInt = 1
        while divisor <= magnitude / 10 { divisor *= 10 }
        repeat {
            append(UInt8(ascii: "0") + UInt8(truncatingIfNeeded: magnitude / divisor))
            magnitude %= divisor
            divisor /= 10
        } while divisor != 0
    }
}
