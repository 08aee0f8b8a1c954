import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The thread that reads the terminal's bytes and yields them as keys. It waits in `poll` for
/// at most the lone-Esc timeout, so an `ESC` with nothing after it becomes the Escape key
/// quickly and `pause()`/`stop()` are answered within that time.
final class TerminalReader: @unchecked Sendable {
    // @unchecked: the flags below are read and written only with `condition` locked.
    private let condition = NSCondition()
    private var paused = false
    private var parked = false
    private var stopped = false
    private var finished = false

    private let descriptor: Int32
    private let continuation: AsyncStream<TerminalEvent>.Continuation

    /// How long an `ESC` waits for the rest of a sequence, in milliseconds (tcell's choice).
    static let loneEscapeTimeout: Int32 = 50

    init(descriptor: Int32, continuation: AsyncStream<TerminalEvent>.Continuation) {
        self.descriptor = descriptor
        self.continuation = continuation
    }

    func start() {
        let thread = Thread { [self] in run() }
        thread.name = "threads.terminal.reader"
        thread.start()
    }

    /// Returns once the thread has stopped reading, so another program (an editor) can have
    /// every byte the user types.
    func pause() {
        condition.lock()
        defer { condition.unlock() }
        paused = true
        while !parked, !finished { condition.wait() }
    }

    func unpause() {
        condition.lock()
        defer { condition.unlock() }
        paused = false
        condition.broadcast()
    }

    /// Returns once the thread has ended: nothing is read after the terminal is given back.
    func stop() {
        condition.lock()
        defer { condition.unlock() }
        stopped = true
        condition.broadcast()
        while !finished { condition.wait() }
    }

    private func run() {
        var decoder = KeyDecoder()
        var buffer = [UInt8](repeating: 0, count: 4096)
        while waitUntilRunning(&decoder) {
            var readable = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let ready = poll(&readable, 1, Self.loneEscapeTimeout)
            if ready == 0 {
                yield(decoder.flush())
                continue
            }
            if ready < 0 {
                if errno == EINTR { continue }
                break
            }
            let count = read(descriptor, &buffer, buffer.count)
            if count > 0 {
                yield(decoder.feed(Array(buffer[..<count])))
            } else if count < 0, errno == EINTR || errno == EAGAIN {
                continue
            } else {
                break  // end of input or an error: the terminal is gone
            }
        }
        condition.lock()
        let gone = !stopped
        finished = true
        condition.broadcast()
        condition.unlock()
        if gone { continuation.yield(.terminate) }
    }

    /// Parks the thread while paused; false once it is to stop.
    private func waitUntilRunning(_ decoder: inout KeyDecoder) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        if paused, !stopped {
            // Complete keys were yielded as they came; half a key now would be read as
            // Escape after the editor, so it is dropped.
            decoder = KeyDecoder()
            parked = true
            condition.broadcast()
            while paused, !stopped { condition.wait() }
            parked = false
        }
        return !stopped
    }

    private func yield(_ keys: [Key]) {
        for key in keys { continuation.yield(.key(key)) }
    }
}
