import Foundation

/// `all`: starts a 10,000-order and a 100,000-order simulator, runs every scenario in a process of its
/// own (so peak memory is each scenario's), prints the table and writes it with the machine, date and
/// commit to a Markdown page.
enum AllScenarios {
    static let scenario = Scenario(
        name: "all",
        summary: "every scenario; [--write docs/BENCHMARKS.md] [--commit ID] [--swift VERSION] [--small N] [--large N]",
        run: run)

    static func run(_ options: BenchOptions) throws -> [BenchFigure] {
        let small = Int(options.value("--small") ?? "") ?? 10_000
        let large = Int(options.value("--large") ?? "") ?? 100_000
        let began = Date()
        let clock = monotonicSeconds()
        log("starting simulators with \(Format.count(small)) and \(Format.count(large)) orders")
        let smallSim = try ChildSimulator(orders: small)
        let largeSim = try ChildSimulator(orders: large)
        defer { smallSim.stop(); largeSim.stop() }
        let smallHome = try BenchPaths.scratch("small")
        let largeHome = try BenchPaths.scratch("large")
        defer { try? FileManager.default.removeItem(atPath: smallHome); try? FileManager.default.removeItem(atPath: largeHome) }
        let s = smallSim.baseURL.absoluteString, l = largeSim.baseURL.absoluteString

        let runs: [[String]] = [
            ["machine-noise"],
            ["simulator-queue-page", "--server", l],
            ["preload", "--server", s, "--server-pid", String(smallSim.process.processIdentifier), "--baseline", "--keep", smallHome,
             "--label", "\(Format.count(small)) orders",
             "--target-seconds", "3"],
            ["preload", "--server", l, "--server-pid", String(largeSim.process.processIdentifier), "--baseline", "--keep", largeHome,
             "--label", "\(Format.count(large)) orders",
             "--target-seconds", "6", "--target-mb", "80"],
            // The same preload with the simulator's answers replayed: the client alone on the machine's cores.
            ["preload", "--server", l, "--replay", "--rounds", "3", "--label", "\(Format.count(large)) orders, answers replayed"],
            ["start", "--server", l, "--home", largeHome],
            ["keys", "--server", l, "--home", largeHome],
            ["scroll-memory", "--server", l, "--home", largeHome],
            ["scroll-bytes", "--server", l, "--home", largeHome],
            ["idle-cpu", "--server", l, "--home", largeHome],
            // Last on the large store: it writes 5,000 of its list rows again (same contents, new row ids).
            ["list-index", "--server", l, "--home", largeHome],
            ["approve", "--server", s, "--home", smallHome],
            ["approve-stock"],
            ["open-budget"],
            ["first-login"],
            ["wire-bytes"],
            // Last: it changes the large simulator's data (1,000 orders entered and decided).
            ["refresh", "--server", l, "--home", largeHome],
        ]
        var figures: [BenchFigure] = []
        for arguments in runs {
            log("running \(arguments[0])")
            figures += try child(arguments)
        }
        let minutes = (monotonicSeconds() - clock) / 60
        print(table(figures))
        print(String(format: "all scenarios in %.1f min", minutes))
        if let path = options.value("--write") {
            let page = BenchmarksPage(figures: figures, date: began, minutes: minutes, commit: options.value("--commit") ?? "unknown",
                                      swift: options.value("--swift") ?? "unknown", small: small, large: large)
            try page.markdown.write(toFile: path, atomically: true, encoding: .utf8)
            print("wrote \(path)")
        }
        return figures
    }

    /// Runs one scenario in a new process of this program and reads its figures.
    static func child(_ arguments: [String]) throws -> [BenchFigure] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: BenchPaths.sibling("signoff-bench"))
        process.arguments = arguments + ["--machine"]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw BenchFailure("\(arguments[0]) failed (exit \(process.terminationStatus))") }
        return String(decoding: data, as: UTF8.self).split(separator: "\n").compactMap { BenchFigure(line: String($0)) }
    }

    static func log(_ text: String) { FileHandle.standardError.write(Data("signoff-bench: \(text)\n".utf8)) }
}
