import Foundation

/// Threads mail as notmuch does (JWZ without grouping by subject): messages join one thread when
/// their `Message-ID`, `In-Reply-To` and `References` link them, directly or through ids of
/// messages that are not there. A store asks it about each message in turn, telling it what it
/// already holds under each id it has not met; at the end, `plan()` says where every new message
/// goes. Ids are kept (about a hundred bytes a message); bodies never are.
public struct MailThreading: Sendable {
    /// What a store holds under an id: the thread found by it, and whether a stored message has it
    /// (else only a stored message refers to it).
    public struct Known: Equatable, Sendable {
        public var thread: Int64
        public var createdAt: Date
        public var isMessage: Bool

        public init(thread: Int64, createdAt: Date, isMessage: Bool) {
            self.thread = thread
            self.createdAt = createdAt
            self.isMessage = isMessage
        }
    }

    /// A new message, as threading needs it.
    private struct Entry: Sendable {
        var node: Int
        var sentAt: Date
        var title: String
        var isFlagged: Bool
    }

    /// Union-find over ids and stored threads: every id met, then one node per stored thread.
    private var parent: [Int] = []
    private var nodes: [String: Int] = [:]
    private var names: [String] = []
    /// Ids a message of this import or of the store has (not only refers to).
    private var messageNodes = Set<Int>()
    private var storedNodes: [Int64: Int] = [:]
    private var stored: [Int: (thread: Int64, createdAt: Date)] = [:]
    private var entries: [Entry] = []
    private var alreadyHere = 0

    public init() {}

    /// The ids `draft` carries that this import has not met: the ones to ask the store about.
    public func unmet(_ draft: MailDraft) -> [String] {
        ([draft.messageID] + draft.message.references).filter { nodes[$0] == nil }
    }

    /// Takes a message, given what the store holds under each id `unmet` named. Returns the
    /// sequence number to stage it under, or nil when it is already stored or already met.
    public mutating func add(_ draft: MailDraft, known: [String: Known]) -> Int? {
        let own = node(draft.messageID, known: known)
        guard !messageNodes.contains(own) else {
            alreadyHere += 1
            return nil
        }
        messageNodes.insert(own)
        for reference in draft.message.references { union(own, node(reference, known: known)) }
        entries.append(Entry(node: own, sentAt: draft.message.sentAt, title: draft.title, isFlagged: draft.isFlagged))
        return entries.count - 1
    }

    /// Where every new message goes. Linked stored threads merge into the oldest of them.
    public mutating func plan() -> MailPlan {
        var byRoot: [Int: Int] = [:]
        var threads: [MailPlan.Thread] = []
        var newest: [Date] = []
        for (sequence, entry) in entries.enumerated() {
            let root = find(entry.node)
            if let index = byRoot[root] {
                threads[index].messages.append(sequence)
                newest[index] = max(newest[index], entry.sentAt)
                threads[index].isStarred = threads[index].isStarred || entry.isFlagged
                // The oldest message names the thread; between equal times, the one met first.
                if entry.sentAt < threads[index].createdAt {
                    threads[index].title = entry.title
                    threads[index].createdAt = entry.sentAt
                    threads[index].key = names[entry.node]
                }
            } else {
                byRoot[root] = threads.count
                newest.append(entry.sentAt)
                threads.append(MailPlan.Thread(existing: nil, merged: [], key: names[entry.node], title: entry.title, createdAt: entry.sentAt,
                                               retitles: true, isStarred: entry.isFlagged, messages: [sequence]))
            }
        }
        var linked: [Int: [(thread: Int64, createdAt: Date)]] = [:]
        for (node, thread) in stored { linked[find(node), default: []].append(thread) }
        for (root, index) in byRoot {
            let olderFirst = (linked[root] ?? []).sorted { ($0.createdAt, $0.thread) < ($1.createdAt, $1.thread) }
            guard let target = olderFirst.first else { continue }
            threads[index].existing = target.thread
            threads[index].merged = olderFirst.dropFirst().map(\.thread)
            threads[index].retitles = threads[index].createdAt < target.createdAt
        }
        // Stores number new threads and store messages in this order, so after a large import
        // the threads a list walks newest first lie side by side, each one's messages together.
        let order = threads.indices.sorted { (newest[$0], $0) < (newest[$1], $1) }
        return MailPlan(threads: order.map { threads[$0] }, alreadyHere: alreadyHere)
    }

    /// The node for `id`, made on first meeting and joined to the stored thread found by it.
    private mutating func node(_ id: String, known: [String: Known]) -> Int {
        if let existing = nodes[id] { return existing }
        let made = parent.count
        parent.append(made)
        nodes[id] = made
        names.append(id)
        if let found = known[id] {
            if found.isMessage { messageNodes.insert(made) }
            union(made, storedNode(found))
        }
        return made
    }

    private mutating func storedNode(_ found: Known) -> Int {
        if let existing = storedNodes[found.thread] { return existing }
        let made = parent.count
        parent.append(made)
        names.append("")
        storedNodes[found.thread] = made
        stored[made] = (found.thread, found.createdAt)
        return made
    }

    private mutating func find(_ node: Int) -> Int {
        var root = node
        while parent[root] != root { root = parent[root] }
        var current = node
        while parent[current] != root {
            let next = parent[current]
            parent[current] = root
            current = next
        }
        return root
    }

    private mutating func union(_ a: Int, _ b: Int) {
        let (rootA, rootB) = (find(a), find(b))
        if rootA != rootB { parent[max(rootA, rootB)] = min(rootA, rootB) }
    }
}
