import Domain
import Testing

/// How far a store may stop counting a page's matches follows the page: twice its reach, at
/// least 100, and everything for a page without a limit (which reads every match anyway).
@Suite("ThreadPage.countLimit")
struct ThreadPageCountLimitTests {
    @Test(arguments: [(PageRequest(limit: 50), 100), (PageRequest(limit: 30), 100), (PageRequest(limit: 10, offset: 5), 100),
                      (PageRequest(limit: 50, offset: 50), 200), (PageRequest(limit: 50, offset: 1000), 2100), (PageRequest(limit: 500), 1000)])
    func followsThePage(page: PageRequest, limit: Int) {
        #expect(ThreadPage.countLimit(for: page) == limit)
    }

    @Test func aPageWithoutALimitIsCountedWhole() {
        #expect(ThreadPage.countLimit(for: PageRequest(limit: nil, offset: 10)) >= Int(Int32.max))
    }
}
