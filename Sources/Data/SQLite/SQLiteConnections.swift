import GRDB

/// The connections an `SQLiteDataStore` works through.
enum SQLiteConnections: Sendable {
    /// One connection for reads and writes in turn: the CLI's, the tests', and any file this
    /// user may only read. It opens quickest, and a command does one thing at a time.
    case single(DatabaseQueue)
    /// One writer and WAL readers beside it: the service's, where no read waits behind a
    /// write, and with more than one reader, reads go side by side.
    case pool(DatabasePool)

    /// The connection that writes (and, for `.single`, reads too).
    var writer: any DatabaseWriter {
        switch self {
        case .single(let queue): queue
        case .pool(let pool): pool
        }
    }
}
