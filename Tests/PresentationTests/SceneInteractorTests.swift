import Domain
import Foundation
@testable import Presentation
import TestSupport
import Testing

/// Every scene's interactor with the shared repository doubles and the real text presenters:
/// each request reaches its use case, the outcome the view, and a failure shows nothing.
@Suite("Scenes: interactors")
struct SceneInteractorTests {
    let view = ViewSpy()

    @Test func threadActionsRunTheirUseCasesAndConfirm() async throws {
        let repository = ThreadRepositoryDouble()
        repository.onStartThread = { _ in ThreadID(16) }
        repository.onPostMessage = { _, _, _ in .posted(MessageID(rawValue: 40)) }
        repository.onChangeThreads = { subject, _ in if case .ids(let ids) = subject { ChangedThreads(changed: ids) } else { ChangedThreads(changed: []) } }
        let interactor = ThreadActionsInteractor(threads: repository, filters: SavedFiltersRepositoryDouble(), clock: PresentationSeeds.clock, presenter: ThreadActionsTextPresenter(display: view))
        try await interactor.startThread(.init(title: "Logo", participants: ["Aiko"], body: nil, author: "me"))
        try await interactor.postMessage(.init(id: ThreadID(16), author: "me", body: "hi"))
        try await interactor.changeThreads(.init(.ids([ThreadID(3), ThreadID(5)]), change: .mute(true)))
        #expect(view.calls.map { $0.map(\.text) } == [["16"], ["Posted to thread 16."], ["Muted: 2 threads (3, 5)."]])
        #expect(repository.calls.count == 3)
    }

    /// A change by query to more threads than the threshold is the scene's question, in words
    /// the presenter chose, and changes nothing; the same request confirmed changes them. At the
    /// threshold, or confirmed from the start (`--yes`, a script), there is no question.
    @Test(arguments: [ThreadActions.Format.text, .json])
    func aChangeByQueryToManyThreadsIsAQuestionUntilConfirmed(format: ThreadActions.Format) async throws {
        for (count, asks) in [(21, true), (20, false)] {
            let view = ViewSpy()
            let repository = ThreadRepositoryDouble()
            let selected = (1...count).map { PresentationSeeds.summary(id: Int64($0), title: "T", with: ["Sam"], minutesAgo: 5) }
            repository.onListThreads = { _ in ThreadPage(items: selected, matchingCount: count, scopeCount: count) }
            repository.onChangeThreads = { _, _ in ChangedThreads(changed: selected.map(\.thread.id)) }
            let presenter: any ThreadActionsPresentationLogic = format == .text
                ? ThreadActionsTextPresenter(display: view) : ThreadActionsJSONPresenter(display: view)
            let interactor = ThreadActionsInteractor(threads: repository, filters: SavedFiltersRepositoryDouble(), clock: PresentationSeeds.clock, presenter: presenter)
            let request = ThreadActions.ChangeThreads.Request(.matching(.inbox), change: [.star(true), .archive(true)])
            try await interactor.changeThreads(request)
            #expect(view.questions == (asks ? ["star and archive 21 threads? [y/N]"] : []))
            #expect(repository.calls.contains { if case .changeThreads(.matching, _) = $0 { true } else { false } } == !asks)
            guard asks else { continue }
            #expect(view.calls == [[]])
            var confirmed = request
            confirmed.confirmed = true
            try await interactor.changeThreads(confirmed)
            #expect(view.questions.count == 1)
            #expect(repository.calls.last == .changeThreads(.matching(.inbox), applying: [.star(true), .archive(true)]))
            #expect(view.calls.last?.isEmpty == false)
        }
    }

    /// Confirmed from the start, a change by query reads no list first: one statement, not two.
    @Test func aConfirmedChangeByQueryAsksNothingAndListsNothing() async throws {
        let repository = ThreadRepositoryDouble()
        repository.onChangeThreads = { _, _ in ChangedThreads(changed: (1...40).map { ThreadID(Int64($0)) }) }
        let interactor = ThreadActionsInteractor(threads: repository, filters: SavedFiltersRepositoryDouble(), clock: PresentationSeeds.clock, presenter: ThreadActionsTextPresenter(display: view))
        try await interactor.changeThreads(.init(.matching(.inbox), change: .mute(true), confirmed: true))
        #expect(repository.calls == [.changeThreads(.matching(.inbox), applying: .mute(true))])
        #expect(view.questions.isEmpty && view.lines.first?.hasPrefix("Muted: 40 threads (1, 2,") == true)
    }

    @Test func aFailedActionShowsNothing() async {
        let repository = ThreadRepositoryDouble()
        repository.onChangeThreads = { subject, _ in if case .ids(let ids) = subject { ChangedThreads(changed: [], missing: ids) } else { ChangedThreads(changed: []) } }
        let interactor = ThreadActionsInteractor(threads: repository, filters: SavedFiltersRepositoryDouble(), clock: PresentationSeeds.clock, presenter: ThreadActionsTextPresenter(display: view))
        await #expect(throws: ThreadsError.unknownThread(ThreadID(9))) { try await interactor.changeThreads(.init(.ids([ThreadID(9)]), change: .star(true))) }
        #expect(view.calls.isEmpty)
    }

    @Test func threadDetailShowsTheThreadItLoaded() async throws {
        let repository = ThreadRepositoryDouble()
        repository.onShowThread = { _ in FullThread(summary: PresentationSeeds.quiet, messages: []) }
        try await ThreadDetailInteractor(threads: repository, presenter: ThreadDetailJSONPresenter(display: view)).showThread(.init(id: ThreadID(3)))
        #expect(repository.calls == [.showThread(ThreadID(3))])
        #expect(view.lines.first?.hasPrefix(#"{"id":3,"key":"key-3","title":"Notes""#) == true)
    }

    @Test func savedFiltersSaveTheResolvedFilterAndKeepNoSortWhenNoneWasGiven() async throws {
        let filters = SavedFiltersRepositoryDouble(showing: [SavedFilter(name: "base", filter: ThreadFilter(starredOnly: true))])
        filters.onSaveFilter = { _ in false }
        let interactor = SavedFiltersInteractor(filters: filters, presenter: SavedFiltersTextPresenter(display: view))
        try await interactor.saveFilter(.init(name: "mine", filter: .init(filter: ThreadFilter(unreadOnly: true), savedFilterName: "base")))
        #expect(filters.calls == [.showFilter("base"), .saveFilter(SavedFilter(name: "mine", filter: ThreadFilter(starredOnly: true, unreadOnly: true)))])
        #expect(view.lines == ["Saved filter 'mine': Starred · unread. Use it with 'threads list --filter mine'."])
    }

    @Test func interchangeImportsAndExportsThreadByThread() async throws {
        let repository = ThreadRepositoryDouble()
        repository.onImportInbox = { _ in 2 }
        repository.onExportInbox = { _ in [FullThread(summary: PresentationSeeds.quiet, messages: []), FullThread(summary: PresentationSeeds.logo, messages: [])] }
        let interactor = InterchangeInteractor(threads: repository, clock: .fixed(PresentationSeeds.now), presenter: InterchangeJSONLinesPresenter(display: view))
        try await interactor.importInbox(.init(source: Empty(), name: "standard input"))
        try await interactor.exportInbox(.init(filter: .inbox))
        #expect(view.calls.count == 3, "one confirmation, then one line per exported thread")
        #expect(view.calls.first?.map(\.text) == ["Imported 2 threads from standard input."])
        #expect(repository.calls == [.importInbox, .exportInbox(.inbox)])
    }

    @Test func aMailImportSaysWhatItAddedAndWithVerboseWhatItPassedOver() async throws {
        let repository = ThreadRepositoryDouble()
        repository.onImportMail = { _ in MailImportCount(added: 1, threads: 1, alreadyHere: 4) }
        let source = PassedOver([SkippedMail(origin: "Mail/tmp/x", reason: "still being delivered (tmp/)"), SkippedMail(origin: "Mail/cur/y", reason: "not mail")])
        let interactor = InterchangeInteractor(threads: repository, clock: .fixed(PresentationSeeds.now), presenter: InterchangeJSONLinesPresenter(display: view))
        try await interactor.importMail(.init(source: source))
        try await interactor.importMail(.init(source: source, verbose: true))
        #expect(view.calls.map { $0.map(\.text) } == [
            ["Imported 1 message into 1 thread (4 already here, 2 not mail)"],
            ["skipped Mail/tmp/x: still being delivered (tmp/)", "skipped Mail/cur/y: not mail", "Imported 1 message into 1 thread (4 already here, 2 not mail)"],
        ])
        let json = InterchangeInteractor(threads: repository, clock: .fixed(PresentationSeeds.now), presenter: InterchangeJSONPresenter(display: view))
        try await json.importMail(.init(source: source))
        #expect(view.calls.last?.map(\.text) == [#"{"messages":1,"threads":1,"already_here":4,"not_mail":2}"#])
        #expect(repository.calls == [.importMail, .importMail, .importMail])
    }

    @Test func theReportCountsAndChecks() async throws {
        let repository = ThreadRepositoryDouble()
        repository.onCountInbox = { InboxStatistics(threads: 2, messages: 3, starred: 1, unreadThreads: 1, unreadMessages: 2, archived: 0, sizeBytes: 1_400_000) }
        repository.onCheckDatabase = { StoreHealth(problems: [], schemaVersion: 3, expectedSchemaVersion: 3) }
        let interactor = InboxReportInteractor(threads: repository, presenter: InboxReportTextPresenter(display: view))
        try await interactor.countInbox(.init())
        try await interactor.checkDatabase(.init())
        #expect(view.calls.map { $0.map(\.text) } == [
            ["threads   2", "messages  3", "starred   1", "unread    1 threads, 2 messages", "archived  0", "muted     0", "size      1.4 MB"],
            ["integrity: ok", "schema version: 3 (current)"],
        ])
    }

    @Test func theCheckNamesTheTokenizerVersionOfAStoreThatHasOne() async throws {
        let repository = ThreadRepositoryDouble()
        let tokenizer = TokenizerVersion(recorded: "1/Unicode 17.0", current: "1/Unicode 17.0")
        repository.onCheckDatabase = { StoreHealth(problems: [], schemaVersion: 12, expectedSchemaVersion: 12, tokenizerVersion: tokenizer) }
        try await InboxReportInteractor(threads: repository, presenter: InboxReportTextPresenter(display: view)).checkDatabase(.init())
        try await InboxReportInteractor(threads: repository, presenter: InboxReportJSONPresenter(display: view)).checkDatabase(.init())
        repository.onCheckDatabase = { StoreHealth(problems: [], schemaVersion: 8, expectedSchemaVersion: 8) }
        try await InboxReportInteractor(threads: repository, presenter: InboxReportJSONPresenter(display: view)).checkDatabase(.init())
        #expect(view.calls.map { $0.map(\.text) } == [
            ["integrity: ok", "schema version: 12 (current)", "tokenizer version: 1/Unicode 17.0 (current)"],
            [#"{"integrity":"ok","schema_version":12,"tokenizer_version":"1/Unicode 17.0"}"#],
            [#"{"integrity":"ok","schema_version":8,"tokenizer_version":null}"#],
        ])
    }

    @Test func seedReportsTheSyntheticInbox() async throws {
        let repository = ThreadRepositoryDouble()
        repository.onImportInbox = { source in
            var count = 0
            while try source.next() != nil { count += 1 }
            return count
        }
        try await SeedInteractor(threads: repository, clock: PresentationSeeds.clock, presenter: SeedTextPresenter(display: view))
            .seedSyntheticInbox(.init(threads: 4, messages: 9, seed: 2))
        #expect(view.lines == ["Seeded 4 synthetic threads with 9 messages (seed 2)."])
    }

    /// A source with nothing in it.
    final class Empty: DraftSource, @unchecked Sendable {
        func next() throws -> ThreadDraft? { nil }
    }

    /// A mail source with no messages, only things it passed over.
    final class PassedOver: MailDraftSource, @unchecked Sendable {
        let skipped: [SkippedMail]
        init(_ skipped: [SkippedMail]) { self.skipped = skipped }
        func next() throws -> MailDraft? { nil }
    }
}
