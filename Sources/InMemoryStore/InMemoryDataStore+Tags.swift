import Data
import Domain

// Tags in plain memory: each thread holds its tags' keys, and the counts are counted afresh
// from the threads at every ask, so the contract suite checks the kept counts of the SQL stores
// against an answer that keeps nothing.
extension InMemoryDataStore {
    public func tagCounts(as viewer: Viewer?) async throws -> [TagSummary] {
        let seat = seat(viewer)
        return tagSpellings.map { key, name in
            let carrying = threads.filter { $0.tags.contains(key) }
            return TagSummary(name: name, threads: carrying.count, unreadThreads: carrying.count { record($0, by: seat).unreadCount > 0 })
        }
    }

    public func updateTag(_ old: TagName, to new: TagName) async throws -> Bool {
        guard tagSpellings[old.key] != nil else { return false }
        let merging = tagSpellings[new.key] != nil && new.key != old.key
        let changed = threads.filter { $0.tags.contains(old.key) }.map(\.id)
        if !merging { tagSpellings[new.key] = new.text }
        for index in threads.indices where threads[index].tags.contains(old.key) {
            threads[index].tags.remove(old.key)
            threads[index].tags.insert(new.key)
        }
        forgetUnusedTags()
        noteChanges(changed)
        return true
    }

    public func deleteTag(_ name: TagName) async throws -> Bool {
        guard tagSpellings[name.key] != nil else { return false }
        let changed = threads.filter { $0.tags.contains(name.key) }.map(\.id)
        for index in threads.indices { threads[index].tags.remove(name.key) }
        forgetUnusedTags()
        noteChanges(changed)
        return true
    }

    /// The tags of `thread`, as written.
    func tagNames(_ thread: StoredThread) -> [String] {
        thread.tags.compactMap { tagSpellings[$0] }
    }

    /// `tags`' keys, each new one spelt as here.
    func spell(_ tags: [TagName]) -> Set<String> {
        for tag in tags where tagSpellings[tag.key] == nil { tagSpellings[tag.key] = tag.text }
        return Set(tags.map(\.key))
    }

    /// A tag no thread carries is gone, spelling and all.
    func forgetUnusedTags() {
        let used = threads.reduce(into: Set<String>()) { $0.formUnion($1.tags) }
        tagSpellings = tagSpellings.filter { used.contains($0.key) }
    }
}
