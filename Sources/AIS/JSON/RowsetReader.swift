/// The rows of a data-service grid, read from the answer's bytes without a JSON object per row and
/// without a value per cell: each row is its cells by key position (`RowCells`), and each key is compared
/// with the same position's key of the rows before (rows of one answer carry the same keys in the same
/// order, so a key is read as a string only when it is new to the answer or out of place).
struct CapturedRows {
    /// What the JSON holds where the rows were: a value no JSON text parses to (NaN), so a reader can
    /// tell the grid they came from even when an answer repeats a key (the first of a repeated key counts).
    static let placeholder = JSONValue.number(.nan, exact: nil)
    /// Every key met, in the order first met.
    var keys: [String] = []
    /// Each row's cells by position in `keys`, row after row; a row is shorter than `keys` when later rows
    /// brought new keys.
    var cells: [RowCell] = []
    var rowStarts: [Int] = [0]
    var parsed: [JSONValue] = []
}

/// A grid's rows read from an answer's bytes: their keys, and their cells over those bytes.
struct CapturedGrid {
    let keys: [String]
    let cells: RowCells
}

/// The reader of a data-service grid's rowset, straight from the answer's bytes at a `JSONCursor` (which hands
/// it the rowset while it `capturesRows`): a row's keys are compared with the keys of the rows before by
/// their bytes, and its plain values are left where they lie, as `RowCell`s.
enum RowsetReader {
    /// The rowset array at `cursor`: objects, each read into values by key position; `cursor` is then after the array.
    static func rowset(_ cursor: inout JSONCursor, depth: Int) throws(JSONError) -> CapturedRows {
        guard depth + 2 < JSONParser.maximumDepth else { throw cursor.error("nested deeper than \(JSONParser.maximumDepth) levels") }
        var result = CapturedRows()
        // Where each key's text is in the answer (between its quotes), for comparing later rows' keys.
        var spelled: [(start: Int, count: Int)] = []
        var positions: [String: Int] = [:]
        cursor.index += 1
        cursor.skipWhitespace()
        if cursor.index < cursor.bytes.count, cursor.bytes[cursor.index] == UInt8(ascii: "]") { cursor.index += 1; return result }
        while true {
            cursor.skipWhitespace()
            guard cursor.index < cursor.bytes.count, cursor.bytes[cursor.index] == UInt8(ascii: "{") else { throw cursor.error("a row is not an object") }
            cursor.index += 1
            let rowStart = result.cells.count
            result.cells.append(contentsOf: repeatElement(RowCell.absent, count: result.keys.count))
            var member = 0
            cursor.skipWhitespace()
            if cursor.index < cursor.bytes.count, cursor.bytes[cursor.index] == UInt8(ascii: "}") {
                cursor.index += 1
            } else {
                while true {
                    cursor.skipWhitespace()
                    guard cursor.index < cursor.bytes.count, cursor.bytes[cursor.index] == UInt8(ascii: "\"") else { throw cursor.error("expected a key") }
                    let position: Int
                    if member < spelled.count, spells(spelled[member], at: cursor) {
                        cursor.index += spelled[member].count + 2
                        position = member
                    } else {
                        let start = cursor.index + 1
                        let key = try cursor.string()
                        if let known = positions[key] {
                            position = known
                        } else {
                            position = result.keys.count
                            positions[key] = position
                            result.keys.append(key)
                            spelled.append((start, cursor.index - 1 - start))
                        }
                    }
                    cursor.skipWhitespace()
                    guard cursor.index < cursor.bytes.count, cursor.bytes[cursor.index] == UInt8(ascii: ":") else { throw cursor.error("expected ':'") }
                    cursor.index += 1
                    cursor.skipWhitespace()
                    let item = try cell(&cursor, depth: depth + 2, parsed: &result.parsed)
                    let slot = rowStart + position
                    if slot >= result.cells.count {
                        result.cells.append(contentsOf: repeatElement(RowCell.absent, count: slot + 1 - result.cells.count))
                    }
                    result.cells[slot] = item
                    member += 1
                    cursor.skipWhitespace()
                    guard cursor.index < cursor.bytes.count else { throw cursor.error("unexpected end of data") }
                    if cursor.bytes[cursor.index] == UInt8(ascii: ",") { cursor.index += 1; continue }
                    if cursor.bytes[cursor.index] == UInt8(ascii: "}") { cursor.index += 1; break }
                    throw cursor.error("expected ',' or '}'")
                }
            }
            result.rowStarts.append(result.cells.count)
            cursor.skipWhitespace()
            guard cursor.index < cursor.bytes.count else { throw cursor.error("unexpected end of data") }
            if cursor.bytes[cursor.index] == UInt8(ascii: ",") { cursor.index += 1; continue }
            if cursor.bytes[cursor.index] == UInt8(ascii: "]") { cursor.index += 1; return result }
            throw cursor.error("expected ',' or ']'")
        }
    }

    /// The value at the cursor as a cell: plain texts, numbers and literals where they lie, anything
    /// else parsed into `parsed` (texts with escapes or control characters, numbers `number()` reads
    /// from a string, objects, arrays), so that it reads as the JSON tree holds it.
    private static func cell(_ cursor: inout JSONCursor, depth: Int, parsed: inout [JSONValue]) throws(JSONError) -> RowCell {
        guard cursor.index < cursor.bytes.count else { throw cursor.error("unexpected end of data") }
        switch cursor.bytes[cursor.index] {
        case UInt8(ascii: "\""):
            let start = cursor.index + 1
            var i = start
            var high: UInt8 = 0
            while i < cursor.bytes.count {
                let b = cursor.bytes[i]
                if b == UInt8(ascii: "\"") {
                    cursor.index = i + 1
                    return RowCell(kind: high < 0x80 ? .asciiText : .text, start: Int32(start), count: Int32(i - start), number: 0)
                }
                if b == UInt8(ascii: "\\") || b < 0x20 { break }
                high |= b
                i += 1
            }
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            let number = try cursor.number()
            if case .number(let d, let exact) = number, exact == Int64(exactly: d) {
                return RowCell(kind: .number, start: 0, count: 0, number: d)
            }
            parsed.append(number)
            return RowCell(kind: .parsed, start: Int32(parsed.count - 1), count: 0, number: 0)
        case UInt8(ascii: "t"): try cursor.literal("true"); return RowCell(kind: .bool, start: 1, count: 0, number: 0)
        case UInt8(ascii: "f"): try cursor.literal("false"); return RowCell(kind: .bool, start: 0, count: 0, number: 0)
        case UInt8(ascii: "n"): try cursor.literal("null"); return RowCell(kind: .null, start: 0, count: 0, number: 0)
        default: break
        }
        parsed.append(try cursor.value(depth: depth))
        return RowCell(kind: .parsed, start: Int32(parsed.count - 1), count: 0, number: 0)
    }

    /// Whether the key at the cursor (at its opening quote) is spelled byte for byte as `known`.
    private static func spells(_ known: (start: Int, count: Int), at cursor: JSONCursor) -> Bool {
        let end = cursor.index + 1 + known.count
        guard end < cursor.bytes.count, cursor.bytes[end] == UInt8(ascii: "\"") else { return false }
        for i in 0..<known.count where cursor.bytes[cursor.index + 1 + i] != cursor.bytes[known.start + i] { return false }
        return true
    }
}
