import Data
import Foundation
import MailReader

// `threads-mail`: reads the Maildirs and mboxes on its command line (`--maildir DIR`, `--mbox
// FILE`, `-` for standard input) and writes their messages, decoded, to standard output as mail
// frames. `threads import --maildir/--mbox` runs it and stores what it writes, so MIME decoding
// (GMime and the libraries under it) never loads into `threads` itself, and decoding runs on
// every core while `threads` writes (docs/mail.md). Not meant to be run by hand: `threads` names
// the version of the frames it reads in THREADS_MAIL_FRAMES, and the frames start with this one's.

/// The inputs, in the order given; nil for a command line this program does not take.
func inputs(_ arguments: ArraySlice<String>) -> [MailInput]? {
    var inputs: [MailInput] = []
    var rest = arguments
    while let flag = rest.popFirst() {
        guard let path = rest.popFirst() else { return nil }
        switch flag {
        case "--maildir": inputs.append(.maildir(path))
        case "--mbox": inputs.append(.mbox(path))
        default: return nil
        }
    }
    return inputs.isEmpty ? nil : inputs
}

guard let inputs = inputs(CommandLine.arguments.dropFirst()) else {
    FileHandle.standardError.write(Data("usage: threads-mail (--maildir DIR | --mbox FILE)… (run by 'threads import')\n".utf8))
    exit(64)
}
// The version of the frames the `threads` that runs this one reads. One from before versions
// names none, and would take the header for a broken stream: this line says why instead.
guard let wanted = ProcessInfo.processInfo.environment[MailFrameVersion.variable] else {
    FileHandle.standardError.write(Data(("threads-mail: the threads that ran it speaks version 0; this threads-mail speaks "
                                         + "\(MailFrameVersion.current): reinstall both with scripts/install\n").utf8))
    exit(1)
}
let output = FileHandle.standardOutput
let frames = MailFrameWriter { try output.write(contentsOf: $0) }
do {
    try frames.header()
} catch {
    exit(1)
}
// A `threads` of another version reads the header and says so itself, in its one line.
guard wanted == String(MailFrameVersion.current) else { exit(1) }
do {
    let source = try MailSource(inputs)
    var named = 0
    while let item = try source.next() {
        try frames.message(item.draft)
        while named < source.skipped.count {
            try frames.skipped(source.skipped[named])
            named += 1
        }
    }
    for skipped in source.skipped[named...] { try frames.skipped(skipped) }
    try frames.end()
} catch let unreadable as UnreadableMail {
    try? frames.unreadable(path: unreadable.path, reason: unreadable.reason)
    exit(1)
} catch {
    // Standard output closed: `threads` stopped reading, and says why itself.
    exit(1)
}
