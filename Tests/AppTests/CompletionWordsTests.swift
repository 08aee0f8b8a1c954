@testable import App
import Domain
import Testing

/// What a completion reads from the words on the line: the database and the change command.
@Suite("Completion words")
struct CompletionWordsTests {
    @Test(arguments: [
        (["threads", "list", "--database", "/a.sqlite", "--filter", ""], "/a.sqlite"),
        (["threads", "--database=/b.sqlite", "list", "--filter", ""], "/b.sqlite"),
        (["threads", "list", "--database", "=", "/c.sqlite", "--filter", ""], "/c.sqlite"),  // bash splits at '='
        (["threads", "list", "--database", "~/d.sqlite", "--filter", ""], "/home/u/d.sqlite"),
        (["threads", "list", "--filter", ""], nil),
        (["threads", "list", "--database"], nil),
    ] as [([String], String?)])
    func theDatabaseIsTheOneTheLineNames(words: [String], database: String?) {
        #expect(CompletionWords.database(in: words, home: "/home/u") == database)
    }

    @Test func theChangeIsTheCommandOnTheLine() {
        #expect(CompletionWords.change(in: ["threads", "star", "1", ""]) == .star(true))
        #expect(CompletionWords.change(in: ["threads", "--database", "x", "unarchive", ""]) == .archive(false))
        #expect(CompletionWords.change(in: ["threads", "read", ""]) == .readAll)
        #expect(CompletionWords.change(in: ["threads", "show", ""]) == nil)
    }

    /// fish 3.6 leaves the cursor index out; it is put back as the end of the word completed.
    @Test func aCallWithoutItsCursorIndexIsRepaired() {
        let fish = ["---completion", "list", "--", "--filter", "3", "threads", "list", "--filter", "ur"]
        #expect(CompletionCall.repaired(fish) == ["---completion", "list", "--", "--filter", "3", "2", "threads", "list", "--filter", "ur"])
        let whole = ["---completion", "list", "--", "--filter", "3", "1", "threads", "list", "--filter", "ur"]
        #expect(CompletionCall.repaired(whole) == whole)
    }
}
