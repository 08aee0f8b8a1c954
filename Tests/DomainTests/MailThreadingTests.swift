import Domain
import Foundation
import Testing

/// The threading rules alone, without a store (the stores' side: ContractMailTests).
@Suite("Mail threading")
struct MailThreadingTests {
    private let day = 86_400.0

    private func mail(_ id: String, _ references: [String] = [], title: String = "t", day: Double, flagged: Bool = false) -> MailDraft {
        MailDraft(message: MessageDraft(author: "A", body: "", sentAt: Date(timeIntervalSince1970: day * self.day), isRead: false,
                                        messageID: id, references: references), title: title, isFlagged: flagged)
    }

    @Test func linkedStoredThreadsMergeIntoTheOldestAndBetweenEqualTimesTheSmallerID() {
        var threading = MailThreading()
        let known = [
            "x": MailThreading.Known(thread: 9, createdAt: Date(timeIntervalSince1970: day), isMessage: true),
            "y": MailThreading.Known(thread: 4, createdAt: Date(timeIntervalSince1970: day), isMessage: true),
            "z": MailThreading.Known(thread: 2, createdAt: Date(timeIntervalSince1970: 3 * day), isMessage: false),
        ]
        #expect(threading.add(mail("new", ["z", "x", "y"], day: 5), known: known) == 0)
        let plan = threading.plan()
        #expect(plan.threads.count == 1)
        #expect(plan.threads[0].existing == 4)
        #expect(plan.threads[0].merged == [9, 2])
        #expect(!plan.threads[0].retitles)
    }

    @Test func anIDMetTwiceOrAlreadyStoredIsLeftOutButAReferencedIDIsNot() {
        var threading = MailThreading()
        #expect(threading.add(mail("a", ["b"], day: 2), known: [:]) == 0)
        // "b" was only named so far: its message is new.
        #expect(threading.add(mail("b", day: 1), known: [:]) == 1)
        #expect(threading.add(mail("a", day: 2), known: [:]) == nil)
        let stored = ["s": MailThreading.Known(thread: 1, createdAt: Date(timeIntervalSince1970: 0), isMessage: true)]
        #expect(threading.unmet(mail("s", ["a"], day: 3)) == ["s"])
        #expect(threading.add(mail("s", ["a"], day: 3), known: stored) == nil)
        let plan = threading.plan()
        #expect(plan.alreadyHere == 2)
        #expect(plan.threads.map(\.messages) == [[0, 1]])
        #expect(plan.threads[0].existing == nil)
    }

    @Test func theOldestMessageNamesANewThreadAndAnyFlagStarsIt() {
        var threading = MailThreading()
        _ = threading.add(mail("r2", ["r1"], title: "second", day: 3), known: [:])
        _ = threading.add(mail("r1", title: "first", day: 2, flagged: true), known: [:])
        _ = threading.add(mail("r3", ["r1"], title: "same time, met later", day: 2), known: [:])
        _ = threading.add(mail("alone", title: "alone", day: 1), known: [:])
        let plan = threading.plan()
        // By each thread's newest message: "alone" (day 1) before r1's (day 3).
        #expect(plan.threads.map(\.title) == ["alone", "first"])
        #expect(plan.threads.map(\.key) == ["alone", "r1"])
        #expect(plan.threads.map(\.isStarred) == [false, true])
        #expect(plan.threads[1].createdAt == Date(timeIntervalSince1970: 2 * day))
        #expect(plan.threads[1].messages == [0, 1, 2])
        #expect(plan.added == 4)
    }

    @Test func threadsComeByTheirNewestMessageAndBetweenEqualTimesTheOneMetFirst() {
        var threading = MailThreading()
        _ = threading.add(mail("a", day: 5), known: [:])
        _ = threading.add(mail("b", day: 1), known: [:])
        _ = threading.add(mail("c", day: 5), known: [:])
        _ = threading.add(mail("b2", ["b"], day: 7), known: [:])
        #expect(threading.plan().threads.map(\.key) == ["a", "c", "b"])
    }
}
