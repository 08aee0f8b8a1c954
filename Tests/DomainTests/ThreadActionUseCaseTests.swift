import Domain
import Foundation
import Testing

@Suite("Thread action use cases")
struct ThreadActionUseCaseTests {
    @Test func startThreadTrimsValidatesAndMakesTheFirstMessageRead() async throws {
        let repository = ThreadRepositoryRecorder()
        let start = StartThread(threads: repository, clock: DomainSeeds.clock, makeKey: { "fixed-key" })
        let id = try await start(title: "  Logo review \n", participants: ["Aiko", " Ben "], body: "Draft\n", author: "me")
        #expect(id == ThreadID(99))
        let now = DomainSeeds.clock.now()
        #expect(repository.calls == [.create(ThreadDraft(key: "fixed-key", title: "Logo review", participants: ["Aiko", "Ben"], createdAt: now,
                                                         messages: [MessageDraft(author: "me", body: "Draft\n", sentAt: now, isRead: true)]))])
    }

    @Test(arguments: [("", ["A"]), ("   ", ["A"]), (String(repeating: "x", count: 501), ["A"]), ("ok", []), ("ok", [""])])
    func startThreadRejectsBadInputBeforeTheRepository(title: String, participants: [String]) async {
        let repository = ThreadRepositoryRecorder()
        await #expect(throws: ThreadsError.self) {
            _ = try await StartThread(threads: repository, clock: DomainSeeds.clock)(title: title, participants: participants, body: nil, author: "me")
        }
        #expect(repository.calls.isEmpty)
    }

    @Test func postToAnUnknownThreadNamesIt() async {
        let repository = ThreadRepositoryRecorder()
        repository.unknown = [ThreadID(7)]
        await #expect(throws: ThreadsError.notFound("unknown thread id 7; see 'threads list --all'")) {
            try await PostMessage(threads: repository, clock: DomainSeeds.clock)(to: ThreadID(7), author: "me", body: "hi")
        }
        await #expect(throws: ThreadsError.self) {
            try await PostMessage(threads: repository, clock: DomainSeeds.clock)(to: ThreadID(1), author: " ", body: "hi")
        }
    }

    @Test func changeThreadsNamesTheFirstUnknownIdAndCountsTheRest() async {
        let repository = ThreadRepositoryRecorder()
        repository.unknown = [ThreadID(8), ThreadID(9)]
        await #expect(throws: ThreadsError.notFound("unknown thread id 8 (and 1 more); see 'threads list --all'")) {
            try await ChangeThreads(threads: repository)(.star(true), [ThreadID(1), ThreadID(8), ThreadID(9)])
        }
        await #expect(throws: ThreadsError.invalidInput("give at least one thread id")) {
            try await ChangeThreads(threads: repository)(.readAll, [])
        }
    }
}

@Suite("Upkeep use cases")
struct UpkeepUseCaseTests {
    @Test func checkStorePassesOnlyWhenIntegrityAndVersionBothHold() async throws {
        let repository = ThreadRepositoryRecorder()
        #expect(try await CheckStore(threads: repository)().isHealthy)
        repository.healthReport = StoreHealth(problems: ["row 3 missing from index", "page 9 never used"], schemaVersion: 1, expectedSchemaVersion: 1)
        await #expect(throws: ThreadsError.storeUnavailable(
            "the database failed its integrity check: row 3 missing from index (and 1 more problems); restore it from a backup")) {
            _ = try await CheckStore(threads: repository)()
        }
        repository.healthReport = StoreHealth(problems: [], schemaVersion: 0, expectedSchemaVersion: 1)
        await #expect(throws: ThreadsError.self) { _ = try await CheckStore(threads: repository)() }
    }
}

@Suite("Synthetic inbox")
struct SyntheticInboxTests {
    private func drafts(_ threads: Int, _ messages: Int, seed: UInt64) throws -> [ThreadDraft] {
        let source = SyntheticInbox(threads: threads, messages: messages, seed: seed)
        var out: [ThreadDraft] = []
        while let draft = try source.next() { out.append(draft) }
        return out
    }

    @Test func theSameSeedGivesTheSameInboxAndAnotherSeedAnother() throws {
        #expect(try drafts(50, 400, seed: 7) == drafts(50, 400, seed: 7))
        #expect(try drafts(50, 400, seed: 7) != drafts(50, 400, seed: 8))
    }

    @Test func countsAndProportionsAreAsPromised() throws {
        let all = try drafts(2000, 9001, seed: 1)
        #expect(all.count == 2000)
        #expect(all.reduce(0) { $0 + $1.messages.count } == 9001)
        let starred = Double(all.filter(\.isStarred).count) / 2000
        let unread = Double(all.filter { $0.messages.contains { !$0.isRead } }.count) / 2000
        #expect((0.15...0.25).contains(starred), "about 20% starred: \(starred)")
        #expect((0.22...0.38).contains(unread), "about 30% unread: \(unread)")
        #expect(all.contains { $0.title.unicodeScalars.contains { (0x3040...0x30FF).contains($0.value) } })
        #expect(all.allSatisfy { DraftRules.problem($0) == nil })
        #expect(all.allSatisfy { draft in zip(draft.messages, draft.messages.dropFirst()).allSatisfy { $0.sentAt <= $1.sentAt } })
        #expect(Set(all.map(\.key)).count == all.count)
    }

    @Test func badSizesAreUsageErrors() async {
        let repository = ThreadRepositoryRecorder()
        await #expect(throws: ThreadsError.self) { _ = try await SeedSyntheticInbox(threads: repository)(threads: 0, messages: 5, seed: 1) }
        await #expect(throws: ThreadsError.self) { _ = try await SeedSyntheticInbox(threads: repository)(threads: 5, messages: -1, seed: 1) }
        #expect(repository.calls.isEmpty)
    }
}
