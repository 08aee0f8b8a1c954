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
/// dictionary built from copies of each entry, about 0.5 ms of every command, `--version` included
/// (alternated runs; docs/performance-notes.md).
enum ProcessVariables {
    /// Each `NAME=value` entry; a name given twice keeps its first value, the one `getenv` finds.
    static func current() -> [String: String] {
        var count = 0
        while environ[count] != nil { count += 1 }
        var variables: [String: String] = [:]
        variables.reserveCapacity(count)
        for index in 0..<count {
            guard let entry = environ[index] else { continue }
            // Name and value straight from the C string's bytes: no copy of the whole entry first.
            let bytes = UnsafeBufferPointer(start: UnsafeRawPointer(entry).assumingMemoryBound(to: UInt8.self), count: strlen(entry))
            guard let equals = bytes.firstIndex(of: UInt8(ascii: "=")) else { continue }
            let name = String(decoding: bytes[..<equals], as: UTF8.self)
            if variables[name] == nil { variables[name] = String(decoding: bytes[(equals + 1)...], as: UTF8.self) }
        }
        return variables
    }
}
