@testable import AISSimulator
import Testing

/// `GET /admin/requests` and `POST /admin/requests/reset`: the requests a client made, by kind.
@Suite struct RequestCounterTests {
    @Test func eachKindOfRequestIsCountedAsItArrives() async throws {
        let harness = try SimulatorHarness(orders: 12)
        defer { harness.stop() }
        // Given a client that logs in, reads its queue twice (the second time in pages of 5), reads headers,
        // counts its queue, approves an order and checks its session
        let login = try await harness.login()
        _ = try await harness.queue(login)
        let firstPage = try await harness.queue(login, pageSize: "5")
        let href = try #require(firstPage.json.nextHref)
        _ = try await harness.post(href, .object(login.credentials))
        _ = try await harness.browse(login, table: "F4301", pageSize: "1")
        _ = try await CountingTests.count(harness, login, conditions: CountingTests.queue)
        let row = try #require(firstPage.json.rows("F4209").first)
        _ = try await harness.decide(login, order: row)
        _ = try await harness.post("/v2/tokenrequest/validate", .object(login.credentials))
        // When the admin endpoint is asked
        let sut = try await harness.admin("GET", "/requests")
        // Then every request is counted under its kind, first pages by table
        #expect(sut.status == 200)
        #expect(sut.json["dataservice"] == ["F4209": 2, "F4301": 1])
        #expect(sut.json["next"] == 1)
        #expect(sut.json["aggregation"] == 1)
        #expect(sut.json["orchestrator"] == 1)
        #expect(sut.json["token"] == 1)
        #expect(sut.json["other"] == 1)
        #expect(sut.json["dataserviceTotal"] == 5)
        #expect(sut.json["total"] == 8)
        var counted = harness.sut.requestCounts
        #expect(counted.answerBytes > 0 && sut.json["answerBytes"] != nil)
        counted.answerBytes = 0
        #expect(counted == RequestCounts(dataService: ["F4209": 2, "F4301": 1], nextPages: 1, aggregations: 1,
                                         orchestrations: 1, tokens: 1, other: 1))
    }

    @Test func refusedRequestsCountAndAdminRequestsDoNot() async throws {
        let harness = try SimulatorHarness()
        defer { harness.stop() }
        // When a data-service request with an unknown token and one for a table not served arrive, and
        // the admin endpoint is read twice
        _ = try await harness.post("/v2/dataservice", ["token": "nope", "deviceName": "x", "targetName": "F4209"])
        let login = try await harness.login()
        _ = try await harness.browse(login, table: "F9999")
        _ = try await harness.admin("GET", "/health")
        let sut = try await harness.admin("GET", "/requests")
        // Then both data-service requests count, the admin ones do not
        #expect(sut.json["dataservice"] == ["F4209": 1, "unknown": 1])
        #expect(sut.json["total"] == 3)
    }

    @Test func aResetZeroesTheCountsAndAnswersThemAsTheyWere() async throws {
        let harness = try SimulatorHarness()
        defer { harness.stop() }
        let login = try await harness.login()
        _ = try await harness.queue(login)
        // When the counts are reset, then the queue read once more
        let reset = try await harness.admin("POST", "/requests/reset")
        let afterReset = try await harness.admin("GET", "/requests")
        _ = try await harness.queue(login)
        let sut = try await harness.admin("GET", "/requests")
        // Then the reset answered the old counts, and only the new read is counted
        #expect(reset.json["dataservice"] == ["F4209": 1])
        #expect(reset.json["token"] == 1)
        #expect(afterReset.json["total"] == 0)
        #expect(afterReset.json["dataservice"] == [:])
        #expect(sut.json["dataservice"] == ["F4209": 1])
        #expect(sut.json["total"] == 1)
        #expect(harness.sut.resetRequestCounts().total == 1)
        #expect(harness.sut.requestCounts == RequestCounts())
    }
}
