import Domain
import TestSupport
import Testing

/// ListPeople with the repository double: it is the repository's answer, asked once.
@Suite("Use case: ListPeople")
struct ListPeopleTests {
    @Test func answersThePeopleTheRepositoryKnows() async throws {
        let repository = ThreadRepositoryDouble()
        let people = [PersonSummary(person: Person("Sam"), unreadThreads: 3, assigned: 1), PersonSummary(person: Person("Ben"), unreadThreads: 0, assigned: 2)]
        repository.onListPeople = { people }
        #expect(try await ListPeople(threads: repository)() == people)
        #expect(repository.calls == [.listPeople])
    }
}
