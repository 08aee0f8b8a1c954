import Domain

/// Seeds and hands the outcome to the presenter.
public struct SeedInteractor: Sendable {
    private let threads: any SeedRepository
    private let clock: Clock
    private let onSyntheticThread: @Sendable () -> Void
    private let presenter: any SeedPresentationLogic

    /// `onSyntheticThread` hears of each synthetic thread made (for progress).
    public init(threads: any SeedRepository, clock: Clock, onSyntheticThread: @escaping @Sendable () -> Void = {},
                presenter: any SeedPresentationLogic) {
        self.threads = threads
        self.clock = clock
        self.onSyntheticThread = onSyntheticThread
        self.presenter = presenter
    }

    public func seedSampleInbox(_ request: Seed.SeedSampleInbox.Request) async throws {
        let (added, total) = try await SeedSampleInbox(threads: threads, clock: clock)()
        presenter.presentSeedSampleInbox(Seed.SeedSampleInbox.Response(added: added, total: total))
    }

    public func seedSyntheticInbox(_ request: Seed.SeedSyntheticInbox.Request) async throws {
        let count = try await SeedSyntheticInbox(threads: threads, onThread: onSyntheticThread)(
            threads: request.threads, messages: request.messages, seed: request.seed)
        presenter.presentSeedSyntheticInbox(Seed.SeedSyntheticInbox.Response(threads: count, messages: request.messages, seed: request.seed))
    }
}
