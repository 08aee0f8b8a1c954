/// The grams one document has already handed to FTS5 (`ShortTermTokenizer`), so each is handed
/// over once.
///
/// The short-term index keeps no positions (`detail=none`): it records which documents hold a
/// gram, not how often, and FTS5 drops a repeat only after hashing and looking it up. A body
/// repeats most of its grams (a 4 KB English message has about 8,000 and a few hundred distinct),
/// so a set of plain integers, probed with a multiply and a shift, saves most of those lookups:
/// the index it leaves is the same (`BulkIndexTests`).
struct GramSet: ~Copyable {
    /// Open addressing; 0 marks an empty slot (no gram's key is 0: see `key`).
    private var slots: UnsafeMutableBufferPointer<UInt64>
    private var count = 0
    private var shift: UInt64

    init() {
        // Room for a message of a few KB without growing.
        slots = .allocate(capacity: 2048)
        slots.initialize(repeating: 0)
        shift = 64 - 11
    }

    deinit { slots.deallocate() }

    /// A gram's key: the first scalar in the high half, the second (or one past the last scalar,
    /// for a gram of one) in the low. A first scalar is never NUL (such grams are never handed
    /// over), so no key is 0.
    static func key(_ first: Unicode.Scalar, _ second: Unicode.Scalar?) -> UInt64 {
        UInt64(first.value) << 32 | UInt64(second?.value ?? 0x11_0000)
    }

    /// Adds `key`; false when it was already there.
    mutating func insert(_ key: UInt64) -> Bool {
        if count * 2 >= slots.count { grow() }
        var index = Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> shift)
        let mask = slots.count - 1
        while true {
            let slot = slots[index]
            if slot == key { return false }
            if slot == 0 {
                slots[index] = key
                count += 1
                return true
            }
            index = (index + 1) & mask
        }
    }

    private mutating func grow() {
        let old = slots
        slots = .allocate(capacity: old.count * 2)
        slots.initialize(repeating: 0)
        shift -= 1
        count = 0
        for key in old where key != 0 { _ = insert(key) }
        old.deallocate()
    }
}
