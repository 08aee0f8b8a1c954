import Data
import Domain
import Foundation
import Testing
import TestSupport

/// Muted threads on every store: out of the default list, found by `--muted` and `--all`, never
/// counted as unread, all or nothing, and carried through import, export and saved filters.
@Suite("DataStore contract: muted threads")
struct ContractMuteTests {
    private func seeded(_ kind: StoreKind) async throws -> StoreThreadRepository {
        let store = try kind.make()
        _ = try await store.insertThreadsIfAbsent(Seeds.inbox)
        return StoreThreadRepository(store: store)
    }

    private func ids(_ repository: StoreThreadRepository, archive: ArchiveScope = .active, mute: MuteScope = .unmuted) async throws -> Set<Int64> {
        Set(try await repository.listThreads(ThreadQuery(filter: ThreadFilter(archive: archive, mute: mute))).items.map(\.thread.id.rawValue))
    }

    @Test(arguments: StoreKind.allCases)
    func mutedThreadsLeaveTheListUnlessAskedFor(kind: StoreKind) async throws {
        let repository = try await seeded(kind)
        let inbox = try await ids(repository)
        let archived = try await ids(repository, archive: .archived)
        #expect(inbox.contains(1) && archived.contains(5))
        #expect(try await repository.changeThreads(.ids([ThreadID(1), ThreadID(5)]), applying: [.mute(true)]).missing == [])
        #expect(try await ids(repository) == inbox.subtracting([1]))
        #expect(try await ids(repository, archive: .archived) == archived.subtracting([5]))
        #expect(try await ids(repository, mute: .muted) == [1])
        #expect(try await ids(repository, archive: .archived, mute: .muted) == [5])
        #expect(try await ids(repository, archive: .all, mute: .muted) == [1, 5])
        #expect(try await ids(repository, archive: .all, mute: .all) == inbox.union(archived))
        // The "of N threads" count is the muted scope too.
        #expect(try await repository.listThreads(ThreadQuery(filter: .inbox)).scopeCount == inbox.count - 1)
        #expect(try await repository.showThread(ThreadID(1))?.summary.thread.isMuted == true)

        #expect(try await repository.changeThreads(.ids([ThreadID(1)]), applying: [.mute(false)]).missing == [])
        #expect(try await ids(repository) == inbox)
    }

    @Test(arguments: StoreKind.allCases)
    func anUnknownIdMutesNothing(kind: StoreKind) async throws {
        let repository = try await seeded(kind)
        #expect(try await repository.changeThreads(.ids([ThreadID(1), ThreadID(404)]), applying: [.mute(true)]).missing == [ThreadID(404)])
        #expect(try await ids(repository, archive: .all, mute: .muted).isEmpty)
    }

    @Test(arguments: StoreKind.allCases)
    func mutedThreadsNeverCountAsUnread(kind: StoreKind) async throws {
        let repository = try await seeded(kind)
        let before = try await repository.countInbox()
        let muted = [ThreadID(1), ThreadID(2), ThreadID(5)]
        var unreadThreads = 0, unreadMessages = 0
        for id in muted {
            let unread = try #require(try await repository.showThread(id)).summary.unreadCount
            unreadThreads += unread > 0 ? 1 : 0
            unreadMessages += unread
        }
        #expect(unreadThreads == 3, "the seeds give each of these an unread message")
        _ = try await repository.changeThreads(.ids(muted), applying: .mute(true))
        let after = try await repository.countInbox()
        #expect(after.unreadThreads == before.unreadThreads - unreadThreads)
        #expect(after.unreadMessages == before.unreadMessages - unreadMessages)
        #expect(after.muted == 3 && before.muted == 0)
        #expect(after.threads == before.threads && after.messages == before.messages && after.archived == before.archived)
        // Unread messages of a muted thread are still unread in the thread itself.
        #expect(try await repository.showThread(ThreadID(2))?.summary.unreadCount == 2)
    }

    @Test(arguments: StoreKind.allCases)
    func theMutedFlagTravelsThroughImportAndExport(kind: StoreKind) async throws {
        let repository = try await seeded(kind)
        _ = try await repository.changeThreads(.ids([ThreadID(3)]), applying: [.mute(true)]).missing
        let exported = Exported()
        try await repository.exportInbox(ThreadFilter(archive: .all, mute: .all)) { exported.add($0) }
        #expect(exported.details.filter(\.summary.thread.isMuted).map(\.summary.thread.id) == [ThreadID(3)])

        // Importing a thread's key replaces its flags: muted as the line says, unmuted when it says nothing.
        var data: Data? = Data("""
            {"key":"lunch","title":"lunch on thursday?","participants":["sam"]}
            {"key":"logo","title":"ロゴデザインの件","participants":["Aiko"],"muted":true}
            """.utf8)
        let source = JSONLinesDraftReader(now: Seeds.base) { defer { data = nil }; return data ?? Data() }
        #expect(try await repository.importInbox(from: source) == 2)
        #expect(try await ids(repository, archive: .all, mute: .muted) == [1])
    }

    @Test(arguments: StoreKind.allCases)
    func savedFiltersKeepEveryMutedAndArchivedState(kind: StoreKind) async throws {
        let repository = StoreFilterRepository(store: try kind.make())
        for archive in ArchiveScope.allCases {
            for mute in MuteScope.allCases {
                let saved = SavedFilter(name: "f-\(archive)-\(mute)", filter: ThreadFilter(starredOnly: true, archive: archive, mute: mute))
                _ = try await repository.saveFilter(saved)
                #expect(try await repository.showFilter(named: saved.name) == saved)
            }
        }
    }
}
