import Foundation
import Testing
import TestSupport

/// Approving and rejecting in the real terminal, checked on the server through the admin endpoint.
extension EndToEnd {
    @Suite struct DecisionFlowTests {
        @Test(arguments: DecisionRecord.methods)
        func approvesOneOrder(through method: String) async throws {
            try #require(EndToEnd.LoginFlowTests.toolsPresent, "tmux is needed: make test installs it")
            let sim = try SimulatorProcess(arguments: ["--orders", "10", "--seed", "5"])
            defer { sim.stop() }
            let sandbox = try Sandbox()
            try sandbox.decide(through: method)
            let term = try TmuxTerminal.loggedIn(sim, sandbox, orders: 10)
            let order = try term.selectedOrder()
            // When
            try term.press("a")
            #expect(term.waitFor("You are about to APPROVE"), "\(term.screen())")
            try term.type("ok by me")
            try term.press("Enter")
            // Then: the result is said, the order left the queue, and the server recorded one decision
            #expect(term.waitFor("Order \(order.number) \(order.type) \(order.company) approved"), "\(term.screen())")
            #expect(term.waitFor("Orders awaiting approval (9)"), "\(term.screen())")
            let recorded = try await DecisionRecord.of(sim, order.number, order.type, order.company)
            #expect(recorded.decidedOnce(through: method), "\(recorded.text)")
            #expect(try await StockDecisionTerminalTests.openStacks(sim).open == 0, "every application stack closed")
        }

        @Test(arguments: DecisionRecord.methods)
        func rejectsWithAReasonAndARemark(through method: String) async throws {
            try #require(EndToEnd.LoginFlowTests.toolsPresent, "tmux is needed: make test installs it")
            let sim = try SimulatorProcess(arguments: ["--orders", "6", "--seed", "8"])
            defer { sim.stop() }
            let sandbox = try Sandbox()
            try sandbox.decide(through: method)
            let term = try TmuxTerminal.loggedIn(sim, sandbox, orders: 6)
            try term.press("Down")
            // Wait until the cursor is on the second row before reading which order it is.
            #expect(waitUntil {
                let lines = term.screen().split(separator: "\n").map(String.init)
                guard let header = lines.firstIndex(where: { $0.hasPrefix("  Order") }), header + 2 < lines.count else { return false }
                return lines[header + 2].isCursorRow
            }, "\(term.screen())")
            let order = try term.selectedOrder()
            try term.press("r")
            #expect(term.waitFor("You are about to REJECT"), "\(term.screen())")
            // A remark longer than 30 characters is refused as it is typed, never cut.
            try term.type(String(repeating: "x", count: 31))
            #expect(term.waitFor("At most 30 characters"), "\(term.screen())")
            try term.press("C-u")
            try term.type("price too high")
            try term.press("Tab", "Down")
            try term.press("Enter")
            #expect(term.waitFor("Order \(order.number) \(order.type) \(order.company) rejected"), "\(term.screen())")
            let recorded = try await DecisionRecord.of(sim, order.number, order.type, order.company)
            #expect(recorded.decidedOnce(through: method), "\(recorded.text)")
            if method == "orchestration" {
                #expect(recorded.text.contains("price too high"), "\(recorded.text)")
            } else {
                // P43081 has no remark field: the remark goes as the order's text attachment, once
                let media = { try await sim.adminGet("orders/\(order.number)/\(order.type)/\(order.company)/000/media") }
                var attached = ""
                for _ in 0..<100 where !attached.contains("price too high") {
                    attached = try await media()
                    try await Task.sleep(nanoseconds: 50_000_000)
                }
                #expect(attached.components(separatedBy: "price too high").count - 1 == 1, "\(attached)")
            }
        }

        @Test func approvesThreeMarkedOrdersAtOnce() async throws {
            try #require(EndToEnd.LoginFlowTests.toolsPresent, "tmux is needed: make test installs it")
            let sim = try SimulatorProcess(arguments: ["--orders", "8", "--seed", "9"])
            defer { sim.stop() }
            let sandbox = try Sandbox()
            let term = try TmuxTerminal.loggedIn(sim, sandbox, orders: 8)
            try term.press("Space", "Space", "Space")
            #expect(term.waitFor("3 marked"), "\(term.screen())")
            try term.press("a")
            #expect(term.waitFor("Approve 3 orders"), "\(term.screen())")
            try term.press("Enter")
            #expect(term.waitFor("Orders awaiting approval (5)", timeout: 30), "\(term.screen())")
        }
    
        @Test func anOrderDecidedElsewhereLeavesTheListWithAMessage() async throws {
            try #require(EndToEnd.LoginFlowTests.toolsPresent, "tmux is needed: make test installs it")
            let sim = try SimulatorProcess(arguments: ["--orders", "5", "--seed", "21"])
            defer { sim.stop() }
            let sandbox = try Sandbox()
            let term = try TmuxTerminal.loggedIn(sim, sandbox, orders: 5)
            let order = try term.selectedOrder()
            // When: someone else approves the order on screen, and the list is refreshed
            _ = try await sim.admin("orders/\(order.number)/\(order.type)/\(order.company)/000/approve")
            try term.press("R")
            // Then
            #expect(term.waitFor("No longer awaiting you: \(order.number) \(order.type)"), "\(term.screen())")
            #expect(term.waitFor("Orders awaiting approval (4)"), "\(term.screen())")
        }
    
        @Test func anApprovalAboveTheLimitIsShownAsForwardedByName() throws {
            try #require(EndToEnd.LoginFlowTests.toolsPresent, "tmux is needed: make test installs it")
            let sim = try SimulatorProcess(arguments: ["--orders", "12", "--seed", "31"])
            defer { sim.stop() }
            let sandbox = try Sandbox()
            let term = try TmuxTerminal.loggedIn(sim, sandbox, orders: 12)
            // Largest amount first: far above DEMO's limit of 25,000
            try term.press("s", "s", "s")
            #expect(term.waitFor("Sorted by amount, largest first"), "\(term.screen())")
            try term.press("a")
            #expect(term.waitFor("You are about to APPROVE"), "\(term.screen())")
            try term.press("Enter")
            #expect(term.waitFor("above your limit: forwarded to"), "\(term.screen())")
            // The next approver is named, not only numbered.
            let message = term.screen().split(separator: "\n").first { $0.contains("forwarded to") } ?? ""
            #expect(message.contains(","), "\(message)")
        }

        @Test func theCachedQueueStaysReadableWhenTheServerGoesAway() throws {
            try #require(EndToEnd.LoginFlowTests.toolsPresent, "tmux is needed: make test installs it")
            let sim = try SimulatorProcess(arguments: ["--orders", "7", "--seed", "32"])
            let sandbox = try Sandbox()
            let term = try TmuxTerminal.loggedIn(sim, sandbox, orders: 7)
            // When the server stops and the user refreshes
            sim.stop()
            try term.press("R")
            // Then: a clear offline banner, and the queue is still there to read
            #expect(term.waitFor("OFFLINE"), "\(term.screen())")
            #expect(term.waitFor("Showing the queue stored before"), "\(term.screen())")
            #expect(term.screen().contains("Orders awaiting approval (7)"))
            try term.press("Down", "Down")
            #expect(waitUntil { term.screen().split(separator: "\n").filter { $0.isCursorRow }.count == 1 }, "\(term.screen())")
        }
    }
}

