import PostgresStore
import Testing

/// The PostgreSQL address, parsed in every build (a build without the store still has to
/// recognise one to say which flag builds it).
@Suite("PostgreSQL URL")
struct PostgresURLTests {
    @Test func everyPartIsRead() throws {
        let url = try PostgresURL("postgresql://ai%40ko:p%3Ass@db.example.com:6543/team%20inbox?sslmode=require")
        #expect(url.user == "ai@ko")
        #expect(url.password == "p:ss")
        #expect(url.host == "db.example.com")
        #expect(url.port == 6543)
        #expect(url.database == "team inbox")
        #expect(url.tls == .require)
    }

    @Test func theDefaultsAreLibpqs() throws {
        let url = try PostgresURL("postgres://me@localhost/inbox")
        #expect(url.port == 5432)
        #expect(url.password == nil)
        #expect(url.tls == .prefer)
    }

    @Test func thePasswordVariableStandsInOnlyWhenTheURLHasNone() throws {
        #expect(try PostgresURL("postgres://me@h/db", passwordVariable: "from-env").password == "from-env")
        #expect(try PostgresURL("postgres://me:given@h/db", passwordVariable: "from-env").password == "given")
    }

    @Test func theShownFormsNeverHoldThePassword() throws {
        let url = try PostgresURL("postgres://me:secret@[::1]:5433/inbox?sslmode=disable")
        #expect(url.name == "me@[::1]:5433/inbox")
        #expect(url.shown == "postgres://me@[::1]:5433/inbox?sslmode=disable")
        #expect(!url.shown.contains("secret") && !url.name.contains("secret"))
    }

    @Test(arguments: [
        ("postgres://localhost/inbox", "names no user"),
        ("postgres://me@localhost", "names no database"),
        ("postgres://me@localhost/", "names no database"),
        ("postgres://me@:5432/inbox", "names no host"),
        ("postgres://me@localhost:99999/inbox", "port must be a number from 1 to 65535"),
        ("postgres://me@localhost:x/inbox", "port must be a number"),
        ("postgres://me@localhost/inbox?sslmode=verify-full", "sslmode must be disable or require"),
        ("postgres://me@localhost/inbox?sslmode=prefer", "sslmode must be disable or require"),
        ("postgres://me@localhost/inbox?timeout=3", "unknown URL parameter 'timeout'"),
        ("postgres://me%zz@localhost/inbox", "malformed %-escape"),
        ("postgres://me@[::1/inbox", "unclosed '['"),
    ])
    func aMalformedURLSaysWhatIsWrong(text: String, reason: String) {
        #expect {
            try PostgresURL(text)
        } throws: { error in
            (error as? PostgresURL.Invalid)?.reason.contains(reason) == true
        }
    }

    @Test func onlyPostgresSchemesAreServerAddresses() {
        #expect(PostgresURL.isServerAddress("postgres://a@b/c"))
        #expect(PostgresURL.isServerAddress("PostgreSQL://a@b/c"))
        #expect(!PostgresURL.isServerAddress("mysql://a@b/c"))
        #expect(!PostgresURL.isServerAddress("/tmp/postgres://x"))
    }
}
