@testable import AISSimulator
import Testing

/// A data-service request naming a column its table lacks (contract §4.1): refused as a whole, as a real
/// server does, with every such column named; or, with `--lenient-columns`, answered without them. Either
/// way each is counted (`RequestCounts.refusedColumns`).
@Suite struct ColumnRefusalTests {
    /// DEMO's queue as a client of an earlier contract read it: `UPMJ` and `TDAY` asked for, a condition on
    /// `UPMJ`, ordered by `TDAY`.
    static func oldQueueRead(_ harness: SimulatorHarness, _ login: SimulatorHarness.Login) async throws -> SimulatorHarness.Reply {
        try await harness.browse(login, table: "F4209", columns: ["DOCO", "ASTS", "UPMJ", "TDAY"],
                                 conditions: [("RPER", "EQUAL", ["4242"]), ("ASTS", "LIST", ["1N", "2N"]),
                                              ("UPMJ", "GREATER_EQUAL", ["01/01/2020"])],
                                 orderBy: [("TDAY", "DESC")])
    }

    @Test func aRequestNamingColumnsTheTableLacksIsRefusedAsAWhole() async throws {
        // Given a simulator playing a standard server
        let harness = try SimulatorHarness(orders: 12)
        defer { harness.stop() }
        let login = try await harness.login()
        // When DEMO reads its queue naming UPMJ and TDAY
        let sut = try await Self.oldQueueRead(harness, login)
        // Then the request answers 500 naming both, table-qualified and sorted, and nothing else
        #expect(sut.status == 500)
        #expect(sut.json["message"] == "Invalid column(s) for F4209: F4209.TDAY, F4209.UPMJ")
        #expect(sut.json["userDefinedErrorText"] == "Invalid column(s) for F4209: F4209.TDAY, F4209.UPMJ")
        #expect(sut.json["jde__status"] == "ERROR")
        #expect(sut.json["fs_DATABROWSE_F4209"] == nil)
        #expect(sut.json["links"] == nil)
        #expect(try await harness.admin("POST", "/resultsets/expire").json["expired"] == 0)
        // And each refused column is counted once, with the request itself
        let counts = try await harness.admin("GET", "/requests")
        #expect(counts.json["refusedColumns"] == ["F4209.TDAY": 1, "F4209.UPMJ": 1])
        #expect(counts.json["dataservice"] == ["F4209": 1])
        #expect(harness.sut.requestCounts.refusedColumns == ["F4209.TDAY": 1, "F4209.UPMJ": 1])
    }

    @Test func everyPlaceAColumnIsNamedIsChecked() async throws {
        let harness = try SimulatorHarness()
        defer { harness.stop() }
        let login = try await harness.login()
        // When one request names RMK only in its columns, one USER only in a condition, one RMK only in its
        // order (as F4209_RMK), and a count names TDAY in its condition
        let columns = try await harness.browse(login, table: "F4209", columns: ["DOCO", "RMK"])
        let condition = try await harness.browse(login, table: "F40095", conditions: [("USER", "EQUAL", ["DEMO"])])
        let order = try await harness.post("/v2/dataservice", .object(login.credentials + [
            ("targetName", "F4209"), ("aggregation", ["orderBy": [["column": "F4209_RMK", "direction": "ASC"]]]),
        ]))
        let count = try await CountingTests.count(harness, login, conditions: [("TDAY", "GREATER", ["0"])])
        // Then each is refused with the column it named
        #expect(columns.status == 500 && columns.json["message"] == "Invalid column(s) for F4209: F4209.RMK")
        #expect(condition.status == 500 && condition.json["message"] == "Invalid column(s) for F40095: F40095.USER")
        #expect(order.status == 500 && order.json["message"] == "Invalid column(s) for F4209: F4209.RMK")
        #expect(count.status == 500 && count.json["message"] == "Invalid column(s) for F4209: F4209.TDAY")
        #expect(count.json["ds_F4209"] == nil)
        #expect(harness.sut.requestCounts.refusedColumns == ["F4209.RMK": 2, "F40095.USER": 1, "F4209.TDAY": 1])
        // And the standard columns that replaced them are served
        let standard = try await harness.browse(login, table: "F40095", conditions: [("TERM", "EQUAL", ["DEMO"])])
        #expect(standard.status == 200)
        #expect(standard.json.rows("F40095").first?["F40095_TERM"] == "DEMO")
    }

    @Test func aLenientServerAnswersWithoutTheColumnsAndStillCountsThem() async throws {
        // Given a simulator started with --lenient-columns
        let harness = try SimulatorHarness(orders: 12) { $0.lenientColumns = true }
        defer { harness.stop() }
        let login = try await harness.login()
        // When DEMO reads its queue naming UPMJ and TDAY, twice, and counts it with a condition on UPMJ
        let sut = try await Self.oldQueueRead(harness, login)
        _ = try await Self.oldQueueRead(harness, login)
        let count = try await CountingTests.count(harness, login, conditions: CountingTests.queue + [("UPMJ", "GREATER", ["01/01/2020"])])
        // Then the queue is answered with the known columns only, the condition and order on the others ignored
        #expect(sut.status == 200)
        let rows = sut.json.rows("F4209")
        #expect(rows.count == 12)
        for row in rows {
            guard case .object(let pairs) = row else { Issue.record("a row is not an object"); continue }
            #expect(pairs.map(\.0) == ["F4209_DOCO", "F4209_ASTS"])
        }
        #expect(sut.json["fs_DATABROWSE_F4209"]?["data"]?["gridData"]?["columns"] == ["F4209_DOCO": "Order Number",
                                                                                       "F4209_ASTS": "Approval Status"])
        #expect(count.json["ds_F4209"]?["output"] == [["COUNT": 12]])
        // And every column left out is counted, per request that named it
        #expect(harness.sut.requestCounts.refusedColumns == ["F4209.TDAY": 2, "F4209.UPMJ": 3])
        // And a reset zeroes them with the other counts
        #expect(harness.sut.resetRequestCounts().refusedColumns["F4209.UPMJ"] == 3)
        #expect(try await harness.admin("GET", "/requests").json["refusedColumns"] == [:])
    }
}
