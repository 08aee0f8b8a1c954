import Data
import Domain
import Foundation

/// The independent reference for each person's own state (docs/team.md): per-message facts and
/// per-person sets, written from the spec's sentences, never from a store's code. Person 0 is
/// the inbox's first person; the others join the inbox at their first write.
struct PersonStateModel {
    struct Message { var id: Int64, sentAt: Date }
    struct Thread { var archived: Bool, createdAt: Date, messages: [Message] }

    let names: [String]
    var threads: [Int64: Thread] = [:]
    /// Persons the inbox knows: before anyone writes, none (and person 0 reads as the first).
    var joined: [Int] = []
    var unread: [Int: Set<Int64>] = [:]
    var starred: [Int: Set<Int64>] = [:]
    var muted: [Int: Set<Int64>] = [:]
    /// The tags and their threads: the team's, the same for everyone.
    var tags: [String: Set<Int64>] = [:]

    init(names: [String]) { self.names = names }

    func viewer(_ person: Int) -> Viewer { Viewer(Person(names[person]), firstPerson: Person(names[0])) }

    /// "A person new to the inbox starts with everything that exists then read." The first
    /// person joins before anyone, with the state the inbox had.
    mutating func writes(_ person: Int) {
        // The first person alone writes where they read: the inbox has no people until another joins.
        guard person != 0 || !joined.isEmpty else { return }
        if joined.isEmpty { joined.append(0) }
        if !joined.contains(person) {
            joined.append(person)
            unread[person] = []
            starred[person] = []
            muted[person] = []
        }
    }

    /// "A message I post is read for me, unread for everyone else" (everyone the inbox knows, and
    /// always the first person).
    mutating func posted(_ id: Int64, at sentAt: Date, to thread: Int64, by person: Int) {
        writes(person)
        threads[thread]?.messages.append(Message(id: id, sentAt: sentAt))
        for other in Set(joined + [0]) where other != person { unread[other, default: []].insert(id) }
    }

    mutating func readAll(_ thread: Int64, by person: Int) {
        writes(person)
        unread[person, default: []].subtract((threads[thread]?.messages ?? []).map(\.id))
    }

    mutating func unreadNewest(_ thread: Int64, by person: Int) {
        writes(person)
        if let newest = threads[thread]?.messages.max(by: { ($0.sentAt, $0.id) < ($1.sentAt, $1.id) }) {
            unread[person, default: []].insert(newest.id)
        }
    }

    mutating func star(_ thread: Int64, _ on: Bool, by person: Int) {
        writes(person)
        if on { starred[person, default: []].insert(thread) } else { starred[person]?.remove(thread) }
    }

    mutating func mute(_ thread: Int64, _ on: Bool, by person: Int) {
        writes(person)
        if on { muted[person, default: []].insert(thread) } else { muted[person]?.remove(thread) }
    }

    /// A person the inbox does not know sees everything read, nothing starred or muted.
    private func state(_ person: Int) -> (unread: Set<Int64>, starred: Set<Int64>, muted: Set<Int64>) {
        guard person == 0 || joined.contains(person) else { return ([], [], []) }
        return (unread[person] ?? [], starred[person] ?? [], muted[person] ?? [])
    }

    func unreadCount(_ thread: Int64, for person: Int) -> Int {
        let unread = state(person).unread
        return (threads[thread]?.messages ?? []).count { unread.contains($0.id) }
    }

    func isStarred(_ thread: Int64, for person: Int) -> Bool { state(person).starred.contains(thread) }
    func isMuted(_ thread: Int64, for person: Int) -> Bool { state(person).muted.contains(thread) }
    func isRead(_ message: Int64, for person: Int) -> Bool { !state(person).unread.contains(message) }

    /// `read-by:`: whether the person (nil: someone the inbox does not know) has read every message;
    /// on an inbox no one has joined yet, whatever the name, its one read state.
    func isReadBy(_ thread: Int64, _ person: Int?) -> Bool {
        if joined.isEmpty { return unreadCount(thread, for: 0) == 0 }
        guard let person else { return true }
        return unreadCount(thread, for: person) == 0
    }

    /// What a person is told changed between `before` and this model (`/v1/events`): every thread
    /// of the team's change `team` (a post), and those whose own unread count, star or mute
    /// changed for them; "never another person's read or star".
    func told(_ person: Int, since before: PersonStateModel, team: Set<Int64>) -> Set<Int64> {
        team.union(threads.keys.filter { thread in
            before.unreadCount(thread, for: person) != unreadCount(thread, for: person)
                || before.isStarred(thread, for: person) != isStarred(thread, for: person)
                || before.isMuted(thread, for: person) != isMuted(thread, for: person)
        })
    }

    /// The inbox as the person sees it: neither archived nor muted by them.
    func inbox(for person: Int) -> Set<Int64> {
        Set(threads.filter { !$0.value.archived && !isMuted($0.key, for: person) }.map(\.key))
    }
}
