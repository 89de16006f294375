import Foundation

/// What a count request (§3, `AGGREGATION` `COUNT`) got.
public enum RowCount: Sendable, Equatable {
    /// The number of rows the query matches, and the server's day when it counted.
    case counted(Int, serverDay: LocalDate?)
    /// The server does not count (it refused the request, or answered without a count): the caller does
    /// without, and need not ask again.
    case notOffered
}

extension DataServiceQuery {
    /// The request body of a count of the rows this query matches (§3): its conditions, no columns, no pages.
    public func countBody() -> [(key: String, value: JSONValue)] {
        let count = JSONValue.object([("aggregation", .string("COUNT")), ("column", .string("*"))])
        return [
            ("targetName", .string(table)), ("targetType", .string("table")), ("dataServiceType", .string("AGGREGATION")),
            ("outputType", .string("GRID_DATA")),
            ("query", .object([("autoFind", .bool(true)), ("matchType", .string(matchAll ? "MATCH_ALL" : "MATCH_ANY")),
                               ("condition", .array(conditions.map { $0.json(table: table) }))])),
            ("aggregation", .object([("aggregations", .array([count]))])),
        ]
    }
}

extension DataService {
    /// How many rows `query` matches, in one request, when the server counts. A refusal (a 4xx or 5xx
    /// from AIS itself) means it does not; a lost session, an unreachable server or a gateway's 502–504
    /// (AIS was not asked) is thrown.
    public func count(_ query: DataServiceQuery, session: AISSession) async throws -> RowCount {
        let json: JSONValue
        do {
            json = try await requester.post(configuration.url("v2/dataservice"), query.countBody(), session: session, kind: .count)
        } catch AISError.serverError(let status, let message) {
            if (502...504).contains(status) { throw AISError.serverError(status: status, message: message) }
            return .notOffered
        } catch AISError.malformedResponse {
            return .notOffered
        }
        let output = json["ds_\(query.table)"]?["output"]
            ?? json.objectPairs?.first(where: { $0.key.hasPrefix("ds_") })?.value["output"]
        guard let first = output?.arrayValue?.first, let count = first["COUNT"]?.int,
              count >= 0 else {
            return .notOffered
        }
        return .counted(count, serverDay: ServerTimeStamp.day(in: json))
    }
}
