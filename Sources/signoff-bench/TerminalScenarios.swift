import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Scenarios that run the real `signoff` in a pseudo-terminal over a warm store.
enum TerminalScenarios {
    static let start = Scenario(name: "start", summary: "start to the first drawn home screen, warm store --server URL --home DIR",
                                run: runStart)
    static let scrollBytes = Scenario(name: "scroll-bytes", summary: "bytes written for one scroll step at 200×50 --server URL --home DIR [--keep-largest FILE]",
                                      run: runScrollBytes)
    static let idle = Scenario(name: "idle-cpu", summary: "CPU used while idle on the home screen for 10 s --server URL --home DIR",
                               run: runIdle)

    static func runStart(_ options: BenchOptions) throws -> [BenchFigure] {
        let server = try options.server()
        let home = try options.required("--home")
        var forms: [Double] = []
        var homes: [Double] = []
        for _ in 0..<5 {
            let app = try AppInTerminal(server: server, home: home)
            forms.append(app.toLoginForm)
            homes.append(app.toHome)
        }
        let form = Percentiles(forms), toHome = Percentiles(homes)
        let total = Percentiles(zip(forms, homes).map { $0 + $1 })
        return [
            BenchFigure("start, warm store", "start to login form: p50 / max (5 starts)", "\(Format.ms(form.at(0.5))) / \(Format.ms(form.max))"),
            BenchFigure("start, warm store", "Enter on the password to home screen: p50 / max",
                        "\(Format.ms(toHome.at(0.5))) / \(Format.ms(toHome.max))"),
            BenchFigure("start, warm store", "start to first drawn home screen, typing excluded: p50 / max",
                        "\(Format.ms(total.at(0.5))) / \(Format.ms(total.max))", target: "≤ 150 ms", met: total.at(0.5) <= 0.150),
        ]
    }

    static func runScrollBytes(_ options: BenchOptions) throws -> [BenchFigure] {
        let app = try AppInTerminal(server: try options.server(), home: try options.required("--home"), width: 200, height: 50, refreshOnStart: false)
        app.terminal.settle()
        let term = app.terminal
        // Down to the last visible row, so each further step scrolls the list by one row.
        for _ in 0..<60 { term.write("j") }
        term.settle(quiet: 0.6)
        var steps: [Double] = []
        var largest = TerminalBytesBreakdown()
        var largestBytes: ArraySlice<UInt8> = []
        for _ in 0..<20 {
            term.write("j")
            let from = term.output.count
            steps.append(Double(term.settle(quiet: 0.6)))
            let step = TerminalBytesBreakdown(term.output[from...])
            if step.total > largest.total { (largest, largestBytes) = (step, term.output[from...]) }
        }
        // `--keep-largest FILE`: the largest step's bytes as written, to read what it redrew.
        if let path = options.value("--keep-largest") { try Data(largestBytes).write(to: URL(fileURLWithPath: path)) }
        var moves: [Double] = []
        for _ in 0..<10 {
            term.write("k")
            moves.append(Double(term.settle(quiet: 0.6)))
        }
        let step = Percentiles(steps), move = Percentiles(moves)
        return [
            BenchFigure("scroll at 200×50 (pty)", "bytes for one scroll step (j at the bottom row): p50 / max",
                        "\(Int(step.at(0.5))) / \(Int(step.max)) B", target: "≤ 4 KB", met: step.max <= 4096),
            BenchFigure("scroll at 200×50 (pty)", "where the largest step's bytes went", largest.shown),
            BenchFigure("scroll at 200×50 (pty)", "bytes for one cursor move within the page: p50 / max",
                        "\(Int(move.at(0.5))) / \(Int(move.max)) B"),
        ]
    }

    static func runIdle(_ options: BenchOptions) throws -> [BenchFigure] {
        let app = try AppInTerminal(server: try options.server(), home: try options.required("--home"), refreshOnStart: false)
        app.terminal.settle()
        let pid = app.terminal.pid
        // The work a start leaves running (the list's index is built in the background) is counted
        // apart: idle begins once the process has used no CPU for a whole second.
        let began = monotonicSeconds()
        let startCPU = ProcessMetrics.cpuSeconds(pid: pid)
        var last = startCPU
        var quietSince = monotonicSeconds()
        while monotonicSeconds() - quietSince < 1, monotonicSeconds() - began < 60 {
            app.terminal.read(timeout: 0.1)
            let now = ProcessMetrics.cpuSeconds(pid: pid)
            if now > last { last = now; quietSince = monotonicSeconds() }
        }
        let settling = (monotonicSeconds() - began, last - startCPU)
        let cpuBefore = ProcessMetrics.cpuSeconds(pid: pid)
        let bytesBefore = app.terminal.output.count
        let start = monotonicSeconds()
        while monotonicSeconds() - start < 10 { app.terminal.read(timeout: 0.25) }
        let cpu = ProcessMetrics.cpuSeconds(pid: pid) - cpuBefore
        let share = cpu / (monotonicSeconds() - start) * 100
        return [
            BenchFigure("idle on the home screen, 10 s", "after the first frame, until quiet for 1 s: wall / CPU",
                        String(format: "%.2f s / %.0f ms", settling.0, settling.1 * 1000)),
            BenchFigure("idle on the home screen, 10 s", "CPU (refresh every 5 min, the store asked for other writers every 2 s)", String(format: "%.2f %% of a core (%.0f ms)", share, cpu * 1000),
                        target: "≈ 0", met: share < 0.5),
            BenchFigure("idle on the home screen, 10 s", "bytes written to the terminal", "\(app.terminal.output.count - bytesBefore) B"),
        ]
    }
}
