@testable import Data
import Domain
import Foundation
import Testing

/// The pipe between `threads-mail` and `threads`: what goes in comes out, and a stream cut short
/// is an error, never a shorter import.
@Suite("Mail frames")
struct MailFramesTests {
    private let draft = MailDraft(
        message: MessageDraft(author: "佐藤 \u{0}", body: "line\nline\t\u{1F600}", sentAt: Date(timeIntervalSince1970: 1_772_323_200.123),
                              isRead: true, messageID: "a@x", references: ["p@x", "q@x"]),
        title: "会議室の予約", isFlagged: true)

    /// The stream `write` makes, after the header that starts every stream.
    private func written(_ write: (MailFrameWriter) throws -> Void) throws -> Data {
        var bytes = Data()
        let frames = MailFrameWriter { bytes.append($0) }
        try frames.header()
        try write(frames)
        return bytes
    }

    /// A reader handing out `bytes` `chunk` at a time, as a pipe does.
    private func reader(_ bytes: Data, chunk: Int) -> MailFrameReader {
        var rest = bytes[...]
        return MailFrameReader { defer { rest = rest.dropFirst(chunk) }; return Data(rest.prefix(chunk)) }
    }

    @Test(arguments: [1, 7, 1 << 20])
    func messagesAndWhatWasPassedOverArriveAsWritten(chunk: Int) throws {
        var plain = draft
        plain.isFlagged = false
        plain.message.isRead = false
        plain.message.references = []
        let bytes = try written { frames in
            try frames.message(draft)
            try frames.skipped(SkippedMail(origin: "Mail/tmp/x", reason: "still being delivered (tmp/)"))
            try frames.message(plain)
            try frames.end()
        }
        let source = reader(bytes, chunk: chunk)
        #expect(try source.next() == draft)
        #expect(try source.next() == plain)
        #expect(try source.next() == nil)
        #expect(source.skipped == [SkippedMail(origin: "Mail/tmp/x", reason: "still being delivered (tmp/)")])
    }

    /// A message of megabytes arriving in small chunks, as a pipe hands it over: the bytes the
    /// reader copies stay within a small multiple of the bytes it reads. (Each chunk used to copy
    /// everything still unread: gigabytes here.) Counted, never timed.
    @Test(arguments: [(1, 1 << 16), (4096, 4 << 20)])
    func aLargeMessageInSmallChunksIsCopiedALinearNumberOfTimes(chunk: Int, size: Int) throws {
        var large = draft
        large.message.body = String(repeating: "0123456789abcdef", count: size / 16)
        let bytes = try written { frames in
            try frames.message(large)
            try frames.message(draft)
            try frames.end()
        }
        let source = reader(bytes, chunk: chunk)
        #expect(try source.next() == large)
        #expect(try source.next() == draft)
        #expect(try source.next() == nil)
        #expect(source.bytesCopied <= 2 * bytes.count, "\(source.bytesCopied) bytes copied to read \(bytes.count)")
    }

    @Test func aStreamCutShortThrowsWhereverItIsCut() throws {
        let bytes = try written { frames in
            try frames.message(draft)
            try frames.end()
        }
        for length in 0..<bytes.count {
            let source = reader(bytes.prefix(length), chunk: 5)
            #expect(throws: ThreadsError.unreadableMail(path: "threads-mail", reason: "it stopped before the end; nothing was imported")) {
                while try source.next() != nil {}
            }
        }
    }

    @Test func theHeaderSaysTheVersionAndAReaderOfAnotherIsRefused() throws {
        let bytes = try written { try $0.end() }
        #expect(bytes.prefix(9) == Data([0x56, UInt8(MailFrameVersion.current), 0, 0, 0, 0, 0, 0, 0]))
        let current = reader(bytes, chunk: 1)
        #expect(try current.writerVersion() == MailFrameVersion.current)
        #expect(try current.next() == nil)
        // A writer of version 2, and one from before versions (no header: its first frame is another).
        var other = bytes
        other[1] = 2
        let old = bytes.dropFirst(9)
        for (stream, version) in [(other, 2), (Data(old), 0)] {
            #expect(try reader(stream, chunk: 4).writerVersion() == version)
            let reason = "it speaks version \(version); this threads speaks \(MailFrameVersion.current): reinstall both with scripts/install"
            #expect(throws: ThreadsError.unreadableMail(path: "threads-mail", reason: reason)) { try reader(stream, chunk: 4).next() }
        }
    }

    @Test func aFolderThatCannotBeReadArrivesAsItsError() throws {
        let bytes = try written { try $0.unreadable(path: "/home/a/Mail", reason: "permission denied") }
        #expect(throws: ThreadsError.unreadableMail(path: "/home/a/Mail", reason: "permission denied")) { try reader(bytes, chunk: 3).next() }
    }
}
