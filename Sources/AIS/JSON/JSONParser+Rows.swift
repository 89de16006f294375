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

extension JSONParser {
    /// Parses a data-service answer, reading the first `fs_DATABROWSE_….data.gridData.rowset` array as
    /// a `CapturedGrid` (`CapturedRows.placeholder` in the JSON); nil rows when the answer has none.
    static func parse(_ bytes: [UInt8], capturingRows: Bool) throws(JSONError) -> (json: JSONValue, rows: CapturedGrid?) {
        // A cell says where its bytes are in 32 bits.
        let capturing = capturingRows && bytes.count < Int(Int32.max)
        let (json, captured) = try bytes.withUnsafeBufferPointer { buffer throws(JSONError) -> (JSONValue, CapturedRows?) in
            var parser = Cursor(buffer, capturesRows: capturing)
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

extension JSONParser.Cursor {
    /// When the member `key` of an object at `depth` is the grid's rowset, reads it into `captured` and
    /// answers true; the cursor is then after the array.
    mutating func captureRowset(key: String, depth: Int) throws(JSONError) -> Bool {
        guard depth == 3, captured == nil, key == "rowset", path.count == 3, path[0].hasPrefix("fs_DATABROWSE_"),
              path[1] == "data", path[2] == "gridData", index < bytes.count, bytes[index] == UInt8(ascii: "[") else { return false }
        captured = try rowset(depth: depth + 1)
        return true
    }

    /// A rowset array at the cursor: objects, each read into values by key position.
    private mutating func rowset(depth: Int) throws(JSONError) -> CapturedRows {
        guard depth + 2 < JSONParser.maximumDepth else { throw error("nested deeper than \(JSONParser.maximumDepth) levels") }
        var result = CapturedRows()
        // Where each key's text is in the answer (between its quotes), for comparing later rows' keys.
        var spelled: [(start: Int, count: Int)] = []
        var positions: [String: Int] = [:]
        index += 1
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") { index += 1; return result }
        while true {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "{") else { throw error("a row is not an object") }
            index += 1
            let rowStart = result.cells.count
            result.cells.append(contentsOf: repeatElement(RowCell.absent, count: result.keys.count))
            var member = 0
            skipWhitespace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
                index += 1
            } else {
                while true {
                    skipWhitespace()
                    guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw error("expected a key") }
                    let position: Int
                    if member < spelled.count, spells(spelled[member]) {
                        index += spelled[member].count + 2
                        position = member
                    } else {
                        let start = index + 1
                        let key = try string()
                        if let known = positions[key] {
                            position = known
                        } else {
                            position = result.keys.count
                            positions[key] = position
                            result.keys.append(key)
                            spelled.append((start, index - 1 - start))
                        }
                    }
                    skipWhitespace()
                    guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw error("expected ':'") }
                    index += 1
                    skipWhitespace()
                    let item = try cell(depth: depth + 2, parsed: &result.parsed)
                    let slot = rowStart + position
                    if slot >= result.cells.count {
                        result.cells.append(contentsOf: repeatElement(RowCell.absent, count: slot + 1 - result.cells.count))
                    }
                    result.cells[slot] = item
                    member += 1
                    skipWhitespace()
                    guard index < bytes.count else { throw error("unexpected end of data") }
                    if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
                    if bytes[index] == UInt8(ascii: "}") { index += 1; break }
                    throw error("expected ',' or '}'")
                }
            }
            result.rowStarts.append(result.cells.count)
            skipWhitespace()
            guard index < bytes.count else { throw error("unexpected end of data") }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            if bytes[index] == UInt8(ascii: "]") { index += 1; return result }
            throw error("expected ',' or ']'")
        }
    }

    /// The value at the cursor as a cell: plain texts, numbers and literals where they lie, anything
    /// else parsed into `parsed` (texts with escapes or control characters, numbers `number()` reads
    /// from a string, objects, arrays), so that it reads as the JSON tree holds it.
    private mutating func cell(depth: Int, parsed: inout [JSONValue]) throws(JSONError) -> RowCell {
        guard index < bytes.count else { throw error("unexpected end of data") }
        switch bytes[index] {
        case UInt8(ascii: "\""):
            let start = index + 1
            var i = start
            var high: UInt8 = 0
            while i < bytes.count {
                let b = bytes[i]
                if b == UInt8(ascii: "\"") {
                    index = i + 1
                    return RowCell(kind: high < 0x80 ? .asciiText : .text, start: Int32(start), count: Int32(i - start), number: 0)
                }
                if b == UInt8(ascii: "\\") || b < 0x20 { break }
                high |= b
                i += 1
            }
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            let number = try number()
            if case .number(let d, let exact) = number, exact == Int64(exactly: d) {
                return RowCell(kind: .number, start: 0, count: 0, number: d)
            }
            parsed.append(number)
            return RowCell(kind: .parsed, start: Int32(parsed.count - 1), count: 0, number: 0)
        case UInt8(ascii: "t"): try literal("true"); return RowCell(kind: .bool, start: 1, count: 0, number: 0)
        case UInt8(ascii: "f"): try literal("false"); return RowCell(kind: .bool, start: 0, count: 0, number: 0)
        case UInt8(ascii: "n"): try literal("null"); return RowCell(kind: .null, start: 0, count: 0, number: 0)
        default: break
        }
        parsed.append(try value(depth: depth))
        return RowCell(kind: .parsed, start: Int32(parsed.count - 1), count: 0, number: 0)
    }

    /// Whether the key at the cursor (at its opening quote) is spelled byte for byte as `known`.
    private func spells(_ known: (start: Int, count: Int)) -> Bool {
        let end = index + 1 + known.count
        guard end < bytes.count, bytes[end] == UInt8(ascii: "\"") else { return false }
        for i in 0..<known.count where bytes[index + 1 + i] != bytes[known.start + i] { return false }
        return true
    }

    private static let powersOfTen: [Double] = (0...15).map { n in (0..<n).reduce(1.0) { acc, _ in acc * 10 } }

    /// A number written as plain digits, with at most one `.` and a leading `-`, of at most 15 digits:
    /// its value without making a string. Both the digits and the power of ten are exact doubles, so one
    /// division rounds as `Double(text)` does. nil for anything else (exponents, long numbers).
    static func plainNumber(_ token: UnsafeBufferPointer<UInt8>) -> JSONValue? {
        var i = 0
        let negative = token.first == UInt8(ascii: "-")
        if negative { i = 1 }
        var digits: Int64 = 0
        var count = 0
        var fraction = -1
        while i < token.count {
            let c = token[i]
            if c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9") {
                count += 1
                guard count <= 15 else { return nil }
                digits = digits * 10 + Int64(c - UInt8(ascii: "0"))
                if fraction >= 0 { fraction += 1 }
            } else if c == UInt8(ascii: "."), fraction < 0 {
                fraction = 0
            } else {
                return nil
            }
            i += 1
        }
        guard count > 0, fraction != 0 else { return nil }
        if fraction < 0 {
            let exact = negative ? -digits : digits
            return .number(Double(exact), exact: exact)
        }
        let magnitude = Double(digits) / powersOfTen[fraction]
        let d = negative ? -magnitude : magnitude
        return .number(d, exact: Int64(exactly: d))
    }
}
