import Domain
import Foundation
@testable import Presentation
import TestSupport
import Testing

/// Tags.ListTags through the interactor, with the repository double, the real presenters and the view spy.
@Suite("Tags: ListTags")
struct TagsListTagsTests {
    let repository = ThreadRepositoryDouble()
    let view = ViewSpy()

    private func interactor(_ presenter: any TagsPresentationLogic) -> TagsInteractor {
        TagsInteractor(tags: repository, presenter: presenter)
    }

    @Test func textListsEveryTagWithItsCounts() async throws {
        repository.onListTags = { [TagSummary(name: "waiting", threads: 3, unreadThreads: 1), TagSummary(name: "todo", threads: 1, unreadThreads: 0)] }
        try await interactor(TagsTextPresenter(display: view)).listTags(.init())
        #expect(view.lines == ["todo     1 thread, 0 unread", "waiting  3 threads, 1 unread"])
    }

    /// A limit keeps the most used and says how many there are in all: the page's short list.
    @Test func aLimitKeepsTheMostUsedAndCountsThemAll() async throws {
        repository.onListTags = { (0..<120).map { TagSummary(name: "t\($0)", threads: $0 + 1, unreadThreads: $0 % 7) } }
        try await interactor(TagsHTMLPresenter(display: view)).listTags(.init(limit: 40))
        let html = view.lines.joined(separator: "\n")
        #expect(html.components(separatedBy: "<li>").count - 1 == 40)
        #expect(html.contains(#"<a href="/tags">All 120 tags</a>"#))
        #expect(html.contains(#"data-tag="t118""#) && !html.contains(#"data-tag="t0""#), "t118 has 6 unread, t0 none")
    }
}
