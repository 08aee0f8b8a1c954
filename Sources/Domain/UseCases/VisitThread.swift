import Foundation

/// Who else is on a thread now, as the page shows it (docs/team.md): notes where the visitor is
/// (reading, writing a reply, gone), then answers everyone else whose visit has not expired.
/// Without a visitor (a read-only session) it only looks.
public struct VisitThread: Sendable {
    private let threads: any ThreadDetailRepository
    private let clock: Clock

    public init(threads: any ThreadDetailRepository, clock: Clock) {
        self.threads = threads
        self.clock = clock
    }

    /// The others on thread `id`, sorted by name; an unknown id is an error, and nothing is noted.
    public func callAsFunction(_ id: ThreadID, noting note: ThreadVisit.Note?) async throws -> [ThreadVisit] {
        guard let visits = try await threads.visitThread(id, noting: note, at: clock.now()) else {
            throw ThreadsError.unknownThread(id)
        }
        let me = note?.person
        return visits.filter { $0.person != me }.sorted { $0.person.key < $1.person.key }
    }
}
