import Domain
import Foundation
@testable import Presentation
import Supervision
import Testing

/// The user's own text — search terms, names — never breaks a line, reaches the terminal as a
/// control sequence, or comes back from a printed command line as something else.
@Suite("Presentation of hostile text")
struct HostileTextPresentationTests {
    private let filter = ThreadFilter(participants: ["Eve\u{1B}[2J"], searchTerms: ["two\nlines", "-draft"])

    @Test func labelsHaveNoControlCharacters() {
        let label = FilterLabelTranslator.label(filter)
        #expect(label == "With Eve [2J · matching “two lines” · matching “-draft”")
        #expect(!label.unicodeScalars.contains { $0.properties.generalCategory == .control })
    }

    @Test func theTableHeaderStaysOneLineWithoutEscapes() {
        let spy = ViewSpy()
        ThreadListTablePresenter(width: 80, clock: PresentationSeeds.clock, display: spy)
            .presentListThreads(PresentationSeeds.response([PresentationSeeds.logo], filter: filter))
        let text = spy.lines.joined(separator: "\n")
        #expect(!text.contains("\u{1B}"))
        #expect(spy.lines.first?.contains("matching “two lines”") == true)
    }

    @Test func flagsJoinAValueThatLooksLikeAFlagToItsOption() {
        #expect(FilterFlagsTranslator.arguments(filter, sort: nil) == ["--with", "Eve\u{1B}[2J", "--search", "two\nlines", "--search=-draft"])
    }

    @Test func theCommandLineWritesControlCharactersAsEscapes() {
        let line = FilterFlagsTranslator.commandLine(filter, sort: .unread)
        #expect(line == #"--with $'Eve\x1b[2J' --search $'two\nlines' --search=-draft --sort unread"#)
        #expect(FilterFlagsTranslator.shellQuoted("it's") == #"'it'\''s'"#)
        #expect(FilterFlagsTranslator.shellQuoted("a'\tb\\") == #"$'a\'\tb\\'"#)
    }

    @Test func theCommandLineMeansTheSameToBash() throws {
        // bash itself reads the printed words back: each must be the argument it stands for.
        let bash = "/bin/bash"
        try #require(FileManager.default.isExecutableFile(atPath: bash))
        let words = ["plain", "it's", "two\nlines", "Eve\u{1B}[2J", "tab\there", "back\\slash'\"", "ロゴ", "-draft", "$HOME", "`x`"]
        // Spawned cleanly rather than by `Process.run()`, which now and then crashes the whole
        // test process (`CleanSpawn.run`), with this process's environment, as `Process` passed it.
        let finished = try CleanSpawn.run([bash, "-c", "printf '%s\\0' " + words.map(FilterFlagsTranslator.shellQuoted).joined(separator: " ")],
                                          environment: ProcessInfo.processInfo.environment)
        let parsed = finished.stdout.split(separator: 0, omittingEmptySubsequences: false).dropLast().map { String(decoding: $0, as: UTF8.self) }
        #expect(parsed == words, "\(String(decoding: finished.stderr, as: UTF8.self))")
    }
}
