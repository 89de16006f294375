import Foundation

/// A data-service answer: its JSON, and its grid's rows when they were read from the bytes (the JSON's
/// rowset is then `CapturedRows.placeholder`).
struct DataServiceAnswer {
    let json: JSONValue
    let rows: CapturedGrid?

    /// A data-service answer whose grid rows were read straight from its bytes (`CapturedRows`); any
    /// other answer (an error, a body that is not JSON) reads as `AISRequester.interpret` reads it.
    static func interpretPage(_ response: HTTPResponse, kind: AISRequester.Kind) throws(AISError) -> DataServiceAnswer {
        guard (200..<300).contains(response.status), let parsed = try? JSONParser.parse(response.body, capturingRows: true),
              case .object = parsed.json else {
            return DataServiceAnswer(json: try AISRequester.interpret(response, kind: kind), rows: nil)
        }
        return DataServiceAnswer(json: parsed.json, rows: parsed.rows)
    }

    /// The rows of one answer: `fs_DATABROWSE_<TABLE>.data.gridData.rowset`.
    static func page(from answer: DataServiceAnswer, table: String, number: Int, restarted: Bool) throws(AISError) -> DataPage {
        let json = answer.json
        let formKey = json["fs_DATABROWSE_\(table)"] != nil ? "fs_DATABROWSE_\(table)"
            : json.objectPairs?.first(where: { $0.key.hasPrefix("fs_DATABROWSE_") })?.key
        guard let formKey, let grid = json[formKey]?["data"]?["gridData"] else {
            throw AISError.malformedResponse("no fs_DATABROWSE_\(table) grid in the answer")
        }
        let rows: [DataRow]
        if let captured = answer.rows, case .number(let marker, _)? = grid["rowset"], marker.isNaN {
            let columns = DataColumns(table: table, keys: captured.keys)
            rows = (0..<captured.cells.rowCount).map { DataRow(table: table, columns: columns, values: .cells(captured.cells, row: $0)) }
        } else {
            rows = try Self.rows(in: grid, table: table)
        }
        let more = grid["summary"]?["moreRecords"]?.bool ?? false
        return DataPage(rows: rows, moreRecords: more, pageNumber: number, restarted: restarted,
                        serverDay: ServerTimeStamp.day(in: json))
    }

    static func page(from json: JSONValue, table: String, number: Int, restarted: Bool) throws(AISError) -> DataPage {
        try page(from: DataServiceAnswer(json: json, rows: nil), table: table, number: number, restarted: restarted)
    }

    /// The rows of a grid parsed as JSON; rows with the same keys in the same order share their columns.
    private static func rows(in grid: JSONValue, table: String) throws(AISError) -> [DataRow] {
        let rowset = grid["rowset"]?.arrayValue ?? []
        var rows: [DataRow] = []
        rows.reserveCapacity(rowset.count)
        var columns: DataColumns?
        for item in rowset {
            guard let pairs = item.objectPairs else { throw AISError.malformedResponse("a row is not an object") }
            let shared: DataColumns
            if let columns, columns.keys.elementsEqual(pairs.lazy.map(\.key)) {
                shared = columns
            } else {
                shared = DataColumns(table: table, keys: pairs.map(\.key))
                columns = shared
            }
            rows.append(DataRow(table: table, columns: shared, values: .parsed(pairs.map(\.value))))
        }
        return rows
    }

    /// The `next` link's URL as the server wrote it, when it is http(s).
    static func nextLink(in json: JSONValue) -> URL? {
        guard let links = json["links"]?.arrayValue else { return nil }
        for link in links where link["rel"]?.text == "next" {
            guard let href = link["href"]?.text, let url = NextPageLink.url(href) else { continue }
            return url
        }
        return nil
    }
}
