import Domain
import Foundation
import TestSupport
import Testing

/// ListTags with the repository double: every tag by name, and the short list a page shows.
@Suite("Use case: ListTags")
struct ListTagsTests {
    static let tags = [
        TagSummary(name: "waiting", threads: 3, unreadThreads: 1), TagSummary(name: "Client/acme", threads: 40, unreadThreads: 0),
        TagSummary(name: "todo", threads: 9, unreadThreads: 5), TagSummary(name: "請求", threads: 2, unreadThreads: 1),
        TagSummary(name: "archive", threads: 500, unreadThreads: 0),
    ]

    @Test func everyTagComesByItsFoldedName() async throws {
        let repository = ThreadRepositoryDouble()
        repository.onListTags = { Self.tags }
        #expect(try await ListTags(tags: repository)().map(\.name) == ["archive", "Client/acme", "todo", "waiting", "請求"])
        #expect(repository.calls == [.listTags])
    }

    /// Most unread threads first, then most threads, then the name breaks a tie; shown by name.
    @Test func theMostUsedAreThoseWithTheMostUnreadThenTheMostThreads() {
        #expect(ListTags.mostUsed(Self.tags, limit: 3).map(\.name) == ["todo", "waiting", "請求"])
        #expect(ListTags.mostUsed(Self.tags, limit: 4).map(\.name) == ["archive", "todo", "waiting", "請求"])
        #expect(ListTags.mostUsed(Self.tags, limit: 5) == Self.tags, "no more than the limit: all, as given")
        #expect(ListTags.mostUsed(Self.tags, limit: 0) == [])
    }
}
