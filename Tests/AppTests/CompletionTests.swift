@testable import App
import Data
import Domain
import InMemoryStore
import Testing
import TestSupport

/// `threads ---completion …`, the call the shells' completion scripts make (docs/completion.md):
/// saved filters' names and thread ids from the database, answered in process on a test store.
@Suite("Completions from the database")
struct CompletionTests {
    /// The answer to completing word `line.last` of `line` (the words as the shell passes them,
    /// `threads` first) for `argument` of the command at `path`, its candidates a line each.
    private func complete(_ path: [String], _ argument: String, line: [String], store: any DataStore) async -> CommandResult {
        let index = line.count - 1
        return await InProcess.run(["---completion"] + path + ["--", argument, String(index), String(line[index].count)] + line, store: store)
    }

    /// The candidates of an answer: its lines, without the empty one that is no candidates.
    private func candidates(_ path: [String], _ argument: String, line: [String], store: any DataStore) async -> [String] {
        await complete(path, argument, line: line, store: store).stdoutLines.filter { !$0.isEmpty }
    }

    /// The sample inbox (starred, unread, archived and muted threads among its 14) and two saved filters.
    private func sampleWithFilters() async -> InMemoryDataStore {
        let store = InMemoryDataStore()
        #expect(await InProcess.run(["seed", "--sample"], store: store).status == 0)
        #expect(await InProcess.run(["filter", "save", "urgent", "--starred", "--unread"], store: store).status == 0)
        #expect(await InProcess.run(["filter", "save", "aiko", "from:aiko"], store: store).status == 0)
        #expect(await InProcess.run(["mute", "3"], store: store).status == 0)  // the sample has none muted
        return store
    }

    /// The ids `list` prints for `query`, in its order: what an id completion must offer.
    private func listed(_ query: String, limit: Int = CompletionCandidates.threadLimit, store: any DataStore) async -> [String] {
        let result = await InProcess.run(["list", query, "--limit", String(limit), "--format", "tsv"], store: store)
        #expect(result.status == 0, "\(result.stderr)")
        return result.stdoutLines.map { String($0.prefix { $0 != "\t" }) }
    }

    @Test(arguments: [
        (["list"], "--filter"), (["browse"], "--filter"), (["count"], "--filter"), (["export"], "--filter"),
        (["filter", "show"], "positional@0"), (["filter", "delete"], "positional@0"), (["filter", "save"], "positional@0"),
    ])
    func savedFilterNamesCompleteWhereverAFilterIsNamed(path: [String], argument: String) async {
        let store = await sampleWithFilters()
        let option = argument.hasPrefix("--") ? [argument] : []
        let result = await complete(path, argument, line: ["threads"] + path + option + [""], store: store)
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        #expect(result.stdoutLines == ["aiko", "urgent"])
    }

    /// `star` offers the threads without a star, `unstar` the starred ones: together the inbox,
    /// each in the list's order.
    @Test func aChangeOffersTheThreadsItWouldAlter() async {
        let store = await sampleWithFilters()
        let star = await candidates(["star"], "positional@0", line: ["threads", "star", ""], store: store)
        let unstar = await candidates(["unstar"], "positional@0", line: ["threads", "unstar", ""], store: store)
        #expect(star == (await listed("not is:starred", store: store)))
        #expect(unstar == (await listed("is:starred", store: store)))
        #expect(!star.isEmpty && !unstar.isEmpty)
        #expect(Set(star).isDisjoint(with: unstar))
        #expect(Set(star + unstar) == Set(await listed("", store: store)))
    }

    @Test(arguments: [("read", "is:unread"), ("unread", "is:read"), ("archive", "not is:archived"), ("unarchive", "is:archived"),
                      ("mute", "not is:muted"), ("unmute", "is:muted")])
    func everyChangeCommandOffersItsOwnThreads(command: String, query: String) async {
        let store = await sampleWithFilters()
        let offered = await candidates([command], "positional@0", line: ["threads", command, ""], store: store)
        #expect(!offered.isEmpty)
        #expect(offered == (await listed(query, store: store)))
    }

    /// Ids already on the line are not offered again; the word being completed is not one of them.
    @Test func idsAlreadyTypedAreLeftOut() async {
        let store = await sampleWithFilters()
        let starred = await listed("is:starred", store: store)
        try? #require(starred.count >= 2)
        let next = await complete(["unstar"], "positional@0", line: ["threads", "unstar", starred[0], ""], store: store).stdoutLines
        #expect(next == Array(starred.dropFirst()))
        let same = await complete(["unstar"], "positional@0", line: ["threads", "unstar", starred[0]], store: store).stdoutLines
        #expect(same == starred)
    }

    @Test(arguments: [["show"], ["post"]])
    func showAndPostOfferTheInbox(path: [String]) async {
        let store = await sampleWithFilters()
        let offered = await complete(path, "positional@0", line: ["threads"] + path + [""], store: store).stdoutLines
        #expect(offered == (await listed("", store: store)))
    }

    @Test func browseOpenOffersTheInbox() async {
        let store = await sampleWithFilters()
        let offered = await complete(["browse"], "--open", line: ["threads", "browse", "--open", ""], store: store).stdoutLines
        #expect(offered == (await listed("", store: store)))
    }

    /// The sample with tags on some threads: `work` and `waiting` on 1 and 2, `client/acme` on 3.
    private func sampleWithTags() async -> InMemoryDataStore {
        let store = await sampleWithFilters()
        #expect(await InProcess.run(["tag", "1", "2", "+work", "+waiting"], store: store).status == 0)
        #expect(await InProcess.run(["tag", "3", "+client/acme"], store: store).status == 0)
        return store
    }

    /// Wherever a query is typed, `tag:` and the start of a name complete to each tag, the query
    /// before it kept (`is:unread tag:work`); a query whose last term is not `tag:` offers nothing.
    @Test(arguments: [
        (["list"], "positional@0"), (["count"], "positional@0"), (["export"], "positional@0"), (["browse"], "positional@0"),
        (["filter", "save"], "positional@1"), (["star"], "--where"), (["archive"], "--where"), (["tag"], "--where"),
    ])
    func aQueryCompletesTagNamesAfterTag(path: [String], argument: String) async {
        let store = await sampleWithTags()
        let before = (argument.hasPrefix("--") ? [argument] : []) + (path == ["filter", "save"] ? ["name"] : [])
        let line = ["threads"] + path + before
        #expect(await candidates(path, argument, line: line + ["tag:"], store: store) == ["tag:client/acme", "tag:waiting", "tag:work"])
        #expect(await candidates(path, argument, line: line + ["is:unread -tag:w"], store: store)
            == ["is:unread -tag:client/acme", "is:unread -tag:waiting", "is:unread -tag:work"])
        #expect(await candidates(path, argument, line: line + ["is:unread"], store: store) == [])
        #expect(await candidates(path, argument, line: line + [""], store: store) == [])
    }

    /// `threads tag`: `+` and `-` begin a name (every tag's), anything else an id.
    @Test func tagOffersNamesAfterPlusAndMinusAndIdsOtherwise() async {
        let store = await sampleWithTags()
        #expect(await candidates(["tag"], "positional@0", line: ["threads", "tag", "1", "+"], store: store)
            == ["+client/acme", "+waiting", "+work"])
        #expect(await candidates(["tag"], "positional@0", line: ["threads", "tag", "1", "+waiting", "-w"], store: store)
            == ["-client/acme", "-waiting", "-work"])
        let ids = await candidates(["tag"], "positional@0", line: ["threads", "tag", "1", ""], store: store)
        #expect(ids == (await listed("", store: store)).filter { $0 != "1" })
    }

    @Test(arguments: [["tags", "rename"], ["tags", "delete"]])
    func renameAndDeleteOfferTheTags(path: [String]) async {
        let store = await sampleWithTags()
        #expect(await candidates(path, "positional@0", line: ["threads"] + path + [""], store: store) == ["client/acme", "waiting", "work"])
    }

    /// A large inbox offers its most recent threads, a screenful, not all of them.
    @Test func aLargeInboxOffersItsMostRecentThreads() async {
        let store = InMemoryDataStore()
        #expect(await InProcess.run(["seed", "--threads", "150", "--messages", "300"], store: store).status == 0)
        let offered = await complete(["show"], "positional@0", line: ["threads", "show", ""], store: store).stdoutLines
        #expect(offered.count == CompletionCandidates.threadLimit)
        #expect(offered == (await listed("", store: store)))
    }

    /// A word index no word has (past the end, below 0, the largest and smallest numbers) completes
    /// an empty word; a cursor index below 0 is the word's start. Neither traps.
    @Test(arguments: ["9223372036854775807", "-9223372036854775808", "4", "-1"])
    func anIndexOfNoWordCompletesAnEmptyWord(index: String) async {
        let line = ["threads", "list", "--filter", "u"]
        #expect(CompletionCall.repaired(["---completion", "list", "--", "--filter", index] + line)
            == ["---completion", "list", "--", "--filter", index, "0"] + line)
        #expect(CompletionCall.repaired(["---completion", "list", "--", "--filter", "3", index] + line)
            == ["---completion", "list", "--", "--filter", "3", index.hasPrefix("-") ? "0" : index] + line)
        let store = await sampleWithFilters()
        let answer = await InProcess.run(["---completion", "list", "--", "--filter", index, "1"] + line, store: store)
        #expect(answer.status == 0 && answer.stderr.isEmpty, "\(answer.stderr)")
    }

    /// A store that fails is no candidates, and no error in the middle of the command line.
    @Test func aFailingStoreOffersNothingAndSaysNothing() async {
        let capture = Capture()
        let environment = AppEnvironment(variables: ["HOME": "/nonexistent-home"], clock: .fixed(InProcess.now), stdoutIsTerminal: false,
                                         terminalColumns: nil, output: capture.sink,
                                         openStore: { _ in throw CommandError.unreadableFile("/nonexistent/inbox.sqlite") })
        let status = await CommandRunner.run(["---completion", "list", "--", "--filter", "3", "0", "threads", "list", "--filter", ""],
                                             environment: environment)
        let (out, err) = capture.result
        #expect(status == 0)
        #expect(out.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty)
        #expect(err.isEmpty)
    }
}
