import Domain
import TestSupport
import Testing

/// The shared doubles fail loudly: a call the test did not set up throws and records an issue,
/// and every call is kept, in order, as a value.
@Suite("Test doubles")
struct TestDoubleTests {
    @Test func anUnexpectedCallThrowsAndRecordsAnIssue() async {
        let repository = ThreadRepositoryDouble()
        await withKnownIssue {
            await #expect(throws: UnexpectedCall.self) { _ = try await repository.showThread(ThreadID(1)) }
        }
        let filters = SavedFiltersRepositoryDouble(showing: [])
        await withKnownIssue {
            _ = try await filters.deleteFilter(named: "x")
        }
        #expect(repository.calls == [.showThread(ThreadID(1))])
        #expect(filters.calls == [.deleteFilter("x")])
    }

    @Test func anExpectedCallIsAnsweredAndRecorded() async throws {
        let repository = ThreadRepositoryDouble()
        repository.onChangeThreads = { _, _ in ChangedThreads(changed: [], missing: [ThreadID(2)]) }
        #expect(try await repository.changeThreads(.ids([ThreadID(1), ThreadID(2)]), applying: [.star(true)]).missing == [ThreadID(2)])
        #expect(repository.calls == [.changeThreads(.ids([ThreadID(1), ThreadID(2)]), applying: [.star(true)])])
    }
}
