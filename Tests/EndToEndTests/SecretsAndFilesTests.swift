import Foundation
import Testing

/// After a whole session (login, preload, a decision, quit) with the diagnostic log on: the password
/// is in no file Signoff wrote, the token in no log and in no argument of the running client, every
/// file is 0600 and every folder 0700.
extension EndToEnd {
    @Suite struct SecretsAndFilesTests {
        static let password = "demo"

        @Test func aSessionLeavesNoSecretAndOnlyPrivateFiles() async throws {
            try #require(EndToEnd.LoginFlowTests.toolsPresent, "tmux is needed: make test installs it")
            // Given a client with the diagnostic log in a folder it has to make
            let sim = try SimulatorProcess(arguments: ["--orders", "5", "--seed", "9"])
            defer { sim.stop() }
            let sandbox = try Sandbox()
            let log = sandbox.file("logs/diagnostics/signoff.log")
            let term = try TmuxTerminal.loggedIn(sim, sandbox, orders: 5, width: 160, height: 40, options: "--log \(log)")

            // When it decides an order
            let order = try term.selectedOrder()
            try term.press("a")
            #expect(term.waitFor("You are about to APPROVE"), "\(term.screen())")
            try term.type("fine")
            try term.press("Enter")
            #expect(term.waitFor("Order \(order.number) \(order.type) \(order.company) approved"), "\(term.screen())")

            // Then while it runs: its token is not among its arguments, and no file holds a secret
            let tokens = try await Self.liveTokens(sim)
            #expect(!tokens.isEmpty)
            let client = try #require(term.panePID().flatMap(Self.childProcess), "no signoff process under the pane")
            let arguments = try #require(FileManager.default.contents(atPath: "/proc/\(client)/cmdline"))
            #expect(!arguments.isEmpty)
            for token in tokens { #expect(!Self.contains(Array(arguments), token), "the token is in signoff's arguments") }
            #expect(!Self.contains(Array(arguments), Self.password))
            try Self.expectNoSecrets(in: sandbox.path, tokens: tokens, log: log)

            // When it quits, Then the same holds for what it left, and the log says what happened
            try term.press("q")
            #expect(term.waitFor("[exited]"), "\(term.screen())")
            try Self.expectNoSecrets(in: sandbox.path, tokens: tokens, log: log)
            let lines = try String(contentsOfFile: log, encoding: .utf8)
            #expect(lines.contains("POST /jderest/v2/tokenrequest -> 200"), "\(lines)")
            #expect(lines.contains("POST /jderest/v2/appstack -> 200"), "\(lines)")
            #expect(lines.contains("signoff stopped"), "\(lines)")
        }

        /// Every file under `root`: no password; the log no token; files 0600, folders 0700.
        static func expectNoSecrets(in root: String, tokens: [String], log: String) throws {
            let files = FileManager.default.enumerator(atPath: root)?.allObjects.compactMap { $0 as? String } ?? []
            var checked = 0
            for relative in files {
                let path = root + "/" + relative
                let attributes = try FileManager.default.attributesOfItem(atPath: path)
                let mode = (attributes[.posixPermissions] as? Int ?? 0) & 0o777
                if attributes[.type] as? FileAttributeType == .typeDirectory {
                    #expect(mode == 0o700, "\(relative) is a folder with mode \(String(mode, radix: 8))")
                    continue
                }
                #expect(mode == 0o600, "\(relative) has mode \(String(mode, radix: 8))")
                guard let bytes = FileManager.default.contents(atPath: path).map(Array.init) else { continue }
                checked += 1
                #expect(!contains(bytes, password), "the password is in \(relative)")
                if path == log || relative.contains("log") {
                    for token in tokens { #expect(!contains(bytes, token), "the token is in \(relative)") }
                }
            }
            #expect(checked >= 3, "expected the config, the store and the log; found \(files)")
        }

        static func contains(_ bytes: [UInt8], _ text: String) -> Bool {
            let needle = Array(text.utf8)
            guard !needle.isEmpty, bytes.count >= needle.count else { return false }
            return (0...(bytes.count - needle.count)).contains { i in bytes[i] == needle[0] && Array(bytes[i..<i + needle.count]) == needle }
        }

        /// The simulator's live tokens.
        static func liveTokens(_ sim: SimulatorProcess) async throws -> [String] {
            let text = try await sim.adminGet("tokens")
            let json = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
            return (json?["tokens"] as? [[String: Any]] ?? []).compactMap { $0["token"] as? String }
        }

        /// The first child of `pid` (the pane's shell runs signoff as its child).
        static func childProcess(of pid: Int32) -> Int32? {
            let children = (try? String(contentsOfFile: "/proc/\(pid)/task/\(pid)/children", encoding: .utf8)) ?? ""
            return children.split(separator: " ").first.flatMap { Int32($0) }
        }
    }
}
