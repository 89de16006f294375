import Foundation

extension TmuxTerminal {
    /// A terminal whose raw output is appended to `path` from the program's first byte: the command
    /// waits for a gate file until tmux's `pipe-pane` is recording.
    static func recording(to path: String, width: Int, height: Int, command: String,
                          environment: [String: String]) throws -> TmuxTerminal {
        let gate = path + ".gate"
        let term = try TmuxTerminal(width: width, height: height,
                                    command: "until [ -e \(quote(gate)) ]; do sleep 0.02; done; " + command,
                                    environment: environment)
        try term.tmux(["pipe-pane", "-o", "-t", term.session, "cat >> " + quote(path)])
        _ = FileManager.default.createFile(atPath: gate, contents: nil)
        return term
    }

    /// The pane's terminal device (/dev/pts/N).
    func paneTTY() -> String {
        ((try? tmux(["display-message", "-p", "-t", session, "#{pane_tty}"])) ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The pid of a program running in the pane's session (the pane's shell leads it), by its name.
    func processID(named name: String) -> Int32? {
        guard let shell = panePID() else { return nil }
        let pids = (try? shellOutput("pgrep -s \(shell) -x \(name)"))?.split(separator: "\n").compactMap { Int32($0) } ?? []
        return pids.first
    }
}
