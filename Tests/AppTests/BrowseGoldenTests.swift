@testable import App
import Foundation
import Testing

/// Previews of the browser without a terminal: each screen drawn as the cells a terminal shows,
/// at three widths and 24 rows, compared with the text committed in `Goldens/`
/// (`browse-<screen>-<width>.txt`). `THREADS_UPDATE_GOLDENS=1` writes the files instead, for a
/// change to the screens made on purpose; `scripts/preview-screens` shows them.
@Suite("Browse goldens")
struct BrowseGoldenTests {
    typealias Screen = BrowseGoldenScreens.Screen

    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Goldens")
    static let updating = ProcessInfo.processInfo.environment["THREADS_UPDATE_GOLDENS"] == "1"

    static func file(_ screen: Screen, width: Int) -> URL {
        folder.appendingPathComponent("browse-\(screen.rawValue)-\(width).txt")
    }

    /// The grid's lines, one a line, as the golden files hold them.
    static func text(_ screen: Screen, width: Int) async throws -> String {
        let state = try await BrowseGoldenScreens.state(screen, width: width)
        let grid = BrowseProgram.grid(state, colors: true)
        #expect(grid.width == width && grid.height == BrowseGoldenScreens.rows)
        return grid.lines.map { $0 + "\n" }.joined()
    }

    @Test(arguments: Screen.allCases, BrowseGoldenScreens.widths)
    func theScreenMatchesItsGolden(screen: Screen, width: Int) async throws {
        let actual = try await Self.text(screen, width: width)
        let file = Self.file(screen, width: width)
        if Self.updating {
            try FileManager.default.createDirectory(at: Self.folder, withIntermediateDirectories: true)
            try Data(actual.utf8).write(to: file, options: .atomic)
            return
        }
        guard let data = FileManager.default.contents(atPath: file.path), let expected = String(data: data, encoding: .utf8) else {
            Issue.record("No golden \(file.lastPathComponent): run THREADS_UPDATE_GOLDENS=1 swift test --filter BrowseGoldenTests")
            return
        }
        if let difference = Self.difference(expected: expected, actual: actual) {
            Issue.record("""
                \(file.lastPathComponent) differs \(difference)
                (if the change is meant: THREADS_UPDATE_GOLDENS=1 swift test --filter BrowseGoldenTests)
                """)
        }
    }

    /// Every golden file is one of the screens at one of the widths: none is left behind by a
    /// screen renamed or dropped.
    @Test func everyGoldenIsAScreenAtAWidth() {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: Self.folder.path)) ?? []).filter { $0.hasSuffix(".txt") }
        let known = Set(Screen.allCases.flatMap { screen in BrowseGoldenScreens.widths.map { Self.file(screen, width: $0).lastPathComponent } })
        #expect(Set(names).subtracting(known).sorted() == [])
        if !Self.updating { #expect(known.subtracting(names).sorted() == []) }
    }

    /// Where two texts first differ, in words: the line's number, then the expected line and the
    /// actual one; nil when they are the same.
    static func difference(expected: String, actual: String) -> String? {
        guard expected != actual else { return nil }
        let old = expected.components(separatedBy: "\n"), new = actual.components(separatedBy: "\n")
        let index = zip(old, new).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(old.count, new.count)
        func shown(_ lines: [String]) -> String { index < lines.count ? "|\(lines[index])|" : "(no line)" }
        return """
            at line \(index + 1) of \(old.count) expected, \(new.count) actual:
              expected: \(shown(old))
              actual:   \(shown(new))
            the whole actual screen:
            \(actual)
            """
    }

    @Test func aDifferenceNamesTheFirstLineThatDiffers() {
        #expect(Self.difference(expected: "a\nb\n", actual: "a\nb\n") == nil)
        let words = Self.difference(expected: "a\nb\nc\n", actual: "a\nB\nc\n") ?? ""
        #expect(words.contains("at line 2 of 4 expected, 4 actual"))
        #expect(words.contains("expected: |b|") && words.contains("actual:   |B|"))
        #expect((Self.difference(expected: "a", actual: "a\nb") ?? "").contains("expected: (no line)"))
    }
}
