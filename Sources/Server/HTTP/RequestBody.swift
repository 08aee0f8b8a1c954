import Domain
import Foundation
import HTTPTypes
import Hummingbird
import NIOCore
import Words

/// A request's body, read whole up to a limit, as the content type its route takes.
enum RequestBody {
    /// The body's bytes, when its type is `mediaType`: 415 for another type, 413 past `limit`.
    static func bytes(_ request: Request, mediaType: String, limit: Int) async throws -> ByteBuffer {
        let given = request.headers[.contentType].map { $0.split(separator: ";")[0].trimmingCharacters(in: .whitespaces).lowercased() }
        guard given == mediaType else { throw Problem.unsupportedType(mediaType) }
        do {
            return try await request.body.collect(upTo: limit)
        } catch is NIOTooManyBytesError {
            throw Problem.tooLarge(limit: limit)
        }
    }

    /// The body as a JSON object (`application/json`), each key one of `keys`.
    static func object(_ request: Request, limit: Int, keys: Set<String>) async throws -> JSONObject {
        let buffer = try await bytes(request, mediaType: "application/json", limit: limit)
        guard let value = try? JSONSerialization.jsonObject(with: Data(buffer.readableBytesView), options: [.fragmentsAllowed]),
              let fields = value as? [String: Any]
        else { throw Problem.badRequest(ServiceWords.bodyNotJSON) }
        let unknown = fields.keys.filter { !keys.contains($0) }.sorted()
        guard unknown.isEmpty else { throw Problem.badRequest(ServiceWords.unknownKeys(unknown)) }
        return JSONObject(fields: fields)
    }
}

/// A request body's fields, read by type: a field of the wrong type is a 422 that names it.
struct JSONObject {
    let fields: [String: Any]

    var isEmpty: Bool { fields.isEmpty }

    func string(_ key: String) throws -> String? {
        guard let value = fields[key], !(value is NSNull) else { return nil }
        guard let text = value as? String else { throw Problem.invalidBody(ServiceWords.wrongType(key, type: ServiceWords.Expected.string)) }
        return text
    }

    func requiredString(_ key: String) throws -> String {
        guard let text = try string(key) else { throw Problem.invalidBody(ServiceWords.missingKey(key, type: ServiceWords.Expected.string)) }
        return text
    }

    func strings(_ key: String) throws -> [String]? {
        guard let value = fields[key], !(value is NSNull) else { return nil }
        guard let list = value as? [Any], let texts = list as? [String] else {
            throw Problem.invalidBody(ServiceWords.wrongType(key, type: ServiceWords.Expected.strings))
        }
        return texts
    }

    /// Thread ids, as an action's Request takes them (routes the generator writes read these);
    /// none when the key is missing, so the use case words that error as the CLI does.
    func threadIDs(_ key: String) throws -> [ThreadID] {
        guard let value = fields[key], !(value is NSNull) else { return [] }
        guard let list = value as? [Any] else { throw Problem.invalidBody(ServiceWords.wrongType(key, type: ServiceWords.Expected.threadIDs)) }
        return try list.map { item in
            // A boolean is an NSNumber too, and 3.5 is not an id.
            guard let number = item as? NSNumber, !Self.isBoolean(number), let id = Int64(exactly: number.doubleValue), id > 0 else {
                throw Problem.invalidBody(ServiceWords.wrongType(key, type: ServiceWords.Expected.threadIDs))
            }
            return ThreadID(id)
        }
    }

    func object(_ key: String) throws -> JSONObject {
        guard let value = fields[key] else { throw Problem.invalidBody(ServiceWords.missingKey(key, type: ServiceWords.Expected.object)) }
        guard let nested = value as? [String: Any] else { throw Problem.invalidBody(ServiceWords.wrongType(key, type: ServiceWords.Expected.object)) }
        return JSONObject(fields: nested)
    }

    func bool(_ key: String) throws -> Bool? {
        guard let value = fields[key], !(value is NSNull) else { return nil }
        // JSONSerialization gives numbers and booleans alike as NSNumber: only a boolean's type is CFBoolean's.
        guard let number = value as? NSNumber, Self.isBoolean(number) else {
            throw Problem.invalidBody(ServiceWords.wrongType(key, type: ServiceWords.Expected.boolean))
        }
        return number.boolValue
    }

    private static func isBoolean(_ number: NSNumber) -> Bool {
        #if canImport(Darwin)
        return CFGetTypeID(number) == CFBooleanGetTypeID()
        #else
        return String(cString: number.objCType) == "c" && (number == NSNumber(value: true) || number == NSNumber(value: false))
        #endif
    }
}
