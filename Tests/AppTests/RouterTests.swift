@testable import App
import Domain
import Testing

/// Every entry point of the browser maps to one route; anything else is one usage line.
@Suite("Browse router")
struct RouterTests {
    @Test func noOpenIsTheList() throws {
        #expect(try Router.route(open: nil) == .list)
        #expect(try Router.route(open: nil, link: nil) == .list)
    }

    @Test func anIdOrALinkOpensThatThread() throws {
        #expect(try Router.route(open: "12") == .thread(ThreadID(12)))
        #expect(try Router.route(open: "threads://thread/12") == .thread(ThreadID(12)))
        #expect(try Router.route(link: "threads://thread/9007199254740993") == .thread(ThreadID(9_007_199_254_740_993)))
        // Schemes and hosts are case-insensitive, as in any URL.
        #expect(try Router.route(link: "THREADS://Thread/5") == .thread(ThreadID(5)))
        #expect(try Router.route(open: nil, link: "threads://thread/3") == .thread(ThreadID(3)))
        #expect(try Router.route(open: "4", link: nil) == .thread(ThreadID(4)))
    }

    @Test func aBadIdIsTheIdWordsOfEveryCommand() {
        for value in ["0", "-3", "abc", "", "1.5", "99999999999999999999"] {
            #expect(throws: CommandError.usage("invalid thread id '\(value)': ids are positive whole numbers, as 'threads list' shows")) {
                try Router.route(open: value)
            }
        }
    }

    @Test func aBadLinkNamesTheLinkAndItsShape() {
        let values = ["threads://thread/", "threads://thread/0", "threads://thread/x", "threads://thread/12/", "threads://user/12",
                      "http://thread/12", "threads:thread/12", "12"]
        for value in values {
            #expect(throws: CommandError.usage("invalid link '\(value)': a thread's link is threads://thread/ID, ID a positive whole number")) {
                try Router.route(link: value)
            }
        }
        // Through --open, anything with a scheme is a link, so `http://…` is not taken for a bad id.
        #expect(throws: CommandError.usage("invalid link 'http://x/1': a thread's link is threads://thread/ID, ID a positive whole number")) {
            try Router.route(open: "http://x/1")
        }
    }

    @Test func openAndALinkTogetherAreRefused() {
        #expect(throws: CommandError.usage("--open and a link cannot be used together: give one")) {
            try Router.route(open: "1", link: "threads://thread/1")
        }
    }
}
