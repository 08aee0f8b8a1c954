import Foundation
import HTTPTypes
import Hummingbird
import NIOCore
import Words

/// A request's body, read up to a limit, as the content type its route takes.
enum RequestBody {
    /// The body's bytes, when its type is `mediaType`: 415 for another type, 413 past `limit`.
    static func bytes(_ request: Request, mediaType: String, limit: Int) async throws -> ByteBuffer {
        try accept(request, mediaType: mediaType)
        do {
            return try await request.body.collect(upTo: limit)
        } catch is NIOTooManyBytesError {
            throw Problem.tooLarge(limit: limit)
        }
    }

    /// 415 unless the body's type is `mediaType`; its parameters (`; charset=utf-8`) aside.
    static func accept(_ request: Request, mediaType: String) throws {
        let given = request.headers[.contentType].map { $0.split(separator: ";").first.map(String.init) ?? "" }
            .map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
        guard given == mediaType else { throw Problem.unsupportedType(mediaType) }
    }

    /// The body (`application/json`) as the route's `Body`: 415 for another type, 413 past
    /// `limit`, and the refusals of `decode(_:from:)`.
    static func decode<Body: RouteBody>(_ type: Body.Type, _ request: Request, limit: Int) async throws -> Body {
        let buffer = try await bytes(request, mediaType: "application/json", limit: limit)
        return try decode(type, from: Data(buffer.readableBytesView))
    }

    /// `data` as `Body`: a 400 for what is not a JSON object or names a key `Body` does not take,
    /// a 422 naming the key whose value is of the wrong type, or that is required and missing.
    static func decode<Body: RouteBody>(_ type: Body.Type, from data: Data) throws -> Body {
        do {
            let given = try JSONDecoder().decode(KeyNames.self, from: data).names
            try refuseUnknown(given, taken: Body.Keys.allCases.map(\.stringValue))
            return try JSONDecoder().decode(Body.self, from: data)
        } catch let error as DecodingError {
            throw Problem(decoding: error)
        }
    }

    /// A 400 naming every key of `given` not `taken`.
    static func refuseUnknown(_ given: [String], taken: [String]) throws {
        let unknown = Set(given).subtracting(taken).sorted()
        guard unknown.isEmpty else { throw Problem.badRequest(ServiceWords.unknownKeys(unknown)) }
    }
}

/// A JSON object that a route takes, as a type (`RouteBodies.swift`): its coding keys are every
/// key the contract lets it have, and each value is read as the type declares it.
protocol RouteBody: Decodable {
    associatedtype Keys: CodingKey, CaseIterable
}

/// The names of an object's keys, whatever their values: a body that is not an object fails here.
struct KeyNames: Decodable {
    let names: [String]

    init(from decoder: any Decoder) throws {
        names = try decoder.container(keyedBy: AnyKey.self).allKeys.map(\.stringValue)
    }

    struct AnyKey: CodingKey {
        let stringValue: String
        let intValue: Int? = nil
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }
}

extension Problem {
    /// A body that JSON could not read as its route's type, in the service's words: what is not
    /// an object at all is a 400; a value of the wrong type, or a required key missing, is a 422
    /// that names the key (the innermost one, for a key inside an object like `set`).
    init(decoding error: DecodingError) {
        switch error {
        case .keyNotFound(let key, _):
            self = .invalidBody(ServiceWords.missingKey(key.stringValue, type: RouteBodies.expected(key.stringValue)))
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            guard let key = context.codingPath.last(where: { $0.intValue == nil })?.stringValue else {
                self = .badRequest(ServiceWords.bodyNotJSON)
                return
            }
            self = .invalidBody(ServiceWords.wrongType(key, type: RouteBodies.expected(key)))
        @unknown default:
            self = .badRequest(ServiceWords.bodyNotJSON)
        }
    }
}
