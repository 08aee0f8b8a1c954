import Domain
import Foundation
import Synchronization

/// Progress of long work on stderr — count, rate, ETA — redrawn in place at most ten times
/// a second, and only when stderr is a terminal and `--quiet` was not given.
final class ProgressReporter: Sendable {
    private let verb: String, unit: String, total: Int?
    private let write: (@Sendable (String) -> Void)?
    private let uptime: @Sendable () -> TimeInterval
    private let started: TimeInterval
    /// Units done and when the line was last drawn. Used from the one task doing the work; the
    /// mutex only guards against a stray caller.
    private let drawn = Mutex((count: 0, at: TimeInterval(0)))

    /// A reporter for `verb` ("Importing") counting `unit`s; silent unless the environment allows.
    init(_ verb: String, unit: String, total: Int? = nil, quiet: Bool, environment: AppEnvironment) {
        self.verb = verb
        self.unit = unit
        self.total = total
        self.write = quiet || !environment.stderrIsTerminal ? nil : environment.output.err
        uptime = environment.uptime
        started = environment.uptime()
    }

    /// Counts one more unit done.
    func advance() {
        guard let write else { return }
        drawn.withLock { drawn in
            drawn.count += 1
            let now = uptime()
            guard now - drawn.at >= 0.1 else { return }
            drawn.at = now
            write("\r\u{1B}[K" + Self.line(verb: verb, unit: unit, count: drawn.count, total: total, elapsed: now - started))
        }
    }

    /// Clears the progress line.
    func finish() {
        guard let write else { return }
        drawn.withLock { if $0.at > 0 { write("\r\u{1B}[K") } }
    }

    /// "Importing 12,345 threads · 4,100/s · ETA 12s".
    static func line(verb: String, unit: String, count: Int, total: Int?, elapsed: TimeInterval) -> String {
        let rate = elapsed > 0 ? Double(count) / elapsed : 0
        var text = "\(verb) \(count)" + (total.map { " of \($0)" } ?? "") + " \(unit) · \(Int(rate))/s"
        if let total, rate > 0, total > count { text += " · ETA \(Int((Double(total - count) / rate).rounded(.up)))s" }
        return text
    }
}
