import Domain
import GRDB

extension ThreadQuerySQL {
    /// The width of an `activity_buckets` bucket in bits of milliseconds (schema/011).
    static let bucketShift: Int64 = 26

    /// How many threads the branches' states hold in each activity bucket, one row of
    /// (bucket, threads) each, in the order `sort` meets them; nil when the buckets cannot place
    /// a page: the order is not by activity, or a branch asks more of its threads than its state
    /// (a star, a search, a name), which the buckets do not count.
    func activityBuckets(_ sort: ThreadSort) -> String? {
        // A branch without refinements has no page refinements or candidates either: all three
        // come from the same conjuncts.
        // The buckets count the first person's states: another person's mutes are their own.
        guard person == nil, sort == .recent || sort == .oldest, !branches.isEmpty, branches.allSatisfy({ $0.refinements.isEmpty && !$0.unread })
        else { return nil }
        // One state reads its rows in key order; several are summed bucket by bucket.
        return "SELECT bucket, sum(threads) FROM activity_buckets WHERE " + stateCondition
            + " GROUP BY bucket ORDER BY bucket " + (sort == .recent ? "DESC" : "ASC")
    }

    /// The position just before `bucket`'s first thread in `sort`, so that a page after it
    /// starts there: for `.recent` the bucket's last millisecond with every id after it, for
    /// `.oldest` its first. Nil for a bucket whose edge a `Date` cannot carry to the millisecond
    /// (times hundreds of thousands of years away), which then is walked to instead.
    static func position(before bucket: Int64, _ sort: ThreadSort) -> SortPosition? {
        let first = bucket << bucketShift
        let edge = sort == .recent ? first | ((1 << bucketShift) - 1) : first
        let date = Millis.date(edge)
        guard Millis.from(date) == edge else { return nil }
        // Ids run descending within a time in both orders: after the largest id is the whole
        // of that millisecond.
        return SortPosition(key: .activity(date), id: ThreadID(Int64.max))
    }
}
