import Store

/// Writes a data-service grid's `rowset` straight from SQLite's result rows: each value from the
/// statement in place, each key's bytes made once. A page of 500 order lines is 10,000 values, and
/// building a `JSONValue` tree of them (or even a `String` each) cost more than the query that found them.
/// Values stored in an unexpected way, hostile text, and the tidy shapes' dates go through
/// `DataService.realJSON` / `DataService.json`, which say what each shape is.
struct RowsetWriter {
    let columns: [ColumnSpec]
    /// The columns' kinds, read once per value without touching the specs' strings.
    private let kinds: [ColumnSpec.Kind]
    let shapes: ResponseShapes
    let format: SimpleDateFormat
    let hostile: Bool
    /// `"F4311_DOCO":`, with the comma before it from the second key on: each key's range in `keyBytes`.
    private let keyBytes: [UInt8]
    private let keyRanges: [Range<Int>]
    private(set) var bytes: [UInt8] = [UInt8(ascii: "[")]
    private(set) var count = 0
    /// Rows past this many are not written, only noted in `overflowed`.
    var limit = Int.max
    private(set) var overflowed = false

    init(table: TableSpec, columns: [ColumnSpec], shapes: ResponseShapes, format: SimpleDateFormat, hostile: Bool) {
        self.columns = columns
        kinds = columns.map(\.kind)
        self.shapes = shapes
        self.format = format
        self.hostile = hostile
        var keyBytes: [UInt8] = []
        var keyRanges: [Range<Int>] = []
        for (i, column) in columns.enumerated() {
            let start = keyBytes.count
            if i > 0 { keyBytes.append(UInt8(ascii: ",")) }
            JSONWriter.writeString("\(table.name)_\(column.alias)", into: &keyBytes)
            keyBytes.append(UInt8(ascii: ":"))
            keyRanges.append(start..<keyBytes.count)
        }
        self.keyBytes = keyBytes
        self.keyRanges = keyRanges
    }

    /// Appends a result row holding the values of `columns`, in order.
    mutating func append(_ row: borrowing RowInPlace) {
        guard count < limit else { overflowed = true; return }
        if count > 0 { bytes.append(UInt8(ascii: ",")) }
        bytes.append(UInt8(ascii: "{"))
        // The keys are copied from their buffer, not through an ArraySlice each (a retain and a release).
        let keyBytes = self.keyBytes
        keyBytes.withUnsafeBufferPointer { keys in
            for i in kinds.indices {
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: keys[keyRanges[i]]))
                write(row, column: i)
            }
        }
        bytes.append(UInt8(ascii: "}"))
        count += 1
    }

    /// The rowset's JSON, closed.
    consuming func json() -> [UInt8] {
        bytes.append(UInt8(ascii: "]"))
        return bytes
    }

    private mutating func write(_ row: borrowing RowInPlace, column i: Int) {
        let real = shapes == .real
        switch (kinds[i], row.kind(i)) {
        case (.integer, .integer):
            JSONWriter.writeInteger(row.int64(i), into: &bytes)
        case (.decimal, .real) where real:
            JSONWriter.write(RealShapes.number(row.double(i)), into: &bytes)
        case (.date, .text) where real:
            row.withText(i) { text in
                guard text.count == 10, text[4] == UInt8(ascii: "-"), text[7] == UInt8(ascii: "-") else {
                    bytes.append(contentsOf: "null".utf8)
                    return
                }
                bytes.append(UInt8(ascii: "\""))
                bytes.append(contentsOf: text[0..<4])
                bytes.append(contentsOf: text[5..<7])
                bytes.append(contentsOf: text[8..<10])
                bytes.append(UInt8(ascii: "\""))
            }
        case (.code, .text):
            writeText(row, column: i, real: real)
        case (.text, .text) where !hostile:
            writeText(row, column: i, real: real)
        default:
            let value = row.value(i)
            let column = columns[i]
            JSONWriter.write(real ? DataService.realJSON(value, column: column, hostile: hostile)
                                  : DataService.json(value, column: column, format: format, hostile: hostile), into: &bytes)
        }
    }

    /// Text as it is stored; a blank one as one space in the real shapes.
    private mutating func writeText(_ row: borrowing RowInPlace, column i: Int, real: Bool) {
        row.withText(i) { text in
            if text.isEmpty, real {
                bytes.append(contentsOf: #"" ""#.utf8)
            } else {
                JSONWriter.writeString(utf8: text, into: &bytes)
            }
        }
    }
}
