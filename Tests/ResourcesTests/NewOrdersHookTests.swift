import AIS
import Foundation
import Resources
import Testing

/// The `hooks.on-new` runner: the program gets the orders as JSON on its standard input, is stopped past
/// its time limit, and what it writes and its failure go to the log.
@Suite struct NewOrdersHookTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("signoff-hook-\(UUID().uuidString)").path

    /// A log that keeps its lines.
    final class LogSpy: @unchecked Sendable {
        private let lock = NSLock()
        private var _lines: [String] = []
        var lines: [String] { lock.withLock { _lines } }
        func write(_ line: String) { lock.withLock { _lines.append(line) } }
    }

    private func script(_ name: String, _ body: String) throws -> String {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let path = folder + "/" + name
        try ("#!/bin/sh\n" + body + "\n").write(toFile: path, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: path)
        return path
    }

    private static let hostile = "Schäfer\u{1B}]9;pwned\u{07} GmbH \"quoted\""
    private static let order = OrderQueueRow(
        key: OrderKey(number: 4123, type: "OP", company: "00200", suffix: "000"), supplier: 4343, supplierName: hostile,
        originator: 55, originatorName: "Dana", orderDate: .day(LocalDate(year: 2026, month: 11, day: 20)!), amount: 1240.5,
        currency: "EUR", lineCount: 3, branch: "M30")

    @Test func theProgramReadsTheOrdersAsJSONOnItsStandardInput() async throws {
        // Given: a program that keeps its input and its arguments
        let kept = folder + "/input.json"
        let sut = try #require(NewOrdersHook(command: [try script("keep", "cat > \"$1\"; echo \"$2\""), kept, "two words; $(id)"],
                                             log: { _ in }))
        // When
        let run = await sut.run([Self.order])
        // Then
        #expect(run.outcome == .exited(0))
        #expect(run.output == "two words; $(id)")
        let data = try Data(contentsOf: URL(fileURLWithPath: kept))
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(object["event"] as? String == "new-orders")
        let orders = try #require(object["orders"] as? [[String: Any]])
        #expect(orders.count == 1)
        #expect(orders[0]["number"] as? Int == 4123)
        #expect(orders[0]["type"] as? String == "OP")
        #expect(orders[0]["company"] as? String == "00200")
        #expect(orders[0]["supplier"] as? Int == 4343)
        #expect(orders[0]["supplierName"] as? String == Self.hostile)
        #expect(orders[0]["amount"] as? Double == 1240.5)
        #expect(orders[0]["currency"] as? String == "EUR")
        #expect(orders[0]["orderDate"] as? String == "2026-11-20")
        #expect(orders[0]["lines"] as? Int == 3)
        // The raw file holds no control byte: JSON escapes the supplier's.
        #expect(!data.contains(0x1B) && !data.contains(0x07))
    }

    @Test func theProgramGetsSignoffsEnvironmentWithoutThePassword() async throws {
        let kept = folder + "/env.txt"
        let sut = try #require(NewOrdersHook(command: [try script("env", "env > \"$1\""), kept],
                                             environment: ["SIGNOFF_PASSWORD": "hunter2", "KEEP_ME": "yes", "PATH": "/usr/bin:/bin"],
                                             log: { _ in }))
        #expect(await sut.run([Self.order]).outcome == .exited(0))
        let env = try String(contentsOfFile: kept, encoding: .utf8)
        #expect(env.contains("KEEP_ME=yes"))
        #expect(!env.contains("hunter2") && !env.contains("SIGNOFF_PASSWORD"))
    }

    @Test func theProgramGetsNoneOfSignoffsOtherDescriptors() async throws {
        // Given: a descriptor Signoff holds open without close-on-exec (as libcurl's sockets are)
        let held = open("/dev/null", O_RDONLY)
        defer { close(held) }
        #expect(held > 2 && fcntl(held, F_GETFD) & FD_CLOEXEC == 0)
        let kept = folder + "/fds.txt"
        let sut = try #require(NewOrdersHook(command: [try script("fds", "for f in /proc/$$/fd/*; do readlink \"$f\" || true; done > \"$1\""), kept],
                                             log: { _ in }))
        // When
        #expect(await sut.run([Self.order]).outcome == .exited(0))
        // Then: what the program holds is its pipes and its own files; its input is a pipe, so no /dev/null
        let targets = try String(contentsOfFile: kept, encoding: .utf8).split(separator: "\n")
        #expect(!targets.isEmpty)
        #expect(!targets.contains("/dev/null"), "\(targets)")
    }

    @Test func aProgramPastItsTimeLimitIsStoppedWithWhatItStartedAndSaid() async throws {
        // Given: a program that starts another and waits for it
        let log = LogSpy()
        let sut = try #require(NewOrdersHook(command: [try script("slow", "sleep 300 & wait")], timeLimit: 0.2, log: log.write))
        // When
        let run = await sut.run([Self.order])
        // Then: it was stopped (and the run ended, which it could not while the sleep held its output open)
        #expect(run.outcome == .stoppedAfterTimeLimit)
        #expect(log.lines.contains { $0.contains("was stopped") })
    }

    @Test func aFailureAndItsOutputGoToTheLog() async throws {
        let log = LogSpy()
        let sut = try #require(NewOrdersHook(command: [try script("fails", "echo out; echo 'no mail server' >&2; exit 3")], log: log.write))
        let run = await sut.run([Self.order])
        #expect(run.outcome == .exited(3))
        #expect(run.errors == "no mail server")
        #expect(log.lines.contains { $0.contains("failed with exit status 3") })
        #expect(log.lines.contains { $0.contains("error output: no mail server") })
        #expect(log.lines.contains { $0.contains("output: out") })
    }

    @Test func aProgramThatReadsNothingDoesNotHurt() async throws {
        let orders = Array(repeating: Self.order, count: 2000)  // more than a pipe holds
        let sut = try #require(NewOrdersHook(command: [try script("deaf", "exit 0")], log: { _ in }))
        #expect(await sut.run(orders).outcome == .exited(0))
    }

    @Test func aMissingProgramIsSaidInTheLog() async throws {
        let log = LogSpy()
        let sut = try #require(NewOrdersHook(command: [folder + "/nothing-here"], log: log.write))
        let run = await sut.run([Self.order])
        guard case .notStarted = run.outcome else { Issue.record("started: \(run.outcome)"); return }
        #expect(log.lines.contains { $0.contains("could not be started") })
    }

    @Test func noHookWithoutAnAbsoluteProgramPath() {
        #expect(NewOrdersHook(command: [], log: { _ in }) == nil)
        #expect(NewOrdersHook(command: ["sh"], log: { _ in }) == nil)
    }
}
