import Data
import Domain
import Foundation
import Testing
import TestSupport

/// Everyone's own state travels through an export and an import on every store (docs/team.md):
/// "per-person state travels (`read_by`, `starred_by` per message/thread); a file written
/// before this imports as the importing person's"; an inbox of one person exports as before.
@Suite("DataStore contract: everyone's own state through export and import")
struct ContractPersonMarksTests {
    static let sam = Viewer(Person("Sam"), firstPerson: Person("Sam"))
    static let ben = Viewer(Person("Ben"), firstPerson: Person("Sam"))
    static let cy = Viewer(Person("Cy"), firstPerson: Person("Sam"))
    static let all = ThreadFilter(flags: FilterFlags(archive: .all, mute: .all))

    @Test(arguments: StoreKind.allCases)
    func everyonesOwnStateTravelsThroughAnExportAndAnImport(kind: StoreKind) async throws {
        let store = try kind.make()
        _ = try await store.insertThreadsIfAbsent(Seeds.inbox)
        // Three persons, each with a state of their own.
        #expect(try await store.updateThreads([1, 2], applying: .readAll, as: Self.ben) == [])
        #expect(try await store.updateThreads([3], applying: [.star(true), .unreadNewest], as: Self.ben) == [])
        #expect(try await store.updateThreads([4], applying: .mute(true), as: Self.sam) == [])
        #expect(try await store.updateThreads([5, 6], applying: .readAll, as: Self.sam) == [])
        let draft = MessageDraft(author: "Cy", body: "back on Monday", sentAt: Seeds.at(hours: 90), isRead: true)
        _ = try await store.insertMessage(draft, threadID: 7, unlessCrossedAfter: nil, as: Self.cy)
        #expect(try await store.updateThreads([7, 1], applying: [.star(true), .mute(true)], as: Self.cy) == [])
        let before = try await views(store)

        // Exported by Ben: his own read state and stars in `read`/`starred`, everyone's beside them.
        let exported = try await export(store, as: Self.ben)
        #expect(exported.allSatisfy { $0.marks != nil })
        let three = exported.first { $0.summary.thread.key == Seeds.inbox[2].key }
        #expect(three?.summary.thread.isStarred == true && three?.marks?.starredBy.contains("Ben") == true)
        #expect(exported.first { $0.summary.thread.key == Seeds.inbox[0].key }?.marks?.starredBy.contains("Cy") == true)

        // Imported by Sam into an empty inbox: everyone's state is as it was, and the same three join.
        let copy = try kind.make()
        _ = try await StoreThreadRepository(store: copy, viewer: Self.sam).importInbox(from: Drafts(exported.map(Self.draft)))
        #expect(Set(try await copy.personNames()) == ["Sam", "Ben", "Cy"])
        #expect(try await copy.personNames().first == "Sam")
        let after = try await views(copy)
        for (name, view) in before { #expect(after[name] == view, "\(name)'s view") }
        // Imported again, the file changes nothing anyone sees.
        _ = try await StoreThreadRepository(store: copy, viewer: Self.sam).importInbox(from: Drafts(exported.map(Self.draft)))
        #expect(try await views(copy) == before)
    }

    /// A file without names (written before people, or by an inbox of one) is the importing
    /// person's: the others get its threads as they get any arrival, unread and unstarred.
    @Test(arguments: StoreKind.allCases)
    func aFileWithoutNamesImportsAsTheImportingPersons(kind: StoreKind) async throws {
        let source = try kind.make()
        _ = try await source.insertThreadsIfAbsent(Seeds.inbox)
        let file = try await export(source, as: nil)
        #expect(file.allSatisfy { $0.marks == nil }, "an inbox of one exports without names")
        let store = try kind.make()
        _ = try await StoreThreadRepository(store: store, viewer: Self.ben).importInbox(from: Drafts(file.map(Self.draft)))
        #expect(try await store.personNames() == ["Sam", "Ben"])
        let views = try await views(store)
        #expect(views["Ben"] == (try await self.views(source))["Sam"], "Ben's is the file's")
        for (key, line) in views["Sam"] ?? [:] {
            #expect(!line.starred && line.read.allSatisfy { !$0 }, "\(key): Sam got it as an arrival")
        }
    }

    /// What each person sees of every thread, by key.
    struct Line: Equatable { var unread: Int, starred: Bool, muted: Bool, read: [Bool] }

    private func views(_ store: any DataStore) async throws -> [String: [String: Line]] {
        var views: [String: [String: Line]] = [:]
        for viewer in [Self.sam, Self.ben, Self.cy] {
            let rows = try await store.threadRows(ThreadQuery(filter: Self.all, page: PageRequest(limit: nil)), as: viewer)
            for thread in rows.threads {
                let full = try #require(try await store.fullThreadRows(thread.id, as: viewer))
                views[viewer.person.name, default: [:]][thread.key] = Line(
                    unread: thread.unreadCount, starred: thread.starred, muted: full.thread.muted, read: full.messages.map(\.read))
            }
        }
        return views
    }

    private func export(_ store: any DataStore, as viewer: Viewer?) async throws -> [FullThread] {
        let seen = Collected()
        try await StoreThreadRepository(store: store, viewer: viewer).exportInbox(Self.all, after: nil, limit: nil) { seen.add($0) }
        return seen.all
    }

    /// The line an export writes, read back as an import reads it.
    static func draft(_ full: FullThread) -> ThreadDraft {
        let thread = full.summary.thread, marks = full.marks
        var draft = ThreadDraft(
            key: thread.key, title: thread.title, participants: thread.participants, isStarred: thread.isStarred,
            isArchived: thread.isArchived, isMuted: thread.isMuted, createdAt: thread.createdAt,
            messages: full.messages.map { message in
                var draft = MessageDraft(author: message.author, body: message.body, sentAt: message.sentAt, isRead: message.isRead)
                draft.readBy = marks.map { ($0.readBy[message.id] ?? []).map(Person.init) }
                return draft
            }, tags: thread.tags.compactMap { try? TagName(validating: $0) })
        draft.starredBy = marks?.starredBy.map(Person.init)
        draft.mutedBy = marks?.mutedBy.map(Person.init)
        return draft
    }

    final class Drafts: DraftSource, @unchecked Sendable {
        private var rest: ArraySlice<ThreadDraft>
        init(_ drafts: [ThreadDraft]) { rest = drafts[...] }
        func next() throws -> ThreadDraft? { rest.popFirst() }
    }

    private final class Collected: @unchecked Sendable {
        private var threads: [FullThread] = []
        private let lock = NSLock()
        func add(_ thread: FullThread) { lock.withLock { threads.append(thread) } }
        var all: [FullThread] { lock.withLock { threads } }
    }
}
