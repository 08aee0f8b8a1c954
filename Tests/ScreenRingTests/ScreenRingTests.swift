import Data
import InMemoryStore
import Domain
import Foundation
import Presentation
import Testing

/// The ThreadList scene driven by a screen instead of the CLI: a fake view and the plain
/// in-memory store only. The target depends on Domain, Data and Presentation, not on App or
/// ArgumentParser, so it compiles only while the inner rings stay free of the command line.
@Suite("A second outer ring: the thread list on a screen")
struct ScreenRingTests {
    static let base = Date(timeIntervalSince1970: 1_772_323_200)  // 2026-03-01T00:00:00Z

    static func message(_ body: String, minutes: Double, read: Bool) -> MessageDraft {
        MessageDraft(author: "Aiko", body: body, sentAt: base.addingTimeInterval(minutes * 60), isRead: read)
    }

    /// Four threads whose facts the assertions read off directly.
    static let inbox = [
        ThreadDraft(key: "a", title: "Alpha", participants: ["Aiko"], isStarred: true, createdAt: base,
                    messages: [message("one", minutes: 10, read: false), message("two", minutes: 40, read: false)]),
        ThreadDraft(key: "b", title: "Beta", participants: ["Ben"], isStarred: true, createdAt: base,
                    messages: [message("hi", minutes: 30, read: true)]),
        ThreadDraft(key: "c", title: "Gamma", participants: ["Chie"], createdAt: base,
                    messages: [message("yo", minutes: 20, read: false)]),
        ThreadDraft(key: "d", title: "Delta", participants: ["Dan"], isStarred: true, isArchived: true, createdAt: base,
                    messages: [message("old", minutes: 50, read: false)]),
    ]

    private func screen() async throws -> InboxScreen {
        let store = InMemoryDataStore()
        #expect(try await store.insertThreadsIfAbsent(Self.inbox) == 4)
        return InboxScreen(store: store)
    }

    @Test func openingShowsTheInboxNewestFirstWithBadges() async throws {
        let screen = try await screen()
        try await screen.open()
        #expect(screen.current == InboxScreen.ViewModel(title: "Inbox", rows: [
            .init(id: 1, title: "Alpha", badge: "★ 2"),
            .init(id: 2, title: "Beta", badge: "★"),
            .init(id: 3, title: "Gamma", badge: "1"),
        ], canLoadMore: false))
    }

    @Test func theStarFilterTogglesAndReloads() async throws {
        let screen = try await screen()
        try await screen.open()
        try await screen.toggleStarFilter()
        #expect(screen.current?.title == "Starred")
        #expect(screen.current?.rows.map(\.title) == ["Alpha", "Beta"])
        try await screen.toggleStarFilter()
        #expect(screen.current?.rows.map(\.title) == ["Alpha", "Beta", "Gamma"])
        #expect(screen.history.count == 3)
    }

    @Test func aSmallPageSaysThereIsMore() async throws {
        let screen = try await screen()
        try await screen.open(pageSize: 2)
        #expect(screen.current?.rows.map(\.id) == [1, 2])
        #expect(screen.current?.canLoadMore == true)
    }

    @Test func changesMadeThroughOtherUseCasesShowOnReload() async throws {
        let screen = try await screen()
        let threads = StoreThreadRepository(store: screen.store)
        _ = try await ChangeThreads(threads: threads)(.ids([ThreadID(1)]), applying: .star(false))
        _ = try await ChangeThreads(threads: threads)(.ids([ThreadID(2)]), applying: .mute(true))
        try await screen.open()
        #expect(screen.current?.rows == [.init(id: 1, title: "Alpha", badge: "2"), .init(id: 3, title: "Gamma", badge: "1")])
    }

    @Test func aSavedFilterOpensWithItsConditionsAndAnUnknownOneShowsNothing() async throws {
        let screen = try await screen()
        _ = try await SaveFilter(filters: StoreFilterRepository(store: screen.store))(
            SavedFilter(name: "starred-anywhere", filter: ThreadFilter(starredOnly: true, archive: .all)))
        try await screen.open(savedFilter: "starred-anywhere")
        #expect(screen.current?.rows.map(\.title) == ["Delta", "Alpha", "Beta"])
        await #expect(throws: ThreadsError.unknownFilter(name: "nope")) { try await screen.open(savedFilter: "nope") }
        #expect(screen.history.count == 1)
    }
}
