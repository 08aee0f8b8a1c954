import Data
import Domain
import Foundation

// Mail in, written plainly: the links are worked out from the messages each time, where the SQL
// stores keep a table, so the contract suite holds that table to an independent answer.
extension InMemoryDataStore {
    public func importMail(from source: any MailDraftSource, tagging tags: [TagName]) async throws -> MailImportCount {
        var target = PlanTarget(links: links())
        let count = try MailImport.run(source, into: &target)
        guard let plan = target.plan else { return count }
        var touched: [Int64] = []
        var assigned: [(sequence: Int, thread: Int64)] = []
        for thread in plan.threads {
            let id = thread.existing ?? newThread(thread)
            for merged in thread.merged { merge(merged, into: id) }
            if let index = threads.firstIndex(where: { $0.id == id }) {
                if thread.existing != nil, thread.retitles {
                    threads[index].title = thread.title
                    threads[index].createdAt = Millis.from(thread.createdAt)
                }
                if thread.isStarred { threads[index].starred = true }
            }
            assigned += thread.messages.map { ($0, id) }
            touched.append(id)
        }
        // In the plan's order, thread by thread, as the SQL stores number them.
        for (sequence, id) in assigned {
            if let message = target.staged[sequence] { append(message, to: id) }
        }
        for id in touched { recountParticipants(id) }
        for tag in tags where !touched.isEmpty { try await _ = updateThreads(touched, applying: .tag(tag)) }
        noteChanges(touched + plan.threads.flatMap(\.merged))
        return count
    }

    /// Every id a stored message has or names, leading to the thread of the first message (by id)
    /// to name it.
    private func links() -> [String: MailThreading.Known] {
        var links: [String: MailThreading.Known] = [:]
        let created = Dictionary(uniqueKeysWithValues: threads.map { ($0.id, $0.createdAt) })
        for message in messages.values.joined().sorted(by: { $0.id < $1.id }) {
            let known = MailThreading.Known(thread: message.threadID, createdAt: Millis.date(created[message.threadID] ?? 0), isMessage: false)
            for id in message.references where links[id] == nil { links[id] = known }
            if let own = message.messageID {
                if links[own] == nil { links[own] = known }
                links[own]?.isMessage = true
            }
        }
        return links
    }

    private func newThread(_ thread: MailPlan.Thread) -> Int64 {
        lastThreadID += 1
        let key = threads.contains { $0.key == thread.key } ? "\(thread.key)#\(lastThreadID)" : thread.key
        threads.append(StoredThread(id: lastThreadID, key: key, title: thread.title, starred: thread.isStarred, archived: false,
                                    createdAt: Millis.from(thread.createdAt), participants: []))
        messages[lastThreadID] = []
        return lastThreadID
    }

    private func merge(_ merged: Int64, into id: Int64) {
        let moved = (messages.removeValue(forKey: merged) ?? []).map { message in
            var message = message
            message.threadID = id
            return message
        }
        messages[id, default: []] = ((messages[id] ?? []) + moved).sorted { $0.id < $1.id }
        if let gone = threads.firstIndex(where: { $0.id == merged }) {
            if let kept = threads.firstIndex(where: { $0.id == id }) {
                if threads[gone].starred { threads[kept].starred = true }
                // Its tags go with its messages, as the SQL stores move their links.
                threads[kept].tags.formUnion(threads[gone].tags)
            }
            threads.remove(at: gone)
        }
    }

    /// The authors, in order of their first message (by time, then id).
    private func recountParticipants(_ id: Int64) {
        guard let index = threads.firstIndex(where: { $0.id == id }) else { return }
        var seen = Set<String>()
        threads[index].participants = (messages[id] ?? []).sorted { ($0.sentAt, $0.id) < ($1.sentAt, $1.id) }
            .map(\.author).filter { seen.insert($0).inserted }
    }
}

/// Answers from the links worked out before the import, keeps the messages, and keeps the plan
/// for the store to write once the loop is done.
private struct PlanTarget: MailImportTarget {
    let links: [String: MailThreading.Known]
    var staged: [Int: MessageDraft] = [:]
    var plan: MailPlan?

    func known(_ ids: [String]) throws -> [String: MailThreading.Known] {
        Dictionary(uniqueKeysWithValues: ids.compactMap { id in links[id].map { (id, $0) } })
    }

    mutating func stage(_ message: MessageDraft, sequence: Int) throws { staged[sequence] = message }

    mutating func apply(_ plan: MailPlan) throws { self.plan = plan }
}
