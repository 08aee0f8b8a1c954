import Data
import Foundation
import Domain

/// A store in plain Swift memory: no SQL, no file. It computes counters from the messages
/// each time rather than keeping them, so the contract suite checks the SQLite triggers
/// against an independent answer. One instance per test; nothing is shared or static.
public actor InMemoryDataStore: DataStore {
    struct StoredThread {
        var id: Int64, key: String, title: String, starred: Bool, archived: Bool, createdAt: Int64
        var participants: [String]
        var muted = false
        /// The keys (`TagName.key`) of its tags; `tagSpellings` has each one's name.
        var tags: Set<String> = []
        /// As the assigning command wrote the name; nil for no one.
        var assignee: String?
    }

    var threads: [StoredThread] = []
    var messages: [Int64: [MessageRecord]] = [:]  // by thread, in insertion order
    var filters: [String: String] = [:]
    var tokens: [String: TokenRecord] = [:]  // by name
    var lastThreadID: Int64 = 0
    private var lastMessageID: Int64 = 0
    var changeLog = InMemoryChangeLog()
    /// Each tag's name as first written, by key: only while some thread carries it.
    var tagSpellings: [String: String] = [:]
    /// Who is on which thread's page, until when (`+Visits`).
    var visits: [VisitRecord] = []
    /// The inbox's people, the first person first (`+People`): the first person's state is the
    /// threads' and messages' own; each other's is in `personal`, by their id (position + 1).
    var people: [Person] = []
    var personal: [Int64: PersonalState] = [:]

    public init() {}

    public func threadRows(_ query: ThreadQuery, as viewer: Viewer?) async throws -> ThreadRows {
        let seat = seat(viewer)
        let inScope = threads.map { seen($0, by: seat) }.filter { Self.inScope($0, query.filter) }
        let matching = inScope
            .filter { matches($0, query.filter, by: seat) }
            .map { (thread: $0, summary: summary($0, by: seat)) }
            .sorted { query.sort.orders($0.summary, before: $1.summary) }
        // A keyset page: what comes after the position, by the reference order; then the offset.
        let following = query.page.after.map { after in matching.filter { query.sort.orders($0.summary, after: after) } } ?? matching
        let start = min(query.page.offset, following.count)
        let end = query.page.limit.map { min(start + $0, following.count) } ?? following.count
        let page = following[start..<end]
        return ThreadRows(
            threads: page.map { record($0.thread, by: seat) },
            participants: Dictionary(uniqueKeysWithValues: page.map { ($0.thread.id, $0.thread.participants) }),
            lastMessages: query.extras.contains(.lastMessages)
                ? Dictionary(uniqueKeysWithValues: page.compactMap { item in lastMessage(of: item.thread.id, by: seat).map { (item.thread.id, Self.listed($0)) } }) : [:],
            matchingCount: query.extras.contains(.matchingCount) ? matching.count : nil,
            scopeCount: query.extras.contains(.scopeCount) ? inScope.count : nil,
            tags: Dictionary(uniqueKeysWithValues: page.map { ($0.thread.id, tagNames($0.thread)) })
        )
    }

    /// Counted from scratch: every thread the filter's reference meaning holds for, and the
    /// unread messages recounted from each one's messages.
    public func threadCount(_ filter: ThreadFilter, as viewer: Viewer?) async throws -> ThreadCount {
        let seat = seat(viewer)
        let selected = threads.map { seen($0, by: seat) }.filter { Self.inScope($0, filter) && matches($0, filter, by: seat) }.map { record($0, by: seat) }
        return ThreadCount(threads: selected.count, unreadMessages: selected.reduce(0) { $0 + $1.unreadCount })
    }

    public func insertThreadsIfAbsent(_ drafts: [ThreadDraft]) async throws -> Int {
        var added = 0
        var keys = Set(threads.map(\.key))
        var ids: [Int64] = []
        for draft in drafts where keys.insert(draft.key).inserted {
            ids.append(store(draft))
            added += 1
        }
        noteChanges(ids)
        return added
    }

    /// A message as the other stores give it on a list page: without mail's ids, which only
    /// a thread's detail reads.
    private static func listed(_ message: MessageRecord) -> MessageRecord {
        var listed = message
        listed.messageID = nil
        listed.references = []
        return listed
    }

    public func fullThreadRows(_ id: Int64, as viewer: Viewer?) async throws -> FullThreadRows? {
        let seat = seat(viewer)
        guard let thread = threads.first(where: { $0.id == id }).map({ seen($0, by: seat) }) else { return nil }
        let list = seenMessages(of: id, by: seat).sorted { ($0.sentAt, $0.id) < ($1.sentAt, $1.id) }
        return FullThreadRows(thread: record(thread, by: seat), participants: thread.participants, messages: list, tags: tagNames(thread))
    }

    public func insertThread(_ draft: ThreadDraft, as viewer: Viewer?) async throws -> Int64 {
        guard !threads.contains(where: { $0.key == draft.key }) else {
            throw ThreadsError.duplicateKey(key: draft.key)
        }
        let seat = registeredSeat(viewer)
        var shared = draft
        if case .other = seat { (shared.isStarred, shared.isMuted) = (false, false) }
        let id = store(shared)
        if case .other(let person) = seat {
            writtenBy(person, threadID: id, message: nil)
            if draft.isStarred { personal[person, default: .init()].starred.insert(id) }
            if draft.isMuted { personal[person, default: .init()].muted.insert(id) }
        }
        noteChanges([id])
        return id
    }

    public func insertMessage(_ message: MessageDraft, threadID: Int64, unlessCrossedAfter seen: Int64?, as viewer: Viewer?) async throws -> MessageInsertion {
        guard threads.contains(where: { $0.id == threadID }) else { return .noThread }
        let author = TextFold.key(message.author)
        if let seen, let crossing = (messages[threadID] ?? []).filter({ $0.id > seen && TextFold.key($0.author) != author }).max(by: { $0.id < $1.id }) {
            return .crossed(crossing)
        }
        // Only a message written makes its writer one of the inbox's people: a refusal writes nothing.
        let seat = registeredSeat(viewer)
        append(message, to: threadID)
        if case .other(let person) = seat { writtenBy(person, threadID: threadID, message: lastMessageID) }
        noteChanges([threadID])
        return .inserted(lastMessageID)
    }

    public func updateThreads(_ ids: [Int64], applying change: ThreadChange, as viewer: Viewer?) async throws -> [Int64] {
        let known = Set(threads.map(\.id))
        let missing = ids.filter { !known.contains($0) }
        guard missing.isEmpty else { return missing }
        let targets = Set(ids)
        let seat = registeredSeat(viewer)
        for step in change.steps {
            if case .other(let person) = seat, applyPersonal(step, to: targets, person: person) { continue }
            apply(step, to: targets)
        }
        noteChanges(ids)
        return []
    }

    /// Applies one change to each of `targets`, all of them known.
    private func apply(_ step: ThreadChange.Step, to targets: Set<Int64>) {
        for index in threads.indices where targets.contains(threads[index].id) {
            let id = threads[index].id
            switch step {
            case .star(let on): threads[index].starred = on
            case .archive(let on): threads[index].archived = on
            case .mute(let on): threads[index].muted = on
            case .readAll:
                messages[id] = messages[id]?.map { var message = $0; message.read = true; return message }
            case .unreadNewest:
                if let newest = lastMessage(of: id), let position = messages[id]?.firstIndex(where: { $0.id == newest.id }) {
                    messages[id]?[position].read = false
                }
            case .tag(let name):
                if tagSpellings[name.key] == nil { tagSpellings[name.key] = name.text }
                threads[index].tags.insert(name.key)
            case .untag(let name):
                threads[index].tags.remove(name.key)
            case .assign(let person):
                // The same person in another case keeps the name first written, as SQLite does.
                if threads[index].assignee.map(TextFold.key) != person?.key { threads[index].assignee = person?.name }
            }
        }
        forgetUnusedTags()
    }

    public func upsertThreads(from source: any DraftSource, as viewer: Viewer?) async throws -> Int {
        // All or nothing: work on the live state, put the old one back on any error.
        let saved = (threads, messages, lastThreadID, lastMessageID, tagSpellings, personal)
        var count = 0
        var upserted: [Int64] = []
        // Each thread's own state for each person (`+PersonMarks`), as the SQL stores keep it.
        var marked: [Int64: ImportedMarks] = [:], named = NamedPersons()
        let hasPeople = !people.isEmpty || seat(viewer) != .first
        // Keys to positions, so a large import stays linear.
        var positions = Dictionary(threads.enumerated().map { ($1.key, $0) }, uniquingKeysWith: { first, _ in first })
        do {
            while let draft = try source.next() {
                if let index = positions[draft.key] {
                    let id = threads[index].id
                    threads[index] = StoredThread(id: id, key: draft.key, title: draft.title, starred: draft.isStarred,
                                                  archived: draft.isArchived, createdAt: Millis.from(draft.createdAt), participants: draft.participants, muted: draft.isMuted,
                                                  tags: spell(draft.tags), assignee: draft.assignee?.name)
                    messages[id] = []
                    for message in draft.messages { append(message, to: id) }
                    upserted.append(id)
                } else {
                    upserted.append(store(draft))
                    positions[draft.key] = threads.count - 1
                }
                let marks = ImportedMarks(draft)
                if let id = upserted.last { marked[id] = marks }
                named.add(marks)
                count += 1
            }
        } catch {
            (threads, messages, lastThreadID, lastMessageID, tagSpellings, personal) = saved
            throw error
        }
        forgetUnusedTags()
        if hasPeople || named.any { storeMarks(marked, named: named.persons, importer: viewer) }
        noteChanges(upserted, rewritten: true)
        return count
    }

    public func forEachThread(_ filter: ThreadFilter, after: Int64?, limit: Int?, as viewer: Viewer?,
                              _ body: @escaping @Sendable (FullThreadRows) throws -> Void) async throws {
        let seat = seat(viewer)
        let selected = threads.sorted(by: { $0.id < $1.id }).map { seen($0, by: seat) }.filter { $0.id > after ?? Int64.min && matches($0, filter, by: seat) }
        for thread in selected.prefix(limit ?? Int.max) {
            guard var rows = try await fullThreadRows(thread.id, as: viewer) else { continue }
            if !people.isEmpty { rows.marks = marks(of: thread.id) }
            try body(rows)
        }
    }

    @discardableResult
    private func store(_ draft: ThreadDraft) -> Int64 {
        lastThreadID += 1
        threads.append(StoredThread(
            id: lastThreadID, key: draft.key, title: draft.title, starred: draft.isStarred,
            archived: draft.isArchived, createdAt: Millis.from(draft.createdAt), participants: draft.participants, muted: draft.isMuted,
            tags: spell(draft.tags), assignee: draft.assignee?.name))
        messages[lastThreadID] = []
        for message in draft.messages { append(message, to: lastThreadID) }
        return lastThreadID
    }

    func append(_ message: MessageDraft, to threadID: Int64) {
        lastMessageID += 1
        // Unread for every person but the first, whose `read` the message carries.
        for person in personal.keys { personal[person]?.unread.insert(lastMessageID) }
        messages[threadID, default: []].append(MessageRecord(
            id: lastMessageID, threadID: threadID, author: message.author, body: message.body,
            sentAt: Millis.from(message.sentAt), read: message.isRead, messageID: message.messageID, references: message.references))
    }

    // MARK: The reference semantics, written plainly

    /// Whether the thread's archived and muted state is one the filter reads at all (the list's "of N").
    static func inScope(_ thread: StoredThread, _ filter: ThreadFilter) -> Bool {
        StateBranches.of(filter).contains { $0.archived == thread.archived && $0.muted == thread.muted }
    }

    /// The query's meaning as Domain defines it, on this thread's facts (dates are already fixed).
    func matches(_ thread: StoredThread, _ filter: ThreadFilter, by seat: PersonSeat = .first) -> Bool {
        let list = seenMessages(of: thread.id, by: seat)
        let record = record(thread, by: seat)
        let facts = QueryFacts(
            starred: thread.starred, hasUnread: record.unreadCount > 0, archived: thread.archived, muted: thread.muted,
            participants: thread.participants, authors: list.map(\.author), lastActivityAt: Millis.date(record.lastActivityAt),
            title: thread.title, bodies: list.map(\.body), tags: tagNames(thread), assignee: thread.assignee,
            isReadBy: filter.asksWhoRead ? readers(of: thread.id) : nil)
        return filter.scoped.holds(for: facts, now: Date(timeIntervalSince1970: 0))
    }

    public func updateThreads(matching filter: ThreadFilter, applying change: ThreadChange, as viewer: Viewer?) async throws -> [Int64] {
        let seat = seat(viewer)
        let ids = threads.map { seen($0, by: seat) }.filter { matches($0, filter, by: seat) }.map(\.id).sorted()
        _ = try await updateThreads(ids, applying: change, as: viewer)
        return ids
    }

    /// The thread's record; by a person other than the first, `thread` as they see it (`seen`).
    func record(_ thread: StoredThread, by seat: PersonSeat = .first) -> ThreadRecord {
        let list = seenMessages(of: thread.id, by: seat)
        return ThreadRecord(
            id: thread.id, key: thread.key, title: thread.title, starred: thread.starred, archived: thread.archived,
            createdAt: thread.createdAt, lastActivityAt: list.map(\.sentAt).max() ?? thread.createdAt,
            messageCount: list.count, unreadCount: list.count { !$0.read }, muted: thread.muted, assignee: thread.assignee)
    }

    private func summary(_ thread: StoredThread, by seat: PersonSeat) -> ThreadSummary {
        ThreadRowsTranslator.summary(record(thread, by: seat), participants: thread.participants, lastMessage: lastMessage(of: thread.id, by: seat))
    }

    /// The newest message; among equal times, the one added last.
    func lastMessage(of threadID: Int64, by seat: PersonSeat = .first) -> MessageRecord? {
        seenMessages(of: threadID, by: seat).max { ($0.sentAt, $0.id) < ($1.sentAt, $1.id) }
    }
}
