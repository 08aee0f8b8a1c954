import Data
import Domain

// The change log, noted after each write by comparing how each thread it touched looks now
// (`InMemoryChangeLog`).
extension InMemoryDataStore {
    public func changeLog(after sequence: Int64?, as viewer: Viewer?) async throws -> ChangeLogRecords {
        let own = seat(viewer).ownChanges
        return ChangeLogRecords(origin: changeLog.origin, sequence: changeLog.sequence,
                                threadIDs: sequence.map { changeLog.changed(after: $0, own: own) } ?? [])
    }

    /// Everything a thread shows, for the change log to compare: to everyone, in one text, and
    /// to each person on their own.
    func noteChanges(_ ids: some Sequence<Int64>, rewritten: Bool = false) {
        changeLog.note(ids, rewritten: rewritten) { id in
            threads.first { $0.id == id }.map { thread in
                var team = record(thread)
                (team.starred, team.muted, team.unreadCount) = (false, false, 0)
                let shown = "\(team)\u{1}\(thread.participants)\u{1}\((messages[id] ?? []).map { "\($0.author)\u{2}\($0.body)" })\u{1}\(tagNames(thread).sorted())"
                return InMemoryChangeLog.Look(team: shown, own: ownLooks(of: thread))
            }
        }
    }
}
