import Foundation
import Supervision
import TestSupport

/// A shell the completion tests load the generated scripts into (scripts/bootstrap installs zsh
/// and fish; bash is Debian's own).
enum CompletionShell: String, CaseIterable, Sendable {
    case bash, zsh, fish

    private var executable: String { "/usr/bin/" + rawValue }

    /// The folder of the drivers, `complete.bash`, `complete.zsh` and `complete.fish`.
    private static let drivers = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Shells").path

    /// Whether every shell is installed; on CI a missing one fails the suite rather than skipping it.
    static var mustRun: Bool {
        allCases.allSatisfy { FileManager.default.isExecutableFile(atPath: $0.executable) } || ProcessInfo.processInfo.environment["CI"] != nil
    }

    /// What the shell offers on Tab at the end of `line`, with `script` loaded (for zsh, the folder
    /// holding `_threads`), `threads` found on PATH as the build's, and only `variables` set besides.
    func complete(_ line: String, script: String, variables: [String: String]) throws -> [String] {
        let driver = Self.drivers + "/complete." + rawValue
        let arguments = switch self {
        case .bash: ["--norc", "--noprofile", driver, script, line]
        case .zsh: ["-f", driver, script, line]
        case .fish: ["--no-config", "-i", driver, script, line]  // fish reads the command line only when interactive
        }
        let programs = Binary.url.deletingLastPathComponent().path
        let environment = ["PATH": programs + ":/usr/bin:/bin", "HOME": TemporaryFolder().path, "LANG": "C.UTF-8", "TERM": "dumb"]
            .merging(variables) { $1 }
        // Spawned cleanly rather than by `Process.run()`, which now and then crashes the whole
        // test process (`CleanSpawn.run`).
        let finished = try CleanSpawn.run([executable] + arguments, environment: environment)
        let output = finished.stdout, errors = finished.stderr
        guard finished.status == 0, !finished.signaled, errors.isEmpty else {
            throw CompletionShellError(shell: rawValue, status: finished.status, stderr: String(decoding: errors, as: UTF8.self))
        }
        return String(decoding: output, as: UTF8.self).split(separator: "\n").map(String.init)
    }
}

/// A shell that failed, or wrote to stderr (where a completion's error would land on the user's line).
struct CompletionShellError: Error, CustomStringConvertible {
    var shell: String
    var status: Int32
    var stderr: String
    var description: String { "\(shell) exited \(status): \(stderr)" }
}

/// The database and scripts every shell's tests complete from, made once by the built binary:
/// the sample inbox, two saved filters, and the tags `work`, `waiting` and `client/acme`.
struct CompletionSetup: Sendable {
    let folder = TemporaryFolder()
    let database: String
    /// The sample's starred threads, as `list` prints them.
    let starred: [String]

    init() throws {
        database = folder.file("inbox.sqlite")
        let variables = ["THREADS_DATABASE": database]
        for arguments in [["seed", "--sample"], ["filter", "save", "urgent", "--starred", "--unread"], ["filter", "save", "aiko", "from:aiko"],
                          ["tag", "1", "2", "+work", "+waiting"], ["tag", "3", "+client/acme"]] {
            let result = try Binary.run(arguments, variables: variables)
            guard result.status == 0 else { throw CompletionShellError(shell: "threads", status: result.status, stderr: result.stderr) }
        }
        starred = try Binary.run(["list", "is:starred", "--format", "tsv"], variables: variables).stdoutLines.map { String($0.prefix { $0 != "\t" }) }
        for shell in CompletionShell.allCases {
            let written = try Binary.run(["--generate-completion-script", shell.rawValue])
            try FileManager.default.createDirectory(atPath: folder.file(shell.rawValue), withIntermediateDirectories: true)
            try Data(written.stdout.utf8).write(to: URL(fileURLWithPath: script(shell, file: true)))
        }
    }

    /// What the shell's driver loads: the script file, or for zsh the folder `_threads` is in.
    func script(_ shell: CompletionShell, file: Bool = false) -> String {
        let folder = folder.file(shell.rawValue)
        switch shell {
        case .bash: return folder + "/threads.bash"
        case .fish: return folder + "/threads.fish"
        case .zsh: return file ? folder + "/_threads" : folder
        }
    }
}
