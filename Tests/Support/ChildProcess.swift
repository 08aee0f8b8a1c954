import Foundation
import Supervision

/// Runs the PostgreSQL programs for `PostgresServer`, always by full path and with a minimal
/// environment of its own (never the test's: no PGHOST, PGDATABASE or locale leaks in).
public enum ChildProcess {
    /// What a finished program left: its exit status (128 + the signal when a signal ended it)
    /// and what it wrote.
    struct Result {
        let status: Int32
        let stdout: String
        let stderr: String
    }

    /// The whole environment every program gets. GSS and SSL are off so libpq does not try them
    /// first on every connection (the cluster offers neither).
    public static let environment = ["PATH": "/usr/bin:/bin", "LC_ALL": "C.UTF-8", "PGGSSENCMODE": "disable", "PGSSLMODE": "disable"]

    /// Runs `arguments` (a full path first) in `folder` (the current one when nil) and waits,
    /// reading stdout and stderr together (so neither pipe fills and stalls it). For programs
    /// that leave nothing running; `spawn` is for one that starts a server.
    static func run(_ arguments: [String], in folder: String? = nil) throws -> Result {
        // Spawned cleanly rather than by `Process.run()`, which now and then crashes the whole
        // test process (`CleanSpawn.run`).
        let finished = try CleanSpawn.run(arguments, environment: environment, directory: folder)
        return Result(status: finished.signaled ? 128 + finished.status : finished.status,
                      stdout: String(decoding: finished.stdout, as: UTF8.self), stderr: String(decoding: finished.stderr, as: UTF8.self))
    }

    #if canImport(Glibc)
    /// Runs `arguments` (a full path first) with stdin from /dev/null and stdout and stderr
    /// appended to the file `output`, given nothing else of this process (`CleanSpawn`): a server
    /// the program leaves running (`pg_ctl start`) keeps no descriptor of it. Waits for the
    /// program and returns its status when `wait`, else returns its process id.
    /// `environment` is the program's whole environment (`ChildProcess.environment` unless given).
    /// Not for a program that runs on by itself: that is a `SupervisedProcess`.
    public static func spawn(_ arguments: [String], output: String = "/dev/null", wait: Bool = true,
                             environment: [String: String] = environment) throws -> Int32 {
        let pid = try CleanSpawn.spawn(arguments, environment: environment, standardOutput: .file(output), standardError: .standardOutput)
        return wait ? try CleanSpawn.wait(for: pid) : pid
    }
    #endif
}
