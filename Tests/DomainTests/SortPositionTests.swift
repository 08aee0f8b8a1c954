import Domain
import Foundation
import Testing
import TestSupport

/// The reference for keyset pages: a thread's position in each sort, and which threads come
/// after a position, agreeing with the order itself, ties included.
@Suite("Sort positions")
struct SortPositionTests {
    /// Keys tied in pairs and more: two times, one title in two cases, two unread counts.
    static let items = [
        Seeds.summary(id: 1, title: "banana", unread: 2, hours: 5),
        Seeds.summary(id: 2, title: "Apple", unread: 0, hours: 1),
        Seeds.summary(id: 3, title: "ロゴ", unread: 2, hours: 5),
        Seeds.summary(id: 4, title: "BANANA", unread: 1, hours: 9),
        Seeds.summary(id: 5, title: "Banana", unread: 0, hours: 5),
        Seeds.summary(id: 6, title: "apple", unread: 2, hours: 1),
    ]

    @Test func aPositionIsTheKeyTheSortReadsAndTheID() {
        let item = Self.items[3]
        #expect(ThreadSort.recent.position(of: item) == SortPosition(key: .activity(Seeds.at(hours: 9)), id: ThreadID(4)))
        #expect(ThreadSort.oldest.position(of: item) == SortPosition(key: .activity(Seeds.at(hours: 9)), id: ThreadID(4)))
        #expect(ThreadSort.title.position(of: item) == SortPosition(key: .title("banana"), id: ThreadID(4)))
        #expect(ThreadSort.unread.position(of: item) == SortPosition(key: .unread(1), id: ThreadID(4)))
        for sort in ThreadSort.allCases {
            #expect(sort.reads(sort.position(of: item).key))
        }
        #expect(!ThreadSort.title.reads(.activity(Seeds.base)) && !ThreadSort.recent.reads(.unread(0)) && !ThreadSort.unread.reads(.title("a")))
    }

    @Test(arguments: ThreadSort.allCases)
    func whatComesAfterAPositionIsTheRestOfTheOrder(sort: ThreadSort) {
        let ordered = Self.items.sorted { sort.orders($0, before: $1) }
        for (index, item) in ordered.enumerated() {
            let after = sort.position(of: item)
            let following = ordered.filter { sort.orders($0, after: after) }
            #expect(following.map(\.thread.id) == ordered.dropFirst(index + 1).map(\.thread.id), "\(sort) after #\(item.thread.id)")
            #expect(!sort.orders(item, after: after), "a thread is not after its own position")
        }
    }

    @Test func aPositionOfAThreadNoLongerThereStillPlacesTheRest() {
        // Between two threads' positions: a time no thread has, with any id.
        let between = SortPosition(key: .activity(Seeds.at(hours: 3)), id: ThreadID(100))
        #expect(Self.items.filter { ThreadSort.recent.orders($0, after: between) }.map(\.thread.id.rawValue).sorted() == [2, 6])
        #expect(Self.items.filter { ThreadSort.oldest.orders($0, after: between) }.map(\.thread.id.rawValue).sorted() == [1, 3, 4, 5])
        let title = SortPosition(key: .title("b"), id: ThreadID(1))
        #expect(Self.items.filter { ThreadSort.title.orders($0, after: title) }.map(\.thread.id.rawValue).sorted() == [1, 3, 4, 5])
    }

    @Test func aKeyTheSortDoesNotReadLeavesTheIDsToDecide() {
        let foreign = SortPosition(key: .title("zzz"), id: ThreadID(4))
        #expect(Self.items.filter { ThreadSort.recent.orders($0, after: foreign) }.map(\.thread.id.rawValue).sorted() == [1, 2, 3])
    }
}
