// How `threads_contains` finds a plain ASCII needle without folding the text first.
extension FoldFunction {
    /// Whether the folded text holds `needle` exactly when the text itself holds it with A-Z
    /// taken as a-z, so that `findCaseless` can answer without folding.
    ///
    /// Folding maps ASCII to ASCII byte for byte, and every other scalar to bytes of 0x80 and
    /// above, but for two: the Kelvin sign folds to `k`, and İ to `i` and a combining dot (two
    /// bytes from 0x80), which an ASCII needle can meet only with its last byte. A needle with a
    /// `k`, or ending in `i`, or with a byte from 0x80, is found in the folded text instead.
    static func searchesRawText(_ needle: UnsafeRawBufferPointer) -> Bool {
        guard let last = needle.last, last != UInt8(ascii: "i") else { return false }
        return !needle.contains { $0 >= 0x80 || $0 == UInt8(ascii: "k") }
    }

    /// Whether `haystack`, with A-Z read as a-z, holds `needle` (not empty, folded, and one that
    /// `searchesRawText` accepts).
    ///
    /// Sixteen places are tried at once by the needle's first and last bytes, and only where both
    /// match is the rest compared: a page of long mail (2-6 KB a message) spent a fifth of its
    /// instructions folding each candidate's whole text and searching the copy, about 2.5 an
    /// input byte, where this reads each byte twice without writing any. Four such steps are
    /// made before one test of all their lanes, since a place where both bytes match is rare in
    /// text: 19 instructions for sixteen places with a test each, 44 for 64 with one (1,084 long
    /// messages read for `"dohuz jasonip"`: 6.7M → 4.5M, callgrind).
    static func findCaseless(_ needle: UnsafeRawBufferPointer, in haystack: UnsafeRawBufferPointer) -> Bool {
        let count = needle.count
        guard count > 0, haystack.count >= count, let start = haystack.baseAddress, let target = needle.baseAddress else { return false }
        let places = haystack.count - count + 1
        let ends = EndBytes(needle: target, count: count, text: start)
        var offset = 0
        while offset &+ 64 <= places {
            let first = ends.matches(at: offset), second = ends.matches(at: offset &+ 16)
            let third = ends.matches(at: offset &+ 32), fourth = ends.matches(at: offset &+ 48)
            let any = first | second | third | fourth
            if any[0] | any[1] != 0 {
                if ends.confirms(first, at: offset) || ends.confirms(second, at: offset &+ 16)
                    || ends.confirms(third, at: offset &+ 32) || ends.confirms(fourth, at: offset &+ 48) { return true }
            }
            offset &+= 64
        }
        while offset &+ 16 <= places {
            if ends.confirms(ends.matches(at: offset), at: offset) { return true }
            offset &+= 16
        }
        // The last places as the sixteen that end there, some of them tried again: a short
        // message's tail (up to fifteen places) is otherwise compared place by place.
        if offset < places, places >= 16 {
            return ends.confirms(ends.matches(at: places &- 16), at: places &- 16)
        }
        while offset < places {
            if equalCaseless(start + offset, target, count) { return true }
            offset += 1
        }
        return false
    }

    /// Sixteen places of the text at a time, matched by the needle's first and last bytes.
    private struct EndBytes {
        let needle: UnsafeRawPointer, count: Int
        /// The text, and the same text `count - 1` bytes on, where each place's last byte is.
        let heads: UnsafeRawPointer, tails: UnsafeRawPointer
        let first: SIMD16<UInt8>, last: SIMD16<UInt8>
        /// A letter's 0x20 bit set in the text's byte makes its capital the letter; no other byte
        /// becomes a letter so. Any other byte is compared as it is.
        let firstCase: SIMD16<UInt8>, lastCase: SIMD16<UInt8>

        init(needle: UnsafeRawPointer, count: Int, text: UnsafeRawPointer) {
            self.needle = needle
            self.count = count
            heads = text
            tails = text + (count - 1)
            let firstByte = needle.load(as: UInt8.self), lastByte = needle.load(fromByteOffset: count - 1, as: UInt8.self)
            first = SIMD16(repeating: firstByte)
            last = SIMD16(repeating: lastByte)
            firstCase = SIMD16(repeating: FoldFunction.isLowercaseLetter(firstByte) ? 0x20 : 0)
            lastCase = SIMD16(repeating: FoldFunction.isLowercaseLetter(lastByte) ? 0x20 : 0)
        }

        /// The sixteen places from `offset` as two words, each lane's byte 0xFF where both of the
        /// needle's end bytes are there. The offset and the needle stay far below overflow.
        @inline(__always) func matches(at offset: Int) -> SIMD2<UInt64> {
            let starts = heads.loadUnaligned(fromByteOffset: offset, as: SIMD16<UInt8>.self) | firstCase
            let ends = tails.loadUnaligned(fromByteOffset: offset, as: SIMD16<UInt8>.self) | lastCase
            return unsafeBitCast((starts .== first) .& (ends .== last), to: SIMD2<UInt64>.self)
        }

        /// Whether the needle is at one of the places `lanes` marks, each compared whole.
        @inline(__always) func confirms(_ lanes: SIMD2<UInt64>, at offset: Int) -> Bool {
            for half in 0..<2 {
                // Lane 0 is the word's lowest byte on any platform.
                var word = UInt64(littleEndian: lanes[half])
                while word != 0 {
                    let lane = word.trailingZeroBitCount &>> 3
                    if FoldFunction.equalCaseless(heads + (offset &+ half &* 8 &+ lane), needle, count) { return true }
                    word &= ~(0xFF &<< UInt64(lane &* 8))
                }
            }
            return false
        }
    }

    private static func isLowercaseLetter(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")
    }

    /// Whether the `count` bytes at `text`, A-Z read as a-z, are those at `needle`.
    private static func equalCaseless(_ text: UnsafeRawPointer, _ needle: UnsafeRawPointer, _ count: Int) -> Bool {
        for index in 0..<count {
            let byte = text.load(fromByteOffset: index, as: UInt8.self)
            let folded = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte
            guard folded == needle.load(fromByteOffset: index, as: UInt8.self) else { return false }
        }
        return true
    }
}
