// signoff-ais: the AIS simulator on the command line. Everything but the process plumbing lives in AISSimulator.
import AISSimulator
import Dispatch
import Foundation
#if canImport(Glibc)
import Glibc
#endif

func fail(_ message: String, code: Int32) -> Never {
    FileHandle.standardError.write(Data("signoff-ais: \(message)\n".utf8))
    exit(code)
}

let command: SimulatorArguments.Command
do {
    command = try SimulatorArguments.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
    fail("\(error)\nTry 'signoff-ais --help'.", code: 64)
}

switch command {
case .help:
    print(SimulatorArguments.helpText)
    exit(0)
case .man:
    print(SimulatorManPage.text(), terminator: "")
    exit(0)
case .version:
    print("signoff-ais \(SimulatorArguments.version)")
    exit(0)
case .run(let configuration, let exitWithParent):
    signal(SIGPIPE, SIG_IGN)
    // SIGINT and SIGTERM are blocked before any thread starts (threads inherit the mask) and taken with
    // sigwait below, so a stop request is handled at once, on this thread.
    var stopSignals = sigset_t()
    sigemptyset(&stopSignals)
    sigaddset(&stopSignals, SIGINT)
    sigaddset(&stopSignals, SIGTERM)
    pthread_sigmask(SIG_BLOCK, &stopSignals, nil)
    // A shell starting us in the background may have set them to be ignored; sigwait needs them delivered.
    signal(SIGINT, SIG_DFL)
    signal(SIGTERM, SIG_DFL)

    let server: SimulatorServer
    do {
        server = try SimulatorServer(configuration: configuration)
        try server.start()
    } catch {
        fail("cannot start: \(error)", code: 1)
    }
    // The first line on standard output is the base URL, for scripts and tests to read.
    FileHandle.standardOutput.write(Data((server.baseURL + "\n").utf8))
    let data = server.demoData
    let origin = data.reused ? "reused from \(configuration.databasePath ?? "")"
        : String(format: "generated in %.2f s (seed %d)", data.seconds, configuration.seed)
    FileHandle.standardError.write(Data("""
        signoff-ais \(SimulatorArguments.version): \(data.orders) orders, \(data.lines) lines, \(origin)
        admin endpoint: \(server.adminURL); log in as DEMO / demo (see --help). Ctrl-C stops.

        """.utf8))

    if exitWithParent {
        let parent = getppid()
        let watcher = Thread {
            while getppid() == parent { sleep(1) }
            kill(getpid(), SIGTERM)
        }
        watcher.start()
    }
    var received: Int32 = 0
    while sigwait(&stopSignals, &received) != 0 {}
    server.stop()
    exit(0)
}
