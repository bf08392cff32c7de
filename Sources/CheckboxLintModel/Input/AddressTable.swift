/// What was found out about an address that stays valid while one parse runs (a name in libxml2's
/// dictionary, which hands out one address per distinct name), with a small tag to tell apart
/// several findings about it. A document repeats a few dozen names thousands of times: finding one
/// again here costs a hash of the address, a load and a compare, where making it a `String` and
/// looking that up cost hundreds of instructions. Two entries that share a slot replace each other.
struct AddressTable<Value> {
    private var slots: [(address: UnsafeRawPointer?, tag: Int, value: Value)]
    private let shift: UInt64

    /// A table of 2^`bits` slots; `empty` fills the slots no address has taken yet.
    init(bits: Int, empty: Value) {
        slots = Array(repeating: (nil, 0, empty), count: 1 << bits)
        shift = UInt64(64 - bits)
    }

    /// The value for `address` and `tag`: the one remembered, else `make()`'s, remembered.
    mutating func value(for address: UnsafeRawPointer, tag: Int = 0, make: () -> Value) -> Value {
        // Fibonacci hashing: libxml2 packs its dictionary's strings, so every bit of an address varies.
        let key = UInt64(UInt(bitPattern: address)) &+ UInt64(truncatingIfNeeded: tag)
        let slot = Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> shift)
        if slots[slot].address == address, slots[slot].tag == tag { return slots[slot].value }
        let value = make()
        slots[slot] = (address, tag, value)
        return value
    }
}
