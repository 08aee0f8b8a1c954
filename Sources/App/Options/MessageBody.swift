import Foundation

/// `--body TEXT`, or `--body -` for standard input read exactly (newlines and all).
enum MessageBody {
    static func read(_ value: String, _ environment: AppEnvironment) throws -> String {
        guard value == "-" else { return value }
        var data = Data()
        while case let block = try environment.readStandardInput(), !block.isEmpty { data.append(block) }
        guard let text = String(data: data, encoding: .utf8) else {
            throw CommandError.usage("the message on standard input is not UTF-8 text")
        }
        return text
    }
}
