import Data
import Domain
import Foundation
import GRDB
import Presentation

// The price of the layers, in process: one page of the thread list read seven ways on the
// same database, from a raw GRDB cursor to a finished view model. `scripts/bench` runs it
// on a seeded inbox and writes the table to docs/performance.md; by hand:
//
//     swift run -c release threads-bench bench-data/1m.sqlite [iterations, 200 unless given]
//
// Each way runs `iterations` times after a warm-up; the median is reported. The page is the
// TSV list's (what `threads list` prints into a pipe): the threads and their participants,
// no counts or last messages, which that presenter does not ask for. The baseline asks SQLite
// the same questions and decodes every column into Swift values, so the difference is what
// the rings add: records, translation, entities, use case, presenter.

let arguments = CommandLine.arguments.dropFirst()
guard let path = arguments.first else {
    FileHandle.standardError.write(Data("usage: threads-bench DATABASE [iterations]\n".utf8))
    exit(64)
}
let iterations = arguments.dropFirst().first.flatMap { Int($0) } ?? 200

/// A question to time: the list filter and the same page in plain SQL.
struct Question: Sendable {
    var label: String
    var filter: ThreadFilter
    var sort: ThreadSort
    /// The page query: `threads` rows in the list's order, 50 of them.
    var pageSQL: String
}

let columns = "id, key, title, starred, archived, created_at, last_activity_at, message_count, unread_count, muted"
let questions = [
    Question(label: "inbox, newest first", filter: .inbox, sort: .recent,
             pageSQL: "SELECT \(columns) FROM threads WHERE archived = 0 AND muted = 0 ORDER BY last_activity_at DESC, id DESC LIMIT 50"),
    Question(label: "--starred --unread", filter: ThreadFilter(starredOnly: true, unreadOnly: true), sort: .recent,
             pageSQL: "SELECT \(columns) FROM threads WHERE archived = 0 AND muted = 0 AND starred = 1 AND +unread_count > 0 ORDER BY last_activity_at DESC, id DESC LIMIT 50"),
    Question(label: "--all --sort title", filter: ThreadFilter(archive: .all), sort: .title,
             pageSQL: """
                SELECT \(columns), title_key FROM threads WHERE archived = 0 AND muted = 0 UNION ALL
                SELECT \(columns), title_key FROM threads WHERE archived = 1 AND muted = 0 ORDER BY title_key, id DESC LIMIT 50
                """),
]

/// Median wall time of each way, in microseconds. The ways take turns within every
/// iteration, so a slow moment of the machine falls on all of them alike.
func medians(_ ways: [() async throws -> Void]) async throws -> [Double] {
    for way in ways { try await way() }  // warm-up: pages cached, statements prepared
    var samples = Array(repeating: [Double](), count: ways.count)
    let clock = ContinuousClock()
    for _ in 0..<iterations {
        for (index, way) in ways.enumerated() {
            let elapsed = try await clock.measure { try await way() }
            samples[index].append(Double(elapsed.components.attoseconds) / 1e12 + Double(elapsed.components.seconds) * 1e6)
        }
    }
    return samples.map { $0.sorted()[$0.count / 2] }
}

/// The view, keeping only what it was shown, so nothing is printed while timing.
final class Sink: ThreadListDisplayLogic, @unchecked Sendable {
    var lines = 0
    func displayListThreads(_ viewModel: ThreadList.ListThreads.ViewModel) { count(viewModel) }
    func displayCountThreads(_ viewModel: ThreadList.CountThreads.ViewModel) { count(viewModel) }
    private func count(_ viewModel: some PrintableViewModel) { lines = viewModel.lines.count }
}

/// How a raw read is wrapped: as the store does it, or as GRDB's `read`; and whether it also
/// writes the TSV lines straight from the rows, with the same formatting functions.
enum Access { case storeLike, grdbRead, storeLikeWithLines }

/// The page asked of SQLite directly: the same questions the store asks, every column
/// decoded into Swift values, nothing built from them.
func rawPage(_ queue: DatabaseQueue, _ question: Question, _ access: Access) async throws {
    switch access {
    case .grdbRead: try await queue.read { db in try rawPage(db, question, lines: false) }
    case .storeLike, .storeLikeWithLines:
        // One DEFERRED transaction on the serialized connection, begun and committed by cached
        // statements, as SQLiteDataStore reads.
        let lines = access == .storeLikeWithLines
        try await queue.writeWithoutTransaction { db in
            try db.cachedStatement(sql: "BEGIN DEFERRED TRANSACTION").execute()
            try rawPage(db, question, lines: lines)
            try db.cachedStatement(sql: "COMMIT TRANSACTION").execute()
        }
    }
}

@Sendable func rawPage(_ db: Database, _ question: Question, lines: Bool) throws {
    do {
        var ids: [Int64] = []
        var fields = 0
        var rows: [(id: Int64, starred: Bool, unread: Int, activity: Int64, title: String)] = []
        var names: [Int64: [String]] = [:]
        let page = try Row.fetchCursor(db.cachedStatement(sql: question.pageSQL))
        while let row = try page.next() {
            let id: Int64 = row[0], key: String = row[1], title: String = row[2], starred: Bool = row[3], archived: Bool = row[4]
            let created: Int64 = row[5], activity: Int64 = row[6], messages: Int = row[7], unread: Int = row[8], muted: Bool = row[9]
            ids.append(id)
            if lines { rows.append((id, starred, unread, activity, title)) }
            fields += key.utf8.count + title.utf8.count + (starred ? 1 : 0) + (archived ? 1 : 0) + (muted ? 1 : 0)
            fields += Int(truncatingIfNeeded: created &+ activity) &+ messages &+ unread
        }
        let list = "[" + ids.map(String.init).joined(separator: ",") + "]"
        let nameRows = try Row.fetchCursor(db.cachedStatement(sql: """
            SELECT thread_id, name FROM participants WHERE thread_id IN (SELECT value FROM json_each(?)) ORDER BY thread_id, position
            """), arguments: [list])
        while let row = try nameRows.next() {
            let name: String = row[1]
            fields += name.utf8.count
            if lines { names[row[0], default: []].append(name) }
        }
        if lines {
            let text = rows.map { row in
                [String(row.id), row.starred ? "1" : "0", String(row.unread), Timestamp.format(Date(timeIntervalSince1970: Double(row.activity) / 1000)),
                 TSVField.escape(row.title), TSVField.list(names[row.id] ?? [])].joined(separator: "\t")
            }
            fields += text.count
        }
        precondition(fields != 0)  // keeps the optimiser from dropping the reads
    }
}

// The baseline reads as the store does: one DEFERRED transaction on a writable connection.
// So the comparison is of the rings alone. GRDB's own `read` on a read-only connection is
// timed too, for reference (on a writable connection it would also toggle `PRAGMA
// query_only` around every read, which is why the store does not use it).
let raw = try DatabaseQueue(path: path)
var readOnly = Configuration()
readOnly.readonly = true
let rawReadOnly = try DatabaseQueue(path: path, configuration: readOnly)
let store = try SQLiteDataStore(path: path)
let repository = StoreThreadRepository(store: store)
let listThreads = ListThreads(threads: repository, clock: .system)
let sink = Sink()
let interactor = ThreadListInteractor(threads: repository, filters: StoreFilterRepository(store: store), clock: .system,
                                      presenter: ThreadListTSVPresenter(display: sink))

print("| question | raw GRDB cursor | raw, GRDB `read` on a read-only connection | raw cursor writing the same TSV lines | store (records) | repository (entities) | use case | interactor + presenter (view model) | all rings / raw | all rings / raw with lines |")
print("| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |")
for question in questions {
    let query = ThreadQuery(filter: question.filter, sort: question.sort, page: PageRequest(limit: 50), extras: [])
    let request = ThreadList.ListThreads.Request(filter: ThreadList.Filter.Request(filter: question.filter, sort: question.sort), page: PageRequest(limit: 50))
    let times = try await medians([
        { try await rawPage(raw, question, .storeLike) },
        { try await rawPage(rawReadOnly, question, .grdbRead) },
        { try await rawPage(raw, question, .storeLikeWithLines) },
        { _ = try await store.threadRows(query) },
        { _ = try await repository.listThreads(query) },
        { _ = try await listThreads(query) },
        { try await interactor.listThreads(request) },
    ])
    let cells = times.map { String(format: "%.0f µs", $0) }
    let ratios = [times[6] / times[0], times[6] / times[2]].map { String(format: "%.2fx", $0) }
    print("| \(question.label) | " + cells.dropLast().joined(separator: " | ") + " | \(cells[6]) (\(sink.lines) rows) | \(ratios[0]) | \(ratios[1]) |")
}
