import Domain
@testable import Presentation
import Testing

@Suite("Display width")
struct DisplayWidthTests {
    static let samples: [(String, Int)] = [("納", 2), ("a", 1), ("é", 1), ("ｱ", 1), ("\u{301}", 0), ("e\u{301}", 1), ("👍", 2), ("★", 1), ("한", 2),
                                          ("ﾄﾞ", 2), ("ﾊﾟ", 2), ("🇯🇵", 2), ("👍🏽", 2), ("👨‍👩‍👧", 2), ("☺", 1), ("#", 1), ("9", 1)]

    @Test(arguments: samples)
    func cellsOfOneCharacter(text: String, cells: Int) {
        #expect(DisplayWidth.of(text) == cells)
    }

    /// The ASCII fast path agrees with counting character by character, control characters and
    /// DEL (no cells) and "\r\n" (one character) included.
    @Test func stringsAddUpCharacterByCharacter() {
        for text in ["", "Invoice #2041", "a\tb", "\r\n", "x\u{7F}y", "~ !", "e\u{301}x", "ロゴ logo", "A\u{0}B"] {
            #expect(DisplayWidth.of(text) == text.reduce(0) { $0 + DisplayWidth.of($1) }, "\(text.debugDescription)")
        }
        #expect(DisplayWidth.of("Invoice #2041") == 13)
    }

    /// An ASCII character is its one scalar's width (printable one cell, controls and DEL none),
    /// "\r\n" included, without asking for emoji.
    @Test func anASCIICharacterIsItsScalarsWidth() {
        for value in UInt8(0)...0x7F {
            let expected = (0x20..<0x7F).contains(value) ? 1 : 0
            #expect(DisplayWidth.of(Character(Unicode.Scalar(value))) == expected, "\(value)")
        }
        #expect(DisplayWidth.of(Character("\r\n")) == 0)
    }

    /// Control characters are asked by value: exactly the scalars whose general category is Cc.
    @Test func controlCharactersAreTheCcScalars() {
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            if SingleLine.isControl(scalar) != (scalar.properties.generalCategory == .control) {
                Issue.record("U+\(String(value, radix: 16))")
            }
        }
        #expect(SingleLine.of("a\tb\u{85}c\u{7F}") == "a b c ")
    }

    @Test func aMixedStringAddsUp() {
        #expect(DisplayWidth.of("ロゴ logo") == 9)
        #expect(DisplayWidth.of("税理士 山田") == 11)
    }

    @Test func truncationFitsTheWidthAndNeverSplitsACharacter() {
        #expect(DisplayWidth.truncate("ロゴデザイン", to: 5) == "ロゴ…")
        #expect(DisplayWidth.truncate("ロゴデザイン", to: 6) == "ロゴ…")
        #expect(DisplayWidth.truncate("ロゴデザイン", to: 7) == "ロゴデ…")
        #expect(DisplayWidth.truncate("ロゴデザイン", to: 12) == "ロゴデザイン")
        #expect(DisplayWidth.truncate("cafe\u{301} au lait", to: 5) == "cafe\u{301}…")
        #expect(DisplayWidth.truncate("abc", to: 0) == "")
        for width in 1...12 {
            #expect(DisplayWidth.of(DisplayWidth.truncate("ロゴデザインlogo", to: width)) <= width)
        }
    }

    /// The tables hold sorted ranges, each as its first and last scalar, and a scalar is found in
    /// one exactly when a range holds it: checked at both ends of every range and just outside.
    @Test func theTablesRangesAreFoundEndToEnd() {
        #expect(DisplayWidthTable.zero.count % 2 == 0 && DisplayWidthTable.wide.count % 2 == 0)
        let zero = Self.ranges(DisplayWidthTable.zero), wide = Self.ranges(DisplayWidthTable.wide)
        for ranges in [zero, wide] {
            #expect(zip(ranges, ranges.dropFirst()).allSatisfy { $0.upperBound + 1 < $1.lowerBound }, "sorted and apart")
        }
        let ends = (zero + wide).flatMap { [$0.lowerBound - 1, $0.lowerBound, $0.upperBound, $0.upperBound + 1] }
        for value in ends where value >= 0x300 {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let inZero = zero.contains { $0.contains(value) }, inWide = wide.contains { $0.contains(value) }
            #expect(DisplayWidth.of(scalar) == (inZero ? 0 : inWide ? 2 : 1), "U+\(String(value, radix: 16))")
        }
    }

    private static func ranges(_ bounds: [UInt32]) -> [ClosedRange<UInt32>] {
        stride(from: 0, to: bounds.count - 1, by: 2).map { bounds[$0]...bounds[$0 + 1] }
    }

    /// Every scalar counted on its own (`DisplayWidth.standsAlone`) is one character beside any
    /// other such scalar, before or after it, and takes its character's cells.
    @Test func scalarsThatStandAloneAreCharactersOfTheirOwn() {
        let neighbours: [Unicode.Scalar] = ["a", " ", "~", "\u{3000}", "あ", "ア", "語", "\u{3029}", "\u{3030}", "ｱ", "\u{FF9D}"]
        for value in UInt32(0)...0x10FFFF where DisplayWidth.standsAlone(value) {
            guard let scalar = Unicode.Scalar(value) else { continue }
            #expect(DisplayWidth.of(Character(scalar)) == DisplayWidth.of(scalar), "U+\(String(value, radix: 16))")
            for neighbour in neighbours {
                let pair = String.UnicodeScalarView([scalar, neighbour]), reversed = String.UnicodeScalarView([neighbour, scalar])
                if String(pair).count != 2 || String(reversed).count != 2 { Issue.record("U+\(String(value, radix: 16)) joins \(neighbour)") }
            }
        }
    }

    /// Counting and cutting scalar by scalar agree with doing it character by character, on
    /// texts pieced from scalars that stand alone and marks, emoji and jamo that join them.
    @Test func scalarCountingAgreesWithCharacters() {
        var generator = SeededRandom(seed: 5)  // seeded, so a failure repeats
        let pieces: [String] = ["a", "Z", " ", "ロ", "ゴ", "会議", "、", "ｱ", "ﾄ", "\u{FF9E}", "\u{3099}", "\u{302A}", "\u{301}", "👍", "\u{FE0F}", "🇯", "\u{1100}\u{1161}",
                      "é", "\t", "\u{200D}", "語"]
        for _ in 0..<3_000 {
            let text: String = (0..<Int.random(in: 0...10, using: &generator)).map { _ in pieces.randomElement(using: &generator) ?? "" }.joined()
            #expect(DisplayWidth.of(text) == text.reduce(0) { $0 + DisplayWidth.of($1) }, "\(text.debugDescription)")
            for width in 0...8 {
                #expect(DisplayWidth.truncate(text, to: width) == Self.truncatedByCharacters(text, to: width), "\(text.debugDescription) \(width)")
            }
        }
    }

    /// `DisplayWidth.truncate` as it was written before it counted scalars.
    static func truncatedByCharacters(_ text: String, to width: Int) -> String {
        guard text.reduce(0, { $0 + DisplayWidth.of($1) }) > width else { return text }
        guard width > 0 else { return "" }
        var kept = "", used = 0
        for character in text {
            let cells = DisplayWidth.of(character)
            if used + cells > width - 1 { break }
            kept.append(character)
            used += cells
        }
        return kept + "…"
    }

    @Test func paddingCountsCells() {
        #expect(DisplayWidth.pad("ロゴ", to: 6) == "ロゴ  ")
        #expect(DisplayWidth.pad("42", to: 5, alignRight: true) == "   42")
        #expect(DisplayWidth.pad("toolong", to: 3) == "toolong")
    }
}
