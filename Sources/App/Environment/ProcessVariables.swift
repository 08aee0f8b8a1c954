#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The process's environment variables, read from `environ` as a C program reads them.
///
/// Not Foundation's `ProcessInfo.processInfo.environment`: the first use of `processInfo` builds
/// the shared instance, whose locked state's generic type the runtime instantiates by name,
/// checking its requirements by searching every protocol conformance in the binary; with the
/// dictionary built after it, about 0.15 ms of every command (perf, a json page; docs/performance-notes.md).
enum ProcessVariables {
    /// Each `NAME=value` entry; a name given twice keeps its first value, the one `getenv` finds.
    static func current() -> [String: String] {
        var variables: [String: String] = [:]
        var entry = environ
        while let pointer = entry.pointee {
            let text = String(cString: pointer)
            if let equals = text.utf8.firstIndex(of: UInt8(ascii: "=")) {
                let name = String(text[..<equals])
                if variables[name] == nil { variables[name] = String(text[text.utf8.index(after: equals)...]) }
            }
            entry += 1
        }
        return variables
    }
}
