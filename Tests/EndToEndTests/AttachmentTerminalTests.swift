import Foundation
import Testing
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
#if canImport(Glibc)
import Glibc
import TestSupport
#endif

extension EndToEnd {
    /// File and link attachments in the real terminal: a PDF opened through a test opener (set by
    /// SIGNOFF_OPENER) as a private file holding exactly the simulator's bytes, a link handed over as it is,
    /// a file over attachments.max-mb refused with its size, a `javascript:` link refused, and every file
    /// opened gone once Signoff ends.
    @Suite struct AttachmentTerminalTests {
        /// An opener that records, per call, how many arguments it got, the first, and for a file its mode,
        /// its folder's mode and a copy of its bytes; it prints a line that must never reach the screen.
        static func writeOpener(in sandbox: Sandbox) throws -> String {
            let calls = sandbox.file("calls")
            try FileManager.default.createDirectory(atPath: calls, withIntermediateDirectories: true)
            let script = """
                #!/bin/sh
                n=$(ls '\(calls)' | wc -l)
                d='\(calls)'/$n.tmp
                mkdir "$d"
                printf '%s' "$#" > "$d/count"
                printf '%s' "$1" > "$d/argument"
                ls -l /proc/$$/fd > "$d/descriptor-targets" 2>&1
                if [ -f "$1" ]; then
                  stat -c %a "$1" > "$d/mode"
                  stat -c %a "$(dirname "$1")" > "$d/folder-mode"
                  cp "$1" "$d/copy"
                fi
                mv "$d" '\(calls)'/$n
                echo "OPENER-OUTPUT-NOT-FOR-THE-SCREEN"
                echo "OPENER-ERRORS-NOT-FOR-THE-SCREEN" >&2
                """
            let path = sandbox.file("test-opener")
            try script.write(toFile: path, atomically: true, encoding: .utf8)
            chmod(path, 0o700)
            return path
        }

        /// What the opener recorded of its call `n` (0 first): nil until it finished.
        static func call(_ sandbox: Sandbox, _ n: Int) -> (count: String, argument: String, mode: String?, folderMode: String?, copy: Data?)? {
            let d = sandbox.file("calls/\(n)")
            guard let count = try? String(contentsOfFile: d + "/count", encoding: .utf8),
                  let argument = try? String(contentsOfFile: d + "/argument", encoding: .utf8) else { return nil }
            func read(_ name: String) -> String? {
                (try? String(contentsOfFile: d + "/" + name, encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines)
            }
            return (count, argument, read("mode"), read("folder-mode"), FileManager.default.contents(atPath: d + "/copy"))
        }

        static func callCount(_ sandbox: Sandbox) -> Int {
            ((try? FileManager.default.contentsOfDirectory(atPath: sandbox.file("calls"))) ?? []).filter { !$0.hasSuffix(".tmp") }.count
        }

        /// signoff against `sim` with the test opener and a runtime folder of the sandbox's, logged in as DEMO.
        static func signoff(_ sim: SimulatorProcess, _ sandbox: Sandbox, opener: String) throws -> TmuxTerminal {
            let runtime = sandbox.file("run")
            try FileManager.default.createDirectory(atPath: runtime, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            var environment = sandbox.environment
            environment["SIGNOFF_OPENER"] = opener
            environment["XDG_RUNTIME_DIR"] = runtime
            let term = try TmuxTerminal(width: 200, height: 50, command: "\(Binaries.signoff) --server \(sim.baseURL) --user DEMO",
                                        environment: environment)
            #expect(term.waitFor("Password"), "\(term.screen())")
            try term.type("demo")
            try term.press("Enter")
            #expect(term.waitFor("Orders awaiting approval (8)"), "\(term.screen())")
            return term
        }

        /// Moves the attachments pane's cursor (of the order shown) to the row that starts with `row`, the
        /// `index`th of the pane (the simulator's list says which).
        static func select(_ row: String, index: Int, first: String, in term: TmuxTerminal) throws {
            // Tab until the attachments pane has the focus (its first row shows the cursor), then down to the row.
            var focused = false
            for _ in 0..<6 where !focused {
                try term.press("Tab")
                focused = waitUntil(timeout: 3) { term.screen().contains("> " + first) }
            }
            #expect(focused, "\(term.screen())")
            for _ in 0..<index { try term.press("Down") }
            #expect(term.waitFor("> " + row), "\(term.screen())")
        }

        @Test func aPDFOpensPrivatelyWithTheServersBytesAndIsGoneAfterQuit() async throws {
            try #require(EndToEnd.LoginFlowTests.toolsPresent, "tmux is needed: make test installs it")
            // Given the first order of DEMO's queue with its quote and link, a 2 MB file and a javascript: link added to it, a limit of 1 MB
            let sim = try SimulatorProcess(arguments: ["--orders", "8", "--seed", "35"])
            defer { sim.stop() }
            let sandbox = try Sandbox()
            try sandbox.writeConfig(["attachments.max-mb": 1])
            let opener = try Self.writeOpener(in: sandbox)
            let server = try await SimulatorSession(sim)
            let number = try #require(try await server.ordersAwaitingDEMO().first)
            let key = try await server.orderKey(number)
            _ = try await sim.admin("orders/\(key)/files", json: #"{"name":"Big-\#(number).pdf","kind":"filler","bytes":2097152}"#)
            _ = try await sim.admin("orders/\(key)/files", json: #"{"link":"javascript:alert(1)"}"#)
            let items = try await server.attachments(key)
            let names = items.map { $0.file ?? $0.link ?? $0.name }
            let quote = try #require(names.firstIndex(of: "Quote-\(number).pdf"))
            let expected = try await server.download(key, sequence: items[quote].sequence)
            #expect(expected.count > 100 && expected.starts(with: Data("%PDF-1.4".utf8)))

            let term = try Self.signoff(sim, sandbox, opener: opener)
            try term.run("po \(number)", until: "Quote-\(number).pdf · ")
            #expect(term.waitFor("link · https://example.com/catalogue/\(number)"), "\(term.screen())")

            // When Enter is pressed on the quote
            try Self.select("Quote-\(number).pdf", index: quote, first: names[0], in: term)
            try term.press("Enter")
            // Then the opener got one argument, a private file (0600 in a 0700 folder) holding exactly the server's bytes
            #expect(waitUntil(timeout: 40) { Self.call(sandbox, 0) != nil }, "\(term.screen())")
            let opened = try #require(Self.call(sandbox, 0))
            #expect(opened.count == "1")
            #expect(opened.argument.hasPrefix(sandbox.file("run/signoff/")) && opened.argument.hasSuffix("/Quote-\(number).pdf"), "\(opened.argument)")
            #expect(opened.mode == "600")
            #expect(opened.folderMode == "700")
            #expect(opened.copy == expected)
            // And it got none of Signoff's open descriptors (libcurl's sockets, the store): beside standard input,
            // output and errors, only the shell's own (its script, its saved copies of the output pipe)
            let listing = try String(contentsOfFile: sandbox.file("calls/0/descriptor-targets"), encoding: .utf8)
            #expect(listing.contains(" 0 -> /dev/null"), "\(listing)")
            #expect(!listing.contains("socket:") && !listing.contains("sqlite") && !listing.contains("signoff/"), "\(listing)")
            #expect(term.waitFor("Opened Quote-\(number).pdf"), "\(term.screen())")
            // And the opener's output went to no screen
            #expect(!term.screen().contains("OPENER-"), "\(term.screen())")

            // When Enter is pressed on the link, Then the opener gets the link as it is
            try term.press("Down")
            #expect(term.waitFor("> link · https://example.com/catalogue/\(number)"), "\(term.screen())")
            try term.press("Enter")
            #expect(waitUntil(timeout: 40) { Self.call(sandbox, 1) != nil }, "\(term.screen())")
            #expect(Self.call(sandbox, 1)?.argument == "https://example.com/catalogue/\(number)")
            #expect(Self.call(sandbox, 1)?.count == "1")

            // When Enter is pressed on the 2 MB file, Then it is refused with its size, and nothing is opened
            try term.press("Down")
            #expect(term.waitFor("> Big-\(number).pdf · 2 MB · PDF"), "\(term.screen())")
            try term.press("Enter")
            #expect(term.waitFor("Big-\(number).pdf is 2 MB; the limit is 1 MB (attachments.max-mb)"), "\(term.screen())")

            // When Enter is pressed on the javascript: link, Then it is refused by its scheme
            try term.press("Down")
            #expect(term.waitFor("> link · javascript:alert(1)"), "\(term.screen())")
            try term.press("Enter")
            #expect(term.waitFor("will not open javascript:alert(1): only http and https links are opened"), "\(term.screen())")
            #expect(Self.callCount(sandbox) == 2)

            // When Signoff quits, Then the file it opened is gone, and nothing is left in its folder
            #expect(FileManager.default.fileExists(atPath: opened.argument))
            try term.press("q")
            #expect(term.waitFor("[exited]"), "\(term.screen())")
            #expect(!FileManager.default.fileExists(atPath: opened.argument))
            #expect((try? FileManager.default.contentsOfDirectory(atPath: sandbox.file("run/signoff"))) == [])
        }

        @Test func filesOpenedAreGoneAfterLogout() async throws {
            try #require(EndToEnd.LoginFlowTests.toolsPresent, "tmux is needed: make test installs it")
            let sim = try SimulatorProcess(arguments: ["--orders", "8", "--seed", "36"])
            defer { sim.stop() }
            let sandbox = try Sandbox()
            let opener = try Self.writeOpener(in: sandbox)
            let server = try await SimulatorSession(sim)
            let number = try await server.ordersAwaitingDEMO()[2]
            let names = try await server.attachments(try await server.orderKey(number)).map { $0.file ?? $0.link ?? $0.name }
            let terms = try #require(names.firstIndex(of: "Terms-\(number).pdf"))
            let term = try Self.signoff(sim, sandbox, opener: opener)
            try term.run("po \(number)", until: "Terms-\(number).pdf · ")
            try Self.select("Terms-\(number).pdf", index: terms, first: names[0], in: term)
            try term.press("Enter")
            #expect(waitUntil(timeout: 40) { Self.call(sandbox, 0) != nil }, "\(term.screen())")
            let opened = try #require(Self.call(sandbox, 0))
            #expect(FileManager.default.fileExists(atPath: opened.argument))
            // When DEMO logs out
            try term.run("logout", until: "Password")
            // Then the file is gone while Signoff still runs
            #expect(waitUntil { !FileManager.default.fileExists(atPath: opened.argument) })
            #expect((try? FileManager.default.contentsOfDirectory(atPath: sandbox.file("run/signoff"))) == [])
            #expect(!term.screen().contains("[exited]"))
        }

        @Test func filesOpenedAreGoneWhenSignoffIsEndedBySIGTERM() async throws {
            try #require(EndToEnd.LoginFlowTests.toolsPresent, "tmux is needed: make test installs it")
            let sim = try SimulatorProcess(arguments: ["--orders", "8", "--seed", "35"])
            defer { sim.stop() }
            let sandbox = try Sandbox()
            let opener = try Self.writeOpener(in: sandbox)
            let server = try await SimulatorSession(sim)
            let number = try await server.ordersAwaitingDEMO()[1]
            let key = try await server.orderKey(number)
            let items = try await server.attachments(key)
            let names = items.map { $0.file ?? $0.link ?? $0.name }
            let image = try #require(names.firstIndex(of: "Delivery-\(number).png"))
            let term = try Self.signoff(sim, sandbox, opener: opener)
            try term.run("po \(number)", until: "Delivery-\(number).png · ")
            try Self.select("Delivery-\(number).png", index: image, first: names[0], in: term)
            try term.press("Enter")
            #expect(waitUntil(timeout: 40) { Self.call(sandbox, 0) != nil }, "\(term.screen())")
            let opened = try #require(Self.call(sandbox, 0))
            #expect(opened.copy?.starts(with: [0x89, 0x50, 0x4e, 0x47]) == true)
            #expect(FileManager.default.fileExists(atPath: opened.argument))
            // When signoff gets SIGTERM
            let shell = try #require(term.panePID())
            let pid = try #require(try shellOutput("pgrep -P \(shell) -x signoff").split(separator: "\n").compactMap { Int32($0) }.first)
            kill(pid, SIGTERM)
            #expect(term.waitFor("[exited]"), "\(term.screen())")
            // Then the file is gone
            #expect(!FileManager.default.fileExists(atPath: opened.argument))
            #expect((try? FileManager.default.contentsOfDirectory(atPath: sandbox.file("run/signoff"))) == [])
        }
    }
}

/// A session of the test's own with the simulator (as DEMO), to read what the client should see.
struct SimulatorSession {
    let sim: SimulatorProcess
    let token: String

    struct Item {
        var sequence: Int
        var name: String
        var file: String?
        var link: String?
    }

    init(_ sim: SimulatorProcess) async throws {
        self.sim = sim
        let answer = try await Self.post(sim, "v2/tokenrequest", ["username": "DEMO", "password": "demo", "deviceName": "e2e-reader",
                                                                  "environment": "JDV920", "role": "*ALL"])
        let info = try #require((try JSONSerialization.jsonObject(with: answer) as? [String: Any])?["userInfo"] as? [String: Any])
        token = try #require(info["token"] as? String)
    }

    static func post(_ sim: SimulatorProcess, _ path: String, _ body: [String: Any]) async throws -> Data {
        var request = URLRequest(url: URL(string: sim.baseURL + "/" + path)!)
        request.httpMethod = "POST"
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.httpBody = try JSONSerialization.data(withJSONObject: body)
        return try await URLSession.shared.answer(to: request).0
    }

    var credentials: [String: Any] { ["token": token, "deviceName": "e2e-reader"] }

    /// The numbers of the orders awaiting DEMO, lowest first (the simulator gives the first three files).
    func ordersAwaitingDEMO() async throws -> [Int] {
        let query: [String: Any] = ["targetName": "F4209", "targetType": "table", "dataServiceType": "BROWSE", "outputType": "GRID_DATA",
                                    "maxPageSize": "100", "query": ["autoFind": true, "matchType": "MATCH_ALL", "condition": [
                                        ["controlId": "F4209.RPER", "operator": "EQUAL", "value": [["content": "4242", "specialValueId": "LITERAL"]]],
                                        ["controlId": "F4209.ASTS", "operator": "LIST", "value": [["content": "1N", "specialValueId": "LITERAL"],
                                                                                                 ["content": "2N", "specialValueId": "LITERAL"]]],
                                    ]]]
        let answer = try await Self.post(sim, "v2/dataservice", credentials.merging(query) { $1 })
        let json = try JSONSerialization.jsonObject(with: answer) as? [String: Any]
        let grid = ((json?["fs_DATABROWSE_F4209"] as? [String: Any])?["data"] as? [String: Any])?["gridData"] as? [String: Any]
        return Set((grid?["rowset"] as? [[String: Any]] ?? []).compactMap { $0["F4209_DOCO"] as? Int }).sorted()
    }

    /// "4001/OP/00200/000" for the admin paths.
    func orderKey(_ number: Int) async throws -> String {
        let query: [String: Any] = ["targetName": "F4301", "targetType": "table", "dataServiceType": "BROWSE", "outputType": "GRID_DATA",
                                    "maxPageSize": "10", "query": ["autoFind": true, "matchType": "MATCH_ALL", "condition": [[
                                        "controlId": "F4301.DOCO", "operator": "EQUAL", "value": [["content": String(number), "specialValueId": "LITERAL"]],
                                    ]]]]
        let answer = try await Self.post(sim, "v2/dataservice", credentials.merging(query) { $1 })
        let json = try JSONSerialization.jsonObject(with: answer) as? [String: Any]
        let grid = ((json?["fs_DATABROWSE_F4301"] as? [String: Any])?["data"] as? [String: Any])?["gridData"] as? [String: Any]
        let row = try #require((grid?["rowset"] as? [[String: Any]])?.first)
        return "\(number)/\(row["F4301_DCTO"] ?? "")/\(row["F4301_KCOO"] ?? "")/\(row["F4301_SFXO"] ?? "")"
    }

    func mediaBody(_ key: String) -> [String: Any] {
        credentials.merging(["moStructure": "GT4301", "moKey": key.split(separator: "/").map(String.init), "formName": "P4310_W4310A",
                             "version": "ZJDE0001"]) { $1 }
    }

    /// The order's attachments in the order the list gives them (the client's pane keeps it).
    func attachments(_ key: String) async throws -> [Item] {
        let answer = try await Self.post(sim, "v2/file/list", mediaBody(key).merging(["moTypes": ["TEXT", "FILE", "URL"], "includeURLs": true]) { $1 })
        let items = (try JSONSerialization.jsonObject(with: answer) as? [String: Any])?["mediaObjects"] as? [[String: Any]] ?? []
        return items.map { Item(sequence: $0["sequence"] as? Int ?? 0, name: $0["itemName"] as? String ?? "", file: $0["file"] as? String,
                                link: $0["link"] as? String) }
    }

    func download(_ key: String, sequence: Int) async throws -> Data {
        try await Self.post(sim, "v2/file/download", mediaBody(key).merging(["sequence": sequence]) { $1 })
    }
}
