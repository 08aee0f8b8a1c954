#if Postgres
import Foundation
import Testing
import TestSupport

/// docs/postgres.md's recipe for a team, run as it is written: the roles, the owner's first use,
/// then the grants read from the document itself, so that a table a migration adds without its
/// grant fails here, not on a team's server. A member with only those grants then makes every
/// kind of write the CLI has (`mail_links` was once missing: a Maildir import failed).
@Suite("PostgreSQL: a team member with the documented grants", .enabled(if: PostgresServer.shared != nil))
struct PostgresTeamGrantsTests {
    static let document = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../docs/postgres.md").standardized

    /// The SQL block that follows the document's "**3. Grants**".
    static func grants() throws -> String {
        let text = try String(contentsOf: document, encoding: .utf8)
        let section = try #require(text.components(separatedBy: "**3. Grants**").dropFirst().first)
        return try #require(section.components(separatedBy: "```sql\n").dropFirst().first?.components(separatedBy: "```").first)
    }

    @Test func aMemberWithTheDocumentsGrantsMakesEveryKindOfWrite() throws {
        let server = try #require(PostgresServer.shared)
        let folder = TemporaryFolder()
        let suffix = "\(getpid())_\(UInt32.random(in: 0...UInt32.max))"
        let (owner, team, member) = ("inbox_owner_\(suffix)", "inbox_team_\(suffix)", "alice_\(suffix)")
        let url = try server.makeDatabase()
        let name = try #require(url.split(separator: "/").last).description
        try server.psql("CREATE ROLE \(owner) LOGIN; CREATE ROLE \(team) NOLOGIN; CREATE ROLE \(member) LOGIN IN ROLE \(team); "
                        + "ALTER DATABASE \(name) OWNER TO \(owner)", database: "postgres")
        let as_ = { (role: String) in url.replacingOccurrences(of: "//\(server.user)@", with: "//\(role)@") }

        #expect(try PostgresCLI.run(as_(owner), ["db", "check"]).status == 0, "the owner's first use makes the schema")
        let grants = try Self.grants().replacingOccurrences(of: "inbox_team", with: team)
        #expect(grants.contains("GRANT USAGE ON SCHEMA threads"))
        try server.psql("SET ROLE \(owner); " + grants, database: name)

        let maildir = folder.file("Mail")
        for part in ["cur", "new", "tmp"] { try FileManager.default.createDirectory(atPath: maildir + "/" + part, withIntermediateDirectories: true) }
        try Data("Message-ID: <m1@x>\nSubject: Budget\nFrom: Aiko <aiko@x>\nDate: Mon, 2 Mar 2026 09:00:00 +0000\n\nFirst.\n".utf8)
            .write(to: URL(fileURLWithPath: maildir + "/cur/m1:2,"))
        let line = #"{"key":"k1","title":"From a file","participants":["Ben"],"messages":[{"author":"Ben","body":"hi","sent_at":"2026-03-01T00:00:00Z","read":false}]}"#
        let writes: [([String], String?)] = [
            (["seed", "--sample"], nil), (["new", "--title", "Team plan", "--with", "Ben", "--body", "first"], nil), (["post", "1", "--body", "more"], nil),
            (["star", "1"], nil), (["read", "2"], nil), (["unread", "2"], nil), (["archive", "3"], nil), (["mute", "4"], nil),
            (["tag", "1", "2", "+waiting"], nil), (["tags", "rename", "waiting", "later"], nil), (["tag", "2", "-later"], nil), (["tags", "delete", "later"], nil),
            (["filter", "save", "urgent", "--starred"], nil), (["filter", "delete", "urgent"], nil), (["token", "create", "laptop"], nil),
            (["token", "revoke", "laptop"], nil), (["import", "-"], line + "\n"), (["import", "--maildir", maildir, "--tag", "mail"], nil),
            (["export"], nil), (["changes"], nil), (["stats"], nil), (["db", "check"], nil),
        ]
        for (arguments, stdin) in writes {
            let result = try PostgresCLI.run(as_(member), arguments, stdin: stdin)
            #expect(result.status == 0 && result.stderr.isEmpty, "\(arguments.joined(separator: " ")): \(result.stderr)")
        }
        #expect(try PostgresCLI.run(as_(member), ["list", "tag:mail", "--format", "tsv"]).stdout.contains("Budget"))
        // One statement a call: DROP DATABASE cannot run inside the transaction psql's -c makes of several.
        for statement in ["DROP DATABASE \(name) WITH (FORCE)", "DROP ROLE \(member)", "DROP ROLE \(team)", "DROP ROLE \(owner)"] {
            try? server.psql(statement, database: "postgres")
        }
    }
}
#endif
