import Foundation
import Supervision
import Testing
import TestSupport

/// `scripts/install` on a machine that lacks what the build needs: one line naming the fix, before
/// anything is built or installed (on a bare machine the compiler used to stop minutes in with
/// "'gmime/gmime.h' file not found", and nothing said to run scripts/bootstrap first).
@Suite("scripts/install on a bare machine")
struct InstallScriptTests {
    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../scripts/install").standardized.path

    /// Runs the script with `variables` over a plain PATH and a private HOME; its standard output
    /// is dropped. Spawned cleanly rather than by `Process.run()`, which now and then crashes the
    /// whole test process (`CleanSpawn.run`).
    static func install(_ arguments: [String], variables: [String: String]) throws -> (status: Int32, stderr: String) {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        let environment = ["PATH": path, "HOME": TemporaryFolder().path].merging(variables) { $1 }
        let finished = try CleanSpawn.run(["/bin/bash", script] + arguments, environment: environment)
        return (finished.status, String(decoding: finished.stderr, as: UTF8.self))
    }

    @Test func withoutGMimesHeadersItNamesTheFixInOneLineAndBuildsNothing() throws {
        // pkg-config searching only an empty folder finds neither GMime nor SQLite, as on a machine without their -dev packages.
        let nowhere = TemporaryFolder().path
        let prefix = TemporaryFolder().file("prefix")
        let result = try Self.install(["--prefix", prefix], variables: ["PKG_CONFIG_LIBDIR": nowhere, "PKG_CONFIG_PATH": ""])
        #expect(result.status == 69, "\(result.stderr)")
        #expect(result.stderr == "install: libgmime-3.0-dev libsqlite3-dev not found: run scripts/bootstrap first "
                + "(or apt-get install libgmime-3.0-dev libsqlite3-dev)\n")
        #expect(!FileManager.default.fileExists(atPath: prefix))
    }

    @Test func itsHelpNeedsNothing() throws {
        let result = try Self.install(["--help"], variables: ["PKG_CONFIG_LIBDIR": TemporaryFolder().path, "PKG_CONFIG_PATH": ""])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty)
    }
}
