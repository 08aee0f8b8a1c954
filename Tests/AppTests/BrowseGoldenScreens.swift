@testable import App
import Data
import Domain
import Foundation
import InMemoryStore
import Testing

/// The screens the golden tests draw, each reached as the program reaches it: a store, the
/// reducer's `start`, key events, and every effect run by the real `BrowseEffects` (the scenes,
/// their screen presenters) with its result handed back to the reducer. The clock is fixed, so
/// the text never depends on today.
enum BrowseGoldenScreens {
    enum Screen: String, CaseIterable, Sendable {
        /// The sample inbox of `threads seed --sample`.
        case inbox
        /// A store with no threads.
        case empty
        /// A long thread, mostly Japanese, opened at its top.
        case thread
        /// The list's help screen.
        case help
        /// `/ロゴ` typed at the search prompt, the list following it.
        case search
        /// The saved filters, `Inbox` first.
        case filters
        /// Three threads tagged, their tags after their titles; `t` on the first, `+w` and Tab:
        /// the tag prompt with the two names it could not choose between.
        case tags
    }

    /// Every golden is this many rows high.
    static let rows = 24
    static let widths = [40, 80, 120]

    /// What `screen` shows on a terminal `width` cells wide.
    static func state(_ screen: Screen, width: Int) async throws -> BrowseState {
        let store = InMemoryDataStore()
        if screen != .empty { _ = try await store.insertThreadsIfAbsent(SampleInbox.drafts(endingAt: BrowseSeeds.now)) }
        var route = Route.list
        switch screen {
        case .thread: route = .thread(ThreadID(try await store.insertThread(longThread)))
        case .filters:
            for arguments in [["starred", "--starred"], ["unread", "--unread", "--sort", "unread"], ["japanese", "--search", "の"]] {
                let saved = await InProcess.run(["filter", "save"] + arguments, store: store)
                try #require(saved.status == 0, "\(saved.stderr)")
            }
        case .tags:
            for arguments in [["2", "1", "+work"], ["1", "+client/acme", "+デザイン"], ["6", "+waiting"]] {
                // As Aiko, who browses: the inbox's first person, whose stars and unread the screen shows.
                let tagged = await InProcess.run(["tag"] + arguments, store: store, variables: ["HOME": "/nonexistent-home", "THREADS_USER": "Aiko"])
                try #require(tagged.status == 0, "\(tagged.stderr)")
            }
        default: break
        }
        let program = Driver(effects: BrowseEffects(store: store, clock: BrowseSeeds.clock, viewer: Viewer(Person("Aiko"), firstPerson: Person("Aiko")), editor: "true"))
        var (state, effects) = BrowseReducer.start(route: route, selection: FilterSelection(), columns: width, rows: rows)
        await program.settle(&state, effects)
        let keys: [BrowseEvent]
        switch screen {
        case .inbox, .empty, .thread: keys = []
        case .help: keys = [.help]
        case .search: keys = [.startSearch, .type("ロ"), .type("ゴ")]
        case .filters: keys = [.showFilters]
        case .tags: keys = [.startTagging, .type("+w"), .complete]
        }
        for key in keys {
            effects = BrowseReducer.reduce(&state, key)
            await program.settle(&state, effects)
        }
        return state
    }

    /// Runs effects as `BrowseProgram` does, without a terminal: one at a time, each result back
    /// through the reducer.
    struct Driver {
        let effects: BrowseEffects

        func settle(_ state: inout BrowseState, _ pending: [BrowseEffect]) async {
            var queue = pending[...]
            while let effect = queue.popFirst() {
                for event in await effects.run(effect, columns: state.columns, session: nil) {
                    queue += BrowseReducer.reduce(&state, event)
                }
            }
        }
    }

    /// A thread of long messages, mostly Japanese with English mixed in, the newest two unread.
    static let longThread: ThreadDraft = {
        let hour = 3600.0
        let start = BrowseSeeds.now.addingTimeInterval(-30 * hour)
        let messages: [(String, String)] = [
            ("佐藤 花子", "お疲れさまです。新しいオンボーディング画面のデザイン案を共有します。"
                + "全体のトーンは落ち着いた色合いにして、最初の三画面で主要な機能を紹介する構成にしました。"
                + "Figma のリンクはこちらです: https://example.com/design/onboarding-v2 ご確認をお願いします。"),
            ("Ben Carter", "Thanks, Hanako! The flow reads well. Two notes: the progress dots are hard to see on the dark "
                + "background, and the third screen's copy is a bit long for small phones. 文字数を少し減らせますか？"),
            ("Aiko", "ありがとうございます。ドットの色はコントラスト比 4.5:1 を満たすように調整します。"
                + "三画面目の文章は「写真を選ぶだけで、あとは自動で整います。」の一文にまとめる案はいかがでしょうか。"
                + "English version: \"Pick a photo; we'll do the rest.\""),
            ("佐藤 花子", "いいですね、その一文で進めましょう。来週の水曜日までに修正版をいただけると助かります。"
                + "なお、アイコンは Noto Sans JP の Bold を使ってください。ライセンスは法務に確認済みです。"),
            ("Ben Carter", "Sounds good. I'll set up the usability test for Thursday with five participants; "
                + "the script will be bilingual (日本語と英語) so Priya's team can join."),
        ]
        return ThreadDraft(
            key: "golden-onboarding", title: "新しいオンボーディング画面のデザインについて (v2 review)",
            participants: ["佐藤 花子", "Aiko", "Ben Carter"], isStarred: true, createdAt: start,
            messages: messages.enumerated().map { index, message in
                MessageDraft(author: message.0, body: message.1, sentAt: start.addingTimeInterval(Double(index) * 5 * hour), isRead: index < 3)
            })
    }()
}
