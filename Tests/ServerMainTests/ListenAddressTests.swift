@testable import ServerMain
import Testing

/// `--listen`'s loopback test decides whether a database with no token may be served: a name or
/// an address that only looks local must count as the network.
@Suite("threads-server --listen")
struct ListenAddressTests {
    @Test(arguments: [
        "127.0.0.1", "127.255.255.255", "127.0.0.0", "127.1.2.3",
        "::1", "0:0:0:0:0:0:0:1", "0000:0000:0000:0000:0000:0000:0000:0001", "::0:1", "0::1",
        "localhost", "LOCALHOST",
    ])
    func loopback(host: String) {
        #expect(ListenAddress(host: host, port: 8080).isLoopback)
    }

    @Test(arguments: [
        // A name whose first label is 127 is whatever DNS says it is.
        "127.a.b.c", "127.example.com.evil", "127.0.0.1.nip.io",
        // Not an address of four octets from 0 to 255 in 127.0.0.0/8.
        "127.0.0.256", "127.0.0.-1", "127.0.0", "127.0.0.1.", "127..0.1", "127.0.0.1 ", "+127.0.0.1", "127.0.0.0x1", "127.0.0.١",
        // inet_aton (which getaddrinfo falls back on) reads a leading zero as octal: 0127 is 87.
        "0127.0.0.1", "127.0.0.01",
        "128.0.0.1", "0.0.0.0", "10.0.0.1", "126.255.255.255",
        "::", "::2", "::ffff:127.0.0.1", "1::1", "::1%lo", "[::1]",
        "localhost.", "localhost.example.com", "", "127",
    ])
    func notLoopback(host: String) {
        #expect(!ListenAddress(host: host, port: 8080).isLoopback)
    }

    @Test func anIPv6AddressIsReadFromItsBrackets() {
        #expect(ListenAddress("[::1]:0") == ListenAddress(host: "::1", port: 0))
        #expect(ListenAddress("[::1]:0")?.isLoopback == true)
        #expect(ListenAddress("127.a.b.c:8080")?.isLoopback == false)
    }
}
