import Foundation

/// The in-memory store's change log, kept the plain way: after each write, every thread it
/// touched is compared with how it looked before, and one step of the state covers all that
/// differ. The SQLite and PostgreSQL stores get the same answers from triggers; the contract
/// suite holds them to this one.
struct InMemoryChangeLog {
    /// Drawn once per store, as the SQL stores draw theirs in their migration.
    let origin: String = (0..<8).map { _ in String(format: "%02x", UInt8.random(in: 0...255)) }.joined()
    private(set) var sequence: Int64 = 0
    /// Each thread's latest change.
    private var changedAt: [Int64: Int64] = [:]
    /// What each thread looked like after the last write.
    private var looks: [Int64: String] = [:]

    /// Notes a write that touched `ids`: those that look different now (or are gone) changed;
    /// with `rewritten`, every one of them did (an import replaces a thread whole).
    mutating func note(_ ids: some Sequence<Int64>, rewritten: Bool = false, look: (Int64) -> String?) {
        var changed: [Int64] = []
        for id in ids {
            let now = look(id)
            if rewritten || now != looks[id] { changed.append(id) }
            looks[id] = now
        }
        guard !changed.isEmpty else { return }
        sequence += 1
        for id in changed { changedAt[id] = sequence }
    }

    /// The threads changed after `sequence`, ascending.
    func changed(after sequence: Int64) -> [Int64] {
        changedAt.filter { $0.value > sequence }.keys.sorted()
    }
}
