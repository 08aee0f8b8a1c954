import Domain
import Presentation

extension Scenes {
    func interchange(_ view: any InterchangeDisplayLogic, as person: Person) -> InterchangeInteractor {
        InterchangeInteractor(threads: environment.threads(environment.viewer(person)), clock: environment.clock, presenter: InterchangeJSONPresenter(display: view))
    }
}
