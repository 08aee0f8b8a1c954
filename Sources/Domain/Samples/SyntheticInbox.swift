import Foundation

/// `threads seed --threads N --messages M`: a made-up inbox for demos and benchmarks, the same
/// for the same seed on every machine. Threads stream out one at a time (a `DraftSource`), so
/// a million messages never sit in memory at once.
public final class SyntheticInbox: DraftSource, @unchecked Sendable {
    // Consumed by one seeding at a time (see DraftSource).
    private var random: SeededRandom
    private let threadCount: Int, messageCount: Int, seed: UInt64
    private var produced = 0
    /// Called after each thread is made.
    var onThread: @Sendable () -> Void = {}

    /// Every synthetic time lies in the two years before this fixed instant (2026-06-01T00:00:00Z),
    /// so a seed gives the same inbox whenever it runs.
    public static let anchor = Date(timeIntervalSince1970: 1_780_272_000)

    /// `threads` threads holding `messages` messages in all.
    public init(threads: Int, messages: Int, seed: UInt64) {
        threadCount = threads
        messageCount = messages
        self.seed = seed
        random = SeededRandom(seed: seed)
    }

    public func next() throws -> ThreadDraft? {
        guard produced < threadCount else { return nil }
        defer { produced += 1; onThread() }
        // Spread messages evenly; the first `remainder` threads take one more.
        let share = messageCount / threadCount + (produced < messageCount % threadCount ? 1 : 0)
        let people = (0..<(1 + random.below(3))).map { _ in Self.names[random.below(Self.names.count)] }
        let participants = people.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        let japanese = random.below(3) == 0
        let subjects = japanese ? Self.japaneseSubjects : Self.englishSubjects
        let title = subjects[random.below(subjects.count)] + " #\(1000 + produced)"
        let start = Self.anchor.addingTimeInterval(-Double(random.below(730 * 86_400)))
        let unread = random.below(10) < 3
        var sentAt = start
        let messages = (0..<share).map { index -> MessageDraft in
            sentAt = sentAt.addingTimeInterval(Double(60 + random.below(36 * 3600)))
            let bodies = japanese ? Self.japaneseBodies : Self.englishBodies
            return MessageDraft(author: participants[index % participants.count], body: bodies[random.below(bodies.count)],
                                sentAt: min(sentAt, Self.anchor), isRead: !(unread && index >= share - 1 - random.below(2)))
        }
        return ThreadDraft(key: "synthetic-\(seed)-\(produced)", title: title, participants: participants,
                           isStarred: random.below(5) == 0, isArchived: random.below(20) == 0, createdAt: start, messages: messages)
    }

    private static let names = ["Aiko", "Ben", "Dana Whitfield", "Priya", "Marcus", "Sam", "佐藤", "山田", "Zoë", "Legal Team", "QA Bot", "株式会社ミドリ"]
    private static let englishSubjects = ["Invoice for the sprint", "Kickoff: onboarding redesign", "Contract renewal", "Logo feedback",
                                          "Crash report", "Lunch on Thursday?", "Portfolio review", "Release checklist", "Hiring loop"]
    private static let japaneseSubjects = ["ロゴデザインの件", "来週の打ち合わせ日程", "お見積りのご依頼", "確定申告の書類", "納品物の確認", "フォントのライセンスについて"]
    private static let englishBodies = ["Sounds good, thanks!", "Attached is the latest draft.", "Can we move this to Friday?",
                                        "Reproduced on the latest build.", "Please review section 4.", "Shipping today."]
    private static let japaneseBodies = ["ご確認ください。", "修正版を送ります。", "承知しました。", "よろしくお願いします。", "会議室を予約しておきます。"]
}
