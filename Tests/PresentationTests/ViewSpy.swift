import Foundation
@testable import Presentation

/// A view for every scene that records the lines of each view model it is given, in order
/// (a spy, not a stub).
final class ViewSpy: ThreadListDisplayLogic, ThreadDetailDisplayLogic, ThreadActionsDisplayLogic, SavedFiltersDisplayLogic,
                     InterchangeDisplayLogic, SeedDisplayLogic, InboxReportDisplayLogic, QueryPlanDisplayLogic,
                     TokensDisplayLogic, ChangesDisplayLogic, TagsDisplayLogic, PeopleDisplayLogic, @unchecked Sendable {
    // Guarded by `lock`.
    private var received: [[StyledLine]] = []
    private var asked: [String] = []
    private var pages: [HTMLText] = []
    private let lock = NSLock()

    func displayListThreads(_ viewModel: ThreadList.ListThreads.ViewModel) { record(viewModel) }
    func displayCountThreads(_ viewModel: ThreadList.CountThreads.ViewModel) { record(viewModel) }
    func displayShowThread(_ viewModel: ThreadDetail.ShowThread.ViewModel) { record(viewModel) }
    func displayVisitThread(_ viewModel: ThreadDetail.VisitThread.ViewModel) { record(viewModel) }
    func displayStartThread(_ viewModel: ThreadActions.StartThread.ViewModel) { record(viewModel) }
    func displayPostMessage(_ viewModel: ThreadActions.PostMessage.ViewModel) { record(viewModel) }
    func displayChangeThreads(_ viewModel: ThreadActions.ChangeThreads.ViewModel) { record(viewModel) }
    func displaySaveFilter(_ viewModel: SavedFilters.SaveFilter.ViewModel) { record(viewModel) }
    func displayListFilters(_ viewModel: SavedFilters.ListFilters.ViewModel) { record(viewModel) }
    func displayShowFilter(_ viewModel: SavedFilters.ShowFilter.ViewModel) { record(viewModel) }
    func displayDeleteFilter(_ viewModel: SavedFilters.DeleteFilter.ViewModel) { record(viewModel) }
    func displayImportInbox(_ viewModel: Interchange.ImportInbox.ViewModel) { record(viewModel) }
    func displayImportMail(_ viewModel: Interchange.ImportMail.ViewModel) { record(viewModel) }
    func displayExportInbox(_ viewModel: Interchange.ExportInbox.ViewModel) { record(viewModel) }
    func displaySeedSampleInbox(_ viewModel: Seed.SeedSampleInbox.ViewModel) { record(viewModel) }
    func displaySeedSyntheticInbox(_ viewModel: Seed.SeedSyntheticInbox.ViewModel) { record(viewModel) }
    func displayCountInbox(_ viewModel: InboxReport.CountInbox.ViewModel) { record(viewModel) }
    func displayCheckDatabase(_ viewModel: InboxReport.CheckDatabase.ViewModel) { record(viewModel) }
    func displayProbeStore(_ viewModel: InboxReport.ProbeStore.ViewModel) { record(viewModel) }
    func displayExplainQuery(_ viewModel: QueryPlan.ExplainQuery.ViewModel) { record(viewModel) }
    func displayCreateToken(_ viewModel: Tokens.CreateToken.ViewModel) { record(viewModel) }
    func displayListTokens(_ viewModel: Tokens.ListTokens.ViewModel) { record(viewModel) }
    func displayRevokeToken(_ viewModel: Tokens.RevokeToken.ViewModel) { record(viewModel) }
    func displayListChanges(_ viewModel: Changes.ListChanges.ViewModel) { record(viewModel) }
    func displayListTags(_ viewModel: Tags.ListTags.ViewModel) { record(viewModel) }
    func displayRenameTag(_ viewModel: Tags.RenameTag.ViewModel) { record(viewModel) }
    func displayDeleteTag(_ viewModel: Tags.DeleteTag.ViewModel) { record(viewModel) }
    func displayListPeople(_ viewModel: People.ListPeople.ViewModel) { record(viewModel) }

    // One body for every display method (so the generator can add one); a change's question is kept too.
    private func record(_ viewModel: some PrintableViewModel) { lock.withLock { received.append(viewModel.lines) } }
    private func record(_ viewModel: ThreadActions.ChangeThreads.ViewModel) {
        lock.withLock {
            received.append(viewModel.lines)
            if let question = viewModel.question { asked.append(question) }
            if let html = viewModel.html { pages.append(html) }
        }
    }

    /// The HTML pages a change showed (its question, as the page asks it).
    var htmlPages: [HTMLText] { lock.withLock { pages } }

    /// The questions a change put, in order.
    var questions: [String] { lock.withLock { asked } }
    /// Every display call so far.
    var calls: [[StyledLine]] { lock.withLock { received } }
    /// The plain text of the only display call; empty when there was not exactly one.
    var lines: [String] { calls.count == 1 ? calls[0].map(\.text) : [] }
}
