@testable import App
import Foundation
import InMemoryStore
import TestSupport
import Testing

/// `serve` and `import --maildir` run programs installed beside `threads`, and nowhere else.
/// When `threads` cannot tell where it is, a file of that name in the current directory (a
/// download folder, a shared /tmp) is never run: the command says what is missing and exits 1.
@Suite("Programs beside threads")
struct SiblingProgramTests {
    /// Notes what the command's own thread saw, to show the folder really was its current one.
    final class Seen: @unchecked Sendable {
        private let lock = NSLock()
        private var values: [Bool] = []  // guarded by `lock`
        func note(_ value: Bool) { lock.withLock { values.append(value) } }
        var all: [Bool] { lock.withLock { values } }
    }

    /// A folder holding an executable `name` that, if run, leaves the file `ran` beside it.
    private func folderWithTrap(_ name: String) throws -> TemporaryFolder {
        let folder = TemporaryFolder()
        let script = "#!/bin/sh\ntouch '\(folder.file("ran"))'\n"
        #expect(FileManager.default.createFile(atPath: folder.file(name), contents: Data(script.utf8), attributes: [.posixPermissions: 0o755]))
        return folder
    }

    /// Runs `arguments` in process with `folder` as the current directory and no known place
    /// for `threads` (as without /proc and started by a bare name).
    private func run(_ arguments: [String], in folder: TemporaryFolder, lookingFor name: String, seen: Seen,
                     handover: ServeCommandTests.Handover) async throws -> CommandResult {
        try await OwnDirectoryExecutor.run(in: folder.path) { _ in
            let capture = Capture()
            var environment = AppEnvironment(variables: ["THREADS_DATABASE": folder.file("inbox.sqlite")], clock: .fixed(InProcess.now),
                                             stdoutIsTerminal: false, terminalColumns: nil, output: capture.sink, openStore: { _ in InMemoryDataStore() })
            environment.executablePath = {
                seen.note(FileManager.default.isExecutableFile(atPath: name))
                return nil
            }
            environment.replaceProcess = { path, arguments, variables in
                handover.record(path, arguments, variables)
                return ENOEXEC
            }
            let status = await CommandRunner.run(arguments, environment: environment)
            let (out, err) = capture.result
            return CommandResult(status: status, stdout: out, stderr: err)
        }
    }

    static let unknownPlace = "but where threads is installed is unknown (no /proc/self/exe, and it was started by a name without a '/'); run it by its full path"

    @Test func serveRunsNoServerFromTheCurrentDirectory() async throws {
        let folder = try folderWithTrap("threads-server")
        let seen = Seen(), handover = ServeCommandTests.Handover()
        let result = try await run(["serve"], in: folder, lookingFor: "threads-server", seen: seen, handover: handover)
        #expect(seen.all == [true], "the command ran with the trap in its current directory")
        #expect(handover.all.isEmpty, "\(handover.all)")
        #expect(result.status == 1)
        #expect(result.stderr == "threads: serve runs threads-server, installed beside threads, \(Self.unknownPlace)\n")
    }

    @Test func importRunsNoMailReaderFromTheCurrentDirectory() async throws {
        let folder = try folderWithTrap("threads-mail")
        for part in ["cur", "new", "tmp"] { try FileManager.default.createDirectory(atPath: folder.file("Mail/" + part), withIntermediateDirectories: true) }
        let seen = Seen()
        let result = try await run(["import", "--maildir", folder.file("Mail"), "--quiet"], in: folder, lookingFor: "threads-mail", seen: seen,
                                   handover: ServeCommandTests.Handover())
        #expect(seen.all == [true], "the command ran with the trap in its current directory")
        #expect(!FileManager.default.fileExists(atPath: folder.file("ran")), "the threads-mail in the current directory ran")
        #expect(result.status == 1)
        #expect(result.stderr == "threads: mail is read by threads-mail, installed beside threads, \(Self.unknownPlace)\n")
    }

    /// /proc/self/exe first; argv[0] only when it holds a '/', made absolute with links resolved;
    /// else nothing, never the current directory.
    @Test func whereThreadsIsComesFromProcOrAPathAndNeverFromABareName() throws {
        let folder = TemporaryFolder()
        try FileManager.default.createDirectory(atPath: folder.file("bin"), withIntermediateDirectories: true)
        #expect(FileManager.default.createFile(atPath: folder.file("bin/threads"), contents: Data(), attributes: [.posixPermissions: 0o755]))
        try FileManager.default.createSymbolicLink(atPath: folder.file("threads"), withDestinationPath: folder.file("bin/threads"))
        let real = try #require(realpath(folder.file("bin/threads"), nil).map { pointer in
            defer { free(pointer) }
            return String(cString: pointer)
        })
        #expect(ExecutableLocation.resolve(selfLink: "/opt/threads/bin/threads", startedAs: "threads", in: folder.path) == "/opt/threads/bin/threads")
        #expect(ExecutableLocation.resolve(selfLink: nil, startedAs: "threads", in: folder.path) == nil)
        #expect(ExecutableLocation.resolve(selfLink: nil, startedAs: nil, in: folder.path) == nil)
        #expect(ExecutableLocation.resolve(selfLink: nil, startedAs: "./threads", in: folder.path) == real)
        #expect(ExecutableLocation.resolve(selfLink: nil, startedAs: "bin/../bin/threads", in: folder.path) == real)
        #expect(ExecutableLocation.resolve(selfLink: nil, startedAs: folder.file("threads"), in: "/") == real)
        #expect(ExecutableLocation.resolve(selfLink: nil, startedAs: "./missing/threads", in: folder.path) == nil)
        #expect(ExecutableLocation.sibling("threads-server", of: real) == URL(fileURLWithPath: real).deletingLastPathComponent().path + "/threads-server")
        #expect(ExecutableLocation.sibling("threads-server", of: nil) == nil)
    }
}
