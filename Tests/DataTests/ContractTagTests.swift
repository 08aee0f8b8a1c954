import Data
import Domain
import Foundation
import Testing
import TestSupport

/// Tags on every store: put on and taken off, renamed (merging), deleted; the counts `threads
/// tags` prints after each step equal a recount from the threads; names compare in any case and
/// show as first written; a tag no thread carries is gone; import and export carry them.
@Suite("DataStore contract: tags")
struct ContractTagTests {
    private func seeded(_ kind: StoreKind) async throws -> (any DataStore, StoreThreadRepository) {
        let store = try kind.make()
        _ = try await store.insertThreadsIfAbsent(Seeds.inbox)
        return (store, StoreThreadRepository(store: store))
    }

    private func tag(_ name: String) throws -> TagName { try TagName(validating: name) }

    /// The counts as a plain recount from every thread, archived and muted ones too.
    private func recount(_ repository: StoreThreadRepository) async throws -> [String: [Int]] {
        let all = try await repository.listThreads(ThreadQuery(filter: ThreadFilter(archive: .all, mute: .all), page: PageRequest(limit: nil)))
        var counts: [String: [Int]] = [:]
        for item in all.items {
            for name in item.thread.tags {
                counts[name, default: [0, 0]][0] += 1
                if item.unreadCount > 0 { counts[name, default: [0, 0]][1] += 1 }
            }
        }
        return counts
    }

    private func listed(_ repository: StoreThreadRepository) async throws -> [String: [Int]] {
        Dictionary(uniqueKeysWithValues: try await repository.listTags().map { ($0.name, [$0.threads, $0.unreadThreads]) })
    }

    private func tagged(_ repository: StoreThreadRepository, _ pattern: String) async throws -> [Int64] {
        let filter = ThreadFilter(.term(.tag(pattern)), includesAll: true)
        return try await repository.listThreads(ThreadQuery(filter: filter, page: PageRequest(limit: nil))).items.map(\.thread.id.rawValue).sorted()
    }

    @Test(arguments: StoreKind.allCases)
    func tagsGoOnAndComeOffWithCountsKeptAtEveryStep(kind: StoreKind) async throws {
        let (_, repository) = try await seeded(kind)
        #expect(try await repository.listTags().isEmpty)
        #expect(try await repository.changeThreads(.ids([ThreadID(1), ThreadID(2), ThreadID(5)]), applying: [.tag(tag("Work")), .tag(tag("client/acme"))]).missing == [])
        #expect(try await listed(repository) == recount(repository))
        #expect(try await listed(repository)["Work"]?[0] == 3)
        // The same tag in another case is the same tag, still shown as first written.
        #expect(try await repository.changeThreads(.ids([ThreadID(3)]), applying: [.tag(tag("WORK"))]).missing == [])
        #expect(try await listed(repository).keys.sorted() == ["Work", "client/acme"])
        #expect(try await tagged(repository, "work") == [1, 2, 3, 5])
        #expect(try await repository.showThread(ThreadID(3))?.summary.thread.tags == ["Work"])
        // Read and unread move the unread count; archive and mute do not take a thread out.
        for id in [ThreadID(1), ThreadID(2)] { _ = try await repository.changeThreads(.ids([id]), applying: [.readAll]).missing }
        #expect(try await listed(repository) == recount(repository))
        _ = try await repository.changeThreads(.ids([ThreadID(1)]), applying: [.unreadNewest, .archive(true), .mute(true)]).missing
        #expect(try await listed(repository) == recount(repository))
        #expect(try await listed(repository)["Work"]?[0] == 4)
        // Taken off: the last thread taking a tag off takes the tag away.
        _ = try await repository.changeThreads(.ids([ThreadID(1), ThreadID(2), ThreadID(5)]), applying: [.untag(tag("CLIENT/ACME"))]).missing
        #expect(try await listed(repository).keys.sorted() == ["Work"])
        #expect(try await listed(repository) == recount(repository))
        // Putting on twice or taking off a tag a thread lacks changes nothing.
        _ = try await repository.changeThreads(.ids([ThreadID(1), ThreadID(1)]), applying: [.tag(tag("work")), .untag(tag("never"))]).missing
        #expect(try await listed(repository) == recount(repository))
    }

    @Test(arguments: StoreKind.allCases)
    func anUnknownIdTagsNothing(kind: StoreKind) async throws {
        let (_, repository) = try await seeded(kind)
        #expect(try await repository.changeThreads(.ids([ThreadID(1), ThreadID(404)]), applying: [.tag(tag("work"))]).missing == [ThreadID(404)])
        #expect(try await repository.listTags().isEmpty)
        #expect(try await tagged(repository, "work").isEmpty)
    }

    @Test(arguments: StoreKind.allCases)
    func renamingMovesATagAndMergesIntoOneThatExists(kind: StoreKind) async throws {
        let (_, repository) = try await seeded(kind)
        _ = try await repository.changeThreads(.ids([ThreadID(1), ThreadID(2)]), applying: [.tag(tag("todo"))]).missing
        _ = try await repository.changeThreads(.ids([ThreadID(2), ThreadID(3)]), applying: [.tag(tag("Waiting"))]).missing
        #expect(try await repository.renameTag(tag("nothing"), to: tag("x")) == false)
        #expect(try await listed(repository) == ["todo": [2, 2], "Waiting": [2, 2]].mapValues { $0 }.merging(try await recount(repository)) { $1 })
        // Into an existing tag: one tag, spelt as it was, on every thread of either.
        #expect(try await repository.renameTag(tag("TODO"), to: tag("waiting")) == true)
        #expect(try await listed(repository).keys.sorted() == ["Waiting"])
        #expect(try await tagged(repository, "waiting") == [1, 2, 3])
        #expect(try await listed(repository) == recount(repository))
        // A plain rename, and a rename that only changes the case.
        #expect(try await repository.renameTag(tag("waiting"), to: tag("later")) == true)
        #expect(try await repository.renameTag(tag("LATER"), to: tag("Later")) == true)
        #expect(try await listed(repository).keys.sorted() == ["Later"])
        #expect(try await tagged(repository, "later") == [1, 2, 3])
        #expect(try await tagged(repository, "waiting").isEmpty)
    }

    @Test(arguments: StoreKind.allCases)
    func deletingTakesATagOffEveryThreadAndKeepsTheThreads(kind: StoreKind) async throws {
        let (_, repository) = try await seeded(kind)
        let before = try await repository.countInbox()
        _ = try await repository.changeThreads(.ids([ThreadID(1), ThreadID(4)]), applying: [.tag(tag("old")), .tag(tag("keep"))]).missing
        #expect(try await repository.deleteTag(tag("OLD")) == true)
        #expect(try await repository.deleteTag(tag("old")) == false)
        #expect(try await listed(repository) == ["keep": try await recount(repository)["keep"] ?? []])
        #expect(try await tagged(repository, "old").isEmpty)
        #expect(try await repository.countInbox().threads == before.threads)
    }

    @Test(arguments: StoreKind.allCases)
    func aPrefixKeepsEveryTagUnderIt(kind: StoreKind) async throws {
        let (_, repository) = try await seeded(kind)
        _ = try await repository.changeThreads(.ids([ThreadID(1)]), applying: [.tag(tag("client/acme"))]).missing
        _ = try await repository.changeThreads(.ids([ThreadID(2)]), applying: [.tag(tag("Client/Beta/EU"))]).missing
        _ = try await repository.changeThreads(.ids([ThreadID(3)]), applying: [.tag(tag("client"))]).missing
        _ = try await repository.changeThreads(.ids([ThreadID(4)]), applying: [.tag(tag("clients"))]).missing
        #expect(try await tagged(repository, "client/*") == [1, 2])
        #expect(try await tagged(repository, "CLIENT/beta/*") == [2])
        #expect(try await tagged(repository, "client") == [3])
        // By query: the same threads `list` selects, changed in one transaction.
        let changed = try await repository.changeThreads(.matching(ThreadFilter(.term(.tag("client/*")), includesAll: true)), applying: [.tag(tag("acme-or-beta"))]).changed
        #expect(changed.map(\.rawValue) == [1, 2])
        #expect(try await tagged(repository, "acme-or-beta") == [1, 2])
        let none = try await repository.changeThreads(.matching(ThreadFilter(.term(.tag("nowhere")), includesAll: true)), applying: [.tag(tag("empty"))]).changed
        #expect(none.isEmpty)
        #expect(try await repository.listTags().map(\.name).contains("empty") == false)
    }

    @Test(arguments: StoreKind.allCases)
    func importCarriesTagsAndReplacesAThreadsOwn(kind: StoreKind) async throws {
        let (store, repository) = try await seeded(kind)
        var drafts = Seeds.inbox
        drafts[0].tags = [try tag("Imported"), try tag("client/acme")]
        drafts[1].tags = []
        _ = try await repository.changeThreads(.ids([ThreadID(2)]), applying: [.tag(tag("mine"))]).missing
        _ = try await store.upsertThreads(from: ImportStagingTests.Drafts(drafts))
        // A line's tags replace the thread's: thread 2's line has none.
        #expect(try await repository.showThread(ThreadID(1))?.summary.thread.tags == ["client/acme", "Imported"])
        #expect(try await repository.showThread(ThreadID(2))?.summary.thread.tags == [])
        #expect(try await listed(repository) == recount(repository))
        #expect(try await listed(repository).keys.sorted() == ["Imported", "client/acme"])
    }
}
