@testable import AISSimulator
import Testing

/// Counting (contract §3, optional on a server): `AGGREGATION` with `COUNT` of `*`, and a server without it.
@Suite struct CountingTests {
    static func count(_ harness: SimulatorHarness, _ login: SimulatorHarness.Login, table: String = "F4209",
                      conditions: [(String, String, [String])],
                      aggregation: String = "COUNT") async throws -> SimulatorHarness.Reply {
        let condition = conditions.map { c -> JSONValue in
            ["controlId": .string("\(table).\(c.0)"), "operator": .string(c.1),
             "value": .array(c.2.map { ["content": .string($0), "specialValueId": "LITERAL"] })]
        }
        return try await harness.post("/v2/dataservice", .object(login.credentials + [
            ("targetName", .string(table)), ("targetType", "table"), ("dataServiceType", "AGGREGATION"),
            ("aggregation", ["aggregations": [["aggregation": .string(aggregation), "column": "*"]]]),
            ("query", ["autoFind": true, "matchType": "MATCH_ALL", "condition": .array(condition)]),
        ]))
    }

    static let queue: [(String, String, [String])] = [("RPER", "EQUAL", ["4242"]), ("ASTS", "LIST", ["1N", "2N"])]

    @Test func aCountAnswersHowManyRowsTheQueryMatches() async throws {
        let harness = try SimulatorHarness(orders: 23)
        defer { harness.stop() }
        let login = try await harness.login()
        // When DEMO counts its queue, and the lines of orders above 4010
        let sut = try await Self.count(harness, login, conditions: Self.queue)
        let lines = try await Self.count(harness, login, table: "F4311", conditions: [("DOCO", "GREATER", ["4010"])])
        // Then the answers are the contract's shape with the numbers of matching rows
        #expect(sut.status == 200)
        #expect(sut.json["ds_F4209"]?["output"] == [["COUNT": 23]])
        let expected = try harness.sut.inspect { try $0.scalar("SELECT COUNT(*) FROM F4311 WHERE DOCO > 4010").int }
        #expect(lines.json["ds_F4311"]?["output"]?[0]?["COUNT"]?.intValue == expected)
        // And, in the real shapes, the top-level fields of every data-service answer (§9)
        #expect(sut.json["deprecated"] == true)
        #expect(sut.json["currentApp"] == "DATABROWSE_F4209")
    }

    @Test func tidyShapesAnswerExactlyTheContractsExample() async throws {
        let harness = try SimulatorHarness(orders: 12) { $0.shapes = .tidy }
        defer { harness.stop() }
        let login = try await harness.login()
        let sut = try await Self.count(harness, login, conditions: Self.queue)
        #expect(sut.json == ["ds_F4209": ["output": [["COUNT": 12]]]])
    }

    @Test func withoutCountingTheServerAnswers500AndStillBrowses() async throws {
        // Given a server started as with --no-counting
        let harness = try SimulatorHarness(orders: 12) { $0.faults.noCounting = true }
        defer { harness.stop() }
        let login = try await harness.login()
        // When DEMO counts its queue, then reads it
        let sut = try await Self.count(harness, login, conditions: Self.queue)
        let rows = try await harness.queue(login)
        // Then the count is refused with the §6 error body, the rows are served
        #expect(sut.status == 500)
        #expect(sut.json["ds_F4209"] == nil)
        #expect(sut.json["message"]?.stringValue?.contains("AGGREGATION") == true)
        #expect(rows.json.rows("F4209").count == 12)
    }

    @Test func countingIsTurnedOffAndOnThroughTheAdminEndpoint() async throws {
        let harness = try SimulatorHarness()
        defer { harness.stop() }
        let login = try await harness.login()
        let off = try await harness.admin("PUT", "/faults", ["noCounting": true])
        let refused = try await Self.count(harness, login, conditions: Self.queue)
        _ = try await harness.admin("POST", "/faults/reset")
        let counted = try await Self.count(harness, login, conditions: Self.queue)
        #expect(off.json["noCounting"] == true)
        #expect(refused.status == 500)
        #expect(counted.status == 200)
        #expect(try await harness.admin("PUT", "/faults", ["noCounting": 1]).status == 400)
    }

    @Test func onlyCountOfStarIsServed() async throws {
        let harness = try SimulatorHarness()
        defer { harness.stop() }
        let login = try await harness.login()
        let sut = try await Self.count(harness, login, conditions: Self.queue, aggregation: "SUM")
        #expect(sut.status == 500)
        #expect(sut.json["message"]?.stringValue?.contains("only COUNT") == true)
    }

    @Test func theFlagTurnsCountingOff() throws {
        guard case .run(let sut, _) = try SimulatorArguments.parse(["--no-counting"]) else {
            Issue.record("not a run command")
            return
        }
        #expect(sut.faults.noCounting)
        #expect(SimulatorArguments.helpText.contains("--no-counting"))
        #expect(throws: SimulatorArguments.ArgumentError.self) { try SimulatorArguments.parse(["--no-counting=yes"]) }
    }
}
