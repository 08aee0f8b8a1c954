import Presentation

/// The browser's state as the terminal's lines, top to bottom: exactly `rows` of them, each at
/// most `columns` cells wide. Pure: the terminal layer only writes what changed.
enum BrowseScreen {
    static func render(_ state: BrowseState, colors: Bool) -> [ScreenLine] {
        guard state.rows > 0 else { return [] }
        let content: [ScreenLine], status: StyledLine
        switch state.mode {
        case .help(let from):
            content = help(from)
            status = StyledLine([StyledSpan(BrowseKeys.closeHelp, .dim)])
        case .filters(let choices, let cursor):
            content = picker(choices, cursor: cursor, height: max(state.rows - 2, 1))
            status = hints(BrowseKeys.filterHints, width: state.columns)
        case .search(let text, _):
            content = list(state)
            status = prompt("/", text, width: state.columns)
        case .tags(let tags):
            content = state.thread.map { thread(state, $0) } ?? list(state)
            status = tagPrompt(tags, width: state.columns)
        case .normal:
            content = state.thread.map { thread(state, $0) } ?? list(state)
            status = state.status.map { StyledLine.plain(SingleLine.of($0)) }
                ?? hints(state.thread == nil ? BrowseKeys.listHints : BrowseKeys.threadHints, width: state.columns)
        }
        let above = Array(content.prefix(state.rows - 1))
        let blank = Array(repeating: ScreenLine(.plain("")), count: state.rows - 1 - above.count)
        return (above + blank + [ScreenLine(status)]).map { fitted($0, width: state.columns, colors: colors) }
    }

    /// Header, column heads (or ` No threads`), then the rows on screen, the selected one marked `>`.
    private static func list(_ state: BrowseState) -> [ScreenLine] {
        let list = state.list
        let shown = list.rows.indices.dropFirst(list.top).prefix(state.listHeight)
        return list.lines.map { ScreenLine($0) } + shown.map { index in
            index == list.cursor ? ScreenLine(marked(list.rows[index].line), reverse: true) : ScreenLine(list.rows[index].line)
        }
    }

    /// The thread's header, then its body from the line scrolled to.
    private static func thread(_ state: BrowseState, _ thread: BrowseThread) -> [ScreenLine] {
        // Until the thread arrives, its id is all that is known of it.
        let header = thread.lines.first ?? StyledLine([StyledSpan("#\(thread.id)", .dim)])
        return [ScreenLine(header)] + thread.body.dropFirst(thread.scroll).prefix(state.bodyHeight).map { ScreenLine($0) }
    }

    /// A title, then one line a key: the keys in a column, then what they do.
    private static func help(_ route: Route) -> [ScreenLine] {
        let entries = BrowseKeys.entries(route)
        let title: String
        switch route {
        case .list: title = "Keys on the list"
        case .thread: title = "Keys on a thread"
        }
        let width = entries.map { DisplayWidth.of($0.keys) }.max() ?? 0
        return [ScreenLine(StyledLine([StyledSpan(title, .heading)]))] + entries.map { entry in
            ScreenLine(StyledLine([StyledSpan("  "), StyledSpan(DisplayWidth.pad(entry.keys, to: width), .heading),
                                   StyledSpan("  " + entry.does)]))
        }
    }

    /// A title, then `Inbox` and each saved filter, the one under the cursor marked `>`.
    private static func picker(_ choices: [String], cursor: Int, height: Int) -> [ScreenLine] {
        let top = max(cursor - height + 1, 0)
        let title = ScreenLine(StyledLine([StyledSpan("Saved filters", .heading)]))
        return [title] + choices.indices.dropFirst(top).prefix(height).map { index in
            let name = SingleLine.of(choices[index])
            return index == cursor ? ScreenLine(.plain("> " + name), reverse: true) : ScreenLine(.plain("  " + name))
        }
    }

    /// A prompt, `lead` and then the text; when the text is wider than the line, its end, where
    /// the typing is.
    private static func prompt(_ lead: String, _ text: String, width: Int) -> StyledLine {
        guard DisplayWidth.of(lead + text) > width else { return .plain(lead + text) }
        var tail = "", used = 0
        for character in text.reversed() {
            let cells = DisplayWidth.of(character)
            if used + cells > width - DisplayWidth.of(lead) - 1 { break }
            tail.insert(character, at: tail.startIndex)
            used += cells
        }
        return .plain(lead + "…" + tail)
    }

    /// The tag prompt, then dimmed the names the last Tab could not choose between, where they
    /// leave the prompt whole (they are cut at the width like any line).
    private static func tagPrompt(_ tags: BrowseTagPrompt, width: Int) -> StyledLine {
        let line = prompt(BrowseKeys.tagPrompt(tags.thread), SingleLine.of(tags.text), width: width)
        guard !tags.offered.isEmpty, DisplayWidth.of(line.text) + 2 < width else { return line }
        return StyledLine(line.spans + [StyledSpan("  " + tags.offered.map(SingleLine.of).joined(separator: " "), .dim)])
    }

    /// As many hints as fit, dropped from the right.
    private static func hints(_ hints: [String], width: Int) -> StyledLine {
        var shown = hints
        while !shown.isEmpty && DisplayWidth.of(shown.joined(separator: " · ")) > width { shown.removeLast() }
        return StyledLine([StyledSpan(shown.joined(separator: " · "), .dim)])
    }

    /// A row with `>` in its first cell, the blank one the presenter left for it.
    private static func marked(_ line: StyledLine) -> StyledLine {
        var spans = line.spans
        guard let first = spans.firstIndex(where: { !$0.text.isEmpty }) else { return StyledLine([StyledSpan(">")]) }
        spans[first].text = ">" + spans[first].text.dropFirst()
        return StyledLine(spans)
    }

    /// The line cut to `width` cells (ending in `…` when cut); without colour, its text alone and
    /// no reverse video, the `>` still marking the selection.
    private static func fitted(_ screenLine: ScreenLine, width: Int, colors: Bool) -> ScreenLine {
        let line = cut(screenLine.line, to: width)
        return colors ? ScreenLine(line, reverse: screenLine.reverse) : ScreenLine(.plain(line.text))
    }

    private static func cut(_ line: StyledLine, to width: Int) -> StyledLine {
        guard DisplayWidth.of(line.text) > width else { return line }
        guard width > 0 else { return .plain("") }
        var spans: [StyledSpan] = [], used = 0
        spanLoop: for span in line.spans {
            var kept = ""
            for character in span.text {
                let cells = DisplayWidth.of(character)
                guard used + cells <= width - 1 else {
                    spans.append(StyledSpan(kept, span.style))
                    break spanLoop
                }
                kept.append(character)
                used += cells
            }
            spans.append(StyledSpan(kept, span.style))
        }
        return StyledLine(spans.filter { !$0.text.isEmpty } + [StyledSpan("…", spans.last?.style ?? .plain)])
    }
}
