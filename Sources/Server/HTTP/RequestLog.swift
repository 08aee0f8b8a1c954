import Foundation
import HTTPTypes
import Hummingbird
import Presentation

/// One line per request, written when its answer is ready: time, request id, method, path
/// (without the query, which may hold what a user searched for), status, milliseconds. Never a
/// header's value or a body, so never a token. The id is the client's `X-Request-Id` when it
/// sent a usable one, else one made here; the answer carries it back.
struct RequestLog: RouterMiddleware {
    typealias Context = ServiceContext
    let json: Bool
    let write: @Sendable (String) -> Void

    static let requestID = HTTPField.Name("X-Request-Id")!

    func handle(_ request: Request, context: ServiceContext, next: @concurrent (Request, ServiceContext) async throws -> Response) async throws -> Response {
        let started = ContinuousClock.now
        var context = context
        context.requestID = request.headers[Self.requestID].flatMap(Self.usable) ?? Self.newID()
        var response = try await next(request, context)
        response.headers[Self.requestID] = context.requestID
        let elapsed = started.duration(to: .now)
        let milliseconds = Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15
        write(line(request, context.requestID, response.status.code, milliseconds))
        return response
    }

    func line(_ request: Request, _ id: String, _ status: Int, _ milliseconds: Double) -> String {
        let time = Date().formatted(.iso8601.year().month().day().time(includingFractionalSeconds: true).timeZone(separator: .omitted))
        let shown = String(format: "%.1f", milliseconds)
        guard json else { return "\(time) \(id) \(request.method.rawValue) \(request.uri.path) \(status) \(shown)ms" }
        return JSONText.object([
            ("time", .string(time)), ("request_id", .string(id)), ("method", .string(request.method.rawValue)),
            ("path", .string(request.uri.path)), ("status", .number(Int64(status))), ("ms", .string(shown)),
        ]).serialized
    }

    /// A client's id when it is short printable ASCII without spaces (it goes into log lines).
    static func usable(_ id: String) -> String? {
        (1...128).contains(id.utf8.count) && id.utf8.allSatisfy { (0x21...0x7e).contains($0) } ? id : nil
    }

    /// 16 random hex digits.
    static func newID() -> String {
        let hex = String(UInt64.random(in: .min ... .max), radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
