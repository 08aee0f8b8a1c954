import Foundation

/// Where the running `threads` is, so that the programs installed beside it (`threads-server`,
/// `threads-mail`) are run from there and from nowhere else: never from the current directory,
/// where anyone may have left a file by that name.
enum ExecutableLocation {
    /// This program's file: /proc/self/exe, else the name it was started by when that holds a
    /// '/' (made absolute, links resolved), else nil. A bare name says nothing of where the
    /// file is: a shell found it on `PATH`.
    static func current() -> String? {
        resolve(selfLink: try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"),
                startedAs: CommandLine.arguments.first, in: FileManager.default.currentDirectoryPath)
    }

    /// `current`'s rule on given values: `selfLink` is /proc/self/exe's target, `startedAs`
    /// argv[0], `folder` the current directory.
    static func resolve(selfLink: String?, startedAs: String?, in folder: String) -> String? {
        if let selfLink, selfLink.hasPrefix("/") { return selfLink }
        guard let startedAs, startedAs.contains("/") else { return nil }
        let absolute = startedAs.hasPrefix("/") ? startedAs : folder + "/" + startedAs
        guard let resolved = realpath(absolute, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// The program `name` in the folder of `executable`; nil when where that is is unknown.
    static func sibling(_ name: String, of executable: String?) -> String? {
        executable.map { URL(fileURLWithPath: $0).deletingLastPathComponent().appendingPathComponent(name).path }
    }
}
