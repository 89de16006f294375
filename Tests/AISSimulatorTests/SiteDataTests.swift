@testable import AISSimulator
import Foundation
import Testing

/// The site set-ups around the data service: a gateway's origin in next links, tables not granted.
@Suite struct SiteDataTests {
    @Test func nextLinksNameTheGatewaysOrigin() async throws {
        // Given AIS behind a gateway that writes its own address
        let harness = try SimulatorHarness(orders: 30) { $0.site.nextOrigin = "http://ais-node3:9300" }
        defer { harness.stop() }
        let login = try await harness.login()
        // When the queue is read a few rows a page
        let reply = try await harness.queue(login, pageSize: "5")
        // Then the next href names that origin, with the path and query of the next page
        let href = try #require(reply.json.nextHref)
        #expect(href.hasPrefix("http://ais-node3:9300/jderest/v2/dataservice/next?"), "\(href)")
    }

    @Test func theNextPageAnswersOnTheRealOriginWithTheSamePathAndQuery() async throws {
        // Given next links on another origin
        let harness = try SimulatorHarness(orders: 30) { $0.site.nextOrigin = "http://ais-node3:9300" }
        defer { harness.stop() }
        let login = try await harness.login()
        let first = try await harness.queue(login, pageSize: "5")
        let href = try #require(first.json.nextHref)
        // When its path and query are sent to the simulator's own origin
        let moved = harness.rootURL + href.dropFirst("http://ais-node3:9300".count)
        let second = try await harness.post(moved, .object(login.credentials))
        // Then the next page comes
        #expect(second.status == 200)
        #expect(second.json.rows("F4209").count == 5)
    }

    @Test func aForbiddenTableAnswers403WithAnAISErrorBody() async throws {
        // Given a user without a Data Browser grant on F4311
        let harness = try SimulatorHarness { $0.site.forbiddenTables = ["F4311"] }
        defer { harness.stop() }
        let login = try await harness.login()
        // When F4311 and F4209 are read
        let forbidden = try await harness.browse(login, table: "F4311")
        let allowed = try await harness.queue(login)
        // Then F4311 answers 403 in the shape of §6, naming the table, and F4209 answers
        #expect(forbidden.status == 403)
        #expect(forbidden.json["message"] == "Authorization Failure")
        #expect(forbidden.json["jde__status"] == "ERROR")
        #expect(forbidden.json["userDefinedErrorText"]?.stringValue?.contains("F4311") == true)
        #expect(allowed.status == 200)
    }

    @Test func aForbiddenTableLeavesTheSessionAlive() async throws {
        // Given a forbidden table
        let harness = try SimulatorHarness { $0.site.forbiddenTables = ["F0101"] }
        defer { harness.stop() }
        let login = try await harness.login()
        // When it is read
        _ = try await harness.browse(login, table: "F0101")
        // Then the token still validates: 403 is not "session ended"
        #expect(try await harness.post("/v2/tokenrequest/validate", .object(login.credentials)).status == 200)
    }
}
