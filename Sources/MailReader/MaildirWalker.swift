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
        _ = try Self.entries(in: root)
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
        let entries = try Self.entries(in: folder)
        let isMaildir = entries.contains { $0.name == "cur" || $0.name == "new" }
        var subfolders: [String] = []
        for entry in entries where entry.isFolder {
            let path = folder + "/" + entry.name
            switch entry.name {
            case "cur", "new" where isMaildir:
                files += try Self.messages(in: path, fresh: entry.name == "new")
            case "tmp" where isMaildir:
                skipped += try Self.messages(in: path, fresh: true).map { .inTmp($0.path) }
            case _ where entry.name.hasPrefix("."):
                // Maildir++ keeps subfolders as dot-folders of the root, each a Maildir itself.
                if Self.isMaildir(path) { subfolders.append(path) } else { skipped.append(.dotFolder(path)) }
            default:
                subfolders.append(path)
            }
        }
        folders.insert(contentsOf: subfolders, at: 0)
    }

    private static func messages(in folder: String, fresh: Bool) throws(UnreadableMail) -> [File] {
        try entries(in: folder).compactMap { entry in
            guard !entry.name.hasPrefix("."), !entry.isFolder else { return nil }
            let flags = MaildirFlags(name: entry.name)
            return File(path: folder + "/" + entry.name, isRead: !fresh && flags.seen, isFlagged: flags.flagged)
        }
    }

    /// One name in a folder, and whether it is a folder (a link to one counts).
    private struct Entry {
        var name: String
        var isFolder: Bool
    }

    /// The entries of `folder`, by name, or why it cannot be read. Read with `readdir`, whose
    /// entries say what they are: a `stat` of each file and Foundation's listing were most of the
    /// 5.5 s a folder of a million messages took before its first message went out.
    private static func entries(in folder: String) throws(UnreadableMail) -> [Entry] {
        guard let directory = opendir(folder) else {
            switch errno {
            case EACCES: throw UnreadableMail(path: folder, reason: "permission denied")
            case ENOENT, ENOTDIR: throw UnreadableMail(path: folder, reason: "no such folder")
            default: throw UnreadableMail(path: folder, reason: "it cannot be listed")
            }
        }
        defer { closedir(directory) }
        var entries: [Entry] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            guard name != ".", name != ".." else { continue }
            let type = Int32(entry.pointee.d_type)
            // A link, or a file system that does not say: ask, following links as before.
            let isFolder = type == DT_DIR || ((type == DT_LNK || type == DT_UNKNOWN) && Self.isFolder(folder + "/" + name))
            entries.append(Entry(name: name, isFolder: isFolder))
        }
        return entries.sorted { $0.name < $1.name }
    }

    private static func isMaildir(_ folder: String) -> Bool {
        isFolder(folder + "/cur") || isFolder(folder + "/new")
    }

    private static func isFolder(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
    }
}

/// The flags a Maildir name carries after its first `:2,` (`S` seen, `F` flagged), read as bytes.
struct MaildirFlags {
    var seen = false
    var flagged = false

    init(name: String) {
        var name = name
        name.withUTF8 { bytes in
            guard bytes.count >= 3 else { return }
            for start in 0...(bytes.count - 3) where bytes[start] == UInt8(ascii: ":") && bytes[start + 1] == UInt8(ascii: "2") && bytes[start + 2] == UInt8(ascii: ",") {
                for flag in bytes[(start + 3)...] {
                    if flag == UInt8(ascii: "S") { seen = true }
                    if flag == UInt8(ascii: "F") { flagged = true }
                }
                return
            }
        }
    }
}
