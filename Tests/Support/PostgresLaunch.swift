import Foundation

/// How this process's cluster came to be, decided once: running, or why not.
enum PostgresLaunch: Sendable {
    case running(PostgresServer)
    case unavailable(String)

    /// Starts the cluster the first time it is read (by `PostgresServer.shared`).
    static let outcome: PostgresLaunch = {
        #if canImport(Glibc)
        guard let binaries = installedBinaries() else {
            return .unavailable("no PostgreSQL installed: no /usr/lib/postgresql/*/bin/pg_ctl (scripts/bootstrap installs it)")
        }
        do {
            return .running(try PostgresCluster.start(binaries: binaries))
        } catch {
            return .unavailable("the PostgreSQL in \(binaries) could not start a test server: \(error)")
        }
        #else
        return .unavailable("the test PostgreSQL server is only started on Linux (from /usr/lib/postgresql)")
        #endif
    }()

    /// The bin folder of the highest PostgreSQL version under /usr/lib/postgresql (Debian's
    /// layout, one folder per major version, `15` or `9.6`) that has pg_ctl, initdb and psql.
    static func installedBinaries() -> String? {
        let root = "/usr/lib/postgresql"
        let versions = (try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []
        let numbered = versions.compactMap { name -> (number: [Int], bin: String)? in
            let parts = name.split(separator: ".").map { Int($0) }
            guard !parts.isEmpty, !parts.contains(nil) else { return nil }
            let bin = root + "/" + name + "/bin"
            let complete = ["pg_ctl", "initdb", "psql"].allSatisfy { FileManager.default.isExecutableFile(atPath: bin + "/" + $0) }
            return complete ? (parts.compactMap { $0 }, bin) : nil
        }
        return numbered.max { $0.number.lexicographicallyPrecedes($1.number) }?.bin
    }
}

#if canImport(Glibc)
/// The steps that make, start and stop the cluster: a folder under /tmp (reachable by the
/// `postgres` account, since `initdb` and `pg_ctl` refuse to run as root and run as `postgres`
/// through `runuser` then; as anyone else they run as that user), `initdb`, and `pg_ctl start`
/// on a free loopback port.
enum PostgresCluster {
    /// Why a step failed, with what the programs wrote.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// How many ports `start` tries: another process can take the free port it picked before
    /// the server binds it.
    static let attempts = 3

    static func start(binaries: String) throws -> PostgresServer {
        let folder = "/tmp/threads-postgres-\(getpid())-\(UUID().uuidString.prefix(8).lowercased())"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o700])
        let asServerUser: [String]
        do {
            asServerUser = try serverUserPrefix(owning: folder)
        } catch {
            try? FileManager.default.removeItem(atPath: folder)
            throw error
        }
        let data = folder + "/data", log = folder + "/server.log", output = folder + "/commands.log"
        let stop = asServerUser + [binaries + "/pg_ctl", "-D", data, "-m", "immediate", "stop"]
        // The watchdog first: from here on, however this process ends, the cluster goes with it.
        try ClusterCleanup.watch(stop: stop, folder: folder)
        ClusterCleanup.atExit(stop: stop, folder: folder)
        do {
            let initdb = try ChildProcess.run(asServerUser + [
                binaries + "/initdb", "-D", data, "-U", "threads", "--auth=trust", "--encoding=UTF8", "--locale=C.UTF-8", "--no-sync", "--no-instructions",
            ], in: folder)
            guard initdb.status == 0 else { throw Failure(description: "initdb failed (status \(initdb.status)): \(initdb.stdout)\(initdb.stderr)") }
            for _ in 1...attempts {
                guard let port = freeLoopbackPort() else { throw Failure(description: "no free port on 127.0.0.1") }
                // Swift Testing runs every test at once, each with a database and its own connections: room for 300.
                let options = "-k \(folder) -p \(port) -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off -c max_connections=300"
                let started = try ChildProcess.spawn(
                    asServerUser + [binaries + "/pg_ctl", "-D", data, "-l", log, "-w", "-t", "60", "-o", options, "start"], output: output
                )
                if started == 0 { return PostgresServer(port: port, binaries: binaries) }
            }
            throw Failure(description: "pg_ctl start failed on \(attempts) ports:\n\(tail(output))\n\(tail(log))")
        } catch {
            ClusterCleanup.now(stop: stop, folder: folder)
            throw error
        }
    }

    /// `runuser -u postgres --` when this process runs as root (after giving the folder to
    /// `postgres`), else nothing: the programs run as this user.
    static func serverUserPrefix(owning folder: String) throws -> [String] {
        guard getuid() == 0 else { return [] }
        guard let runuser = ["/usr/sbin/runuser", "/sbin/runuser"].first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            throw Failure(description: "running as root, where initdb refuses to run, and there is no runuser to run it as postgres")
        }
        guard let account = getpwnam("postgres") else {
            throw Failure(description: "running as root, where initdb refuses to run, and there is no postgres user to run it as")
        }
        guard chown(folder, account.pointee.pw_uid, account.pointee.pw_gid) == 0 else {
            throw Failure(description: "could not give \(folder) to postgres: \(String(cString: strerror(errno)))")
        }
        return [runuser, "-u", "postgres", "--"]
    }

    /// A TCP port on 127.0.0.1 free a moment ago: bound with port 0 (the kernel picks one), read,
    /// and released for the server to take.
    static func freeLoopbackPort() -> Int? {
        let socketDescriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socketDescriptor >= 0 else { return nil }
        defer { close(socketDescriptor) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = in_addr_t(0x7f00_0001).bigEndian
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let named = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { generic in
                bind(socketDescriptor, generic, length) == 0 && getsockname(socketDescriptor, generic, &length) == 0
            }
        }
        return named ? Int(UInt16(bigEndian: address.sin_port)) : nil
    }

    /// The last lines of the text file at `path`, for a failure's message.
    static func tail(_ path: String, lines: Int = 15) -> String {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return "(no \(path))" }
        return text.split(separator: "\n").suffix(lines).joined(separator: "\n")
    }
}

/// Stopping the cluster and removing its folder, however the test process ends.
enum ClusterCleanup {
    /// What `atexit` stops: set once, before the cluster starts.
    private static let pending = Pending()

    /// Stops the cluster (`pg_ctl -m immediate stop`, `stop`) and removes `folder`, now and
    /// whatever state they are in: a cluster that is not running, or a folder already gone, is
    /// no error.
    static func now(stop: [String], folder: String) {
        _ = try? ChildProcess.spawn(stop)
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// Does `now` when the process exits (returns from main or calls `exit`, as the test runner
    /// does after the last test).
    static func atExit(stop: [String], folder: String) {
        pending.set((stop, folder))
        atexit {
            guard let (stop, folder) = ClusterCleanup.pending.take() else { return }
            ClusterCleanup.now(stop: stop, folder: folder)
        }
    }

    /// Starts a shell that outlives this process, for the ends `atexit` misses (a crash,
    /// `kill -9`): once a second it checks this process is alive, and when it is gone it stops
    /// the cluster and removes `folder` (or finds `atexit` already did). It ignores the
    /// terminal's signals, so a Ctrl-C that kills the test run does not kill it too.
    static func watch(stop: [String], folder: String) throws {
        let quotedStop = stop.map(quoted).joined(separator: " ")
        let script = """
            trap '' INT HUP TERM QUIT
            while kill -0 \(getpid()) 2>/dev/null; do sleep 1; done
            \(quotedStop) >/dev/null 2>&1
            rm -rf \(quoted(folder))
            """
        _ = try ChildProcess.spawn(["/bin/sh", "-c", script], wait: false)
    }

    /// `value` in single quotes for `sh`.
    static func quoted(_ value: String) -> String { "'" + value.replacingOccurrences(of: "'", with: "'\\''") + "'" }

    /// The cleanup `atexit` runs, handed over under a lock (at most once).
    private final class Pending: @unchecked Sendable {
        private let lock = NSLock()
        private var job: (stop: [String], folder: String)?

        func set(_ job: (stop: [String], folder: String)) {
            lock.lock()
            defer { lock.unlock() }
            self.job = job
        }

        func take() -> (stop: [String], folder: String)? {
            lock.lock()
            defer { lock.unlock() }
            defer { job = nil }
            return job
        }
    }
}
#endif
