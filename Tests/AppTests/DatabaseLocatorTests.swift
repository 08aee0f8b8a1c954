@testable import App
import Domain
import Testing

/// The rule (docs/cli.md) for where the database lives.
@Suite("Database location")
struct DatabaseLocatorTests {
    @Test func optionBeatsVariableBeatsXDGBeatsHome() throws {
        let all = ["THREADS_DATABASE": "/env.db", "XDG_DATA_HOME": "/xdg", "HOME": "/home/u"]
        #expect(try DatabaseLocator.locate(option: "/opt.db", variables: all).path == "/opt.db")
        #expect(try DatabaseLocator.locate(option: nil, variables: all).path == "/env.db")
        #expect(try DatabaseLocator.locate(option: nil, variables: ["XDG_DATA_HOME": "/xdg", "HOME": "/home/u"]).path == "/xdg/threads/threads.sqlite")
        #expect(try DatabaseLocator.locate(option: nil, variables: ["HOME": "/home/u"]).path == "/home/u/.local/share/threads/threads.sqlite")
    }

    @Test func onlyTheDefaultLocationMayCreateFolders() throws {
        #expect(try DatabaseLocator.locate(option: nil, variables: ["HOME": "/h"]).isDefault)
        #expect(try !DatabaseLocator.locate(option: "/x.db", variables: ["HOME": "/h"]).isDefault)
    }

    @Test func aRelativeXDGIsIgnoredAsTheXDGSpecSays() throws {
        #expect(try DatabaseLocator.locate(option: nil, variables: ["XDG_DATA_HOME": "data", "HOME": "/h"]).path == "/h/.local/share/threads/threads.sqlite")
    }

    @Test func urlsSelectAStoreAndUnknownSchemesAreUsageErrors() throws {
        #expect(try DatabaseLocator.path(from: "file:///tmp/a%20b.db") == "/tmp/a b.db")
        #expect(throws: CommandError.usage("database URL scheme 'postgres' is not supported by this build; give a file path")) {
            try DatabaseLocator.path(from: "postgres://localhost/inbox")
        }
        #expect(try DatabaseLocator.path(from: "./odd://name.db") == "./odd://name.db")
    }

    @Test func busyTimeoutComesFromTheEnvironment() throws {
        #expect(try DatabaseLocator.locate(option: "/a", variables: [:]).busyTimeout == 5)
        #expect(try DatabaseLocator.locate(option: "/a", variables: ["THREADS_BUSY_TIMEOUT_MS": "250"]).busyTimeout == 0.25)
        #expect(throws: CommandError.usage("THREADS_BUSY_TIMEOUT_MS must be a whole number of milliseconds, got 'soon'")) {
            try DatabaseLocator.locate(option: "/a", variables: ["THREADS_BUSY_TIMEOUT_MS": "soon"])
        }
    }
}
