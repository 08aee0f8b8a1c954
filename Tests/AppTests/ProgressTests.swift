@testable import App
import Data
import InMemoryStore
import Foundation
import Testing
import TestSupport

@Suite("Progress on stderr")
struct ProgressTests {
    static let lines = (0..<3).map { #"{"key":"k\#($0)","title":"T\#($0)","participants":["A"]}"# }.joined(separator: "\n")

    @Test func drawnInPlaceOnATerminalAndClearedAtTheEnd() async throws {
        let result = await InProcess.run(["import", "-"], store: InMemoryDataStore(), stdin: Self.lines, stderrTerminal: true)
        #expect(result.status == 0)
        #expect(result.stderr.contains("\r\u{1B}[KImporting 3 threads · "))
        #expect(result.stderr.hasSuffix("\r\u{1B}[K"))
        #expect(result.stdout == "Imported 3 threads from standard input.\n", "progress never touches stdout")
    }

    /// The mail reader runs beside the test binary, where the build puts `threads-mail`.
    @Test func aMailImportCountsTheMessagesItReadsAndIsQuietWhenAsked() async throws {
        let mbox = TemporaryFolder().file("list.mbox")
        let messages = (1...3).map { "From a Mon Mar  2 09:00:00 2026\nMessage-ID: <m\($0)@x>\nSubject: s\nFrom: A <a@x>\n\nbody\n" }
        try Data(messages.joined(separator: "\n").utf8).write(to: URL(fileURLWithPath: mbox))
        let shown = await InProcess.run(["import", "--mbox", mbox], store: InMemoryDataStore(), stderrTerminal: true)
        #expect(shown.stdout == "Imported 3 messages into 3 threads (0 already here, 0 not mail)\n", "\(shown.stderr)")
        #expect(shown.stderr.contains("\r\u{1B}[KReading mail 3 messages · "))
        #expect(shown.stderr.hasSuffix("\r\u{1B}[K"))
        let quiet = await InProcess.run(["import", "--mbox", mbox, "--quiet"], store: InMemoryDataStore(), stderrTerminal: true)
        #expect(quiet.stderr.isEmpty && quiet.status == 0)
    }

    @Test func silentWhenPipedOrQuiet() async throws {
        #expect(await InProcess.run(["import", "-"], store: InMemoryDataStore(), stdin: Self.lines).stderr.isEmpty)
        #expect(await InProcess.run(["import", "-", "--quiet"], store: InMemoryDataStore(), stdin: Self.lines, stderrTerminal: true).stderr.isEmpty)
    }

    @Test func theLineShowsCountRateAndETA() {
        #expect(ProgressReporter.line(verb: "Seeding", unit: "threads", count: 2500, total: 10000, elapsed: 0.5)
                == "Seeding 2500 of 10000 threads · 5000/s · ETA 2s")
        #expect(ProgressReporter.line(verb: "Exporting", unit: "threads", count: 10, total: nil, elapsed: 2) == "Exporting 10 threads · 5/s")
    }
}
