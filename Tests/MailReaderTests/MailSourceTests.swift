import Foundation
@testable import MailReader
import Testing
import TestSupport

/// Maildirs and mboxes read as one stream of messages, in order, with their flags.
@Suite("Mail source")
struct MailSourceTests {
    static func mail(_ id: String, _ extra: String = "") -> String {
        "From: Amy <amy@example.org>\nSubject: s\(id)\nMessage-ID: <\(id)@x>\nDate: Tue, 03 Mar 2026 10:00:00 +0000\n\(extra)\nbody \(id)\n"
    }

    static func all(_ source: MailSource) throws -> [MailItem] {
        var items: [MailItem] = []
        while let item = try source.next() { items.append(item) }
        return items
    }

    @Test func maildirsThenMboxesInOrderAcrossBatchesWithFlagsAndSkips() throws {
        let folder = TemporaryFolder()
        // More files than a batch, so the order must survive decoding on every core.
        let names = (0..<300).map { String(format: "17000%05d.M%d.host:2,%@", $0, $0, $0 % 3 == 0 ? "FS" : "") }
        try MaildirWalkerTests.make(names.map { "mail/cur/" + $0 } + ["mail/tmp/late"], under: folder.path)
        for (index, name) in names.enumerated() {
            try Data(Self.mail("m\(index)").utf8).write(to: URL(fileURLWithPath: folder.path + "/mail/cur/" + name))
        }
        try Data([0x00, 0x01]).write(to: URL(fileURLWithPath: folder.path + "/mail/cur/zz-not-mail"))
        let mbox = folder.file("list.mbox")
        try Data(("From a Tue Mar  3 10:00:00 2026\n" + Self.mail("b1", "Status: RO\nX-Status: F\n") + "\n"
                  + "From a Wed Mar  4 10:00:00 2026\nSubject: no date\n\nundated\n").utf8).write(to: URL(fileURLWithPath: mbox))
        let source = try MailSource([.maildir(folder.file("mail")), .mbox(mbox)])
        let items = try Self.all(source)
        #expect(items.map(\.message.messageID) == (0..<300).map { "m\($0)@x" } + ["b1@x", items.last?.message.messageID ?? ""])
        #expect(items.prefix(300).map(\.isRead) == (0..<300).map { $0 % 3 == 0 })
        #expect(items.prefix(300).map(\.isFlagged) == (0..<300).map { $0 % 3 == 0 })
        #expect(items.suffix(2).map(\.isRead) == [true, false] && items.suffix(2).map(\.isFlagged) == [true, false])
        #expect(items.last?.message.messageID.hasPrefix("threads-sha256-") == true)
        #expect(items.last?.sentAt == Date(timeIntervalSince1970: 1_772_618_400), "the envelope's date")
        #expect(items.suffix(2).map(\.origin) == [mbox + "#1", mbox + "#2"])
        #expect(source.read == 303)
        // What the walk left out is noted when it ends, before its last batch is decoded.
        #expect(source.skipped.map(\.origin) == [folder.path + "/mail/tmp/late", folder.path + "/mail/cur/zz-not-mail"])
        #expect(source.skipped.map(\.reason) == ["still being delivered (tmp/)", "not mail"])
    }

    @Test func aMaildirFileWithoutADateIsAsOldAsTheFile() throws {
        let folder = TemporaryFolder()
        try MaildirWalkerTests.make(["mail/cur/undated:2,"], under: folder.path)
        let file = folder.path + "/mail/cur/undated:2,"
        try Data("Message-ID: <u@x>\nSubject: no date\n\nundated\n".utf8).write(to: URL(fileURLWithPath: file))
        let modified = Date(timeIntervalSince1970: 1_700_000_000)
        try FileManager.default.setAttributes([.modificationDate: modified], ofItemAtPath: file)
        #expect(try Self.all(try MailSource([.maildir(folder.file("mail"))])).map(\.sentAt) == [modified])
    }

    @Test func standardInputIsAnMbox() throws {
        let text = Data(("From a Tue Mar  3 10:00:00 2026\n" + Self.mail("s1")).utf8)
        let chunks = Chunks([text])
        let items = try Self.all(try MailSource([.mbox("-")], standardInput: { chunks.next() }))
        #expect(items.map(\.message.messageID) == ["s1@x"])
        #expect(items.map(\.origin) == ["-#1"])
    }

    /// A file in `cur/` that cannot be read stops the whole import, named, rather than being
    /// counted as not mail. Root reads a file without read permission, so the cases every user
    /// meets are a link to nothing and a FIFO (which must not wait for a writer); the permission
    /// case runs here for other users and, as `nobody`, in MailImportEndToEndTests.
    @Test func aMaildirFileThatCannotBeReadStopsTheSourceNamingIt() throws {
        let folder = TemporaryFolder()
        try MaildirWalkerTests.make(["mail/cur/1:2,"], under: folder.path)
        let cur = folder.path + "/mail/cur/"
        let readAll = { try Self.all(try MailSource([.maildir(folder.file("mail"))])) }
        try FileManager.default.createSymbolicLink(atPath: cur + "2-link:2,", withDestinationPath: folder.file("gone"))
        try #require(throws: UnreadableMail(path: cur + "2-link:2,", reason: "a symbolic link to nothing"), performing: readAll)
        try FileManager.default.removeItem(atPath: cur + "2-link:2,")
        try #require(mkfifo(cur + "3-fifo:2,", 0o644) == 0)
        try #require(throws: UnreadableMail(path: cur + "3-fifo:2,", reason: "not a file"), performing: readAll)
        try FileManager.default.removeItem(atPath: cur + "3-fifo:2,")
        guard getuid() != 0 else { return }
        try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: cur + "1:2,")
        #expect(throws: UnreadableMail(path: cur + "1:2,", reason: "permission denied"), performing: readAll)
    }

    @Test func anInputThatCannotBeReadIsNamedBeforeAnythingIsRead() throws {
        let missing = TemporaryFolder().file("nowhere")
        #expect(throws: UnreadableMail.self) { try MailSource([.maildir(missing)]) }
        #expect { try MailSource([.mbox(missing)]) } throws: { ($0 as? UnreadableMail)?.path == missing }
        let folder = TemporaryFolder().path
        #expect(throws: UnreadableMail(path: folder, reason: "a folder (a Maildir is read with --maildir)")) { try MailSource([.mbox(folder)]) }
    }
}

/// Hands out chunks one by one, then empty data, as standard input would.
final class Chunks: @unchecked Sendable {
    private var chunks: [Data]
    private let lock = NSLock()
    init(_ chunks: [Data]) { self.chunks = chunks }
    func next() -> Data {
        lock.withLock { chunks.isEmpty ? Data() : chunks.removeFirst() }
    }
}
