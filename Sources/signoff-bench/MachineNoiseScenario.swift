import Foundation

/// `machine-noise`: the same fixed piece of work (a checksum over 4 MiB) timed 400 times in this
/// process, so that a run's key and frame times can be read against how steady the machine itself was in
/// that run: on a shared two-core machine a fixed task's p99 can be several times its p50, and no key's
/// p99 can be steadier than that.
enum MachineNoiseScenario {
    static let scenario = Scenario(name: "machine-noise", summary: "a fixed CPU and memory task timed 400 times [--samples N]",
                                   run: run)

    static func run(_ options: BenchOptions) throws -> [BenchFigure] {
        let samples = Int(options.value("--samples") ?? "") ?? 400
        var buffer = [UInt64](repeating: 0, count: 512 * 1024)
        for i in buffer.indices { buffer[i] = UInt64(i) &* 0x9E37_79B9_7F4A_7C15 }
        var seconds: [Double] = []
        var sum: UInt64 = 0
        for round in 0..<(samples + 10) {
            let start = monotonicSeconds()
            sum = sum &+ checksum(&buffer, round: UInt64(round))
            if round >= 10 { seconds.append(monotonicSeconds() - start) }  // the first ten warm up
        }
        let p = Percentiles(seconds)
        // The sum is shown so that the work cannot be left out by the optimizer.
        return [
            BenchFigure("machine", "fixed task (checksum of 4 MiB, 8 passes), \(samples) times: p50 / p99 / max",
                        "\(Format.ms(p.at(0.5))) / \(Format.ms(p.at(0.99))) / \(Format.ms(p.max))"),
            BenchFigure("machine", "its p99 over its p50 (how unsteady the machine was in this run; checksum \(sum % 1000))",
                        String(format: "%.2f ×", p.at(0.99) / max(p.at(0.5), 1e-9))),
        ]
    }

    /// Eight passes over the buffer, each reading and writing every word.
    private static func checksum(_ buffer: inout [UInt64], round: UInt64) -> UInt64 {
        var h = round
        for _ in 0..<8 {
            for i in buffer.indices {
                h = (h ^ buffer[i]) &* 0x100_0000_01B3
                buffer[i] = h
            }
        }
        return h
    }
}
