import Foundation

/// The sample inbox of `threads seed --sample`: a freelance designer's week, in English and Japanese.
public enum SampleInbox {
    /// The sample as drafts, with every time placed before `now` so relative times read naturally.
    public static func drafts(endingAt now: Date) -> [ThreadDraft] {
        threads.map { sample in
            let minutesAgo = { (minutes: Int) in now.addingTimeInterval(-Double(minutes) * 60) }
            return ThreadDraft(
                key: sample.key, title: sample.title, participants: sample.participants,
                isStarred: sample.starred, isArchived: sample.archived, createdAt: minutesAgo(sample.startedMinutesAgo),
                messages: sample.messages.map { MessageDraft(author: $0.author, body: $0.body, sentAt: minutesAgo($0.minutesAgo), isRead: $0.read) }
            )
        }
    }

    private struct Sample {
        let key: String, title: String, participants: [String]
        var starred = false, archived = false
        let startedMinutesAgo: Int
        let messages: [(author: String, body: String, minutesAgo: Int, read: Bool)]
    }

    private static let hour = 60, day = 1440

    private static let threads: [Sample] = [
        Sample(key: "sample-logo", title: "ロゴデザインの件", participants: ["Aiko", "Ben"], starred: true,
               startedMinutesAgo: 3 * day, messages: [
                   ("Aiko", "初稿です。ご確認ください。", 3 * day, true),
                   ("Ben", "Thanks! Could we try a bolder weight?", 2 * day, true),
                   ("Aiko", "修正版を送ります", 3 * hour, false),
               ]),
        Sample(key: "sample-invoice", title: "Invoice #2041 for the March sprint", participants: ["Dana Whitfield"], starred: true,
               startedMinutesAgo: 5 * day, messages: [
                   ("Dana Whitfield", "Attached is the invoice for March. Net 30 as usual.", 5 * day, true),
                   ("Dana Whitfield", "Friendly reminder: the invoice is due Friday.", 20, false),
               ]),
        Sample(key: "sample-kickoff", title: "Kickoff: marketplace onboarding redesign", participants: ["Priya", "Marcus", "Ben"],
               startedMinutesAgo: 9 * day, messages: [
                   ("Priya", "Agenda: goals, constraints, timeline. 30 minutes.", 9 * day, true),
                   ("Marcus", "I'll bring the funnel numbers from last quarter.", 9 * day - 2 * hour, true),
                   ("Priya", "Notes are in the shared folder.", 8 * day, true),
               ]),
        Sample(key: "sample-meeting-jp", title: "来週の打ち合わせ日程", participants: ["佐藤", "Aiko"],
               startedMinutesAgo: 2 * day, messages: [
                   ("佐藤", "来週の火曜日か水曜日はいかがでしょうか。", 2 * day, true),
                   ("Aiko", "水曜日の午後でお願いします。", 1 * day, true),
                   ("佐藤", "承知しました。14時からでいかがですか？", 5 * hour, false),
                   ("佐藤", "会議室を予約しておきます。", 4 * hour, false),
               ]),
        Sample(key: "sample-contract", title: "Contract renewal — 2027 terms", participants: ["Legal Team", "Dana Whitfield"], starred: true,
               startedMinutesAgo: 14 * day, messages: [
                   ("Legal Team", "Please review the redlines in section 4 (liability).", 14 * day, true),
                   ("Dana Whitfield", "Section 4 looks fine; I've signed page 7.", 6 * day, true),
               ]),
        Sample(key: "sample-bug", title: "Crash when uploading a PNG over 20 MB", participants: ["QA Bot", "Marcus"],
               startedMinutesAgo: 26 * hour, messages: [
                   ("QA Bot", "Steps: open the portfolio editor, drop a 24 MB PNG. Result: the app quits.", 26 * hour, false),
                   ("Marcus", "Reproduced. Looks like we decode the whole image on the main thread.", 25 * hour, false),
                   ("QA Bot", "Also happens with TIFF.", 2 * hour, false),
               ]),
        Sample(key: "sample-estimate", title: "お見積りのご依頼", participants: ["株式会社ミドリ", "Aiko"],
               startedMinutesAgo: 4 * day, messages: [
                   ("株式会社ミドリ", "Webサイトのリニューアルについてお見積りをお願いできますか。", 4 * day, true),
                   ("Aiko", "ありがとうございます。要件を伺えますか？", 4 * day - 3 * hour, true),
               ]),
        Sample(key: "sample-lunch", title: "Lunch on Thursday?", participants: ["Sam"],
               startedMinutesAgo: 50, messages: [
                   ("Sam", "Ramen place near the station, 12:30?", 50, false),
               ]),
        Sample(key: "sample-portfolio", title: "Portfolio review notes", participants: ["Priya"],
               startedMinutesAgo: 21 * day, messages: [
                   ("Priya", "Strong case studies. Lead with the onboarding work.", 21 * day, true),
                   ("Priya", "Also: trim the About page to one paragraph.", 20 * day, true),
               ]),
        Sample(key: "sample-fonts", title: "フォントのライセンスについて", participants: ["Ben", "Legal Team"],
               startedMinutesAgo: 7 * day, messages: [
                   ("Ben", "Is the Noto Sans JP license fine for the app icon text?", 7 * day, true),
                   ("Legal Team", "Yes — SIL Open Font License permits embedding. 問題ありません。", 6 * day, true),
               ]),
        Sample(key: "sample-standup", title: "Daily standup notes", participants: ["Marcus", "Priya", "Sam", "Ben"],
               startedMinutesAgo: 30 * day, messages: [
                   ("Marcus", "Yesterday: upload fix. Today: image pipeline. Blockers: none.", 2 * day, true),
                   ("Sam", "Yesterday: copy edits. Today: onboarding screens.", 1 * day, false),
               ]),
        Sample(key: "sample-welcome", title: "Welcome to threads", participants: ["threads"],
               startedMinutesAgo: 45 * day, messages: [
                   ("threads", "Try `threads list --starred`, `threads list --unread --sort unread`, or `threads list --search ロゴ`.", 45 * day, true),
               ]),
        Sample(key: "sample-taxes", title: "確定申告の書類", participants: ["税理士 山田"], starred: true,
               startedMinutesAgo: 60 * day, messages: [
                   ("税理士 山田", "領収書をまとめて送ってください。", 60 * day, true),
                   ("税理士 山田", "期限は3月15日です。", 10 * day, false),
               ]),
        Sample(key: "sample-draft", title: "Ideas for the spring campaign", participants: ["Sam", "Aiko"],
               startedMinutesAgo: 6 * hour, messages: []),
        Sample(key: "sample-old-project", title: "Old project: brochure print run", participants: ["Print Shop"], archived: true,
               startedMinutesAgo: 200 * day, messages: [
                   ("Print Shop", "The 500 brochures shipped today.", 190 * day, true),
               ]),
    ]
}
