import AIS

/// The lines of one order as the store keeps them: one value of bytes per order, in `order_lines.lines`.
/// A format byte, then each line's fields in `PurchaseOrderLine` order: numbers as 8 bytes (little
/// endian), texts as their UTF-8 length (LEB128) and bytes, the requested date as `ServerDate.stored`.
///
/// One row per order instead of one per line: a preload of 100,000 orders stored 973,597 rows of 19
/// columns, each a B-tree insert and 19 bindings (4.0 s of the store's one writer), and the home list
/// then read them all again to count them and collect their item numbers. As one value per order the
/// same lines are 100,000 inserts, and the count and the items are written beside them.
enum OrderLinesCodec {
    /// 2 since lines carry their approval status (`STTS`), 3 since they carry their account (`AID`, written
    /// last); a value of format 1 reads with a blank approval status, of format 1 or 2 with a blank account.
    static let format: UInt8 = 3

    struct Unreadable: Error, CustomStringConvertible {
        let order: OrderKey
        var description: String { "The local store's lines of order \(order.number) \(order.type) cannot be read (damaged)." }
    }

    /// The lines in `bytes`, for `key`; throws `Unreadable` on bytes this codec did not write.
    static func decode(_ bytes: [UInt8], key: OrderKey) throws -> [PurchaseOrderLine] {
        var reader = Reader(bytes: bytes)
        guard let written = reader.byte(), (1...format).contains(written) else { throw Unreadable(order: key) }
        var lines: [PurchaseOrderLine] = []
        while !reader.atEnd {
            guard let lineNumber = reader.double(), let lineType = reader.text(), let shortItem = reader.integer(),
                  let item = reader.text(), let description = reader.text(), let description2 = reader.text(),
                  let branch = reader.text(), let unit = reader.text(), let quantity = reader.double(), let unitCost = reader.double(),
                  let amount = reader.double(), let currency = reader.text(), let requested = reader.text(),
                  let lastStatus = reader.text(), let nextStatus = reader.text(),
                  let approvalStatus = written == 1 ? Optional("") : reader.text(),
                  let account = written < 3 ? Optional("") : reader.text() else { throw Unreadable(order: key) }
            lines.append(PurchaseOrderLine(
                key: key, lineNumber: lineNumber, lineType: lineType, shortItem: Int(truncatingIfNeeded: shortItem), item: item,
                description: description, description2: description2, branch: branch, unit: unit, quantity: quantity,
                unitCost: unitCost, amount: amount, currency: currency, requestedDate: ServerDate(stored: requested),
                lastStatus: lastStatus, nextStatus: nextStatus, approvalStatus: approvalStatus, account: account))
        }
        return lines
    }

    private struct Reader {
        let bytes: [UInt8]
        var at = 0
        var atEnd: Bool { at >= bytes.count }

        mutating func byte() -> UInt8? {
            guard at < bytes.count else { return nil }
            defer { at += 1 }
            return bytes[at]
        }

        mutating func bits() -> UInt64? {
            guard bytes.count - at >= 8 else { return nil }
            var value: UInt64 = 0
            for i in 0..<8 { value |= UInt64(bytes[at + i]) << (8 * UInt64(i)) }
            at += 8
            return value
        }

        mutating func double() -> Double? { bits().map(Double.init(bitPattern:)) }
        mutating func integer() -> Int64? { bits().map { Int64(bitPattern: $0) } }

        mutating func length() -> Int? {
            var value = 0
            var shift = 0
            while let b = byte() {
                value |= Int(b & 0x7F) << shift
                if b < 0x80 { return value }
                shift += 7
                if shift > 28 { return nil }
            }
            return nil
        }

        mutating func text() -> String? {
            guard let count = length(), bytes.count - at >= count else { return nil }
            defer { at += count }
            return String(decoding: bytes[at..<(at + count)], as: UTF8.self)
        }
    }
}

/// Writes one order's lines in `OrderLinesCodec`'s format, with what the home list needs of them: how
/// many, their item numbers (space-separated, in line order) and how many requested dates name no day.
struct OrderLinesEncoder {
    private(set) var bytes: [UInt8] = [OrderLinesCodec.format]
    private(set) var count = 0
    private(set) var items: [UInt8] = []
    private(set) var unreadableDates = 0
    /// Lines P43081 rejected (`PurchaseOrderLine.isRejected`): the home list says so on the order's row.
    private(set) var rejectedLines = 0
    /// The lines' figures, as `OrderVersion` sums them: kept beside the lines, so an order's version is read
    /// without decoding them.
    private(set) var figures: UInt64 = 0

    /// A line as the server sends it is written on the stack first, then added to `bytes` at once: with
    /// an append to the array per field (about 30 a line, each checking its capacity and that it is not
    /// shared) a preload of 100,000 orders took 0.13 s more of the client's CPU (eight interleaved pairs).
    /// A line longer than this (texts no JD Edwards column holds) is written field by field.
    static let scratchBytes = 2_048

    /// Which of the server's lines were rejected (`append(row:dates:)`): kept with `STTS` `R`.
    private let rejected: RejectedLineRule
    private static let rejectedBytes = Array(PurchaseOrderLine.rejectedApprovalStatus.utf8)

    init(rejected: RejectedLineRule = .standard) {
        self.rejected = rejected
        bytes.reserveCapacity(256)
    }

    /// The lines, in the order given (their approval status as it stands: `RejectedLineRule` was applied
    /// when they were read).
    init(_ lines: [PurchaseOrderLine]) {
        self.init()
        for line in lines { append(line) }
    }

    mutating func append(_ line: PurchaseOrderLine) {
        var texts = [line.lineType, line.item, line.description, line.description2, line.branch, line.unit, line.currency,
                     line.requestedDate?.stored ?? "", line.lastStatus, line.nextStatus, line.approvalStatus, line.account]
        var out = ArrayBytes(bytes: bytes)
        bytes = []
        defer { bytes = out.bytes }
        out.double(line.lineNumber)
        text(&texts[0], into: &out)
        out.integer(Int64(line.shortItem))
        texts[1].withUTF8 { item($0, into: &out) }
        for i in 2...5 { text(&texts[i], into: &out) }
        out.double(line.quantity)
        out.double(line.unitCost)
        out.double(line.amount)
        for i in 6...11 { text(&texts[i], into: &out) }
        if line.requestedDate?.unreadableText != nil { unreadableDates += 1 }
        if line.isRejected { rejectedLines += 1 }
        figures &+= OrderVersion.line(number: line.lineNumber, item: line.item, quantity: line.quantity, unitCost: line.unitCost,
                                      amount: line.amount)
    }

    /// A line as the server sent it (a row that `PurchaseOrderLineService.decode` makes a line of),
    /// written as `append(_ line: PurchaseOrderLine)` writes that line, without making it or its strings.
    mutating func append(row r: AliasedRow, dates: RowDateReader) {
        let (itemsBefore, countBefore, unreadableBefore, rejectedBefore, figuresBefore) = (items.count, count, unreadableDates, rejectedLines,
                                                                                           figures)
        let done = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: Self.scratchBytes) { scratch -> Bool in
            var out = ScratchBytes(scratch)
            write(row: r, dates: dates, into: &out)
            guard !out.overflowed else { return false }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: scratch[..<out.count]))
            return true
        }
        guard !done else { return }
        items.removeSubrange(itemsBefore...)
        (count, unreadableDates, rejectedLines, figures) = (countBefore, unreadableBefore, rejectedBefore, figuresBefore)
        var out = ArrayBytes(bytes: bytes)
        bytes = []
        write(row: r, dates: dates, into: &out)
        bytes = out.bytes
    }

    private mutating func write<Out: LineBytes>(row r: AliasedRow, dates: RowDateReader, into out: inout Out) {
        typealias Column = PurchaseOrderLineService.Column
        let number = r.double(Column.lnid.rawValue) ?? 0
        var version = OrderVersion.Line(number: number)
        out.double(number)
        trimmed(r, Column.lnty.rawValue, into: &out)
        out.integer(Int64(r.int(Column.itm.rawValue) ?? 0))
        r.withTrimmedUTF8(Column.litm.rawValue) { utf8 in
            version.item(utf8)
            item(utf8, into: &out)
        }
        trimmed(r, Column.dsc1.rawValue, into: &out)
        trimmed(r, Column.dsc2.rawValue, into: &out)
        trimmed(r, Column.mcu.rawValue, into: &out)
        trimmed(r, Column.uom.rawValue, into: &out)
        let (quantity, unitCost, amount) = (r.double(Column.uorg.rawValue) ?? 0, r.double(Column.prrc.rawValue) ?? 0,
                                            r.double(Column.aexp.rawValue) ?? 0)
        out.double(quantity)
        out.double(unitCost)
        out.double(amount)
        version.figures(quantity: quantity, unitCost: unitCost, amount: amount)
        figures &+= version.value
        trimmed(r, Column.crcd.rawValue, into: &out)
        requestedDate(r, Column.drqj.rawValue, dates: dates, into: &out)
        let atRejectedStatus = lastStatus(r, Column.lttr.rawValue, into: &out)
        trimmed(r, Column.nxtr.rawValue, into: &out)
        approvalStatus(r, Column.stts.rawValue, atRejectedStatus: atRejectedStatus, into: &out)
        trimmed(r, Column.aid.rawValue, into: &out)
    }

    /// The date as `ServerDate.stored` writes what `dates` reads: eight digits (how servers send a line's
    /// date) straight from the answer's bytes, any other shape through the reader.
    private mutating func requestedDate<Out: LineBytes>(_ row: AliasedRow, _ index: Int, dates: RowDateReader, into out: inout Out) {
        var day: LocalDate?
        row.withTrimmedUTF8(index) { day = $0.flatMap(RowDateReader.eightDigitDay) }
        let date = day.map(ServerDate.day) ?? row.date(index, reader: dates)
        var stored = date?.stored ?? ""
        text(&stored, into: &out)
        if date?.unreadableText != nil { unreadableDates += 1 }
    }

    /// The line's last status; answers whether it is the site's rejected one.
    private func lastStatus<Out: LineBytes>(_ row: AliasedRow, _ index: Int, into out: inout Out) -> Bool {
        var rejectedHere = false
        row.withTrimmedUTF8(index) { utf8 in
            rejectedHere = rejected.rejects(approvalStatus: nil, lastStatus: utf8)
            out.text(utf8)
        }
        return rejectedHere
    }

    /// The line's approval status (`STTS`), written `R` and counted when it or the last status says rejected.
    private mutating func approvalStatus<Out: LineBytes>(_ row: AliasedRow, _ index: Int, atRejectedStatus: Bool, into out: inout Out) {
        var rejectedHere = atRejectedStatus
        row.withTrimmedUTF8(index) { utf8 in
            rejectedHere = rejectedHere || rejected.rejects(approvalStatus: utf8, lastStatus: nil)
            if rejectedHere {
                Self.rejectedBytes.withUnsafeBufferPointer { out.text($0) }
            } else {
                out.text(utf8)
            }
        }
        if rejectedHere { rejectedLines += 1 }
    }

    private func trimmed<Out: LineBytes>(_ row: AliasedRow, _ index: Int, into out: inout Out) {
        row.withTrimmedUTF8(index) { out.text($0) }
    }

    private func text<Out: LineBytes>(_ value: inout String, into out: inout Out) { value.withUTF8 { out.text($0) } }

    private mutating func item<Out: LineBytes>(_ utf8: UnsafeBufferPointer<UInt8>?, into out: inout Out) {
        if count > 0 { items.append(0x20) }
        if let utf8 { items.append(contentsOf: utf8) }
        count += 1
        out.text(utf8)
    }
}

/// Where `OrderLinesEncoder` writes a line's fields: numbers as 8 bytes, little endian; texts as their
/// length (LEB128) and bytes.
private protocol LineBytes {
    mutating func append(_ byte: UInt8)
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>)
}

extension LineBytes {
    mutating func double(_ value: Double) { bits(value.bitPattern) }
    mutating func integer(_ value: Int64) { bits(UInt64(bitPattern: value)) }

    mutating func bits(_ value: UInt64) {
        var value = value.littleEndian
        withUnsafeBytes(of: &value) { append($0.assumingMemoryBound(to: UInt8.self)) }
    }

    mutating func text(_ utf8: UnsafeBufferPointer<UInt8>?) {
        var n = utf8?.count ?? 0
        repeat {
            let low = UInt8(n & 0x7F)
            n >>= 7
            append(n > 0 ? low | 0x80 : low)
        } while n > 0
        if let utf8 { append(utf8) }
    }
}

/// Into the array of an order's bytes.
private struct ArrayBytes: LineBytes {
    var bytes: [UInt8]
    mutating func append(_ byte: UInt8) { bytes.append(byte) }
    mutating func append(_ more: UnsafeBufferPointer<UInt8>) { bytes.append(contentsOf: more) }
}

/// Into a buffer of fixed size; `overflowed` once something did not fit (what was written is then void).
private struct ScratchBytes: LineBytes {
    let buffer: UnsafeMutableBufferPointer<UInt8>
    var count = 0
    var overflowed = false

    init(_ buffer: UnsafeMutableBufferPointer<UInt8>) { self.buffer = buffer }

    mutating func append(_ byte: UInt8) {
        guard count < buffer.count else { overflowed = true; return }
        buffer[count] = byte
        count += 1
    }

    mutating func append(_ more: UnsafeBufferPointer<UInt8>) {
        guard more.count <= buffer.count - count else { overflowed = true; return }
        if let base = more.baseAddress, more.count > 0 {
            (buffer.baseAddress! + count).update(from: base, count: more.count)
        }
        count += more.count
    }
}
