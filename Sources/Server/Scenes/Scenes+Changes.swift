import Domain
import Presentation

extension Scenes {
    /// The change log as `person` is told of it: the team's changes and their own (nil: the
    /// inbox's first person's, for a caller that wants the state alone).
    func changes(_ view: ResponseView, as person: Person?) -> ChangesInteractor {
        ChangesInteractor(threads: environment.threads(person.map(environment.viewer)), presenter: ChangesJSONPresenter(display: view))
    }
}
