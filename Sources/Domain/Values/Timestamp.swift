import Foundation

/// ISO-8601 timestamps in UTC, parsed and written without Foundation's formatters
/// (they are slow to build, and every command pays for what it builds at start-up).
public enum Timestamp {
    /// Parses `2026-03-01` (midnight UTC), `2026-03-01T09:05`, `2026-03-01T09:05:00`,
    /// optional fraction, and `Z` or `±HH:MM` (no offset means UTC). `nil` when malformed.
    public static func parse(_ text: String) -> Date? {
        var scanner = DigitScanner(Array(text.utf8))
        guard let year = scanner.number(digits: 4), scanner.skip("-"),
              let month = scanner.number(digits: 2), scanner.skip("-"),
              let day = scanner.number(digits: 2),
              (1...12).contains(month), (1...daysIn(month: month, year: year)).contains(day)
        else { return nil }
        var seconds = Double(daysFromCivil(year: year, month: month, day: day) * 86_400)
        if scanner.atEnd { return Date(timeIntervalSince1970: seconds) }
        guard scanner.skip("T") || scanner.skip("t") || scanner.skip(" "),
              let hour = scanner.number(digits: 2), scanner.skip(":"),
              let minute = scanner.number(digits: 2), hour < 24, minute < 60
        else { return nil }
        var second = 0.0
        if scanner.skip(":") {
            guard let whole = scanner.number(digits: 2), whole < 60 else { return nil }
            second = Double(whole)
            if scanner.skip(".") || scanner.skip(",") {
                guard let fraction = scanner.fraction() else { return nil }
                second += fraction
            }
        }
        seconds += Double(hour * 3600 + minute * 60) + second
        if scanner.atEnd || scanner.skip("Z") || scanner.skip("z") {
            return scanner.atEnd ? Date(timeIntervalSince1970: seconds) : nil
        }
        let sign: Double
        if scanner.skip("+") { sign = 1 } else if scanner.skip("-") { sign = -1 } else { return nil }
        guard let offsetHours = scanner.number(digits: 2), offsetHours < 24 else { return nil }
        _ = scanner.skip(":")
        guard let offsetMinutes = scanner.number(digits: 2), offsetMinutes < 60, scanner.atEnd else { return nil }
        return Date(timeIntervalSince1970: seconds - sign * Double(offsetHours * 3600 + offsetMinutes * 60))
    }

    /// Writes `2026-03-01T09:05:00Z`, with `.SSS` only when the instant has milliseconds.
    public static func format(_ date: Date) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(24)
        append(date, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends `format(date)`'s UTF-8 to `bytes`: for writers that build a whole line at once
    /// (TSV), since every row has a timestamp.
    public static func append(_ date: Date, to bytes: inout [UInt8]) {
        let millis = Int64((date.timeIntervalSince1970 * 1000).rounded())
        let (days, msOfDay) = floorDivide(millis, 86_400_000)
        let (year, month, day) = civil(fromDays: days)
        let ms = Int(msOfDay)
        let fourDigits = (0...9999).contains(year)
        if !fourDigits { bytes += Array(pad(year, 4).utf8) }  // beyond ISO's four digits: as many as it takes
        // Every TSV and JSON row writes one: filled in 24 bytes on the stack and appended at
        // once, instead of growing the array digit by digit.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 24) { text in
            func put(_ value: Int, at offset: Int) {
                text[offset] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: value / 10)
                text[offset + 1] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: value % 10)
            }
            put(fourDigits ? year / 100 : 0, at: 0)
            put(fourDigits ? year % 100 : 0, at: 2)
            text[4] = UInt8(ascii: "-")
            put(month, at: 5)
            text[7] = UInt8(ascii: "-")
            put(day, at: 8)
            text[10] = UInt8(ascii: "T")
            put(ms / 3_600_000, at: 11)
            text[13] = UInt8(ascii: ":")
            put(ms / 60_000 % 60, at: 14)
            text[16] = UInt8(ascii: ":")
            put(ms / 1000 % 60, at: 17)
            var count = 19
            if ms % 1000 != 0 {
                text[19] = UInt8(ascii: ".")
                put(ms % 1000 / 10, at: 20)
                text[22] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: ms % 10)
                count = 23
            }
            text[count] = UInt8(ascii: "Z")
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: text[(fourDigits ? 0 : 4)...count]))
        }
    }

    /// Writes the calendar date `2026-03-01` of `date` in UTC.
    public static func formatDate(_ date: Date) -> String {
        String(format(date).prefix(10))
    }

    private static func pad(_ value: Int, _ width: Int) -> String {
        let digits = String(value)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }

    private static func floorDivide(_ a: Int64, _ b: Int64) -> (Int, Int64) {
        let q = a / b, r = a % b
        return r < 0 ? (Int(q - 1), r + b) : (Int(q), r)
    }

    private static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    // Howard Hinnant's days-from-civil algorithm: exact for the proleptic Gregorian calendar.
    private static func daysFromCivil(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let doy = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146_097 + doe - 719_468
    }

    private static func civil(fromDays days: Int) -> (Int, Int, Int) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let day = doy - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        return (yoe + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }
}

/// Reads fixed-width ASCII digits and separators from UTF-8 bytes.
private struct DigitScanner {
    let bytes: [UInt8]
    var index = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    var atEnd: Bool { index == bytes.count }

    mutating func skip(_ character: Character) -> Bool {
        guard let ascii = character.asciiValue, index < bytes.count, bytes[index] == ascii else { return false }
        index += 1
        return true
    }

    mutating func number(digits: Int) -> Int? {
        guard index + digits <= bytes.count else { return nil }
        var value = 0
        for byte in bytes[index..<index + digits] {
            guard (48...57).contains(byte) else { return nil }
            value = value * 10 + Int(byte - 48)
        }
        index += digits
        return value
    }

    mutating func fraction() -> Double? {
        var value = 0.0, scale = 0.1, count = 0
        while index < bytes.count, (48...57).contains(bytes[index]) {
            value += Double(bytes[index] - 48) * scale
            scale /= 10
            index += 1
            count += 1
        }
        return count > 0 ? value : nil
    }
}
