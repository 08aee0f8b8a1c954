import Domain
import Foundation
@testable import Presentation
import Testing

@Suite("Thread list: TSV and JSON presenters")
struct ThreadListTextPresentersTests {
    @Test func tsvIsOneEscapedLinePerThreadWithoutHeader() {
        var odd = PresentationSeeds.summary(id: 5, title: "Tab\there\nnew\\line", with: ["A,B", "C\tD"], starred: true, unread: 4, minutesAgo: 0)
        odd.thread.tags = ["client/acme", "x,y"]
        let spy = ViewSpy()
        ThreadListTSVPresenter(display: spy).presentListThreads(PresentationSeeds.response([PresentationSeeds.logo, odd]))
        #expect(spy.lines == [
            "12\t1\t1\t2026-03-03T09:00:00Z\tロゴデザインの件\tAiko,Ben\t",
            // A comma inside a name is escaped, so the participants field splits back into names;
            // the tags come last, the same way.
            "5\t1\t4\t2026-03-03T12:00:00Z\tTab\\there\\nnew\\\\line\tA\\,B,C\\tD\tclient/acme,x\\,y",
        ])
    }

    @Test func numbersAndTimestampsWrittenAsBytesReadAsTheirStrings() {
        for number: Int64 in [0, 7, 10, 42, -1, -305, 1_000_000, .max, .min] {
            var bytes: [UInt8] = [UInt8(ascii: "x")]
            TSVField.appendDecimal(number, to: &bytes)
            #expect(String(decoding: bytes, as: UTF8.self) == "x" + String(number))
        }
        // Appended after what the buffer holds, escaped as the field is (list() is built on this).
        var bytes: [UInt8] = Array("x".utf8)
        TSVField.appendList(["a,b", "c\td"], to: &bytes)
        #expect(String(decoding: bytes, as: UTF8.self) == "xa\\,b,c\\td")
    }

    @Test func tsvPrintsNothingForAnEmptyList() {
        let spy = ViewSpy()
        ThreadListTSVPresenter(display: spy).presentListThreads(PresentationSeeds.response([]))
        #expect(spy.calls == [[]])
    }

    @Test func jsonHasTheSpecsFieldsInTheSpecsOrder() {
        let spy = ViewSpy()
        ThreadListJSONPresenter(display: spy).presentListThreads(PresentationSeeds.response([PresentationSeeds.logo, PresentationSeeds.quiet]))
        #expect(spy.lines == [
            "[",
            #"{"id":12,"key":"key-12","title":"ロゴデザインの件","participants":["Aiko","Ben"],"starred":true,"archived":false,"muted":false,"tags":[],"unread_count":1,"message_count":3,"created_at":"2026-03-03T08:00:00Z","last_activity_at":"2026-03-03T09:00:00Z","last_message":{"author":"Ben","body":"修正版を送ります","sent_at":"2026-03-03T09:00:00Z"}},"#,
            #"{"id":3,"key":"key-3","title":"Notes","participants":["Sam"],"starred":false,"archived":false,"muted":false,"tags":[],"unread_count":0,"message_count":0,"created_at":"2026-02-22T11:00:00Z","last_activity_at":"2026-02-22T12:00:00Z","last_message":null}"#,
            "]",
        ])
        let parsed = try? JSONSerialization.jsonObject(with: Data(spy.lines.joined(separator: "\n").utf8))
        #expect((parsed as? [Any])?.count == 2)
    }

    @Test func jsonPrintsAnEmptyArrayForAnEmptyList() {
        let spy = ViewSpy()
        ThreadListJSONPresenter(display: spy).presentListThreads(PresentationSeeds.response([]))
        #expect(spy.lines == ["[]"])
    }

    /// The view model a view pages after (the service's `next`): after a full page, the last
    /// thread's place in the sort in force, read from the response's sort; none after a page
    /// shorter than its limit, or an empty one.
    @Test func jsonGivesWhereTheNextPageStartsAfterAFullPage() {
        final class Last: ThreadListDisplayLogic, @unchecked Sendable {
            var positions: [SortPosition?] = []
            func displayListThreads(_ viewModel: ThreadList.ListThreads.ViewModel) { keep(viewModel) }
            func displayCountThreads(_ viewModel: ThreadList.CountThreads.ViewModel) { keep(viewModel) }
            // One body for every display method (so the generator can add one).
            private func keep(_ viewModel: ThreadList.ListThreads.ViewModel) { positions.append(viewModel.next) }
            private func keep(_ viewModel: some PrintableViewModel) {}
        }
        let view = Last()
        var response = PresentationSeeds.response([PresentationSeeds.invoice, PresentationSeeds.logo], page: PageRequest(limit: 2))
        ThreadListJSONPresenter(display: view).presentListThreads(response)
        response.filter.sort = .title
        ThreadListJSONPresenter(display: view).presentListThreads(response)
        response.page = PageRequest(limit: 3)
        ThreadListJSONPresenter(display: view).presentListThreads(response)
        ThreadListJSONPresenter(display: view).presentListThreads(PresentationSeeds.response([], page: PageRequest(limit: 2)))
        #expect(view.positions == [
            SortPosition(key: .activity(PresentationSeeds.logo.lastActivityAt), id: ThreadID(12)),
            SortPosition(key: .title("ロゴデザインの件"), id: ThreadID(12)),
            nil,
            nil,
        ])
    }

    @Test func jsonTextEscapesWhatJSONRequiresAndNothingElse() {
        let value = JSONText.object([("s", .string("quote \" back \\ nl \n tab \t bell \u{07} 納")), ("n", .number(-3)), ("b", .bool(false)), ("z", .null)])
        #expect(value.serialized == #"{"s":"quote \" back \\ nl \n tab \t bell \u0007 納","n":-3,"b":false,"z":null}"#)
    }
}
