import Domain
import Foundation
import TestSupport
import Testing

@Suite("Thread action use cases")
struct ThreadActionUseCaseTests {
    @Test func startThreadTrimsValidatesAndMakesTheFirstMessageRead() async throws {
        let repository = ThreadRepositoryDouble()
        repository.onStartThread = { _ in ThreadID(99) }
        let start = StartThread(threads: repository, clock: Seeds.clock, makeKey: { "fixed-key" })
        let id = try await start(title: "  Logo review \n", participants: ["Aiko", " Ben "], body: "Draft\n", author: "me")
        #expect(id == ThreadID(99))
        let now = Seeds.clock.now()
        #expect(repository.calls == [.startThread(ThreadDraft(key: "fixed-key", title: "Logo review", participants: ["Aiko", "Ben"], createdAt: now,
                                                              messages: [MessageDraft(author: "me", body: "Draft\n", sentAt: now, isRead: true)]))])
    }

    @Test(arguments: [
        ("", ["A"], "me", ThreadsError.titleLength(maximum: 500)),
        ("   ", ["A"], "me", .titleLength(maximum: 500)),
        (String(repeating: "x", count: 501), ["A"], "me", .titleLength(maximum: 500)),
        ("ok", [], "me", .missingParticipants),
        ("ok", [""], "me", .missingParticipants),
        ("ok", ["A"], " ", .missingAuthor),
    ])
    func startThreadRejectsBadInputBeforeTheRepository(title: String, participants: [String], author: String, error: ThreadsError) async {
        let repository = ThreadRepositoryDouble()
        await #expect(throws: error) {
            _ = try await StartThread(threads: repository, clock: Seeds.clock)(title: title, participants: participants, body: "hi", author: author)
        }
        #expect(repository.calls.isEmpty)
    }

    @Test func postToAnUnknownThreadNamesIt() async {
        let repository = ThreadRepositoryDouble()
        repository.onPostMessage = { _, id, _ in id != ThreadID(7) ? .posted(MessageID(rawValue: 40)) : nil }
        await #expect(throws: ThreadsError.unknownThread(ThreadID(7))) {
            try await PostMessage(threads: repository, clock: Seeds.clock)(to: ThreadID(7), author: "me", body: "hi")
        }
        await #expect(throws: ThreadsError.missingAuthor) {
            try await PostMessage(threads: repository, clock: Seeds.clock)(to: ThreadID(1), author: " ", body: "hi")
        }
        #expect(repository.calls == [.postMessage(MessageDraft(author: "me", body: "hi", sentAt: Seeds.clock.now(), isRead: true), ThreadID(7))])
    }

    @Test func changeThreadsNamesTheFirstUnknownIdAndCountsTheRest() async {
        let repository = ThreadRepositoryDouble()
        repository.onChangeThreads = { subject, _ in
            guard case .ids(let ids) = subject else { return ChangedThreads(changed: []) }
            return ChangedThreads(changed: [], missing: ids.filter { $0.rawValue > 7 })
        }
        await #expect(throws: ThreadsError.unknownThread(ThreadID(8), more: 1)) {
            try await ChangeThreads(threads: repository)(.ids([ThreadID(1), ThreadID(8), ThreadID(9)]), applying: .star(true))
        }
        await #expect(throws: ThreadsError.noThreadIDs) {
            try await ChangeThreads(threads: repository)(.ids([]), applying: .readAll)
        }
        #expect(repository.calls == [.changeThreads(.ids([ThreadID(1), ThreadID(8), ThreadID(9)]), applying: .star(true))])
    }

    @Test func muteIsAChangeLikeAnyOther() async throws {
        let repository = ThreadRepositoryDouble()
        repository.onChangeThreads = { _, _ in ChangedThreads(changed: [ThreadID(3)]) }
        #expect(try await ChangeThreads(threads: repository)(.ids([ThreadID(3)]), applying: .mute(true)) == [ThreadID(3)])
        _ = try await ChangeThreads(threads: repository)(.ids([ThreadID(3)]), applying: .mute(false))
        #expect(repository.calls == [.changeThreads(.ids([ThreadID(3)]), applying: .mute(true)), .changeThreads(.ids([ThreadID(3)]), applying: .mute(false))])
    }

    @Test func showThreadNamesAnUnknownId() async throws {
        let repository = ThreadRepositoryDouble()
        repository.onShowThread = { _ in nil }
        await #expect(throws: ThreadsError.unknownThread(ThreadID(4))) { _ = try await ShowThread(threads: repository)(ThreadID(4)) }
    }

    /// Opening asks the repository to open (read, then load), never to show and change apart;
    /// an unknown id is named.
    @Test func openThreadOpensThroughTheRepositoryAndNamesAnUnknownId() async throws {
        let repository = ThreadRepositoryDouble()
        repository.onOpenThread = { id in id == ThreadID(4) ? nil : FullThread(summary: Seeds.summary(id: id.rawValue), messages: []) }
        #expect(try await OpenThread(threads: repository)(ThreadID(3)).summary.thread.id == ThreadID(3))
        await #expect(throws: ThreadsError.unknownThread(ThreadID(4))) { _ = try await OpenThread(threads: repository)(ThreadID(4)) }
        #expect(repository.calls == [.openThread(ThreadID(3)), .openThread(ThreadID(4))])
    }
}

@Suite("Upkeep use cases")
struct UpkeepUseCaseTests {
    @Test func checkDatabasePassesOnlyWhenIntegrityAndVersionBothHold() async throws {
        let repository = ThreadRepositoryDouble()
        repository.onCheckDatabase = { StoreHealth(problems: [], schemaVersion: 3, expectedSchemaVersion: 3) }
        #expect(try await CheckDatabase(threads: repository)().isHealthy)
        repository.onCheckDatabase = { StoreHealth(problems: ["row 3 missing from index", "page 9 never used"], schemaVersion: 3, expectedSchemaVersion: 3) }
        await #expect(throws: ThreadsError.store(.failedIntegrityCheck(first: "row 3 missing from index", more: 1))) {
            _ = try await CheckDatabase(threads: repository)()
        }
        repository.onCheckDatabase = { StoreHealth(problems: [], schemaVersion: 2, expectedSchemaVersion: 3) }
        await #expect(throws: ThreadsError.store(.schemaMismatch(found: 2, expected: 3))) { _ = try await CheckDatabase(threads: repository)() }
    }

    @Test func checkDatabaseFailsOnAnIndexOfAnotherTokenizerVersion() async throws {
        let repository = ThreadRepositoryDouble()
        let current = TokenizerVersion(recorded: "1/Unicode 17.0", current: "1/Unicode 17.0")
        repository.onCheckDatabase = { StoreHealth(problems: [], schemaVersion: 3, expectedSchemaVersion: 3, tokenizerVersion: current) }
        #expect(try await CheckDatabase(threads: repository)().isHealthy)
        let older = TokenizerVersion(recorded: "1/Unicode 16.0", current: "1/Unicode 17.0")
        repository.onCheckDatabase = { StoreHealth(problems: [], schemaVersion: 3, expectedSchemaVersion: 3, tokenizerVersion: older) }
        await #expect(throws: ThreadsError.store(.tokenizerMismatch(found: "1/Unicode 16.0", expected: "1/Unicode 17.0"))) {
            _ = try await CheckDatabase(threads: repository)()
        }
        let none = TokenizerVersion(recorded: nil, current: "1/Unicode 17.0")
        repository.onCheckDatabase = { StoreHealth(problems: [], schemaVersion: 3, expectedSchemaVersion: 3, tokenizerVersion: none) }
        await #expect(throws: ThreadsError.store(.tokenizerMismatch(found: nil, expected: "1/Unicode 17.0"))) { _ = try await CheckDatabase(threads: repository)() }
        // A schema of another version is named first: its migration is what the file needs.
        repository.onCheckDatabase = { StoreHealth(problems: [], schemaVersion: 2, expectedSchemaVersion: 3, tokenizerVersion: older) }
        await #expect(throws: ThreadsError.store(.schemaMismatch(found: 2, expected: 3))) { _ = try await CheckDatabase(threads: repository)() }
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

    @Test func badSizesAreRefusedBeforeTheRepository() async {
        let repository = ThreadRepositoryDouble()
        await #expect(throws: ThreadsError.syntheticThreadCount(0)) {
            _ = try await SeedSyntheticInbox(threads: repository)(threads: 0, messages: 5, seed: 1)
        }
        await #expect(throws: ThreadsError.syntheticMessageCount(-1)) {
            _ = try await SeedSyntheticInbox(threads: repository)(threads: 5, messages: -1, seed: 1)
        }
        #expect(repository.calls.isEmpty)
    }

    @Test func aSyntheticInboxIsImportedWhole() async throws {
        let repository = ThreadRepositoryDouble()
        repository.onImportInbox = { source in
            var count = 0
            while try source.next() != nil { count += 1 }
            return count
        }
        #expect(try await SeedSyntheticInbox(threads: repository)(threads: 12, messages: 40, seed: 3) == 12)
        #expect(repository.calls == [.importInbox])
    }
}
