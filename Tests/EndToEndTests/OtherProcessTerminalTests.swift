import Foundation
import Testing
import TestSupport

extension EndToEnd {
    /// A script beside the open client, on the same store: what it writes reaches the open screen (the store
    /// follows other processes' commits) without a key pressed.
    @Suite struct OtherProcessTerminalTests {
        typealias Commands = ScriptCommandTests
        typealias Approve = WhatYouApproveTerminalTests

        @Test func anOrderAScriptApprovedLeavesTheOpenList() async throws {
            try #require(EndToEnd.LoginFlowTests.toolsPresent, "tmux is needed: make test installs it")
            // Given: the client open on 6 orders, the newest first
            let sim = try SimulatorProcess(arguments: ["--orders", "5", "--seed", "41"])
            defer { sim.stop() }
            let number = try await Approve.addOrder(sim)
            let sandbox = try Sandbox()
            let term = try TmuxTerminal.loggedIn(sim, sandbox, orders: 6, width: 160, height: 40)
            #expect(term.waitFor("Orders awaiting approval (6)"), "\(term.screen())")
            #expect(ChangedSinceSeenTerminalTests.row(term, number) != nil, "\(term.screen())")
            // The queue refreshes itself every 5 minutes by default, and the top bar says so
            #expect(term.lines.first?.hasSuffix("every 5 min") == true, "\(term.screen())")
            // When: a script approves it, with nothing pressed in the client
            let approved = try Commands.signoff(["approve", String(number)], sim, sandbox)
            #expect(approved.status == 0, "\(approved)")
            // Then: the open list drops it
            #expect(term.waitFor("Orders awaiting approval (5)"), "\(term.screen())")
            #expect(ChangedSinceSeenTerminalTests.row(term, number) == nil, "\(term.screen())")
        }

        @Test func theOpenDialogFollowsAnOrderAScriptRefreshedAndApprovesWhatItShowsNow() async throws {
            try #require(EndToEnd.LoginFlowTests.toolsPresent, "tmux is needed: make test installs it")
            // Given: the dialog open on the new order (40.00 USD)
            let sim = try SimulatorProcess(arguments: ["--orders", "5", "--seed", "42"])
            defer { sim.stop() }
            let number = try await Approve.addOrder(sim)
            let sandbox = try Sandbox()
            try sandbox.writeConfig(["approvals.undo-seconds": 0])
            let term = try TmuxTerminal.loggedIn(sim, sandbox, orders: 6, width: 200, height: 50)
            #expect(term.waitForOrderLines(orders: 6), "\(term.screen())")
            #expect(waitUntil { term.selectedOrderNumber == String(number) }, "\(term.screen())")
            try term.press("a")
            #expect(term.waitFor("Approve 1 order"), "\(term.screen())")
            #expect(term.waitFor("Total 40.00 USD"), "\(term.screen())")
            // When: the buyer amends it, and a script refreshes the same store
            try await Approve.amend(sim, number)
            let synced = try Commands.signoff(["sync"], sim, sandbox)
            #expect(synced.status == 0, "\(synced)")
            // Then: the dialog shows it as it is now, and says what moved under it
            #expect(term.waitFor("Total 119.00 USD"), "\(term.screen())")
            #expect(term.waitFor("changed while this dialog was open:"), "\(term.screen())")
            #expect(term.waitFor("total 40.00 → 119.00 USD"), "\(term.screen())")
            // When: confirmed on the figures it shows
            try term.press("Enter")
            // Then: approved once, not held
            #expect(term.waitFor("Order \(number) OP 00200 approved"), "\(term.screen())")
            #expect(try await Approve.accepted(sim, number) == 1)
        }
    }
}
