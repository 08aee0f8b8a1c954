import Domain
import Foundation

/// A saved-filter repository for use-case and interactor tests, in the shape of
/// `ThreadRepositoryDouble`: calls recorded as data, answers set by the test, anything else an issue.
public final class SavedFiltersRepositoryDouble: SavedFiltersRepository, @unchecked Sendable {
    public enum Call: Equatable, Sendable {
        case saveFilter(SavedFilter)
        case listFilters
        case showFilter(String)
        case deleteFilter(String)
    }

    /// True when it replaced one of the same name.
    public var onSaveFilter: (@Sendable (SavedFilter) throws -> Bool)?
    public var onListFilters: (@Sendable () throws -> [SavedFilter])?
    public var onShowFilter: (@Sendable (String) throws -> SavedFilter?)?
    /// False when there was none.
    public var onDeleteFilter: (@Sendable (String) throws -> Bool)?

    // Guarded by `lock`.
    private var log: [Call] = []
    private let lock = NSLock()
    private let site: CallSite

    public init(fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column) {
        site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// A double that knows exactly these filters, by name, and is asked only to show them.
    public convenience init(showing saved: [SavedFilter], fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
                            column: Int = #column) {
        self.init(fileID: fileID, filePath: filePath, line: line, column: column)
        let byName = Dictionary(saved.map { ($0.name, $0) }, uniquingKeysWith: { $1 })
        onShowFilter = { byName[$0] }
    }

    public var calls: [Call] { lock.withLock { log } }

    private func answer<T>(_ call: Call, _ handler: (() throws -> T)?) throws -> T {
        lock.withLock { log.append(call) }
        guard let handler else { throw UnexpectedCall("\(call)", madeAt: site) }
        return try handler()
    }

    public func saveFilter(_ filter: SavedFilter) async throws -> Bool {
        try answer(.saveFilter(filter), onSaveFilter.map { handler in { try handler(filter) } })
    }

    public func listFilters() async throws -> [SavedFilter] {
        try answer(.listFilters, onListFilters)
    }

    public func showFilter(named name: String) async throws -> SavedFilter? {
        try answer(.showFilter(name), onShowFilter.map { handler in { try handler(name) } })
    }

    public func deleteFilter(named name: String) async throws -> Bool {
        try answer(.deleteFilter(name), onDeleteFilter.map { handler in { try handler(name) } })
    }
}
