import Synchronization
import Words

/// How many imports may run at once; one more is answered 503 with `Retry-After` before its body
/// is read. The store writes one transaction at a time, so more imports at once would only queue
/// for its lock while each held its upload and its drafts (docs/serve.md, "Under load").
final class ImportGate: Sendable {
    let limit: Int
    private let running = Mutex(0)

    init(limit: Int) {
        self.limit = limit
    }

    /// `body` as one of the imports running, or a 503 when `limit` run already.
    func admit<T>(_ body: () async throws -> T) async throws -> T {
        let admitted = running.withLock { running in
            guard running < limit else { return false }
            running += 1
            return true
        }
        guard admitted else { throw Problem.importsBusy(limit: limit) }
        defer { running.withLock { $0 -= 1 } }
        return try await body()
    }
}
