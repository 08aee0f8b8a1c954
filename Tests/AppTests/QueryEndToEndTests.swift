import Domain
import Foundation
import Testing
import TestSupport

/// Queries through the built binary on the sample inbox (docs/queries.md), line by line of the
/// contract: terms, precedence, scope, dates, queries beside flags, saved filters, export. Each
/// runs on a SQLite file and, where its test server runs, on PostgreSQL.
@Suite("threads binary: queries")
struct QueryEndToEndTests {
    let folder = TemporaryFolder()
    static let now = ["THREADS_NOW": "2026-11-22T09:00:00Z"]

    /// The ids `list` prints for `arguments`, in order.
    private func ids(_ threads: CLI, _ arguments: [String]) throws -> [String] {
        let result = try threads(["list", "--limit", "0"] + arguments)
        #expect(result.status == 0 && result.stderr.isEmpty, "\(arguments): \(result.stderr)")
        return result.stdoutLines.map { String($0.prefix { $0 != "\t" }) }
    }

    private func sample(_ kind: CLIDatabase) throws -> CLI {
        let threads = CLI(kind, in: folder, variables: Self.now)
        #expect(try threads(["seed", "--sample"]).status == 0)
        return threads
    }

    @Test(arguments: CLIDatabase.allCases)
    func eachTermKeepsWhatItSays(on kind: CLIDatabase) throws {
        let threads = try sample(kind)
        #expect(try ids(threads, ["is:starred"]) == ["2", "1", "5", "13"])
        #expect(try ids(threads, ["is:unread"]) == ids(threads, ["--unread"]))
        #expect(try ids(threads, ["is:read"]) == ["14", "7", "10", "5", "3", "9", "12"])
        #expect(try ids(threads, ["with:\"Dana Whitfield\""]) == ["2", "5"])
        #expect(try ids(threads, ["with:aiko"]) == ["1", "4", "14", "7"], "any case, whole name")
        #expect(try ids(threads, ["with:aik"]).isEmpty, "a whole name, not a part")
        #expect(try ids(threads, ["from:AIKO"]) == ["1", "4", "7"], "authors, not participants: 14 has no message of Aiko's")
        #expect(try ids(threads, ["title:notes"]) == ["11", "9"])
        #expect(try ids(threads, ["ロゴ"]) == ids(threads, ["--search", "ロゴ"]))
        #expect(try ids(threads, ["\"march sprint\""]) == ["2"], "a phrase, any case")
    }

    @Test(arguments: CLIDatabase.allCases)
    func precedenceIsNotThenAndThenOr(on kind: CLIDatabase) throws {
        let threads = try sample(kind)
        #expect(try ids(threads, ["is:starred or from:aiko"]) == ["2", "1", "4", "7", "5", "13"])
        #expect(try ids(threads, ["is:starred from:aiko or with:sam"]) == ["8", "1", "14", "11"])
        #expect(try ids(threads, ["with:sam or is:starred from:aiko"]) == ["8", "1", "14", "11"])
        #expect(try ids(threads, ["(with:sam or is:starred) from:aiko"]) == ["1"])
        #expect(try ids(threads, ["not is:starred from:aiko"]) == ["4", "7"])
        #expect(try ids(threads, ["--", "-is:starred from:aiko"]) == ["4", "7"], "a query starting with - goes after --")
        #expect(try ids(threads, ["--", "-(is:starred or from:aiko) with:aiko"]) == ["14"])
        #expect(try ids(threads, ["from:aiko and is:starred"]) == ["1"], "an explicit and")
        #expect(try ids(threads, ["from:aiko OR is:starred"]).isEmpty, "OR in capitals is a word to search for")
        #expect(try ids(threads, ["\"or\""]) == ids(threads, ["--search", "or"]), "a quoted keyword is a word to search for")
        #expect(try ids(threads, ["\"re: invoice\""]) == ids(threads, ["--search", "re: invoice"]), "a quoted colon is text")
    }

    @Test(arguments: CLIDatabase.allCases)
    func archivedAndMutedStayOutUnlessTheQueryNamesThem(on kind: CLIDatabase) throws {
        let threads = try sample(kind)
        #expect(try threads(["mute", "8"]).status == 0)
        #expect(try ids(threads, ["is:archived"]) == ["15"])
        #expect(try ids(threads, ["is:archived"]) == ids(threads, ["--archived"]))
        #expect(try ids(threads, ["is:starred or is:archived"]) == ["2", "1", "5", "13", "15"])
        #expect(try ids(threads, ["--", "-is:archived is:muted"]) == ["8"])
        #expect(try !ids(threads, ["with:sam"]).contains("8"), "muted: left out")
        #expect(try ids(threads, ["with:sam", "--all"]).contains("8"))
        #expect(try ids(threads, ["title:brochure"]).isEmpty && ids(threads, ["title:brochure", "--all"]) == ["15"])
    }

    @Test(arguments: CLIDatabase.allCases)
    func datesAreInstantsTodayYesterdayOrRelative(on kind: CLIDatabase) throws {
        let threads = try sample(kind)
        #expect(try ids(threads, ["after:today"]) == ["2", "8", "6", "1", "4", "14"])
        #expect(try ids(threads, ["after:yesterday"]) == ["2", "8", "6", "1", "4", "14", "11"])
        #expect(try ids(threads, ["after:-1d"]) == ids(threads, ["--since", "2026-11-21T09:00:00Z"]))
        #expect(try ids(threads, ["after:-2w before:-1w"]) == ids(threads, ["--since", "2026-11-08T09:00:00Z", "--until", "2026-11-15T09:00:00Z"]))
        #expect(try ids(threads, ["before:-1m"]) == ["12"])
        #expect(try ids(threads, ["before:2026-11-02T09:00:01Z"]) == ["9", "12"])
        #expect(try ids(threads, ["after:\"2026-11-22 08:10\""]) == ["2", "8"], "a quoted date-time")
    }

    @Test(arguments: CLIDatabase.allCases)
    func aQueryAndFlagsMustBothHold(on kind: CLIDatabase) throws {
        let threads = try sample(kind)
        #expect(try ids(threads, ["from:aiko", "--starred"]) == ["1"])
        #expect(try ids(threads, ["is:starred or from:aiko", "--with", "Ben"]) == ["1"])
        for (flags, query) in [(["--starred", "--unread"], "is:starred is:unread"), (["--with", "Aiko", "--since", "2026-11-18"], "with:Aiko after:2026-11-18"),
                               (["--archived", "--search", "brochure"], "is:archived brochure"), (["--all", "--sort", "title"], "")] {
            let byFlags = try threads(["list", "--format", "json", "--limit", "0"] + flags)
            let byQuery = try threads(["list", "--format", "json", "--limit", "0", query] + flags.filter { $0 == "--all" || $0 == "--sort" || $0 == "title" })
            #expect(byFlags.status == 0 && byFlags.stdout == byQuery.stdout, "\(flags) = \(query)")
        }
        let json = try threads(["list", "from:aiko", "--format", "json"])
        #expect(json.status == 0 && json.stdout.contains("\"key\":\"sample-logo\""))
        let table = try threads(["list", "is:starred or from:aiko", "--format", "table"], ["COLUMNS": "80"])
        #expect(table.stdoutLines.first == "Query “is:starred or from:aiko” — 6 of 14 threads")
        #expect(try threads(["list", "is:starred", "--format", "table"]).stdoutLines.first == "Starred — 4 of 14 threads",
                "a query the flags can say keeps the flags' words")
    }

    @Test(arguments: CLIDatabase.allCases)
    func savedFiltersStoreTheirQuery(on kind: CLIDatabase) throws {
        let threads = try sample(kind)
        #expect(try threads(["filter", "save", "aiko", "from:aiko or with:\"Dana Whitfield\"", "--sort", "oldest"]).status == 0)
        let shown = try threads(["filter", "show", "aiko"]).stdoutLines
        #expect(shown.suffix(2) == ["  query: from:aiko or with:\"Dana Whitfield\"", "  threads list 'from:aiko or with:\"Dana Whitfield\"' --sort oldest"])
        #expect(try ids(threads, ["--filter", "aiko"]) == ["5", "7", "4", "1", "2"])
        #expect(try ids(threads, ["--filter", "aiko", "is:starred"]) == ["5", "1", "2"], "the saved query and the typed one both hold")
        // Saved from flags, shown as a query: that query lists the same threads.
        #expect(try threads(["filter", "save", "mine", "--starred", "--with", "Aiko", "--since", "2026-11-01"]).status == 0)
        let query = try #require(try threads(["filter", "show", "mine", "--format", "json"]).stdout
            .split(separator: "\"query\":\"").dropFirst().first?.prefix { $0 != "\"" })
        #expect(query == "is:starred with:Aiko after:2026-11-01")
        #expect(try ids(threads, [String(query)]) == ids(threads, ["--filter", "mine"]))
        // Relative dates stay relative: the same filter a day later is a day later.
        #expect(try threads(["filter", "save", "recent", "after:-1d"]).status == 0)
        #expect(try threads(["filter", "show", "recent"]).stdoutLines.contains("  query: after:-1d"))
    }

    @Test(arguments: CLIDatabase.allCases)
    func exportTakesAQuery(on kind: CLIDatabase) throws {
        let threads = try sample(kind)
        let exported = try threads(["export", "from:aiko", "--quiet"])
        #expect(exported.status == 0 && exported.stdoutLines.count == 3)
        #expect(try threads(["export", "is:archived", "--quiet"]).stdoutLines.count == 1)
        #expect(try threads(["export", "--quiet"]).stdoutLines.count == 15, "no query, no flag: every thread")
    }

    @Test(arguments: CLIDatabase.allCases)
    func whereChangesEveryThreadTheQuerySelectsAtOnce(on kind: CLIDatabase) throws {
        let threads = try sample(kind)
        let before = try threads.contents()
        let dry = try threads(["star", "--where", "from:aiko", "--dry-run"])
        #expect(dry.status == 0 && dry.stdout == "1\n4\n7\n")
        #expect(try threads.contents() == before, "a dry run changes nothing")
        #expect(try ids(threads, ["is:starred"]) == ["2", "1", "5", "13"])
        let starred = try threads(["star", "--where", "from:aiko"])
        #expect(starred.status == 0 && starred.stdout == "Starred: 3 threads (1, 4, 7).\n")
        #expect(try ids(threads, ["is:starred"]) == ["2", "1", "4", "7", "5", "13"])
        #expect(try threads(["archive", "--where", "title:nothing-like-this"]).stdout == "No threads match the query; nothing changed.\n")
        #expect(try threads(["read", "--where", "is:unread"]).status == 0, "off a terminal, no question however many")
        #expect(try ids(threads, ["is:unread"]).isEmpty)
        for (arguments, line) in [
            (["star", "1", "--where", "is:read"], "threads: give thread ids or --where QUERY, not both"),
            (["star", "1", "--dry-run"], "threads: --dry-run, --yes and --explain go with --where QUERY"),
            (["star", "--where", " "], "threads: --where needs a query (docs/queries.md)"),
            (["star", "--where", "is:starred )"], "threads: query: unexpected ')' at column 12: is:starred )"),
        ] {
            let refused = try threads(arguments)
            #expect(refused.status == 64 && refused.stdout.isEmpty && refused.stderr == line + "\n", "\(arguments): \(refused.stderr)")
        }
    }

    /// As many terms as a query may have, joined by `or` or side by side: every command that
    /// takes a query answers it as it answers the one term among them that matters.
    @Test(arguments: CLIDatabase.allCases)
    func theLongestQueriesAreAnswered(on kind: CLIDatabase) throws {
        let threads = try sample(kind)
        let absent = (1..<QueryLimits.terms).map { "zq\($0)" }
        let expected = try ids(threads, ["ロゴ"])
        #expect(!expected.isEmpty)
        for query in [(absent + ["ロゴ"]).joined(separator: " or "), (["ロゴ"] + absent.map { "-" + $0 }).joined(separator: " ")] {
            #expect(try ids(threads, [query]) == expected)
            #expect(try ids(threads, [query, "--starred", "--all"]) == ids(threads, ["ロゴ is:starred", "--all"]))
            let exported = try threads(["export", query, "--quiet"])
            #expect(exported.status == 0 && exported.stdoutLines.count == expected.count, "\(exported.stderr)")
            let dry = try threads(["star", "--where", query, "--dry-run"])
            #expect(dry.status == 0 && Set(dry.stdoutLines) == Set(expected), "\(dry.stderr)")
            let explained = try threads(["list", query, "--explain"])
            #expect(explained.status == 0 && explained.stderr.isEmpty, "\(explained.stderr)")
        }
    }

    @Test(arguments: CLIDatabase.allCases)
    func explainPrintsTheQueryTheStatementAndThePlan(on kind: CLIDatabase) throws {
        let threads = try sample(kind)
        let before = try threads.contents()
        let listed = try threads(["list", "from:aiko -is:starred", "--explain"])
        #expect(listed.status == 0)
        #expect(listed.stdoutLines.first == "from:aiko not is:starred")
        #expect(listed.stdoutLines.contains("scope: archived and muted threads left out"))
        #expect(listed.stdoutLines.contains { $0.hasPrefix("sql: SELECT ") })
        let plan = listed.stdoutLines.drop { $0 != "plan:" }.dropFirst()
        #expect(!plan.isEmpty)
        if kind == .sqliteFile {
            #expect(plan.contains { $0.contains("USING INDEX threads_by_activity") }, "\(plan)")
            #expect(plan.contains { $0.contains("COVERING INDEX messages_by_thread") }, "\(plan)")
            #expect(listed.stdoutLines.contains("arguments: 'aiko', 30, 0"))
        }
        let changed = try threads(["archive", "--where", "is:read", "--explain"])
        #expect(changed.status == 0 && changed.stdoutLines.first == "is:read")
        #expect(changed.stdoutLines.contains { $0.hasPrefix("sql: SELECT t.id FROM threads t WHERE ") && $0.hasSuffix("ORDER BY t.id") })
        let exported = try threads(["export", "is:archived", "--explain"])
        #expect(exported.status == 0 && exported.stdoutLines.first == "is:archived")
        #expect(exported.stdoutLines.contains("scope: muted threads left out"))
        #expect(try threads.contents() == before, "explaining changes nothing")
    }
}
