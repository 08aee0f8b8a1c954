import Data
import Foundation

/// The in-memory store's change log, kept the plain way: after each write, every thread it
/// touched is compared with how it looked before, and one step of the state covers all that
/// differ. The SQLite and PostgreSQL stores get the same answers from triggers; the contract
/// suite holds them to this one.
///
/// Whose a change is follows schema/021: what everyone sees of a thread is the team's (scope 0),
/// and only when that stayed the same is a person's own star, mute or unread count a change of
/// theirs alone (the first person's scope -1, another's their id).
struct InMemoryChangeLog {
    /// How a thread looks: to everyone, and to each person on their own.
    struct Look: Equatable {
        var team: String
        /// Each person's own state of the thread, by their scope; a person missing has `OwnLook.none`.
        var own: [Int64: OwnLook]
    }

    /// A person's own state of one thread.
    struct OwnLook: Equatable {
        var starred = false
        var muted = false
        var unread = 0
        static let none = OwnLook()
    }

    /// Drawn once per store, as the SQL stores draw theirs in their migration.
    let origin: String = (0..<8).map { _ in String(format: "%02x", UInt8.random(in: 0...255)) }.joined()
    private(set) var sequence: Int64 = 0
    /// Each thread's latest change, by scope.
    private var changedAt: [Int64: [Int64: Int64]] = [:]
    /// What each thread looked like after the last write.
    private var looks: [Int64: Look] = [:]

    /// Notes a write that touched `ids`: those that look different now (or are gone) changed;
    /// with `rewritten`, every one of them did, for everyone (an import replaces a thread whole).
    mutating func note(_ ids: some Sequence<Int64>, rewritten: Bool = false, look: (Int64) -> Look?) {
        var changed: [(thread: Int64, scope: Int64)] = []
        for id in ids {
            let now = look(id), before = looks[id]
            if rewritten || now?.team != before?.team {
                changed.append((id, PersonSeat.teamChanges))
            } else if let now, let before {
                for scope in Set(now.own.keys).union(before.own.keys) where now.own[scope] ?? .none != before.own[scope] ?? .none {
                    changed.append((id, scope))
                }
            }
            looks[id] = now
        }
        guard !changed.isEmpty else { return }
        sequence += 1
        for (thread, scope) in changed { changedAt[thread, default: [:]][scope] = sequence }
    }

    /// The threads changed after `sequence` in the team's scope or `own`, ascending.
    func changed(after sequence: Int64, own: Int64) -> [Int64] {
        changedAt.filter { _, scopes in
            scopes.contains { scope, at in at > sequence && (scope == PersonSeat.teamChanges || scope == own) }
        }.keys.sorted()
    }
}
