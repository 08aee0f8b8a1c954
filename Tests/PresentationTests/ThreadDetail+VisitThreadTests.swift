import Foundation
import Domain
@testable import Presentation
import TestSupport
import Testing

/// ThreadDetail.VisitThread through the interactor, with the repository double, each real
/// presenter and the view spy: the same people in the same words in every format.
@Suite("ThreadDetail: VisitThread")
struct ThreadDetailVisitThreadTests {
    let repository = ThreadRepositoryDouble()
    let view = ViewSpy()

    private func interactor(_ presenter: any ThreadDetailPresentationLogic) -> ThreadDetailInteractor {
        repository.onVisitThread = { _, _ in [ThreadVisit(person: Person("Aiko")), ThreadVisit(person: Person("Ben"), isReplying: true)] }
        return ThreadDetailInteractor(threads: repository, clock: .fixed(VisitThreadPresenting.now), presenter: presenter)
    }

    @Test func theTextSaysWhoElseIsHereAndWhoIsWriting() async throws {
        try await interactor(ThreadDetailTextPresenter(width: 80, clock: .fixed(VisitThreadPresenting.now), display: view))
            .visitThread(.init(id: ThreadID(3), note: .here(ThreadVisit(person: Person("Cy")))))
        #expect(view.lines == ["Also here: Aiko, Ben (writing a reply)"])
    }

    @Test func theJSONIsANameAndAFlagEach() async throws {
        try await interactor(ThreadDetailJSONPresenter(display: view)).visitThread(.init(id: ThreadID(3)))
        #expect(view.lines == [#"[{"name":"Aiko","replying":false},{"name":"Ben","replying":true}]"#])
    }

    @Test func thePageGetsOneElementAlwaysThereHiddenWhenAlone() async throws {
        try await interactor(ThreadDetailHTMLPresenter(clock: .fixed(VisitThreadPresenting.now), forms: .none, display: view)).visitThread(.init(id: ThreadID(3)))
        let html = view.lines.joined()
        #expect(html.hasPrefix(#"<p id="visitors" class="visitors" aria-live="polite" data-count="2">Also here: "#), "\(html)")
        #expect(html.contains(#"<span class="visitor" data-replying="true">Ben (writing a reply)</span>"#))
        let alone = ViewSpy()
        repository.onVisitThread = { _, _ in [] }
        try await ThreadDetailInteractor(threads: repository, clock: .fixed(VisitThreadPresenting.now),
                                         presenter: ThreadDetailHTMLPresenter(clock: .fixed(VisitThreadPresenting.now), forms: .none, display: alone))
            .visitThread(.init(id: ThreadID(3)))
        #expect(alone.lines.joined() == #"<p id="visitors" class="visitors" aria-live="polite" hidden=""></p>"#)
    }

    @Test func aFailureShowsNothing() async {
        repository.onVisitThread = { _, _ in nil }
        await #expect(throws: ThreadsError.unknownThread(ThreadID(9))) {
            try await ThreadDetailInteractor(threads: repository, presenter: ThreadDetailJSONPresenter(display: view)).visitThread(.init(id: ThreadID(9)))
        }
        #expect(view.calls.isEmpty)
    }
}

enum VisitThreadPresenting {
    static let now = Date(timeIntervalSince1970: 1_772_496_000)
}
