import Domain
import Foundation
import TestSupport
import Testing

/// VisitThread with the repository double: it notes the visitor at the clock's time, answers
/// everyone else sorted by name (never the visitor, in any case), and an unknown thread is an error.
@Suite("Use case: VisitThread")
struct VisitThreadTests {
    static let now = Date(timeIntervalSince1970: 1_772_496_000)

    @Test func notesTheVisitorAndAnswersEveryoneElseByName() async throws {
        let repository = ThreadRepositoryDouble()
        repository.onVisitThread = { _, _ in
            [ThreadVisit(person: Person("ben"), isReplying: true), ThreadVisit(person: Person("AIKO")), ThreadVisit(person: Person("Cy"))]
        }
        let aiko = ThreadVisit.Note.here(ThreadVisit(person: Person("Aiko")))
        let others = try await VisitThread(threads: repository, clock: .fixed(Self.now))(ThreadID(3), noting: aiko)
        #expect(others == [ThreadVisit(person: Person("ben"), isReplying: true), ThreadVisit(person: Person("Cy"))])
        #expect(others.map(\.person.name) == ["ben", "Cy"])
        #expect(repository.calls == [.visitThread(ThreadID(3), noting: aiko, at: Self.now)])
    }

    @Test func onlyLookingShowsEveryone() async throws {
        let repository = ThreadRepositoryDouble()
        repository.onVisitThread = { _, _ in [ThreadVisit(person: Person("Ben"))] }
        #expect(try await VisitThread(threads: repository, clock: .fixed(Self.now))(ThreadID(3), noting: nil).map(\.person.name) == ["Ben"])
    }

    @Test func anUnknownThreadIsAnError() async {
        let repository = ThreadRepositoryDouble()
        repository.onVisitThread = { _, _ in nil }
        await #expect(throws: ThreadsError.unknownThread(ThreadID(404))) {
            _ = try await VisitThread(threads: repository, clock: .fixed(Self.now))(ThreadID(404), noting: .left(Person("Aiko")))
        }
    }
}
