import Foundation
import TestSupport
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// The real client in terminals that make life hard: tiny and huge sizes, a storm of resizes, old and
/// odd TERM values, a C locale, NO_COLOR, no terminal at all, and job control.
extension EndToEnd {
    @Suite struct HostileTerminalTests {
        private func client(_ sim: SimulatorProcess, _ sandbox: Sandbox, width: Int = 100, height: Int = 30,
                            environment: [String: String] = [:], recordTo raw: String? = nil) throws -> TmuxTerminal {
            let command = "\(Binaries.signoff) --server \(sim.baseURL) --user DEMO"
            let env = sandbox.environment.merging(environment) { $1 }
            if let raw { return try TmuxTerminal.recording(to: raw, width: width, height: height, command: command, environment: env) }
            return try TmuxTerminal(width: width, height: height, command: command, environment: env)
        }

        private func logIn(_ term: TmuxTerminal, orders: Int) throws {
            #expect(term.waitFor("Password"), "\(term.screen())")
            try term.type("demo")
            try term.press("Enter")
            #expect(term.waitFor("Orders awaiting approval (\(orders))"), "\(term.screen())")
        }

        /// The home screen is whole at `width` × `height`: the top bar reaches the right edge, the list is
        /// under it, and the key line is the last line.
        private func homeIsDrawn(_ term: TmuxTerminal, width: Int, height: Int) -> Bool {
            let lines = term.lines
            guard lines.count >= height else { return false }
            let top = lines[0].replacingOccurrences(of: #"\s+$"#, with: "", options: .regularExpression)
            return top.hasPrefix(" Signoff") && DisplayWidth.cells(top) >= width - 1
                && lines[1].hasPrefix("Orders awaiting approval") && lines[height - 1].hasPrefix("a approve")
        }

        private func isStopped(_ pid: Int32) -> Bool {
            let stat = (try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)) ?? ""
            guard let close = stat.lastIndex(of: ")") else { return false }
            return stat[stat.index(close, offsetBy: 2)] == "T"
        }

        @Test func drawsAtEverySizeFromOneByOneTo300By100() throws {
            try #require(LoginFlowTests.toolsPresent, "tmux is needed: make test installs it")
            // Given
            let sim = try SimulatorProcess(arguments: ["--orders", "40", "--seed", "31"])
            defer { sim.stop() }
            let sandbox = try Sandbox()
            let term = try client(sim, sandbox)
            try logIn(term, orders: 40)
            let pid = try #require(term.processID(named: "signoff"))
            let sizes = [(1, 1), (2, 1), (1, 2), (3, 3), (5, 2), (10, 3), (12, 4), (20, 5), (25, 6), (39, 8), (40, 8), (40, 9),
                         (41, 12), (60, 10), (80, 24), (119, 30), (120, 30), (132, 43), (200, 60), (250, 80), (300, 100), (300, 1), (1, 100)]
            for (width, height) in sizes {
                // When
                try term.resize(width: width, height: height)
                // Then: the screen is redrawn for that size, and the client lives
                let body = height - 3
                if width >= 40 && body >= 6 {
                    #expect(waitUntil(timeout: 30) { homeIsDrawn(term, width: width, height: height) }, "\(width)×\(height)\n\(term.screen())")
                } else if width >= 22 && body >= 2 {
                    #expect(term.waitFor("have \(width)×\(body)", timeout: 30), "\(width)×\(height)\n\(term.screen())")
                } else {
                    #expect(waitUntil(timeout: 30) { term.lines.count >= height && !term.screen().contains("Orders awaiting") },
                            "\(width)×\(height)\n\(term.screen())")
                }
                #expect(kill(pid, 0) == 0, "signoff ended at \(width)×\(height)")
            }
            try term.resize(width: 100, height: 30)
            #expect(waitUntil(timeout: 30) { homeIsDrawn(term, width: 100, height: 30) }, "\(term.screen())")
            print("hostile-terminal sizes: \(sizes.count) sizes swept, from 1×1 to 300×100")
        }

        @Test func aStormOfResizesLeavesAScreenThatAnswersKeys() throws {
            try #require(LoginFlowTests.toolsPresent, "tmux is needed: make test installs it")
            // Given
            let sim = try SimulatorProcess(arguments: ["--orders", "40", "--seed", "32"])
            defer { sim.stop() }
            let sandbox = try Sandbox()
            let term = try client(sim, sandbox)
            try logIn(term, orders: 40)
            let first = try term.orderNumber(onRow: 0), second = try term.orderNumber(onRow: 1)
            // When: 200 window sizes set on the terminal device back to back (a SIGWINCH each), then
            // 200 resizes of the tmux window in one command, ending at 90×28
            let started = Date()
            _ = try shellOutput("for i in $(seq 1 200); do stty -F \(term.paneTTY()) cols $(( (i * 37) % 300 + 1 )) rows $(( (i * 13) % 100 + 1 )); done")
            let sttySeconds = Date().timeIntervalSince(started)
            var commands: [String] = []
            for i in 0..<200 {
                if i > 0 { commands.append(";") }
                commands += ["resize-window", "-t", term.session, "-x", String(1 + (i * 41) % 300), "-y", String(1 + (i * 17) % 100)]
            }
            try term.tmux(commands + [";", "resize-window", "-t", term.session, "-x", "90", "-y", "28"])
            let stormSeconds = Date().timeIntervalSince(started)
            // Then: the screen is whole at the last size, cursor on the same order, and keys still work (the
            // wait covers the cursor row too: a capture can land while a late resize's redraw is under way)
            #expect(waitUntil(timeout: 20) {
                homeIsDrawn(term, width: 90, height: 28) && term.selectedOrderNumber == first
            }, "\(term.screen())")
            try term.press("Down")
            #expect(waitUntil { term.selectedOrderNumber == second }, "\(term.screen())")
            try term.press("?")
            #expect(term.waitFor("Esc"), "\(term.screen())")
            try term.press("Escape")
            #expect(waitUntil { homeIsDrawn(term, width: 90, height: 28) }, "\(term.screen())")
            print("hostile-terminal resize storm: 200 device resizes in \(String(format: "%.2f", sttySeconds)) s, "
                  + "401 in all in \(String(format: "%.2f", stormSeconds)) s")
        }

        @Test(arguments: ["vt100", "linux", "xterm", "xterm-256color", "screen-256color"])
        func logsInAndDrawsTheHomeListWith(term name: String) throws {
            try #require(LoginFlowTests.toolsPresent, "tmux is needed: make test installs it")
            // Given
            let sim = try SimulatorProcess(arguments: ["--orders", "8", "--seed", "33"])
            defer { sim.stop() }
            let sandbox = try Sandbox()
            let raw = sandbox.file("pane.bin")
            let term = try client(sim, sandbox, environment: ["TERM": name], recordTo: raw)
            // When
            try logIn(term, orders: 8)
            // Then: the list is whole, and only sequences from the allowlist were written
            #expect(waitUntil { homeIsDrawn(term, width: 100, height: 30) }, "\(term.screen())")
            #expect(term.lines.filter { $0.range(of: #"^[ >] \d{4} O[PS] "#, options: .regularExpression) != nil }.count == 8)
            try term.press("q")
            #expect(term.waitFor("[exited] 0"), "\(term.screen())")
            let scan = TerminalBytes(file: raw).scan()
            #expect(scan.refused.isEmpty, "\(scan.refused.prefix(5))")
            print("hostile-terminal TERM=\(name): \(TerminalBytes(file: raw).bytes.count) bytes, \(scan.escapeCount) sequences, kinds \(scan.sequences.keys.sorted())")
        }

        @Test func aDumbTerminalIsRefusedClearlyAndLeftAsItWas() throws {
            try #require(LoginFlowTests.toolsPresent, "tmux is needed: make test installs it")
            let sandbox = try Sandbox()
            let before = sandbox.file("stty-before"), after = sandbox.file("stty-after")
            let term = try TmuxTerminal(width: 100, height: 30,
                                        command: "stty -g > \(before); \(Binaries.signoff) --server http://127.0.0.1:9/jderest; echo '[status]' $?; stty -g > \(after)",
                                        environment: sandbox.environment.merging(["TERM": "dumb"]) { $1 })
            #expect(term.waitFor("[status] 1"), "\(term.screen())")
            #expect(term.screen().contains("signoff: the terminal type \"dumb\" cannot draw"), "\(term.screen())")
            // The shell creates the file before stty writes it: wait for its whole line, not for the file.
            #expect(waitUntil { (try? String(contentsOfFile: after, encoding: .utf8))?.hasSuffix("\n") == true })
            #expect(try String(contentsOfFile: before, encoding: .utf8) == String(contentsOfFile: after, encoding: .utf8))
        }

        @Test func withoutATerminalTheUIRefusesClearly() throws {
            // Given: standard input and output are files
            let sandbox = try Sandbox()
            // When
            let result = try Spawn.command([Binaries.signoff, "--server", "http://127.0.0.1:9/jderest"],
                                           environment: sandbox.environment.mapValues { $0 })
            // Then
            #expect(result.status == 1, "\(result)")
            #expect(result.stderr == "signoff: standard input and output must be a terminal; run signoff in a terminal (scripts: see signoff help).\n")
            #expect(result.stdout.isEmpty)
        }

        @Test func aCLocaleGetsPlainASCIIFromSignoffsOwnChrome() throws {
            try #require(LoginFlowTests.toolsPresent, "tmux is needed: make test installs it")
            // Given: names with accents and CJK in the data, and a locale without UTF-8
            let sim = try SimulatorProcess(arguments: ["--orders", "30", "--seed", "34"])
            defer { sim.stop() }
            let sandbox = try Sandbox()
            let raw = sandbox.file("pane.bin")
            let term = try client(sim, sandbox, width: 140, height: 40, environment: ["LANG": "C", "LC_ALL": "C"], recordTo: raw)
            // When
            try logIn(term, orders: 30)
            try term.press("a")
            #expect(term.waitFor("Approve 1 order"), "\(term.screen())")
            #expect(term.screen().contains(" Signoff | ") && term.screen().contains("+- Approve 1 order"), "\(term.screen())")
            try term.press("Escape")
            #expect(waitUntil { !term.screen().contains("Approve 1 order") }, "\(term.screen())")
            try term.press("q")
            #expect(term.waitFor("[exited] 0"), "\(term.screen())")
            // Then: not one byte above 0x7F was written: lines, ellipses and markers fell back to ASCII
            let output = TerminalBytes(file: raw)
            let high = output.bytes.filter { $0 >= 0x80 }.count
            #expect(high == 0, "\(high) bytes above 0x7F")
            #expect(output.contains("~") && output.contains("?"), "no ASCII fallback for cut or non-ASCII text")
            print("hostile-terminal LANG=C: \(output.bytes.count) bytes, \(high) above 0x7F")
        }

        @Test func noColorMeansNoColourSequences() throws {
            try #require(LoginFlowTests.toolsPresent, "tmux is needed: make test installs it")
            let sim = try SimulatorProcess(arguments: ["--orders", "10", "--seed", "35"])
            defer { sim.stop() }
            let sandbox = try Sandbox()
            let raw = sandbox.file("pane.bin")
            let term = try client(sim, sandbox, environment: ["NO_COLOR": "1"], recordTo: raw)
            try logIn(term, orders: 10)
            try term.press("q")
            #expect(term.waitFor("[exited] 0"), "\(term.screen())")
            // Then: no SGR sets a colour (30–49, 90–107), and the selection is still shown (reverse video)
            let text = String(decoding: TerminalBytes(file: raw).bytes, as: UTF8.self)
            let parameters = text.matches(of: /\u{1B}\[([0-9;]*)m/).flatMap { $0.1.split(separator: ";").compactMap { Int($0) } }
            let colours = parameters.filter { (30...49).contains($0) || (90...107).contains($0) }
            #expect(colours.isEmpty, "colour parameters \(Set(colours).sorted())")
            #expect(parameters.contains(7), "no reverse video")
        }

        /// Ctrl-Z is never turned off while a frame is drawn: ncurses turns SIGTSTP to "ignore" for each screen
        /// update when it holds the signal itself, and a Ctrl-Z typed then was lost (the first Ctrl-Z of
        /// the test below went unanswered once under AddressSanitizer, whose frames are slower). The signal
        /// pipe is made before the terminal so ncurses leaves SIGTSTP alone: strace sees no `SIG_IGN` for it.
        @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/strace"), "strace is needed: make test installs it"))
        func ctrlZIsNeverIgnoredWhileAFrameIsDrawn() throws {
            try #require(LoginFlowTests.toolsPresent, "tmux is needed: make test installs it")
            let sim = try SimulatorProcess(arguments: ["--orders", "40", "--seed", "37"])
            defer { sim.stop() }
            let sandbox = try Sandbox()
            let trace = sandbox.file("sigactions")
            let command = "/usr/bin/strace -f -qq -e trace=rt_sigaction -o \(trace) \(Binaries.signoff) --server \(sim.baseURL) --user DEMO"
            // LeakSanitizer cannot run under ptrace and would end an ASan build with status 1: leaks are
            // looked for by every other test of that pass.
            let asan = ProcessInfo.processInfo.environment["ASAN_OPTIONS"].map { $0 + ":" } ?? ""
            let environment = sandbox.environment.merging(["ASAN_OPTIONS": asan + "detect_leaks=0"]) { $1 }
            let term = try TmuxTerminal(width: 100, height: 30, command: command, environment: environment)
            try logIn(term, orders: 40)
            // When: frames are drawn (the cursor moves down the list and back), then the client quits
            let first = try #require(term.selectedOrderNumber)
            for _ in 0..<5 { try term.press("Down") }
            #expect(waitUntil { term.selectedOrderNumber != first }, "\(term.screen())")
            for _ in 0..<5 { try term.press("Up") }
            #expect(waitUntil { term.selectedOrderNumber == first }, "\(term.screen())")
            try term.press("q")
            #expect(term.waitFor("[exited] 0"), "\(term.screen())")
            // Then: the signal pipe's handlers were seen being installed, and SIGTSTP was never ignored
            let calls = try String(contentsOfFile: trace, encoding: .utf8).split(separator: "\n")
            #expect(calls.contains { $0.contains("rt_sigaction(SIGTSTP, {sa_handler=0x") }, "\(calls.prefix(20))")
            #expect(!calls.contains { $0.contains("rt_sigaction(SIGTSTP, {sa_handler=SIG_IGN") },
                    "\(calls.filter { $0.contains("SIGTSTP") }.prefix(6))")
        }

        /// Not under ThreadSanitizer (`make check` sets `TSAN_OPTIONS`): in one of four TSan runs of the
        /// suite on 2026-11-25 the idle client did not stop within 20 s of Ctrl-Z. TSan's runtime defers a
        /// signal that lands on a thread outside the calls it intercepts until that thread runs again, most
        /// likely a parked Dispatch worker here. The plain and AddressSanitizer runs keep the test.
        @Test(.enabled(if: ProcessInfo.processInfo.environment["TSAN_OPTIONS"] == nil, "ThreadSanitizer defers SIGTSTP"))
        func suspendingRestoresTheTerminalAndResumingRedraws() throws {
            try #require(LoginFlowTests.toolsPresent, "tmux is needed: make test installs it")
            // Given: the client as a job of a shell with job control
            let sim = try SimulatorProcess(arguments: ["--orders", "12", "--seed", "36"])
            defer { sim.stop() }
            let sandbox = try Sandbox()
            let before = sandbox.file("stty-before"), after = sandbox.file("stty-after"), gate = sandbox.file("resume")
            let script = "set -m; stty -g > \(before); \(Binaries.signoff) --server \(sim.baseURL) --user DEMO; "
                + "until [ -e \(gate) ]; do sleep 0.05; done; fg; echo '[exited]' $?; stty -g > \(after)"
            let term = try TmuxTerminal(width: 100, height: 30, command: "bash -c \(TmuxTerminal.quote(script))", environment: sandbox.environment)
            try logIn(term, orders: 12)
            let pid = try #require(term.processID(named: "signoff"))
            let saved = try String(contentsOfFile: before, encoding: .utf8)
            // When: Ctrl-Z
            try term.press("C-z")
            // Then: stopped at the first Ctrl-Z, with the terminal's settings as they were and the shell's screen back
            let stopped = waitUntil { isStopped(pid) }
            #expect(stopped)
            #expect(term.waitFor("Stopped"), "\(term.screen())")
            #expect(try shellOutput("stty -g -F \(term.paneTTY())") == saved)
            #expect(!term.screen().contains("Orders awaiting approval"), "\(term.screen())")
            // When: fg
            _ = FileManager.default.createFile(atPath: gate, contents: nil)
            // Then: the screen is drawn again and answers keys; quitting leaves the settings as they were
            #expect(waitUntil { homeIsDrawn(term, width: 100, height: 30) }, "\(term.screen())")
            let second = try term.orderNumber(onRow: 1)
            try term.press("Down")
            #expect(waitUntil { term.selectedOrderNumber == second }, "\(term.screen())")
            try term.press("q")
            #expect(term.waitFor("[exited] 0"), "\(term.screen())")
            // The shell creates the file before stty writes it: wait for its whole line, not for the file.
            #expect(waitUntil { (try? String(contentsOfFile: after, encoding: .utf8))?.hasSuffix("\n") == true })
            #expect(try String(contentsOfFile: after, encoding: .utf8) == saved)
        }
    }
}
