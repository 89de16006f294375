import Foundation
import Store

/// The date and time a change writes on the rows it touches (contract §4): the day as stored (ISO
/// `yyyy-MM-dd`, UTC) and the time of day as JDE writes it (`HHmmss` as a number, UTC). An order's header
/// and lines take them as `UPMJ`/`TDAY`; an `F4209` row as `RDJ`/`RDT` (`HeldOrderRow`). Made from the
/// simulator's clock once per change, so every row of one change carries the same stamp.
struct ChangeStamp: Sendable, Equatable {
    let day: String
    let time: Int

    init(_ date: Date) {
        day = CalendarDay(date).iso
        time = Timestamps.timeOfDay(date)
    }

    /// The day, then the time: the values of `UPMJ, TDAY` (or `RDJ, RDT`), in that order.
    var parameters: [SQLValue] { [.text(day), .integer(Int64(time))] }

    /// Stamps the header (`F4301`) of the order `key`: its order changed.
    func stampHeader(of key: OrderKey, in c: Connection) throws {
        try c.run("UPDATE F4301 SET UPMJ = ?, TDAY = ? WHERE \(OrderKey.whereClause)", parameters + key.parameters)
    }
}
