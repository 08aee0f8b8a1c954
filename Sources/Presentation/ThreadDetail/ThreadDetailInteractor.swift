import Domain

/// Loads a thread, or who else is on it, and hands it to the presenter.
public struct ThreadDetailInteractor: Sendable {
    private let threads: any ThreadDetailRepository
    private let presenter: any ThreadDetailPresentationLogic
    /// When a visit is noted, so when it ends.
    private let clock: Clock

    public init(threads: any ThreadDetailRepository, clock: Clock = .system, presenter: any ThreadDetailPresentationLogic) {
        self.threads = threads
        self.clock = clock
        self.presenter = presenter
    }

    /// An unknown id propagates as an error, and nothing is presented.
    public func showThread(_ request: ThreadDetail.ShowThread.Request) async throws {
        let thread = request.opening ? try await OpenThread(threads: threads)(request.id) : try await ShowThread(threads: threads)(request.id)
        presenter.presentShowThread(ThreadDetail.ShowThread.Response(thread: thread))
    }

    public func visitThread(_ request: ThreadDetail.VisitThread.Request) async throws {
        let visitors = try await VisitThread(threads: threads, clock: clock)(request.id, noting: request.note)
        let visiting = if case .here = request.note { true } else { false }
        presenter.presentVisitThread(ThreadDetail.VisitThread.Response(id: request.id, visitors: visitors, visiting: visiting))
    }
}
