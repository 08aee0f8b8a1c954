/// Line ends as the stored text keeps them: `\n` alone. Mail travels with CRLF (SMTP), and the
/// decoded text of a part keeps whatever its sender wrote; CRs kept in a body would show in the
/// terminal and stop a search across a line break from matching (docs/mail.md).
enum LineEnds {
    /// `text` with CRLF made `\n`, and a CR alone too (old Mac mail ended lines with CR). CRs just
    /// before a line end (CR CR LF, text converted to CRLF twice) belong to that one line end.
    static func newlines(_ text: String) -> String {
        guard text.utf8.contains(UInt8(ascii: "\r")) else { return text }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        // CRs seen and not yet written: a LF next makes them part of its line end.
        var carriageReturns = 0
        for byte in text.utf8 {
            if byte == UInt8(ascii: "\r") {
                carriageReturns += 1
                continue
            }
            if carriageReturns > 0, byte != UInt8(ascii: "\n") { bytes.append(contentsOf: repeatElement(UInt8(ascii: "\n"), count: carriageReturns)) }
            carriageReturns = 0
            bytes.append(byte)
        }
        bytes.append(contentsOf: repeatElement(UInt8(ascii: "\n"), count: carriageReturns))
        return String(decoding: bytes, as: UTF8.self)
    }
}
