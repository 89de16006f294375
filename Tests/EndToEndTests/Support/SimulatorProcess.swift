import Foundation
import TestSupport
#if canImport(Glibc)
import Glibc
#endif

/// `signoff-ais` on a free loopback port for one test; stopped by `stop()` or when released.
final class SimulatorProcess {
    private let pid: pid_t
    private let logPath: String
    private var stopped = false
    private(set) var baseURL = ""

    init(arguments: [String] = []) throws {
        logPath = NSTemporaryDirectory() + "signoff-ais-" + UUID().uuidString + ".log"
        pid = try Spawn.start([Binaries.simulator, "--port", "0"] + arguments, outputPath: logPath)
        // The first line printed is the base URL.
        var line = ""
        _ = waitUntil(timeout: 60) {
            let text = (try? String(contentsOfFile: logPath, encoding: .utf8)) ?? ""
            if let first = text.split(separator: "\n").first, text.contains("\n") { line = String(first) }
            return !line.isEmpty || kill(pid, 0) != 0
        }
        guard line.hasPrefix("http://127.0.0.1:") else {
            stop()
            throw Spawn.Failure(description: "signoff-ais did not start: \(line)")
        }
        baseURL = line.trimmingCharacters(in: .whitespaces)
    }

    /// The admin endpoint beside the REST service.
    var adminURL: String { baseURL.replacingOccurrences(of: "/jderest", with: "/admin") }

    func stop() {
        guard !stopped else { return }
        stopped = true
        kill(pid, SIGTERM)
        _ = Spawn.wait(pid)
        unlink(logPath)
    }

    deinit { stop() }
}

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension SimulatorProcess {
    /// POSTs to the admin endpoint (e.g. "tokens/expire") and returns the answer's text.
    @discardableResult
    func admin(_ path: String, json: String = "{}") async throws -> String {
        var request = URLRequest(url: URL(string: adminURL + "/" + path)!)
        request.httpMethod = "POST"
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.httpBody = Data(json.utf8)
        let (data, _) = try await URLSession.shared.answer(to: request)
        return String(decoding: data, as: UTF8.self)
    }
}

extension SimulatorProcess {
    /// GETs an admin path and returns the answer's text.
    func adminGet(_ path: String) async throws -> String {
        let (data, _) = try await URLSession.shared.answer(to: URLRequest(url: URL(string: adminURL + "/" + path)!))
        return String(decoding: data, as: UTF8.self)
    }
}
