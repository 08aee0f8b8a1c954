import Presentation

extension Scenes {
    func interchange(_ view: any InterchangeDisplayLogic) -> InterchangeInteractor {
        InterchangeInteractor(threads: environment.threads, clock: environment.clock, presenter: InterchangeJSONPresenter(display: view))
    }
}
