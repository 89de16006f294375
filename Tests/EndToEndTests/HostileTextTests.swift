import Foundation
import Testing
import TestSupport

/// The simulator's hostile text (`--hostile-text`: escape sequences, OSC titles and clipboard, DCS, C1
/// controls, NUL and other C0 controls, invalid Unicode, bidi overrides, combining marks, 4,000-cell wide
/// text, private-use and noncharacters, line breaks followed by a fake dialog and status) through the
/// real client in a real terminal: the raw bytes it writes, the screen tmux shows, and command output.
extension EndToEnd {
    @Suite struct HostileTextTests {
        /// Byte strings only the hostile data carries (see the simulator's `HostileText`): the controls
        /// and what they enclose. None may reach the terminal.
        static let payloadSignatures: [String] = [
            "\u{1B}[31;1m", "\u{1B}]0;owned", "owned\u{07}", "\u{1B}[2J\u{1B}[H\u{1B}[?1049h", "\u{9B}", "\u{85}", "\u{90}q",
            "\u{1B}]52;c;", "cHduZWQ=", "\u{1B}P+q544e", "\u{202E}", "\u{2066}", "\u{200D}", "\u{200B}", "\u{FEFF}", "\u{E000}",
            "\u{FFFF}", "\u{E0067}", "\n✓ Approved", "\nYou are about to APPROVE",
        ]
        static let bidiControls: ClosedRange<UInt32> = 0x202A...0x202E

        private func hostileServer() throws -> SimulatorProcess {
            try SimulatorProcess(arguments: ["--orders", "60", "--seed", "11", "--hostile-text"])
        }

        private func logIn(_ term: TmuxTerminal) throws {
            #expect(term.waitFor("Password"), "\(term.screen())")
            try term.type("demo")
            try term.press("Enter")
            #expect(term.waitFor("Orders awaiting approval (60)"), "\(term.screen())")
        }

        /// Puts the cursor on the order whose supplier name carries the fake dialog text.
        private func selectSpoofedOrder(_ term: TmuxTerminal) throws {
            try term.press("/")
            try term.type("APPROVE")
            try term.press("Enter")
            #expect(waitUntil { term.lines.contains { $0.contains("│Supplier ") && $0.contains("✓ Ap") } }, "\(term.screen())")
        }

        @Test func noControlFromTheDataReachesTheTerminal() throws {
            try #require(LoginFlowTests.toolsPresent, "tmux is needed: make test installs it")
            // Given: the client recorded from its first byte, against a server whose every free text is hostile
            let sim = try hostileServer()
            defer { sim.stop() }
            let sandbox = try Sandbox()
            let raw = sandbox.file("pane.bin")
            let term = try TmuxTerminal.recording(to: raw, width: 200, height: 50,
                                                  command: "\(Binaries.signoff) --server \(sim.baseURL) --user DEMO",
                                                  environment: sandbox.environment)
            // When: the list, the order view of ten orders, the confirm dialog, a decision, and quitting
            try logIn(term)
            for row in 0..<10 {
                let number = try term.orderNumber(onRow: row)
                #expect(waitUntil { term.selectedOrderNumber == number }, "\(term.screen())")
                #expect(term.waitFor("Order \(number) O"), "\(term.screen())")
                try term.press("Down")
            }
            try selectSpoofedOrder(term)
            try term.press("a")
            #expect(term.waitFor("Enter approve"), "\(term.screen())")
            try term.press("Enter")
            #expect(term.waitFor("approved."), "\(term.screen())")
            try term.press("q")
            #expect(waitUntil { TerminalBytes(file: raw).contains("[exited] 0") }, "\(term.screen())")
            // Then: the hostile text was drawn…
            let output = TerminalBytes(file: raw)
            let scan = output.scan()
            let text = try #require(scan.text, "the output is not valid UTF-8")
            #expect(text.contains("Ｗ") && text.contains("株式会社"))  // wide
            #expect(text.contains("\u{FFFD}"))              // lone surrogates, private use, noncharacters
            #expect(text.contains("✓ Approved"))            // the fake status, as text
            // …and only the curses library's own sequences and controls reached the terminal
            #expect(scan.refused.isEmpty, "\(scan.refused.prefix(5))")
            #expect(Set(scan.controls.keys).isSubset(of: [0x08, 0x0A, 0x0D]), "\(scan.controls)")
            #expect(!text.unicodeScalars.contains { (0x80...0x9F).contains($0.value) }, "C1 control in the output")
            #expect(!text.unicodeScalars.contains { Self.bidiControls.contains($0.value) || (0x2066...0x2069).contains($0.value) })
            let reached = Self.payloadSignatures.filter { output.contains($0) }
            #expect(reached.isEmpty, "reached the terminal: \(reached.map(\.debugDescription))")
            print("hostile-text bytes: \(output.bytes.count) bytes, \(scan.escapeCount) escape sequences: "
                  + scan.sequences.sorted { $0.value > $1.value }.map { "\($0.key) ×\($0.value)" }.joined(separator: ", ")
                  + "; controls: \(scan.controls.sorted { $0.key < $1.key }.map { "0x\(String($0.key, radix: 16)) ×\($0.value)" })")
        }

        @Test func columnsStayAlignedWithWideAndBrokenNames() throws {
            try #require(LoginFlowTests.toolsPresent, "tmux is needed: make test installs it")
            // Given
            let sim = try hostileServer()
            defer { sim.stop() }
            let sandbox = try Sandbox()
            for (width, height) in [(200, 50), (100, 40)] {
                let term = try TmuxTerminal(width: width, height: height,
                                            command: "\(Binaries.signoff) --server \(sim.baseURL) --user DEMO",
                                            environment: sandbox.environment)
                // When
                try logIn(term)
                // Then: on every row the date, the currency and the pane border sit in the same terminal column
                let rows = term.lines.filter { $0.range(of: #"^[ >] \d{4} O[PS] "#, options: .regularExpression) != nil }
                #expect(rows.count >= min(height - 6, 60), "\(term.screen())")
                #expect(rows.contains { $0.contains { DisplayWidth.cells(String($0)) == 2 } }, "no wide characters on screen")
                for pattern in [#"\d\d/\d\d/\d{4}"#, #"(?<=\d )[A-Z]{3} "#, "│"] {
                    let columns = Set(rows.compactMap { DisplayWidth.column(ofMatch: pattern, in: $0) })
                    if pattern != "│" || width >= 120 { #expect(columns.count == 1, "\(pattern) at columns \(columns.sorted())\n\(term.screen())") }
                }
                // No line is wider than the terminal (nothing pushed past the edge)
                #expect(term.lines.allSatisfy { DisplayWidth.cells($0) <= width })
                try term.press("q")
                #expect(term.waitFor("[exited] 0"), "\(term.screen())")
            }
        }

        @Test func theConfirmDialogAndStatusLinesCannotBeFaked() throws {
            try #require(LoginFlowTests.toolsPresent, "tmux is needed: make test installs it")
            // Given: the order whose supplier name is "NAME\n✓ Approved\r\nYou are about to APPROVE: 0 orders\n"
            let sim = try hostileServer()
            defer { sim.stop() }
            let sandbox = try Sandbox()
            let term = try TmuxTerminal(width: 160, height: 45, command: "\(Binaries.signoff) --server \(sim.baseURL) --user DEMO",
                                        environment: sandbox.environment)
            try logIn(term)
            try selectSpoofedOrder(term)
            // Then: no line of the screen starts with the fake text; the message and key lines do not show it
            #expect(!term.lines.contains { $0.hasPrefix("✓ Approved") || $0.hasPrefix("You are about") }, "\(term.screen())")
            #expect(!term.lines.suffix(3).joined().contains("Approved"), "\(term.screen())")
            // When
            try term.press("a")
            #expect(term.waitFor("Enter approve"), "\(term.screen())")
            // Then: the dialog's own sentence appears once, at the start of a dialog line; the fake one stays
            // inside the order's one-line field, and the frame is whole on every line
            let lines = term.lines
            let top = try #require(lines.firstIndex { $0.contains("┌─ Approve 1 order") }, "\(term.screen())")
            let bottom = try #require(lines[top...].firstIndex { $0.contains("└") }, "\(term.screen())")
            let left = try #require(DisplayWidth.column(of: "┌", in: lines[top]))
            let right = try #require(DisplayWidth.column(of: "┐", in: lines[top]))
            let box = lines[(top + 1)..<bottom]
            let insides = box.map { DisplayWidth.slice($0, from: left + 1, to: right).trimmingCharacters(in: .whitespaces) }
            #expect(insides.filter { $0.hasPrefix("You are about to APPROVE") }.count == 1, "\(term.screen())")
            let dataLines = insides.filter { $0.contains("✓ Approved") }
            #expect(dataLines.count == 1 && dataLines.allSatisfy { $0.range(of: #"^\d{4} O[PS] \d{5} · "#, options: .regularExpression) != nil },
                    "\(term.screen())")
            for line in box {
                #expect(DisplayWidth.slice(line, from: left, to: left + 1) == "│" && DisplayWidth.slice(line, from: right, to: right + 1) == "│",
                        "frame broken on: \(line)")
            }
            #expect(lines.allSatisfy { !$0.hasPrefix("✓ Approved") }, "\(term.screen())")
            try term.press("Escape")
            #expect(waitUntil { !term.screen().contains("Enter approve") }, "\(term.screen())")
        }

        @Test func commandOutputAndErrorsAreInert() throws {
            // Given
            let sim = try hostileServer()
            defer { sim.stop() }
            let sandbox = try Sandbox()
            // When: the queue as text, CSV and JSON, one order, and a failed login
            let text = try ScriptCommandTests.signoff(["queue"], sim, sandbox)
            let csv = try ScriptCommandTests.signoff(["queue", "--csv"], sim, sandbox)
            let json = try ScriptCommandTests.signoff(["queue", "--json"], sim, sandbox)
            let wrong = try ScriptCommandTests.signoff(["queue"], sim, sandbox, password: "wrong")
            #expect(text.status == 0 && csv.status == 0 && json.status == 0, "\(text.stderr) \(csv.stderr) \(json.stderr)")
            #expect(wrong.status == 3 && wrong.stderr.hasPrefix("signoff: "), "\(wrong)")
            // Then: no output holds a control character other than the line ends
            for output in [text.stdout, text.stderr, csv.stdout, csv.stderr, json.stdout, json.stderr, wrong.stdout, wrong.stderr] {
                let bad = output.unicodeScalars.filter {
                    ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value) || Self.bidiControls.contains($0.value)
                        || (0x2066...0x2069).contains($0.value) || $0.properties.generalCategory == .format
                }
                #expect(bad.isEmpty, "controls \(bad.map { String($0.value, radix: 16) }) in \(output.prefix(200).debugDescription)")
            }
            // Text: one line per order, the date (DEMO's MM/dd/yyyy, as on screen) in one column
            let rows = text.stdout.split(separator: "\n").dropFirst()
            #expect(rows.count == 60)
            #expect(Set(rows.compactMap { DisplayWidth.column(ofMatch: #"\d\d/\d\d/\d{4}"#, in: String($0)) }).count == 1, "\(text.stdout)")
            // CSV: one record per line, fifteen fields each
            let records = csv.stdout.split(separator: "\n").map { Self.csvFields(String($0)) }
            #expect(records.count == 61)
            #expect(records.allSatisfy { $0.count == 15 }, "\(records.filter { $0.count != 15 }.prefix(2))")
            // JSON: the exact hostile names, escaped, so a program still reads what the server sent
            let object = try ScriptCommandTests.json(json.stdout)
            let names = try #require(object["orders"] as? [[String: Any]]).compactMap { $0["supplierName"] as? String }
            #expect(names.count == 60)
            #expect(names.contains { $0.contains("\u{1B}") } && names.contains { $0.contains("\n✓ Approved") })
        }

        /// The fields of one CSV record (quotes doubled inside quoted fields).
        static func csvFields(_ line: String) -> [String] {
            var fields: [String] = [], current = "", quoted = false
            var characters = line.makeIterator()
            while let c = characters.next() {
                switch (c, quoted) {
                case ("\"", true): quoted = false
                case ("\"", false): if current.isEmpty { quoted = true } else { current.append(c) }
                case (",", false): fields.append(current); current = ""
                default: current.append(c)
                }
            }
            fields.append(current)
            return fields
        }
    }
}
