import Foundation
import Terminal

/// `scroll-memory`: pages through the whole home list, top to bottom, and reports the peak memory.
enum ScrollMemoryScenario {
    static let scenario = Scenario(name: "scroll-memory", summary: "peak memory paging through the whole list --server URL --home DIR",
                                   run: { options in try MainActor.assumeIsolated { try run(options) } })

    @MainActor
    static func run(_ options: BenchOptions) throws -> [BenchFigure] {
        let home = try HomeInProcess(server: options.server(), home: options.required("--home"))
        defer { home.close() }
        let before = ProcessMetrics.residentMemoryMB()
        // A page is at least 40 rows at 200×50: enough presses to reach the last row.
        let pages = home.orderCount / 40 + 10
        let start = monotonicSeconds()
        for _ in 0..<pages { home.press(.pageDown) }
        let seconds = monotonicSeconds() - start
        let peak = ProcessMetrics.peakMemoryMB()
        return [
            BenchFigure("scroll the whole list", "pages down to the end", "\(Format.count(pages)) pages in \(Format.seconds(seconds))"),
            BenchFigure("scroll the whole list", "resident before / peak", "\(Format.mb(before)) / \(Format.mb(peak))",
                        target: "peak ≤ 80 MB", met: peak <= 80),
        ]
    }
}
