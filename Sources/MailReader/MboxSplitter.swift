import Foundation

/// The messages of an mbox (mboxrd or mboxo), read a chunk at a time: each starts at a line
/// beginning `From ` (the envelope line, not part of the message), and a body line escaped as
/// `>From ` (or `>>From `…) gets one `>` back.
public struct MboxSplitter {
    /// One message's bytes, and the date its envelope line gives (for mail without a `Date`).
    public struct Message: Equatable, Sendable {
        public var bytes: Data
        public var envelopeDate: Date?
    }

    private let read: () throws -> Data
    /// Bytes read and not yet given out start at `offset`; the next separator is looked for
    /// from `scanFrom`, so no byte is searched twice however long a message is.
    private var buffer = Data()
    private var offset = 0
    private var scanFrom = 0
    private var ended = false
    private static let separator = Data("\nFrom ".utf8)
    private static let envelope = Data("From ".utf8)

    /// `read` gives the next chunk of the file, and empty data at its end.
    public init(read: @escaping () throws -> Data) {
        self.read = read
    }

    /// The next message; nil at the end. Bytes before the first `From ` line are not a message.
    public mutating func next() throws -> Message? {
        while true {
            if let end = buffer.range(of: Self.separator, in: scanFrom..<buffer.endIndex)?.lowerBound {
                let piece = buffer[offset..<end]
                offset = end + 1
                scanFrom = offset
                if piece.starts(with: Self.envelope) { return Self.message(piece) }
                continue
            }
            guard !ended else { break }
            // A separator may straddle two chunks: look again from just before the end.
            scanFrom = max(offset, buffer.endIndex - (Self.separator.count - 1))
            if offset > 1 << 20 {
                // What was given out goes, so the buffer holds about one message and one chunk.
                buffer = Data(buffer[offset...])
                scanFrom -= offset
                offset = 0
            }
            let chunk = try read()
            if chunk.isEmpty { ended = true } else { buffer.append(chunk) }
        }
        guard offset < buffer.endIndex else { return nil }
        let piece = buffer[offset...]
        offset = buffer.endIndex
        return piece.starts(with: Self.envelope) ? Self.message(piece, last: true) : nil
    }

    /// The envelope line off and escaped `From ` lines restored. The blank line before the next
    /// envelope went with the separator; the last message's is dropped here.
    private static func message(_ bytes: Data, last: Bool = false) -> Message {
        let newline = bytes.firstIndex(of: UInt8(ascii: "\n")) ?? bytes.endIndex
        let envelope = String(decoding: bytes[bytes.startIndex..<newline], as: UTF8.self)
        var body = Data()
        body.reserveCapacity(bytes.count)
        var lineStart = newline == bytes.endIndex ? newline : bytes.index(after: newline)
        while lineStart < bytes.endIndex {
            let lineEnd = bytes[lineStart...].firstIndex(of: UInt8(ascii: "\n")).map { bytes.index(after: $0) } ?? bytes.endIndex
            let line = bytes[lineStart..<lineEnd]
            let quotes = line.prefix { $0 == UInt8(ascii: ">") }.count
            body.append(quotes > 0 && line.dropFirst(quotes).starts(with: Data("From ".utf8)) ? line.dropFirst() : line)
            lineStart = lineEnd
        }
        if last, body.suffix(2) == Data("\n\n".utf8) { body.removeLast() }
        return Message(bytes: body, envelopeDate: envelopeDate(envelope))
    }

    /// `From sender Tue Mar  3 10:00:00 2026`: the date after the sender, in UTC.
    static func envelopeDate(_ line: String) -> Date? {
        let words = line.split(separator: " ")
        guard words.count >= 7 else { return nil }
        let text = words.suffix(5).joined(separator: " ")
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "EEE MMM d HH:mm:ss yyyy"
        return formatter.date(from: text)
    }
}
