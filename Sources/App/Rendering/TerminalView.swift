import Presentation

/// The CLI's view for every scene: renders view models into the command's output buffer. Each
/// scene's `DisplayLogic` conformance sits beside its wiring (`Composition+<Scene>.swift`); the
/// view holds no logic worth a test of its own, since the presenters decide every character.
struct TerminalView: Sendable {
    /// Where rendered text goes until the command succeeds.
    let buffer: OutputBuffer
    let renderer: StyledTextRenderer

    func show(_ viewModel: some PrintableViewModel) {
        buffer.append(renderer.render(viewModel.lines))
    }
}
