/// A byte-level JSON parser: one pass, no Foundation, bounded nesting. Invalid UTF-8 inside strings
/// becomes U+FFFD rather than failing the whole answer; anything else malformed is a `JSONError`. The reading
/// is `JSONCursor`'s; a data-service grid's rows are read by `RowsetReader`.
public struct JSONParser {
    public static let maximumDepth = 64

    public static func parse(_ bytes: [UInt8]) throws(JSONError) -> JSONValue {
        try bytes.withUnsafeBufferPointer { buffer throws(JSONError) -> JSONValue in
            var parser = JSONCursor(buffer)
            parser.skipWhitespace()
            let value = try parser.value(depth: 0)
            parser.skipWhitespace()
            guard parser.atEnd else { throw parser.error("unexpected data after the JSON value") }
            return value
        }
    }

    public static func parse(_ text: String) throws(JSONError) -> JSONValue { try parse(Array(text.utf8)) }

    /// Parses a data-service answer, reading the first `fs_DATABROWSE_….data.gridData.rowset` array as
    /// a `CapturedGrid` (`CapturedRows.placeholder` in the JSON); nil rows when the answer has none.
    static func parse(_ bytes: [UInt8], capturingRows: Bool) throws(JSONError) -> (json: JSONValue, rows: CapturedGrid?) {
        // A cell says where its bytes are in 32 bits.
        let capturing = capturingRows && bytes.count < Int(Int32.max)
        let (json, captured) = try bytes.withUnsafeBufferPointer { buffer throws(JSONError) -> (JSONValue, CapturedRows?) in
            var parser = JSONCursor(buffer, capturesRows: capturing)
            parser.skipWhitespace()
            let value = try parser.value(depth: 0)
            parser.skipWhitespace()
            guard parser.atEnd else { throw parser.error("unexpected data after the JSON value") }
            return (value, parser.captured)
        }
        return (json, captured.map { CapturedGrid(keys: $0.keys, cells: RowCells(bytes: bytes, cells: $0.cells, rowStarts: $0.rowStarts,
                                                                                 parsed: $0.parsed)) })
    }
}

public struct JSONError: Error, Sendable, Equatable, CustomStringConvertible {
    public let message: String
    public let offset: Int
    public var description: String { "invalid JSON at byte \(offset): \(message)" }
}
