import Foundation
@testable import MailReader
import Testing

/// Mail written by Python's email package (`Messages/make.py`), each field decoded exactly.
@Suite("MIME reader")
struct MIMEReaderTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Messages")

    static func read(_ name: String) throws -> MailMessage {
        try #require(MIMEReader.read(try Data(contentsOf: folder.appendingPathComponent(name))))
    }

    static let japanese = "会議室の予約について\n明日の十時からでお願いします。"

    /// File, subject, author and body of each charset mail.
    static let charsets: [(String, String, String, String)] = [
        ("iso-2022-jp", "会議室の予約", "山田 太郎", japanese),
        ("shift_jis", "請求書の件", "佐藤", japanese),
        ("euc-jp", "契約書の確認", "鈴木", japanese),
        ("windows-1252", "Café résumé", "Zoë Müller", "Ça coûte 5 € — d'accord?"),
        ("iso-8859-2", "Zażółć gęślą", "Łukasz", "Zażółć gęślą jaźń"),
        ("koi8-r", "Привет", "Иван", "Встреча в пятницу"),
        ("gb18030", "会议安排", "王伟", "明天上午十点开会"),
        ("big5", "會議通知", "陳", "明天上午十點開會"),
        ("euc-kr", "회의 안내", "김민수", "내일 오전 열 시에 회의가 있습니다"),
    ]

    @Test(arguments: charsets)
    func everyCharsetIsDecodedToUTF8(file: String, subject: String, author: String, body: String) throws {
        let mail = try Self.read("charset-\(file).eml")
        #expect(mail.subject == subject)
        #expect(mail.author == author)
        #expect(mail.body == body)
        #expect(mail.messageID == "\(file)@example.org")
        #expect(mail.sentAt == Date(timeIntervalSince1970: 1_772_499_600))  // 2026-03-03T01:00:00Z
    }

    @Test func aReplyRefersToInReplyToFirstThenReferencesOnce() throws {
        let mail = try Self.read("reply.eml")
        #expect(mail.messageID == "r2@example.org")
        #expect(mail.references == ["r1@example.org", "r0@example.org"])
        #expect(mail.author == "ben@example.org")
        #expect(mail.subject == "Re: RE: Fwd: plan")
    }

    @Test func mailWithoutAnIDIsKnownByTheHashOfItsBytesAndAnObsoleteDateIsRead() throws {
        let bytes = try Data(contentsOf: Self.folder.appendingPathComponent("no-id.eml"))
        let mail = try #require(MIMEReader.read(bytes))
        #expect(mail.messageID.hasPrefix("threads-sha256-") && mail.messageID.count == "threads-sha256-".count + 64)
        #expect(MIMEReader.read(bytes + Data("\n".utf8))?.messageID != mail.messageID)
        #expect(mail.sentAt == Date(timeIntervalSince1970: 1_772_550_000))  // 2026-03-03T15:00:00Z
    }

    @Test func htmlOnlyMailIsReadAsText() throws {
        #expect(try Self.read("html-only.eml").body == "Invoice #2041\nTotal: 5 € & tax\nLine!\nNext ☺")
    }

    @Test func theAlternativesPlainPartIsTheBody() throws {
        #expect(try Self.read("alternative.eml").body == "plain wins\n")
    }

    @Test func anAttachmentIsOneLineWithItsDecodedNameTypeAndSize() throws {
        let body = try Self.read("attachment.eml").body
        #expect(body == "See attached.\n\n[attachment: 見積書.pdf, application/pdf, 3 KB]")
    }

    @Test func flowedLinesAreJoined() throws {
        #expect(try Self.read("flowed.eml").body == "This is a long line that flows.\n> quoted and flowing\nFrom stuffed\n-- \nsig\n")
    }

    @Test func anUnknownCharsetIsReadAsUTF8WithReplacementCharacters() throws {
        #expect(try Self.read("unknown-charset.eml").body == "café \u{FFFD} end\n")
    }

    @Test func bytesWithoutAHeaderBlockAreNotMail() throws {
        #expect(MIMEReader.read(try Data(contentsOf: Self.folder.appendingPathComponent("not-mail.eml"))) == nil)
        #expect(MIMEReader.read(Data()) == nil)
    }
}
