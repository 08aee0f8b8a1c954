/// Every tag with its counts, like a mail program's label list.
public struct ListTags: Sendable {
    private let tags: any TagsRepository

    public init(tags: any TagsRepository) { self.tags = tags }

    /// Sorted by name as tags sort everywhere (`sortedAsTags`).
    public func callAsFunction() async throws -> [TagSummary] {
        try await tags.listTags().sorted(by: Self.byName)
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
