import Store

/// The buyers' remarks on demo orders (`F4318`, contract §4): about one order in six carries one at the
/// order's level (`LNID` 0), about one in eight one on a line. Drawn from a generator of their own, so the
/// queue a seed gives is the same with or without them. Every remark fits `RMK`'s 30 characters.
struct DemoRemarks {
    static let orderRemarks = ["Urgent: line stopped", "Per quote Q-2291", "Replaces cancelled PO", "Agreed price, see quote",
                               "Split delivery accepted", "Año fiscal 2026", "至急対応お願いします"]
    static let lineRemarks = ["Deliver to gate 4", "Alternative brand OK", "Sample first", "Needs a safety data sheet",
                              "Keep dry", "Größe prüfen"]

    private var random: SeededRandom

    init(seed: Int) {
        random = SeededRandom(seed: UInt64(bitPattern: Int64(seed)) ^ 0x524D_4B53)
    }

    /// Writes the remarks of the order whose key values are `order`, of `lines` lines; answers how many.
    mutating func write(order: [SQLValue], lines: Int, in c: Connection) throws -> Int {
        var written = 0
        if random.chance(1.0 / 6) {
            try OrderRemark.write(random.pick(Self.orderRemarks), order: order, in: c)
            written += 1
        }
        if random.chance(1.0 / 8) {
            try OrderRemark.write(random.pick(Self.lineRemarks), order: order, line: Double(random.int(1...lines)), in: c)
            written += 1
        }
        return written
    }
}
