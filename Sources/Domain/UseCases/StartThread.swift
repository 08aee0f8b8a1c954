import Foundation

/// A thread with a title and participants, and its first message when a body is given.
public struct StartThread: Sendable {
    private let threads: any ThreadActionsRepository
    private let clock: Clock
    private let makeKey: @Sendable () -> String

    /// Longest title accepted, in characters, after trimming (as for import).
    public static let maximumTitleLength = 500

    /// `makeKey` gives each new thread its stable key.
    public init(threads: any ThreadActionsRepository, clock: Clock, makeKey: @escaping @Sendable () -> String = { UUID().uuidString.lowercased() }) {
        self.threads = threads
        self.clock = clock
        self.makeKey = makeKey
    }

    /// Validates and stores the thread; the first message is the author's own, so already read.
    public func callAsFunction(title: String, participants: [String], body: String?, author: String) async throws -> ThreadID {
        let title = title.trimmingCharacters(in: .whitespacesAndNewlines)
        guard (1...Self.maximumTitleLength).contains(title.count) else {
            throw ThreadsError.titleLength(maximum: Self.maximumTitleLength)
        }
        let names = participants.map { $0.trimmingCharacters(in: .whitespaces) }
        guard !names.isEmpty, !names.contains(where: \.isEmpty) else {
            throw ThreadsError.missingParticipants
        }
        let now = clock.now()
        let messages = try body.map { [MessageDraft(author: try PostMessage.validAuthor(author), body: $0, sentAt: now, isRead: true)] } ?? []
        return try await threads.startThread(ThreadDraft(key: makeKey(), title: title, participants: names, createdAt: now, messages: messages))
    }
}
