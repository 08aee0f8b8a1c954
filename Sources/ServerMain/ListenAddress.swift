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

    /// Whether only this machine can connect: 127.0.0.0/8, ::1 or `localhost`.
    var isLoopback: Bool {
        host == "localhost" || host == "::1" || host.split(separator: ".").first == "127" && host.split(separator: ".").count == 4
    }

    /// How the listening line writes it: an IPv6 address in brackets.
    func url(port: Int) -> String {
        "http://" + (host.contains(":") ? "[\(host)]" : host) + ":\(port)"
    }
}
