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
case .version:
    print("signoff-ais \(SimulatorArguments.version)")
    exit(0)
case .run(let configuration, let exitWithParent):
    signal(SIGPIPE, SIG_IGN)
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

    var sources: [DispatchSourceProtocol] = []
    for sig in [SIGINT, SIGTERM] {
        signal(sig, SIG_IGN)
        let source = DispatchSource.makeSignalSource(signal: sig, queue: .main)
        source.setEventHandler {
            server.stop()
            exit(0)
        }
        source.resume()
        sources.append(source)
    }
    if exitWithParent {
        let parent = getppid()
        let timer = DispatchSource.makeTimerSource(queue: .main)
        timer.schedule(deadline: .now() + 1, repeating: 1)
        timer.setEventHandler {
            if getppid() != parent {
                server.stop()
                exit(0)
            }
        }
        timer.resume()
        sources.append(timer)
    }
    dispatchMain()
}
