import Foundation

/// `signoff-ais` from the same build folder as this benchmark, started on a free loopback port with
/// generated data; it stops with the benchmark (`--exit-with-parent`) or on `stop()`.
final class ChildSimulator {
    let process = Process()
    let baseURL: URL
    let orders: Int

    init(orders: Int, extraArguments: [String] = []) throws {
        self.orders = orders
        let binary = BenchPaths.sibling("signoff-ais")
        guard FileManager.default.isExecutableFile(atPath: binary) else {
            throw BenchFailure("\(binary) is missing: build it with swift build -c release --product signoff-ais")
        }
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = ["--port", "0", "--orders", String(orders), "--exit-with-parent"] + extraArguments
        baseURL = try BenchPaths.startPrintingAddress(process, name: "signoff-ais")
    }

    func stop() {
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
    }

    deinit { stop() }
}

/// Where the benchmark's files live.
enum BenchPaths {
    /// A binary in the folder of this executable (the release build folder).
    static func sibling(_ name: String) -> String {
        let me = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        return (me as NSString).deletingLastPathComponent + "/" + name
    }

    /// Starts `process`, whose first line on standard output is its base URL, and answers that URL.
    static func startPrintingAddress(_ process: Process, name: String) throws -> URL {
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        var line: [UInt8] = []
        while true {
            guard let b = output.fileHandleForReading.readData(ofLength: 1).first else {
                throw BenchFailure("\(name) ended before printing its address")
            }
            if b == 10 { break }
            line.append(b)
        }
        guard let url = URL(string: String(decoding: line, as: UTF8.self)) else { throw BenchFailure("\(name) printed no address") }
        return url
    }

    /// A fresh private folder for one run's stores and homes.
    static func scratch(_ name: String) throws -> String {
        let path = NSTemporaryDirectory() + "signoff-bench-\(name)-\(getpid())"
        try? FileManager.default.removeItem(atPath: path)
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true,
                                                attributes: [.posixPermissions: 0o700])
        return path
    }
}

struct BenchFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
