import Domain
import Foundation
import Testing
import TestSupport

/// A query that cannot be read: one line on stderr naming the problem and its column (in
/// characters), exit 64, nothing on stdout, the database unchanged — on every command that
/// takes a query.
@Suite("threads binary: query errors")
struct QueryErrorEndToEndTests {
    let folder = TemporaryFolder()

    static let table: [(query: String, line: String)] = [
        ("is:starred )", "unexpected ')' at column 12: is:starred )"),
        ("(is:starred or from:aiko", "missing ')' at column 1: (is:starred or from:aiko"),
        ("foo:bar", "unknown term 'foo:' at column 1: foo:bar"),
        ("re: invoice", "unknown term 're:' at column 1: re: invoice"),
        ("IS:starred", "unknown term 'IS:' at column 1: IS:starred"),
        ("is:pinned", "unknown state 'is:pinned' at column 1: is:pinned"),
        ("after:yesterdayy", "bad date 'after:yesterdayy' at column 1: after:yesterdayy"),
        ("ロゴ before:2026-13-01", "bad date 'before:2026-13-01' at column 4: ロゴ before:2026-13-01"),
        ("with:", "empty name after 'with:' at column 1: with:"),
        ("見積 from:\"\"", "empty name after 'from:' at column 4: 見積 from:\"\""),
        ("\"unclosed", "unclosed quote at column 1: \"unclosed"),
        ("is:starred or", "nothing after 'or' at column 12: is:starred or"),
        ("or is:starred", "nothing before 'or' at column 1: or is:starred"),
        ("is:starred not", "nothing after 'not' at column 12: is:starred not"),
        ("()", "empty parentheses at column 1: ()"),
    ] + limits

    /// A query past either limit, refused at the term or group past it.
    static let limits: [(query: String, line: String)] = {
        let words = (1...QueryLimits.terms + 1).map { "w\($0)" }, query = words.joined(separator: " or ")
        let column = query.count - words[QueryLimits.terms].count + 1
        let deep = String(repeating: "(", count: QueryLimits.nesting + 1) + "a" + String(repeating: ")", count: QueryLimits.nesting + 1)
        return [(query, "too many terms at column \(column): " + query), (deep, "too deeply nested at column \(QueryLimits.nesting + 1): " + deep)]
    }()

    @Test(arguments: CLIDatabase.allCases)
    func everyCommandRefusesABadQueryWithOneLine(on kind: CLIDatabase) throws {
        let threads = CLI(kind, in: folder, variables: ["THREADS_NOW": "2026-11-22T09:00:00Z"])
        #expect(try threads(["seed", "--sample"]).status == 0)
        let before = try threads.contents()
        for (query, line) in Self.table {
            for command in [["list", query], ["export", query], ["filter", "save", "bad", query], ["star", "--where", query],
                            ["list", query, "--explain"], ["browse", query]] {
                let result = try threads(command)
                #expect(result.status == 64, "\(command)")
                #expect(result.stdout.isEmpty, "\(command)")
                #expect(result.stderr == "threads: query: " + line + "\n", "\(command)")
            }
        }
        #expect(try threads.contents() == before, "nothing changed")
        #expect(try threads(["filter", "list"]).stdout.hasPrefix("No saved filters."))
    }
}
