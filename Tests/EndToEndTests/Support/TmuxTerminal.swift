import Foundation
import TestSupport

/// A real terminal for the real binary: a private tmux server, one window of a given size, keys in
/// with send-keys and the screen out with capture-pane.
final class TmuxTerminal {
    let socket = "signoff-e2e-" + UUID().uuidString.prefix(8)
    let session = "t"

    init(width: Int, height: Int, command: String, environment: [String: String]) throws {
        let exports = environment.map { "\($0.key)=\(Self.quote($0.value))" }.sorted().joined(separator: " ")
        // `swift test` sets NO_COLOR for its own output; the app under test sees it only when a test says so.
        let unset = environment["NO_COLOR"] == nil ? "-u NO_COLOR " : ""
        try tmux(["-f", "/dev/null", "new-session", "-d", "-s", session, "-x", String(width), "-y", String(height),
                  "env \(unset)\(exports) sh -c \(Self.quote(command + "; echo '[exited]' $?; sleep 60"))"])
    }

    static func quote(_ s: String) -> String { "'" + s.replacingOccurrences(of: "'", with: "'\\''") + "'" }

    @discardableResult
    func tmux(_ arguments: [String]) throws -> String {
        try Spawn.run(["tmux", "-L", socket] + arguments).output
    }

    /// Types text literally (no key names).
    func type(_ text: String) throws { try tmux(["send-keys", "-t", session, "-l", text]) }
    /// Sends tmux key names: "Enter", "Escape", "C-c", "Down", "Tab".
    func press(_ keys: String...) throws { try tmux(["send-keys", "-t", session] + keys) }

    /// The screen's text now.
    func screen() -> String { (try? tmux(["capture-pane", "-p", "-t", session])) ?? "" }

    /// The screen with its colours and attributes, as SGR escape sequences.
    func styledScreen() -> String { (try? tmux(["capture-pane", "-p", "-e", "-t", session])) ?? "" }

    /// Waits until the screen shows `text`; false (with the screen in the failure) after the timeout, when
    /// what the app was doing is printed too (`stallReport`).
    func waitFor(_ text: String, timeout: TimeInterval = 40) -> Bool {
        if waitUntil(timeout: timeout, { screen().contains(text) }) { return true }
        print("Waited \(Int(timeout)) s for \"\(text)\" in vain; the app then:\n\(stallReport())")
        return false
    }

    func resize(width: Int, height: Int) throws {
        try tmux(["resize-window", "-t", session, "-x", String(width), "-y", String(height)])
    }

    /// The pid of the shell in the pane (the app is its child).
    func panePID() -> Int32? {
        Int32((try? tmux(["display-message", "-p", "-t", session, "#{pane_pid}"]))?.trimmingCharacters(in: .whitespacesAndNewlines) ?? "")
    }

    /// Ends the session (its programs get SIGHUP as the pane closes) and then the server, which exits by
    /// itself once it has no session. An app still running 30 s later is killed: under AddressSanitizer one
    /// once hung for good in the leak check at its exit, an orphan holding 218 MB after the tests ended.
    deinit {
        let apps = appPIDs()
        _ = try? tmux(["kill-session", "-t", session])
        _ = try? tmux(["kill-server"])
        guard !apps.isEmpty else { return }
        // On a thread of its own, so that the test goes on while the app writes its sanitizer report.
        Thread.detachNewThread {
            _ = waitUntil(timeout: 30) { !apps.contains(where: Self.isRunning) }
            for pid in apps where Self.isRunning(pid) { kill(pid, SIGKILL) }
        }
    }

    /// Whether `pid` is a process that has not ended (a zombie has; nobody may reap an orphan's).
    static func isRunning(_ pid: Int32) -> Bool {
        guard let state = state(inStat: "/proc/\(pid)/stat") else { return false }
        return state != "Z" && state != "X"
    }

    /// The state letter of a process or thread (`R`, `S`, `Z`…) from its `stat` file: the field after the
    /// parenthesised command name. nil when the file is gone.
    static func state(inStat path: String) -> String? {
        guard let stat = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
        return stat.split(separator: ")").last?.split(separator: " ").first.map(String.init)
    }
}
