/// Server-sent events' frames (the `text/event-stream` format): each ends with an empty line.
enum EventFrame {
    /// A `change` event: the Changes scene's JSON as `data`, labelled with the state it brings
    /// the client to, which a reconnecting browser sends back as `Last-Event-ID`.
    static func change(_ json: String, state: String) -> String {
        "id: " + state + "\nevent: change\ndata: " + json + "\n\n"
    }

    /// A `reset` event: the state a client resumed from is not one this database can answer from
    /// (another database's, a restored backup's, or no state at all). `data` is the Changes
    /// scene's JSON of the state now; the `id` moves the client's `Last-Event-ID` on to it. The
    /// client reloads what it shows.
    static func reset(_ json: String, state: String) -> String {
        "id: " + state + "\nevent: reset\ndata: " + json + "\n\n"
    }

    /// A comment line: ignored by clients, it keeps proxies from closing a quiet stream.
    static let keepAlive = ": keep-alive\n\n"

    /// The first frame, so a client knows the stream is open before anything changes.
    static let opened = ": open\nretry: 1000\n\n"
}
