/// FNV-1a over a text's UTF-8, 64 bits: a cheap, stable hash for the service's tags (a body's
/// ETag, a cursor's fingerprint), the same in every server process, with nothing to store.
public enum ContentHash {
    public static func of(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01b3
        }
        return hash
    }
}
