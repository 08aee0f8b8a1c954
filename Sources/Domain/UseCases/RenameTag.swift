/// Renames a tag on every thread; into a tag that exists, the two become one.
public struct RenameTag: Sendable {
    private let tags: any TagsRepository

    public init(tags: any TagsRepository) { self.tags = tags }

    /// Both names are checked first; an unknown `old` is an error and nothing changes.
    public func callAsFunction(_ old: String, to new: String) async throws {
        let from = try TagName(validating: old)
        let to = try TagName(validating: new)
        guard try await tags.renameTag(from, to: to) else { throw ThreadsError.unknownTag(name: from.text) }
    }
}
