import Foundation
import Testing
@testable import CheckboxLintKit
@testable import CheckboxLintModel
@testable import CheckboxLintFrontends
@testable import CheckboxLintRules
@testable import CheckboxLintEngine
@testable import CheckboxLintReports
#if canImport(Glibc)
import Glibc
#endif

/// SPEC §7: whatever the input, checkbox-lint never crashes, never hangs, never reads or fetches
/// what a document points at, and reports what it cannot read. Cases about the process (exit
/// status, signals, standard error) run the built executable; large inputs are made here.
@Suite struct HostileInputTests {
    // MARK: - Helpers


    /// This suite is about reading: the document checks and `label-missing` only, so that the
    /// catalogue's structural rules (group headers, hit areas…) do not blur what is asserted.
    static let readingChecks: LintConfiguration = {
        var configuration = LintConfiguration()
        for id in RuleRegistry.ids where !DocumentCheck.all.map(\.id).contains(id) && id != "label-missing" {
            configuration.disable(id)
        }
        return configuration
    }()

    func findings(_ bytes: [UInt8], file: String, configuration: LintConfiguration = readingChecks) -> [Finding] {
        switch try! Linter(configuration: configuration).lint(bytes: bytes, file: file) {
        case .linted(let findings): return findings
        case .skipped:
            Issue.record("\(file) was skipped, expected findings")
            return []
        }
    }

    func findings(_ text: String, file: String) -> [Finding] {
        findings(Array(text.utf8), file: file)
    }

    /// Runs the executable and checks the one thing every run must do: exit 0, 1 or 2, never die of a signal.
    @discardableResult
    func run(_ arguments: [String], in directory: URL, stdin: String? = nil,
             sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> CLI.Result {
        let result = try CLI.run(arguments, in: directory, stdin: stdin)
        #expect([0, 1, 2].contains(result.status), "exit status \(result.status): \(result.stderr)", sourceLocation: sourceLocation)
        #expect(!result.stderr.contains("killed by signal"), sourceLocation: sourceLocation)
        return result
    }

    /// Every report format the executable offers (others are being added in parallel; a format it
    /// rejects as unknown is left out, and `text` must always be there).
    func availableFormats(in directory: URL) throws -> [String] {
        var formats: [String] = []
        for format in ["text", "json", "sarif", "github"] {
            let probe = try CLI.run(["--format", format, "--help"], in: directory)
            if probe.status == 0 { formats.append(format) }
        }
        #expect(formats.contains("text"))
        return formats
    }

    /// Seconds taken by `body`.
    func seconds(_ body: () -> Void) -> Double {
        let clock = ContinuousClock()
        let elapsed = clock.measure(body)
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    }

    /// Deterministic bytes that look like nothing in particular.
    func randomBytes(count: Int, seed: UInt64) -> [UInt8] {
        var state = seed
        return (0..<count).map { _ in
            // SplitMix64.
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return UInt8(truncatingIfNeeded: z ^ (z >> 31))
        }
    }

    // MARK: - Nothing a document points at is read

    /// A secret the documents below try to reach; its marker must never appear in any output.
    struct Secret {
        let folder: URL
        let marker = "SECRET-\(UUID().uuidString)"
        var file: URL { folder.appendingPathComponent("secret.txt") }
        var dtd: URL { folder.appendingPathComponent("secret.dtd") }

        init() throws {
            folder = Support.temporaryFolder()
            try marker.write(to: file, atomically: true, encoding: .utf8)
            try "<!ENTITY leak \"\(marker)\">\n<!ATTLIST checkbox label CDATA \"\(marker)\">\n"
                .write(to: dtd, atomically: true, encoding: .utf8)
        }

        /// Documents that point at the secret in every way XML allows.
        var documents: [String: String] {
            let body = "<ui version=\"1\"><screen id=\"s\"><checkbox id=\"a\" label=\"&leak;\" width=\"44\" height=\"44\"/></screen></ui>\n"
            return [
                "general-entity.xml": "<?xml version=\"1.0\"?>\n<!DOCTYPE ui [ <!ENTITY leak SYSTEM \"file://\(file.path)\"> ]>\n" + body,
                "parameter-entity.xml": "<?xml version=\"1.0\"?>\n<!DOCTYPE ui [ <!ENTITY % p SYSTEM \"file://\(dtd.path)\"> %p; ]>\n" + body,
                "external-dtd.xml": "<?xml version=\"1.0\"?>\n<!DOCTYPE ui SYSTEM \"file://\(dtd.path)\">\n" + body,
                "public-dtd.xml": "<?xml version=\"1.0\"?>\n<!DOCTYPE ui PUBLIC \"-//X//DTD UI//EN\" \"\(dtd.path)\">\n" + body,
                "relative-dtd.xml": "<?xml version=\"1.0\"?>\n<!DOCTYPE ui SYSTEM \"secret.dtd\">\n" + body,
                "xinclude.xml": "<ui version=\"1\" xmlns:xi=\"http://www.w3.org/2001/XInclude\"><screen id=\"s\"><xi:include href=\"file://\(file.path)\" parse=\"text\"/></screen></ui>\n",
            ]
        }
    }

    @Test func externalEntitiesAndDTDsAreNeverReadByTheLibrary() throws {
        let secret = try Secret()
        defer { try? FileManager.default.removeItem(at: secret.folder) }
        for (name, text) in secret.documents {
            // Linted where the relative DTD would be found, were it ever looked for.
            let found = findings(text, file: secret.folder.appendingPathComponent(name).path)
            for finding in found {
                #expect(!finding.message.contains(secret.marker), "\(name) leaked the secret: \(finding.message)")
                #expect(!finding.path.contains(secret.marker))
            }
            if name == "xinclude.xml" {
                // XInclude is not processed: the element is simply one the model does not know.
                #expect(Support.ruleIDs(found).contains("unknown-element"), "\(name): \(Support.summary(found))")
            } else {
                #expect(Support.ruleIDs(found) == ["parse-error"], "\(name): \(Support.summary(found))")
                #expect(found.first?.location.line == 2, "\(name): \(Support.summary(found))")
            }
        }
    }

    @Test func externalEntitiesAndDTDsAreNeverReadByTheExecutableInAnyFormat() throws {
        let secret = try Secret()
        defer { try? FileManager.default.removeItem(at: secret.folder) }
        let documents = secret.documents
        for (name, text) in documents {
            try text.write(to: secret.folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        for format in try availableFormats(in: secret.folder) {
            let result = try run(["--format", format] + documents.keys.sorted(), in: secret.folder)
            #expect(result.status == 1, "\(format): \(result.stderr)")
            #expect(!result.stdout.contains(secret.marker), "\(format) output leaked the secret")
            #expect(!result.stderr.contains(secret.marker), "\(format) errors leaked the secret")
            #expect(result.stdout.contains("parse-error"), "\(format)")
        }
        // And from standard input, where there is no file to be relative to.
        let piped = try run(["-"], in: secret.folder, stdin: documents["general-entity.xml"])
        #expect(piped.status == 1)
        #expect(!piped.stdout.contains(secret.marker) && !piped.stderr.contains(secret.marker))
    }

    /// A TCP socket listening on 127.0.0.1 that counts the connections made to it.
    final class Listener {
        let descriptor: Int32
        let port: UInt16

        init() throws {
            let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            guard descriptor >= 0 else { throw POSIXError(.EIO) }
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_port = 0
            address.sin_addr.s_addr = inet_addr("127.0.0.1")
            let bound = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
                }
            }
            guard bound == 0, listen(descriptor, 64) == 0 else { throw POSIXError(.EADDRINUSE) }
            var length = socklen_t(MemoryLayout<sockaddr_in>.size)
            _ = withUnsafeMutablePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
            }
            _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
            self.descriptor = descriptor
            self.port = UInt16(bigEndian: address.sin_port)
        }

        /// Connections made so far (the kernel completes them in the backlog without an accept).
        func connections() -> Int {
            var count = 0
            while true {
                let client = accept(descriptor, nil, nil)
                guard client >= 0 else { return count }
                close(client)
                count += 1
            }
        }

        deinit { close(descriptor) }
    }

    @Test func noNetworkConnectionIsEverAttempted() throws {
        let listener = try Listener()
        // The listener works: a connection made on purpose is counted.
        let probe = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = listener.port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(probe, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        close(probe)
        #expect(connected == 0)
        #expect(listener.connections() == 1)

        let url = "http://127.0.0.1:\(listener.port)/ui.dtd"
        let body = "<ui version=\"1\"><screen id=\"s\"><checkbox id=\"a\" label=\"&x;\"/></screen></ui>\n"
        let documents = [
            "dtd.xml": "<?xml version=\"1.0\"?>\n<!DOCTYPE ui SYSTEM \"\(url)\">\n" + body,
            "entity.xml": "<?xml version=\"1.0\"?>\n<!DOCTYPE ui [ <!ENTITY x SYSTEM \"\(url)\"> ]>\n" + body,
            "parameter.xml": "<?xml version=\"1.0\"?>\n<!DOCTYPE ui [ <!ENTITY % p SYSTEM \"\(url)\"> %p; ]>\n" + body,
            "schema.xml": "<ui version=\"1\" xmlns:xsi=\"http://www.w3.org/2001/XMLSchema-instance\" xsi:noNamespaceSchemaLocation=\"\(url)\"/>\n",
        ]
        for (name, text) in documents {
            _ = findings(text, file: name)
        }
        #expect(listener.connections() == 0, "the library connected to \(url)")

        let root = try Support.folder(documents.mapValues { Array($0.utf8) })
        defer { try? FileManager.default.removeItem(at: root) }
        for format in try availableFormats(in: root) {
            try run(["--format", format, "."], in: root)
        }
        #expect(listener.connections() == 0, "the executable connected to \(url)")
    }

    // MARK: - Expansion and nesting are bounded

    @Test func billionLaughsEndsQuicklyWithAParseError() {
        var text = "<?xml version=\"1.0\"?>\n<!DOCTYPE ui [\n <!ENTITY lol0 \"lol\">\n"
        for level in 1...9 {
            text += " <!ENTITY lol\(level) \"" + String(repeating: "&lol\(level - 1);", count: 10) + "\">\n"
        }
        text += "]>\n<ui version=\"1\"><screen id=\"s\"><checkbox id=\"a\" label=\"&lol9;\"/></screen></ui>\n"
        var found: [Finding] = []
        let time = seconds { found = findings(text, file: "laughs.xml") }
        // Refused at the first entity declaration.
        #expect(Support.summary(found) == ["3:21 parse-error"])
        #expect(time < 2, "took \(time) s")
    }

    @Test func quadraticBlowupEndsQuicklyWithAParseError() {
        let entity = String(repeating: "a", count: 100_000)
        let references = String(repeating: "&a;", count: 100_000)
        let text = "<?xml version=\"1.0\"?>\n<!DOCTYPE ui [<!ENTITY a \"\(entity)\">]>\n<ui version=\"1\"><screen id=\"s\"><checkbox id=\"c\" label=\"\(references)\"/></screen></ui>\n"
        var found: [Finding] = []
        let time = seconds { found = findings(text, file: "quadratic.xml") }
        #expect(Support.ruleIDs(found) == ["parse-error"])
        #expect(found.first?.location.line == 2)
        #expect(time < 2, "took \(time) s")
    }

    static let hugeDepth = 100_000

    static var deepXML: String {
        "<ui version=\"1\">" + String(repeating: "<group>", count: hugeDepth) + String(repeating: "</group>", count: hugeDepth) + "</ui>"
    }

    static var deepJSONElements: String {
        String(repeating: "{\"type\": \"group\", \"children\": [", count: hugeDepth) + "{}" + String(repeating: "]}", count: hugeDepth)
    }

    @Test func hundredThousandLevelsOfNestingAreAParseErrorInTheLibrary() {
        let cases: [(String, String)] = [
            ("deep.xml", Self.deepXML),
            ("deep.json", Self.deepJSONElements),
            ("arrays.json", String(repeating: "[", count: Self.hugeDepth) + String(repeating: "]", count: Self.hugeDepth)),
            ("objects.json", String(repeating: "{\"a\":", count: Self.hugeDepth) + "1" + String(repeating: "}", count: Self.hugeDepth)),
            ("unclosed.xml", String(repeating: "<ui>", count: Self.hugeDepth)),
        ]
        for (name, text) in cases {
            let found = findings(text, file: name)
            #expect(Support.ruleIDs(found) == ["parse-error"], "\(name): \(Support.summary(found))")
            #expect(found.first?.message.contains("256") == true || found.first?.message.lowercased().contains("depth") == true,
                    "\(name): \(found.first?.message ?? "")")
        }
    }

    @Test func hundredThousandLevelsOfNestingAreAParseErrorInTheExecutable() throws {
        let root = try Support.folder(["deep.xml": Array(Self.deepXML.utf8), "deep.json": Array(Self.deepJSONElements.utf8)])
        defer { try? FileManager.default.removeItem(at: root) }
        // One job (the main thread's stack) and several (worker threads, whose stacks are smaller).
        for jobs in ["1", "2"] {
            let result = try run(["--jobs", jobs, "deep.xml", "deep.json"], in: root)
            #expect(result.status == 1, "\(result.stderr)")
            #expect(result.stdout.components(separatedBy: "[parse-error]").count == 3, "\(result.stdout)")
        }
        let piped = try run(["-", "--stdin-filename", "deep.json"], in: root, stdin: Self.deepJSONElements)
        #expect(piped.status == 1)
    }

    /// ui > screen > 198 groups > checkbox: 200 levels of elements, which must still be read.
    @Test func validDocumentsTwoHundredLevelsDeepAreRead() throws {
        let groups = 198
        var xml = "<ui version=\"1\">\n<screen id=\"s\">\n"
        var json = "{\"type\": \"ui\", \"version\": 1, \"children\": [\n{\"type\": \"screen\", \"id\": \"s\", \"children\": [\n"
        for level in 0..<groups {
            xml += "<group id=\"g\(level)\" header=\"Level \(level)\">\n"
            json += "{\"type\": \"group\", \"id\": \"g\(level)\", \"header\": \"Level \(level)\", \"children\": [\n"
        }
        xml += "<checkbox id=\"deepest\" width=\"44\" height=\"44\"/>\n" + String(repeating: "</group>\n", count: groups) + "</screen>\n</ui>\n"
        json += "{\"type\": \"checkbox\", \"id\": \"deepest\", \"width\": 44, \"height\": 44}\n" + String(repeating: "]}\n", count: groups) + "]}\n]}\n"
        let line = groups + 3
        let path = "s/" + (0..<groups).map { "g\($0)" }.joined(separator: "/") + "/deepest"
        for (name, text) in [("deep.xml", xml), ("deep.json", json)] {
            let found = findings(text, file: name)
            #expect(Support.summary(found) == ["\(line):1 label-missing"], "\(name): \(found.map(\.message))")
            #expect(found.first?.path == path)
            let document = Support.document(text, syntax: name.hasSuffix(".xml") ? .xml : .json)
            #expect(document.elements.count == groups + 3)
        }
        // And through the executable, on worker threads too.
        let root = try Support.folder(["deep.xml": Array(xml.utf8), "deep.json": Array(json.utf8)])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try run(["--jobs", "2", "."], in: root)
        #expect(result.status == 1)
        #expect(result.stdout.hasPrefix("deep.json:\(line):1: error: Checkbox 'deepest' has no accessible name"), "\(result.stdout)")
    }

    // MARK: - Size

    @Test func aFileOverTheSizeLimitIsReportedNotRead() throws {
        // Malformed past the limit: had it been read, the finding would be a parse error there.
        let text = "<ui version=\"1\">\n" + String(repeating: " ", count: 4096) + "<checkbox label=\"unclosed"
        let root = try Support.folder(["big.xml": Array(text.utf8), "small.xml": Array("<ui version=\"1\"/>".utf8)])
        defer { try? FileManager.default.removeItem(at: root) }
        var configuration = LintConfiguration()
        configuration.maximumFileSize = 1024
        let run = LintRun(linter: try Linter(configuration: configuration), jobs: 1)
        let big = run.lint(InputFile(path: root.appendingPathComponent("big.xml").path, displayPath: "big.xml"))
        #expect(Support.summary(big.findings) == ["1:1 parse-error"])
        #expect(big.findings.first?.message.contains("size limit") == true, "\(big.findings.first?.message ?? "")")
        #expect(big.findings.first?.message.contains("\(text.utf8.count) bytes") == true)
        // A file within the limit is read as usual.
        let small = run.lint(InputFile(path: root.appendingPathComponent("small.xml").path, displayPath: "small.xml"))
        guard case .linted(let smallFindings) = small.outcome else { Issue.record("\(small.outcome)"); return }
        #expect(smallFindings.isEmpty)
    }

    @Test func standardInputStopsReadingAtTheSizeLimit() throws {
        var descriptors: [Int32] = [0, 0]
        #expect(pipe(&descriptors) == 0)
        defer { close(descriptors[0]) }
        // More than the pipe holds would block the writer: write only what it holds.
        let chunk = [UInt8](repeating: 0x20, count: 8192)
        #expect(write(descriptors[1], chunk, chunk.count) == chunk.count)
        close(descriptors[1])
        guard case .failure(.tooLarge(_, let limit)) = FileReader.readAll(descriptors[0], limit: 4096) else {
            Issue.record("expected tooLarge")
            return
        }
        #expect(limit == 4096)
    }

    // MARK: - Encodings and odd bytes

    @Test func invalidUTF8IsAParseErrorOnItsLine() {
        let xml: [UInt8] = Array("<ui version=\"1\">\r\n<screen id=\"s\">\r\n<checkbox id=\"a\" label=\"".utf8) + [0xE2, 0x28, 0xA1] + Array("\"/></screen></ui>".utf8)
        #expect(Support.summary(findings(xml, file: "bad.xml")).map { $0.prefix(2) } == ["3:"])
        #expect(Support.ruleIDs(findings(xml, file: "bad.xml")) == ["parse-error"])
        let json: [UInt8] = Array("{\"type\": \"ui\",\r\n\"children\": [\r\n{\"type\": \"checkbox\", \"label\": \"".utf8) + [0xED, 0xA0, 0x80] + Array("\"}]}".utf8)
        #expect(Support.summary(findings(json, file: "bad.json")) == ["3:32 parse-error"])
        // An overlong encoding of '<' is not '<'.
        let overlong: [UInt8] = Array("{\"type\": \"ui\", \"label\": \"".utf8) + [0xC0, 0xBC] + Array("\"}".utf8)
        #expect(Support.summary(findings(overlong, file: "overlong.json")) == ["1:26 parse-error"])
    }

    @Test func nulBytesAreAParseErrorOnTheirLine() {
        let cases: [(String, [UInt8], String)] = [
            ("in-text.xml", Array("<ui version=\"1\">\n<screen id=\"s\">\n".utf8) + [0] + Array("</screen></ui>".utf8), "3:"),
            ("in-attribute.xml", Array("<ui version=\"1\">\n\n<screen id=\"s".utf8) + [0] + Array("\"/></ui>".utf8), "3:"),
            ("in-string.json", Array("{\"type\": \"ui\",\n\"label\": \"a".utf8) + [0] + Array("\"}".utf8), "2:12"),
            ("between.json", Array("{\"type\": \"ui\",\n\n".utf8) + [0] + Array("}".utf8), "3:1"),
        ]
        for (name, bytes, location) in cases {
            let found = findings(bytes, file: name)
            #expect(Support.ruleIDs(found) == ["parse-error"], "\(name): \(Support.summary(found))")
            #expect(Support.summary(found).first?.hasPrefix(location) == true, "\(name): \(Support.summary(found))")
        }
        // Before any root, libxml2 finds no document: nothing says it is a UI description (issue 23).
        #expect(isSkipped([0] + Array("<ui version=\"1\"/>".utf8), file: "leading.xml"))
        #expect(Support.ruleIDs(findings([0] + Array("<document/>".utf8), file: "leading.xib")) == ["parse-error"])
    }

    func utf16(_ text: String, bigEndian: Bool) -> [UInt8] {
        var bytes: [UInt8] = bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]
        for unit in text.utf16 {
            let pair = [UInt8(unit >> 8), UInt8(unit & 0xFF)]
            bytes += bigEndian ? pair : pair.reversed()
        }
        return bytes
    }

    @Test(arguments: [false, true])
    func utf16WithAByteOrderMarkIsReadWithCorrectLocations(bigEndian: Bool) {
        let xml = "<?xml version=\"1.0\" encoding=\"UTF-16\"?>\r\n<ui version=\"1\">\r\n<screen id=\"s\">\n  <checkbox id=\"é𝄞\" label=\"Café 𝄞\" state=\"chekced\"/>\n <checkbox id=\"b\"/></screen></ui>\n"
        let json = "{\"type\": \"ui\", \"version\": 1,\r\n \"children\": [{\"type\": \"screen\", \"id\": \"s\", \"children\": [\n  {\"type\": \"checkbox\", \"id\": \"é𝄞\", \"label\": \"Café 𝄞\", \"state\": \"chekced\"},\n {\"type\": \"checkbox\", \"id\": \"b\"}]}]}\n"
        let xmlFindings = findings(utf16(xml, bigEndian: bigEndian), file: "u.xml")
        #expect(Support.summary(xmlFindings) == ["4:3 invalid-value", "5:2 label-missing"])
        #expect(xmlFindings.first?.path == "s/é𝄞")
        let jsonFindings = findings(utf16(json, bigEndian: bigEndian), file: "u.json")
        #expect(Support.summary(jsonFindings) == ["3:55 invalid-value", "4:2 label-missing"])
        #expect(jsonFindings.first?.message.contains("Café") == false)
        #expect(jsonFindings.first?.path == "s/é𝄞")
    }

    @Test func malformedUTF16IsAParseErrorNotSilentlyRepaired() {
        // A lone high surrogate, and an odd number of bytes.
        var lone = utf16("<ui version=\"1\">\n<screen id=\"", bigEndian: false)
        lone += [0x00, 0xD8]
        lone += utf16("\"/></ui>", bigEndian: false).dropFirst(2)
        let loneFindings = findings(lone, file: "lone.xml")
        #expect(Support.ruleIDs(loneFindings) == ["parse-error"], "\(Support.summary(loneFindings))")
        #expect(loneFindings.first?.location.line == 2)
        let odd = utf16("{\"type\": \"ui\"}", bigEndian: true) + [0x7D]
        #expect(Support.ruleIDs(findings(odd, file: "odd.json")) == ["parse-error"])
    }

    @Test func legacyEncodingsAreLocatedOnTheRightLineAndLeaveStandardErrorQuiet() throws {
        let latin: [UInt8] = Array("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>\n<ui version=\"1\">\n<screen id=\"caf".utf8) + [0xE9]
            + Array("\"><checkbox/></screen></ui>\n".utf8)
        let found = findings(latin, file: "latin.xml")
        #expect(Support.summary(found) == ["3:19 label-missing"])
        #expect(found.first?.path == "café/checkbox[0]")
        // Bytes that the declared encoding cannot convert: libxml2 would print its converter's
        // complaints on standard error; they must come back as one finding instead.
        var files: [String: [UInt8]] = ["latin.xml": latin]
        for encoding in ["UTF-7", "SHIFT_JIS", "UCS-4", "UTF-32", "bogus"] {
            files["\(encoding).xml"] = Array("<?xml version=\"1.0\" encoding=\"\(encoding)\"?>\n<ui version=\"1\">\n<screen id=\"".utf8)
                + [0xE9, 0xFF, 0xFE, 0x80, 0x1B] + Array("\"/></ui>\n".utf8)
        }
        let root = try Support.folder(files)
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try run(["--jobs", "2", "."], in: root)
        #expect(result.status == 1)
        #expect(result.stderr.isEmpty, "\(result.stderr)")
        #expect(result.stdout.components(separatedBy: "[parse-error]").count == files.count, "\(result.stdout)")
    }

    @Test func crlfAndLoneCRLineEndsGiveCorrectLinesInBothSyntaxes() {
        for newline in ["\r\n", "\r", "\n"] {
            let xml = ["<ui version=\"1\">", "<screen id=\"s\">", "", "  <checkbox id=\"a\"/>", "</screen>", "</ui>"].joined(separator: newline)
            #expect(Support.summary(findings(xml, file: "a.xml")) == ["4:3 label-missing"], "\(newline.debugDescription)")
            let json = ["{\"type\": \"ui\", \"version\": 1, \"children\": [", "{\"type\": \"screen\", \"id\": \"s\", \"children\": [", "",
                        "  {\"type\": \"checkbox\", \"id\": \"a\"}]}]}"].joined(separator: newline)
            #expect(Support.summary(findings(json, file: "a.json")) == ["4:3 label-missing"], "\(newline.debugDescription)")
            // A parse error after the line breaks is located on its line too.
            let broken = ["<ui version=\"1\">", "", "<screen id=\"s\">", "</ui>"].joined(separator: newline)
            #expect(findings(broken, file: "b.xml").first?.location.line == 4, "\(newline.debugDescription)")
        }
    }

    /// Whether the linter reads the file or skips it (issue 23: a file too broken to say what it is
    /// is skipped and counted, unless only UI files have its ending).
    func isSkipped(_ bytes: [UInt8], file: String) -> Bool {
        if case .skipped = try! Linter(configuration: Self.readingChecks).lint(bytes: bytes, file: file) { return true }
        return false
    }

    @Test func anEmptyOrBlankFileIsSkippedUnlessOnlyUIFilesHaveItsEnding() throws {
        for name in ["empty.xml", "empty.json"] {
            #expect(isSkipped([], file: name), "\(name)")
            #expect(isSkipped(Array(" \n\r\n\t".utf8), file: name), "\(name)")
        }
        #expect(Support.summary(findings([], file: "empty.xib")) == ["1:1 parse-error"])
        #expect(Support.ruleIDs(findings(Array(" \n".utf8), file: "blank.storyboard")) == ["parse-error"])
        // Piped in, it was meant to be linted: a parse-error.
        let root = try Support.folder(["a.xml": CommandLineTests.good])
        defer { try? FileManager.default.removeItem(at: root) }
        let piped = try run(["-"], in: root, stdin: "")
        #expect(piped.status == 1)
        #expect(piped.stdout.contains("[parse-error]"), "\(piped.stdout)")
    }

    @Test func binaryFilesAreSkippedOrAParseErrorNeverACrash() throws {
        var files: [String: [UInt8]] = [:]
        var skipped = 0
        for seed in UInt64(1)...8 {
            let bytes = randomBytes(count: 4096 * Int(seed), seed: seed)
            files["random\(seed).xml"] = bytes
            files["random\(seed).json"] = bytes
            // Nothing in them says they are UI descriptions: skipped, and counted.
            for name in ["random\(seed).xml", "random\(seed).json"] {
                #expect(isSkipped(bytes, file: name), "\(name)")
                skipped += 1
            }
        }
        // Random bytes after a byte-order mark (decoded as UTF-16) say nothing either; after a valid
        // start the root says what the file is, and the rest is a parse-error.
        for (name, prefix) in [("bom.xml", [UInt8(0xFF), 0xFE]), ("bom.json", [0xFE, 0xFF])] {
            files[name] = prefix + randomBytes(count: 10_000, seed: 99)
            #expect(isSkipped(files[name]!, file: name), "\(name)")
            skipped += 1
        }
        for (name, prefix) in [("start.xml", Array("<ui version=\"1\"><screen id=\"".utf8)), ("start.json", Array("{\"type\": \"ui\", \"label\": \"".utf8)),
                               ("random.xib", [])] {
            files[name] = prefix + randomBytes(count: 10_000, seed: 99)
            #expect(Support.ruleIDs(findings(files[name]!, file: name)) == ["parse-error"], "\(name)")
        }
        let root = try Support.folder(files)
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try run(["."], in: root)
        #expect(result.status == 1)
        #expect(result.stdout.components(separatedBy: "[parse-error]").count == 3 + 1, "\(result.stdout)")
        #expect(result.stdout.hasSuffix("in 3 files (\(skipped) skipped)\n"), "\(result.stdout)")
    }

    // MARK: - Unreadable files and folder loops

    @Test func aFolderLoopIsReportedAndTheRunCompletes() throws {
        let root = try Support.folder(["Screens/a/good.xml": Array(CommandLineTests.good.utf8), "Screens/bad.xml": Array(CommandLineTests.bad.utf8)])
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("Screens/a/loop").path, withDestinationPath: "..")
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("Screens/self").path, withDestinationPath: ".")
        let result = try run(["Screens"], in: root)
        #expect(result.status == 1)
        #expect(result.stderr.contains("Screens/a/loop: folder loop"), "\(result.stderr)")
        #expect(result.stderr.contains("Screens/self: folder loop"), "\(result.stderr)")
        #expect(result.stdout.contains("Screens/bad.xml:3:5: error:"))
        #expect(result.stdout.hasSuffix("1 error, 0 warnings, 0 notes in 2 files (0 skipped)\n"), "\(result.stdout)")
    }

    @Test func anUnreadableFileExitsTwoNamingItAndTheOthersAreStillLinted() throws {
        // The tests run as root, so chmod 000 would not stop a read; /proc/self/mem fails with EIO.
        let root = try Support.folder(["Screens/bad.xml": Array(CommandLineTests.bad.utf8), "Screens/good.xml": Array(CommandLineTests.good.utf8)])
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("Screens/mem.xml").path, withDestinationPath: "/proc/self/mem")
        // Run from `/`, so that the link stays in the tree and is read (from inside the folder it
        // would be a link leaving the tree, never read: see the symbolic-link tests).
        let screens = root.path + "/Screens"
        for arguments in [[screens], [screens + "/bad.xml", screens + "/mem.xml", screens + "/good.xml"], ["--jobs", "3", screens]] {
            let result = try run(arguments, in: URL(fileURLWithPath: "/"))
            #expect(result.status == 2, "\(arguments): \(result.stderr)")
            #expect(result.stderr.contains("Screens/mem.xml: cannot read file: input/output error"), "\(result.stderr)")
            #expect(result.stdout.contains("Screens/bad.xml:3:5: error: Checkbox 'a' has no accessible name"), "\(result.stdout)")
            #expect(result.stdout.contains("in 2 files"), "\(result.stdout)")
        }
    }

    @Test func aReaderThatGoesAwayDoesNotKillTheProcessWithASignal() throws {
        // 5,000 findings: more than a pipe holds, so the writer meets the closed pipe for certain.
        let members = (0..<5_000).map { "\"unknown\($0)\": 1" }.joined(separator: ", ")
        let json = "{\"type\": \"ui\", \"version\": 1, \(members)}"
        let root = try Support.folder(["many.json": Array(json.utf8)])
        defer { try? FileManager.default.removeItem(at: root) }
        let shell = Process()
        shell.executableURL = URL(fileURLWithPath: "/bin/bash")
        shell.currentDirectoryURL = root
        // `true` reads nothing and exits; bash reports the status of the linter, 128+n for a signal.
        shell.arguments = ["-c", "\"$0\" --fail-on note many.json | true; exit ${PIPESTATUS[0]}", CLI.executable.path]
        shell.standardError = FileHandle.nullDevice
        try shell.run()
        shell.waitUntilExit()
        #expect([0, 1, 2].contains(shell.terminationStatus), "exit status \(shell.terminationStatus)")
    }

    // MARK: - Long values and lines

    @Test func aTenMegabyteAttributeValueIsHandledInBoundedTime() {
        let huge = String(repeating: "x", count: 10 * 1024 * 1024)
        let xml = "<ui version=\"1\">\n<screen id=\"s\">\n<checkbox id=\"a\" state=\"\(huge)\"/></screen></ui>"
        let json = "{\"type\": \"ui\", \"version\": 1, \"children\": [{\"type\": \"screen\", \"id\": \"s\", \"children\": [\n{\"type\": \"checkbox\", \"id\": \"a\", \"label\": \"ok\", \"state\": \"\(huge)\", \"\(huge)\": 1}]}]}"
        var xmlFindings: [Finding] = [], jsonFindings: [Finding] = []
        let time = seconds {
            xmlFindings = findings(xml, file: "huge.xml")
            jsonFindings = findings(json, file: "huge.json")
        }
        #expect(time < 20, "took \(time) s")
        // libxml2 refuses attribute values over 10,000,000 bytes: a parse error where it stopped.
        #expect(Support.ruleIDs(xmlFindings) == ["parse-error"], "\(Support.summary(xmlFindings))")
        #expect(xmlFindings.first?.location.line == 3)
        // JSON has no such limit: the value is read and reported, and the message stays short.
        let keyColumn = 10 * 1024 * 1024 + 61
        #expect(Support.summary(jsonFindings) == ["2:48 invalid-value", "2:\(keyColumn) unknown-attribute"], "\(Support.summary(jsonFindings))")
        for finding in jsonFindings + xmlFindings {
            #expect(finding.message.utf8.count < 1000, "a \(finding.message.utf8.count)-byte message")
        }
    }

    @Test func valuesInMessagesStayShortAndOnOneLine() {
        let long = String(repeating: "w", count: 5_000)
        let json = """
        {"type": "ui", "version": 1, "children": [{"type": "screen", "id": "s", "children": [
          {"type": "checkbox", "id": "a", "label": "A", "width": "44\(long)", "height": "4\\n4px", "state": "on\\r\\nx",
           "tapTarget": "\(long)", "lab\\nel": 1},
          {"type": "checkbox", "id": "b\\nc", "label": "B"},
          {"type": "gr\\noup", "children": [{"type": "checkbox"}]}
        ]}]}
        """
        let found = findings(json, file: "long.json")
        #expect(Support.ruleIDs(found) == ["invalid-value", "invalid-value", "invalid-value", "invalid-value", "unknown-attribute",
                                           "invalid-value", "unknown-element", "label-missing"],
                "\(Support.summary(found))")
        for finding in found {
            #expect(finding.message.utf8.count < 400, "\(finding.message.utf8.count) bytes: \(finding.message.prefix(100))")
            #expect(!finding.message.contains("\n") && !finding.message.contains("\r"), "\(finding.message)")
            #expect(!finding.path.contains("\n"), "\(finding.path)")
        }
        #expect(found.contains { $0.message.contains("'on\\r\\nx'") }, "\(found.map(\.message))")
    }

    @Test func manyElementsOnOneVeryLongLineAreLocatedInLinearTime() {
        // Before locations kept their column, this took hours: each element rescanned the line.
        let count = 10_000
        let padding = String(repeating: "é", count: 40)
        var xml = "<ui version=\"1\"><screen id=\"s\">"
        var json = "{\"type\": \"ui\", \"version\": 1, \"children\": [{\"type\": \"screen\", \"id\": \"s\", \"children\": ["
        for index in 0..<count {
            xml += "<group id=\"g\(index)\" header=\"\(padding)\"><checkbox id=\"c\(index)\"/></group>"
            json += (index == 0 ? "" : ",") + "{\"type\": \"group\", \"id\": \"g\(index)\", \"header\": \"\(padding)\", \"children\": [{\"type\": \"checkbox\", \"id\": \"c\(index)\"}]}"
        }
        xml += "</screen></ui>"
        json += "]}]}"
        var xmlFindings: [Finding] = [], jsonFindings: [Finding] = []
        let time = seconds {
            xmlFindings = findings(xml, file: "line.xml")
            jsonFindings = findings(json, file: "line.json")
        }
        #expect(time < 20, "took \(time) s")
        #expect(xmlFindings.count == count && jsonFindings.count == count)
        // The last checkbox: every earlier group is its length in code points before it.
        let lastGroup = "<group id=\"g\(count - 1)\" header=\"\(padding)\">"
        let xmlColumn = xml.unicodeScalars.count - "</group></screen></ui>".count - "<checkbox id=\"c\(count - 1)\"/>".count + 1
        #expect(xmlFindings.last?.location == CheckboxLintKit.SourceLocation(line: 1, column: xmlColumn), "\(lastGroup)")
        let jsonColumn = json.unicodeScalars.count - "]}]}]}".count - "{\"type\": \"checkbox\", \"id\": \"c\(count - 1)\"}".count + 1
        #expect(jsonFindings.last?.location == CheckboxLintKit.SourceLocation(line: 1, column: jsonColumn))
    }

    // MARK: - Duplicate attributes

    @Test func aDuplicateXMLAttributeIsAParseError() {
        let found = findings("<ui version=\"1\">\n<screen id=\"s\">\n<checkbox id=\"a\" label=\"A\" label=\"B\"/></screen></ui>", file: "dup.xml")
        #expect(Support.ruleIDs(found) == ["parse-error"])
        #expect(found.first?.location.line == 3)
        #expect(found.first?.message.contains("label") == true, "\(found.first?.message ?? "")")
    }

    @Test func aDuplicateJSONMemberIsAnInvalidValueNamingIt() {
        let json = """
        {"type": "ui", "version": 1, "children": [{"type": "screen", "id": "s", "children": [
          {"type": "checkbox", "id": "a", "label": "First", "width": 44, "height": 44,
           "label": "Second"}
        ]}]}
        """
        let found = findings(json, file: "dup.json")
        #expect(Support.summary(found) == ["3:4 invalid-value"])
        #expect(found.first?.message.contains("'label'") == true, "\(found.first?.message ?? "")")
        #expect(found.first?.path == "s/a")
        // The first value is the one used.
        let document = Support.document(json, syntax: .json)
        #expect(document.checkboxes.first?.label == "First")

        // `type` and `children` given twice are reported too, not silently overridden.
        let twice = """
        {"type": "ui", "version": 1, "type": "screen", "children": [], "children": [{"type": "checkbox"}]}
        """
        let twiceFindings = findings(twice, file: "twice.json")
        #expect(Support.summary(twiceFindings) == ["1:30 invalid-value", "1:64 invalid-value"], "\(twiceFindings.map(\.message))")
        #expect(twiceFindings.map(\.message).allSatisfy { $0.contains("'type'") || $0.contains("'children'") })
    }
}
