@testable import MailReader
import Testing

/// The rules the reader applies to text, each on its own.
@Suite("Mail text rules")
struct MailTextRulesTests {
    static let subjects: [(String, String)] = [
        ("Re: plan", "plan"),
        ("RE: Re[2]: Fwd: plan", "plan"),
        ("Fw:plan", "plan"),
        ("AW: SV: Antw: plan", "plan"),
        ("返信: 転送：会議", "会議"),
        ("Re(3): plan", "plan"),
        ("  Re:  ", SubjectTitle.none),
        ("", SubjectTitle.none),
        ("Reply needed: plan", "Reply needed: plan"),
        ("Re plan", "Re plan"),
        ("Request: Re: plan", "Request: Re: plan"),
    ]

    @Test(arguments: subjects)
    func replyAndForwardMarkersAreTakenOffTheFront(subject: String, title: String) {
        #expect(SubjectTitle.title(subject) == title)
    }

    @Test func flowedTextWithDelSpDropsTheSoftSpace() {
        #expect(FlowedText.joined("日本語の \n文章です\n", deleteSpace: true) == "日本語の文章です\n")
        #expect(FlowedText.joined("a \nb\n\nc \n", deleteSpace: false) == "a b\n\nc \n")
    }

    @Test func htmlKeepsAnAmpersandThatIsNotAReferenceAndDropsComments() {
        #expect(HTMLText.text("<p>Q&A &bogus; <!-- no -->yes</p><p>&lt;b&gt;</p>") == "Q&A &bogus; yes\n<b>")
        #expect(HTMLText.text("<ul><li>one</li><li>two</li></ul>") == "one\ntwo")
        #expect(HTMLText.text("") == "")
    }

    @Test func sizesAreWhatMailClientsShow() {
        #expect(AttachmentLine.size(0) == "0 B")
        #expect(AttachmentLine.size(1023) == "1023 B")
        #expect(AttachmentLine.size(3000) == "3 KB")
        #expect(AttachmentLine.size(5 * 1024 * 1024 + 200_000) == "5.2 MB")
    }
}
