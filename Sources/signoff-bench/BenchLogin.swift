import AIS
import Foundation
import Resources
import Store

/// Logs DEMO in to a simulator with the app's own workers, over a store in `home`.
enum BenchLogin {
    static let deviceName = "signoff-bench"

    /// Where the app itself puts its files with HOME=home (see `environment(home:)`).
    static func location(home: String) -> DataLocation {
        DataLocation.fromEnvironment(environment(home: home))
    }

    /// The environment of a `signoff` started over the benchmark's store in `home`.
    static func environment(home: String) -> [String: String] {
        ["HOME": home, "XDG_DATA_HOME": home + "/data", "XDG_CONFIG_HOME": home + "/config", "LANG": "C.UTF-8",
         "TERM": "xterm-256color", "PATH": "/usr/bin:/bin"]
    }

    static func configuration(_ server: URL) -> AISConfiguration {
        AISConfiguration(baseURL: server, environment: "JDV920", role: "*ALL", deviceName: deviceName)
    }

    static func login(_ server: URL, home: String) async throws -> (ServerWorkspace, AISSession) {
        let worker = LoginWorker(location: location(home: home)) { _ in configuration(server) }
        return try await worker.login(.init(server: server, environment: "JDV920", role: "*ALL", username: "DEMO", password: "demo"),
                                      reuse: nil)
    }
}

/// Runs async work to its end from synchronous code (the benchmark's main thread is not the UI loop).
func blocking<T: Sendable>(_ work: @escaping @Sendable () async throws -> T) throws -> T {
    let box = ResultBox<T>()
    let done = DispatchSemaphore(value: 0)
    Task.detached {
        do { box.result = .success(try await work()) } catch { box.result = .failure(error) }
        done.signal()
    }
    done.wait()
    return try box.result!.get()
}

final class ResultBox<T: Sendable>: @unchecked Sendable {
    var result: Result<T, any Error>?
}
