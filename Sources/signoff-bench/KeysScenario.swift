import Foundation
import Terminal

/// `keys`: key to finished frame on the home list over a warm store: moves, pages, jumps to the end,
/// search keystrokes, applying a filter and changing the sort, each many times.
enum KeysScenario {
    static let scenario = Scenario(name: "keys", summary: "key to finished frame on the home list --server URL --home DIR",
                                   run: { options in try MainActor.assumeIsolated { try run(options) } })

    @MainActor
    static func run(_ options: BenchOptions) throws -> [BenchFigure] {
        let home = try HomeInProcess(server: options.server(), home: options.required("--home"))
        defer { home.close() }
        let orders = home.orderCount
        let only = options.value("--only")
        var samples: [(String, [Double])] = []
        func measure(_ name: String, _ body: () -> [Double]) {
            guard only.map({ name.hasPrefix($0) }) ?? true else { return }
            samples.append((name, body()))
        }

        measure("move (j)") { (0..<400).map { _ in home.press(.character("j")) } }
        measure("page down") { (0..<200).map { _ in home.press(.pageDown) } }
        measure("jump to the end (G)") {
            (0..<40).map { _ in home.press(.character("g")); return home.press(.character("G")) }
        }
        measure("search keystroke") {
            var times: [Double] = []
            for word in ["acme", "4711", "steel", "zz9q", "9001", "bolt", "kenji", "0042", "pump", "valve"] {
                home.press(.character("/"))
                for ch in word { times.append(home.press(.character(ch))) }
                home.press(.enter)
            }
            return times
        }
        measure("apply a filter") {
            var times: [Double] = []
            for _ in 0..<20 {
                home.press(.character("f"))
                home.type("OP")
                times.append(home.press(.enter))
                home.press(.character("f"))
                home.press(.control("r"))
                times.append(home.press(.enter))
            }
            return times
        }
        measure("change sort (s)") { (0..<42).map { _ in home.press(.character("s")) } }

        let index = BenchFigure("keys, \(Format.count(orders)) orders", "list index built in the background after the first frame",
                                Format.ms(home.indexSeconds), target: "report", met: nil)
        return [index] + samples.map { name, values in
            let p = Percentiles(values)
            return BenchFigure("keys, \(Format.count(orders)) orders", "\(name): p50 / p99 / max (\(values.count) keys)",
                               "\(Format.ms(p.at(0.5))) / \(Format.ms(p.at(0.99))) / \(Format.ms(p.max))",
                               target: "p99 ≤ 10 ms", met: p.at(0.99) <= 0.010)
        }
    }
}
