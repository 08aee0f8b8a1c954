import Foundation

/// Splits a byte stream into lines without holding more than one chunk and one line.
final class LineReader {
    private let read: () throws -> Data
    private var buffer = Data()
    private var finished = false
    /// The number of the line last returned, from 1.
    private(set) var lineNumber = 0

    /// `read` returns the next chunk, or empty data at the end.
    init(read: @escaping () throws -> Data) { self.read = read }

    /// The next line's bytes without its `\n` (or `\r\n`), or nil at the end.
    func next() throws -> Data? {
        while true {
            if let newline = Self.firstNewline(in: buffer) {
                var line = buffer[buffer.startIndex..<newline]
                buffer = buffer[(newline + 1)...]
                if line.last == 0x0D { line = line.dropLast() }
                lineNumber += 1
                return Data(line)
            }
            if finished {
                guard !buffer.isEmpty else { return nil }
                defer { buffer = Data() }
                lineNumber += 1
                return buffer.last == 0x0D ? Data(buffer.dropLast()) : Data(buffer)
            }
            let chunk = try read()
            if chunk.isEmpty {
                finished = true
            } else {
                // Copy the unread rest into fresh storage first: appending to a slice would keep
                // every byte already consumed alive, and memory would grow with the file.
                buffer = Data(buffer) + chunk
            }
        }
    }

    /// The index of the first `\n` in `data`: memchr, since a byte-at-a-time search of `Data`
    /// was a tenth of an import's time.
    private static func firstNewline(in data: Data) -> Data.Index? {
        let offset = data.withUnsafeBytes { raw -> Int? in
            guard let base = raw.baseAddress, let hit = memchr(base, 0x0A, raw.count) else { return nil }
            return UnsafeRawPointer(hit) - base
        }
        return offset.map { data.startIndex + $0 }
    }
}
