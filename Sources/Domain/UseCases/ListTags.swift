/// Every tag with its counts, like a mail program's label list.
public struct ListTags: Sendable {
    private let tags: any TagsRepository

    public init(tags: any TagsRepository) { self.tags = tags }

    /// Sorted by name as tags sort everywhere (`sortedAsTags`).
    public func callAsFunction() async throws -> [TagSummary] {
        try await tags.listTags().sorted { (TextFold.key($0.name), $0.name) < (TextFold.key($1.name), $1.name) }
    }
}
