import Data
import Domain
import Foundation
import Testing
import TestSupport

/// Each person's own read state, star and mute on every store (docs/team.md): two and twenty
/// persons post, read, mark unread, star and mute at random, and after every step each person's
/// list, unread column, counts, `is:` queries and a thread's read marks equal the independent
/// model (`PersonStateModel`), a plain recount from per-message facts; and what the change log
/// tells each of them changed is the team's change and their own, never another person's.
@Suite("DataStore contract: each person's own state")
struct ContractPersonTests {
    @Test(arguments: StoreKind.allCases)
    func twoPersons(kind: StoreKind) async throws {
        try await run(kind, persons: 2, steps: 80, seed: 2)
    }

    @Test(arguments: StoreKind.allCases)
    func twentyPersons(kind: StoreKind) async throws {
        try await run(kind, persons: 20, steps: 80, seed: 20)
    }

    /// Joining is a write's: a refused one (no such thread) and any read leave the people as they were.
    @Test(arguments: StoreKind.allCases)
    func onlyAWriteMadeJoinsAPerson(kind: StoreKind) async throws {
        let store = try kind.make()
        _ = try await store.insertThreadsIfAbsent(Seeds.inbox)
        let ben = Viewer(Person("Ben"), firstPerson: Person("Sam")), sam = Viewer(Person("Sam"), firstPerson: Person("Sam"))
        let draft = MessageDraft(author: "Ben", body: "hello?", sentAt: Seeds.at(hours: 90), isRead: true)
        #expect(try await store.insertMessage(draft, threadID: 404, unlessCrossedAfter: nil, as: ben) == .noThread)
        #expect(try await store.updateThreads([404], applying: .readAll, as: ben) == [404])
        _ = try await store.threadRows(ThreadQuery(), as: ben)
        #expect(try await store.personNames().isEmpty)
        // The first person's own writes register no one either.
        #expect(try await store.updateThreads([1], applying: .star(false), as: sam) == [])
        #expect(try await store.personNames().isEmpty)
        #expect(try await store.updateThreads([1], applying: .readAll, as: ben) == [])
        #expect(try await store.personNames() == ["Sam", "Ben"])
    }

    private func run(_ kind: StoreKind, persons: Int, steps: Int, seed: UInt64) async throws {
        let store = try kind.make()
        _ = try await store.insertThreadsIfAbsent(Seeds.inbox)
        // Two tags over some threads, archived and read ones among them: each person's unread
        // threads of a tag are their own.
        #expect(try await store.updateThreads([1, 2, 5], applying: .tag(try TagName(validating: "work"))) == [])
        #expect(try await store.updateThreads([2, 3, 6, 7], applying: .tag(try TagName(validating: "later"))) == [])
        var model = PersonStateModel(names: (0..<persons).map { $0 == 0 ? "Sam" : "Person \($0)" })
        model.tags = ["work": [1, 2, 5], "later": [2, 3, 6, 7]]
        // The inbox before it had people: the first person's state is what it holds.
        for id in Int64(1)...Int64(Seeds.inbox.count) {
            let rows = try #require(try await store.fullThreadRows(id))
            model.threads[id] = .init(archived: rows.thread.archived, createdAt: Millis.date(rows.thread.createdAt),
                                      messages: rows.messages.map { .init(id: $0.id, sentAt: Millis.date($0.sentAt)) })
            model.unread[0, default: []].formUnion(rows.messages.filter { !$0.read }.map(\.id))
            if rows.thread.starred { model.starred[0, default: []].insert(id) }
        }
        var random = SeededRandom(seed: seed)
        let ids = Array(model.threads.keys).sorted()
        try await check(store, model, persons: Array(0..<persons), step: "start")
        for step in 0..<steps {
            let before = model, since = try await store.changeLog(after: nil).sequence
            let person = Int.random(in: 0..<persons, using: &random)
            let thread = ids.randomElement(using: &random) ?? 1
            let viewer = model.viewer(person)
            let action = Int.random(in: 0..<8, using: &random)
            switch action {
            case 0:
                let sentAt = Seeds.at(hours: 100 + Double(step))
                let draft = MessageDraft(author: model.names[person], body: "step \(step)", sentAt: sentAt, isRead: true)
                let id = try #require(try await store.insertMessage(draft, threadID: thread, as: viewer))
                model.posted(id, at: sentAt, to: thread, by: person)
            case 1:
                #expect(try await store.updateThreads([thread], applying: .readAll, as: viewer) == [])
                model.readAll(thread, by: person)
            case 2:
                #expect(try await store.updateThreads([thread], applying: .unreadNewest, as: viewer) == [])
                model.unreadNewest(thread, by: person)
            case 3:
                let on = !model.isStarred(thread, for: person)
                #expect(try await store.updateThreads([thread], applying: .star(on), as: viewer) == [])
                model.star(thread, on, by: person)
            case 4:
                let on = !model.isMuted(thread, for: person)
                #expect(try await store.updateThreads([thread], applying: .mute(on), as: viewer) == [])
                model.mute(thread, on, by: person)
            case 5:
                // The team's: archived or brought back, for everyone, whoever does it.
                let on = !(model.threads[thread]?.archived ?? false)
                #expect(try await store.updateThreads([thread], applying: .archive(on), as: viewer) == [])
                model.writes(person)
                model.threads[thread]?.archived = on
            case 6:
                // The team's: a tag put on or taken off, whoever does it (each person's unread
                // threads of it are kept, schema/024).
                let on = !(model.tags["later"]?.contains(thread) ?? false)
                let later = try TagName(validating: "later")
                #expect(try await store.updateThreads([thread], applying: on ? .tag(later) : .untag(later), as: viewer) == [])
                model.writes(person)
                if on { model.tags["later", default: []].insert(thread) } else { model.tags["later"]?.remove(thread) }
                if model.tags["later"]?.isEmpty == true { model.tags["later"] = nil }
            default:
                // Through a query, as `--where` changes: the person's own unread threads.
                let filter = ThreadFilter(try QueryParser.parse("is:unread"), includesAll: true)
                let changed = try await store.updateThreads(matching: filter, applying: .readAll, as: viewer)
                #expect(Set(changed) == Set(ids.filter { model.unreadCount($0, for: person) > 0 }), "step \(step)")
                // A write, even of nothing: the person is one the inbox knows from now on.
                model.writes(person)
                for id in changed { model.readAll(id, by: person) }
            }
            // The one who acted, the first person and one more, every step; everyone now and then.
            let others = [person, 0, Int.random(in: 0..<persons, using: &random)]
            let checked = step % 20 == 19 ? Array(0..<persons) : Array(Set(others))
            let team: Set<Int64> = [0, 5, 6].contains(action) ? [thread] : []
            for reader in checked {
                let told = try await store.changeLog(after: since, as: model.viewer(reader)).threadIDs
                #expect(Set(told) == model.told(reader, since: before, team: team),
                        "\(model.names[reader]) at step \(step), after \(model.names[person])'s action \(action) on \(thread): told of")
            }
            let stranger = Viewer(Person("Nobody"), firstPerson: Person(model.names[0]))
            #expect(try await store.changeLog(after: since, as: stranger).threadIDs == team.sorted(), "a stranger at step \(step)")
            try await check(store, model, persons: checked, step: "step \(step)")
        }
        // What each store keeps for each person (their counts, their stars' copies, their tags'
        // unread threads) agrees with a recount of their rows.
        #expect(try await store.health().problems == [])
    }

    private func check(_ store: any DataStore, _ model: PersonStateModel, persons: [Int], step: String) async throws {
        let all = Set(model.threads.keys)
        for person in persons {
            let viewer = model.viewer(person), who = "\(model.names[person]) at \(step)"
            let page = try await store.threadRows(ThreadQuery(filter: .inbox, page: PageRequest(limit: nil)), as: viewer)
            let inbox = model.inbox(for: person)
            #expect(Set(page.threads.map(\.id)) == inbox, "\(who): the inbox")
            #expect(page.matchingCount == inbox.count && page.scopeCount == inbox.count, "\(who): the inbox's counts")
            for thread in page.threads {
                #expect(thread.unreadCount == model.unreadCount(thread.id, for: person), "\(who): thread \(thread.id)'s unread")
                #expect(thread.starred == model.isStarred(thread.id, for: person), "\(who): thread \(thread.id)'s star")
            }
            let count = try await store.threadCount(.inbox, as: viewer)
            #expect(count.threads == inbox.count, "\(who): count")
            #expect(count.unreadMessages == inbox.reduce(0) { $0 + model.unreadCount($1, for: person) }, "\(who): unread messages")
            let expected: [(String, (Int64) -> Bool)] = [
                ("is:unread", { model.unreadCount($0, for: person) > 0 }),
                ("is:starred", { model.isStarred($0, for: person) }),
                ("is:muted", { model.isMuted($0, for: person) }),
                ("is:starred is:unread", { model.isStarred($0, for: person) && model.unreadCount($0, for: person) > 0 }),
                ("not is:unread not is:muted", { model.unreadCount($0, for: person) == 0 && !model.isMuted($0, for: person) }),
            ]
            for (query, holds) in expected {
                let filter = ThreadFilter(try QueryParser.parse(query), includesAll: true)
                let rows = try await store.threadRows(ThreadQuery(filter: filter, sort: .unread, page: PageRequest(limit: nil)), as: viewer)
                #expect(Set(rows.threads.map(\.id)) == all.filter(holds), "\(who): \(query)")
                #expect(rows.matchingCount == all.filter(holds).count, "\(who): \(query)'s header count")
                #expect(rows.threads.map(\.unreadCount) == rows.threads.map(\.unreadCount).sorted(by: >), "\(who): \(query) by unread")
                #expect(try await store.threadCount(filter, as: viewer).threads == all.filter(holds).count, "\(who): count \(query)")
            }
            try await checkStarsByActivity(store, model, person: person, who: who)
            // Whether someone has read it: themselves, the first person, another, and a stranger.
            for (name, other) in [(model.names[person], Optional(person)), (model.names[0].uppercased(), 0),
                                  (model.names[(person + 1) % model.names.count], (person + 1) % model.names.count), ("Nobody", nil)] {
                let filter = ThreadFilter(try QueryParser.parse("read-by:\"\(name)\""), includesAll: true)
                let rows = try await store.threadRows(ThreadQuery(filter: filter, page: PageRequest(limit: nil)), as: viewer)
                #expect(Set(rows.threads.map(\.id)) == all.filter { model.isReadBy($0, other) }, "\(who): read-by:\(name)")
            }
            let tags = try await store.tagCounts(as: viewer).sorted { $0.name < $1.name }
            #expect(tags == model.tags.keys.sorted().map { name in
                let carrying = model.tags[name] ?? []
                return TagSummary(name: name, threads: carrying.count, unreadThreads: carrying.count { model.unreadCount($0, for: person) > 0 })
            }, "\(who): tag counts")
            let shown = try #require(try await store.fullThreadRows(Int64(person % model.threads.count + 1), as: viewer))
            #expect(shown.messages.map(\.read) == shown.messages.map { model.isRead($0.id, for: person) }, "\(who): read marks")
            #expect(shown.thread.muted == model.isMuted(shown.thread.id, for: person), "\(who): the thread's mute")
        }
    }

    /// A person's stars by activity, which another person's page reads in order from their own
    /// rows' copies of each thread's archive and activity (schema/023): the threads the model's,
    /// each one's activity the thread's own (as the first person sees it), in the sort's order,
    /// and walked two at a time, the same list.
    private func checkStarsByActivity(_ store: any DataStore, _ model: PersonStateModel, person: Int, who: String) async throws {
        let everything = ThreadQuery(filter: ThreadFilter(.everything, includesAll: true), page: PageRequest(limit: nil))
        let activity = Dictionary(uniqueKeysWithValues: try await StoreThreadRepository(store: store).listThreads(everything).items
            .map { ($0.thread.id.rawValue, $0.lastActivityAt) })
        let repository = StoreThreadRepository(store: store, viewer: model.viewer(person))
        let starred = { (id: Int64) in model.isStarred(id, for: person) }
        let queries: [(String, (Int64) -> Bool)] = [
            ("is:starred", starred),
            ("is:starred is:unread", { starred($0) && model.unreadCount($0, for: person) > 0 }),
            ("is:starred is:archived", { starred($0) && model.threads[$0]?.archived == true }),
            ("is:starred tag:later", { starred($0) && model.tags["later", default: []].contains($0) }),
        ]
        for (query, holds) in queries {
            for sort in [ThreadSort.recent, .oldest] {
                let filter = ThreadFilter(try QueryParser.parse(query), includesAll: true)
                let whole = try await repository.listThreads(ThreadQuery(filter: filter, sort: sort, page: PageRequest(limit: nil))).items
                #expect(Set(whole.map(\.thread.id.rawValue)) == Set(activity.keys.filter(holds)), "\(who): \(query) by \(sort)")
                #expect(whole.allSatisfy { $0.lastActivityAt == activity[$0.thread.id.rawValue] }, "\(who): \(query)'s activity")
                #expect(zip(whole, whole.dropFirst()).allSatisfy { sort.orders($0, before: $1) }, "\(who): \(query) in order by \(sort)")
                var walked: [Int64] = [], after: SortPosition?
                while walked.count <= whole.count {
                    let page = try await repository.listThreads(ThreadQuery(filter: filter, sort: sort, page: PageRequest(limit: 2, after: after)))
                    walked += page.items.map(\.thread.id.rawValue)
                    guard page.items.count == 2, let last = page.items.last else { break }
                    after = sort.position(of: last)
                }
                #expect(walked == whole.map(\.thread.id.rawValue), "\(who): \(query) by \(sort), two at a time")
            }
        }
    }
}
