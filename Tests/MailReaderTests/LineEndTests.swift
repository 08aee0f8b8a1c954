import Foundation
@testable import MailReader
import Testing

/// Mail as it travels, with CRLF line ends (`Messages/make.py`, `crlf-*`): the text keeps `\n`
/// alone, whatever the transfer encoding, and a CR alone (old Mac mail) is a line end too.
@Suite("Line ends")
struct LineEndTests {
    static let text = "Line one.\nLine two, 日本語も。\n\nLast line, which is long enough that quoted-printable has to break it softly.\n"

    /// File and body of each CRLF message.
    static let messages: [(String, String)] = [
        ("crlf-plain", text),
        ("crlf-quoted-printable", text),
        ("crlf-base64", text),
        ("crlf-flowed", "This is a long line that flows.\n> quoted and flowing\n-- \nsig\n"),
        ("crlf-html", "First paragraph.\nSecond\nline."),
        ("crlf-attachment", "See attached.\n\n[attachment: notes.pdf, application/pdf, 3 KB]"),
        ("crlf-lone-cr", "one\ntwo\nthree\n\nfour\n"),
    ]

    @Test(arguments: messages)
    func aCRLFMessageLeavesNoCRInItsBody(file: String, body: String) throws {
        let mail = try MIMEReaderTests.read(file + ".eml")
        #expect(mail.body == body)
        #expect(!mail.body.utf8.contains(UInt8(ascii: "\r")))
        #expect(mail.subject == file && mail.author == "Amy" && mail.messageID == file + "@example.org")
    }

    @Test func crlfAndCRAloneBecomeNewlinesAndOtherTextIsLeftAsItIs() {
        #expect(LineEnds.newlines("a\r\nb\rc\r\r\nd\r\re\r") == "a\nb\nc\nd\n\ne\n")
        #expect(LineEnds.newlines("日本語\r\n") == "日本語\n")
        #expect(LineEnds.newlines("no carriage return\n") == "no carriage return\n")
        #expect(LineEnds.newlines("") == "")
    }
}
