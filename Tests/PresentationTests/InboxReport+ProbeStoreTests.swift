import Domain
@testable import Presentation
import TestSupport
import Testing

/// InboxReport.ProbeStore through the interactor, with the repository double, the real presenters and the view spy.
@Suite("InboxReport: ProbeStore")
struct InboxReportProbeStoreTests {
    let repository = ThreadRepositoryDouble()
    let view = ViewSpy()

    @Test func theSchemaVersionReachesTheViewInEachFormat() async throws {
        repository.onProbeStore = { 14 }
        try await InboxReportInteractor(threads: repository, presenter: InboxReportJSONPresenter(display: view)).probeStore(.init())
        try await InboxReportInteractor(threads: repository, presenter: InboxReportTextPresenter(display: view)).probeStore(.init())
        #expect(view.calls.map { $0.map(\.text) } == [[#"{"status":"ok","schema":14}"#], ["store: ok, schema version 14"]])
    }

    @Test func aFailureShowsNothing() async {
        repository.onProbeStore = { throw ThreadsError.store(.notADatabase(path: "/tmp/inbox.sqlite")) }
        let interactor = InboxReportInteractor(threads: repository, presenter: InboxReportJSONPresenter(display: view))
        await #expect(throws: ThreadsError.store(.notADatabase(path: "/tmp/inbox.sqlite"))) { try await interactor.probeStore(.init()) }
        #expect(view.calls.isEmpty)
    }
}
