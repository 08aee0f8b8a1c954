import Data
import Domain
import Foundation
import Testing
import TestSupport

/// Mail in (docs/mail.md): threading by ids, merges, titles and "only what is new", the same on
/// every store.
@Suite("DataStore contract: mail import")
struct ContractMailTests {
    static let kinds = StoreKind.allCases

    /// A message on day `day` of March 2026.
    private func mail(_ id: String, _ references: [String] = [], title: String = "plan", from author: String = "Aiko", day: Int,
                      read: Bool = false, flagged: Bool = false) -> MailDraft {
        MailDraft(message: MessageDraft(author: author, body: "body of \(id)", sentAt: Seeds.base.addingTimeInterval(Double(day) * 86_400),
                                        isRead: read, messageID: id, references: references),
                  title: title, isFlagged: flagged)
    }

    private func threads(_ store: any DataStore) async throws -> [FullThread] {
        let repository = StoreThreadRepository(store: store)
        let page = try await repository.listThreads(ThreadQuery(filter: ThreadFilter(archive: .all), sort: .oldest, page: PageRequest(limit: 0)))
        var full: [FullThread] = []
        for item in page.items { full.append(try #require(try await repository.showThread(item.thread.id))) }
        return full
    }

    /// Each thread as its messages' ids, oldest thread first.
    private func shape(_ store: any DataStore) async throws -> [[String]] {
        try await threads(store).map { $0.messages.compactMap(\.messageID) }
    }

    /// `import --tag`: every thread an import adds or extends carries the tags, and no other.
    @Test(arguments: kinds)
    func anImportsTagsGoOnEveryThreadItAddsOrExtends(kind: StoreKind) async throws {
        let store = try kind.make()
        let list = try TagName(validating: "list"), later = try TagName(validating: "Later")
        _ = try await store.importMail(from: MailDrafts([mail("a@x", day: 1), mail("other@x", title: "lunch", day: 2)]), tagging: [list])
        _ = try await store.importMail(from: MailDrafts([mail("b@x", ["a@x"], from: "Ben", day: 3), mail("new@x", title: "new", day: 4)]),
                                       tagging: [later, list])
        #expect(try await threads(store).map(\.summary.thread.tags) == [["list"], ["Later", "list"], ["Later", "list"]])
        let counts = try await store.tagCounts().sorted { $0.name < $1.name }
        #expect(counts.map { "\($0.name) \($0.threads)" } == ["Later 2", "list 3"])
        // Nothing new: nothing tagged.
        _ = try await store.importMail(from: MailDrafts([mail("a@x", day: 1)]), tagging: [try TagName(validating: "none")])
        #expect(try await store.tagCounts().count == 2)
    }

    @Test(arguments: kinds)
    func repliesJoinByInReplyToOrByReferencesAlone(kind: StoreKind) async throws {
        let store = try kind.make()
        let count = try await store.importMail(from: MailDrafts([
            mail("a@x", day: 1),
            mail("b@x", ["a@x"], title: "plan", from: "Ben", day: 2),
            // Names only the root, not the message it answers.
            mail("c@x", ["a@x"], from: "Cy", day: 3),
            mail("other@x", title: "lunch", day: 4),
        ]))
        #expect(count == MailImportCount(added: 4, threads: 2, alreadyHere: 0))
        #expect(try await shape(store) == [["a@x", "b@x", "c@x"], ["other@x"]])
        let first = try #require(try await threads(store).first)
        #expect(first.summary.thread.participants == ["Aiko", "Ben", "Cy"])
        #expect(first.summary.thread.key == "a@x")
    }

    @Test(arguments: kinds)
    func messagesJoinThroughAParentThatIsNotThereAndLaterMailFollows(kind: StoreKind) async throws {
        let store = try kind.make()
        _ = try await store.importMail(from: MailDrafts([
            mail("b@x", ["gone@x"], title: "second", day: 2),
            mail("c@x", ["gone@x"], title: "first", from: "Ben", day: 1),
        ]))
        #expect(try await shape(store) == [["c@x", "b@x"]])
        // A later import finds the thread by the missing parent's id alone.
        let later = try await store.importMail(from: MailDrafts([mail("d@x", ["gone@x"], from: "Cy", day: 3)]))
        #expect(later == MailImportCount(added: 1, threads: 1, alreadyHere: 0))
        let thread = try #require(try await threads(store).first)
        #expect(thread.messages.compactMap(\.messageID) == ["c@x", "b@x", "d@x"])
        #expect(thread.summary.thread.title == "first")
        #expect(thread.summary.thread.participants == ["Ben", "Aiko", "Cy"])
    }

    @Test(arguments: kinds)
    func aLaterMessageThatLinksTwoThreadsMergesThemIntoTheOlder(kind: StoreKind) async throws {
        let store = try kind.make()
        _ = try await store.importMail(from: MailDrafts([
            mail("old@x", title: "old", day: 1),
            mail("young@x", title: "young", from: "Ben", day: 2, flagged: true),
        ]))
        let before = try await threads(store)
        #expect(before.count == 2)
        let count = try await store.importMail(from: MailDrafts([mail("link@x", ["young@x", "old@x"], title: "both", from: "Cy", day: 3)]))
        #expect(count == MailImportCount(added: 1, threads: 1, alreadyHere: 0))
        let after = try await threads(store)
        #expect(after.count == 1)
        let merged = try #require(after.first)
        #expect(merged.summary.thread.id == before[0].summary.thread.id)
        #expect(merged.summary.thread.title == "old")
        #expect(merged.summary.thread.isStarred)
        #expect(merged.messages.compactMap(\.messageID) == ["old@x", "young@x", "link@x"])
        #expect(merged.summary.thread.participants == ["Aiko", "Ben", "Cy"])
        #expect(merged.summary.messageCount == 3 && merged.summary.unreadCount == 3)
        // The merged thread is gone, and what it was found by now leads to the one kept.
        #expect(try await store.fullThreadRows(before[1].summary.thread.id.rawValue) == nil)
        _ = try await store.importMail(from: MailDrafts([mail("again@x", ["young@x"], day: 4)]))
        #expect(try await shape(store) == [["old@x", "young@x", "link@x", "again@x"]])
    }

    @Test(arguments: kinds)
    func anOlderMessageArrivingLaterNamesTheThread(kind: StoreKind) async throws {
        let store = try kind.make()
        _ = try await store.importMail(from: MailDrafts([mail("reply@x", ["root@x"], title: "plan", from: "Ben", day: 5)]))
        _ = try await store.importMail(from: MailDrafts([mail("root@x", title: "the plan", day: 1)]))
        let thread = try #require(try await threads(store).first)
        #expect(thread.summary.thread.title == "the plan")
        #expect(thread.summary.thread.createdAt == Seeds.base.addingTimeInterval(86_400))
        #expect(thread.summary.thread.participants == ["Aiko", "Ben"])
        #expect(try await threads(store).count == 1)
    }

    @Test(arguments: kinds)
    func theSameMessageTwiceIsOneAndImportingAgainChangesNothing(kind: StoreKind) async throws {
        let store = try kind.make()
        let messages = [mail("a@x", day: 1, read: true), mail("b@x", ["a@x"], day: 2), mail("a@x", day: 1, read: true)]
        #expect(try await store.importMail(from: MailDrafts(messages)) == MailImportCount(added: 2, threads: 1, alreadyHere: 1))
        let state = try await store.changeLog(after: nil).sequence
        let before = try await threads(store)
        // Flags that changed since are not read again: what is stored stays as it is.
        let again = messages.map { var draft = $0; draft.isFlagged = true; return draft }
        #expect(try await store.importMail(from: MailDrafts(again)) == MailImportCount(added: 0, threads: 0, alreadyHere: 3))
        #expect(try await threads(store) == before)
        #expect(try await store.changeLog(after: nil).sequence == state)
        #expect(before.first?.summary.unreadCount == 1)
        #expect(before.first?.summary.thread.isStarred == false)
    }

    /// Ids that came in by JSON Lines (an inbox moved by `export | import`) thread and
    /// deduplicate later mail as if it had come from mail.
    @Test(arguments: kinds)
    func idsImportedAsJSONLinesThreadLaterMail(kind: StoreKind) async throws {
        let store = try kind.make()
        var data: Data? = Data((#"{"key":"moved","title":"Moved","participants":["Aiko"],"messages":["#
            + #"{"author":"Aiko","body":"one","sent_at":"2026-03-01T00:00:00Z","message_id":"a@x","references":["gone@x"]}]}"#).utf8)
        _ = try await store.upsertThreads(from: JSONLinesDraftReader(now: Seeds.base) { defer { data = nil }; return data ?? Data() })
        let count = try await store.importMail(from: MailDrafts([mail("a@x", day: 1), mail("b@x", ["gone@x"], from: "Ben", day: 2)]))
        #expect(count == MailImportCount(added: 1, threads: 1, alreadyHere: 1))
        let thread = try #require(try await threads(store).first)
        #expect(thread.summary.thread.key == "moved" && thread.summary.thread.title == "Moved")
        #expect(thread.messages.compactMap(\.messageID) == ["a@x", "b@x"])
    }

    @Test(arguments: kinds)
    func aKeyTakenByAnotherThreadGetsTheNewThreadsIDAfterIt(kind: StoreKind) async throws {
        let store = try kind.make()
        _ = try await store.insertThreadsIfAbsent([ThreadDraft(key: "a@x", title: "typed", participants: ["Sam"], createdAt: Seeds.base)])
        _ = try await store.importMail(from: MailDrafts([mail("a@x", day: 1)]))
        #expect(try await threads(store).map(\.summary.thread.key) == ["a@x", "a@x#2"])
    }

    @Test(arguments: kinds)
    func aSourceThatFailsPartWayLeavesTheStoreAsItWas(kind: StoreKind) async throws {
        let store = try kind.make()
        _ = try await store.importMail(from: MailDrafts([mail("a@x", day: 1)]))
        let before = try await threads(store)
        let failing = MailDrafts((0..<600).map { mail("m\($0)@x", ["a@x"], day: 2) }, failAfter: 500)
        await #expect(throws: ThreadsError.unreadableMail(path: "box", reason: "gone")) { try await store.importMail(from: failing) }
        #expect(try await threads(store) == before)
    }

    /// An import lays its threads out as a list walks them: new threads numbered by their newest
    /// message, and each thread's messages stored together, in its own order (docs/mail.md).
    @Test(arguments: kinds)
    func newThreadsAreNumberedByTheirNewestMessageWithTheirMessagesTogether(kind: StoreKind) async throws {
        let store = try kind.make()
        _ = try await store.importMail(from: MailDrafts([
            mail("a1@x", title: "started first, answered last", day: 1),
            mail("b1@x", title: "middle", day: 2),
            mail("c1@x", title: "started last", day: 3),
            mail("a2@x", ["a1@x"], day: 6),
            mail("b2@x", ["b1@x"], day: 4),
            mail("c2@x", ["c1@x"], day: 5),
            mail("b3@x", ["b1@x"], day: 4),
        ]))
        let byID = try await threads(store).sorted { $0.summary.thread.id < $1.summary.thread.id }
        // Newest messages on days 4 (b3 and b2), 5 and 6.
        #expect(byID.map(\.summary.thread.key) == ["b1@x", "c1@x", "a1@x"])
        let stored = byID.flatMap { $0.messages }
        #expect(stored.map(\.messageID) == ["b1@x", "b2@x", "b3@x", "c1@x", "c2@x", "a1@x", "a2@x"])
        #expect(stored.map(\.id) == stored.map(\.id).sorted())
    }
}

/// Mail drafts from an array; with `failAfter`, it fails as a folder that vanished would.
final class MailDrafts: MailDraftSource, @unchecked Sendable {
    private var drafts: [MailDraft]
    private let failAfter: Int?
    private var handed = 0
    let skipped: [SkippedMail] = []

    init(_ drafts: [MailDraft], failAfter: Int? = nil) {
        self.drafts = drafts.reversed()
        self.failAfter = failAfter
    }

    func next() throws -> MailDraft? {
        if let failAfter, handed == failAfter { throw ThreadsError.unreadableMail(path: "box", reason: "gone") }
        handed += 1
        return drafts.popLast()
    }
}
