import Domain

// `threads people`: each person's counts are their own `count`s, asked as them.
extension StoreThreadRepository {
    public func listPeople() async throws -> [PersonSummary] {
        var people = try await store.personNames().map(Person.init)
        // An inbox no one has written to yet has one person: its first, whoever that will be.
        if people.isEmpty, let first = viewer?.firstPerson { people = [first] }
        // Those a token speaks for belong too, from the day it was made (all read until they join).
        let holders = Set(try await store.tokenRecords().map { Person($0.person ?? $0.name) })
        people += holders.subtracting(people).sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
        guard let first = people.first else { return [] }
        var summaries: [PersonSummary] = []
        for person in people {
            let seen = Viewer(person, firstPerson: first)
            let unread = try await store.threadCount(ThreadFilter(.term(.state(.unread))), as: seen).threads
            let assigned = try await store.threadCount(ThreadFilter(.term(.assignee(person.name))), as: seen).threads
            summaries.append(PersonSummary(person: person, unreadThreads: unread, assigned: assigned))
        }
        return summaries
    }
}
