import Domain
import TestSupport
import Testing

/// CountThreads with the repository double: what it returns, what it asks the repository, what it refuses.
@Suite("Use case: CountThreads")
struct CountThreadsTests {
    @Test func asksForTheFilterWithItsDatesFixedAndReturnsTheAnswer() async throws {
        let repository = ThreadRepositoryDouble()
        repository.onCountThreads = { _ in ThreadCount(threads: 4, unreadMessages: 9) }
        let filter = ThreadFilter(try QueryParser.parse("is:unread after:-7d"))
        #expect(try await CountThreads(threads: repository, clock: .fixed(Seeds.base))(filter) == ThreadCount(threads: 4, unreadMessages: 9))
        let fixed = filter.resolvingDates(now: Seeds.base)
        #expect(fixed != filter, "the relative date is fixed before the store sees it")
        #expect(repository.calls == [.countThreads(fixed)])
    }

    @Test(arguments: [
        (ThreadFilter(searchTerms: [""]), ThreadsError.emptySearchTerm),
        (ThreadFilter(participants: ["  "]), .emptyParticipantFilter),
    ])
    func aBadFilterIsRefusedBeforeTheRepository(filter: ThreadFilter, error: ThreadsError) async {
        let repository = ThreadRepositoryDouble()
        await #expect(throws: error) { _ = try await CountThreads(threads: repository, clock: .fixed(Seeds.base))(filter) }
        #expect(repository.calls.isEmpty)
    }
}
