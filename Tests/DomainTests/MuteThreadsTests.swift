import Data
import Domain
import Foundation
import Testing

/// MuteThreads over the plain in-memory store (the contract suite holds SQLite to the same), through the repository the app uses.
@Suite("Use case: MuteThreads")
struct MuteThreadsTests {
    /// A repository holding one thread, and that thread's id.
    private func repositoryWithOneThread() async throws -> (StoreThreadRepository, ThreadID) {
        let repository = StoreThreadRepository(store: InMemoryDataStore())
        let id = try await repository.create(ThreadDraft(
            key: "one", title: "One thread", participants: ["Aiko"], createdAt: Date(timeIntervalSince1970: 1_772_323_200)))
        return (repository, id)
    }

    @Test func mutesAndUnmutesKnownThreads() async throws {
        let (repository, id) = try await repositoryWithOneThread()
        #expect(try await MuteThreads(threads: repository)([id]) == [id])
        #expect(try await repository.detail(id)?.summary.thread.isMuted == true)
        #expect(try await repository.page(ThreadQuery(filter: .inbox)).items.isEmpty)
        #expect(try await repository.page(ThreadQuery(filter: ThreadFilter(mute: .muted))).items.map(\.thread.id) == [id])
        #expect(try await MuteThreads(threads: repository)([id], muted: false) == [id])
        #expect(try await repository.detail(id)?.summary.thread.isMuted == false)
    }

    @Test func anUnknownIdFailsNamingIt() async throws {
        let (repository, id) = try await repositoryWithOneThread()
        let unknown = ThreadID(id.rawValue + 1)
        await #expect(throws: ThreadsError.notFound("unknown thread id \(unknown); see 'threads list --all'")) {
            _ = try await MuteThreads(threads: repository)([id, unknown])
        }
        #expect(try await repository.detail(id)?.summary.thread.isMuted == false)
    }

    @Test func noIdsIsAUsageError() async throws {
        let (repository, _) = try await repositoryWithOneThread()
        await #expect(throws: ThreadsError.invalidInput("give at least one thread id")) {
            _ = try await MuteThreads(threads: repository)([])
        }
    }
}
