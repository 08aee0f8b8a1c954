import Domain
import Foundation
@testable import Presentation
import Testing

@Suite("Saved filters: presenters and flags")
struct SavedFiltersPresentersTests {
    let urgent = SavedFilter(name: "urgent", filter: ThreadFilter(starredOnly: true, unreadOnly: true), sort: .unread)
    let odd = SavedFilter(name: "odd", filter: ThreadFilter(participants: ["Dana Whitfield"], since: Timestamp.parse("2026-03-01"),
                                                           searchTerms: ["it's"], archive: .all))

    @Test func flagsRecreateTheFilterAndAreQuotedForTheShell() {
        #expect(FilterFlagsTranslator.commandLine(urgent.filter, sort: urgent.sort) == "--starred --unread --sort unread")
        #expect(FilterFlagsTranslator.commandLine(odd.filter, sort: nil) == "--with 'Dana Whitfield' --since 2026-03-01 --search 'it'\\''s' --all")
        #expect(FilterFlagsTranslator.shellQuoted("ロゴ") == "'ロゴ'")
    }

    @Test func textPresenterSpeaksInSentencesAndAlignsTheList() {
        let spy = ViewSpy()
        let presenter = SavedFiltersTextPresenter(display: spy)
        presenter.presentSaveFilter(.init(saved: urgent, replaced: true))
        presenter.presentListFilters(.init(filters: [odd, urgent]))
        presenter.presentShowFilter(.init(saved: odd))
        presenter.presentDeleteFilter(.init(name: "odd"))
        presenter.presentListFilters(.init(filters: []))
        #expect(spy.calls.map { $0.map(\.text) } == [
            ["Replaced filter 'urgent': Starred · unread, sorted by unread. Use it with 'threads list --filter urgent'."],
            ["NAME    FILTER", "odd     With Dana Whitfield · since 2026-03-01 · matching “it's” · including archived",
             "urgent  Starred · unread, sorted by unread"],
            ["odd", "  With Dana Whitfield · since 2026-03-01 · matching “it's” · including archived",
             #"  query: with:"Dana Whitfield" after:2026-03-01 it's not is:muted"#,
             #"  threads list 'with:"Dana Whitfield" after:2026-03-01 it'\''s not is:muted' --all"#],
            ["Deleted filter 'odd'."],
            ["No saved filters. Save one with 'threads filter save NAME --starred'."],
        ])
    }

    @Test func jsonPresenterWritesOneObjectPerFilter() throws {
        let spy = ViewSpy()
        SavedFiltersJSONPresenter(display: spy).presentListFilters(.init(filters: [urgent]))
        #expect(spy.lines == [#"[{"name":"urgent","query":"is:starred is:unread","all":false,"starred":true,"unread":true,"with":[],"since":null,"until":null,"search":[],"archive":"active","mute":"unmuted","sort":"unread","label":"Starred · unread","flags":"--starred --unread --sort unread"}]"#])
    }

    @Test func seedPresenterReportsWhatWasAdded() {
        let spy = ViewSpy()
        let presenter = SeedTextPresenter(display: spy)
        presenter.presentSeedSampleInbox(.init(added: 15, total: 15))
        presenter.presentSeedSampleInbox(.init(added: 0, total: 15))
        presenter.presentSeedSampleInbox(.init(added: 2, total: 15))
        #expect(spy.calls.map { $0.map(\.text) } == [
            ["Added the sample inbox: 15 threads. Try 'threads list'."],
            ["The sample inbox is already loaded (15 threads); nothing added."],
            ["Added 2 of the 15 sample threads (the others were already there)."],
        ])
    }
}
