import Foundation

/// `--listen HOST:PORT` (docs/serve.md): a name or an IPv4 address, or an IPv6 one in brackets,
/// and a port from 0 (any free one) to 65535.
struct ListenAddress: Equatable {
    var host: String
    var port: Int

    static let standard = ListenAddress(host: "127.0.0.1", port: 8080)

    init(host: String, port: Int) {
        self.host = host
        self.port = port
    }

    /// Nil when `text` is not HOST:PORT.
    init?(_ text: String) {
        guard let colon = text.lastIndex(of: ":"), let port = Int(text[text.index(after: colon)...]), (0...65535).contains(port) else { return nil }
        var host = String(text[..<colon])
        if host.hasPrefix("[") && host.hasSuffix("]") { host = String(host.dropFirst().dropLast()) }
        guard !host.isEmpty, !host.contains(" ") else { return nil }
        self.init(host: host, port: port)
    }

    /// Whether only this machine can connect: an IPv4 address in 127.0.0.0/8, `::1` in any of
    /// its spellings, or `localhost`. Anything else counts as the network, a name that merely
    /// starts with `127.` included: DNS decides where that one is.
    var isLoopback: Bool {
        if host.lowercased() == "localhost" { return true }
        if let octets = Self.ipv4(host) { return octets[0] == 127 }
        return Self.ipv6(host) == Array(repeating: 0, count: 15) + [1]
    }

    /// The four octets of a dotted-quad IPv4 address, each written in decimal from 0 to 255 with
    /// no leading zero; nil for anything else. A leading zero is refused because the resolver
    /// the server falls back on (inet_aton) reads it as octal: 0127.0.0.1 is 87.0.0.1.
    static func ipv4(_ text: String) -> [Int]? {
        let labels = text.split(separator: ".", omittingEmptySubsequences: false)
        let octets = labels.compactMap { label -> Int? in
            guard (1...3).contains(label.count), label.allSatisfy({ $0.isASCII && $0.isNumber }),
                  label == "0" || label.first != "0" else { return nil }
            return Int(label).flatMap { (0...255).contains($0) ? $0 : nil }
        }
        return labels.count == 4 && octets.count == 4 ? octets : nil
    }

    /// The 16 bytes of an IPv6 address as the system reads it (`inet_pton`, every spelling of
    /// `::1` alike); nil when it is not one.
    static func ipv6(_ text: String) -> [UInt8]? {
        var address = in6_addr()
        guard inet_pton(AF_INET6, text, &address) == 1 else { return nil }
        return withUnsafeBytes(of: &address) { Array($0) }
    }

    /// How the listening line writes it: an IPv6 address in brackets.
    func url(port: Int) -> String {
        "http://" + (host.contains(":") ? "[\(host)]" : host) + ":\(port)"
    }
}
