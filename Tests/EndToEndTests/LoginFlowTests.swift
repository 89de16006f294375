import Foundation
import TestSupport
import Testing

/// The real `signoff` in a real terminal (tmux) against the real `signoff-ais` on loopback.
extension EndToEnd {
    @Suite struct LoginFlowTests {
        static var toolsPresent: Bool { FileManager.default.isExecutableFile(atPath: "/usr/bin/tmux") }

        private func client(_ sandbox: Sandbox, server: String, width: Int = 100, height: Int = 30, extra: String = "") throws -> TmuxTerminal {
            try TmuxTerminal(width: width, height: height,
                             command: "\(Binaries.signoff) --server \(server) --user DEMO \(extra)",
                             environment: sandbox.environment)
        }

        @Test func logsInPreloadsAndLandsOnTheHomeScreen() throws {
            try #require(Self.toolsPresent, "tmux is needed: make test installs it")
            // Given
            let sim = try SimulatorProcess(arguments: ["--orders", "40", "--seed", "11"])
            defer { sim.stop() }
            let sandbox = try Sandbox()
            let term = try client(sandbox, server: sim.baseURL)
            #expect(term.waitFor("Password"), "\(term.screen())")
            // When
            try term.type("demo")
            try term.press("Enter")
            // Then
            #expect(term.waitFor("Orders awaiting approval (40)"), "\(term.screen())")
        }

        @Test func saysSoWhenThePasswordIsWrong() throws {
            try #require(Self.toolsPresent, "tmux is needed: make test installs it")
            let sim = try SimulatorProcess(arguments: ["--orders", "5"])
            defer { sim.stop() }
            let sandbox = try Sandbox()
            let term = try client(sandbox, server: sim.baseURL)
            #expect(term.waitFor("Password"), "\(term.screen())")
            try term.type("not-the-password")
            try term.press("Enter")
            #expect(term.waitFor("Wrong user or password"), "\(term.screen())")
            // The password never shows.
            #expect(!term.screen().contains("not-the-password"))
        }

        @Test func saysSoWhenTheServerIsDown() throws {
            try #require(Self.toolsPresent, "tmux is needed: make test installs it")
            // Given: a port that nothing listens on (taken from a simulator that stopped)
            let sim = try SimulatorProcess(arguments: ["--orders", "1"])
            let deadURL = sim.baseURL
            sim.stop()
            let sandbox = try Sandbox()
            let term = try client(sandbox, server: deadURL)
            #expect(term.waitFor("Password"), "\(term.screen())")
            // When
            try term.type("demo")
            try term.press("Enter")
            // Then
            #expect(term.waitFor("✗"), "\(term.screen())")
            #expect(term.screen().lowercased().contains("reach") || term.screen().lowercased().contains("connect"), "\(term.screen())")
        }

        @Test func survivesResizingDuringThePreload() throws {
            try #require(Self.toolsPresent, "tmux is needed: make test installs it")
            let sim = try SimulatorProcess(arguments: ["--orders", "2000", "--latency-ms", "20"])
            defer { sim.stop() }
            let sandbox = try Sandbox()
            let term = try client(sandbox, server: sim.baseURL, width: 120, height: 40)
            #expect(term.waitFor("Password"), "\(term.screen())")
            try term.type("demo")
            try term.press("Enter")
            #expect(term.waitFor("Loading your data"), "\(term.screen())")
            for (w, h) in [(60, 20), (30, 8), (200, 50), (90, 25)] { try term.resize(width: w, height: h) }
            #expect(term.waitFor("Orders awaiting approval (2,000)", timeout: 60), "\(term.screen())")
            #expect(!term.screen().contains("[exited]"))
        }

        @Test(arguments: ["C-c", "SIGINT", "SIGTERM", "SIGHUP"])
        func leavesTheTerminalSettingsAsTheyWere(how: String) throws {
            try #require(Self.toolsPresent, "tmux is needed: make test installs it")
            let sim = try SimulatorProcess(arguments: ["--orders", "1"])
            defer { sim.stop() }
            let sandbox = try Sandbox()
            let before = sandbox.file("stty-before"), after = sandbox.file("stty-after")
            let term = try TmuxTerminal(width: 100, height: 30,
                                        command: "trap : INT; stty -g > \(before); \(Binaries.signoff) --server \(sim.baseURL); stty -g > \(after)",
                                        environment: sandbox.environment)
            #expect(term.waitFor("Password"), "\(term.screen())")
            if how == "C-c" {
                try term.press("C-c")
            } else {
                let shell = try #require(term.panePID())
                let pids = try shellOutput("pgrep -P \(shell) -x signoff").split(separator: "\n").compactMap { Int32($0) }
                let pid = try #require(pids.first, "signoff's pid")
                kill(pid, ["SIGINT": SIGINT, "SIGTERM": SIGTERM, "SIGHUP": SIGHUP][how] ?? SIGKILL)
            }
            #expect(term.waitFor("[exited]"), "\(term.screen())")
            let saved = try String(contentsOfFile: before, encoding: .utf8)
            let restored = try String(contentsOfFile: after, encoding: .utf8)
            #expect(saved == restored)
        }
    }
}

func shellOutput(_ command: String) throws -> String {
    try Spawn.run(["/bin/sh", "-c", command]).output
}
