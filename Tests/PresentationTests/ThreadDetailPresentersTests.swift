import Domain
import Foundation
@testable import Presentation
import Testing

@Suite("Thread detail and actions: presenters")
struct ThreadDetailPresentersTests {
    static let thread: FullThread = {
        var summary = PresentationSeeds.logo
        summary.messageCount = 2
        let now = PresentationSeeds.now
        return FullThread(summary: summary, messages: [
            Message(id: MessageID(rawValue: 1), author: "Aiko", body: "初稿です。ロゴの色について相談させてください。", sentAt: now.addingTimeInterval(-86_400), isRead: true),
            Message(id: MessageID(rawValue: 2), author: "Ben", body: "Thanks!\n\nCould we try a bolder weight?", sentAt: now.addingTimeInterval(-180 * 60), isRead: false),
        ])
    }()

    @Test func textShowsAHeaderThenEachMessageWrappedToTheWidth() {
        let spy = ViewSpy()
        ThreadDetailTextPresenter(width: 30, clock: PresentationSeeds.clock, display: spy).presentShowThread(.init(thread: Self.thread))
        #expect(spy.lines == [
            "★ #12 ロゴデザインの件",
            "with Aiko, Ben · 2 messages · 1 unread · started 4h ago",
            "",
            "Aiko · 1d ago · 2026-03-02T12:00:00Z",
            "    初稿です。ロゴの色について",
            "    相談させてください。",
            "",
            "Ben · 3h ago · 2026-03-03T09:00:00Z  unread",
            "    Thanks!",
            "",
            "    Could we try a bolder",
            "    weight?",
        ])
    }

    @Test func jsonIsTheListObjectWithMessagesInsteadOfLastMessage() throws {
        let spy = ViewSpy()
        ThreadDetailJSONPresenter(display: spy).presentShowThread(.init(thread: Self.thread))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(spy.lines.joined().utf8)) as? [String: Any])
        #expect(object["last_message"] == nil)
        let messages = try #require(object["messages"] as? [[String: Any]])
        #expect(messages.map { $0["body"] as? String } == ["初稿です。ロゴの色について相談させてください。", "Thanks!\n\nCould we try a bolder weight?"])
        #expect(messages.map { $0["read"] as? Bool } == [true, false])
        #expect(spy.lines.joined().hasPrefix(#"{"id":12,"key":"key-12","title":"ロゴデザインの件","#))
        #expect(spy.lines.joined().contains(#""messages":[{"id":1,"author":"Aiko","#))
    }

    @Test func jsonCarriesMailIDsAfterReadOnlyOnMessagesThatHaveThem() {
        var thread = Self.thread
        thread.messages[1].messageID = "b@x"
        thread.messages[1].references = ["a@x", "z@x"]
        let spy = ViewSpy()
        ThreadDetailJSONPresenter(display: spy).presentShowThread(.init(thread: thread))
        let text = spy.lines.joined()
        #expect(text.contains(#""sent_at":"2026-03-02T12:00:00Z","read":true},"#))
        #expect(text.hasSuffix(#""read":false,"message_id":"b@x","references":["a@x","z@x"]}]}"#))
    }

    @Test func wrappingPrefersSpacesAndNeverExceedsTheWidth() {
        #expect(TextWrap.lines("the quick brown fox", width: 9) == ["the quick", "brown fox"])
        #expect(TextWrap.lines("supercalifragilistic", width: 8) == ["supercal", "ifragili", "stic"])
        #expect(TextWrap.lines("ロゴデザイン", width: 5) == ["ロゴ", "デザ", "イン"])
        #expect(TextWrap.lines("a\n\nb", width: 4) == ["a", "", "b"])
        #expect(TextWrap.lines("", width: 4) == [""])
    }

    @Test func actionsSayWhatChangedAndNewPrintsTheIdAlone() {
        let spy = ViewSpy()
        let presenter = ThreadActionsTextPresenter(display: spy)
        presenter.presentStartThread(.init(id: ThreadID(16)))
        let at = Date(timeIntervalSince1970: 1_772_323_200)
        presenter.presentPostMessage(.init(id: ThreadID(16), outcome: .posted(Message(id: MessageID(rawValue: 40), author: "me", body: "hi", sentAt: at, isRead: true)), body: "hi", at: at))
        presenter.presentChangeThreads(.init(ids: [ThreadID(3), ThreadID(4), ThreadID(3)], change: .star(true)))
        presenter.presentChangeThreads(.init(ids: [ThreadID(9)], change: .unreadNewest))
        #expect(spy.calls.map { $0.map(\.text) } == [
            ["16"], ["Posted to thread 16."], ["Starred: 2 threads (3, 4)."], ["Marked unread: thread 9."],
        ])
    }

    @Test func aLongBatchNamesItsFirstTenIdsAndCountsTheRest() {
        let spy = ViewSpy()
        let ids = (1...50_000).map { ThreadID(Int64($0)) }
        ThreadActionsTextPresenter(display: spy).presentChangeThreads(.init(ids: ids + ids.reversed(), change: .archive(true)))
        #expect(spy.calls.map { $0.map(\.text) } == [["Archived: 50000 threads (1, 2, 3, 4, 5, 6, 7, 8, 9, 10 and 49990 more)."]])
    }
}
