import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Names a running process by pid and start time, so that a reused pid is not taken for the process
/// that died (the outbox records which process is sending a decision).
enum ProcessIdentity {
    /// "PID:STARTTIME" of this process.
    static let current: String = identity(of: getpid()) ?? "\(getpid()):0"

    /// Whether the process named by `identity` still runs (this process counts as running).
    static func isRunning(_ identity: String) -> Bool {
        let parts = identity.split(separator: ":")
        guard parts.count == 2, let pid = Int32(parts[0]), pid > 0 else { return false }
        guard let now = Self.identity(of: pid) else { return false }
        return now == identity
    }

    /// Reads the start time (field 22 of /proc/PID/stat, in clock ticks since boot).
    static func identity(of pid: Int32) -> String? {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return nil }
        // Fields after the command name (which may hold spaces): state is field 3, start time field 22.
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        guard fields.count > 19 else { return nil }
        return "\(pid):\(fields[19])"
    }
}
