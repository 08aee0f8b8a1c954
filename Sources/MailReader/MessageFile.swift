import Foundation

/// The bytes of one message file of a Maildir, or why they cannot be read. A file the walk listed
/// and cannot read fails the import as a folder that cannot be read does (docs/mail.md): counting
/// it as not mail would drop a message without a word.
enum MessageFile {
    static func bytes(atPath path: String) throws(UnreadableMail) -> Data {
        // O_NONBLOCK: a FIFO where a message belongs is refused below instead of waited on for a
        // writer that may never come. It changes nothing for a regular file.
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { throw UnreadableMail(path: path, reason: reason(errno, path)) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw UnreadableMail(path: path, reason: reason(errno, path)) }
        guard status.st_mode & S_IFMT == S_IFREG else { throw UnreadableMail(path: path, reason: "not a file") }
        var bytes = Data(capacity: Int(status.st_size))
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { return bytes }
            guard count > 0 else {
                if errno == EINTR { continue }
                throw UnreadableMail(path: path, reason: reason(errno, path))
            }
            bytes.append(contentsOf: chunk[..<count])
        }
    }

    /// The words for a Foundation read error after `cannot read PATH: `: its POSIX error's.
    static func reason(of error: any Error, _ path: String) -> String {
        guard let code = ((error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError)?.code else { return "it could not be read to its end" }
        return reason(Int32(truncatingIfNeeded: code), path)
    }

    /// The words for `code` after `cannot read PATH: `.
    static func reason(_ code: Int32, _ path: String) -> String {
        switch code {
        case EACCES, EPERM: return "permission denied"
        // Listed a moment ago: a link whose target is missing, or a file gone since (a mail client
        // renames a message when its flags change).
        case ENOENT: return (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) != nil ? "a symbolic link to nothing" : "no such file"
        default: return String(cString: strerror(code)).lowercased()
        }
    }
}
