import Data

// Who is on a thread's page now: the reference the SQL stores' `thread_visits` are held to.
extension InMemoryDataStore {
    public func visitThread(_ threadID: Int64, noting visit: VisitRecord?, now: Int64) async throws -> [VisitRecord]? {
        guard threads.contains(where: { $0.id == threadID }) else { return nil }
        if let visit {
            visits = visits.filter { $0.until > now }
            visits.removeAll { $0.threadID == threadID && $0.personKey == visit.personKey }
            if visit.until > now { visits.append(visit) }
        }
        return visits.filter { $0.threadID == threadID && $0.until > now }.sorted { $0.personKey < $1.personKey }
    }
}
