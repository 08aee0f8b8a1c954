import Domain
import Foundation

/// Random query expressions from a seed, the same ones everywhere for the same seed: for the
/// parser's round-trip properties, and for checking that every store answers a query as
/// `QueryExpression.holds(for:now:)` does.
///
/// Values come mostly from the names, words and dates given (so queries match something), the
/// rest from a fixed set of awkward ones: names with spaces, words with colons, quotes and
/// backslashes, keywords and `-`-leading words as search words, Japanese. Names of whitespace
/// only and empty words are dropped, since no query can say them.
public struct RandomQueries {
    private var random: SeededRandom
    private let names: [String]
    private let words: [String]
    private let dates: [QueryDate]
    /// Tag patterns to ask for (`tag:NAME`, `tag:client/*`); none, and no `tag:` term is made.
    private let tags: [String]

    static let awkwardNames = ["Dana Whitfield", "o'Brien", "AIKO", "佐藤 花子", "Zoë", "a\"b", "back\\slash", " padded "]
    static let awkwardWords = [
        "or", "and", "not", "OR", "Not", "re:invoice", "say \"hi\"", "C:\\path", "\\", "-draft", "-7d",
        "会議", "東京タワー", "(x)", "a b", "is:starred", "naïve", "e\u{301}", "x-y", "100%",
    ]
    static let fallbackDates: [QueryDate] = [
        .today, .yesterday, .daysAgo(0), .daysAgo(7), .weeksAgo(2), .monthsAgo(3), .monthsAgo(100_000),
        .instant(Date(timeIntervalSince1970: 1_772_323_200)), .instant(Date(timeIntervalSince1970: 1_772_355_900.25)),
    ]

    public init(seed: UInt64, names: [String], words: [String], dates: [QueryDate], tags: [String] = []) {
        self.tags = tags
        random = SeededRandom(seed: seed)
        self.names = names.filter { !$0.unicodeScalars.allSatisfy(\.properties.isWhitespace) }
        self.words = words.filter { !$0.isEmpty }
        self.dates = dates
    }

    /// A normalized expression nesting `and`, `or` and `not` at most `depth` deep (0: one term).
    /// Groups have two to four parts, so none is empty.
    public mutating func expression(depth: Int) -> QueryExpression {
        raw(depth: depth).normalized
    }

    private mutating func raw(depth: Int) -> QueryExpression {
        guard depth > 0 else { return .term(term()) }
        switch random.below(10) {
        case 0...2: return .term(term())
        case 3...4: return .not(raw(depth: depth - 1))
        case 5...7: return .and((0..<(2 + random.below(3))).map { _ in raw(depth: depth - 1) })
        default: return .or((0..<(2 + random.below(3))).map { _ in raw(depth: depth - 1) })
        }
    }

    private mutating func term() -> QueryTerm {
        switch random.below(tags.isEmpty ? 8 : 9) {
        // Now and then an assignee in place of a state: the same names, asked as `assignee:`.
        case 0 where random.below(6) == 0: return .assignee(name())
        // And whether someone has read it, asked as `read-by:`.
        case 0 where random.below(6) == 0: return .readBy(name())
        case 0: return .state(ThreadState.allCases[random.below(ThreadState.allCases.count)])
        case 1: return .with(name())
        case 2: return .from(name())
        case 3: return .after(date())
        case 4: return .before(date())
        case 5: return .title(word())
        case 8: return .tag(tags[random.below(tags.count)])
        default: return .text(word())
        }
    }

    private mutating func name() -> String {
        let name = pick(names, else: Self.awkwardNames)
        // Names match in any case, so sometimes ask in another.
        return random.below(5) == 0 ? name.uppercased() : name
    }

    private mutating func word() -> String {
        let word = pick(words, else: Self.awkwardWords)
        switch random.below(6) {
        case 0: return word.uppercased()
        case 1:
            // A piece of the word: text matches substrings.
            let characters = Array(word)
            let start = random.below(characters.count)
            let piece = String(characters[start..<(start + 1 + random.below(characters.count - start))])
            return piece
        default: return word
        }
    }

    private mutating func date() -> QueryDate {
        pick(dates, else: Self.fallbackDates)
    }

    /// From `given` four times in five when it has any, otherwise from `awkward`.
    private mutating func pick<Value>(_ given: [Value], else awkward: [Value]) -> Value {
        let source = given.isEmpty || random.below(5) == 0 ? awkward : given
        return source[random.below(source.count)]
    }
}
