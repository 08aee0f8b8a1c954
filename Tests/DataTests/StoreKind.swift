import Data
import InMemoryStore
import Domain
import Foundation
import TestSupport

/// Every store the contract suite holds to the same assertions. A new store joins by adding a case.
enum StoreKind: String, CaseIterable, CustomTestStringConvertibleKind {
    case sqliteFile
    case sqliteMemory
    case inMemory

    /// A fresh, empty store of this kind (a file store lives in its own temporary folder).
    func make() throws -> any DataStore {
        switch self {
        case .sqliteFile: return try SQLiteDataStore(path: TemporaryFolder().file("threads.sqlite"))
        case .sqliteMemory: return try SQLiteDataStore.inMemory()
        case .inMemory: return InMemoryDataStore()
        }
    }
}

/// Lets parameterized tests show the store's name.
protocol CustomTestStringConvertibleKind: CustomStringConvertible, RawRepresentable where RawValue == String {}
extension CustomTestStringConvertibleKind {
    var description: String { rawValue }
}

