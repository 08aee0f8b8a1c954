/// Takes a tag off every thread; the threads stay.
public struct DeleteTag: Sendable {
    private let tags: any TagsRepository

    public init(tags: any TagsRepository) { self.tags = tags }

    /// An unknown tag is an error and nothing changes.
    public func callAsFunction(_ name: String) async throws {
        let tag = try TagName(validating: name)
        guard try await tags.deleteTag(tag) else { throw ThreadsError.unknownTag(name: tag.text) }
    }
}
