import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A TCP connection to the server on loopback, byte by byte: for what no HTTP client will do on
/// purpose (send half a head, hold a connection idle, finish a body later).
final class RawConnection {
    private let socket: Int32

    /// With `receiveBuffer`, the kernel keeps at most about that many bytes the client has not
    /// read (set before connecting, so the window the server sees is small from the start): a
    /// slow reader's backlog then stays in the server, where the test can see what it costs.
    init(port: Int, receiveBuffer: Int? = nil) throws {
        socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { throw POSIXError(.EMFILE) }
        if var size = receiveBuffer.map(Int32.init) {
            setsockopt(socket, SOL_SOCKET, SO_RCVBUF, &size, socklen_t(MemoryLayout<Int32>.size))
        }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else { Glibc.close(socket); throw POSIXError(.ECONNREFUSED) }
    }

    deinit { Glibc.close(socket) }

    func send(_ text: String) {
        var bytes = Array(text.utf8)
        _ = bytes.withUnsafeMutableBytes { Glibc.send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
    }

    /// Sends all of `bytes` (waiting while the server does not read); false once the server
    /// has closed or reset the connection.
    @discardableResult
    func send(_ bytes: [UInt8]) -> Bool {
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes { Glibc.send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            guard count > 0 else { return false }
            sent += count
        }
        return true
    }

    /// At most `limit` bytes, whatever has arrived within `seconds` (empty when nothing did);
    /// nil once the server has closed the connection.
    func receive(upTo limit: Int, seconds: Double) -> [UInt8]? {
        var poller = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
        guard poll(&poller, 1, Int32(seconds * 1000)) > 0 else { return [] }
        // Readable with nothing to read: the server closed.
        var buffer = [UInt8](repeating: 0, count: limit)
        let count = buffer.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
        return count > 0 ? Array(buffer.prefix(count)) : nil
    }

    /// Reads until what arrived holds `part`, the server closes, or `seconds` pass; sleeping as
    /// a task between looks, never blocking a thread, so that a server in this same process
    /// (which answers on the same few cooperative threads) can go on meanwhile.
    func collect(until part: String, seconds: Double) async -> [UInt8] {
        await collect(seconds: seconds) { $0.contains(part) }
    }

    /// Reads until what arrived, as text, is `enough`; as `collect(until:seconds:)` otherwise.
    func collect(seconds: Double, until enough: (String) -> Bool) async -> [UInt8] {
        var received: [UInt8] = []
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline, !enough(String(decoding: received, as: UTF8.self)) {
            guard let bytes = receive(upTo: 65_536, seconds: 0) else { break }
            received += bytes
            if bytes.isEmpty { try? await Task.sleep(for: .milliseconds(10)) }
        }
        return received
    }

    /// Closes the connection now, as a client that goes away does.
    func close() {
        Glibc.shutdown(socket, Int32(SHUT_RDWR))
    }

    /// What arrives within `seconds`, until the server closes (`closed`), the text so far holds
    /// `until`, or the time is up.
    func read(seconds: Double, until: String? = nil) -> (text: String, closed: Bool) {
        var received: [UInt8] = []
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            var poller = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
            let left = Int32(max(1, deadline.timeIntervalSinceNow * 1000))
            guard poll(&poller, 1, left) > 0 else { break }
            var buffer = [UInt8](repeating: 0, count: 65_536)
            let count = buffer.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
            if count <= 0 { return (String(decoding: received, as: UTF8.self), true) }
            received += buffer.prefix(count)
            if let until, String(decoding: received, as: UTF8.self).contains(until) { break }
        }
        return (String(decoding: received, as: UTF8.self), false)
    }

    /// The port of a `http://HOST:PORT` base.
    static func port(of base: String) -> Int { Int(base.split(separator: ":").last ?? "") ?? 0 }
}
