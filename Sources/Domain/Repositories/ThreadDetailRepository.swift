/// The thread scene's role (`show`).
public protocol ThreadDetailRepository: Sendable {
    /// One thread with all its messages, or nil when `id` is unknown.
    func showThread(_ id: ThreadID) async throws -> FullThread?
}
