import Data
import Domain
import Foundation
import Hummingbird
import HummingbirdTesting
import Server
import Supervision
import Testing
import TestSupport

/// The service under clients that do not behave (docs/serve.md, "Slow, careless and hostile
/// clients"), on real sockets: a reader slower than the server, a listener that stops reading,
/// uploads larger and more at once than the server takes, an upload answered before it is read.
/// Memory is read from outside the server (`/proc`), as an operator would see it.
@Suite("threads serve: slow, careless and hostile clients", .serialized)
struct HostileClientTests {
    /// A database filled by `threads import` from `lines`, served by the real binary, and a
    /// read-write token.
    /// The import, the token and the server's start all block on child processes: done on a
    /// thread of their own (`OwnThread`), not on one that every test shares.
    private func served(_ lines: @escaping @Sendable () -> [UInt8], in folder: TemporaryFolder) async throws
        -> (server: ServeProcess, base: String, database: String, token: String) {
        let database = folder.file("inbox.sqlite")
        let file = folder.file("inbox.jsonl")
        let (imported, made, server, base) = try await OwnThread.run {
            try Data(lines()).write(to: URL(fileURLWithPath: file))
            let imported = try ThreadsBinary.run(["--database", database, "import", file], variables: ServiceInbox.variables)
            let made = try ThreadsBinary.run(["--database", database, "token", "create", "hostile"], variables: ServiceInbox.variables)
            let server = try ServeProcess(["--listen", "127.0.0.1:0", "--database", database])
            return (imported, made, server, try server.base())
        }
        try #require(imported.status == 0, "\(imported.stderr)")
        return (server, base, database, made.stdout.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    /// 4,000 threads of five 1,000-character messages: an export of about 22 MB.
    private static let largeInbox: @Sendable () -> [UInt8] = { LargeInbox.lines(prefix: "large", threads: 4_000, messages: 5, bodyLength: 1_000) }
    private static let smallInbox: @Sendable () -> [UInt8] = { LargeInbox.lines(prefix: "s", threads: 3, messages: 1, bodyLength: 10) }

    @Test func aSlowExportReaderCostsTheServerAPageAndOneThatGoesStopsTheRead() async throws {
        let folder = TemporaryFolder()
        let (server, base, database, token) = try await served(Self.largeInbox, in: folder)
        let readings = ServerProcessReadings(pid: server.process.pid)
        #expect(try await ServeProcess.request(base + "/v1/threads?limit=50", token: token).0 == 200)
        let before = readings.resident

        // 10 KB a second, through a small window: the rest waits in the server, if anywhere.
        let client = try RawConnection(port: RawConnection.port(of: base), receiveBuffer: 4_096)
        client.send("GET /v1/export HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer \(token)\r\n\r\n")
        // The answer begins (on a busy machine, that may take a while), then the client slows down.
        var received = await client.collect(until: "\r\n\r\n", seconds: 30).count, highest = before
        let start = Date()
        // Four seconds of slow reading; longer, up to 90, while nothing past the first kilobyte
        // has come (a machine running every suite and a build at once was seen to take over 30 s
        // to send the first page of a debug build's export).
        var closed = false
        while Date().timeIntervalSince(start) < (received > 1_024 ? 4 : 90) {
            guard let bytes = client.receive(upTo: 1_024, seconds: 0.1) else { closed = true; break }
            received += bytes.count
            highest = max(highest, readings.resident)
            try await Task.sleep(for: .milliseconds(100))
        }
        #expect(received > 1_024, "read \(received) bytes\(closed ? ", then the server closed" : "")")
        #expect(highest - before <= 8 << 20, "the server grew by \((highest - before) >> 20) MiB for one slow reader")

        // The client goes: the server stops reading the store for it, and a write goes through.
        client.close()
        try await Task.sleep(for: .seconds(1))
        let cpu = readings.cpuSeconds
        try await Task.sleep(for: .seconds(2))
        #expect(readings.cpuSeconds - cpu < 0.5, "the server used \(readings.cpuSeconds - cpu) s of CPU after its reader left")
        let star = try await OwnThread.run {
            try ThreadsBinary.run(["--database", database, "star", "1"], variables: ServiceInbox.variables.merging(["THREADS_BUSY_TIMEOUT_MS": "100"]) { $1 })
        }
        #expect(star.status == 0, "\(star.stderr)")
        server.process.signal(SIGTERM)
        #expect(try await OwnThread.run { server.exitStatus() } == 0)
    }

    @Test func anUploadAnsweredBeforeItsBodyIsTheConnectionsLastWord() async throws {
        let folder = TemporaryFolder()
        let (server, base, _, _) = try await served(Self.smallInbox, in: folder)
        let client = try RawConnection(port: RawConnection.port(of: base))
        // No token: a 401 before the body, of which the client goes on to send a megabyte.
        client.send("POST /v1/import HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-ndjson\r\nContent-Length: 8388608\r\n\r\n")
        client.send([UInt8](repeating: UInt8(ascii: "a"), count: 1 << 20))
        let answer = client.read(seconds: 10)
        #expect(answer.text.hasPrefix("HTTP/1.1 401 "), "\(answer.text.prefix(120))")
        #expect(answer.text.lowercased().contains("connection: close"))
        #expect(answer.text.components(separatedBy: "HTTP/1.1 ").count == 2, "a second answer followed: \(answer.text.suffix(200))")
        #expect(answer.closed)
        server.process.signal(SIGTERM)
        #expect(try await OwnThread.run { server.exitStatus() } == 0)
    }

    /// Two requests in one write: the second's head may arrive while the first is answered,
    /// and the first answer is then no early one. Both are answered, and the connection stays.
    @Test func pipelinedRequestsAreEachAnsweredOnAConnectionThatStays() async throws {
        let folder = TemporaryFolder()
        let (server, base, _, _) = try await served(Self.smallInbox, in: folder)
        let client = try RawConnection(port: RawConnection.port(of: base))
        client.send("GET /v1/health HTTP/1.1\r\nHost: x\r\n\r\nGET /v1/health HTTP/1.1\r\nHost: x\r\n\r\n")
        let text = String(decoding: await client.collect(seconds: 30) { $0.components(separatedBy: "\"schema\"").count == 3 }, as: UTF8.self)
        #expect(text.components(separatedBy: "HTTP/1.1 200 ").count == 3, "\(text)")
        #expect(!text.lowercased().contains("connection: close"))
        client.send("GET /v1/health HTTP/1.1\r\nHost: x\r\n\r\n")
        #expect(String(decoding: await client.collect(until: "\"schema\"", seconds: 30), as: UTF8.self).hasPrefix("HTTP/1.1 200 "))
        server.process.signal(SIGTERM)
        #expect(try await OwnThread.run { server.exitStatus() } == 0)
    }

    @Test func eightUploadsOf32MiBAtOnceAreEachStoredWholeOrRefusedWithRetryAfter() async throws {
        let folder = TemporaryFolder()
        let (server, base, database, token) = try await served(Self.smallInbox, in: folder)
        let readings = ServerProcessReadings(pid: server.process.pid)
        let before = readings.peakResident
        // 200 threads, then blank lines (which an import skips) up to 32 MiB: the size of the
        // body costs the network, the spool and the reader in full, and the store little, so
        // the test measures what a large upload costs the server rather than how fast a debug
        // build indexes text. The store's own share is measured by scripts/bench-serve.
        let padding = [UInt8](repeating: UInt8(ascii: " "), count: 65_535) + [UInt8(ascii: "\n")]
        let uploads = try await OwnThread.run { try (0..<8).map { index in
            let file = folder.file("upload-\(index).jsonl")
            var body = LargeInbox.lines(prefix: "u\(index)", threads: 200, messages: 2, bodyLength: 200)
            while body.count + padding.count <= 32 << 20 { body += padding }
            try Data(body).write(to: URL(fileURLWithPath: file))
            return file
        } }
        let answers = try await Self.curlUploads(uploads, to: base + "/v1/import", token: token, folder: folder)
        var stored = 0
        for index in 0..<8 {
            let headers = answers[index] ?? ""
            let status = headers.split(separator: " ").dropFirst().first.map(String.init) ?? ""
            #expect(["200", "503"].contains(status), "upload \(index): \(headers.prefix(200))")
            if status == "503" { #expect(headers.lowercased().contains("retry-after: "), "\(headers)") }
            if status == "200" { stored += 1 }
        }
        #expect(stored >= 1)
        // Every 200 stored its 200 threads whole, and every 503 none.
        let stats = try await OwnThread.run { try ThreadsBinary.run(["--database", database, "stats", "--json"], variables: ServiceInbox.variables) }
        let threads = (try JSONSerialization.jsonObject(with: Data(stats.stdout.utf8)) as? [String: Any])?["threads"] as? Int
        #expect(threads == 3 + stored * 200, "\(stats.stdout)")
        // A body held in memory would be 32 MiB a request, twice over once copied.
        let grown = readings.peakResident - before
        #expect(grown <= 64 << 20, "the server's peak grew by \(grown >> 20) MiB")
        server.process.signal(SIGTERM)
        #expect(try await OwnThread.run { server.exitStatus() } == 0)
    }

    /// One `curl` sending every file at once (`--parallel`), each as an import: the status line
    /// and headers each got back, by index. Waited for as a task: the server it talks to may be
    /// in another process, but other tests answer on this one's few threads.
    private static func curlUploads(_ files: [String], to url: String, token: String, folder: TemporaryFolder) async throws -> [Int: String] {
        var arguments = ["/usr/bin/curl", "-s", "--parallel", "--parallel-max", String(files.count)]
        for (index, file) in files.enumerated() {
            if index > 0 { arguments.append("--next") }
            arguments += ["-o", "/dev/null", "-D", folder.file("headers-\(index)"), "-H", "Authorization: Bearer " + token,
                          "-H", "Content-Type: application/x-ndjson", "--data-binary", "@" + file, url]
        }
        let curl = try SupervisedProcess(arguments, environment: ["PATH": "/usr/bin:/bin"])
        let deadline = Date().addingTimeInterval(600)
        while curl.isRunning && Date() < deadline { try await Task.sleep(for: .milliseconds(50)) }
        return Dictionary(uniqueKeysWithValues: files.indices.map { ($0, (try? String(contentsOfFile: folder.file("headers-\($0)"), encoding: .utf8)) ?? "") })
    }
}
