import Presentation

/// The CLI's view for every scene: renders view models into the command's output buffer.
/// It holds no logic worth a test of its own; the presenters decide every character.
struct TerminalView: ThreadListDisplayLogic, SavedFiltersDisplayLogic, SeedDisplayLogic, ThreadDetailDisplayLogic, ThreadActionsDisplayLogic,
    InboxReportDisplayLogic, InterchangeDisplayLogic {
    /// Where rendered text goes until the command succeeds.
    let buffer: OutputBuffer
    /// How styles become bytes.
    let renderer: StyledTextRenderer

    func displayThreads(_ viewModel: ThreadList.Fetch.ViewModel) {
        buffer.append(renderer.render(viewModel.lines))
    }

    func displayFilters(_ viewModel: SavedFilters.ViewModel) {
        buffer.append(renderer.render(viewModel.lines))
    }

    func displayThread(_ viewModel: ThreadDetailScene.Show.ViewModel) {
        buffer.append(renderer.render(viewModel.lines))
    }

    func displayInterchange(_ viewModel: Interchange.ViewModel) {
        buffer.append(renderer.render(viewModel.lines))
    }

    func displayReport(_ viewModel: InboxReport.ViewModel) {
        buffer.append(renderer.render(viewModel.lines))
    }

    func displayAction(_ viewModel: ThreadActions.ViewModel) {
        buffer.append(renderer.render(viewModel.lines))
    }

    func displaySample(_ viewModel: Seed.Sample.ViewModel) {
        buffer.append(renderer.render([.plain(viewModel.message)]))
    }
}
