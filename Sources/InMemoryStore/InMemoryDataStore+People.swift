import Data
import Domain

// The inbox's people, written plainly: the reference the SQL stores' `person_unread` and
// `person_threads` are held to by the contract suite.
extension InMemoryDataStore {
    /// A person's own state, other than the first person's.
    struct PersonalState {
        /// The messages still unread for them: none for a person new to the inbox.
        var unread: Set<Int64> = []
        var starred: Set<Int64> = []
        var muted: Set<Int64> = []
    }

    public func personNames() async throws -> [String] { people.map(\.name) }

    public func registerPerson(_ viewer: Viewer) async throws { _ = registeredSeat(viewer) }

    /// Where `viewer`'s state lives, without adding anyone (as `SQLiteDataStore.seat`).
    func seat(_ viewer: Viewer?) -> PersonSeat {
        guard let viewer else { return .first }
        if let index = people.firstIndex(of: viewer.person) { return index == 0 ? .first : .other(Int64(index + 1)) }
        return !people.isEmpty || viewer.person != viewer.firstPerson ? .other(0) : .first
    }

    /// Where `viewer`'s state lives, adding them, and first the inbox's first person, when new.
    func registeredSeat(_ viewer: Viewer?) -> PersonSeat {
        let seat = seat(viewer)
        guard let viewer, seat == .other(0) else { return seat }
        if people.isEmpty { people.append(viewer.firstPerson) }
        people.append(viewer.person)
        let id = Int64(people.count)
        personal[id] = PersonalState()
        return .other(id)
    }

    /// `thread` with the star and mute of the person of `seat`.
    func seen(_ thread: StoredThread, by seat: PersonSeat) -> StoredThread {
        guard case .other(let person) = seat else { return thread }
        var seen = thread
        let state = personal[person] ?? PersonalState()
        seen.starred = state.starred.contains(thread.id)
        seen.muted = state.muted.contains(thread.id)
        return seen
    }

    /// The thread's messages, each read or not for the person of `seat`.
    func seenMessages(of threadID: Int64, by seat: PersonSeat) -> [MessageRecord] {
        let list = messages[threadID] ?? []
        guard case .other(let person) = seat else { return list }
        let unread = personal[person]?.unread ?? []
        return list.map { message in
            var seen = message
            seen.read = !unread.contains(message.id)
            return seen
        }
    }

    /// Whether each person has read every message of the thread (`read-by:`): on an inbox with no
    /// people yet, its one read state whatever the name; a person it does not know has.
    func readers(of threadID: Int64) -> @Sendable (String) -> Bool {
        let list = messages[threadID] ?? []
        let firstRead = list.allSatisfy(\.read)
        guard !people.isEmpty else { return { _ in firstRead } }
        var read: [String: Bool] = [:]
        for (index, person) in people.enumerated() where read[person.key] == nil {
            let unread = personal[Int64(index + 1)]?.unread ?? []
            read[person.key] = index == 0 ? firstRead : !list.contains { unread.contains($0.id) }
        }
        return { [read] key in read[key] ?? true }
    }

    /// Each person's own star, mute and unread count of `thread`, by their change log scope.
    func ownLooks(of thread: StoredThread) -> [Int64: InMemoryChangeLog.OwnLook] {
        let list = messages[thread.id] ?? []
        var looks: [Int64: InMemoryChangeLog.OwnLook] = [PersonSeat.first.ownChanges: .init(
            starred: thread.starred, muted: thread.muted, unread: list.count { !$0.read })]
        for (person, state) in personal {
            looks[person] = .init(starred: state.starred.contains(thread.id), muted: state.muted.contains(thread.id),
                                  unread: list.count { state.unread.contains($0.id) })
        }
        return looks
    }

    /// Makes `step` to the person's own state of `targets`; false for a change of the team's state.
    func applyPersonal(_ step: ThreadChange.Step, to targets: Set<Int64>, person: Int64) -> Bool {
        var state = personal[person] ?? PersonalState()
        defer { personal[person] = state }
        switch step {
        case .star(let on):
            state.starred = on ? state.starred.union(targets) : state.starred.subtracting(targets)
        case .mute(let on):
            state.muted = on ? state.muted.union(targets) : state.muted.subtracting(targets)
        case .readAll:
            for id in targets { state.unread.subtract((messages[id] ?? []).map(\.id)) }
        case .unreadNewest:
            for id in targets { if let newest = lastMessage(of: id) { state.unread.insert(newest.id) } }
        case .archive, .tag, .untag, .assign:
            return false
        }
        return true
    }

    /// Message `message` of thread `threadID`, or every message of a thread just made when nil,
    /// was written by `person`: read for them, unread for the first person.
    func writtenBy(_ person: Int64, threadID: Int64, message: Int64?) {
        guard let list = messages[threadID] else { return }
        for index in list.indices where message.map({ list[index].id == $0 }) ?? true {
            messages[threadID]?[index].read = false
            personal[person]?.unread.remove(list[index].id)
        }
    }
}
