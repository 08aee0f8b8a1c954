import Domain
import Foundation
import PostgresStore

/// The rule (docs/cli.md) for where the database lives: `--database`, else `$THREADS_DATABASE`,
/// else `$XDG_DATA_HOME/threads/threads.sqlite`, else `~/.local/share/threads/threads.sqlite`.
enum DatabaseLocator {
    /// Default busy timeout, in milliseconds.
    static let defaultBusyTimeoutMilliseconds = 5000

    /// The location in force.
    static func locate(option: String?, variables: [String: String]) throws -> StoreLocation {
        let timeout = try busyTimeout(variables["THREADS_BUSY_TIMEOUT_MS"])
        if let given = option ?? variables["THREADS_DATABASE"].flatMap({ $0.isEmpty ? nil : $0 }) {
            if PostgresURL.isServerAddress(given) {
                let server = try self.server(given, password: variables["PGPASSWORD"])
                return StoreLocation(path: server.shown, isDefault: false, busyTimeout: timeout, server: server)
            }
            return StoreLocation(path: try path(from: given), isDefault: false, busyTimeout: timeout)
        }
        let base: String
        if let xdg = variables["XDG_DATA_HOME"], xdg.hasPrefix("/") {  // relative values are ignored, per the XDG spec
            base = xdg
        } else if let home = variables["HOME"], !home.isEmpty {
            base = home + "/.local/share"
        } else {
            throw CommandError.usage("cannot find a place for the database: set HOME, XDG_DATA_HOME or THREADS_DATABASE, or pass --database")
        }
        return StoreLocation(path: base + "/threads/threads.sqlite", isDefault: true, busyTimeout: timeout)
    }

    /// The PostgreSQL database `url` names; a build without the store says which flag builds it.
    static func server(_ url: String, password: String?) throws -> PostgresURL {
        #if Postgres
        do {
            return try PostgresURL(url, passwordVariable: password)
        } catch {
            throw CommandError.usage("invalid --database URL: \(error.reason)")
        }
        #else
        throw CommandError.usage("this build has no PostgreSQL store; build it with 'swift build --traits Postgres' (docs/postgres.md), or give a file path")
        #endif
    }

    /// A file path from a path or URL; `file:` URLs are files, `postgres://` is handled above.
    static func path(from value: String) throws -> String {
        guard !value.isEmpty else { throw CommandError.usage("--database needs a path") }
        guard let schemeEnd = value.range(of: "://"),
              value[..<schemeEnd.lowerBound].allSatisfy({ $0.isLetter || $0.isNumber || "+.-".contains($0) }),
              value.first?.isLetter == true
        else { return value }
        let scheme = value[..<schemeEnd.lowerBound].lowercased()
        guard scheme == "file" else {
            throw CommandError.usage("database URL scheme '\(scheme)' is not supported by this build; give a file path")
        }
        let rest = String(value[schemeEnd.upperBound...])
        return rest.removingPercentEncoding ?? rest
    }

    private static func busyTimeout(_ text: String?) throws -> TimeInterval {
        guard let text else { return Double(defaultBusyTimeoutMilliseconds) / 1000 }
        guard let milliseconds = Int(text), milliseconds >= 0 else {
            throw CommandError.usage("THREADS_BUSY_TIMEOUT_MS must be a whole number of milliseconds, got '\(text)'")
        }
        return Double(milliseconds) / 1000
    }
}
