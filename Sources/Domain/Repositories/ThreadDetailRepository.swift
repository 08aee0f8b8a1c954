import Foundation

/// The thread scene's role (`show`, and opening a thread in browse or on the page).
public protocol ThreadDetailRepository: Sendable {
    /// One thread with all its messages, or nil when `id` is unknown.
    func showThread(_ id: ThreadID) async throws -> FullThread?
    /// The thread marked read, then with all its messages (read); nil, and nothing written,
    /// when `id` is unknown.
    func openThread(_ id: ThreadID) async throws -> FullThread?
    /// Every visit to thread `id` that has not expired at `now`, after noting `note` (a visit
    /// lasting `ThreadVisit.lasting` from `now`, or its end); nil, and nothing noted, when `id` is unknown.
    func visitThread(_ id: ThreadID, noting note: ThreadVisit.Note?, at now: Date) async throws -> [ThreadVisit]?
}
