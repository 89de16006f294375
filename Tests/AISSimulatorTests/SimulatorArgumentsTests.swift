@testable import AISSimulator
import Testing

@Suite struct SimulatorArgumentsTests {
    private func configuration(_ arguments: [String]) throws -> SimulatorConfiguration {
        guard case .run(let configuration, _) = try SimulatorArguments.parse(arguments) else {
            throw HarnessError("not a run command")
        }
        return configuration
    }

    @Test func defaultsServeThreeHundredOrdersOnLoopback() throws {
        let sut = try configuration([])
        #expect(sut.host == "127.0.0.1")
        #expect(sut.port == 0)
        #expect(sut.orders == 300)
        #expect(sut.databasePath == nil)
        #expect(sut.maxPageSize == 1_000)
        #expect(sut.faults == FaultSettings())
        #expect(sut.shapes == .real)
    }

    @Test func everyFlagSetsItsValue() throws {
        let sut = try configuration([
            "--host", "0.0.0.0", "--port=8080", "--orders", "100000", "--seed", "42", "--db", "/tmp/x.db",
            "--latency-ms", "20", "--jitter-ms", "5", "--error-rate", "0.1", "--error-rate", "orchestrator=0.5",
            "--drop-rate", "0.2", "--token-lifetime", "30", "--result-set-lifetime", "4.5", "--decision-lost",
            "--hostile-text", "--max-page-size", "250",
        ])
        #expect(sut.host == "0.0.0.0")
        #expect(sut.port == 8080)
        #expect(sut.orders == 100_000)
        #expect(sut.seed == 42)
        #expect(sut.databasePath == "/tmp/x.db")
        #expect(sut.faults == FaultSettings(latencyMilliseconds: 20, jitterMilliseconds: 5, errorRate: 0.1,
                                            endpointErrorRates: ["orchestrator": 0.5], dropRate: 0.2, decisionLostRate: 1,
                                            hostileText: true, tokenLifetimeSeconds: 30, resultSetLifetimeSeconds: 4.5))
        #expect(sut.maxPageSize == 250)
        #expect(try configuration(["--decision-lost-rate", "0.25"]).faults.decisionLostRate == 0.25)
    }

    @Test func shapesAndTheSessionAndDecisionFaultsAreSet() throws {
        let sut = try configuration(["--shapes", "tidy", "--refuse-order", "4001", "--refuse-order=4007", "--token-uses", "6",
                                     "--reset-decisions", "2"])
        #expect(sut.shapes == .tidy)
        #expect(sut.faults.refusedOrders == [4001, 4007])
        #expect(sut.faults.tokenUses == 6)
        #expect(sut.faults.resetDecisions == 2)
        #expect(try configuration(["--shapes=real"]).shapes == .real)
        #expect(SimulatorArguments.helpText.contains("NOADDR"))
        #expect(SimulatorArguments.helpText.contains("--reset-decisions"))
    }

    @Test func movedIdsServeTheMovedP43081AndTheHelpListsThem() throws {
        #expect(try configuration([]).movedControlIds == false)
        #expect(try configuration(["--moved-ids"]).movedControlIds == true)
        #expect(throws: SimulatorArguments.ArgumentError(description: "--moved-ids takes no value")) {
            try SimulatorArguments.parse(["--moved-ids=yes"])
        }
        for change in ["Find 6->16", "Review 114->119", "Approve 94->97", "Reject 96->98", "DOCO 22->31", "DOCO 8->11", "LTTR 151->152"] {
            #expect(SimulatorArguments.helpText.contains(change))
        }
    }

    @Test func lenientColumnsAcceptsRequestsForColumnsATableLacks() throws {
        #expect(try configuration([]).lenientColumns == false)
        #expect(try configuration(["--lenient-columns"]).lenientColumns == true)
        #expect(throws: SimulatorArguments.ArgumentError(description: "--lenient-columns takes no value")) {
            try SimulatorArguments.parse(["--lenient-columns=yes"])
        }
        #expect(SimulatorArguments.helpText.contains("--lenient-columns"))
        #expect(SimulatorManPage.text().contains("\\fB\\-\\-lenient\\-columns\\fR"))
    }

    @Test func helpVersionAndExitWithParent() throws {
        guard case .help = try SimulatorArguments.parse(["--orders", "5", "--help"]) else { Issue.record("not help"); return }
        guard case .version = try SimulatorArguments.parse(["--version"]) else { Issue.record("not version"); return }
        guard case .run(_, let exitWithParent) = try SimulatorArguments.parse(["--exit-with-parent"]) else { Issue.record("not run"); return }
        #expect(exitWithParent)
        #expect(SimulatorArguments.helpText.contains("DEMO"))
        #expect(SimulatorArguments.helpText.contains("dd/MM/yyyy"))
    }

    @Test(arguments: [
        (["--nope"], "unknown option --nope"),
        (["stray"], "unexpected argument 'stray'"),
        (["--port"], "--port needs a value"),
        (["--port", "--orders"], "--port needs a value"),
        (["--port", "70000"], "--port needs a whole number from 0 to 65535, not '70000'"),
        (["--orders", "many"], "--orders needs a whole number from 0 to 2000000, not 'many'"),
        (["--error-rate", "1.5"], "--error-rate needs a rate from 0 to 1, not '1.5'"),
        (["--token-lifetime", "-1"], "--token-lifetime needs a number of seconds (0 or more), not '-1'"),
        (["--hostile-text=yes"], "--hostile-text takes no value"),
        (["--db", ""], "--db needs a file name"),
        (["--shapes", "pretty"], "--shapes needs real or tidy, not 'pretty'"),
        (["--shapes"], "--shapes needs a value"),
        (["--refuse-order", "0"], "--refuse-order needs a whole number from 1 to 99999999, not '0'"),
        (["--refuse-order", "4001.5"], "--refuse-order needs a whole number from 1 to 99999999, not '4001.5'"),
        (["--token-uses", "0"], "--token-uses needs a whole number from 1 to 1000000, not '0'"),
        (["--token-uses", "six"], "--token-uses needs a whole number from 1 to 1000000, not 'six'"),
        (["--reset-decisions", "-1"], "--reset-decisions needs a whole number from 0 to 1000000, not '-1'"),
    ])
    func badArgumentsAreExplained(arguments: [String], message: String) {
        #expect(throws: SimulatorArguments.ArgumentError(description: message)) { try SimulatorArguments.parse(arguments) }
    }

    @Test func anUnknownEndpointInAnErrorRateIsNamed() {
        #expect { try SimulatorArguments.parse(["--error-rate", "nowhere=1"]) } throws: { error in
            "\(error)".contains("unknown endpoint 'nowhere'")
        }
    }
}
