import GRDB

/// The tokenizer of the short-term index (`schema/010_short_terms.sql`): every character and
/// every pair of neighbouring characters of the text, folded as `TextFold.key` folds, so that a
/// term of one or two characters is one token to look up, not a scan of every message.
///
/// SQLite's trigram tokenizer serves terms of three characters or more and nothing shorter;
/// most Japanese words are two kanji. This is the bigram answer (Lucene's CJK bigrams,
/// Groonga's TokenBigram, pg_bigm) plus single characters. The tables that use it keep no
/// positions (`detail=none`): a one-token query needs none, and the index stays small.
///
/// A table built with a custom tokenizer can only be opened by a program that registers it,
/// so `sqlite3` and other tools read every other table of the file but not `messages_short`
/// or `threads_short`, and cannot write messages or threads (the triggers keep the index).
/// The other way, bigram rows in a plain indexed table, stays readable everywhere but took
/// several times the space; see docs/search.md.
final class ShortTermTokenizer: FTS5CustomTokenizer {
    static let name = "threads_short"

    /// Longest term the index answers, in Unicode scalars once folded.
    static let longestTerm = 2

    /// The revision of this file's algorithm: which grams a text gives and how they are folded.
    /// Raise it with any change to either, and every database rebuilds its index on its next open.
    static let revision = 1

    /// What the tokens of a text depend on, as `revision/Unicode N.M` (`1/Unicode 17.0`), recorded
    /// in the database beside the index it built (`ShortTermIndexVersion`, schema 012).
    ///
    /// Why: the tables are external-content FTS5 tables, so a delete trigger hands FTS5 the old
    /// text to tokenize again and removes the tokens that gives. `fold` lower-cases with the Swift
    /// runtime's own Unicode tables, not SQLite's: a runtime of another Unicode version can fold a
    /// character differently (Unicode 17.0 assigned U+A7CE with the lower case U+A7CF: a 16.0
    /// runtime leaves it as it is, a 17.0 runtime folds it), and a build on it would delete tokens
    /// the insert never made, leaving the old ones to answer searches wrongly with nothing failing.
    /// Knowing the version that built the index, an open that may write rebuilds it on a change.
    ///
    /// Computed once, on first use (every open that may write compares it): a lookup in the
    /// runtime's table of ages, from the newest sentinel down, so one on a current runtime. That
    /// took 10–20 µs in a fresh optimized process, the table paged in, and under 1 µs after.
    /// Nothing in it can fail or trap on any runtime: an unknown scalar's age is nil.
    static let version = "\(revision)/Unicode \(unicodeVersion)"

    /// The Unicode version of the running Swift runtime's character data: the newest of
    /// `sentinels` whose age (the version that assigned it) the runtime knows; a runtime that
    /// knows none of them is older than 13.0.
    static let unicodeVersion = sentinels.last { $0.scalar.properties.age != nil }?.version ?? "<13.0"

    /// A scalar first assigned in each Unicode version, oldest first. A runtime of an older
    /// version has no age for it. Add the next version's when a toolchain brings it.
    static let sentinels: [(version: String, scalar: Unicode.Scalar)] = [
        ("13.0", "\u{A7C7}"), // LATIN CAPITAL LETTER D WITH SHORT STROKE OVERLAY
        ("14.0", "\u{2C2F}"), // GLAGOLITIC CAPITAL LETTER CAUDATE CHRIVI
        ("15.0", "\u{1FAE8}"), // SHAKING FACE
        ("15.1", "\u{2FFC}"), // IDEOGRAPHIC DESCRIPTION CHARACTER SURROUND FROM RIGHT
        ("16.0", "\u{1C89}"), // CYRILLIC CAPITAL LETTER TJE
        ("17.0", "\u{A7CE}"), // LATIN CAPITAL LETTER PHARYNGEAL VOICED FRICATIVE
    ]

    init(db: Database, arguments: [String]) throws {}

    func tokenize(context: UnsafeMutableRawPointer?, tokenization: FTS5Tokenization, pText: UnsafePointer<CChar>?,
                  nText: CInt, tokenCallback: @escaping FTS5TokenCallback) -> CInt {
        guard let pText, nText > 0 else { return 0 }
        let bytes = UnsafeRawBufferPointer(start: pText, count: Int(nText)).bindMemory(to: UInt8.self)
        // A query is one term of one or two scalars (QueryExpressionSQL sends no other): its
        // longest gram alone. A document gives every gram.
        let isQuery = tokenization.contains(.query)
        var emitter = GramEmitter(context: context, callback: tokenCallback, unigrams: !isQuery)
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var offset: CInt = 0
        var status: CInt = 0
        decoding: while true {
            let start = offset
            let scalar: Unicode.Scalar
            switch decoder.decode(&iterator) {
            // Invalid bytes read as U+FFFD, as `TextColumn.string` reads them. Offsets only
            // place highlights, which a table without positions never makes.
            case .scalarValue(let value): scalar = value; offset += CInt(value.utf8.count)
            case .error: scalar = "\u{FFFD}"; offset = min(offset + 1, nText)
            case .emptyInput: break decoding
            }
            Self.fold(scalar) { folded in
                if status == 0 { status = emitter.add(folded, start: start, end: offset) }
            }
            if status != 0 { return status }
        }
        if isQuery { status = emitter.finishQuery() }
        return status
    }

    /// Calls `body` with each scalar of `scalar` lower-cased, as `String.lowercased()` maps it
    /// (one scalar to one, or to a few, such as İ to i and a combining dot).
    @inline(__always)
    static func fold(_ scalar: Unicode.Scalar, _ body: (Unicode.Scalar) -> Void) {
        if scalar.isASCII {
            body(scalar.value >= 0x41 && scalar.value <= 0x5A ? Unicode.Scalar(UInt8(scalar.value) + 0x20) : scalar)
        } else if (0x3040...0x9FFF).contains(scalar.value) || !scalar.properties.changesWhenLowercased {
            // Kana, CJK punctuation and ideographs (most of a Japanese text) have no case in any
            // Unicode version: no lookup in the runtime's tables for them.
            body(scalar)
        } else {
            for folded in scalar.properties.lowercaseMapping.unicodeScalars { body(folded) }
        }
    }
}

/// Hands grams to FTS5: each scalar, and each scalar with the one before it, as UTF-8.
private struct GramEmitter: ~Copyable {
    let context: UnsafeMutableRawPointer?
    let callback: FTS5TokenCallback
    let unigrams: Bool
    /// The previous scalar, if any, and where it began in the text.
    private var previous: Unicode.Scalar?
    private var previousStart: CInt = 0
    /// Scalars seen so far.
    private var count = 0
    /// A document's grams handed over so far (a query's one gram needs no such record).
    private var seen: GramSet?

    init(context: UnsafeMutableRawPointer?, callback: @escaping FTS5TokenCallback, unigrams: Bool) {
        self.context = context
        self.callback = callback
        self.unigrams = unigrams
        seen = unigrams ? GramSet() : nil
    }

    mutating func add(_ scalar: Unicode.Scalar, start: CInt, end: CInt) -> CInt {
        count += 1
        defer { previous = scalar; previousStart = start }
        if let previous {
            let status = emit(previous, scalar, start: previousStart, end: end)
            if status != 0 { return status }
        }
        return unigrams ? emit(scalar, nil, start: start, end: end) : 0
    }

    /// A query of one scalar has no pair: its scalar is the token.
    mutating func finishQuery() -> CInt {
        guard count == 1, let previous else { return 0 }
        return emit(previous, nil, start: 0, end: previousStart + CInt(previous.utf8.count))
    }

    /// Passes `first` followed by `second` (if any) as one token, from a buffer on the stack.
    /// A gram holding a NUL is left out: FTS5 keeps pending terms as C strings, and one with a
    /// NUL in it damaged the index (terms with a NUL are never looked up here: QueryExpressionSQL).
    private mutating func emit(_ first: Unicode.Scalar, _ second: Unicode.Scalar?, start: CInt, end: CInt) -> CInt {
        if first == "\u{0}" || second == "\u{0}" { return 0 }
        if seen?.insert(GramSet.key(first, second)) == false { return 0 }
        var bytes: (UInt64, UInt64) = (0, 0)
        return withUnsafeMutableBytes(of: &bytes) { raw in
            guard let base = raw.baseAddress else { return 0 }
            var length = 0
            for byte in first.utf8 { raw[length] = byte; length += 1 }
            if let second { for byte in second.utf8 { raw[length] = byte; length += 1 } }
            return callback(context, 0, base.assumingMemoryBound(to: CChar.self), CInt(length), start, end)
        }
    }
}
