import Data
import Foundation
import Testing
import TestSupport

/// Each released schema version has a database fixture in `Tests/Fixtures` (made by the build
/// that released it, with its export beside it). Today's build opens each, migrates it forward,
/// and exports the same threads, messages and saved filters (and, from 006, lists the same tokens;
/// from 007, answers from the same change log; from 008, keeps mail's ids on the first thread's messages, which later mail finds; and every version's
/// text answers searches of one and two characters, which 010 indexed; and its threads are counted
/// by activity, as 011 placed them, as `db check` recounts; and its short-term index records the
/// tokenizer version that built it, as 012 keeps it, which `db check` names; and its starred page,
/// read from the index alone since 013, lists the starred threads; and `stats`, read from the
/// counts 014 summed, counts what its export holds; and its tags, kept since 015, count what its export holds,
/// and each tag's page, read from 016's copies, lists the export's threads carrying it, newest first).
@Suite("Databases of every released schema version")
struct SchemaFixtureTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../Fixtures").standardized

    static let versions: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasPrefix("schema-") && $0.hasSuffix(".sqlite") }
            .map { String($0.dropFirst("schema-".count).dropLast(".sqlite".count)) }.sorted()
    }()

    @Test func thereIsAFixtureForEveryReleasedVersionUpToThisOne() {
        #expect(Self.versions.first == "001")
        #expect(Self.versions == Self.versions.indices.map { String(format: "%03d", $0 + 1) })
        // A new schema version ships with its fixture, made by the build that introduces it.
        #expect(Self.versions.last == String(format: "%03d", SQLiteDataStore.schemaVersion))
    }

    /// 014 summed each state's messages and unread messages into `thread_counts`, which `stats`
    /// reads alone: its counts are the export's, counted here from the file beside the fixture.
    @Test(arguments: versions)
    func statsOfAFixtureMigratedForwardCountsItsExport(version: String) throws {
        let database = TemporaryFolder().file("old.sqlite")
        try FileManager.default.copyItem(atPath: Self.folder.appendingPathComponent("schema-\(version).sqlite").path, toPath: database)
        let stats = try Binary.run(["--database", database, "stats", "--format", "json"])
        let counted = try #require(try JSONSerialization.jsonObject(with: Data(stats.stdout.utf8)) as? [String: Any], "\(stats.stderr)")
        let text = try String(contentsOf: Self.folder.appendingPathComponent("schema-\(version).export.jsonl"), encoding: .utf8)
        let threads = try text.split(separator: "\n").map { try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]) }
        let flag = { (thread: [String: Any], name: String) in thread[name] as? Bool == true }
        let unread = { (thread: [String: Any]) in (thread["messages"] as? [[String: Any]] ?? []).count { $0["read"] as? Bool == false } }
        let unmuted = threads.filter { !flag($0, "muted") }
        let expected: [String: Int] = [
            "threads": threads.count, "messages": threads.reduce(0) { $0 + ($1["messages"] as? [Any] ?? []).count },
            "starred": threads.count { flag($0, "starred") }, "archived": threads.count { flag($0, "archived") },
            "muted": threads.count { flag($0, "muted") }, "unread": unmuted.count { unread($0) > 0 },
            "unread_messages": unmuted.reduce(0) { $0 + unread($1) },
        ]
        #expect(counted.filter { expected[$0.key] != nil }.mapValues { $0 as? Int } == expected.mapValues { $0 }, "\(version): \(stats.stdout)")
        // Something to count: the fixtures hold read and unread messages.
        #expect(expected["messages", default: 0] > expected["unread_messages", default: 0] && expected["unread_messages", default: 0] > 0)
    }

    /// 015 keeps each tag's thread and unread counts: `threads tags` of a fixture migrated forward
    /// is the recount of its export's tags (none before 015, and every one of 015's).
    @Test(arguments: versions)
    func tagsOfAFixtureMigratedForwardCountItsExport(version: String) throws {
        let database = TemporaryFolder().file("old.sqlite")
        try FileManager.default.copyItem(atPath: Self.folder.appendingPathComponent("schema-\(version).sqlite").path, toPath: database)
        let tags = try Binary.run(["--database", database, "tags", "--format", "json"])
        let listed = try #require(try JSONSerialization.jsonObject(with: Data(tags.stdout.utf8)) as? [[String: Any]], "\(tags.stderr)")
        let text = try String(contentsOf: Self.folder.appendingPathComponent("schema-\(version).export.jsonl"), encoding: .utf8)
        var counted: [String: [Int]] = [:]
        for line in text.split(separator: "\n") {
            let thread = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            let unread = (thread["messages"] as? [[String: Any]] ?? []).contains { $0["read"] as? Bool == false }
            for name in thread["tags"] as? [String] ?? [] { counted[name, default: [0, 0]][0] += 1; counted[name, default: [0, 0]][1] += unread ? 1 : 0 }
        }
        let kept = Dictionary(uniqueKeysWithValues: listed.map { ($0["name"] as? String ?? "", [$0["threads"] as? Int ?? -1, $0["unread_threads"] as? Int ?? -1]) })
        #expect(kept == counted, "\(version): \(tags.stdout)")
        #expect(version < "015" || !kept.isEmpty, "015's fixture carries tags")
        // 016 copied each link's thread state and activity: a tag's page reads them in order.
        let exported = try text.split(separator: "\n").map { try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]) }
        let all = try JSONSerialization.jsonObject(with: Data(try Binary.run(["--database", database, "list", "--all", "--limit", "0", "--format", "json"]).stdout.utf8)) as? [[String: Any]] ?? []
        for name in kept.keys {
            let page = try Binary.run(["--database", database, "list", "tag:\(name)", "--all", "--limit", "0", "--format", "json"])
            let listed = (try JSONSerialization.jsonObject(with: Data(page.stdout.utf8)) as? [[String: Any]] ?? []).map { $0["key"] as? String ?? "" }
            let carrying = Set(exported.filter { ($0["tags"] as? [String] ?? []).contains(name) }.map { $0["key"] as? String ?? "" })
            #expect(listed == all.map { $0["key"] as? String ?? "" }.filter(carrying.contains), "\(version) tag:\(name): \(page.stdout)\(page.stderr)")
        }
        let check = try Binary.run(["--database", database, "db", "check"])
        #expect(check.status == 0 && check.stdout.hasPrefix("integrity: ok"), "\(version): \(check.stdout)\(check.stderr)")
    }

    @Test(arguments: versions)
    func aFixtureIsMigratedForwardWithItsDataIntact(version: String) throws {
        let database = TemporaryFolder().file("old.sqlite")
        try FileManager.default.copyItem(atPath: Self.folder.appendingPathComponent("schema-\(version).sqlite").path, toPath: database)
        let export = try Binary.run(["--database", database, "export"])
        #expect(export.status == 0, "\(export.stderr)")
        let expected = try String(contentsOf: Self.folder.appendingPathComponent("schema-\(version).export.jsonl"), encoding: .utf8)
        let want = try expected.split(separator: "\n").map { try JSONSerialization.jsonObject(with: Data($0.utf8)) as? NSDictionary }
        let got = try export.stdoutLines.map { try JSONSerialization.jsonObject(with: Data($0.utf8)) as? NSDictionary }
        #expect(got.count == want.count)
        // Fields added by later versions may appear; every field the old export had keeps its value.
        for (old, new) in zip(want, got) {
            for (key, value) in old ?? [:] {
                #expect(new?[key] as? NSObject == value as? NSObject, "\(version) \(key)")
            }
        }
        // 013 rebuilt the starred threads' index with every column the page shows: the page lists
        // exactly the export's starred threads, with their titles.
        let starred = try Binary.run(["--database", database, "list", "--starred", "--all", "--limit", "0", "--format", "json"])
        let listed = try JSONSerialization.jsonObject(with: Data(starred.stdout.utf8)) as? [NSDictionary] ?? []
        let starredInExport = want.compactMap { $0 }.filter { $0["starred"] as? Bool == true }
        #expect(listed.map { "\($0["key"] ?? "")|\($0["title"] ?? "")" }.sorted() == starredInExport.map { "\($0["key"] ?? "")|\($0["title"] ?? "")" }.sorted(),
                "\(version): \(starred.stdout)\(starred.stderr)")
        #expect(!listed.isEmpty, "\(version): the fixture has starred threads")
        // Every version's text is searchable by terms of two characters: 010 indexed what was there.
        let meeting = try Binary.run(["--database", database, "list", "--search", "会議", "--all", "--format", "json"]).stdout
        #expect(meeting.contains("来週の打ち合わせ日程") && !meeting.contains("ロゴデザインの件"), "\(version): \(meeting)")
        let deadline = try Binary.run(["--database", database, "list", "--search", "期", "--all", "--format", "json"]).stdout
        #expect(deadline.contains("確定申告の書類") && !deadline.contains("来週の打ち合わせ日程"), "\(version): \(deadline)")
        let check = try Binary.run(["--database", database, "db", "check"])
        #expect(check.stdout.contains("(current)"), "\(check.stdout)")
        #expect(check.stdout.contains("tokenizer version: \(SQLiteDataStore.tokenizerVersion) (current)"), "\(check.stdout)")
        // Exit 0: the counters, and from 011 on the activity buckets, are a recount of what was there.
        #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
        #expect(try Binary.run(["--database", database, "filter", "list"]).stdout.contains("urgent"))
        // From schema 006 on, the fixture holds a token too (`fixture`, read-only), kept by every later migration.
        if version >= "006" {
            let tokens = try Binary.run(["--database", database, "token", "list", "--format", "json"])
            // A token made before 017 speaks for its own name.
            #expect(tokens.stdout.contains(#"{"name":"fixture","person":"fixture","scope":"read-only""#), "\(tokens.stdout)\(tokens.stderr)")
            // From 017 on, one speaks for a person of another name (`aiko-phone`, for Aiko).
            #expect(tokens.stdout.contains(#"{"name":"aiko-phone","person":"Aiko","scope":"read-write""#) == (version >= "017"), "\(version): \(tokens.stdout)")
        }
        // From 007 on, its change log holds one step (thread 1 unstarred), kept by every later migration.
        if version >= "007" {
            let state = try Binary.run(["--database", database, "changes"]).stdout
            let origin = try #require(state.split(separator: "\n").first?.dropFirst("State: ".count).split(separator: "-").first)
            #expect(state == "State: \(origin)-1\nChanged: none\n")
            #expect(try Binary.run(["--database", database, "changes", "--since", "\(origin)-0"]).stdout == "State: \(origin)-1\nChanged: #1\n")
        }
        // From 008 on, the first thread's mail ids lead later mail to it (009 filled mail_links from them).
        if version >= "008" {
            let reply = "From x Mon Mar  2 09:00:00 2026\nMessage-ID: <late@x>\nIn-Reply-To: <bolder@ben.example>\nSubject: Re: logo\nFrom: Cy <cy@x>\n"
                + "Date: Mon, 2 Mar 2026 09:00:00 +0000\n\nLate.\n"
            let mail = try Binary.run(["--database", database, "import", "--mbox", "-"], stdin: reply)
            #expect(mail.stdout == "Imported 1 message into 1 thread (0 already here, 0 not mail)\n", "\(mail.stderr)")
            #expect(try Binary.run(["--database", database, "show", "1", "--format", "json"]).stdout.contains(#""message_id":"late@x""#))
        }
    }

    /// 018 gave threads an assignee: every fixture migrated forward has none, lists as before
    /// (no ASSIGNEE column), and then takes one, which the starred page (its index rebuilt with
    /// the column) and `assignee:` both show.
    @Test(arguments: versions)
    func aFixtureMigratedForwardTakesAssignments(version: String) throws {
        let database = TemporaryFolder().file("old.sqlite")
        try FileManager.default.copyItem(atPath: Self.folder.appendingPathComponent("schema-\(version).sqlite").path, toPath: database)
        let run = { (arguments: [String]) throws -> CommandResult in try Binary.run(["--database", database] + arguments) }
        #expect(try run(["list", "is:assigned", "--all"]).stdout.isEmpty)
        let table = try run(["list", "--all", "--format", "table"])
        #expect(table.status == 0 && !table.stdout.contains("ASSIGNEE"), "\(version): \(table.stdout)\(table.stderr)")
        let starred = try run(["list", "--starred", "--all", "--limit", "0", "--format", "tsv"]).stdoutLines.map { String($0.split(separator: "\t")[0]) }
        let first = try #require(starred.first, "\(version): the fixture has starred threads")
        #expect(try run(["assign", first, "--to", "Aiko"]).status == 0)
        #expect(try run(["list", "assignee:aiko", "--all", "--format", "tsv"]).stdoutLines.map { String($0.split(separator: "\t")[0]) } == [first])
        let page = try run(["list", "--starred", "--all", "--limit", "0", "--format", "json"]).stdout
        #expect(page.contains(#""assignee":"Aiko""#), "\(version): \(page)")
        #expect(try run(["db", "check"]).status == 0)
    }
}
