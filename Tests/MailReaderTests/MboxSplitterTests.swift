import Foundation
import MailReader
import Testing

/// An mbox split into messages, whatever the size of the chunks it is read in.
@Suite("mbox splitter")
struct MboxSplitterTests {
    static let mbox = """
        junk before the first envelope
        From amy@example.org Tue Mar  3 10:00:00 2026
        Subject: one

        >From the start, a quoted envelope line.
        >>From two levels.
        > From is not escaped.

        From ben@example.org Wed Mar  4 11:30:15 2026
        Subject: two

        last

        """

    static func split(_ text: String, chunk: Int) throws -> [MboxSplitter.Message] {
        var rest = Data(text.utf8)
        var splitter = MboxSplitter {
            defer { rest = rest.count > chunk ? Data(rest.dropFirst(chunk)) : Data() }
            return Data(rest.prefix(chunk))
        }
        var messages: [MboxSplitter.Message] = []
        while let message = try splitter.next() { messages.append(message) }
        return messages
    }

    @Test(arguments: [1, 3, 7, 64, 1 << 16])
    func messagesEnvelopesAndEscapes(chunk: Int) throws {
        let messages = try Self.split(Self.mbox, chunk: chunk)
        #expect(messages.map { String(decoding: $0.bytes, as: UTF8.self) } == [
            "Subject: one\n\nFrom the start, a quoted envelope line.\n>From two levels.\n> From is not escaped.\n",
            "Subject: two\n\nlast\n",
        ])
        #expect(messages.map(\.envelopeDate) == [Date(timeIntervalSince1970: 1_772_532_000), Date(timeIntervalSince1970: 1_772_623_815)])
    }

    @Test func anEmptyFileOrOneWithoutAnEnvelopeHasNoMessages() throws {
        #expect(try Self.split("", chunk: 5).isEmpty)
        #expect(try Self.split("Subject: no envelope\n\nbody\n", chunk: 5).isEmpty)
    }

    @Test func theBlankLineAfterTheLastMessageIsTheFormatsNotTheMessages() throws {
        #expect(try Self.split("From a Tue Mar  3 10:00:00 2026\nSubject: x\n\ny\n\n", chunk: 4).map(\.bytes) == [Data("Subject: x\n\ny\n".utf8)])
    }

    @Test func anEnvelopeWithoutADateGivesNone() throws {
        #expect(try Self.split("From someone\nSubject: x\n\ny\n", chunk: 4).map(\.envelopeDate) == [nil])
    }
}
