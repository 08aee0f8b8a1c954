import Foundation

/// A bounded queue between two threads: `put` waits while `capacity` items wait already, `take`
/// waits while none does. So a producer that runs ahead holds at most `capacity` items in memory.
final class Handoff<Item: Sendable>: @unchecked Sendable {
    // @unchecked: every field is read and written only with `condition` locked.
    private let condition = NSCondition()
    private var items: [Item] = []
    private var closed = false
    private var dropped = false
    private let capacity: Int

    init(capacity: Int) {
        self.capacity = max(1, capacity)
    }

    /// Hands `item` over, once there is room; false if the queue was closed (the item is dropped).
    @discardableResult
    func put(_ item: Item) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        while items.count >= capacity && !closed { condition.wait() }
        guard !closed else { return false }
        items.append(item)
        condition.broadcast()
        return true
    }

    /// The oldest item, once there is one; nil once the queue is closed and empty.
    func take() -> Item? {
        condition.lock()
        defer { condition.unlock() }
        while items.isEmpty && !closed { condition.wait() }
        guard !items.isEmpty else { return nil }
        let item = items.removeFirst()
        condition.broadcast()
        return item
    }

    /// No more items: `take` returns what waits, then nil; `put` returns false at once.
    func close() {
        condition.lock()
        closed = true
        condition.broadcast()
        condition.unlock()
    }

    /// Whether `discard` was called: the items stopped short, not at their end.
    var isDiscarded: Bool {
        condition.lock()
        defer { condition.unlock() }
        return dropped
    }

    /// Closes the queue and drops what waits in it: for either side stopping early.
    func discard() {
        condition.lock()
        closed = true
        dropped = true
        items.removeAll()
        condition.broadcast()
        condition.unlock()
    }
}
