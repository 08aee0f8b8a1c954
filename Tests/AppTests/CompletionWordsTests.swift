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

    /// A query's last term, when it is `tag:` and the start of a name, is what a tag's name
    /// completes: the query up to the name comes back, without the shell's opening quote.
    @Test(arguments: [
        ("tag:", "tag:"), ("tag:wo", "tag:"), ("-tag:wo", "-tag:"), ("is:unread tag:", "is:unread tag:"),
        ("'is:unread tag:w", "is:unread tag:"), ("\"is:unread not tag:w", "is:unread not tag:"), ("(a or tag:cl", "(a or tag:"),
        ("\"re: x\" tag:", "\"re: x\" tag:"), ("tag:client/a", "tag:"),
    ] as [(String, String)])
    func aTagTermIsCompletedFromItsName(word: String, head: String) {
        #expect(CompletionWords.tagTermHead(in: word) == head)
    }

    @Test(arguments: ["", "tag", "is:", "work", "tag:\"cl", "title:tag:", "tag:a b", "with:aiko", "xtag:"])
    func anyOtherWordIsNoTagTerm(word: String) {
        #expect(CompletionWords.tagTermHead(in: word) == nil)
    }
}
