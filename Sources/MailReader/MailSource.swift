import Domain
import Foundation

/// Every message of some Maildirs and mboxes, in a stable order, read and decoded in batches
/// on every core (decoding one file does not depend on another) while memory holds one batch.
public final class MailSource {
    /// Messages read and decoded together.
    static let batchSize = 256

    /// One message's bytes before decoding, with what its place says about it.
    private struct Raw: Sendable {
        var bytes: Data?
        var path: String?
        var origin: String
        var isRead: Bool
        var isFlagged: Bool
        var fallbackDate: Date?
    }

    private var inputs: [MailInput]
    private var walker: MaildirWalker?
    private var splitter: (mbox: String, reader: MboxSplitter, number: Int, modified: Date?)?
    private var ready: [MailItem] = []
    private var position = 0
    private let standardInput: @Sendable () -> Data
    /// What was left out, and why: named by `--verbose`.
    public private(set) var skipped: [SkippedMail] = []
    /// Files and mbox messages read so far, mail or not.
    public private(set) var read = 0

    /// Fails with the first input that cannot be read, before anything is decoded.
    public init(_ inputs: [MailInput], standardInput: @escaping @Sendable () -> Data = { FileHandle.standardInput.availableData }) throws {
        for case .maildir(let path) in inputs {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { throw UnreadableMail(path: path, reason: "no such folder") }
            guard isFolder.boolValue else { throw UnreadableMail(path: path, reason: "not a folder (a file is read with --mbox)") }
            _ = try MaildirWalker(root: path)
        }
        for case .mbox(let path) in inputs where path != "-" {
            guard FileManager.default.isReadableFile(atPath: path) else { throw UnreadableMail(path: path, reason: "it does not exist or cannot be read") }
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
                throw UnreadableMail(path: path, reason: "a folder (a Maildir is read with --maildir)")
            }
        }
        self.inputs = inputs
        self.standardInput = standardInput
    }

    /// The next message; nil after the last. Fails with the first folder or file met on the way
    /// that cannot be read.
    public func next() throws -> MailItem? {
        while position == ready.count {
            let batch = try gather()
            guard !batch.isEmpty else { return nil }
            ready = try decode(batch)
            position = 0
        }
        position += 1
        return ready[position - 1]
    }

    /// Up to a batch of raw messages from the inputs, in order.
    private func gather() throws -> [Raw] {
        var batch: [Raw] = []
        while batch.count < Self.batchSize {
            if var walking = walker {
                let file = try walking.next()
                walker = walking
                guard let file else {
                    skipped += walking.skipped.map(Self.describe)
                    walker = nil
                    continue
                }
                batch.append(Raw(path: file.path, origin: file.path, isRead: file.isRead, isFlagged: file.isFlagged))
            } else if var current = splitter {
                guard let message = try current.reader.next() else { splitter = nil; continue }
                current.number += 1
                splitter = current
                batch.append(Raw(bytes: message.bytes, origin: "\(current.mbox)#\(current.number)", isRead: false, isFlagged: false,
                                 fallbackDate: message.envelopeDate ?? current.modified))
            } else if !inputs.isEmpty {
                try open(inputs.removeFirst())
            } else {
                break
            }
        }
        read += batch.count
        return batch
    }

    private func open(_ input: MailInput) throws {
        switch input {
        case .maildir(let path):
            walker = try MaildirWalker(root: path)
        case .mbox(let path):
            let read: () throws -> Data
            if path == "-" {
                read = standardInput
            } else {
                guard let handle = FileHandle(forReadingAtPath: path) else { throw UnreadableMail(path: path, reason: "it cannot be opened") }
                read = {
                    do {
                        return try handle.read(upToCount: 1 << 20) ?? Data()
                    } catch {
                        throw UnreadableMail(path: path, reason: MessageFile.reason(of: error, path))
                    }
                }
            }
            let modified = path == "-" ? nil : (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
            splitter = (path, MboxSplitter(read: read), 0, modified)
        }
    }

    /// What one raw message turned out to be.
    private enum Decoded: Sendable {
        case mail(MailItem)
        case notMail
        case unreadable(UnreadableMail)
    }

    /// The batch decoded on every core, in its order; what is not mail goes to `skipped`. Fails
    /// with the first file that cannot be read.
    private func decode(_ batch: [Raw]) throws(UnreadableMail) -> [MailItem] {
        var decoded = [Decoded](repeating: .notMail, count: batch.count)
        decoded.withUnsafeMutableBufferPointer { slots in
            let slots = UnsafeSendable(slots)
            DispatchQueue.concurrentPerform(iterations: batch.count) { index in
                slots.value[index] = Self.decoded(batch[index])
            }
        }
        var items: [MailItem] = []
        items.reserveCapacity(batch.count)
        for (raw, result) in zip(batch, decoded) {
            switch result {
            case .mail(let item): items.append(item)
            case .notMail: skipped.append(SkippedMail(origin: raw.origin, reason: "not mail"))
            case .unreadable(let unreadable): throw unreadable
            }
        }
        return items
    }

    private static func decoded(_ raw: Raw) -> Decoded {
        let bytes: Data
        if let path = raw.path {
            do { bytes = try MessageFile.bytes(atPath: path) } catch { return .unreadable(error) }
        } else {
            bytes = raw.bytes ?? Data()
        }
        guard let message = MIMEReader.read(bytes) else { return .notMail }
        // The file's time only for mail without a usable Date: one stat less for nearly every file.
        let sentAt = message.sentAt ?? raw.path.map { (try? FileManager.default.attributesOfItem(atPath: $0))?[.modificationDate] as? Date }
            ?? raw.fallbackDate
        return .mail(MailItem(message: message, sentAt: sentAt ?? Date(timeIntervalSince1970: 0),
                              isRead: raw.isRead || message.isMarkedRead, isFlagged: raw.isFlagged || message.isMarkedFlagged, origin: raw.origin))
    }

    private static func describe(_ skipped: MaildirWalker.Skipped) -> SkippedMail {
        switch skipped {
        case .inTmp(let path): SkippedMail(origin: path, reason: "still being delivered (tmp/)")
        case .dotFolder(let path): SkippedMail(origin: path, reason: "a dot-folder that is not a Maildir++ folder")
        }
    }
}

/// Hands a buffer to `concurrentPerform`, whose iterations each write their own slot.
private struct UnsafeSendable<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
