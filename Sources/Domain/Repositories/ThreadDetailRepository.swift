/// The thread scene's role (`show`, and opening a thread in browse or on the page).
public protocol ThreadDetailRepository: Sendable {
    /// One thread with all its messages, or nil when `id` is unknown.
    func showThread(_ id: ThreadID) async throws -> FullThread?
    /// The thread marked read, then with all its messages (read); nil, and nothing written,
    /// when `id` is unknown.
    func openThread(_ id: ThreadID) async throws -> FullThread?
}
