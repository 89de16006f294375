import AIS
import AISSimulator
import Foundation
import Resources
import Testing

/// The read-only check of a site's P43081 ids ("doctor", contract §5.2) against the simulator.
@Suite struct P43081CheckTests {
    private func check(moved: Bool, controls: P43081Controls) async throws -> (SimulatorFixture, P43081CheckReport) {
        let fixture = try SimulatorFixture(orders: 5) { $0.movedControlIds = moved }
        _ = try await fixture.login()
        _ = fixture.simulator.resetRequestCounts()
        let gate = fixture.workspace.gate
        let sut = P43081Check(client: await gate.client, controls: controls)
        return (fixture, try await gate.perform { try await sut.run(session: $0) })
    }

    @Test func theStandardIdsPassOnAStandardSite() async throws {
        let (fixture, report) = try await check(moved: false, controls: .standard)
        #expect(report.passed, "\(report.findings)")
        for control in [P43081Control.find, .review, .orderNumberColumn, .orderTypeColumn, .headerOrderNumber,
                        .headerOrderType, .headerOrderCompany] {
            #expect(report.finding(control)?.outcome == .confirmed, "\(control)")
        }
        guard case .notCheckable? = report.finding(.approve)?.outcome else { Issue.record("approve checked?"); return }
        #expect(report.listedOrders > 0)
        let reviewed = try #require(report.reviewed)
        await #expect(try fixture.simulator.decisions(of: reviewed).decisions.isEmpty, "nothing decided")
        #expect(report.findings.contains { $0.what == "LNID column of W43081B" && $0.outcome == .confirmed })
        #expect(fixture.simulator.openAppStacks == 0)
    }

    @Test func theStandardIdsOnAMovedSiteNameTheSettingsToChange() async throws {
        let (fixture, report) = try await check(moved: true, controls: .standard)
        #expect(!report.passed)
        #expect(report.settingsToChange == ["approvals.p43081.order-number-column", "approvals.p43081.order-type-column",
                                            "approvals.p43081.find", "approvals.p43081.review"], "\(report.findings)")
        #expect(report.finding(.orderNumberColumn)?.outcome == .notConfirmed("W43081A shows DOCO at 31, not 22"))
        #expect(fixture.simulator.openAppStacks == 0)
    }

    @Test func theHeaderIdsAreCheckedOnceReviewWorks() async throws {
        var controls = P43081Controls.moved
        controls.headerOrderNumber = 8
        let (fixture, report) = try await check(moved: true, controls: controls)
        #expect(report.settingsToChange == ["approvals.p43081.header-order-number"], "\(report.findings)")
        #expect(report.finding(.headerOrderNumber)?.outcome == .notConfirmed("W43081B shows DOCO at 11, not 8"))
        #expect(fixture.simulator.openAppStacks == 0)
    }

    @Test func theMovedIdsPassOnAMovedSite() async throws {
        let (fixture, report) = try await check(moved: true, controls: .moved)
        #expect(report.passed, "\(report.findings)")
        #expect(report.reviewed != nil)
        #expect(fixture.simulator.openAppStacks == 0)
    }
}

/// `signoff doctor`'s check: the method of the settings, P43081's controls and the orders F4209 counts.
@Suite struct SiteDecisionCheckTests {
    private func run(moved: Bool, method: (P43081Controls) -> DecisionMethod = { .stock($0) },
                     controls: P43081Controls = .standard) async throws -> (SimulatorFixture, SiteDecisionCheck.Report) {
        let fixture = try SimulatorFixture(orders: 5) { $0.movedControlIds = moved }
        _ = try await fixture.login()
        let report = try await SiteDecisionCheck(gate: fixture.workspace.gate, method: method(controls)).run()
        return (fixture, report)
    }

    @Test func aStandardSitePassesAndCountsWhatAwaits() async throws {
        let (fixture, report) = try await run(moved: false)
        #expect(report.passed, "\(report)")
        #expect(report.awaitingByF4209 == 5 && report.p43081?.listedOrders == 5, "\(report)")
        #expect(fixture.simulator.openAppStacks == 0)
    }

    @Test func aMovedSiteFailsNamingWhatToChangeAndThatNothingIsListed() async throws {
        let (fixture, report) = try await run(moved: true)
        #expect(!report.passed)
        #expect(report.p43081?.settingsToChange.contains("approvals.p43081.find") == true, "\(report)")
        #expect(fixture.simulator.openAppStacks == 0)
    }

    @Test func theOrchestrationMethodChecksNothingAndPasses() async throws {
        let (fixture, report) = try await run(moved: false, method: { _ in .orchestration })
        #expect(report.passed && report.p43081 == nil)
        #expect(fixture.simulator.openAppStacks == 0)
    }
}

/// The versions the site check opens: each configured version once, with the order types it decides.
@Suite struct ConfiguredVersionsTests {
    @Test func eachVersionOnceEveryOtherTypeFirst() {
        let controls = P43081Controls(versions: ["OR": "ZJDE0002", "*": "ZJDE0001", "OP": "ZJDE0001", "O4": "ZJDE0003"])
        let listed = controls.configuredVersions.map { "\($0.version): \($0.orderTypes.joined(separator: ","))" }
        #expect(listed == ["ZJDE0001: *,OP", "ZJDE0002: OR", "ZJDE0003: O4"])
        #expect(SiteDecisionCheck.named(["OR"], "ZJDE0002") == "order type OR, version ZJDE0002")
        #expect(SiteDecisionCheck.named(["*", "OP"], "ZJDE0001") == "order type OP and every other order type (*), version ZJDE0001")
    }

    @Test func noVersionsMeansTheDefault() {
        let controls = P43081Controls(versions: [:])
        #expect(controls.configuredVersions.map(\.version) == ["ZJDE0001"])
    }
}
