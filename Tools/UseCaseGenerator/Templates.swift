/// The text of each generated file and member, in the project's own style, split by ring:
/// `Templates+Domain`, `Templates+Action` (what an action adds to a scene), `Templates+Scene`
/// (a new scene's files), `Templates+App`, `Templates+Tests`. Everything acts on thread ids, as
/// most commands do; a `TODO(new-use-case)` marks each place meant for the author's behaviour.
struct Templates {
    let names: UseCaseNames
    let shape: SceneShape

    var n: String { names.useCase }
    var s: String { names.scene }
    var c: String { names.command }
    /// `ThreadActions.PinThreads`.
    var action: String { names.action }

    /// The placeholder every presenter shows until the author words it: `pin: threads 3, 5.`
    func placeholder(_ ids: String) -> String { "\(c): threads \(ids)." }
}
