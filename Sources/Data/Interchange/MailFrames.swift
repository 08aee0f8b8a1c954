import Domain
import Foundation

/// How `threads-mail`, which reads and decodes mail, hands it to `threads`, which stores it: a
/// stream of length-prefixed frames on a pipe. Decoding runs in that process on every core while
/// this one writes, and `threads` itself never loads the MIME library (docs/mail.md).
///
/// A frame is one kind byte, then its fields: a text is a 32-bit little-endian length and UTF-8
/// bytes; a number is 64-bit little-endian. The stream starts with the header, which says the
/// version of the frames after it.
enum MailFrame {
    /// The first frame: the version of the frames that follow (a number). Its form never changes,
    /// so that builds of any two versions can tell each other apart.
    static let header: UInt8 = 0x56
    /// A message: sent at (ms), flags (1 read, 2 flagged), id, reference count and each, title, author, body.
    static let message: UInt8 = 0x4D
    /// Something passed over: origin, reason.
    static let skipped: UInt8 = 0x53
    /// A folder or file that cannot be read: path, reason. Nothing may be stored.
    static let unreadable: UInt8 = 0x58
    /// The end: everything was read.
    static let end: UInt8 = 0x45
}

/// The version of the mail frames this build writes and reads. Any change to a frame makes it one
/// more, so that a `threads` and a `threads-mail` of different builds refuse each other rather
/// than misread each other's frames (docs/mail.md).
public enum MailFrameVersion {
    public static let current = 1
    /// The environment variable in which `threads` tells `threads-mail` the version it reads: a
    /// variable, not an argument, because a `threads-mail` from before versions refuses any
    /// argument it does not know with a usage line, before it could write frames `threads` words.
    public static let variable = "THREADS_MAIL_FRAMES"
}

/// Writes frames, buffered; `threads-mail`'s side.
public final class MailFrameWriter {
    private var buffer = Data()
    private let write: (Data) throws -> Void

    /// `write` receives the bytes in chunks of about a megabyte.
    public init(write: @escaping (Data) throws -> Void) { self.write = write }

    /// Starts the stream: the header, written at once so `threads` can check it before waiting
    /// on the first messages.
    public func header() throws {
        buffer.append(MailFrame.header)
        number(Int64(MailFrameVersion.current))
        try flush()
    }

    public func message(_ draft: MailDraft) throws {
        buffer.append(MailFrame.message)
        number(Millis.from(draft.message.sentAt))
        buffer.append((draft.message.isRead ? 1 : 0) | (draft.isFlagged ? 2 : 0))
        text(draft.messageID)
        number(Int64(draft.message.references.count))
        draft.message.references.forEach(text)
        text(draft.title)
        text(draft.message.author)
        text(draft.message.body)
        if buffer.count >= 1 << 20 { try flush() }
    }

    public func skipped(_ skipped: SkippedMail) throws {
        buffer.append(MailFrame.skipped)
        text(skipped.origin)
        text(skipped.reason)
    }

    /// Ends the stream after a folder or file that cannot be read.
    public func unreadable(path: String, reason: String) throws {
        buffer.append(MailFrame.unreadable)
        text(path)
        text(reason)
        try flush()
    }

    public func end() throws {
        buffer.append(MailFrame.end)
        try flush()
    }

    private func flush() throws {
        try write(buffer)
        buffer.removeAll(keepingCapacity: true)
    }

    private func number(_ value: Int64) {
        withUnsafeBytes(of: value.littleEndian) { buffer.append(contentsOf: $0) }
    }

    private func text(_ value: String) {
        let bytes = Data(value.utf8)
        withUnsafeBytes(of: UInt32(bytes.count).littleEndian) { buffer.append(contentsOf: $0) }
        buffer.append(bytes)
    }
}

/// Reads the frames `MailFrameWriter` wrote, as the messages of a mail import. A stream that
/// stops before its end frame (the reader died) throws, so the import stores nothing.
public final class MailFrameReader: MailDraftSource, @unchecked Sendable {
    // Consumed by one import at a time.
    private let read: () throws -> Data
    private var buffer = MailFrameBuffer()
    private var version: Int?
    private var ended = false
    public private(set) var skipped: [SkippedMail] = []
    /// Called with each message read (progress).
    private let onMessage: () -> Void

    /// `read` returns the next chunk, or empty data at the end of the pipe.
    public init(read: @escaping () throws -> Data, onMessage: @escaping () -> Void = {}) {
        self.read = read
        self.onMessage = onMessage
    }

    /// The version of the frames the writer speaks, from its header: 0 for a writer from before
    /// versions, whose first frame is another. Read once; `threads` asks before the import starts.
    public func writerVersion() throws -> Int {
        if let version { return version }
        try need(1)
        let found = buffer.next == MailFrame.header ? Int(truncatingIfNeeded: try header()) : 0
        version = found
        return found
    }

    public func next() throws -> MailDraft? {
        let version = try writerVersion()
        guard version == MailFrameVersion.current else {
            let reason = "it speaks version \(version); this threads speaks \(MailFrameVersion.current): reinstall both with scripts/install"
            throw ThreadsError.unreadableMail(path: "threads-mail", reason: reason)
        }
        while !ended {
            switch try byte() {
            case MailFrame.message:
                let sentAt = Millis.date(try number())
                let flags = try byte()
                let messageID = try text()
                let count = try number()
                guard (0...1_000_000).contains(count) else { throw Self.broken }
                var references: [String] = []
                for _ in 0..<count { references.append(try text()) }
                let title = try text(), author = try text(), body = try text()
                onMessage()
                return MailDraft(message: MessageDraft(author: author, body: body, sentAt: sentAt, isRead: flags & 1 != 0,
                                                       messageID: messageID, references: references),
                                 title: title, isFlagged: flags & 2 != 0)
            case MailFrame.skipped:
                skipped.append(SkippedMail(origin: try text(), reason: try text()))
            case MailFrame.unreadable:
                throw ThreadsError.unreadableMail(path: try text(), reason: try text())
            case MailFrame.end:
                ended = true
            default:
                throw Self.broken
            }
        }
        return nil
    }

    private static let broken = ThreadsError.unreadableMail(path: "threads-mail", reason: "it stopped before the end; nothing was imported")

    /// Bytes the buffer copied so far (MailFramesTests holds it linear).
    var bytesCopied: Int { buffer.bytesCopied }

    /// Makes sure `count` unread bytes are buffered.
    private func need(_ count: Int) throws {
        while buffer.unread < count {
            let chunk = try read()
            guard !chunk.isEmpty else { throw Self.broken }
            buffer.append(chunk)
        }
    }

    /// The header's version, after its kind byte.
    private func header() throws -> Int64 {
        _ = try byte()
        return try number()
    }

    private func byte() throws -> UInt8 {
        try need(1)
        return buffer.read(1) { $0[0] }
    }

    private func number() throws -> Int64 {
        try need(8)
        return buffer.read(8) { Int64(littleEndian: $0.loadUnaligned(as: Int64.self)) }
    }

    private func text() throws -> String {
        try need(4)
        let length = Int(buffer.read(4) { UInt32(littleEndian: $0.loadUnaligned(as: UInt32.self)) })
        try need(length)
        return buffer.read(length) { String(decoding: $0, as: UTF8.self) }
    }
}
