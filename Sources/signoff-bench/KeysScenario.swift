import Foundation
import Terminal

/// `keys`: key to finished frame on the home list over a warm store: moves, pages, jumps to the end,
/// search keystrokes, applying a filter and changing the sort, each many times.
enum KeysScenario {
    static let scenario = Scenario(name: "keys", summary: "key to finished frame on the home list --server URL --home DIR [--only NAME] [--each]",
                                   run: { options in try MainActor.assumeIsolated { try run(options) } })

    @MainActor
    static func run(_ options: BenchOptions) throws -> [BenchFigure] {
        // Said once the terminal is given back (the deferred close runs first).
        var slowest = ""
        defer { if !slowest.isEmpty { FileHandle.standardError.write(Data(slowest.utf8)) } }
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

        if options.flag("--each") { slowest = slowestKeys(samples) }
        let index = BenchFigure("keys, \(Format.count(orders)) orders", "list index built in the background after the first frame",
                                Format.ms(home.indexSeconds), target: "report", met: nil)
        return [index] + samples.map { name, values in
            let p = Percentiles(values)
            return BenchFigure("keys, \(Format.count(orders)) orders", "\(name): p50 / p99 / max (\(values.count) keys)",
                               "\(Format.ms(p.at(0.5))) / \(Format.ms(p.at(0.99))) / \(Format.ms(p.max))",
                               target: "p99 ≤ 10 ms", met: p.at(0.99) <= 0.010)
        }
    }

    /// `--each`: for each kind of key, its five slowest keys with their place in the run (the first is 0):
    /// a slow key at the same place in every run is work that place brings, not the machine's noise.
    static func slowestKeys(_ samples: [(String, [Double])]) -> String {
        samples.map { name, values in
            let slowest = values.enumerated().sorted { $0.element > $1.element }.prefix(5)
            return "\(name): slowest " + slowest.map { "#\($0.offset) \(Format.ms($0.element))" }.joined(separator: ", ") + "\n"
        }.joined()
    }
}
