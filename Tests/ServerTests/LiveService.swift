import Foundation
import Hummingbird
import Server
import ServiceLifecycle

/// The whole service in this process, as `threads-server` runs it (its connection handlers,
/// limits and guards, which the router alone does not have), on a free port of loopback; stopped
/// when `body` returns.
enum LiveService {
    static func with<T: Sendable>(_ environment: ServerEnvironment, _ body: @Sendable (Int) async throws -> T) async throws -> T {
        let (ports, port) = AsyncStream<Int>.makeStream()
        let application = ThreadsService.application(environment, host: "127.0.0.1", port: 0, log: { _ in }) { bound in
            port.yield(bound)
            port.finish()
        }
        let running = Task { try await application.runService(gracefulShutdownSignals: []) }
        defer { running.cancel() }
        var bound: Int?
        for await first in ports { bound = first }
        guard let bound else { throw CancellationError() }
        let result = try await body(bound)
        running.cancel()
        _ = await running.result
        return result
    }
}
