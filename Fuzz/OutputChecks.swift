// Shared by every fuzz target (scripts/fuzz compiles it with each): what any line we print must be.

#if canImport(Glibc)
import Glibc
#endif

/// Every line of `text` is one line by any reader's count (no CR, NEL U+0085, U+2028, U+2029 or
/// other control character left in it) and none starts a GitHub Actions workflow command (`::`,
/// after spaces) or holds `##[` (the runner's older commands, found anywhere in a line), unless
/// `commands` allows the `github` format's own annotations.
func checkOutputLines(_ text: String, commands: Bool = false, _ what: String) {
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
        if let bad = line.unicodeScalars.first(where: OneLine.needsEscape) {
            preconditionFailure("\(what): a raw U+\(String(bad.value, radix: 16)) in the line \(line.debugDescription)")
        }
        precondition(!line.contains("##["), "\(what): a line with the runner's older command prefix ##[: \(line.debugDescription)")
        if OneLine.startsCommand(line) {
            let own = commands && (line.hasPrefix("::error file=") || line.hasPrefix("::warning file=") || line.hasPrefix("::notice file="))
            precondition(own, "\(what): a line that is a workflow command: \(line.debugDescription)")
        }
    }
}

/// What `body` writes to a `ReportOutput`, as text (an in-memory stream).
func rendered(_ body: (ReportOutput) -> Void) -> String {
    var buffer: UnsafeMutablePointer<CChar>?
    var size = 0
    guard let stream = open_memstream(&buffer, &size) else { preconditionFailure("open_memstream failed") }
    let output = ReportOutput(stream: stream)
    body(output)
    output.flush()
    fclose(stream)
    defer { free(buffer) }
    return String(decoding: UnsafeRawBufferPointer(start: buffer, count: size), as: UTF8.self)
}
