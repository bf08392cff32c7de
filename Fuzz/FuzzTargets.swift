// The fuzz binary's one libFuzzer entry point. scripts/fuzz compiles the library, the Swift front
// end and every target in this folder into one binary (one optimised compile instead of one per
// target) and names the target to run in CHECKBOX_LINT_FUZZ_TARGET. Not a SwiftPM target: SwiftPM
// renames `main`, which libFuzzer provides. swift-syntax is linked as SwiftPM built it, not
// instrumented: coverage guides through checkbox-lint's own code.

import Foundation

/// The targets by the name scripts/fuzz passes.
let fuzzTargets: [String: (UnsafePointer<UInt8>, Int) -> Int32] = [
    "xml": fuzzXMLReader,
    "json": fuzzJSONReader,
    "lint": fuzzLint,
    "kotlin": fuzzKotlin,
    "swift": fuzzSwiftFrontend,
]

private let chosenTarget: (UnsafePointer<UInt8>, Int) -> Int32 = {
    let name = ProcessInfo.processInfo.environment["CHECKBOX_LINT_FUZZ_TARGET"] ?? ""
    guard let target = fuzzTargets[name] else {
        let known = fuzzTargets.keys.sorted().joined(separator: ", ")
        FileHandle.standardError.write(Data("CHECKBOX_LINT_FUZZ_TARGET is '\(name)': one of \(known) is needed\n".utf8))
        exit(2)
    }
    return target
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    chosenTarget(data, size)
}
