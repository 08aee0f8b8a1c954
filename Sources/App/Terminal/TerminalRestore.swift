#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The one path that puts the terminal back (paste off, cursor shown, normal screen, the saved
/// modes), for every way out: `TerminalSession.restore()`, `exit()` (an `atexit` hook), and
/// the signals that end the process, crashes included (Swift's traps are SIGILL or SIGTRAP).
///
/// This is the process's only global mutable state, because a signal handler is a C function
/// with no context: it can reach nothing else. It lives behind pointers allocated once, not
/// in `static var`s, so a handler reads it without lazy initialisation or exclusivity checks,
/// and the handler only reads it, writes bytes and calls `tcsetattr`, all async-signal-safe.
enum TerminalRestore {
    private struct State {
        /// Whether the terminal is ours now (raw, alternate screen); word-sized, like C's
        /// `sig_atomic_t`, for the handlers that read it.
        var armed: Int32 = 0
        var modes = termios()
        /// Bit n: our handler is on signal n, its previous action saved in `previous[n]`.
        var installed: UInt64 = 0
        var exitHookRegistered = false
    }

    nonisolated(unsafe) private static let state: UnsafeMutablePointer<State> = {
        let pointer = UnsafeMutablePointer<State>.allocate(capacity: 1)
        pointer.initialize(to: State())
        return pointer
    }()

    nonisolated(unsafe) private static let previous: UnsafeMutablePointer<sigaction> = {
        let pointer = UnsafeMutablePointer<sigaction>.allocate(capacity: 64)
        pointer.initialize(repeating: sigaction(), count: 64)
        return pointer
    }()

    /// The signals whose default action ends the process. SIGTERM, SIGHUP and SIGINT are
    /// handed to the session's dispatch sources once it listens for events; until then, and
    /// for the rest always, the handler restores and lets the previous action run.
    private static let signals: [Int32] = [SIGTERM, SIGHUP, SIGINT, SIGQUIT, SIGABRT, SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGTRAP, SIGSYS]

    /// Remembers `modes` as the ones to put back and installs the hooks; from here on any way
    /// out restores the terminal.
    static func arm(restoring modes: termios) {
        state.pointee.modes = modes
        if !state.pointee.exitHookRegistered {
            state.pointee.exitHookRegistered = true
            atexit { TerminalRestore.run() }
        }
        for number in signals where state.pointee.installed & bit(number) == 0 {
            var old = sigaction()
            guard sigaction(number, nil, &old) == 0, !isIgnored(old) else { continue }  // `nohup` stays in force
            previous[Int(number)] = old
            var action = sigaction()
            #if canImport(Glibc)
            action.__sigaction_handler.sa_handler = { TerminalRestore.handle($0) }
            #else
            action.__sigaction_u.__sa_handler = { TerminalRestore.handle($0) }
            #endif
            sigemptyset(&action.sa_mask)
            if sigaction(number, &action, nil) == 0 { state.pointee.installed |= bit(number) }
        }
        state.pointee.armed = 1
    }

    /// Puts the terminal back, once: later calls (and the hooks) do nothing until `rearm()`.
    static func run() {
        guard state.pointee.armed != 0 else { return }
        state.pointee.armed = 0
        TerminalIO.write(TerminalSession.leaveSequence)
        _ = tcsetattr(TerminalIO.input, TCSANOW, &state.pointee.modes)
    }

    /// The terminal is ours again (back from an editor).
    static func rearm() {
        state.pointee.armed = 1
    }

    /// Gives every signal its previous action back; the terminal is no longer ours.
    static func disarm() {
        state.pointee.armed = 0
        for number in signals where state.pointee.installed & bit(number) != 0 {
            _ = sigaction(number, previous + Int(number), nil)
        }
        state.pointee.installed = 0
    }

    private static func handle(_ number: Int32) {
        run()
        // The previous action (the default, or Swift's backtracer) then runs as if we were not
        // here: on return for a fault, at once for a signal sent.
        if state.pointee.installed & bit(number) != 0 {
            _ = sigaction(number, previous + Int(number), nil)
        } else {
            _ = signal(number, SIG_DFL)
        }
        _ = raise(number)
    }

    private static func bit(_ number: Int32) -> UInt64 { 1 << UInt64(number) }

    private static func isIgnored(_ action: sigaction) -> Bool {
        guard action.sa_flags & SA_SIGINFO == 0 else { return false }
        #if canImport(Glibc)
        let handler = action.__sigaction_handler.sa_handler
        #else
        let handler = action.__sigaction_u.__sa_handler
        #endif
        return handler.map { unsafeBitCast($0, to: Int.self) == 1 } ?? false
    }
}
