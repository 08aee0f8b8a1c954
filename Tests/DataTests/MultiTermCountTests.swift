@testable import Data
import Domain
import GRDB
import Testing
import TestSupport

/// `threads count` of several search terms (`SQLiteDataStore.countingQuery`): a common term is
/// read in the candidate threads of a rarer one instead of gathered whole, when every branch
/// starts from a list. The count must be a reading of every thread's.
@Suite("Counts of several terms")
struct MultiTermCountTests {
    /// `PhraseRestLookTests.wide` (50,000 messages: `dohuz` and `message` in every one, `tafup` and
    /// `jasonip` in every 28th) and one thread whose message alone says `quillomex`.
    static let drafts = PhraseRestLookTests.wide + [
        ThreadDraft(key: "q", title: "rare", participants: ["p"], createdAt: Seeds.base, messages: [
            MessageDraft(author: "a", body: "dohuz quillomex tafup", sentAt: Seeds.at(hours: 60_000), isRead: false),
        ]),
    ]

    /// The threads of `drafts` in the inbox that hold every word of `query`'s `and`, or any of its `or`.
    static func reading(_ words: [String], any: Bool = false) -> Int {
        drafts.count { draft in
            let holds = { (word: String) in TextFold.contains(draft.title, word) || draft.messages.contains { TextFold.contains($0.body, word) } }
            return any ? words.contains(where: holds) : words.allSatisfy(holds)
        }
    }

    @Test(arguments: [
        // A rare word and a common one, either way round: the common one read in the rare one's thread.
        ("quillomex dohuz", ["quillomex", "dohuz"], ["dohuz"]), ("dohuz quillomex", ["quillomex", "dohuz"], ["dohuz"]),
        // Every term common: the rarest gathered, a far commoner one read in its threads.
        ("dohuz tafup", ["tafup", "dohuz"], ["dohuz"]), ("message tafup dohuz", ["tafup", "message", "dohuz"], ["dohuz", "message"]),
        // As rare as each other: both gathered.
        ("tafup jasonip", ["tafup", "jasonip"], []),
        // In an `or`: no list to start from, so nothing is read in each thread.
        ("quillomex or dohuz", ["quillomex", "dohuz"], []),
    ] as [(String, [String], [String])])
    func aCountOfSeveralTermsIsTheReadingsCount(query: String, words: [String], read: [String]) async throws {
        let store = try SQLiteDataStore.inMemory()
        _ = try await store.insertThreadsIfAbsent(Self.drafts)
        let filter = ThreadFilter(try QueryParser.parse(query))
        let counting = try await store.read { db in try SQLiteDataStore.countingQuery(filter, seat: .first, db) }
        let others = counting.branches.flatMap { $0.candidates?.others ?? [] }.joined(separator: " ")
        #expect(others.components(separatedBy: "EXISTS (SELECT 1 FROM messages m").count - 1 == read.count * counting.branches.count, "\(others)")
        let counted = try await store.threadCount(filter, as: nil)
        #expect(counted.threads == Self.reading(words, any: query.contains(" or ")))
        #expect(counted.threads > 0)
        // The unread messages as the plan that gathers every term counts them.
        let gathered = ThreadQuerySQL(filter: filter).threadCount()
        let row = try await store.read { db in
            try Row.fetchOne(db, sql: gathered.sql, arguments: StatementArguments(gathered.values)).map { [$0[0] as Int, $0[1] as Int] }
        }
        #expect(row == [counted.threads, counted.unreadMessages])
    }
}
