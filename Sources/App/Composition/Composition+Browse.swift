import Data
import Domain
import Foundation
import Presentation

extension Composition {
    /// `browse`: the list and thread scenes on the terminal, through their screen presenters,
    /// for `me` (whose replies `p` posts).
    func browser(store: any DataStore, me: Person, route: Route, selection: FilterSelection) -> BrowseProgram {
        let variables = environment.variables
        let editor = [variables["VISUAL"], variables["EDITOR"]].compactMap { $0 }.first { !$0.isEmpty } ?? "vi"
        // Colour as for `list`: never under NO_COLOR or a terminal that has none.
        let colors = variables["NO_COLOR"] == nil && !["dumb", ""].contains(variables["TERM"] ?? "")
        return BrowseProgram(effects: BrowseEffects(store: store, clock: environment.clock, viewer: viewer, editor: editor),
                             route: route, selection: selection, colors: colors)
    }
}
