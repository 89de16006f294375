import Foundation

/// Memory and CPU figures of a process, from /proc.
enum ProcessMetrics {
    /// Peak resident memory (VmHWM) in MB, of `pid` or of this process.
    static func peakMemoryMB(pid: Int32? = nil) -> Double {
        statusField("VmHWM", pid: pid).map { Double($0) / 1024 } ?? 0
    }

    /// Current resident memory (VmRSS) in MB.
    static func residentMemoryMB(pid: Int32? = nil) -> Double {
        statusField("VmRSS", pid: pid).map { Double($0) / 1024 } ?? 0
    }

    /// User plus system CPU time of `pid` (or of this process) in seconds (fields 14 and 15 of /proc/PID/stat).
    static func cpuSeconds(pid: Int32? = nil) -> Double {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid.map(String.init) ?? "self")/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return 0 }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        // After the command name: state is field 3, so utime (14) and stime (15) are at 11 and 12.
        guard fields.count > 12, let user = Double(fields[11]), let system = Double(fields[12]) else { return 0 }
        let ticks = Double(sysconf(Int32(_SC_CLK_TCK)))
        return (user + system) / ticks
    }

    private static func statusField(_ name: String, pid: Int32?) -> Int? {
        let path = pid.map { "/proc/\($0)/status" } ?? "/proc/self/status"
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
        for line in text.split(separator: "\n") where line.hasPrefix(name + ":") {
            return Int(line.dropFirst(name.count + 1).trimmingCharacters(in: .whitespaces).split(separator: " ").first ?? "")
        }
        return nil
    }
}

/// Wall-clock time in seconds from a monotonic clock.
func monotonicSeconds() -> Double { Double(DispatchTime.now().uptimeNanoseconds) / 1e9 }

/// Percentiles of a sample, by nearest rank.
struct Percentiles {
    let sorted: [Double]
    init(_ values: [Double]) { sorted = values.sorted() }
    func at(_ p: Double) -> Double {
        guard !sorted.isEmpty else { return 0 }
        return sorted[Swift.min(sorted.count - 1, Swift.max(0, Int((p * Double(sorted.count)).rounded(.up)) - 1))]
    }
    var max: Double { sorted.last ?? 0 }
}
