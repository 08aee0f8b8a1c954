import Data
import Domain
import Foundation
import Presentation

/// The composition root: the one place that wires Data into Domain into Presentation.
/// Commands ask it for a scene's interactor; tests build it with their own environment.
struct Composition: Sendable {
    /// What varies between a real run and a test.
    let environment: AppEnvironment
    /// Where the views put output until the command succeeds.
    let buffer: OutputBuffer

    /// Opens the store the options and environment point at.
    func store(_ global: GlobalOptions) throws -> any DataStore {
        try environment.openStore(location(global))
    }

    /// The database location in force.
    func location(_ global: GlobalOptions) throws -> StoreLocation {
        try DatabaseLocator.locate(option: global.database, variables: environment.variables)
    }

    /// The thread list scene, with the presenter for the chosen format.
    func threadList(store: any DataStore, output: OutputOptions) -> ThreadListInteractor {
        let view = view(colors: output.colors(environment))
        let presenter: any ThreadListPresentationLogic
        switch output.resolvedFormat(environment) {
        case .table: presenter = ThreadListTablePresenter(width: output.width(environment), clock: environment.clock, display: view)
        case .tsv: presenter = ThreadListTSVPresenter(display: view)
        case .json: presenter = ThreadListJSONPresenter(display: view)
        }
        return threadList(store: store, presenter: presenter)
    }

    /// The saved-filters scene; `json` picks the machine-readable presenter.
    func savedFilters(store: any DataStore, json: Bool, colors: Bool) -> SavedFiltersInteractor {
        let filters = StoreFilterRepository(store: store)
        let view = view(colors: colors)
        return SavedFiltersInteractor(
            saveFilter: SaveFilter(filters: filters), listFilters: ListFilters(filters: filters),
            deleteFilter: DeleteFilter(filters: filters), loadFilter: LoadFilter(filters: filters),
            threadList: threadList(store: store, presenter: ThreadListTSVPresenter(display: view)),
            presenter: json ? SavedFiltersJSONPresenter(display: view) : SavedFiltersTextPresenter(display: view)
        )
    }

    /// The thread scene (`show`); `json` picks the machine-readable presenter.
    func threadDetail(store: any DataStore, json: Bool, output: OutputOptions) -> ThreadDetailInteractor {
        let view = view(colors: output.colors(environment))
        let presenter: any ThreadDetailPresentationLogic = json
            ? ThreadDetailJSONPresenter(display: view)
            : ThreadDetailTextPresenter(width: output.width(environment), clock: environment.clock, display: view)
        return ThreadDetailInteractor(showThread: ShowThread(threads: StoreThreadRepository(store: store)), presenter: presenter)
    }

    /// The thread actions scene (`new`, `post`, `star`, `read`, `archive` and opposites).
    func threadActions(store: any DataStore) -> ThreadActionsInteractor {
        let threads = StoreThreadRepository(store: store)
        return ThreadActionsInteractor(
            changeThreads: ChangeThreads(threads: threads),
            startThread: StartThread(threads: threads, clock: environment.clock),
            postMessage: PostMessage(threads: threads, clock: environment.clock),
            presenter: ThreadActionsPresenter(display: view(colors: false)))
    }

    /// Who "I" am for `post` and `new`: `--from`, else `$THREADS_USER`, else the login name.
    func author(_ from: String?) -> String {
        from ?? environment.variables["THREADS_USER"] ?? environment.variables["USER"] ?? environment.variables["LOGNAME"] ?? "me"
    }

    /// The inbox report scene (`stats`, `db check`).
    func inboxReport(store: any DataStore, json: Bool) -> InboxReportInteractor {
        let threads = StoreThreadRepository(store: store)
        return InboxReportInteractor(readStatistics: ReadStatistics(threads: threads), checkStore: CheckStore(threads: threads),
                                     presenter: InboxReportPresenter(json: json, display: view(colors: false)))
    }

    /// The interchange scene; `display` is the streaming view for export, the buffered one for import.
    func interchange(store: any DataStore, display: (any InterchangeDisplayLogic)? = nil) -> InterchangeInteractor {
        let threads = StoreThreadRepository(store: store)
        return InterchangeInteractor(importInbox: ImportInbox(threads: threads), exportInbox: ExportInbox(threads: threads),
                                     presenter: InterchangePresenter(display: display ?? view(colors: false)))
    }

    /// The threads of a JSON Lines file, or of standard input for `-`, read as they are used.
    func importSource(_ file: String) throws -> any DraftSource {
        let now = environment.clock.now()
        if file == "-" { return JSONLinesDraftReader(now: now, read: environment.readStandardInput) }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: file, isDirectory: &isFolder), !isFolder.boolValue,
              let handle = FileHandle(forReadingAtPath: file)
        else { throw ThreadsError.notFound("cannot read '\(file)': no such readable file") }
        return JSONLinesDraftReader(now: now, handle: handle)
    }

    /// The seed scene; `progress` hears of each synthetic thread.
    func seed(store: any DataStore, progress: ProgressReporter? = nil) -> SeedInteractor {
        SeedInteractor(
            seedSample: SeedSampleInbox(threads: StoreThreadRepository(store: store), clock: environment.clock),
            seedSynthetic: SeedSyntheticInbox(threads: StoreThreadRepository(store: store), onThread: { progress?.advance() }),
            presenter: SeedPresenter(display: view(colors: false))
        )
    }

    private func threadList(store: any DataStore, presenter: any ThreadListPresentationLogic) -> ThreadListInteractor {
        ThreadListInteractor(
            listThreads: ListThreads(threads: StoreThreadRepository(store: store)),
            loadFilter: LoadFilter(filters: StoreFilterRepository(store: store)),
            presenter: presenter
        )
    }

    /// The terminal view every scene prints on; `colors` picks styled or plain text.
    func view(colors: Bool) -> TerminalView {
        TerminalView(buffer: buffer, renderer: StyledTextRenderer(colors: colors))
    }
}
