import Foundation
import Testing
import TestSupport

extension EndToEnd {
    /// New orders announced beyond the screen: `display.notify desktop` writes one OSC 9 sequence (through
    /// tmux's passthrough, since the client runs in tmux) whose text holds no control byte though the
    /// supplier's name is hostile, and `hooks.on-new` gets the orders as JSON on its standard input.
    @Suite struct NotificationTerminalTests {
        @Test func aNewOrderNotifiesOnceWithInertTextAndRunsTheHook() async throws {
            try #require(EndToEnd.LoginFlowTests.toolsPresent, "tmux is needed: make test installs it")
            // Given: a server whose every text is hostile, a hook that keeps its input and says a word on
            // standard error, and a client recorded from its first byte
            let sim = try SimulatorProcess(arguments: ["--orders", "5", "--seed", "36", "--hostile-text"])
            defer { sim.stop() }
            let sandbox = try Sandbox()
            let kept = sandbox.file("hook-input.json")
            let hook = sandbox.file("hook.sh")
            try "#!/bin/sh\ncat > \"$1\"\necho 'hook heard it' >&2\n".write(toFile: hook, atomically: true, encoding: .utf8)
            try FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: hook)
            try sandbox.writeConfig(["display.notify": "desktop", "hooks.on-new": [hook, kept]])
            let raw = sandbox.file("pane.bin")
            let log = sandbox.file("signoff.log")
            // Terminals of the machine running the tests must not choose OSC 777 for it.
            var environment = sandbox.environment
            environment["TERM_PROGRAM"] = ""
            environment["WEZTERM_PANE"] = ""
            environment["GHOSTTY_RESOURCES_DIR"] = ""
            let term = try TmuxTerminal.recording(to: raw, width: 160, height: 40,
                                                  command: "\(Binaries.signoff) --server \(sim.baseURL) --user DEMO --log \(log)",
                                                  environment: environment)
            #expect(term.waitFor("Password"), "\(term.screen())")
            try term.type("demo")
            try term.press("Enter")
            #expect(term.waitFor("Orders awaiting approval (5)"), "\(term.screen())")
            #expect(Self.notifications(in: TerminalBytes(file: raw).bytes).isEmpty)
            // When: a buyer enters an order for DEMO, and DEMO refreshes
            let added = try ScriptCommandTests.json(try await sim.admin("orders", json: #"{"forUser": "DEMO", "amount": 777}"#))
            let number = try #require(added["order"] as? Int)
            try term.press("R")
            #expect(term.waitFor("1 new order: \(number) OP"), "\(term.screen())")
            // Then: the hook got the order as JSON on its standard input
            #expect(waitUntil { (try? Data(contentsOf: URL(fileURLWithPath: kept)))?.isEmpty == false })
            let input = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: kept))) as? [String: Any]
            let orders = input?["orders"] as? [[String: Any]]
            #expect(orders?.count == 1)
            #expect(orders?.first?["number"] as? Int == number)
            #expect(orders?.first?["amount"] as? Double == 777)
            // And what it wrote went to the log, not the screen
            #expect(waitUntil { ((try? String(contentsOfFile: log, encoding: .utf8)) ?? "").contains("hook heard it") })
            #expect(!term.screen().contains("hook heard it"))
            // And the terminal got exactly one notification, wrapped for tmux, its text inert
            try term.press("q")
            #expect(waitUntil { TerminalBytes(file: raw).contains("[exited] 0") }, "\(term.screen())")
            let found = Self.notifications(in: TerminalBytes(file: raw).bytes)
            #expect(found.count == 1, "\(found.map { String(decoding: $0.text, as: UTF8.self) })")
            let notice = try #require(found.first)
            #expect(notice.wrappedForTmux)
            #expect(!notice.text.contains { $0 < 0x20 || $0 == 0x7F }, "\(notice.text)")
            let text = String(decoding: notice.text, as: UTF8.self)
            #expect(!text.unicodeScalars.contains { (0x80...0x9F).contains($0.value) }, "\(text.debugDescription)")
            #expect(text.hasPrefix("New order \(number) · "), "\(text.debugDescription)")
            #expect(text.hasSuffix(" · 777.00 USD"), "\(text.debugDescription)")
        }

        /// Every OSC 9 in `bytes`: its text (to the BEL that ends it) and whether tmux's passthrough wraps it
        /// (`ESC P tmux ; ESC ESC ] 9 ;`).
        static func notifications(in bytes: [UInt8]) -> [(text: [UInt8], wrappedForTmux: Bool)] {
            let start = Array("]9;".utf8)
            let passthrough: [UInt8] = [0x1B] + Array("Ptmux;".utf8) + [0x1B, 0x1B]
            var found: [(text: [UInt8], wrappedForTmux: Bool)] = []
            var i = 1
            while i + start.count <= bytes.count {
                guard bytes[i - 1] == 0x1B, Array(bytes[i..<i + start.count]) == start else { i += 1; continue }
                let textStart = i + start.count
                let end = bytes[textStart...].firstIndex(of: 0x07) ?? bytes.count
                let wrapped = i >= passthrough.count && Array(bytes[(i - passthrough.count)..<i]) == passthrough
                found.append((Array(bytes[textStart..<end]), wrapped))
                i = end
            }
            return found
        }
    }
}
