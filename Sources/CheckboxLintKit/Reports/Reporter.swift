#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A report format. The run hands it each file's result in report order, then the summary;
/// streaming formats write as results come, document formats (JSON, SARIF) write at the end.
public protocol Reporter {
    mutating func report(_ result: FileResult, to output: ReportOutput)
    /// `notifications` are the problems met on the way (unreadable files, folder loops).
    mutating func finish(_ summary: RunSummary, notifications: [String], to output: ReportOutput)
}

/// Where a report goes: a C stream, buffered, so that writing thousands of lines costs a few
/// system calls.
public final class ReportOutput {
    private let stream: UnsafeMutablePointer<FILE>
    public private(set) var failed = false
    /// The reader went away (`checkbox-lint preview | head -1`): not an error of the command's, so
    /// it ends quietly, as a `lint | head` does.
    public private(set) var readerClosed = false
    /// Why the first write that failed did (`strerror`), e.g. "no space left on device".
    public private(set) var failureReason: String?

    public init(stream: UnsafeMutablePointer<FILE>) {
        self.stream = stream
    }

    public static let standardOutput = ReportOutput(stream: stdout)

    public func write(_ text: String) {
        var text = text
        text.withUTF8 { write($0) }
    }

    /// Writes UTF-8 bytes that a reporter built.
    public func write(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { write($0) }
    }

    private func write(_ bytes: UnsafeBufferPointer<UInt8>) {
        // After a failure nothing more is written: the run ends with exit status 2 anyway.
        guard !failed else { return }
        if fwrite(bytes.baseAddress, 1, bytes.count, stream) != bytes.count { fail() }
    }

    public func flush() {
        guard !failed else { return }
        if fflush(stream) != 0 { fail() }
    }

    private func fail() {
        failed = true
        failureReason = String(cString: strerror(errno)).lowercased()
        if errno == EPIPE { readerClosed = true }
    }
}

/// Reports are built as UTF-8 bytes in a reused buffer: appending a native string's bytes is a
/// copy, where `String.append` costs hundreds of instructions a call (by callgrind, the text
/// report's twelve appends a line were 6 % of a lint run).
extension Array where Element == UInt8 {
    mutating func append(_ text: String) {
        // `withUTF8` reads a native or small string in place (anything else is made native
        // first): by callgrind, 60 instructions a call where the generic
        // `withContiguousStorageIfAvailable` on the view took 150, six times a report line.
        var text = text
        text.withUTF8 { append(contentsOf: $0) }
    }

    /// `value` in decimal, as `String(value)` writes it.
    mutating func appendDecimal(_ value: Int) {
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
