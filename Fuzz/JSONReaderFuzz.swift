// libFuzzer target: arbitrary bytes through the JSON reader into the model builder.
func fuzzJSONReader(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    fuzzReader(data, size, file: "fuzz.json") { JSONReader.read($0, into: $1) }
    return 0
}
