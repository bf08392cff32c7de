// libFuzzer target: arbitrary bytes through the XML reader into the model builder.
func fuzzXMLReader(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    fuzzReader(data, size, file: "fuzz.xml") { XMLReader.read($0, into: $1) }
    return 0
}
