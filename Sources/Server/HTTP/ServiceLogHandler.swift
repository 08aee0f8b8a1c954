import Foundation
import Logging
import Presentation

/// Hummingbird's own log (a channel that failed, an error no route expected) written where the
/// request log goes, in its format: one line, or one JSON object with `"level"` and `"message"`.
/// Only `.error` and above reach it (`ThreadsService.logger`): below that Hummingbird speaks of
/// every connection opened and closed.
struct ServiceLogHandler: LogHandler {
    let json: Bool
    let write: @Sendable (String) -> Void
    var metadata: Logger.Metadata = [:]
    var logLevel: Logger.Level = .error

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        let fields = metadata.merging(event.metadata ?? [:]) { $1 }
        // Sorted, so the same error always reads the same way.
        let details = fields.keys.sorted().map { "\($0)=\(fields[$0].map { "\($0)" } ?? "")" }.joined(separator: " ")
        let time = Date().formatted(.iso8601.year().month().day().time(includingFractionalSeconds: true).timeZone(separator: .omitted))
        guard json else {
            write("\(time) \(event.level.rawValue) \(event.message)" + (details.isEmpty ? "" : " " + details))
            return
        }
        write(JSONText.object([
            ("time", .string(time)), ("level", .string(event.level.rawValue)), ("message", .string("\(event.message)")), ("details", .string(details)),
        ]).serialized)
    }
}
