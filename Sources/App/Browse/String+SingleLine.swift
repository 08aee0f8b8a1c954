extension String {
    /// The text on one line: each control character (a newline, a tab, ESC) becomes a space, so
    /// text from a paste or a store can neither split a screen line nor reach the terminal as a command.
    var singleLine: String {
        guard unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else { return self }
        return String(String.UnicodeScalarView(unicodeScalars.map { $0.properties.generalCategory == .control ? " " : $0 }))
    }
}
