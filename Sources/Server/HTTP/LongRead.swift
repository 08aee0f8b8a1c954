import Domain
import Hummingbird

/// A route's reads that are expected to take long: an export's pages, a list or count that
/// searches the messages' text.
enum LongRead {
    /// `read` with the store told its reads are long (`ReadLength`), so that they wait for a
    /// reader of their own with the connection's event loop free meanwhile; and cancelled when
    /// the client closes its side before the answer is ready, which stops the running statement.
    ///
    /// Watching for the close takes over the request's inbound stream, so the connection closes
    /// after this answer (Hummingbird's `consumeWithCancellationOnInboundClose`): a new
    /// connection for the next request is little beside a read this long. Only for requests
    /// whose body is unread (a `GET`'s).
    static func run<T: Sendable>(_ request: Request, _ read: @Sendable () async throws -> T) async throws -> T {
        try await request.body.consumeWithCancellationOnInboundClose { _ in
            try await ReadLength.$expected.withValue(.long) { try await read() }
        }
    }

    /// `read` with the store told its reads are long, without watching the client: for the pages
    /// an export's body writes, where a client that went away fails the next write.
    static func expected<T: Sendable>(_ read: () async throws -> T) async throws -> T {
        try await ReadLength.$expected.withValue(.long) { try await read() }
    }
}
