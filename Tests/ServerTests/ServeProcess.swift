import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
import TestSupport

/// `threads serve` as a user starts it: the real binary, on loopback, its stderr read as it
/// comes; stopped by a signal at the end of the test.
final class ServeProcess: @unchecked Sendable {
    let process = Process()
    private let lock = NSLock()
    private var errors = ""  // guarded by `lock`

    init(_ arguments: [String], variables: [String: String] = ServiceInbox.variables) throws {
        process.executableURL = ThreadsBinary.url("threads")
        process.arguments = ["serve"] + arguments
        process.environment = ["HOME": TemporaryFolder().path, "PATH": "/usr/bin:/bin"].merging(variables) { $1 }
        let err = Pipe()
        process.standardError = err
        process.standardOutput = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        err.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let data = handle.availableData
            guard !data.isEmpty else { handle.readabilityHandler = nil; return }
            self?.lock.withLock { self?.errors += String(decoding: data, as: UTF8.self) }
        }
        try process.run()
    }

    deinit { if process.isRunning { process.terminate() } }

    var stderr: String { lock.withLock { errors } }

    /// Waits up to `seconds` for a line of stderr that `matches`.
    func waitForLine(seconds: Double = 30, _ matches: (String) -> Bool) -> String? {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if let line = stderr.split(separator: "\n").map(String.init).first(where: matches) { return line }
            if !process.isRunning { return stderr.split(separator: "\n").map(String.init).first(where: matches) }
            Thread.sleep(forTimeInterval: 0.02)
        }
        return nil
    }

    /// The base URL from the listening line.
    func base() throws -> String {
        let line = try #require(waitForLine { $0.hasPrefix("threads: listening on ") }, "no listening line: \(stderr)")
        return String(line.dropFirst("threads: listening on ".count))
    }

    /// Waits for the exit and gives its status.
    func exitStatus(seconds: Double = 20) -> Int32? {
        let deadline = Date().addingTimeInterval(seconds)
        while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
        return process.isRunning ? nil : process.terminationStatus
    }

    /// One request over the socket: the status and the body.
    static func request(_ url: String, method: String = "GET", token: String?, body: String? = nil) async throws -> (Int, String) {
        var request = URLRequest(url: try #require(URL(string: url)))
        request.httpMethod = method
        if let token { request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization") }
        if let body {
            request.httpBody = Data(body.utf8)
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        }
        let (data, response) = try await URLSession.shared.data(for: request)
        return ((response as? HTTPURLResponse)?.statusCode ?? 0, String(decoding: data, as: UTF8.self))
    }
}
