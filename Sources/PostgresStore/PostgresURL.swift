import Foundation

/// Where a shared inbox lives: `postgres://USER[:PASSWORD]@HOST[:PORT]/DBNAME[?sslmode=…]`
/// (or `postgresql://`), parsed. postgres-nio has no URL parser, and postgres-kit's would bring
/// sql-kit and async-kit, so the few rules are kept here. Built in every build (no
/// postgres-nio needed), so a build without the store can still recognise the address.
public struct PostgresURL: Equatable, Sendable {
    /// `sslmode`: only the two the contract names, plus libpq's default when none is given.
    public enum TLSMode: String, Sendable {
        /// Plain TCP.
        case disable
        /// TLS when the server offers it, else plain (libpq's default).
        case prefer
        /// TLS or no connection.
        case require
    }

    /// A URL this parser refuses, with what is wrong, for a one-line usage error.
    public struct Invalid: Error, Equatable {
        public let reason: String
    }

    public var user: String
    /// From the URL, else `$PGPASSWORD`; never shown.
    public var password: String?
    public var host: String
    public var port: Int
    public var database: String
    public var tls: TLSMode

    /// Whether `text` names a server by a scheme this store serves.
    public static func isServerAddress(_ text: String) -> Bool {
        let lower = text.lowercased()
        return lower.hasPrefix("postgres://") || lower.hasPrefix("postgresql://")
    }

    /// Parses `text`; `passwordVariable` (`$PGPASSWORD`) is used when the URL has no password.
    public init(_ text: String, passwordVariable: String? = nil) throws(Invalid) {
        guard let schemeEnd = text.range(of: "://"), Self.isServerAddress(text) else {
            throw Invalid(reason: "a PostgreSQL URL starts with postgres:// or postgresql://")
        }
        var rest = Substring(text[schemeEnd.upperBound...])
        var query: Substring = ""
        if let mark = rest.firstIndex(of: "?") {
            query = rest[rest.index(after: mark)...]
            rest = rest[..<mark]
        }
        guard let slash = rest.firstIndex(of: "/") else {
            throw Invalid(reason: "the URL names no database: postgres://USER@HOST[:PORT]/DBNAME")
        }
        let authority = rest[..<slash]
        database = try Self.decoded(rest[rest.index(after: slash)...], "database name")
        guard !database.isEmpty, !database.contains("/") else {
            throw Invalid(reason: "the URL names no database: postgres://USER@HOST[:PORT]/DBNAME")
        }
        guard let at = authority.lastIndex(of: "@") else {
            throw Invalid(reason: "the URL names no user: postgres://USER@HOST[:PORT]/DBNAME")
        }
        let credentials = authority[..<at]
        if let colon = credentials.firstIndex(of: ":") {
            user = try Self.decoded(credentials[..<colon], "user name")
            password = try Self.decoded(credentials[credentials.index(after: colon)...], "password")
        } else {
            user = try Self.decoded(credentials, "user name")
            password = passwordVariable
        }
        guard !user.isEmpty else { throw Invalid(reason: "the URL names no user: postgres://USER@HOST[:PORT]/DBNAME") }
        (host, port) = try Self.hostAndPort(authority[authority.index(after: at)...])
        tls = try Self.tlsMode(query)
    }

    /// `USER@HOST:PORT/DBNAME`: how errors name the database (never with the password).
    public var name: String {
        "\(user)@\(host.contains(":") ? "[\(host)]" : host):\(port)/\(database)"
    }

    /// The URL without its password, as `threads db path` prints it.
    public var shown: String {
        "postgres://" + name + (tls == .prefer ? "" : "?sslmode=\(tls.rawValue)")
    }

    private static func hostAndPort(_ text: Substring) throws(Invalid) -> (String, Int) {
        var host = text
        var portText: Substring?
        if text.hasPrefix("[") {
            // [::1]:5432
            guard let close = text.firstIndex(of: "]") else { throw Invalid(reason: "unclosed '[' in the URL's host") }
            host = text[text.index(after: text.startIndex)..<close]
            let after = text[text.index(after: close)...]
            if after.hasPrefix(":") { portText = after.dropFirst() } else if !after.isEmpty { throw Invalid(reason: "unexpected text after the URL's host") }
        } else if let colon = text.lastIndex(of: ":") {
            host = text[..<colon]
            portText = text[text.index(after: colon)...]
        }
        guard !host.isEmpty else { throw Invalid(reason: "the URL names no host: postgres://USER@HOST[:PORT]/DBNAME") }
        guard let portText else { return (String(host), 5432) }
        guard let port = Int(portText), (1...65535).contains(port) else {
            throw Invalid(reason: "the URL's port must be a number from 1 to 65535, got '\(portText)'")
        }
        return (String(host), port)
    }

    private static func tlsMode(_ query: Substring) throws(Invalid) -> TLSMode {
        var mode = TLSMode.prefer
        for pair in query.split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard parts.count == 2, parts[0] == "sslmode" else {
                throw Invalid(reason: "unknown URL parameter '\(parts[0])'; only sslmode=disable|require is understood")
            }
            guard let given = TLSMode(rawValue: String(parts[1])), given != .prefer else {
                throw Invalid(reason: "sslmode must be disable or require, got '\(parts[1])'")
            }
            mode = given
        }
        return mode
    }

    private static func decoded(_ text: Substring, _ what: String) throws(Invalid) -> String {
        guard let value = String(text).removingPercentEncoding else {
            throw Invalid(reason: "the URL's \(what) has a malformed %-escape")
        }
        return value
    }
}
