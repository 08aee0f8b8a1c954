@testable import App
import Data
import Domain
import Foundation
import Supervision
import TestSupport

/// What a command printed and returned.
struct CommandResult: Sendable {
    var status: Int32
    var stdout: String
    var stderr: String

    var stdoutLines: [String] { stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init) }
}

/// Captures a command's two streams in memory.
final class Capture: @unchecked Sendable {
    // Guarded by `lock`.
    private var out = "", err = ""
    private let lock = NSLock()

    var sink: OutputSink {
        OutputSink(out: { text in self.lock.withLock { self.out += text } },
                   err: { text in self.lock.withLock { self.err += text } })
    }

    var result: (String, String) { lock.withLock { (out, err) } }
}

/// Runs commands in process with a test environment: a given store, a fixed clock, a chosen terminal.
enum InProcess {
    /// 2026-03-03T00:00:00Z, two days after `Seeds.base`.
    static let now = Date(timeIntervalSince1970: 1_772_496_000)

    static func run(
        _ arguments: [String], store: any DataStore, terminal: Bool = false, columns: Int? = 100,
        variables: [String: String] = ["HOME": "/nonexistent-home"], stdin: String? = nil, stderrTerminal: Bool = false
    ) async -> CommandResult {
        let capture = Capture()
        var environment = AppEnvironment(
            variables: variables, clock: .fixed(now), stdoutIsTerminal: terminal, terminalColumns: columns,
            output: capture.sink, openStore: { _ in store })
        environment.stderrIsTerminal = stderrTerminal
        let ticks = Ticks()
        environment.uptime = { ticks.next() }
        let input = Ticks.Input(stdin.map { Data($0.utf8) })
        environment.readStandardInput = { input.take() }
        let status = await CommandRunner.run(arguments, environment: environment)
        let (out, err) = capture.result
        return CommandResult(status: status, stdout: out, stderr: err)
    }
}

/// Runs the built `threads` binary as a subprocess, as a user or a script would.
enum Binary {
    /// The `threads` executable beside the test bundle in the build products folder.
    static let url: URL = {
        let candidates = [CommandLine.arguments.first, Bundle.main.executablePath].compactMap { $0 }
            .map { URL(fileURLWithPath: $0).deletingLastPathComponent().appendingPathComponent("threads") }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
            ?? URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../.build/debug/threads").standardized
    }()

    /// Runs with only the variables given (plus a private HOME), never the user's environment;
    /// as another (non-root) `user` through `runuser` when one is named.
    /// With `stdout`, standard output goes there instead of into the result.
    static func run(_ arguments: [String], variables: [String: String] = [:], stdin: String? = nil, user: String? = nil,
                    stdout: FileHandle? = nil) throws -> CommandResult {
        var command = [url.path] + arguments, directory: String?
        if let user {
            // PAM gives the other user a soft limit of 1024 open files, and this process, with many
            // open, leaks some numbered above that into the child: `threads` could not then start
            // `threads-mail` (Foundation's Process.run fails with EBADF closing them, as glibc refuses
            // a descriptor past the limit). The soft limit goes back up to the hard one, as here.
            command = [runuser, "-u", user, "--", "/bin/sh", "-c", #"ulimit -S -n "$(ulimit -H -n)" && exec "$0" "$@""#, reachableCopy.path]
                + arguments
            // From a folder the other user may not enter, as on CI, whose clone is in root's 0700 home.
            directory = privateFolder.path
        }
        let environment = ["HOME": TemporaryFolder(reachableByAll: user != nil).path, "PATH": "/usr/bin:/bin"].merging(variables) { $1 }
        // Spawned cleanly rather than by `Process.run()`, which now and then crashes the whole
        // test process (`CleanSpawn.run`).
        let finished = try CleanSpawn.run(command, environment: environment, directory: directory, input: stdin.map { Data($0.utf8) },
                                          output: stdout?.fileDescriptor)
        return CommandResult(status: finished.status, stdout: String(decoding: finished.stdout, as: UTF8.self),
                             stderr: String(decoding: finished.stderr, as: UTF8.self))
    }
}

extension Binary {
    /// util-linux's `runuser`, which only root may use.
    static let runuser = "/usr/sbin/runuser"

    /// Whether tests can run the binary as an unprivileged user (root with `runuser` and `nobody`):
    /// root ignores file permissions, so read-only cases need another user.
    static var canRunAsNobody: Bool {
        getuid() == 0 && FileManager.default.isExecutableFile(atPath: runuser) && getpwnam("nobody") != nil
    }

    /// Whether the suites that run as another user must run: always on CI (`CI` set), where a
    /// machine that cannot run them fails them instead of skipping them unseen.
    static var mustRunAsNobody: Bool { canRunAsNobody || ProcessInfo.processInfo.environment["CI"] != nil }

    /// A 0700 folder of this user's: the current directory of runs as another user.
    static let privateFolder: TemporaryFolder = {
        let folder = TemporaryFolder(reachableByAll: true)
        try? FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: folder.path)
        atexit { try? FileManager.default.removeItem(atPath: Binary.privateFolder.path) }
        return folder
    }()

    /// The binary copied (with `threads-mail`, which it runs from beside itself, and any library
    /// beside it, which its `$ORIGIN` run path finds) into a 0755 folder under /tmp, removed at
    /// exit: another user may not reach the build folder itself when the clone lives in a private
    /// (0700) folder such as root's home.
    static let reachableCopy: URL = {
        let folder = TemporaryFolder(reachableByAll: true)
        let source = url.deletingLastPathComponent()
        let libraries = ((try? FileManager.default.contentsOfDirectory(atPath: source.path)) ?? []).filter { $0.hasSuffix(".so") }
        for name in [url.lastPathComponent, "threads-mail"] + libraries {
            try? FileManager.default.copyItem(atPath: source.appendingPathComponent(name).path, toPath: folder.file(name))
            try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.file(name))
        }
        atexit { try? FileManager.default.removeItem(at: Binary.reachableCopy.deletingLastPathComponent()) }
        return URL(fileURLWithPath: folder.file(url.lastPathComponent))
    }()
}


/// A monotonic clock that moves 0.25 s per reading, and standard input handed over once.
final class Ticks: @unchecked Sendable {
    // Guarded by `lock`.
    private var seconds = 0.0
    private let lock = NSLock()
    func next() -> TimeInterval { lock.withLock { seconds += 0.25; return seconds } }

    final class Input: @unchecked Sendable {
        // Guarded by `lock`.
        private var data: Data?
        private let lock = NSLock()
        init(_ data: Data?) { self.data = data }
        func take() -> Data { lock.withLock { defer { data = nil }; return data ?? Data() } }
    }
}
