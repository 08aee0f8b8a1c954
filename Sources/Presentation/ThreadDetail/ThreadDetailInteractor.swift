import Domain

/// Loads a thread and hands it to the presenter.
public struct ThreadDetailInteractor: Sendable {
    private let threads: any ThreadDetailRepository
    private let presenter: any ThreadDetailPresentationLogic

    public init(threads: any ThreadDetailRepository, presenter: any ThreadDetailPresentationLogic) {
        self.threads = threads
        self.presenter = presenter
    }

    /// An unknown id propagates as an error, and nothing is presented.
    public func showThread(_ request: ThreadDetail.ShowThread.Request) async throws {
        let thread = request.opening ? try await OpenThread(threads: threads)(request.id) : try await ShowThread(threads: threads)(request.id)
        presenter.presentShowThread(ThreadDetail.ShowThread.Response(thread: thread))
    }
}
