import Foundation

#if canImport(Glibc)
extension CleanSpawn {
    /// What a finished program left: its status as Foundation's `Process` gives it (the exit
    /// code, or the signal's number when a signal ended it, with `signaled`) and what it wrote.
    public struct Finished: Sendable {
        public let status: Int32
        public let signaled: Bool
        public let stdout: Data
        public let stderr: Data
    }

    /// Runs `arguments` (a full path first) with `environment` as its whole environment, in
    /// `directory` when given, `input` written to its standard input, and waits for it, reading
    /// its standard output (unless it goes to the descriptor `output`) and error together, so
    /// that neither pipe fills and stalls it.
    ///
    /// For the tests' many short runs of a program, instead of corelibs' `Process.run()`, which
    /// lists `/proc/self/fd` copying 256 bytes of each shorter `dirent` and now and then reads
    /// past the end of glibc's buffer and crashes the whole test process (swift-corelibs-foundation
    /// pull request 5472; it crashed this suite at SchemaFixtureTests, in `memcpy`).
    public static func run(_ arguments: [String], environment: [String: String], directory: String? = nil,
                           input: Data? = nil, output: Int32? = nil) throws -> Finished {
        let stdin = try pipe(), stderr = try pipe()
        let stdout = output == nil ? try pipe() : nil
        var parentEnds = [stdin.write, stderr.read] + (stdout.map { [$0.read] } ?? [])
        defer { parentEnds.forEach { close($0) } }
        let pid: pid_t
        do {
            defer { [stdin.read, stderr.write, stdout?.write].compactMap { $0 }.forEach { close($0) } }
            pid = try spawn(arguments, environment: environment, directory: directory, standardInput: .descriptor(stdin.read),
                            standardOutput: .descriptor(output ?? stdout?.write ?? -1), standardError: .descriptor(stderr.write))
        }
        let errors = Collected(), outputs = Collected()
        let reading = DispatchGroup()
        DispatchQueue.global().async(group: reading) { [fd = stderr.read] in errors.data = readAll(fd) }
        if let stdout { DispatchQueue.global().async(group: reading) { [fd = stdout.read] in outputs.data = readAll(fd) } }
        // A program that ends early stops reading: its status tells, so a broken pipe is no error.
        signal(SIGPIPE, SIG_IGN)
        input?.withUnsafeBytes { bytes in
            guard let base = bytes.baseAddress else { return }
            var offset = 0
            while offset < bytes.count {
                let written = write(stdin.write, base + offset, bytes.count - offset)
                if written < 0 { if errno == EINTR { continue } else { break } }
                offset += written
            }
        }
        close(stdin.write)
        parentEnds.removeFirst()
        reading.wait()
        let status = try waitStatus(for: pid)
        let signaled = status & 0x7f != 0 && status & 0x7f != 0x7f
        return Finished(status: signaled ? status & 0x7f : (status >> 8) & 0xff, signaled: signaled, stdout: outputs.data, stderr: errors.data)
    }

    /// Everything up to end of file on `descriptor`.
    private static func readAll(_ descriptor: Int32) -> Data {
        var data = Data(), buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return data }
            data.append(contentsOf: buffer[0..<count])
        }
    }

    /// Bytes one thread writes and another reads after waiting for it (the group orders them).
    private final class Collected: @unchecked Sendable {
        var data = Data()
    }
}
#endif
