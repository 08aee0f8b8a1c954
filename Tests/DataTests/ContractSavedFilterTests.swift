import Data
import Domain
import Foundation
import Testing
import TestSupport

/// Saved filters, identical on every store.
@Suite("DataStore contract: saved filters")
struct ContractSavedFilterTests {
    static let full = SavedFilter(
        name: "everything",
        filter: ThreadFilter(starredOnly: true, unreadOnly: true, participants: ["Aiko", "佐藤"],
                             since: Seeds.at(hours: 1), until: Seeds.at(hours: 2.5), searchTerms: ["ロゴ", "\"quoted\""],
                             archive: .all),
        sort: .title)

    @Test(arguments: StoreKind.allCases)
    func everyFieldRoundTrips(kind: StoreKind) async throws {
        let repository = StoreFilterRepository(store: try kind.make())
        #expect(try await repository.saveFilter(Self.full) == false)
        #expect(try await repository.showFilter(named: "everything") == Self.full)
        #expect(try await repository.showFilter(named: "Everything") == nil)
    }

    @Test(arguments: StoreKind.allCases)
    func savingAgainReplaces(kind: StoreKind) async throws {
        let repository = StoreFilterRepository(store: try kind.make())
        _ = try await repository.saveFilter(Self.full)
        let narrower = SavedFilter(name: "everything", filter: ThreadFilter(starredOnly: true))
        #expect(try await repository.saveFilter(narrower) == true)
        #expect(try await repository.listFilters() == [narrower])
    }

    @Test(arguments: StoreKind.allCases)
    func deleteRemovesOnlyThatName(kind: StoreKind) async throws {
        let repository = StoreFilterRepository(store: try kind.make())
        _ = try await repository.saveFilter(Self.full)
        _ = try await repository.saveFilter(SavedFilter(name: "other", filter: .inbox))
        #expect(try await repository.deleteFilter(named: "everything") == true)
        #expect(try await repository.deleteFilter(named: "everything") == false)
        #expect(try await repository.listFilters().map(\.name) == ["other"])
    }
}
