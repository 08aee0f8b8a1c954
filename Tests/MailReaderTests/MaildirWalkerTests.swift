import Foundation
import MailReader
import Testing
import TestSupport

/// Which files a Maildir walk gives, in which order, and what it leaves out.
@Suite("Maildir walker")
struct MaildirWalkerTests {
    /// Creates `files` (paths under `root`) with a line each, making their folders.
    static func make(_ files: [String], under root: String) throws {
        for file in files {
            let path = root + "/" + file
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data("Subject: x\n\nx\n".utf8).write(to: URL(fileURLWithPath: path))
        }
    }

    @Test func curNewSubfoldersAndFlagsInAStableOrder() throws {
        let root = TemporaryFolder().path
        try Self.make([
            "new/1700000003.M3.host", "cur/1700000002.M2.host:2,S", "cur/1700000001.M1.host:2,FS", "cur/1700000004.M4.host:2,F",
            "tmp/1700000009.M9.host",
            ".Sent/cur/1700000005.M5.host:2,S", ".Sent/tmp/1700000010.M10.host",
            ".notmuch/xapian/record.DB",
            "Work/Projects/cur/1700000006.M6.host:2,RS", "Work/Projects/new/1700000007.M7.host:2,",
        ], under: root)
        var walker = try MaildirWalker(root: root)
        var seen: [String] = []
        var flags: [String] = []
        while let file = try walker.next() {
            seen.append(String(file.path.dropFirst(root.count + 1)))
            flags.append((file.isRead ? "read" : "unread") + (file.isFlagged ? " flagged" : ""))
        }
        #expect(seen == [
            "cur/1700000001.M1.host:2,FS", "cur/1700000002.M2.host:2,S", "cur/1700000004.M4.host:2,F", "new/1700000003.M3.host",
            ".Sent/cur/1700000005.M5.host:2,S",
            "Work/Projects/cur/1700000006.M6.host:2,RS", "Work/Projects/new/1700000007.M7.host:2,",
        ])
        #expect(flags == ["read flagged", "read", "unread flagged", "unread", "read", "read", "unread"])
        #expect(walker.skipped == [
            .dotFolder(root + "/.notmuch"), .inTmp(root + "/tmp/1700000009.M9.host"), .inTmp(root + "/.Sent/tmp/1700000010.M10.host"),
        ])
    }

    /// Links are followed, to folders and to files, as the walk's listing does not say what
    /// they lead to; a name's flags are those after its first `:2,`.
    @Test func linksAreFollowedAndFlagsReadAfterTheFirstMarker() throws {
        let root = TemporaryFolder().path
        let elsewhere = TemporaryFolder().path
        try Self.make(["cur/1700000001.M1.host:2,S", "cur/1700000002.M2.host:2,F:2,S"], under: root)
        try Self.make(["cur/1700000003.M3.host:2,S", "message:2,F"], under: elsewhere)
        try FileManager.default.createSymbolicLink(atPath: root + "/Linked", withDestinationPath: elsewhere)
        try FileManager.default.createSymbolicLink(atPath: root + "/cur/1700000004.M4.host:2,FS", withDestinationPath: elsewhere + "/message:2,F")
        var walker = try MaildirWalker(root: root)
        var seen: [String] = []
        while let file = try walker.next() {
            seen.append(String(file.path.dropFirst(root.count + 1)) + " " + (file.isRead ? "read" : "unread") + (file.isFlagged ? " flagged" : ""))
        }
        #expect(seen == [
            "cur/1700000001.M1.host:2,S read", "cur/1700000002.M2.host:2,F:2,S read flagged", "cur/1700000004.M4.host:2,FS read flagged",
            "Linked/cur/1700000003.M3.host:2,S read",
        ])
    }

    @Test func aFolderThatCannotBeReadFailsAtOnce() {
        #expect(throws: (any Error).self) { _ = try MaildirWalker(root: TemporaryFolder().file("missing")) }
    }
}
