import Domain

/// Each action runs its use case and hands the result to the presenter.
public struct TagsInteractor: Sendable {
    private let tags: any TagsRepository
    private let presenter: any TagsPresentationLogic

    public init(tags: any TagsRepository, presenter: any TagsPresentationLogic) {
        self.tags = tags
        self.presenter = presenter
    }

    public func listTags(_ request: Tags.ListTags.Request) async throws {
        let tags = try await ListTags(tags: tags)()
        let shown = request.limit.map { ListTags.mostUsed(tags, limit: $0) } ?? tags
        presenter.presentListTags(Tags.ListTags.Response(tags: shown, total: tags.count))
    }

    public func renameTag(_ request: Tags.RenameTag.Request) async throws {
        try await RenameTag(tags: tags)(request.name, to: request.newName)
        presenter.presentRenameTag(Tags.RenameTag.Response(name: request.name, newName: request.newName))
    }

    public func deleteTag(_ request: Tags.DeleteTag.Request) async throws {
        try await DeleteTag(tags: tags)(request.name)
        presenter.presentDeleteTag(Tags.DeleteTag.Response(name: request.name))
    }
}
