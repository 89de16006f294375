import AIS
import Store

extension OrderQueueDao {
    /// The queue at a glance, from the home list: four grouped scans of `queue_list`. A band is counted
    /// with the very SQL its filter uses (`QueueFilter.sql`), so Enter on a bar shows as many orders as the
    /// bar says.
    public func glance(today: LocalDate = .today(), in c: Connection) throws -> QueueGlance {
        var glance = QueueGlance()
        glance.orders = try c.scalar("SELECT count(*) FROM queue_list").int ?? 0
        glance.byOrderType = try grouped(by: "dcto", in: c).map { .init(group: .orderType($0.key), count: $0.count, totals: $0.totals) }
        glance.byBranch = try grouped(by: "branch", in: c).map { .init(group: .branch($0.key), count: $0.count, totals: $0.totals) }
        let waiting = QueueGlance.WaitingBand.allCases.filter { $0 != .noDate }
        let ages = try banded(waiting.map { QueueGlance.Group.waiting($0).filter! }, otherwise: waiting.count, today: today, in: c)
        // Every band of days and amounts is drawn, empty ones too, so the chart keeps its shape; the
        // unreadable dates only when there are some.
        glance.byWaiting = QueueGlance.WaitingBand.allCases.compactMap { band in
            let tally = ages[band.rawValue]
            if tally == nil, band == .noDate { return nil }
            return .init(group: .waiting(band), count: tally?.count ?? 0, totals: tally?.totals ?? [])
        }
        let amounts = try banded(QueueGlance.AmountBand.allCases.map { QueueGlance.Group.amount($0).filter! }, otherwise: nil,
                                 today: today, in: c)
        glance.byAmount = QueueGlance.AmountBand.allCases.map { band in
            .init(group: .amount(band), count: amounts[band.rawValue]?.count ?? 0, totals: amounts[band.rawValue]?.totals ?? [])
        }
        return glance
    }

    private struct Tally {
        var key: String
        var count = 0
        var totals: [(currency: String, amount: Double)] = []

        mutating func add(currency: String, count n: Int, total: Double) {
            count += n
            totals.append((currency, total))
        }

        var sorted: Tally {
            var copy = self
            copy.totals.sort { $0.amount != $1.amount ? $0.amount > $1.amount : $0.currency < $1.currency }
            return copy
        }
    }

    /// Orders and totals per currency for each value of a column, most orders first.
    private func grouped(by column: String, in c: Connection) throws -> [Tally] {
        var tallies: [String: Tally] = [:]
        try c.forEach("SELECT \(column) AS g, currency, count(*) AS n, total(amount) AS t FROM queue_list GROUP BY g, currency") { row in
            let key = row.string("g") ?? ""
            tallies[key, default: Tally(key: key)].add(currency: row.string("currency") ?? "", count: row.int("n") ?? 0,
                                                        total: row.double("t") ?? 0)
        }
        return tallies.values.map(\.sorted).sorted { $0.count != $1.count ? $0.count > $1.count : $0.key < $1.key }
    }

    /// Orders and totals per currency in each band, a band being the rows a filter lets through (the first
    /// that does, in order); rows no filter takes go to band `otherwise`, or are left out when it is nil.
    /// Bands without orders are absent from the answer.
    private func banded(_ filters: [QueueFilter], otherwise: Int?, today: LocalDate, in c: Connection) throws -> [Int: Tally] {
        var cases: [String] = []
        var params: [SQLValue] = []
        for (i, filter) in filters.enumerated() {
            let (clause, values) = filter.sql(today: today)
            cases.append("WHEN \(clause) THEN \(i)")
            params += values
        }
        let sql = "SELECT CASE \(cases.joined(separator: " ")) ELSE \(otherwise ?? -1) END AS band, currency, count(*) AS n, "
            + "total(amount) AS t FROM queue_list GROUP BY band, currency"
        var tallies: [Int: Tally] = [:]
        try c.forEach(sql, params) { row in
            let band = row.int("band") ?? -1
            guard band >= 0 else { return }
            tallies[band, default: Tally(key: String(band))].add(currency: row.string("currency") ?? "", count: row.int("n") ?? 0,
                                                                  total: row.double("t") ?? 0)
        }
        return tallies.mapValues(\.sorted)
    }
}
