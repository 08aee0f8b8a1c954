import Foundation

/// The bytes `MailFrameReader` has received and not yet read, in one array so that a field is
/// read where it lies.
///
/// What was read is dropped only once it is at least as long as what is still unread, so the
/// bytes moved to drop it never add up to more than the bytes read: the work stays linear in the
/// stream however small its chunks. A pipe hands over 64 KB at a time and a message may be
/// megabytes; dropping what was read on every chunk moved the whole unread part of a large
/// message once per chunk, gigabytes for a few megabytes.
struct MailFrameBuffer {
    private var bytes: [UInt8] = []
    /// Where the unread bytes start.
    private var start = 0
    /// Bytes copied into the buffer: each chunk's, and those moved when what was read is dropped
    /// (not the array's own growth, which doubles). MailFramesTests holds it to the stream's length.
    private(set) var bytesCopied = 0

    var unread: Int { bytes.count - start }

    /// The next unread byte, left unread; nil when none is buffered.
    var next: UInt8? { start < bytes.count ? bytes[start] : nil }

    mutating func append(_ chunk: Data) {
        if start > 0, start >= unread {
            bytes.removeSubrange(..<start)
            bytesCopied += bytes.count
            start = 0
        }
        bytes.append(contentsOf: chunk)
        bytesCopied += chunk.count
    }

    /// Reads the next `count` bytes through `body`; the reader has made sure they are buffered
    /// (`unread` at least `count`).
    mutating func read<Value>(_ count: Int, _ body: (UnsafeRawBufferPointer) -> Value) -> Value {
        defer { start += count }
        return bytes.withUnsafeBytes { body(UnsafeRawBufferPointer(rebasing: $0[start..<start + count])) }
    }
}
