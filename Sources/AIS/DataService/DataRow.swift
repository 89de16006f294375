import Foundation

/// One row of a data-service answer. Columns are read by alias ("MCU"); the row's keys are
/// `TABLE_ALIAS`. Values are read tolerantly: codes as numbers or strings, blank padding trimmed,
/// nulls as missing.
///
/// A row keeps its values by column position, and finds a column through `DataColumns`, which the rows
/// of a page share: decoding a row costs no copy and no dictionary of its own. The rows of an answer
/// are read straight from its bytes (`JSONParser.parse(_:capturingRows:)`), without a key per value,
/// and their plain values stay there (`RowCells`) until a decoder reads them.
public struct DataRow: Sendable {
    public let table: String
    let columns: DataColumns
    /// By position in `columns.keys`; nil where the row lacks the column.
    let values: RowValues

    init(table: String, columns: DataColumns, values: RowValues) {
        self.table = table
        self.columns = columns
        self.values = values
    }

    /// A row on its own (its columns found anew).
    public init(table: String, pairs: [(key: String, value: JSONValue)]) {
        self.init(table: table, columns: DataColumns(table: table, keys: pairs.map(\.key)), values: .parsed(pairs.map(\.value)))
    }

    public func value(_ alias: String) -> JSONValue? {
        guard let position = columns.position(of: alias) else { return nil }
        return values.value(at: position)
    }

    public func isNull(_ alias: String) -> Bool { value(alias)?.isNull ?? true }

    /// Text trimmed of blank padding (codes, keys); nil when missing or null.
    public func string(_ alias: String) -> String? { value(alias)?.text?.trimmingBlanks }

    /// Text exactly as received (names, descriptions: untrusted, stored as is).
    public func rawString(_ alias: String) -> String? { value(alias)?.text }

    public func int(_ alias: String) -> Int? { value(alias)?.int }
    public func double(_ alias: String) -> Double? { value(alias)?.double }

    /// A date column in any shape servers send (`RowDateReader`); nil when blank or missing, the text
    /// that came when it names no day.
    public func date(_ alias: String, reader: RowDateReader) -> ServerDate? {
        reader.read(value(alias))
    }

    /// This row read through `aliases`, whose positions among the row's columns are found once for all
    /// the rows that share them (a page's rows do): a decoder of many rows reads each value by position.
    public func reading(_ aliases: ColumnAliases) -> AliasedRow {
        AliasedRow(values: values, positions: columns.positions(of: aliases))
    }
}

/// The aliases a decoder reads from every row of a table, in the decoder's order (`DataRow.reading`).
/// A decoder keeps one for good: its identity is what a page's columns remember it by.
public final class ColumnAliases: Sendable {
    public let aliases: [String]

    public init(_ aliases: [String]) { self.aliases = aliases }
}

/// A row's values by the position of their alias in a `ColumnAliases`, read as `DataRow` reads them by
/// alias: `string(3)` is `row.string(aliases.aliases[3])`.
public struct AliasedRow: Sendable {
    let values: RowValues
    /// The position in `values` of each alias, -1 where the row has no such column.
    let positions: [Int]
    /// The row's cells when it was read from an answer's bytes (else nil), and where they are in them:
    /// resolved once, so that the hot reads below go straight to the cell. Held without a reference count
    /// (`values` holds them): taking one per value read was a tenth of a preload's encoding of lines.
    private let unretainedCells: Unmanaged<RowCells>?
    private let first: Int
    private let end: Int

    init(values: RowValues, positions: [Int]) {
        self.values = values
        self.positions = positions
        if let cells = values.cells {
            (unretainedCells, first, end) = (Unmanaged.passUnretained(cells), cells.rowStarts[values.row], cells.rowStarts[values.row + 1])
        } else {
            (unretainedCells, first, end) = (nil, 0, 0)
        }
    }

    /// The cell of alias `index` in the bytes; `.absent` where the row has none or was not read from bytes.
    @inline(__always)
    private func cell(_ index: Int) -> RowCell {
        let position = positions[index]
        guard let unretainedCells, position >= 0, first + position < end else { return .absent }
        // `values` holds the cells: kept alive past the read, which the optimizer cannot see depends on it.
        return withExtendedLifetime(values) { unretainedCells._withUnsafeGuaranteedRef { $0.cells[first + position] } }
    }

    /// `body` with the text of `cell` (a text cell of this row) as it lies in the answer's bytes.
    @inline(__always)
    private func withText<R>(_ cell: RowCell, _ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        try withExtendedLifetime(values) {
            try unretainedCells!._withUnsafeGuaranteedRef { try $0.withText(cell, body) }
        }
    }

    public func value(_ index: Int) -> JSONValue? { values.value(at: positions[index]) }

    public func string(_ index: Int) -> String? {
        let cell = cell(index)
        if cell.kind == .asciiText {
            return withText(cell) { String(decoding: Self.trimmingSpaces($0), as: UTF8.self) }
        }
        return value(index)?.text?.trimmingBlanks
    }

    /// The UTF-8 of `string(index)` (nil where that is nil), without making a string where the text's bytes
    /// are the string's (codes padded with spaces, descriptions in valid UTF-8): a bulk load binds or copies
    /// it as it is. Not generic: a bulk load calls it ten times a line from another module, where a generic
    /// function ran unspecialized (`perf` showed its calls through the runtime for every value).
    public func withTrimmedUTF8(_ index: Int, _ body: (UnsafeBufferPointer<UInt8>?) throws -> Void) rethrows {
        // ASCII text without an escape holds no tab and no blank but the space: trimmed where it lies.
        let cell = cell(index)
        if cell.kind == .asciiText { return try withText(cell) { try body(Self.trimmingSpaces($0)) } }
        // Text beyond ASCII (accented descriptions) is handed on as its bytes too when no repair and no
        // Unicode blank at an edge can make the string's bytes differ from them (a space is trimmed here,
        // and a text cell holds no tab: the parser leaves control characters to the slow path).
        if cell.kind == .text, try withText(cell, { bytes throws -> Bool in
            let inner = Self.trimmingSpaces(bytes)
            guard let first = inner.first, let last = inner.last, !String.mayStartABlank(first), !String.mayEndABlank(last),
                  UTF8Validity.isValid(inner) else { return false }
            try body(inner)
            return true
        }) { return }
        guard case .string(var text)? = value(index) else {
            guard var other = string(index) else { return try body(nil) }
            return try other.withUTF8 { try body($0) }
        }
        return try text.withUTF8 { bytes in
            var start = 0
            var end = bytes.count
            while start < end, bytes[start] == 0x20 || bytes[start] == 0x09 { start += 1 }
            while end > start, bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09 { end -= 1 }
            let inner = UnsafeBufferPointer(rebasing: bytes[start..<end])
            // An edge outside ASCII may be a Unicode blank: trimmed as `trimmingBlanks` trims it.
            guard let first = inner.first, let last = inner.last, String.mayStartABlank(first) || String.mayEndABlank(last) else {
                return try body(inner)
            }
            var trimmed = String(decoding: inner, as: UTF8.self).trimmingBlanks
            return try trimmed.withUTF8 { try body($0) }
        }
    }

    public func int(_ index: Int) -> Int? {
        let cell = cell(index)
        return cell.kind == .number ? Int64(exactly: cell.number).flatMap { Int(exactly: $0) } : value(index)?.int
    }

    public func double(_ index: Int) -> Double? {
        let cell = cell(index)
        return cell.kind == .number ? cell.number : value(index)?.double
    }
    public func date(_ index: Int, reader: RowDateReader) -> ServerDate? { reader.read(value(index)) }

    private static func trimmingSpaces(_ bytes: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
        var start = 0
        var end = bytes.count
        while start < end, bytes[start] == 0x20 { start += 1 }
        while end > start, bytes[end - 1] == 0x20 { end -= 1 }
        return UnsafeBufferPointer(rebasing: bytes[start..<end])
    }
}

/// Where each column of a row is, by alias. A key `TABLE_ALIAS` names the column before a bare `ALIAS`
/// does; when a key repeats, the last one counts.
final class DataColumns: @unchecked Sendable {
    let keys: [String]
    private let positions: ColumnPositions
    /// The positions of the alias lists rows were read through (`DataRow.reading`), guarded by `lock`.
    private var resolved: [(aliases: ColumnAliases, positions: [Int])] = []
    private let lock = NSLock()

    init(table: String, keys: [String]) {
        let prefix = "\(table)_"
        var byName: [String: Int] = [:]
        var qualified: [(alias: String, position: Int)] = []
        byName.reserveCapacity(keys.count * 2)
        for (position, key) in keys.enumerated() {
            if key.hasPrefix(prefix) { qualified.append((String(key.dropFirst(prefix.count)), position)) }
            byName[key] = position
        }
        // A qualified key's alias outranks a bare key of the same name.
        for (alias, position) in qualified { byName[alias] = position }
        self.keys = keys
        positions = ColumnPositions(byName)
    }

    func position(of alias: String) -> Int? { positions.position(of: alias) }

    /// Where each of `aliases` is (-1 where absent), found on the first ask and remembered for the rest.
    func positions(of aliases: ColumnAliases) -> [Int] {
        lock.withLock {
            if let known = resolved.first(where: { $0.aliases === aliases }) { return known.positions }
            let found = aliases.aliases.map { position(of: $0) ?? -1 }
            resolved.append((aliases, found))
            return found
        }
    }
}

/// One page of a browse.
public struct DataPage: Sendable {
    public let rows: [DataRow]
    public let moreRecords: Bool
    /// 1 for the first page passed on (again from 1 after a `restarted` page).
    public let pageNumber: Int
    /// True on the first page passed on after the read started its query again from the first page
    /// (its result set was lost and the query could not be narrowed): a caller counting rows starts again.
    public let restarted: Bool
    /// The server's day when it answered, from the answer's `timeStamp` (nil when it sent none).
    public let serverDay: LocalDate?

    public init(rows: [DataRow], moreRecords: Bool, pageNumber: Int, restarted: Bool, serverDay: LocalDate? = nil) {
        self.rows = rows
        self.moreRecords = moreRecords
        self.pageNumber = pageNumber
        self.restarted = restarted
        self.serverDay = serverDay
    }
}
