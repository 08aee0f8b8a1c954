import Foundation
import Hummingbird
import NIOCore
import NIOPosix

/// A request body written to a private temporary file as it arrives, and read back from there in
/// chunks: an upload of any size costs the server a chunk of memory, not its size. The file is
/// unlinked as soon as it is open, so nothing is left on disk when the server stops or dies.
///
/// The whole body is on disk before a reader starts, so a client that uploads slowly holds no
/// transaction and no lock of the store while it does.
///
/// The writes run on NIO's pool of threads for blocking work, a batch at a time, never on the
/// event loop the request's task runs on: a disk slow to take them would hold the loop's other
/// connections meanwhile.
final class UploadSpool: @unchecked Sendable {
    // Used by one request's task at a time: written in `fill`, then read by the store's reader.
    private let handle: FileHandle
    /// Bytes gathered before a write: a few hops to the thread pool per MiB, not one per chunk.
    private static let batch = 1 << 20

    /// An empty spool in the temporary folder (`$TMPDIR`), readable and writable by this user only.
    init() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("threads-upload-\(UUID().uuidString)").path
        guard FileManager.default.createFile(atPath: path, contents: nil, attributes: [.posixPermissions: 0o600]),
              let handle = FileHandle(forUpdatingAtPath: path)
        else { throw CocoaError(.fileWriteUnknown) }
        try? FileManager.default.removeItem(atPath: path)
        self.handle = handle
    }

    deinit { try? handle.close() }

    /// Writes `request`'s body here, then rewinds for reading: 413 past `limit` bytes.
    func fill(from request: Request, limit: Int) async throws {
        var size = 0
        var pending = ByteBuffer()
        for try await chunk in request.body {
            size += chunk.readableBytes
            guard size <= limit else { throw Problem.tooLarge(limit: limit) }
            pending.writeImmutableBuffer(chunk)
            if pending.readableBytes >= Self.batch {
                try await write(pending)
                pending.clear()
            }
        }
        try await write(pending)
        try await NIOThreadPool.singleton.runIfActive { [handle] in try handle.seek(toOffset: 0) }
    }

    private func write(_ bytes: ByteBuffer) async throws {
        guard bytes.readableBytes > 0 else { return }
        try await NIOThreadPool.singleton.runIfActive { [handle] in try handle.write(contentsOf: bytes.readableBytesView) }
    }

    /// The next chunk of what was written (empty at the end), for a reader of the body.
    func read() throws -> Data {
        try handle.read(upToCount: 1 << 20) ?? Data()
    }
}
