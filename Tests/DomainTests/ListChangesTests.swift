import Domain
import TestSupport
import Testing

/// ListChanges with the repository double: what it returns, what it asks the repository, what it refuses.
@Suite("Use case: ListChanges")
struct ListChangesTests {
    static let now = ChangeState(origin: "a1b2c3d4e5f60718", sequence: 7)

    private func repository(changed: [ThreadID] = [ThreadID(3), ThreadID(5)]) -> ThreadRepositoryDouble {
        let repository = ThreadRepositoryDouble()
        repository.onListChanges = { _ in ChangeSet(state: Self.now, changed: changed) }
        return repository
    }

    @Test func withoutAStateItAsksForTheStateAlone() async throws {
        let repository = repository(changed: [])
        #expect(try await ListChanges(threads: repository)(since: nil) == ChangeSet(state: Self.now, changed: []))
        #expect(repository.calls == [.listChanges(after: nil)])
    }

    @Test func fromAStateOfThisDatabaseItAsksForWhatCameAfter() async throws {
        let repository = repository()
        let since = ChangeState(origin: Self.now.origin, sequence: 4)
        #expect(try await ListChanges(threads: repository)(since: since) == ChangeSet(state: Self.now, changed: [ThreadID(3), ThreadID(5)]))
        #expect(repository.calls == [.listChanges(after: 4)])
        // The state now is a state to ask from too: nothing came after it (the double answers as the store would not, but the rule holds).
        _ = try await ListChanges(threads: repository)(since: Self.now)
    }

    @Test(arguments: [
        ChangeState(origin: "ffffffffffffffff", sequence: 4),   // another database's
        ChangeState(origin: ListChangesTests.now.origin, sequence: 8), // ahead of this one: a restored backup
    ])
    func aStateItCannotAnswerFromIsRefused(since: ChangeState) async {
        await #expect(throws: ThreadsError.changesUnavailable(since: since.text)) {
            _ = try await ListChanges(threads: repository())(since: since)
        }
    }

    @Test func aStateReadsBackFromItsText() {
        #expect(ChangeState(text: Self.now.text) == Self.now)
        #expect(Self.now.text == "a1b2c3d4e5f60718-7")
        for bad in ["", "7", "-7", "a1b2-", "a1b2-x", "A1B2-7", "a1b2-+7", "a1b2--7", "a1b2-99999999999999999999", "a1 b2-7"] {
            #expect(ChangeState(text: bad) == nil, "\(bad)")
        }
    }
}
