// libFuzzer target: arbitrary bytes through the XML reader into the model builder.
// Built by scripts/fuzz with ReaderFuzzing.swift and the library sources (not a SwiftPM target:
// SwiftPM renames `main`).

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    fuzzReader(data, size, file: "fuzz.xml") { XMLReader.read($0, into: $1) }
    return 0
}
