@testable import App
import Domain
import Testing

/// Bytes a terminal sends in raw mode, decoded to keys.
@Suite("Key decoder")
struct KeyDecoderTests {
    /// The keys `bytes` give in one feed, then a flush (the lone-Esc timeout passing).
    private func keys(_ bytes: [UInt8]) -> [Key] {
        var decoder = KeyDecoder()
        return decoder.feed(bytes) + decoder.flush()
    }

    private func keys(_ text: String) -> [Key] { keys(Array(text.utf8)) }

    @Test func printableTextIsOneCharacterPerGrapheme() {
        #expect(keys("aZ 1~") == [.character("a"), .character("Z"), .character(" "), .character("1"), .character("~")])
        #expect(keys("納品") == [.character("納"), .character("品")])
        // A letter and its combining accent, in one read, are one grapheme.
        #expect(keys("e\u{301}") == [.character("e\u{301}")])
        #expect(keys("👍🏽") == [.character("👍🏽")])
    }

    @Test func enterBackspaceAndTab() {
        #expect(keys([13, 10]) == [.enter, .enter])
        #expect(keys([127, 8]) == [.backspace, .backspace])
        #expect(keys([9]) == [.tab])
    }

    @Test func controlLettersAreTheLowercaseLetter() {
        #expect(keys([3]) == [.control("c")])
        #expect(keys([12]) == [.control("l")])
        #expect(keys([1, 4, 26]) == [.control("a"), .control("d"), .control("z")])
        // NUL and Ctrl-\ … Ctrl-_ are no letter.
        #expect(keys([0, 28, 31]) == [.unknown, .unknown, .unknown])
    }

    @Test func cursorKeysInBothModes() {
        #expect(keys("\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D") == [.up, .down, .right, .left])
        #expect(keys("\u{1B}OA\u{1B}OB\u{1B}OC\u{1B}OD") == [.up, .down, .right, .left])
    }

    @Test func homeEndPagesAndDelete() {
        #expect(keys("\u{1B}[H\u{1B}[1~\u{1B}[7~\u{1B}OH") == [.home, .home, .home, .home])
        #expect(keys("\u{1B}[F\u{1B}[4~\u{1B}[8~\u{1B}OF") == [.end, .end, .end, .end])
        #expect(keys("\u{1B}[5~\u{1B}[6~\u{1B}[3~") == [.pageUp, .pageDown, .delete])
    }

    @Test func modifiersLeaveTheKey() {
        #expect(keys("\u{1B}[1;5A") == [.up])
        #expect(keys("\u{1B}[1;2D") == [.left])
        #expect(keys("\u{1B}[3;5~") == [.delete])
        #expect(keys("\u{1B}[5;3~") == [.pageUp])
    }

    @Test func sequencesThatMeanNothingAreOneUnknownEach() {
        #expect(keys("\u{1B}[2~") == [.unknown])          // Insert
        #expect(keys("\u{1B}[15~") == [.unknown])         // F5
        #expect(keys("\u{1B}OP") == [.unknown])           // F1
        #expect(keys("\u{1B}[Z") == [.unknown])           // Shift-Tab
        #expect(keys("\u{1B}[<0;12;5M") == [.unknown])    // a mouse report
        #expect(keys("\u{1B}[?1;2c") == [.unknown])       // a device attributes answer
        #expect(keys("\u{1B}[201~") == [.unknown])        // a paste end with no start
        #expect(keys("\u{1B}OM") == [.enter])             // keypad Enter
        // Alt with a key is not that key.
        #expect(keys("\u{1B}q") == [.unknown])
        #expect(keys("\u{1B}納x") == [.unknown, .character("x")])
        // A sequence cut by a control byte: the broken part is unknown, the byte is itself.
        #expect(keys("\u{1B}[1\r") == [.unknown, .enter])
    }

    @Test func aLoneEscapeWaitsForTheTimeoutThenIsEscape() {
        var decoder = KeyDecoder()
        #expect(decoder.feed([27]) == [])
        #expect(decoder.isPending)
        #expect(decoder.flush() == [.escape])
        #expect(!decoder.isPending)
        #expect(decoder.flush() == [])
    }

    @Test func escapeFollowedQuicklyByTheRestIsTheSequence() {
        var decoder = KeyDecoder()
        #expect(decoder.feed([27]) == [])
        #expect(decoder.feed(Array("[".utf8)) == [])
        #expect(decoder.feed(Array("A".utf8)) == [.up])
        #expect(!decoder.isPending)
    }

    @Test func escapeTwiceIsTwoEscapes() {
        var decoder = KeyDecoder()
        #expect(decoder.feed([27, 27]) == [.escape])
        #expect(decoder.flush() == [.escape])
        #expect(keys("\u{1B}\u{1B}[B") == [.escape, .down])
    }

    @Test func anUnfinishedSequenceAtTheTimeoutIsOneUnknownAndWhatFollowsIsFresh() {
        var decoder = KeyDecoder()
        #expect(decoder.feed(Array("j\u{1B}[1;".utf8)) == [.character("j")])
        #expect(decoder.isPending)
        #expect(decoder.flush() == [.unknown])
        #expect(decoder.feed(Array("5A".utf8)) == [.character("5"), .character("A")])
    }

    @Test func utf8SplitAcrossFeeds() {
        var decoder = KeyDecoder()
        #expect(decoder.feed([0xC3]) == [])
        #expect(decoder.isPending)
        #expect(decoder.feed([0xA9, 0x61]) == [.character("é"), .character("a")])
        let bytes = Array("納😀".utf8)
        var found: [Key] = []
        for byte in bytes { found += decoder.feed([byte]) }
        #expect(found == [.character("納"), .character("😀")])
        #expect(!decoder.isPending)
    }

    @Test func invalidUTF8IsUnknownAndDecodingGoesOn() {
        #expect(keys([0xFF, 0x61]) == [.unknown, .character("a")])
        #expect(keys([0xC3, 0x41]) == [.unknown, .character("A")])           // a lead byte without its continuation
        #expect(keys([0x80, 0xBF]) == [.unknown, .unknown])                  // continuation bytes alone
        #expect(keys([0xC0, 0x80]) == [.unknown, .unknown])                  // overlong NUL
        #expect(keys([0xE0, 0x80, 0x80]) == [.unknown])                      // overlong, three bytes
        #expect(keys([0xED, 0xA0, 0x80]) == [.unknown])                      // a surrogate
        #expect(keys([0xF4, 0x90, 0x80, 0x80]) == [.unknown])                // past U+10FFFF
        #expect(keys([0xC2, 0x9B]) == [.unknown])                            // C1 CSI, which a terminal would obey
        #expect(keys([0xE7, 0xB4]) == [.unknown])                            // cut off, then the timeout
    }

    @Test func aPasteIsOneTextNeverKeys() {
        let pasted = keys("j\u{1B}[200~q\u{1B}[Ax\ny\u{1B}[201~k")
        #expect(pasted == [.character("j"), .paste("q[Ax\ny"), .character("k")])
    }

    @Test func aPasteKeepsLineBreaksAndTabsAndDropsOtherControls() {
        #expect(keys("\u{1B}[200~a\r\nb\rc\td\u{7}e\u{7F}f\u{1B}[201~") == [.paste("a\nb\nc\tdef")])
        #expect(keys("\u{1B}[200~納品\u{1B}[201~") == [.paste("納品")])
        #expect(keys("\u{1B}[200~\u{1B}[201~") == [])
    }

    @Test func aPasteSplitAcrossFeedsEvenInItsMarkersIsOnePaste() {
        var decoder = KeyDecoder()
        let bytes = Array("\u{1B}[200~line one\nq and 納\u{1B}[201~".utf8)
        var found: [Key] = []
        for (index, byte) in bytes.enumerated() {
            found += decoder.feed([byte])
            // The terminal pausing inside a paste, even inside its end marker, does not end it.
            if index >= 5 { found += decoder.flush() }
        }
        #expect(found == [.paste("line one\nq and 納")])
        #expect(!decoder.isPending)
    }

    @Test func anOpenPasteIsPendingUntilItsEnd() {
        var decoder = KeyDecoder()
        #expect(decoder.feed(Array("\u{1B}[200~abc\u{1B}[20".utf8)) == [])
        #expect(decoder.isPending)
        #expect(decoder.flush() == [])
        #expect(decoder.feed(Array("1~j".utf8)) == [.paste("abc"), .character("j")])
        #expect(!decoder.isPending)
    }

    @Test func tenThousandRandomFeedsNeverCrashAndDecodeAsTheWholeDoes() {
        var random = SeededRandom(seed: 0x7468_7265_6164_73)
        // Pieces of real sequences among random bytes, so the fuzz reaches deep into the decoder.
        let pieces: [[UInt8]] = ["\u{1B}", "\u{1B}[", "\u{1B}O", "[", "O", "1", ";", "5", "~", "A", "H", "200", "\u{1B}[200~", "\u{1B}[201~", "\r", "納", "é"].map { Array($0.utf8) }
        var chunked = KeyDecoder()
        var flushing = KeyDecoder()
        var chunkedKeys: [Key] = []
        var all: [UInt8] = []
        for _ in 0..<10_000 {
            var feed: [UInt8] = []
            for _ in 0..<random.below(8) {
                if random.below(3) == 0 {
                    feed += pieces[random.below(pieces.count)]
                } else {
                    feed.append(UInt8(truncatingIfNeeded: random.next()))
                }
            }
            all += feed
            chunkedKeys += chunked.feed(feed)
            let flushed = flushing.feed(feed) + flushing.flush()
            #expect(flushed.filter { !isWellFormed($0) } == [])
        }
        var whole = KeyDecoder()
        let wholeKeys = whole.feed(all) + whole.flush()
        chunkedKeys += chunked.flush()
        #expect(wholeKeys.filter { !isWellFormed($0) } == [])
        #expect(wholeKeys.count > 1000)
        // How bytes are split between reads changes nothing but grapheme grouping.
        #expect(Token.of(chunkedKeys) == Token.of(wholeKeys))
    }

    /// A `.character` is one printable grapheme: no control scalar reaches the screen.
    private func isWellFormed(_ key: Key) -> Bool {
        switch key {
        case .character(let character):
            return String(character).count == 1 && !character.unicodeScalars.contains { $0.value < 0x20 || (0x7F..<0xA0).contains($0.value) }
        case .paste(let text):
            return !text.unicodeScalars.contains { ($0.value < 0x20 && $0 != "\n" && $0 != "\t") || (0x7F..<0xA0).contains($0.value) }
        default:
            return true
        }
    }

    /// Keys with each run of characters as one string: graphemes split across reads differ.
    private enum Token: Equatable {
        case text(String)
        case key(Key)

        static func of(_ keys: [Key]) -> [Token] {
            var tokens: [Token] = []
            for key in keys {
                if case .character(let character) = key {
                    if case .text(let text) = tokens.last {
                        tokens[tokens.count - 1] = .text(text + String(character))
                    } else {
                        tokens.append(.text(String(character)))
                    }
                } else {
                    tokens.append(.key(key))
                }
            }
            return tokens
        }
    }
}
