import Foundation

/// The mail files under one Maildir, in a stable order: its `cur/` and `new/`, then its
/// Maildir++ subfolders (`.Sent`, `.Lists.swift`) and the Maildirs nested in plain folders,
/// each by name. `tmp/` (mail still being delivered) and other dot-folders are skipped and
/// named. A folder that cannot be read stops the walk, named: read as empty, its mail would be
/// missing without a word (docs/mail.md).
public struct MaildirWalker {
    /// One message file and what its name says.
    public struct File: Equatable, Sendable {
        public var path: String
        /// Flag `S` (seen) in the name's `:2,` part; a file in `new/` has not been seen.
        public var isRead: Bool
        /// Flag `F` (flagged).
        public var isFlagged: Bool
    }

    /// Something left out, and why.
    public enum Skipped: Equatable, Sendable {
        /// A message still in `tmp/`.
        case inTmp(String)
        /// A dot-folder that is not a Maildir++ subfolder (`.notmuch`, `.git`).
        case dotFolder(String)
    }

    private var folders: [String]
    /// The messages of the folder being walked, and the next one to give.
    private var files: [File] = []
    private var position = 0
    /// Everything skipped so far.
    public private(set) var skipped: [Skipped] = []

    /// Fails with the reason when `root` is not a folder that can be read.
    public init(root: String) throws(UnreadableMail) {
        _ = try Self.names(in: root)
        folders = [root]
    }

    /// The next message file; nil when every folder has been walked.
    public mutating func next() throws(UnreadableMail) -> File? {
        while position == files.count {
            guard !folders.isEmpty else { return nil }
            files = []
            position = 0
            try visit(folders.removeFirst())
        }
        position += 1
        return files[position - 1]
    }

    /// Queues `folder`'s messages and, ahead of the folders still waiting, its subfolders.
    private mutating func visit(_ folder: String) throws(UnreadableMail) {
        let names = try Self.names(in: folder)
        let isMaildir = names.contains("cur") || names.contains("new")
        var subfolders: [String] = []
        for name in names {
            let path = folder + "/" + name
            guard Self.isFolder(path) else { continue }
            switch name {
            case "cur", "new" where isMaildir:
                files += try Self.messages(in: path, fresh: name == "new")
            case "tmp" where isMaildir:
                skipped += try Self.messages(in: path, fresh: true).map { .inTmp($0.path) }
            case _ where name.hasPrefix("."):
                // Maildir++ keeps subfolders as dot-folders of the root, each a Maildir itself.
                if Self.isMaildir(path) { subfolders.append(path) } else { skipped.append(.dotFolder(path)) }
            default:
                subfolders.append(path)
            }
        }
        folders.insert(contentsOf: subfolders, at: 0)
    }

    private static func messages(in folder: String, fresh: Bool) throws(UnreadableMail) -> [File] {
        try names(in: folder).compactMap { name in
            guard !name.hasPrefix(".") else { return nil }
            let path = folder + "/" + name
            guard !isFolder(path) else { return nil }
            let flags = name.range(of: ":2,").map { name[$0.upperBound...] } ?? ""
            return File(path: path, isRead: !fresh && flags.contains("S"), isFlagged: flags.contains("F"))
        }
    }

    /// The names in `folder`, in order, or why it cannot be read.
    private static func names(in folder: String) throws(UnreadableMail) -> [String] {
        do {
            return try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        } catch {
            switch (error as? CocoaError)?.code {
            case .fileReadNoPermission?: throw UnreadableMail(path: folder, reason: "permission denied")
            case .fileReadNoSuchFile?: throw UnreadableMail(path: folder, reason: "no such folder")
            default: throw UnreadableMail(path: folder, reason: "it cannot be listed")
            }
        }
    }

    private static func isMaildir(_ folder: String) -> Bool {
        isFolder(folder + "/cur") || isFolder(folder + "/new")
    }

    private static func isFolder(_ path: String) -> Bool {
        var folder: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &folder) && folder.boolValue
    }
}
