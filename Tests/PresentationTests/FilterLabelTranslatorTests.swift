import Domain
import Foundation
@testable import Presentation
import Testing

@Suite("Filter label")
struct FilterLabelTranslatorTests {
    static let labels: [(ThreadFilter, String)] = [
        (ThreadFilter.inbox, "Inbox"),
        (ThreadFilter(starredOnly: true, unreadOnly: true), "Starred · unread"),
        (ThreadFilter(participants: ["Aiko", "佐藤"]), "With Aiko, 佐藤"),
        (ThreadFilter(since: Timestamp.parse("2026-03-01")), "Since 2026-03-01"),
        (ThreadFilter(until: Timestamp.parse("2026-03-01T09:30:00Z")), "Before 2026-03-01T09:30:00Z"),
        (ThreadFilter(searchTerms: ["ロゴ"]), "Matching “ロゴ”"),
        (ThreadFilter(archive: .archived), "Archived"),
        (ThreadFilter(starredOnly: true, archive: .archived), "Archived · starred"),
        (ThreadFilter(archive: .all), "Inbox and archive"),
        (ThreadFilter(unreadOnly: true, archive: .all), "Unread · including archived"),
    ]

    @Test(arguments: labels)
    func label(filter: ThreadFilter, text: String) {
        #expect(FilterLabelTranslator.label(filter) == text)
        #expect(FilterLabelTranslator.viewModel(ThreadList.Filter.Response(filter: filter, sort: .recent)).filterLabel == text)
    }
}
