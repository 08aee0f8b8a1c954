import Foundation

/// What the kernel says of a running server, read from outside as an operator would: its
/// resident memory now and at its peak, and the CPU time it has used.
struct ServerProcessReadings {
    let pid: Int32

    /// `VmRSS` in bytes; 0 when it cannot be read.
    var resident: Int { status("VmRSS:") }
    /// `VmHWM` (the most resident memory so far) in bytes.
    var peakResident: Int { status("VmHWM:") }

    /// User and system CPU time so far, in seconds.
    var cpuSeconds: Double {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = text.lastIndex(of: ")") else { return 0 }
        // The fields after the command name, which may hold spaces: utime and stime are the 12th and 13th.
        let fields = text[text.index(after: close)...].split(separator: " ")
        guard fields.count > 12, let user = Double(fields[11]), let system = Double(fields[12]) else { return 0 }
        return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
    }

    private func status(_ field: String) -> Int {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
              let line = text.split(separator: "\n").first(where: { $0.hasPrefix(field) }),
              let kilobytes = Int(line.dropFirst(field.count).trimmingCharacters(in: .whitespaces).split(separator: " ").first ?? "")
        else { return 0 }
        return kilobytes * 1024
    }
}

/// JSON Lines for `threads import`: `threads` threads of `messages` messages each, every body
/// `bodyLength` characters, keys starting with `prefix` so that several files add distinct threads.
enum LargeInbox {
    static func lines(prefix: String, threads: Int, messages: Int, bodyLength: Int) -> [UInt8] {
        let body = String(repeating: "lorem ipsum dolor sit amet, ", count: bodyLength / 28 + 1).prefix(bodyLength)
        var out: [UInt8] = []
        out.reserveCapacity(threads * messages * (bodyLength + 80))
        for thread in 0..<threads {
            let list = (0..<messages).map { index in
                #"{"author":"Sam","body":"\#(body) \#(index)","sent_at":"2026-03-01T09:\#(String(format: "%02d", index % 60)):00Z","read":false}"#
            }.joined(separator: ",")
            let line = #"{"key":"\#(prefix)-\#(thread)","title":"Load \#(thread)","participants":["Sam","Kim"],"created_at":"2026-03-01T09:00:00Z","messages":[\#(list)]}"#
            out += Array(line.utf8)
            out.append(UInt8(ascii: "\n"))
        }
        return out
    }
}
