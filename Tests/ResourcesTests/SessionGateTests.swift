import AIS
import Foundation
import Resources
import Testing

/// Answers the password prompt from a script and counts how often it was asked.
final class PromptSpy: ReauthenticationPrompt, @unchecked Sendable {
    private let lock = NSLock()
    private var answers: [String?]
    private(set) var problems: [String?] = []
    init(answers: [String?]) { self.answers = answers }
    var asked: Int { lock.withLock { problems.count } }
    func password(for username: String, problem: String?) async -> String? {
        lock.withLock {
            problems.append(problem)
            return answers.isEmpty ? nil : answers.removeFirst()
        }
    }
}

@Suite struct SessionGateTests {
    @Test func asksOnceForThePasswordAndRetriesWhenTheTokenIsRejected() async throws {
        // Given: a logged-in gate whose tokens the server then forgets
        let fixture = try SimulatorFixture(orders: 2)
        _ = try await fixture.login()
        let prompt = PromptSpy(answers: ["wrong", "demo"])
        await fixture.workspace.gate.setPrompt(prompt)
        fixture.simulator.expireAllTokens()
        // When: three requests run at once
        let client = fixture.workspace.client
        let results = try await withThrowingTaskGroup(of: Bool.self) { group in
            for _ in 0..<3 {
                group.addTask {
                    try await fixture.workspace.gate.perform { session in
                        try await !client.dataService.browseAll(DefaultBranchService.query(username: "DEMO"), session: session).isEmpty
                    }
                }
            }
            return try await group.reduce(into: [Bool]()) { $0.append($1) }
        }
        // Then: one prompt (asked twice: once wrong), every request carried on
        #expect(results == [true, true, true])
        #expect(prompt.asked == 2)
        #expect(prompt.problems.first == .some(nil))
        #expect(prompt.problems.last != .some(nil))
    }

    @Test func givingUpLogsOut() async throws {
        let fixture = try SimulatorFixture(orders: 1)
        _ = try await fixture.login()
        await fixture.workspace.gate.setPrompt(PromptSpy(answers: [nil]))
        fixture.simulator.expireAllTokens()
        let client = fixture.workspace.client
        await #expect(throws: SessionError.loggedOut) {
            try await fixture.workspace.gate.perform { session in
                try await client.dataService.browseAll(DefaultBranchService.query(username: "DEMO"), session: session).count
            }
        }
        #expect(await fixture.workspace.gate.session == nil)
    }
}
