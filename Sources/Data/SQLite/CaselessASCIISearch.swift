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
    /// input byte, where this reads each byte twice without writing any.
    static func findCaseless(_ needle: UnsafeRawBufferPointer, in haystack: UnsafeRawBufferPointer) -> Bool {
        let count = needle.count
        guard count > 0, haystack.count >= count, let start = haystack.baseAddress, let target = needle.baseAddress else { return false }
        let first = needle[0], last = needle[count - 1]
        // A letter's 0x20 bit set in the text's byte makes its capital the letter; no other byte
        // becomes a letter so. Any other byte is compared as it is.
        let firstCase = SIMD16<UInt8>(repeating: isLowercaseLetter(first) ? 0x20 : 0)
        let lastCase = SIMD16<UInt8>(repeating: isLowercaseLetter(last) ? 0x20 : 0)
        let firsts = SIMD16<UInt8>(repeating: first), lasts = SIMD16<UInt8>(repeating: last)
        // Where the needle can start; the last byte of a place is `ends` bytes on. Both stay far
        // below overflow, so the loop does without its checks.
        let places = haystack.count - count + 1, ends = start + (count - 1)
        var offset = 0
        while offset &+ 16 <= places {
            let heads = start.loadUnaligned(fromByteOffset: offset, as: SIMD16<UInt8>.self) | firstCase
            let tails = ends.loadUnaligned(fromByteOffset: offset, as: SIMD16<UInt8>.self) | lastCase
            let both = (heads .== firsts) .& (tails .== lasts)
            // The mask's lanes as two words: the standard library's `any` reduces lane by lane.
            let words = unsafeBitCast(both, to: SIMD2<UInt64>.self)
            if words[0] | words[1] != 0 {
                for lane in 0..<16 where both[lane] {
                    if equalCaseless(start + offset + lane, target, count) { return true }
                }
            }
            offset &+= 16
        }
        while offset < places {
            if equalCaseless(start + offset, target, count) { return true }
            offset += 1
        }
        return false
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
