import Domain
import Foundation
import GRDB
#if canImport(GRDBSQLite)
import GRDBSQLite
#else
import SQLite3
#endif

/// The case folding of the searches that read each title and message (a common word's walk, a
/// term no index serves), as SQL functions over bytes (see `TextColumn`: a String would be cut at
/// a NUL): `threads_contains(text, needle)` for the searches, `threads_fold(text)` for the bytes
/// themselves.
///
/// Registered through SQLite's own call rather than a GRDB `DatabaseFunction`, whose boxing
/// copied each text into `Data`, into a `String`, lower-cased it and copied it back: about 75
/// instructions a byte, three quarters of a common word's page on everyday mail. Plain ASCII
/// text (most mail) is folded eight bytes at a time and caseless CJK copied as it is; each run of
/// scalars of another kind between them takes the scalar-by-scalar path the short-term tokenizer
/// folds with, which maps each scalar as `String.lowercased()` does. `FoldFunctionTests` holds
/// both functions to `TextFold`.
enum FoldFunction {
    static func register(_ db: Database) throws {
        for (name, arity, function) in [("threads_fold", 1, fold), ("threads_contains", 2, contains)] {
            let status = sqlite3_create_function_v2(db.sqliteConnection, name, Int32(arity), SQLITE_UTF8 | SQLITE_DETERMINISTIC, nil,
                                                    function, nil, nil, nil)
            guard status == SQLITE_OK else { throw DatabaseError(resultCode: ResultCode(rawValue: status), message: name) }
        }
    }

    private typealias Function = @convention(c) (OpaquePointer?, Int32, UnsafeMutablePointer<OpaquePointer?>?) -> Void

    /// `threads_fold(text)`: the folded bytes.
    private static let fold: Function = { context, _, values in
        // Only text and bytes fold; anything else (NULL, a number) answers NULL, as it always has.
        guard let input = bytes(values?[0]) else { return sqlite3_result_null(context) }
        guard input.count > 0 else { return sqlite3_result_zeroblob(context, 0) }
        let output = folded(input)
        guard let bytes = output.bytes else { return sqlite3_result_error_nomem(context) }
        sqlite3_result_blob64(context, bytes, UInt64(output.length), sqlite3_free)
    }

    /// `threads_contains(text, needle)`: 1 when the folded text holds `needle` (bytes already
    /// folded), else 0; what `instr(threads_fold(text), needle) > 0` answers, without handing
    /// SQLite the folded copy, and searching as `find` does (SQLite's `instr` compares at every
    /// byte). A plain ASCII needle is looked for in the text as it is (`findCaseless`).
    private static let contains: Function = { context, _, values in
        guard let input = bytes(values?[0]), let needle = bytes(values?[1]) else { return sqlite3_result_null(context) }
        guard needle.count > 0 else { return sqlite3_result_int(context, 1) }
        // Most needles are plain ASCII, which the text itself answers for (`searchesRawText`).
        if searchesRawText(needle, context) { return sqlite3_result_int(context, findCaseless(needle, in: input) ? 1 : 0) }
        let output = folded(input)
        guard let bytes = output.bytes else { return sqlite3_result_error_nomem(context) }
        let found = find(needle, in: UnsafeRawBufferPointer(start: bytes, count: output.length))
        sqlite3_free(bytes)
        sqlite3_result_int(context, found ? 1 : 0)
    }

    /// `searchesRawText(needle)`, judged once a statement while the needle stays the same (SQLite
    /// keeps a constant argument's note, `sqlite3_set_auxdata`): a phrase's 9,955 candidates at
    /// 1M messages each looked over its needle again, 1.4M instructions.
    private static func searchesRawText(_ needle: UnsafeRawBufferPointer, _ context: OpaquePointer?) -> Bool {
        if let note = sqlite3_get_auxdata(context, 1) { return note == rawText }
        let raw = searchesRawText(needle)
        sqlite3_set_auxdata(context, 1, raw ? rawText : foldedText, nil)
        return raw
    }

    /// The two notes `searchesRawText(_:_:)` leaves: addresses SQLite only compares, never reads.
    private static var rawText: UnsafeMutableRawPointer? { UnsafeMutableRawPointer(bitPattern: 1) }
    private static var foldedText: UnsafeMutableRawPointer? { UnsafeMutableRawPointer(bitPattern: 2) }

    /// Whether `haystack` holds `needle` (not empty): glibc's `memchr` finds each place the first
    /// byte is, and only those are compared.
    static func find(_ needle: UnsafeRawBufferPointer, in haystack: UnsafeRawBufferPointer) -> Bool {
        guard let first = needle.first, let target = needle.baseAddress, let start = haystack.baseAddress else { return false }
        var offset = 0
        while haystack.count - offset >= needle.count,
              let hit = memchr(start + offset, Int32(first), haystack.count - offset - needle.count + 1) {
            offset = start.distance(to: UnsafeRawPointer(hit))
            if memcmp(start + offset, target, needle.count) == 0 { return true }
            offset += 1
        }
        return false
    }

    /// The bytes of a text or blob argument; nil for NULL and numbers.
    private static func bytes(_ value: OpaquePointer?) -> UnsafeRawBufferPointer? {
        let type = sqlite3_value_type(value)
        guard type == SQLITE_BLOB || type == SQLITE_TEXT else { return nil }
        let count = Int(sqlite3_value_bytes(value))
        return UnsafeRawBufferPointer(start: count > 0 ? sqlite3_value_blob(value) : nil, count: count)
    }

    /// `input` folded into memory from `sqlite3_malloc`.
    private static func folded(_ input: UnsafeRawBufferPointer) -> Output {
        // Folding never makes a text more than half as long again (İ, two bytes, folds to three).
        var output = Output(capacity: input.count + input.count / 2 + 8)
        var offset = 0
        while offset < input.count {
            // Runs of ASCII and of caseless CJK, as long as they alternate (Japanese mail), byte for byte.
            guard let bytes = output.reserve(input.count - offset) else { return output }
            let ascii = foldASCII(UnsafeRawBufferPointer(rebasing: input[offset...]), into: bytes + output.length)
            let caseless = copyCaseless(UnsafeRawBufferPointer(rebasing: input[(offset + ascii)...]), into: bytes + output.length + ascii)
            output.length += ascii + caseless
            offset += ascii + caseless
            guard ascii + caseless == 0 else { continue }
            // Then scalar by scalar up to where a run could start again: an accented word in English
            // mail no longer sends the rest of the text down this path (a common word's page of long
            // mail spent a third of its time here). An ASCII byte or a caseless lead byte (E3-E9)
            // always starts a scalar and ends any invalid sequence, so reading the bytes before it
            // as text repairs them exactly as reading the whole text would.
            var end = offset + 1
            while end < input.count, input[end] >= 0x80, !(0xE3...0xE9).contains(input[end]) { end += 1 }
            let run = UnsafeRawBufferPointer(rebasing: input[offset..<end])
            for scalar in String(decoding: run.bindMemory(to: UInt8.self), as: UTF8.self).unicodeScalars {
                ShortTermTokenizer.fold(scalar) { output.append($0) }
            }
            offset = end
        }
        return output
    }

    /// Copies the leading scalars of `input` from U+3000 to U+9FFF (CJK punctuation, kana,
    /// ideographs: no case in any Unicode version), well-formed three-byte UTF-8 from E3 80 80 to
    /// E9 BF BF, into `output`; answers how many bytes it copied.
    static func copyCaseless(_ input: UnsafeRawBufferPointer, into output: UnsafeMutableRawPointer) -> Int {
        var offset = 0
        while offset + 3 <= input.count {
            let lead = input[offset], second = input[offset + 1], third = input[offset + 2]
            guard lead >= 0xE3, lead <= 0xE9, second & 0xC0 == 0x80, third & 0xC0 == 0x80 else { break }
            output.storeBytes(of: lead, toByteOffset: offset, as: UInt8.self)
            output.storeBytes(of: second, toByteOffset: offset + 1, as: UInt8.self)
            output.storeBytes(of: third, toByteOffset: offset + 2, as: UInt8.self)
            offset += 3
        }
        return offset
    }

    /// Lower-cases A-Z of `input` into `output` (as many bytes), eight at a time, up to the first
    /// byte that is not ASCII, where only the full fold is right (the Kelvin sign folds to `k`);
    /// answers how many bytes it folded.
    static func foldASCII(_ input: UnsafeRawBufferPointer, into output: UnsafeMutableRawPointer) -> Int {
        let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
        var offset = 0
        while offset + 8 <= input.count {
            let word = input.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            guard word & highs == 0 else { break }
            // A byte's high bit is set where it is at least `A`, and again where it is past `Z`;
            // where only the first is, 0x80 >> 2 adds the 0x20 between cases.
            let upper = (word &+ (0x80 - 0x41) &* ones) & ~(word &+ (0x80 - 0x5B) &* ones) & highs
            output.storeBytes(of: word | (upper >> 2), toByteOffset: offset, as: UInt64.self)
            offset += 8
        }
        while offset < input.count {
            let byte = input[offset]
            guard byte < 0x80 else { return offset }
            output.storeBytes(of: byte &+ (byte >= 0x41 && byte <= 0x5A ? 0x20 : 0), toByteOffset: offset, as: UInt8.self)
            offset += 1
        }
        return offset
    }

    /// The folded bytes, in memory SQLite frees once it is done with the result.
    private struct Output {
        private(set) var bytes: UnsafeMutableRawPointer?
        private var capacity: Int
        var length = 0

        init(capacity: Int) {
            self.capacity = capacity
            bytes = sqlite3_malloc64(UInt64(capacity))
        }

        /// The bytes, with room for `count` more; nil when memory ran out.
        mutating func reserve(_ count: Int) -> UnsafeMutableRawPointer? {
            if length + count > capacity {
                capacity = max(2 * capacity, length + count)
                let grown = sqlite3_realloc64(bytes, UInt64(capacity))
                if grown == nil { sqlite3_free(bytes) }
                bytes = grown
            }
            return bytes
        }

        mutating func append(_ scalar: Unicode.Scalar) {
            guard let bytes = reserve(4) else { return }
            for byte in scalar.utf8 {
                bytes.storeBytes(of: byte, toByteOffset: length, as: UInt8.self)
                length += 1
            }
        }
    }
}

