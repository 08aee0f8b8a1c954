import Data
import Domain
import Foundation
import Testing

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
        #expect(try await repository.save(Self.full) == false)
        #expect(try await repository.filter(named: "everything") == Self.full)
        #expect(try await repository.filter(named: "Everything") == nil)
    }

    @Test(arguments: StoreKind.allCases)
    func savingAgainReplaces(kind: StoreKind) async throws {
        let repository = StoreFilterRepository(store: try kind.make())
        _ = try await repository.save(Self.full)
        let narrower = SavedFilter(name: "everything", filter: ThreadFilter(starredOnly: true))
        #expect(try await repository.save(narrower) == true)
        #expect(try await repository.allFilters() == [narrower])
    }

    @Test(arguments: StoreKind.allCases)
    func deleteRemovesOnlyThatName(kind: StoreKind) async throws {
        let repository = StoreFilterRepository(store: try kind.make())
        _ = try await repository.save(Self.full)
        _ = try await repository.save(SavedFilter(name: "other", filter: .inbox))
        #expect(try await repository.deleteFilter(named: "everything") == true)
        #expect(try await repository.deleteFilter(named: "everything") == false)
        #expect(try await repository.allFilters().map(\.name) == ["other"])
    }
}
