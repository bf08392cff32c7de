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

    public init(stream: UnsafeMutablePointer<FILE>) {
        self.stream = stream
    }

    public static let standardOutput = ReportOutput(stream: stdout)

    public func write(_ text: String) {
        var text = text
        text.withUTF8 { bytes in
            if fwrite(bytes.baseAddress, 1, bytes.count, stream) != bytes.count { failed = true }
        }
    }

    public func flush() {
        if fflush(stream) != 0 { failed = true }
    }
}
