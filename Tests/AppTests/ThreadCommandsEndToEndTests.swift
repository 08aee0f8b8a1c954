import Foundation
import Testing
import TestSupport

/// `show`, `new`, `post` and the change commands, through the built binary, on each `CLIDatabase`.
@Suite("threads binary: one thread at a time")
struct ThreadCommandsEndToEndTests {
    let folder = TemporaryFolder()

    private func cli(on kind: CLIDatabase) -> CLI {
        CLI(kind, in: folder, variables: ["THREADS_NOW": "2026-11-22T09:00:00Z", "THREADS_USER": "me"])
    }

    @Test(arguments: CLIDatabase.allCases)
    func newPrintsTheIdAloneAndPostReadsStandardInputExactly(on kind: CLIDatabase) throws {
        let threads = cli(on: kind)
        let created = try threads(["new", "--title", "Logo review", "--with", "Aiko", "--with", "佐藤", "--body", "first"])
        #expect(created.status == 0)
        #expect(created.stdout == "1\n")
        let body = "line one\n\ttabbed \"quoted\" ロゴ\n\n"
        let posted = try threads(["post", "1", "--body", "-"], stdin: body)
        #expect(posted.stdout == "Posted to thread 1.\n")
        let thread = try threads.json("1")
        let messages = try #require(thread["messages"] as? [[String: Any]])
        #expect(messages.map { $0["body"] as? String } == ["first", body])
        #expect(messages.map { $0["author"] as? String } == ["me", "me"])
        #expect(messages.map { $0["read"] as? Bool } == [true, true])
        #expect(thread["participants"] as? [String] == ["Aiko", "佐藤"])
    }

    @Test(arguments: CLIDatabase.allCases)
    func newReadsItsFirstMessageFromStandardInputWithAnAuthor(on kind: CLIDatabase) throws {
        let threads = cli(on: kind)
        let created = try threads(["new", "--title", "From stdin", "--with", "Ben", "--body", "-", "--from", "Aiko"], stdin: "multi\nline\n")
        #expect(created.stdout == "1\n")
        let messages = try #require(try threads.json("1")["messages"] as? [[String: Any]])
        #expect(messages.map { $0["body"] as? String } == ["multi\nline\n"])
        #expect(messages.map { $0["author"] as? String } == ["Aiko"])
        let bad = try threads(["new", "--title", "   ", "--with", "Ben"])
        #expect(bad.status == 64 && bad.stderr == "threads: --title needs 1 to 500 characters\n")
        #expect(try threads(["new", "--title", "No one"]).status == 64)
    }

    @Test(arguments: CLIDatabase.allCases)
    func changeCommandsTakeSeveralIdsAndAnUnknownOneChangesNothing(on kind: CLIDatabase) throws {
        let threads = cli(on: kind)
        _ = try threads(["seed", "--sample"])
        #expect(try threads(["star", "3", "4"]).stdout == "Starred: 2 threads (3, 4).\n")
        #expect(try threads.json("3")["starred"] as? Bool == true)
        let before = try threads.contents()
        let failed = try threads(["archive", "3", "999"])
        #expect(failed.status == 1)
        #expect(failed.stdout.isEmpty)
        #expect(failed.stderr == "threads: unknown thread id 999; see 'threads list --all'\n")
        #expect(try threads.contents() == before)
        #expect(try threads(["read", "6"]).status == 0)
        #expect(try threads.json("6")["unread_count"] as? Int == 0)
        #expect(try threads(["unread", "6"]).status == 0)
        #expect(try threads.json("6")["unread_count"] as? Int == 1)
        #expect(try threads(["archive", "6"]).status == 0)
        #expect(try threads(["list", "--archived"]).stdoutLines.compactMap { $0.split(separator: "\t").first } == ["6", "15"])
        #expect(try threads(["unarchive", "6", "15"]).status == 0)
        #expect(try threads(["list", "--archived"]).stdout.isEmpty)
        #expect(try threads(["unstar", "3"]).status == 0)
        #expect(try threads.json("3")["starred"] as? Bool == false)
    }

    @Test(arguments: CLIDatabase.allCases)
    func showPrintsTheThreadForPeopleAndRefusesUnknownIds(on kind: CLIDatabase) throws {
        let threads = cli(on: kind)
        _ = try threads(["seed", "--sample"])
        let shown = try threads(["show", "8", "--format", "text"])
        #expect(shown.stdout == "#8 Lunch on Thursday?\nwith Sam · 1 message · 1 unread · started 50m ago\n\nSam · 50m ago · 2026-11-22T08:10:00Z  unread\n    Ramen place near the station, 12:30?\n")
        // `table`, the format's word before it was named as every scene's text is, still works.
        #expect(try threads(["show", "8", "--format", "table"]).stdout == shown.stdout)
        let other = try threads(["show", "8", "--format", "tsv"])
        #expect(other.status == 64 && other.stderr.contains("'tsv'"), "\(other.stderr)")
        let unknown = try threads(["show", "404"])
        #expect(unknown.status == 1 && unknown.stderr == "threads: unknown thread id 404; see 'threads list --all'\n")
        let malformed = try threads(["star", "12", "x1"])
        #expect(malformed.status == 64 && malformed.stderr.contains("invalid thread id 'x1'"))
    }

    /// `--format html` prints what the page shows inside its frame: links to read, no forms to
    /// post (there is no session to post with).
    @Test func htmlIsThePagesMainWithoutForms() throws {
        let threads = cli(on: .sqliteFile)
        _ = try threads(["seed", "--sample"])
        let list = try threads(["list", "--starred", "--format", "html"])
        #expect(list.status == 0 && list.stdout.hasPrefix(#"<main id="main"><h1>Starred — 4 of 14 threads</h1><table class="threads">"#))
        #expect(list.stdout.contains(#"<tr data-thread-id="1" data-starred="true""#) && !list.stdout.contains("<form"))
        let shown = try threads(["show", "8", "--format", "html"])
        #expect(shown.stdout.hasPrefix(#"<main id="main" class="thread" data-thread-id="8""#) && shown.stdout.contains("<h1>Lunch on Thursday?</h1>"))
        #expect(!shown.stdout.contains("<form") && shown.stdout.hasSuffix("</main>\n"))
    }
}

private extension CLI {
    /// `show ID --format json`, parsed.
    func json(_ id: String) throws -> [String: Any] {
        let result = try self(["show", id, "--format", "json"])
        return try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    }
}
