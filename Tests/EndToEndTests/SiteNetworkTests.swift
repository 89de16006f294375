import Foundation
import Testing

extension EndToEnd {
    /// The real binaries against the simulator playing a site's set-up (contract §1, §9): next links that
    /// name another origin, a table the user may not read, a server that accepts HTTP Basic only.
    @Suite struct SiteNetworkTests {
        typealias Commands = ScriptCommandTests

        @Test func nextLinksNamingAnotherOriginAreFollowedOnTheConfiguredOneAndNothingGoesThere() throws {
            // Given: a server whose next links name another origin, where a listener counts connections, and
            // pages of 10 rows, so that every read follows next links
            let elsewhere = try CountingListener()
            defer { elsewhere.stop() }
            let sim = try SimulatorProcess(arguments: ["--orders", "45", "--seed", "95", "--next-origin", "http://127.0.0.1:\(elsewhere.port)"])
            defer { sim.stop() }
            let sandbox = try Sandbox()
            try sandbox.writeConfig(["data.page-size": 10])
            // When
            let sync = try Commands.signoff(["sync", "--json"], sim, sandbox)
            // Then: the whole queue read, and not one connection to the other origin
            #expect(sync.status == 0, "\(sync)")
            #expect(try Commands.json(sync.stdout)["orders"] as? Int == 45, "\(sync.stdout)")
            #expect(elsewhere.connections == 0)
        }

        @Test func aTableTheUserMayNotReadIsNamedWithoutAPasswordPromptAndExit5() throws {
            let sim = try SimulatorProcess(arguments: ["--orders", "5", "--seed", "96", "--forbid-table", "F4301"])
            defer { sim.stop() }
            let result = try Commands.signoff(["sync"], sim, try Sandbox())
            #expect(result.status == 5, "\(result)")
            #expect(result.stderr.contains("F4301") && result.stderr.lowercased().contains("not allowed"), "\(result)")
            #expect(!result.stderr.contains("session ended") && !result.stderr.contains("Password"), "\(result)")
        }

        @Test func aServerThatAcceptsHTTPBasicOnlyLogsInWithConnectionLoginBasic() throws {
            let sim = try SimulatorProcess(arguments: ["--orders", "5", "--seed", "97", "--no-body-login"])
            defer { sim.stop() }
            let sandbox = try Sandbox()
            let refused = try Commands.signoff(["queue"], sim, sandbox)
            #expect(refused.status == 3 && refused.stderr.contains("connection.login"), "\(refused)")
            try sandbox.writeConfig(["connection.login": "basic"])
            let queued = try Commands.signoff(["queue", "--json"], sim, sandbox)
            let count = try Commands.json(queued.stdout)["count"] as? Int
            #expect(queued.status == 0 && count == 5, "\(queued)")
        }
    }
}
