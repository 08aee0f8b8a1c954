import Foundation

/// What a child writes to a pipe, gathered in memory as it comes by a thread of its own, which
/// reads until the end and then closes the pipe.
///
/// Not a `FileHandle.readabilityHandler`: its Dispatch source must be cancelled before the
/// descriptor is closed, and a handle released with the source still registered left libdispatch
/// draining an event for freed memory (a crash of the whole test process).
public final class CollectedOutput: @unchecked Sendable {
    private let condition = NSCondition()
    // Guarded by `condition`.
    private var data = Data()
    private var ended = false

    /// Starts reading `descriptor`, which this value now owns.
    init(reading descriptor: Int32) {
        let thread = Thread { [self] in
            var buffer = [UInt8](repeating: 0, count: 1 << 16)
            while true {
                let count = read(descriptor, &buffer, buffer.count)
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else { break }
                condition.withLock { data.append(contentsOf: buffer[0..<count]) }
            }
            close(descriptor)
            condition.withLock {
                ended = true
                condition.broadcast()
            }
        }
        thread.name = "collected-output"
        thread.start()
    }

    /// Everything read so far, as UTF-8.
    public var text: String { condition.withLock { String(decoding: data, as: UTF8.self) } }

    /// Waits up to `seconds` for the end of the output (every writer gone); whether it came.
    @discardableResult
    public func waitForEnd(seconds: Double) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        return condition.withLock {
            while !ended && condition.wait(until: deadline) {}
            return ended
        }
    }
}
