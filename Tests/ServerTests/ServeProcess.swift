import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Supervision
import Testing
import TestSupport

/// `threads serve` as a user starts it: the real binary, on loopback, its stderr read as it
/// comes. A supervised child (Tests/Supervision): stopped when the test lets it go, and killed
/// with the test process however that ends.
final class ServeProcess: @unchecked Sendable {
    let process: SupervisedProcess

    /// `threads serve` with `arguments`; with `directly`, `threads-server` with them instead.
    init(_ arguments: [String], variables: [String: String] = ServiceInbox.variables, directly: Bool = false) throws {
        let program = ThreadsBinary.url(directly ? "threads-server" : "threads").path
        process = try SupervisedProcess([program] + (directly ? [] : ["serve"]) + arguments,
                                        environment: ["HOME": TemporaryFolder().path, "PATH": "/usr/bin:/bin"].merging(variables) { $1 },
                                        standardError: .collected)
    }

    /// What it wrote to stderr so far.
    var stderr: String { process.collectedErrors?.text ?? "" }

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

    /// Waits for the exit and gives its status (128 + the signal that ended it), and then for
    /// the last of its stderr.
    func exitStatus(seconds: Double = 20) -> Int32? {
        let status = process.waitForExit(seconds: seconds)
        if status != nil { process.collectedErrors?.waitForEnd(seconds: 5) }
        return status
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
