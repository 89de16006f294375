import Foundation

/// The real `signoff` in a pseudo-terminal over the benchmark's store, logged in as DEMO.
final class AppInTerminal {
    let terminal: PseudoTerminal
    /// Seconds from the start to the login form, and from Enter to the home screen.
    let toLoginForm: Double
    let toHome: Double

    init(server: URL, home: String, width: Int = 200, height: Int = 50, refreshOnStart: Bool = true) throws {
        try FileManager.default.createDirectory(atPath: home + "/config/signoff", withIntermediateDirectories: true)
        try Data(#"{"version": 1, "data.refresh-on-start": \#(refreshOnStart)}"#.utf8)
            .write(to: URL(fileURLWithPath: home + "/config/signoff/config.json"))
        let binary = BenchPaths.sibling("signoff")
        guard FileManager.default.isExecutableFile(atPath: binary) else {
            throw BenchFailure("\(binary) is missing: build it with swift build -c release --product signoff")
        }
        let start = monotonicSeconds()
        terminal = try PseudoTerminal([binary, "--server", server.absoluteString, "--user", "DEMO"],
                                      environment: BenchLogin.environment(home: home), width: width, height: height)
        guard let form = terminal.waitFor("Password", timeout: 30) else {
            throw BenchFailure("no login form within 30 s")
        }
        toLoginForm = form - start
        let mark = terminal.output.count
        let enter = monotonicSeconds()
        terminal.write("demo\r")
        guard let home = terminal.waitFor("Orders awaiting approval (", after: mark, timeout: 300) else {
            throw BenchFailure("no home screen within 300 s")
        }
        toHome = home - enter
    }

}
