@testable import AISSimulator
import Testing

/// "Rows changed since" (contract §4): conditions on F4209's `RDJ` (F4301's `UPMJ`), written in the user's
/// date format like any date condition (§3), and on `RDT` (`TDAY`) as a number.
@Suite struct ChangedSinceQueryTests {
    /// Approves one of DEMO's orders and forwards another to IDLE, at the clock's time; answers both rows.
    static func changeTwoOrders(_ harness: SimulatorHarness,
                                _ demo: SimulatorHarness.Login) async throws -> (JSONValue, JSONValue) {
        let approved = try await DecisionTests.queueRow(harness, demo, withinLimit: true)
        #expect(try await harness.decide(demo, order: approved).status == 200)
        let forwarded = try #require(try await harness.queue(demo).json.rows("F4209").first)
        #expect(try await ForwardTests.forward(harness, demo, order: forwarded, to: DemoPeople.idle.addressNumber).status == 200)
        return (approved, forwarded)
    }

    @Test func rdjGreaterEqualTheClocksDayFindsOnlyTheChangedRows() async throws {
        // Given a clock on 2027-03-15, a day after every date of the demo data, and two orders changed then
        let harness = try SimulatorHarness(orders: 30) { $0.clock = SimulatorClock(fixed: ChangeStampTests.changeDay) }
        defer { harness.stop() }
        let demo = try await harness.login()
        let (approved, forwarded) = try await Self.changeTwoOrders(harness, demo)
        // When DEMO (MM/dd/yyyy) reads the F4209 rows changed since that day
        let sut = try await harness.browse(demo, table: "F4209", columns: ["DOCO", "ASTS", "RPER", "RDJ", "RDT", "RDB"],
                                           conditions: [("RDJ", "GREATER_EQUAL", ["03/15/2027"])], orderBy: [("DOCO", "ASC")])
        // Then it gets exactly the approved row, the forwarded row and the FW row, stamped yyyyMMdd and HHmmss
        #expect(sut.status == 200)
        let rows = sut.json.rows("F4209")
        #expect(rows.count == 3)
        #expect(Set(rows.compactMap { $0["F4209_DOCO"]?.intValue })
            == Set([approved, forwarded].compactMap { $0["F4209_DOCO"]?.intValue }))
        #expect(rows.filter { $0["F4209_ASTS"] == "FW" }.count == 1)
        #expect(rows.allSatisfy { $0["F4209_RDJ"] == "20270315" && $0["F4209_RDT"] == 103_000 && $0["F4209_RDB"] == "DEMO" })
        // And the rows before that day are all the others
        let total = try harness.sut.inspect { try $0.scalar("SELECT COUNT(*) FROM F4209").int ?? 0 }
        let older = try await harness.browse(demo, table: "F4209", columns: ["DOCO"],
                                             conditions: [("RDJ", "LESS", ["03/15/2027"])], pageSize: "No Max")
        #expect(older.json.rows("F4209").count == total - 3)
    }

    @Test func theConditionIsInEachUsersDateFormatAndRdtIsANumber() async throws {
        let harness = try SimulatorHarness(orders: 30) { $0.clock = SimulatorClock(fixed: ChangeStampTests.changeDay) }
        defer { harness.stop() }
        let demo = try await harness.login()
        _ = try await Self.changeTwoOrders(harness, demo)
        // When MARIE (dd/MM/yyyy) and KENJI (yyyy/MM/dd) ask for that day, and for a time after the changes
        let marie = try await harness.browse(try await harness.login("MARIE"), table: "F4209",
                                             conditions: [("RDJ", "EQUAL", ["15/03/2027"])])
        let kenji = try await harness.browse(try await harness.login("KENJI"), table: "F4209",
                                             conditions: [("RDJ", "GREATER_EQUAL", ["2027/03/15"])])
        let later = try await harness.browse(demo, table: "F4209", conditions: [("RDJ", "EQUAL", ["03/15/2027"]),
                                                                               ("RDT", "GREATER", ["103000"])])
        let wrongFormat = try await harness.browse(demo, table: "F4209", conditions: [("RDJ", "GREATER_EQUAL", ["2027-03-15"])])
        // Then both find the three changed rows, none changed after 10:30:00, and a date in another format is refused
        #expect(marie.json.rows("F4209").count == 3)
        #expect(kenji.json.rows("F4209").count == 3)
        #expect(later.status == 200)
        #expect(later.json.rows("F4209").isEmpty)
        #expect(wrongFormat.status == 500)
    }

    @Test func theHeaderIsFoundByItsStampToo() async throws {
        let harness = try SimulatorHarness(orders: 30) { $0.clock = SimulatorClock(fixed: ChangeStampTests.changeDay) }
        defer { harness.stop() }
        let demo = try await harness.login()
        let (approved, forwarded) = try await Self.changeTwoOrders(harness, demo)
        // When DEMO reads the headers changed since the clock's day
        let sut = try await harness.browse(demo, table: "F4301", columns: ["DOCO", "UPMJ", "TDAY"],
                                           conditions: [("UPMJ", "GREATER_EQUAL", ["03/15/2027"])])
        // Then it finds the two orders' headers
        #expect(Set(sut.json.rows("F4301").compactMap { $0["F4301_DOCO"]?.intValue })
            == Set([approved, forwarded].compactMap { $0["F4209_DOCO"]?.intValue }))
    }

    @Test func tidyShapesWriteTheStampInTheUsersFormat() async throws {
        let harness = try SimulatorHarness {
            $0.clock = SimulatorClock(fixed: ChangeStampTests.changeDay)
            $0.shapes = .tidy
        }
        defer { harness.stop() }
        let demo = try await harness.login()
        let row = try #require(try await harness.queue(demo).json.rows("F4209").first)
        #expect(try await harness.decide(demo, order: row).status == 200)
        let sut = try await harness.browse(demo, table: "F4209", conditions: [("RDJ", "EQUAL", ["03/15/2027"])])
        #expect(sut.json.rows("F4209").first?["F4209_RDJ"] == "03/15/2027")
    }
}
