import Foundation
import Testing

extension EndToEnd.LoginFlowTests {
    @Test func quittingWhileThePreloadWaitsOnTheServerEndsItsRequestsAndExitsCleanly() throws {
        try #require(Self.toolsPresent, "tmux is needed: make test installs it")
        // Given: a preload the server keeps waiting (every answer 400 ms late)
        let sim = try SimulatorProcess(arguments: ["--orders", "300", "--seed", "5", "--latency-ms", "400"])
        defer { sim.stop() }
        let sandbox = try Sandbox()
        let log = sandbox.file("signoff.log")
        let term = try TmuxTerminal.loggingIn(sim, sandbox, width: 100, height: 30, options: "--log \(log)")
        #expect(term.waitFor("Loading your data"), "\(term.screen())")
        // When
        try term.press("q")
        // Then: it exits at once with status 0, having cancelled the requests in flight and seen them end
        #expect(term.waitFor("[exited] 0"), "\(term.screen())")
        let lines = try String(contentsOfFile: log, encoding: .utf8).split(separator: "\n")
        let quit = lines.first { $0.contains("quit: ") }
        #expect(quit?.hasSuffix("requests in flight cancelled, 0 still running after 1 s") == true, "\(lines.suffix(20))")
        print("quit while preloading: \(quit.map { String($0.drop { $0 != "q" }) } ?? "no quit line")")
    }
}
