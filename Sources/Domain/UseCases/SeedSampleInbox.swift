import Foundation

/// Loads the hand-written sample inbox; running it again adds nothing (its keys already exist).
public struct SeedSampleInbox: Sendable {
    private let threads: any SeedRepository
    private let clock: Clock

    /// The sample's times are placed relative to `clock`.
    public init(threads: any SeedRepository, clock: Clock) {
        self.threads = threads
        self.clock = clock
    }

    /// Adds the sample threads not stored yet; returns how many were added and how many the sample has.
    public func callAsFunction() async throws -> (added: Int, total: Int) {
        // Whole minutes, so the sample's timestamps read cleanly in exports and TSV.
        let now = clock.now().timeIntervalSince1970
        let drafts = SampleInbox.drafts(endingAt: Date(timeIntervalSince1970: (now / 60).rounded(.down) * 60))
        return (try await threads.seedSampleInbox(drafts), drafts.count)
    }
}
