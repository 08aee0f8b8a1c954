/// Text to insert into files that exist, planned in full before anything is written. Every edit
/// is an insertion at an offset of the file as it was read, so edits planned independently
/// (a protocol requirement, a method in each conformer) never disturb each other.
struct FileEdits {
    private var insertions: [String: [(offset: Int, order: Int, text: String)]] = [:]
    private var count = 0

    mutating func insert(_ text: String, at offset: Int, in file: SwiftFile) {
        insertions[file.path, default: []].append((offset, count, text))
        count += 1
    }

    /// Inserts `member` (lines without indentation) into `declaration` after the last member
    /// `anchor` picks, at that member's indentation: after a blank line when `blankLine`, else
    /// on the next line. With no such member, it goes before the declaration's closing brace.
    mutating func insert(member: String, into declaration: SwiftFile.Declaration, of file: SwiftFile,
                         after anchor: SwiftFile.Member?, blankLine: Bool) throws {
        if let anchor {
            let lines = Self.indented(member, file.indentation(anchor.start))
            insert((blankLine ? "\n\n" : "\n") + lines, at: anchor.end, in: file)
            return
        }
        let closingLine = file.lineStart(declaration.close)
        guard file.slice(closingLine, declaration.close).allSatisfy({ $0 == " " || $0 == "\t" }) else {
            throw GeneratorError("\(declaration.name) in \(file.path) closes on a line of its own code; add the action by hand (docs/adding-a-use-case.md)")
        }
        let hasMembers = file.slice(declaration.open + 1, closingLine).contains { !$0.isWhitespace }
        let lines = Self.indented(member, file.indentation(declaration.close) + "    ")
        insert((blankLine && hasMembers ? "\n" : "") + lines + "\n", at: closingLine, in: file)
    }

    /// Each file edited, with its new text.
    func applied(to package: PackageSources) -> [(path: String, text: String)] {
        insertions.keys.sorted().compactMap { path in
            guard let file = package.files[path], let edits = insertions[path] else { return nil }
            var bytes = Array(file.text.utf8)
            for edit in edits.sorted(by: { ($0.offset, $0.order) > ($1.offset, $1.order) }) {
                bytes.insert(contentsOf: Array(edit.text.utf8), at: edit.offset)
            }
            return (path, String(decoding: bytes, as: UTF8.self))
        }
    }

    var paths: [String] { insertions.keys.sorted() }

    /// `text`'s lines, each non-empty one after `indent`.
    static func indented(_ text: String, _ indent: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : indent + $0 }.joined(separator: "\n")
    }
}
