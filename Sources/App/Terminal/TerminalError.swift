#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Why the terminal could not be set up for the full-screen browser.
enum TerminalError: Error, Equatable, CustomStringConvertible {
    /// Standard input or output is not a terminal (a pipe, a file, a script).
    case notATerminal
    /// The terminal's modes could not be read or set; the system's error number.
    case modes(errno: Int32)

    var description: String {
        switch self {
        case .notATerminal: "browse needs a terminal: standard input and output must both be one"
        case .modes(let code): "cannot set up the terminal: " + String(cString: strerror(code))
        }
    }
}
