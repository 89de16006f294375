@testable import AISSimulator
import Foundation
import JDESchema
import Store
import Testing

/// The budget tables (contract §4.2) through the data service: `F0902` by account and ledger, `F0901` by
/// account, `F0010` by company, `F0008` by pattern, each answering its standard columns and the rows the
/// database holds.
@Suite struct BudgetTablesTests {
    /// The columns of a data-service row (`TABLE_ALIAS` keys), as aliases.
    private func aliases(_ row: JSONValue, _ table: String) -> [String] {
        guard case .object(let pairs) = row else { return [] }
        return pairs.map { String($0.0.dropFirst(table.count + 1)) }
    }

    @Test func theBalancesOfAnAccountAndLedgerAreServed() async throws {
        // Given a simulator and an account whose actuals have two rows (a subledger)
        let harness = try SimulatorHarness(orders: 12, seed: 7)
        defer { harness.stop() }
        let (aid, expected) = try harness.sut.inspect { c -> (String, [Row]) in
            let aid = try c.scalar("SELECT AID FROM F0902 WHERE LT = 'AA' GROUP BY AID, FY HAVING COUNT(*) > 1 ORDER BY AID LIMIT 1")
                .string ?? ""
            return (aid, try c.query("SELECT * FROM F0902 WHERE AID = ? AND LT = 'AA' ORDER BY FY, SBL", aid))
        }
        let login = try await harness.login()
        // When DEMO reads F0902 by AID and LT
        let reply = try await harness.browse(login, table: "F0902", conditions: [("AID", "EQUAL", [aid]), ("LT", "EQUAL", ["AA"])])
        // Then the rows are the database's, with every standard column of the catalog and none other
        #expect(reply.status == 200)
        let rows = reply.json.rows("F0902")
        #expect(rows.count == expected.count && rows.count > 1)
        #expect(rows.allSatisfy { aliases($0, "F0902") == TableCatalog.balances.columns.map(\.alias) })
        #expect(rows.allSatisfy { aliases($0, "F0902").allSatisfy { StandardColumns.has("F0902", $0) } })
        #expect(Set(rows.compactMap { $0["F0902_AID"]?.stringValue }) == [aid])
        let served = rows.map { row in TableCatalog.periodColumns.reduce(0.0) { $0 + (row["F0902_\($1)"]?.doubleValue ?? 0) } }
        let stored = expected.map { row in TableCatalog.periodColumns.reduce(0.0) { $0 + (row.double($1) ?? 0) } }
        #expect(abs(served.reduce(0, +) - stored.reduce(0, +)) < 0.005)
        #expect(Set(rows.compactMap { $0["F0902_FY"]?.intValue }) == Set(expected.compactMap { $0.int("FY") }))
    }

    @Test func anAccountACompanyAndAPatternAreServedByTheirKeys() async throws {
        // Given a simulator, an account of a line and the demo company
        let harness = try SimulatorHarness(orders: 12, seed: 7)
        defer { harness.stop() }
        let (aid, account, company) = try harness.sut.inspect { c -> (String, Row?, Row?) in
            let aid = try c.scalar("SELECT AID FROM F4311 WHERE TRIM(AID) <> '' ORDER BY DOCO, LNID LIMIT 1").string ?? ""
            return (aid, try c.first("SELECT * FROM F0901 WHERE AID = ?", aid),
                    try c.first("SELECT * FROM F0010 WHERE CO = ?", DemoPeople.company))
        }
        let login = try await harness.login()
        // When DEMO reads F0901 by AID, F0010 by CO and F0008 by DTPN
        let accounts = try await harness.browse(login, table: "F0901", conditions: [("AID", "EQUAL", [aid])]).json.rows("F0901")
        let companies = try await harness.browse(login, table: "F0010", conditions: [("CO", "EQUAL", [DemoPeople.company])])
            .json.rows("F0010")
        let pattern = try #require(company?.string("DTPN"))
        let patterns = try await harness.browse(login, table: "F0008", conditions: [("DTPN", "EQUAL", [pattern])]).json.rows("F0008")
        // Then each answers its rows with its standard columns
        #expect(accounts.count == 1 && companies.count == 1)
        #expect(accounts.first?["F0901_OBJ"]?.stringValue == account?.string("OBJ"))
        #expect(accounts.first?["F0901_MCU"]?.stringValue == account?.string("MCU"))
        #expect(accounts.first?["F0901_CO"]?.stringValue == DemoPeople.company)
        #expect(companies.first?["F0010_PNC"]?.intValue == company?.int("PNC"))
        // Dates in the real shapes: yyyyMMdd
        #expect(companies.first?["F0010_DFYJ"]?.stringValue == company?.string("DFYJ")?.replacingOccurrences(of: "-", with: ""))
        #expect(patterns.count == 3 && patterns.allSatisfy { $0["F0008_DTPN"]?.stringValue == pattern })
        #expect(patterns.contains { $0["F0008_DFYJ"] == companies.first?["F0010_DFYJ"] })
        for (table, rows) in [("F0901", accounts), ("F0010", companies), ("F0008", patterns)] {
            #expect(rows.allSatisfy { aliases($0, table).allSatisfy { StandardColumns.has(table, $0) } }, "\(table)")
            #expect(rows.allSatisfy { aliases($0, table) == TableCatalog.table(table)?.columns.map(\.alias) }, "\(table)")
        }
    }
}
