import Foundation

/// `signoff-ais` on a free loopback port for one test; stopped by `stop()` or when released.
final class SimulatorProcess {
    let process = Process()
    private(set) var baseURL = ""
    private let output = Pipe()

    init(arguments: [String] = []) throws {
        process.executableURL = URL(fileURLWithPath: Binaries.simulator)
        process.arguments = ["--port", "0"] + arguments
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        // The first line printed is the base URL.
        var buffer = Data()
        let handle = output.fileHandleForReading
        while !buffer.contains(UInt8(ascii: "\n")) {
            let chunk = handle.availableData
            if chunk.isEmpty { break }
            buffer.append(chunk)
        }
        let line = String(decoding: buffer, as: UTF8.self).split(separator: "\n").first.map(String.init) ?? ""
        guard line.hasPrefix("http://127.0.0.1:") else {
            stop()
            throw SimulatorError.didNotStart(line)
        }
        baseURL = line.trimmingCharacters(in: .whitespaces)
    }

    enum SimulatorError: Error { case didNotStart(String) }

    /// The admin endpoint beside the REST service.
    var adminURL: String { baseURL.replacingOccurrences(of: "/jderest", with: "/admin") }

    func stop() {
        guard process.isRunning else { return }
        process.terminate()
        process.waitUntilExit()
    }

    deinit { stop() }
}
