@testable import Data
import GRDB
import Testing

/// `threads_listed(id, ids)` answers whether a JSON array of integers holds `id`, as
/// `id IN (SELECT value FROM json_each(ids))` does, and never faults on a text that is no such array.
@Suite("threads_listed")
struct ListedFunctionTests {
    static func queue() throws -> DatabaseQueue {
        try DatabaseQueue(configuration: SQLiteDataStore.configuration(busyTimeout: 1))
    }

    /// Random lists, in any order, with repeats and negatives, asked about every id near them.
    @Test func answersAsJSONEachDoes() throws {
        var state: UInt64 = 5
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(state >> 33) % bound
        }
        try Self.queue().read { db in
            for _ in 0..<300 {
                let ids = (0..<next(12)).map { _ in next(40) - 5 }
                let list = "[" + ids.map(String.init).joined(separator: ",") + "]"
                let answers = try Row.fetchAll(db, sql: """
                    WITH RECURSIVE n(value) AS (SELECT -7 UNION ALL SELECT value + 1 FROM n WHERE value < 37)
                    SELECT value AS id, threads_listed(value, ?) AS listed, value IN (SELECT value FROM json_each(?)) AS expected FROM n
                    """, arguments: [list, list])
                for answer in answers {
                    #expect(answer["listed"] as Int == answer["expected"] as Int, "\(list): \(answer["id"] as Int)")
                }
            }
        }
    }

    @Test func otherTextsAndValues() throws {
        let answers = try Self.queue().read { db in
            try ["threads_listed(3, '[]') = 0", "threads_listed(3, '') = 0", "threads_listed(3, 'no list') = 0",
                 "threads_listed(3, '[1, 3]') = 1", "threads_listed(-3, '[-3]') = 1", "threads_listed(3, '[-3]') = 0",
                 "threads_listed(9223372036854775807, '[99999999999999999999]') = 1", "threads_listed(NULL, '[1]') IS NULL",
                 "threads_listed('3', '[3]') IS NULL", "threads_listed(3, NULL) = 0"].map {
                try Bool.fetchOne(db, sql: "SELECT \($0)")
            }
        }
        #expect(answers == Array(repeating: true, count: 10))
    }
}
