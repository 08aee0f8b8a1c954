import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The terminal while the browser runs: raw mode on the alternate screen, with the cursor
/// hidden and bracketed paste on; keys, resizes and termination as events; and everything put
/// back on the way out, however the process ends (see `TerminalRestore`).
final class TerminalSession: Sendable {
    private let saved: termios
    /// What the reader thread, the signal sources and the browser's task share.
    private struct State {
        var writer: FrameWriter
        var isActive = true
        var isSuspended = false
        var reader: TerminalReader?
        var sources: [DispatchSourceSignal] = []
        var continuation: AsyncStream<TerminalEvent>.Continuation?
    }

    private let state: Mutex<State>

    /// Alternate screen, cursor hidden, bracketed paste on.
    static var enterSequence: StaticString { "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?2004h" }
    /// The reverse, in reverse order, with the pen reset so no colour leaks into the shell.
    static var leaveSequence: StaticString { "\u{1B}[?2004l\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l" }

    /// Whether standard input and output are both terminals.
    static var isInteractive: Bool {
        Terminal.isTerminal(TerminalIO.input) && Terminal.isTerminal(TerminalIO.output)
    }

    /// Takes the terminal over. Throws when it is not one or its modes cannot be set, having
    /// changed nothing.
    static func start(colors: Bool = true) throws -> TerminalSession {
        guard isInteractive else { throw TerminalError.notATerminal }
        guard let saved = TerminalIO.modes(of: TerminalIO.input) else { throw TerminalError.modes(errno: errno) }
        TerminalRestore.arm(restoring: saved)
        guard TerminalIO.setModes(TerminalIO.raw(saved), on: TerminalIO.input) else {
            let code = errno
            TerminalRestore.disarm()
            throw TerminalError.modes(errno: code)
        }
        TerminalIO.write(enterSequence)
        return TerminalSession(saved: saved, colors: colors)
    }

    private init(saved: termios, colors: Bool) {
        self.saved = saved
        state = Mutex(State(writer: FrameWriter(colors: colors)))
    }

    deinit {
        restore()
    }

    /// The size in cells; 80×24 when the terminal reports none.
    var size: (columns: Int, rows: Int) {
        TerminalIO.size(of: TerminalIO.output) ?? (80, 24)
    }

    func write(_ text: String) {
        TerminalIO.write(text)
    }

    /// Writes what changed since the last frame drawn.
    func draw(_ grid: Grid) {
        let bytes = state.withLock { $0.writer.frame(grid) }
        if !bytes.isEmpty { write(bytes) }
    }

    /// Makes the next `draw` redraw everything (Ctrl-L).
    func invalidate() {
        state.withLock { $0.writer.invalidate() }
    }

    /// The events, from a reader thread and signal sources started on the first call; the
    /// stream finishes when the session is restored. Call it once.
    func events() -> AsyncStream<TerminalEvent> {
        AsyncStream(bufferingPolicy: .unbounded) { continuation in
            listen(continuation)
        }
    }

    /// Hands the terminal to another program (`$EDITOR`): normal screen, the saved modes, and
    /// no reading, so the program gets every key. Ctrl-C there is the program's, not a quit.
    func suspend() {
        let reader = state.withLock { state -> TerminalReader?? in
            guard state.isActive, !state.isSuspended else { return nil }
            state.isSuspended = true
            return .some(state.reader)
        }
        guard let reader else { return }
        reader?.pause()
        TerminalRestore.run()
    }

    /// Takes the terminal back after `suspend()`; the next `draw` redraws everything, since the
    /// alternate screen comes back blank.
    func resume() {
        let reader = state.withLock { state -> TerminalReader?? in
            guard state.isActive, state.isSuspended else { return nil }
            state.isSuspended = false
            state.writer.invalidate()
            return .some(state.reader)
        }
        guard let reader else { return }
        TerminalRestore.rearm()
        TerminalIO.setModes(TerminalIO.raw(saved), on: TerminalIO.input)
        TerminalIO.write(Self.enterSequence)
        reader?.unpause()
    }

    /// Gives the terminal back as it was: paste off, cursor shown, normal screen, the saved
    /// modes, signals as before. Safe to call more than once; `TerminalRestore` does the same
    /// on exit paths that never get here.
    func restore() {
        let taken = state.withLock { state -> (TerminalReader?, [DispatchSourceSignal], AsyncStream<TerminalEvent>.Continuation?)? in
            guard state.isActive else { return nil }
            state.isActive = false
            defer { (state.reader, state.sources, state.continuation) = (nil, [], nil) }
            return (state.reader, state.sources, state.continuation)
        }
        guard let (reader, sources, continuation) = taken else { return }
        reader?.stop()  // before the shell reads again, so no key of its is taken
        sources.forEach { $0.cancel() }
        TerminalRestore.run()
        TerminalRestore.disarm()
        continuation?.finish()
    }

    private func listen(_ continuation: AsyncStream<TerminalEvent>.Continuation) {
        let started = state.withLock { state -> Bool in
            guard state.isActive, state.continuation == nil else { return false }
            state.continuation = continuation
            return true
        }
        guard started else { return continuation.finish() }
        let reader = TerminalReader(descriptor: TerminalIO.input, continuation: continuation)
        let queue = DispatchQueue(label: "threads.terminal.signals")
        // The sources are made where they are kept: the state owns them from the start.
        state.withLock { state in
            state.reader = reader
            for number in [SIGWINCH, SIGTERM, SIGHUP, SIGINT] {
                #if canImport(Darwin)
                // kqueue reports a signal besides its action: ignored, it no longer ends the process.
                // (On Linux the source installs its own handler in place of `TerminalRestore`'s.)
                _ = signal(number, SIG_IGN)
                #endif
                let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
                source.setEventHandler { [weak self] in self?.received(number) }
                source.resume()
                state.sources.append(source)
            }
        }
        reader.start()
    }

    private func received(_ number: Int32) {
        guard let (continuation, suspended) = state.withLock({ state in state.continuation.map { ($0, state.isSuspended) } }) else { return }
        switch number {
        case SIGWINCH:
            let size = self.size
            continuation.yield(.resize(columns: size.columns, rows: size.rows))
        case SIGINT where suspended:
            break  // the editor's Ctrl-C, when its terminal modes make one a signal
        default:
            continuation.yield(.terminate)
        }
    }
}
