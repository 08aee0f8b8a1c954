import Foundation
import Testing
import TestSupport

/// `threads import --maildir/--mbox` through the real binaries (`threads` runs `threads-mail`),
/// on mail written by Python's email package (Tests/MailReaderTests/Messages) and a thread
/// written here.
@Suite("Mail import, end to end")
struct MailImportEndToEndTests {
    static let messages = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../MailReaderTests/Messages").standardized

    /// A thread of three, the last answering through a message that is not there.
    static let thread = [
        ("t1", "Message-ID: <t1@x>\nSubject: Budget\nFrom: Aiko <aiko@x>\nDate: Mon, 2 Mar 2026 09:00:00 +0000\n\nFirst.\n"),
        ("t2", "Message-ID: <t2@x>\nIn-Reply-To: <t1@x>\nSubject: Re: Budget\nFrom: Ben <ben@x>\nDate: Mon, 2 Mar 2026 10:00:00 +0000\n\nSecond.\n"),
        ("t3", "Message-ID: <t3@x>\nReferences: <t1@x> <missing@x>\nSubject: Re: Budget\nFrom: Cy <cy@x>\nDate: Mon, 2 Mar 2026 11:00:00 +0000\n\nThird.\n"),
    ]
    /// Three Japanese charsets, and mail without a Message-ID (its id is a hash of its bytes).
    static let written = ["charset-iso-2022-jp", "charset-shift_jis", "charset-euc-jp", "no-id"]

    /// The fixtures as files: names and bytes, in name order.
    private func mailFiles() throws -> [(String, Data)] {
        let written = try Self.written.map { ($0, try Data(contentsOf: Self.messages.appendingPathComponent($0 + ".eml"))) }
        return (written + Self.thread.map { ($0.0, Data($0.1.utf8)) }).sorted { $0.0 < $1.0 }
    }

    private func maildir(_ folder: TemporaryFolder) throws -> String {
        let root = folder.file("Mail")
        for part in ["cur", "new", "tmp"] { try FileManager.default.createDirectory(atPath: root + "/" + part, withIntermediateDirectories: true) }
        for (name, bytes) in try mailFiles() { try bytes.write(to: URL(fileURLWithPath: root + "/cur/" + name + ":2,")) }
        try Data("half a message".utf8).write(to: URL(fileURLWithPath: root + "/tmp/arriving"))
        return root
    }

    private func mbox(_ folder: TemporaryFolder) throws -> String {
        var box = Data()
        for (_, bytes) in try mailFiles() {
            box.append(Data("From someone@x Mon Mar  2 09:00:00 2026\n".utf8))
            box.append(bytes)
            box.append(Data("\n".utf8))
        }
        let path = folder.file("archive.mbox")
        try box.write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test func aMaildirAndAnMboxOfTheSameMailGiveTheSameThreads() throws {
        let folder = TemporaryFolder()
        let fromMaildir = folder.file("a.sqlite"), fromMbox = folder.file("b.sqlite")
        let first = try Binary.run(["--database", fromMaildir, "import", "--maildir", try maildir(folder), "--verbose"])
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdoutLines.last == "Imported 7 messages into 5 threads (0 already here, 1 not mail)")
        #expect(first.stdoutLines.first == "skipped \(folder.file("Mail"))/tmp/arriving: still being delivered (tmp/)")
        let second = try Binary.run(["--database", fromMbox, "import", "--mbox", try mbox(folder)])
        #expect(second.stdout == "Imported 7 messages into 5 threads (0 already here, 0 not mail)\n", "\(second.stderr)")
        let exported = try Binary.run(["--database", fromMaildir, "export"]).stdout
        #expect(exported == (try Binary.run(["--database", fromMbox, "export"]).stdout))
        let list = try Binary.run(["--database", fromMbox, "list", "--format", "json", "--sort", "title"]).stdout
        #expect(list.contains(#""title":"Budget""#) && list.contains(#""participants":["Aiko","Ben","Cy"]"#), "\(list)")
        #expect(exported.contains(#""message_id":"t3@x","references":["t1@x","missing@x"]"#))
    }

    @Test func aJapaneseSubstringFindsMailInEachJapaneseCharset() throws {
        let folder = TemporaryFolder()
        let database = folder.file("threads.sqlite")
        #expect(try Binary.run(["--database", database, "import", "--maildir", try maildir(folder)]).status == 0)
        let titles = { (term: String) throws -> [String] in
            try Binary.run(["--database", database, "list", "--search", term, "--format", "tsv", "--sort", "title"]).stdoutLines
                .map { String($0.split(separator: "\t")[4]) }
        }
        // Every body says it; a body decoded wrongly would not.
        #expect(try titles("明日の十時") == ["会議室の予約", "契約書の確認", "請求書の件"].sorted())
        #expect(try titles("請求書") == ["請求書の件"])
        #expect(try titles("契約書") == ["契約書の確認"])
    }

    @Test func importingTheSameMailAgainAddsNothingAndChangesNothing() throws {
        let folder = TemporaryFolder()
        let database = folder.file("threads.sqlite")
        let root = try maildir(folder)
        #expect(try Binary.run(["--database", database, "import", "--maildir", root]).status == 0)
        let before = try Binary.run(["--database", database, "export"]).stdout
        let state = try Binary.run(["--database", database, "changes"]).stdout
        let again = try Binary.run(["--database", database, "import", "--maildir", root, "--mbox", try mbox(folder)])
        #expect(again.stdout == "Imported 0 messages into 0 threads (14 already here, 1 not mail)\n", "\(again.stderr)")
        #expect(try Binary.run(["--database", database, "export"]).stdout == before)
        #expect(try Binary.run(["--database", database, "changes"]).stdout == state)
    }

    @Test func aFolderThatCannotBeReadIsOneLineAndNothingChanges() throws {
        let folder = TemporaryFolder()
        let database = folder.file("threads.sqlite")
        let root = try maildir(folder)
        #expect(try Binary.run(["--database", database, "import", "--mbox", try mbox(folder)]).status == 0)
        let before = try Binary.run(["--database", database, "export"]).stdout
        let missing = folder.file("nowhere")
        let result = try Binary.run(["--database", database, "import", "--maildir", root, missing])
        #expect(result.status == 1)
        #expect(result.stderr == "threads: cannot read \(missing): no such folder; nothing was imported\n")
        #expect(result.stdout.isEmpty)
        #expect(try Binary.run(["--database", database, "export"]).stdout == before)
    }

    /// A file in the Maildir that cannot be read fails the import as a missing folder does, never
    /// "not mail". A link to nothing is unreadable for root too, so this runs for every user.
    @Test func aMaildirFileThatCannotBeReadIsOneLineAndNothingChanges() throws {
        let folder = TemporaryFolder()
        let database = folder.file("threads.sqlite")
        let root = try maildir(folder)
        #expect(try Binary.run(["--database", database, "import", "--mbox", try mbox(folder)]).status == 0)
        let before = try Binary.run(["--database", database, "export"]).stdout
        let link = root + "/cur/zz-link:2,"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: folder.file("gone"))
        let result = try Binary.run(["--database", database, "import", "--maildir", root])
        #expect(result.status == 1)
        #expect(result.stderr == "threads: cannot read \(link): a symbolic link to nothing; nothing was imported\n")
        #expect(result.stdout.isEmpty)
        #expect(try Binary.run(["--database", database, "export"]).stdout == before)
    }

    /// The contract's own case, a file (and a folder) without read permission. Root reads them
    /// anyway, so this runs as `nobody`: always on CI, which runs as root.
    @Test(.enabled(if: Binary.mustRunAsNobody, "needs root, runuser and the nobody user"))
    func aMaildirFileOrFolderWithoutReadPermissionIsOneLineAndNothingChanges() throws {
        let folder = TemporaryFolder(reachableByAll: true)
        let root = try maildir(folder)
        // `nobody` writes the database (and its journal) in a folder of its own.
        let writable = folder.file("db")
        try FileManager.default.createDirectory(atPath: writable, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o777])
        let asNobody = { (arguments: [String]) in try Binary.run(["--database", writable + "/threads.sqlite"] + arguments, user: "nobody") }
        let first = try asNobody(["import", "--maildir", root])
        #expect(first.status == 0, "\(first.stderr)")
        let before = try asNobody(["export"]).stdout
        let locked = root + "/new/locked"
        try Data(Self.thread[0].1.utf8).write(to: URL(fileURLWithPath: locked))
        try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: locked)
        let file = try asNobody(["import", "--maildir", root])
        #expect(file.status == 1 && file.stdout.isEmpty)
        #expect(file.stderr == "threads: cannot read \(locked): permission denied; nothing was imported\n")
        try FileManager.default.removeItem(atPath: locked)
        let archive = root + "/.Archive/cur"
        try FileManager.default.createDirectory(atPath: archive, withIntermediateDirectories: true)
        try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: archive)
        let inner = try asNobody(["import", "--maildir", root])
        #expect(inner.status == 1 && inner.stdout.isEmpty)
        #expect(inner.stderr == "threads: cannot read \(archive): permission denied; nothing was imported\n")
        #expect(try asNobody(["export"]).stdout == before)
    }

    /// Mail as it travels, CRLF line ends: stored with `\n`, so a search across a line break finds it.
    @Test func aCRLFMessageIsStoredWithNewlinesAndSearchedAcrossALineBreak() throws {
        let folder = TemporaryFolder()
        let root = folder.file("Mail")
        try FileManager.default.createDirectory(atPath: root + "/cur", withIntermediateDirectories: true)
        let message = "Message-ID: <crlf@x>\nSubject: Rooms\nFrom: Aiko <aiko@x>\nDate: Mon, 2 Mar 2026 09:00:00 +0000\n\n"
            + "The meeting is at ten,\nin 会議室 4.\n"
        try Data(message.replacingOccurrences(of: "\n", with: "\r\n").utf8).write(to: URL(fileURLWithPath: root + "/cur/1:2,S"))
        let database = folder.file("threads.sqlite")
        #expect(try Binary.run(["--database", database, "import", "--maildir", root]).status == 0)
        let shown = try Binary.run(["--database", database, "show", "1", "--format", "json"]).stdout
        #expect(shown.contains(#""body":"The meeting is at ten,\nin 会議室 4.\n""#) && !shown.contains(#"\r"#), "\(shown)")
        let found = try Binary.run(["--database", database, "list", "--search", "ten,\nin 会議室", "--format", "tsv"]).stdoutLines
        #expect(found.count == 1 && found.first?.contains("Rooms") == true, "\(found)")
    }

    @Test func anInboxFromMailMovesExactlyAndStillKnowsItsMail() throws {
        let folder = TemporaryFolder()
        let first = folder.file("a.sqlite"), moved = folder.file("b.sqlite")
        let root = try maildir(folder)
        #expect(try Binary.run(["--database", first, "import", "--maildir", root]).status == 0)
        let exported = try Binary.run(["--database", first, "export"]).stdout
        #expect(try Binary.run(["--database", moved, "import", "-"], stdin: exported).status == 0)
        #expect(try Binary.run(["--database", moved, "export"]).stdout == exported)
        // The moved inbox knows each message, and threads a new reply through a parent it never had.
        let reply = "Message-ID: <t4@x>\nReferences: <missing@x>\nSubject: Re: Budget\nFrom: Dee <dee@x>\nDate: Tue, 3 Mar 2026 09:00:00 +0000\n\nFourth.\n"
        try Data(reply.utf8).write(to: URL(fileURLWithPath: root + "/new/t4"))
        let again = try Binary.run(["--database", moved, "import", "--maildir", root])
        #expect(again.stdout == "Imported 1 message into 1 thread (7 already here, 1 not mail)\n", "\(again.stderr)")
        let budget = try Binary.run(["--database", moved, "list", "--search", "Fourth", "--format", "json"]).stdout
        #expect(budget.contains(#""title":"Budget""#) && budget.contains(#""message_count":4"#), "\(budget)")
    }

    @Test func theSameMessageInTwoFoldersIsOneAndMailWithoutFromHasAnUnknownSender() throws {
        let folder = TemporaryFolder()
        let root = folder.file("Mail")
        for part in ["cur", ".Archive/cur"] { try FileManager.default.createDirectory(atPath: root + "/" + part, withIntermediateDirectories: true) }
        let message = Data("Message-ID: <same@x>\nSubject: hello\nDate: Mon, 2 Mar 2026 09:00:00 +0000\n\nHi.\n".utf8)
        try message.write(to: URL(fileURLWithPath: root + "/cur/1:2,S"))
        try message.write(to: URL(fileURLWithPath: root + "/.Archive/cur/2:2,S"))
        let database = folder.file("threads.sqlite")
        let result = try Binary.run(["--database", database, "import", "--maildir", root])
        #expect(result.stdout == "Imported 1 message into 1 thread (1 already here, 0 not mail)\n", "\(result.stderr)")
        #expect(try Binary.run(["--database", database, "show", "1", "--format", "json"]).stdout.contains(#""author":"(unknown sender)""#))
    }

    @Test func aFileAndMailTogetherOrNeitherIsAUsageError() throws {
        let database = TemporaryFolder().file("threads.sqlite")
        let both = try Binary.run(["--database", database, "import", "backup.jsonl", "--mbox", "-"])
        #expect(both.status == 64 && both.stderr.contains("not both"), "\(both.stderr)")
        #expect(try Binary.run(["--database", database, "import"]).status == 64)
    }

    /// `--tag` tags every thread the import adds (all five here); a bad name or `--tag` with a
    /// JSON Lines file is exit 64 and changes nothing.
    @Test func tagsGiveEveryThreadOfAMailImportItsTags() throws {
        let folder = TemporaryFolder()
        let database = folder.file("threads.sqlite")
        let root = try maildir(folder)
        let bad = try Binary.run(["--database", database, "import", "--maildir", root, "--tag", "a b"])
        #expect(bad.status == 64 && bad.stderr == "threads: tag \"a b\": a tag is letters, digits, - _ . / (no spaces)\n", "\(bad.stderr)")
        #expect(try Binary.run(["--database", database, "import", "backup.jsonl", "--tag", "x"]).status == 64)
        #expect(try Binary.run(["--database", database, "tags", "--format", "json"]).stdout == "[]\n")
        let imported = try Binary.run(["--database", database, "import", "--maildir", root, "--tag", "inbox", "lists/budget"])
        #expect(imported.status == 0, "\(imported.stderr)")
        let tags = try Binary.run(["--database", database, "tags", "--format", "json"]).stdout
        #expect(tags == #"[{"name":"inbox","threads":5,"unread_threads":5},{"name":"lists/budget","threads":5,"unread_threads":5}]"# + "\n", "\(tags)")
    }

    @Test func anMboxOnStandardInputIsRead() throws {
        let folder = TemporaryFolder()
        let box = try String(contentsOfFile: try mbox(folder), encoding: .utf8)
        let result = try Binary.run(["--database", folder.file("threads.sqlite"), "import", "--mbox", "-"], stdin: box)
        #expect(result.stdout == "Imported 7 messages into 5 threads (0 already here, 0 not mail)\n", "\(result.stderr)")
    }
}
