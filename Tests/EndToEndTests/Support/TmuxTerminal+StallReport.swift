import Foundation
import TestSupport

/// What the app in the pane was doing when a wait timed out: each thread's state and kernel wait
/// channel, and (where gdb is installed) every thread's stack. A wait that fails on a busy machine
/// then says whether the app was stuck, and where, instead of only showing a screen that did not change.
extension TmuxTerminal {
    /// The pids of the processes the pane's shell started (the app, normally one).
    func appPIDs() -> [Int32] {
        guard let shell = panePID(),
              let children = try? String(contentsOfFile: "/proc/\(shell)/task/\(shell)/children", encoding: .utf8) else { return [] }
        return children.split(separator: " ").compactMap { Int32($0) }
    }

    func stallReport() -> String {
        var report = ""
        for pid in appPIDs() {
            let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")) ?? []
            report += "process \(pid), \(tasks.count) threads:\n"
            for task in tasks.sorted(by: { (Int($0) ?? 0) < (Int($1) ?? 0) }) {
                let base = "/proc/\(pid)/task/\(task)"
                let name = (try? String(contentsOfFile: base + "/comm", encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines) ?? "?"
                let state = Self.state(inStat: base + "/stat") ?? "?"
                let channel = (try? String(contentsOfFile: base + "/wchan", encoding: .utf8)) ?? "?"
                report += "  \(task) \(name) state \(state) waiting in \(channel)\n"
            }
            if FileManager.default.isExecutableFile(atPath: "/usr/bin/gdb"),
               let stacks = try? Spawn.run(["timeout", "60", "gdb", "-p", String(pid), "-batch", "-nx",
                                            "-ex", "set pagination off", "-ex", "thread apply all bt 25"]).output {
                report += stacks.split(separator: "\n").filter { $0.hasPrefix("#") || $0.hasPrefix("Thread") }.joined(separator: "\n") + "\n"
            }
        }
        return report.isEmpty ? "no app process in the pane\n" : report
    }
}
