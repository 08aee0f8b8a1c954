import Data
import InMemoryStore
import Domain
import Foundation
import Presentation
import Testing
import TestSupport

/// Random inboxes — any Unicode, tabs, newlines, quotes, equal and millisecond timestamps —
/// survive export | import | export byte for byte. Seeded, so a failure repeats.
@Suite("Export and import round trip")
struct RoundTripPropertyTests {
    static let alphabet: [String] = ["a", "Z", " ", "\t", "\n", "\r\n", "\"", "\\", "/", "ロ", "ゴ", "納", "é", "e\u{301}", "👍", "\u{1}", "\u{0}", "{", "}", ",", ":", "*", "%", "_"]

    struct Generator {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        mutating func text(_ maximum: Int) -> String {
            (0..<next(maximum + 1)).map { _ in RoundTripPropertyTests.alphabet[next(RoundTripPropertyTests.alphabet.count)] }.joined()
        }
        mutating func date() -> Date {
            // A few whole hours (so times repeat) plus sometimes milliseconds.
            Seeds.at(hours: Double(next(5))).addingTimeInterval(next(3) == 0 ? Double(next(1000)) / 1000 : 0)
        }
    }

    static func export(_ store: any DataStore) async throws -> String {
        let lines = LinesCollector()
        try await StoreThreadRepository(store: store).exportInbox(ThreadFilter(archive: .all)) { lines.add(InterchangeJSONLinesPresenter.line($0)) }
        return lines.text
    }

    static func importText(_ text: String, into store: any DataStore) async throws {
        var data: Data? = Data(text.utf8)
        let source = JSONLinesDraftReader(now: Seeds.base) { defer { data = nil }; return data ?? Data() }
        _ = try await StoreThreadRepository(store: store).importInbox(from: source)
    }

    @Test(arguments: [UInt64(11), 22, 33, 44, 55])
    func exportImportExportIsByteForByteEqual(seed: UInt64) async throws {
        var random = Generator(state: seed)
        let drafts = (0..<40).map { index in
            ThreadDraft(
                key: "k\(index)-" + random.text(3), title: "t" + random.text(12), participants: (0...random.next(3)).map { _ in "p" + random.text(4) },
                isStarred: random.next(2) == 0, isArchived: random.next(4) == 0, createdAt: random.date(),
                messages: (0..<random.next(4)).map { _ in
                    // Every other message as mail, with its id and the ids it refers to.
                    let mail = random.next(2) == 0
                    return MessageDraft(
                        author: "a" + random.text(3), body: random.text(30), sentAt: random.date(), isRead: random.next(2) == 0,
                        messageID: mail ? "m" + random.text(6) : nil, references: mail ? (0..<random.next(3)).map { "r\($0)-" + random.text(4) } : [])
                },
                // Tags in two spellings of one name, nested, in Japanese: each thread keeps the spelling first stored.
                tags: (0..<random.next(3)).compactMap { _ in try? TagName(validating: ["work", "Work", "client/acme", "請求書", "a.b_c-d"][random.next(5)]) })
        }
        #expect(drafts.contains { !$0.tags.isEmpty })
        let original = try SQLiteDataStore.inMemory()
        _ = try await original.insertThreadsIfAbsent(drafts)
        let first = try await Self.export(original)
        #expect(first.split(separator: "\n").count == drafts.count)
        // Nothing was lost on the way into SQLite: the plain in-memory store, which keeps
        // Swift strings as they are, exports the same bytes.
        let reference = InMemoryDataStore()
        _ = try await reference.insertThreadsIfAbsent(drafts)
        #expect(try await Self.export(reference) == first)
        let copy = try SQLiteDataStore.inMemory()
        try await Self.importText(first, into: copy)
        let second = try await Self.export(copy)
        #expect(second == first)
        // Importing the same file again changes nothing (every line has a key).
        try await Self.importText(first, into: copy)
        #expect(try await Self.export(copy) == first)
    }
}

/// Collects exported lines.
final class LinesCollector: @unchecked Sendable {
    // Guarded by `lock`.
    private var lines: [String] = []
    private let lock = NSLock()
    func add(_ line: String) { lock.withLock { lines.append(line) } }
    var text: String { lock.withLock { lines.map { $0 + "\n" }.joined() } }
}
