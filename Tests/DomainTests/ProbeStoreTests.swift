import Domain
import TestSupport
import Testing

/// ProbeStore with the repository double: one question to the store, its answer or its error as they came.
@Suite("Use case: ProbeStore")
struct ProbeStoreTests {
    @Test func asksTheStoreOnceAndGivesItsSchemaVersion() async throws {
        let repository = ThreadRepositoryDouble()
        repository.onProbeStore = { 14 }
        #expect(try await ProbeStore(threads: repository)() == 14)
        #expect(repository.calls == [.probeStore])
    }

    @Test func aStoreThatCannotReadIsTheStoresError() async {
        let repository = ThreadRepositoryDouble()
        repository.onProbeStore = { throw ThreadsError.store(.notADatabase(path: "/tmp/inbox.sqlite")) }
        await #expect(throws: ThreadsError.store(.notADatabase(path: "/tmp/inbox.sqlite"))) { _ = try await ProbeStore(threads: repository)() }
        #expect(repository.calls == [.probeStore])
    }
}
