/// One value of a grid row read from an answer's bytes: what it is, and where it lies in them. Plain
/// values (numbers as `JSONParser` reads them without a string, texts without escapes, literals) stay in
/// the answer's bytes; anything else is parsed at once and kept beside the cells (`RowCells.parsed`).
struct RowCell {
    enum Kind: UInt8 {
        /// The row has no such key.
        case absent
        case null
        /// `start` is 1 for true, 0 for false.
        case bool
        /// A number whose value is `number` (its exact whole value, when it has one, is `Int64(exactly:)` of it).
        case number
        /// Text of ASCII characters only, with no escape: `count` bytes from `start`.
        case asciiText
        /// Text with no escape and bytes outside ASCII (read as `JSONParser` reads strings: bad UTF-8 repaired).
        case text
        /// `RowCells.parsed[start]`.
        case parsed
    }

    var kind: Kind
    var start: Int32
    var count: Int32
    var number: Double

    static let absent = RowCell(kind: .absent, start: 0, count: 0, number: 0)
}

/// The rows of one grid as cells over the answer's bytes, which it keeps: a page of 500 order lines is
/// one array of cells instead of a value, and often a string, per cell. Read through `RowValues`.
final class RowCells: Sendable {
    let bytes: [UInt8]
    let cells: [RowCell]
    /// Where each row's cells start in `cells`, and one more: the end of the last row.
    let rowStarts: [Int]
    /// The values that are not plain (escaped texts, objects, arrays, numbers in other shapes).
    let parsed: [JSONValue]

    init(bytes: [UInt8], cells: [RowCell], rowStarts: [Int], parsed: [JSONValue]) {
        self.bytes = bytes
        self.cells = cells
        self.rowStarts = rowStarts
        self.parsed = parsed
    }

    var rowCount: Int { rowStarts.count - 1 }

    /// The cell of `row` at key position `position`; absent past the row's last key.
    func cell(row: Int, position: Int) -> RowCell {
        let index = rowStarts[row] + position
        guard position >= 0, index < rowStarts[row + 1] else { return .absent }
        return cells[index]
    }

    /// Key positions the row holds a value at.
    func presentCount(row: Int) -> Int {
        cells[rowStarts[row]..<rowStarts[row + 1]].reduce(0) { $0 + ($1.kind == .absent ? 0 : 1) }
    }

    /// The value as `JSONParser.parse` reads it.
    func value(_ cell: RowCell) -> JSONValue? {
        switch cell.kind {
        case .absent: return nil
        case .null: return .null
        case .bool: return .bool(cell.start == 1)
        case .number: return .number(cell.number, exact: Int64(exactly: cell.number))
        case .asciiText, .text: return .string(withText(cell) { String(decoding: $0, as: UTF8.self) })
        case .parsed: return parsed[Int(cell.start)]
        }
    }

    /// The text's bytes as they came (a `.asciiText` or `.text` cell).
    func withText<R>(_ cell: RowCell, _ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        try bytes.withUnsafeBufferPointer { all in
            try body(UnsafeBufferPointer(rebasing: all[Int(cell.start)..<Int(cell.start) + Int(cell.count)]))
        }
    }
}

/// A row's values by key position: parsed values (a row built from a JSON tree, or on its own), or a
/// row of `RowCells`.
///
/// A struct, not an enum of the two: an enum packs its case into the spare bits of the reference it
/// holds, where LeakSanitizer cannot see a pointer, so the cells of a row still alive when a process
/// exited were reported as leaked (one `make check` failed so).
struct RowValues: Sendable {
    /// The row's cells when it was read from an answer's bytes; then `parsed` is empty.
    let cells: RowCells?
    /// The row's index in `cells`.
    let row: Int
    let parsed: [JSONValue?]

    static func parsed(_ values: [JSONValue?]) -> RowValues { RowValues(cells: nil, row: 0, parsed: values) }
    static func cells(_ cells: RowCells, row: Int) -> RowValues { RowValues(cells: cells, row: row, parsed: []) }

    func value(at position: Int) -> JSONValue? {
        if let cells { return cells.value(cells.cell(row: row, position: position)) }
        return position >= 0 && position < parsed.count ? parsed[position] : nil
    }

    /// How many keys have a value.
    var presentCount: Int {
        if let cells { return cells.presentCount(row: row) }
        return parsed.reduce(0) { $0 + ($1 == nil ? 0 : 1) }
    }
}
