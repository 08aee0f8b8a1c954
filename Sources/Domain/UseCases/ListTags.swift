/// Every tag with its counts, like a mail program's label list.
public struct ListTags: Sendable {
    private let tags: any TagsRepository

    public init(tags: any TagsRepository) { self.tags = tags }

    /// Sorted by name as tags sort everywhere (`sortedAsTags`).
    public func callAsFunction() async throws -> [TagSummary] {
        Self.sortedByName(try await tags.listTags())
    }

    /// `tags` in name order, each name folded once; as they are when they already are (a store
    /// lists them by key). Folding in each comparison cost a list of 1,000 tags 0.8 M instructions.
    static func sortedByName(_ tags: [TagSummary]) -> [TagSummary] {
        let keyed = tags.map { (key: TextFold.key($0.name), tag: $0) }
        let precedes = { (a: (key: String, tag: TagSummary), b: (key: String, tag: TagSummary)) in (a.key, a.tag.name) < (b.key, b.tag.name) }
        guard zip(keyed, keyed.dropFirst()).contains(where: { !precedes($0, $1) }) else { return tags }
        return keyed.sorted(by: precedes).map(\.tag)
    }

    /// The `limit` of `tags` a short list shows: those with the most unread threads, then the
    /// most threads, then by name; still in name order.
    public static func mostUsed(_ tags: [TagSummary], limit: Int) -> [TagSummary] {
        guard tags.count > limit else { return tags }
        let chosen = tags.sorted { ($1.unreadThreads, $1.threads) < ($0.unreadThreads, $0.threads) || (($0.unreadThreads, $0.threads) == ($1.unreadThreads, $1.threads) && byName($0, $1)) }
        return chosen.prefix(max(0, limit)).sorted(by: byName)
    }

    private static func byName(_ a: TagSummary, _ b: TagSummary) -> Bool {
        (TextFold.key(a.name), a.name) < (TextFold.key(b.name), b.name)
    }
}
