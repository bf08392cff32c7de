#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CheckboxLintModel
import CheckboxLintRules
import CheckboxLintEngine

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
