@testable import Data
import Foundation
import GRDB
import Testing

/// The `refs` column is written as it was before `IDListJSON` (by `JSONSerialization`), byte for
/// byte, so that a file keeps one spelling of its lists; SQLite reads each back as the same ids;
/// and a value that is not a list of strings reads as none.
@Suite("IDListJSON")
struct IDListJSONTests {
    static let lists: [[String]] = [
        ["<a/b@example.com>"], ["<x@y>", "", "<z@w>"], ["é日本語", "\u{1}\u{1F}\u{7F}", "\"quoted\" and \\slashed\\", "\t\n\r"],
        ["\u{2028}\u{2029}\u{FFFD}\u{10FFFF}"],
    ]

    // A NUL is escaped alike too; SQLite's text values end at one, so it is left out of the reads.
    @Test(arguments: lists + [["<\u{0}>"]])
    func writesTheBytesJSONSerializationWrote(ids: [String]) throws {
        let before = try JSONSerialization.data(withJSONObject: ids, options: [.withoutEscapingSlashes])
        #expect(try IDListJSON.data(ids) == before)
    }

    @Test(arguments: lists)
    func sqliteReadsTheSameIDs(ids: [String]) throws {
        let read = try DatabaseQueue().read { db in
            try String.fetchAll(db, sql: "SELECT value FROM json_each(CAST(? AS TEXT)) ORDER BY key", arguments: [IDListJSON.data(ids)])
        }
        #expect(read == ids)
        #expect(IDListJSON.ids(String(decoding: try IDListJSON.data(ids), as: UTF8.self)) == ids)
    }

    @Test(arguments: ["[1]", "{\"a\":\"b\"}", "\"<a@b>\"", "[\"a\",null]", "not json", ""])
    func aValueThatIsNotAListOfStringsReadsAsNone(text: String) {
        #expect(IDListJSON.ids(text) == nil)
        #expect(MessageRecord.references(fromColumn: text).isEmpty)
    }
}
