import Domain

/// One `/v1/events` stream's place in the change log: the state of the last event it sent (or
/// the one it resumed from), and what it sends next to come up to date.
struct EventListener {
    /// Whose stream it is: what it is told of is theirs.
    let person: Person
    /// Everything up to this state has been sent; nil for a listener that subscribed before the
    /// store could be read, which starts from the first state the broadcaster reads.
    var delivered: String?

    /// The frame that brings this listener up to date, nil when it is already, when nothing it is
    /// told of changed (another person's read moved the state: it moves on without a word), or the store
    /// cannot be read this time: the next wake tries again, from the same state). A listener
    /// one change behind takes the broadcaster's frame; one further behind reads what changed
    /// since its own state, in one frame; one whose state this database cannot answer from
    /// gets a `reset` to the state now.
    mutating func catchUp(_ scenes: Scenes) async -> String? {
        switch await scenes.events.next(after: delivered, for: person) {
        case .upToDate:
            return nil
        case .change(let change):
            delivered = change.state
            return change.frame
        case .behind(let since):
            switch await ChangeBroadcaster.read(scenes, since: since, as: person) {
            case .read(let now, _, let frame):
                delivered = now
                return frame
            case .unanswerable:
                guard case .read(let now, let json, _) = await ChangeBroadcaster.read(scenes, since: nil, as: person) else { return nil }
                delivered = now
                return EventFrame.reset(json, state: now)
            case .failed:
                return nil
            }
        }
    }
}
