#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The system calls the terminal session makes, kept apart so the session reads as what it
/// does. `writeAll` is safe in a signal handler: no allocation, no lock.
enum TerminalIO {
    static let input = STDIN_FILENO
    static let output = STDOUT_FILENO

    /// Writes every byte, through partial writes, interruptions and a full non-blocking
    /// descriptor; stops only when the terminal is gone, since nothing can be shown then.
    static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) {
        guard var next = bytes.baseAddress else { return }
        var remaining = bytes.count
        while remaining > 0 {
            #if canImport(Glibc)
            let written = Glibc.write(descriptor, next, remaining)
            #else
            let written = Darwin.write(descriptor, next, remaining)
            #endif
            if written > 0 {
                next += written
                remaining -= written
            } else if written < 0, errno == EINTR {
                continue
            } else if written < 0, errno == EAGAIN {
                var writable = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
                _ = poll(&writable, 1, 100)
            } else {
                return
            }
        }
    }

    static func write(_ text: String, to descriptor: Int32 = output) {
        var text = text
        text.withUTF8 { writeAll(UnsafeRawBufferPointer($0), to: descriptor) }
    }

    static func write(_ text: StaticString, to descriptor: Int32 = output) {
        writeAll(UnsafeRawBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount), to: descriptor)
    }

    /// The terminal's size in cells, nil when it reports none.
    static func size(of descriptor: Int32) -> (columns: Int, rows: Int)? {
        var size = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else { return nil }
        return (Int(size.ws_col), Int(size.ws_row))
    }

    static func modes(of descriptor: Int32) -> termios? {
        var modes = termios()
        return tcgetattr(descriptor, &modes) == 0 ? modes : nil
    }

    @discardableResult
    static func setModes(_ modes: termios, on descriptor: Int32) -> Bool {
        var modes = modes
        return tcsetattr(descriptor, TCSANOW, &modes) == 0
    }

    /// `modes` in raw mode: no echo, no line editing, no signals from keys (Ctrl-C arrives as
    /// byte 3), and no output processing, so `\n` is never turned into `\r\n` behind the
    /// frame writer's back (it moves the cursor itself).
    static func raw(_ modes: termios) -> termios {
        var raw = modes
        cfmakeraw(&raw)
        return raw
    }
}
