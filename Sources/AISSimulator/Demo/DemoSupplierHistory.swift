import Foundation
import Store

/// Orders of the last two years for every supplier of the generated orders, decided long ago (headers,
/// the buyer's own row and the approval row; a rejection's remark in `F4318`): what a client's supplier
/// history reads. Numbered from
/// `firstPastOrder`, far above any queue, and drawn from a random sequence of their own, so the queue a
/// seed gives does not change.
extension DemoDataGenerator {
    static let firstPastOrder = 900_001
    /// About this many orders per supplier over the two years (0 to twice as many).
    static let pastOrdersPerSupplier = 4

    /// Returns the F4209 rows written.
    func writeSupplierHistory(_ c: Connection, suppliers: [Supplier]) throws -> Int {
        var random = SeededRandom(seed: UInt64(bitPattern: Int64(seed)) ^ 0x5157_4849_5354)
        let deciders = [DemoPeople.marie, DemoPeople.kenji, DemoPeople.olu]
        var number = Self.firstPastOrder
        let ordered = Set(try c.query("SELECT DISTINCT AN8 FROM F4301").compactMap { $0.int("AN8") })
        for supplier in suppliers where ordered.contains(supplier.addressNumber) {
            // Each supplier has its usual order size; orders spread around it.
            let usual = random.logUniform(200, 40_000)
            for _ in 0..<random.int(0...(2 * Self.pastOrdersPerSupplier)) {
                let day = Self.referenceDay.adding(days: -random.int(1...700))
                let total = (usual * random.logUniform(0.4, 2.5) * 100).rounded() / 100
                let buyer = random.pick(DemoPeople.buyers)
                let decider = random.pick(deciders)
                let key: [SQLValue] = [.integer(Int64(number)), .text("OP"), .text(DemoPeople.company), .text("000")]
                let decided = day.adding(days: random.int(1...5))
                let decidedOn = decided > Self.referenceDay ? Self.referenceDay : decided
                try c.run("""
                    INSERT INTO F4301 (DOCO, DCTO, KCOO, SFXO, MCU, AN8, TRDJ, DRQJ, CRCD, OTOT, ORBY, VR01, UPMJ, TDAY)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                    """, key + [.text(Self.mcu.stored(decider.defaultBranch)), .integer(Int64(supplier.addressNumber)),
                                .text(day.iso), .text(day.adding(days: 30).iso), .text(supplier.currency), .real(total),
                                .text(buyer.username), .text(random.pick(DemoVocabulary.references)), .text(decidedOn.iso),
                                .integer(90_000)])
                let status = random.chance(0.9) ? "2A" : "2R"
                try c.run(HeldOrderRow.insertSQL, HeldOrderRow.values(
                    key, approver: buyer.addressNumber, status: HeldOrderRow.originatorStatus, route: "MONEY",
                    originator: buyer.addressNumber, writer: buyer.username, added: day.iso, day: day.iso, time: 80_000))
                try c.run(HeldOrderRow.insertSQL, HeldOrderRow.values(
                    key, approver: decider.addressNumber, status: status, route: "MONEY", originator: buyer.addressNumber,
                    writer: decider.username, added: day.iso, day: decidedOn.iso, time: 90_000))
                if status == "2R" { try OrderRemark.write("over budget", order: key, in: c) }
                number += 1
            }
        }
        return 2 * (number - Self.firstPastOrder)
    }
}
