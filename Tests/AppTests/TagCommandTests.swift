@testable import App
import Data
import Domain
import InMemoryStore
import Foundation
import Testing
import TestSupport

/// `threads tag` and `threads tags` in process: arguments in, the printed text out, the exit codes
/// of docs/cli.md, and nothing changed by a command that fails.
@Suite("threads tag and tags")
struct TagCommandTests {
    /// The sample inbox in a fresh store.
    private func seeded() async throws -> InMemoryDataStore {
        let store = InMemoryDataStore()
        _ = try await store.insertThreadsIfAbsent(Seeds.inbox)
        return store
    }

    private func tags(_ store: InMemoryDataStore) async -> String {
        await InProcess.run(["tags", "--format", "json"], store: store).stdout
    }

    @Test func taggingPrintsNothingAndTheTagsListCountsIt() async throws {
        let store = try await seeded()
        let tagged = await InProcess.run(["tag", "1", "2", "+Work", "+client/acme"], store: store)
        #expect(tagged.status == 0 && tagged.stdout.isEmpty && tagged.stderr.isEmpty, "\(tagged.stderr)")
        #expect(await InProcess.run(["tag", "2", "-work", "+請求書"], store: store).status == 0)
        let text = await InProcess.run(["tags"], store: store)
        #expect(text.stdout == "client/acme  2 threads, 2 unread\nWork         1 thread, 1 unread\n請求書       1 thread, 1 unread\n", "\(text.stdout)")
        #expect(await tags(store) == #"[{"name":"client/acme","threads":2,"unread_threads":2},{"name":"Work","threads":1,"unread_threads":1},{"name":"請求書","threads":1,"unread_threads":1}]"# + "\n")
        let listed = await InProcess.run(["list", "tag:CLIENT/ACME", "--format", "tsv"], store: store).stdoutLines
        #expect(listed.map { $0.split(separator: "\t", omittingEmptySubsequences: false).last.map(String.init) ?? "" } == ["client/acme,請求書", "client/acme,Work"])
        #expect(await InProcess.run(["show", "2"], store: store).stdout.contains("tagged client/acme, 請求書"))
    }

    @Test func aFailureIsOneLineAndChangesNothing() async throws {
        let store = try await seeded()
        _ = await InProcess.run(["tag", "1", "+keep"], store: store)
        let before = await tags(store)
        let cases: [([String], Int32, String)] = [
            (["tag", "1", "998", "+x"], 1, "threads: unknown thread id 998; see 'threads list --all'\n"),
            (["tag", "1", "+a b"], 64, "threads: tag \"a b\": a tag is letters, digits, - _ . / (no spaces)\n"),
            (["tag", "1", "+ok", "-no,comma"], 64, "threads: tag \"no,comma\": a tag is letters, digits, - _ . / (no spaces)\n"),
            (["tag", "1", "+" + String(repeating: "x", count: 65)], 64, "threads: tag \"\(String(repeating: "x", count: 65))\": a tag is letters, digits, - _ . / (no spaces)\n"),
            (["tag", "1"], 64, "threads: name a tag to add (+NAME) or remove (-NAME)\n"),
            (["tag", "+x"], 64, "threads: give at least one thread id\n"),
            (["tag", "1", "+x", "--where", "is:starred"], 64, "threads: give thread ids or --where QUERY, not both\n"),
            (["tag", "1", "+x", "--dry-run"], 64, "threads: --dry-run and --yes go with --where QUERY\n"),
            (["tags", "rename", "nothing", "x"], 1, "threads: no tag named 'nothing'; see 'threads tags'\n"),
            (["tags", "rename", "keep", "bad name"], 64, "threads: tag \"bad name\": a tag is letters, digits, - _ . / (no spaces)\n"),
            (["tags", "delete", "nothing"], 1, "threads: no tag named 'nothing'; see 'threads tags'\n"),
        ]
        for (arguments, status, line) in cases {
            let result = await InProcess.run(arguments, store: store)
            #expect(result.status == status && result.stderr == line && result.stdout.isEmpty, "\(arguments): \(result.status) \(result.stderr)")
            #expect(await tags(store) == before, "\(arguments) changed the tags")
        }
    }

    @Test func byQueryItCountsDryRunsAndTagsWhatTheListSelects() async throws {
        let store = try await seeded()
        let listed = await InProcess.run(["list", "is:unread", "--format", "tsv"], store: store).stdoutLines.map { String($0.prefix { $0 != "\t" }) }
        let dry = await InProcess.run(["tag", "--where", "is:unread", "+later", "--dry-run"], store: store)
        #expect(dry.stdoutLines.sorted() == listed.sorted())
        #expect(await tags(store) == "[]\n")
        let done = await InProcess.run(["tag", "--where", "is:unread", "+later"], store: store)
        #expect(done.stdout.hasPrefix("Tagged later: \(listed.count) threads ("), "\(done.stdout)")
        let tagged = await InProcess.run(["list", "tag:later", "--format", "tsv"], store: store).stdoutLines.map { String($0.prefix { $0 != "\t" }) }
        #expect(tagged == listed)
        let none = await InProcess.run(["tag", "--where", "tag:nowhere", "+x"], store: store)
        #expect(none.stdout == "No threads match the query; nothing changed.\n")
    }

    /// A saved filter may be a tag query; `filter list` shows it as any other query.
    @Test func aSavedFilterMayBeATagQuery() async throws {
        let store = try await seeded()
        _ = await InProcess.run(["tag", "2", "4", "+client/acme"], store: store)
        #expect(await InProcess.run(["filter", "save", "acme", "tag:client/*"], store: store).status == 0)
        let listed = await InProcess.run(["list", "--filter", "acme", "--format", "tsv"], store: store).stdoutLines.map { String($0.prefix { $0 != "\t" }) }
        #expect(listed.sorted() == ["2", "4"])
        #expect(await InProcess.run(["filter", "list"], store: store).stdout.contains("acme  Query “tag:client/*”"))
    }

    @Test func renameMergesAndDeleteKeepsTheThreads() async throws {
        let store = try await seeded()
        _ = await InProcess.run(["tag", "1", "2", "+todo"], store: store)
        _ = await InProcess.run(["tag", "3", "+Waiting"], store: store)
        #expect(await InProcess.run(["tags", "rename", "TODO", "waiting"], store: store).stdout == "Renamed tag 'TODO' to 'waiting'.\n")
        #expect(await tags(store).hasPrefix(#"[{"name":"Waiting","threads":3,"#))
        let threads = await InProcess.run(["count", "--all"], store: store).stdout
        #expect(await InProcess.run(["tags", "delete", "waiting", "--format", "json"], store: store).stdout == #"{"name":"waiting","deleted":true}"# + "\n")
        #expect(await tags(store) == "[]\n")
        #expect(await InProcess.run(["count", "--all"], store: store).stdout == threads)
    }
}
