import Foundation
import TestSupport
#if canImport(Glibc)
import Glibc
#endif

/// A TLS-terminating gateway in front of a server on this machine, as sites put in front of AIS: `socat`
/// on a free loopback port with a certificate for 127.0.0.1 signed by a certificate authority made for the
/// test (`openssl`), forwarding plain HTTP to `upstream`. `make deps` installs both. Stops when released.
final class TLSGateway {
    static var toolsPresent: Bool { ["/usr/bin/socat", "/usr/bin/openssl"].allSatisfy(FileManager.default.isExecutableFile) }

    let folder: String
    let port: Int
    private let pid: pid_t
    private var stopped = false
    /// The authority's certificate (PEM), for `connection.ca-file`.
    var caFile: String { folder + "/ca.pem" }
    /// The base URL of the AIS service through the gateway.
    var baseURL: String { "https://127.0.0.1:\(port)/jderest" }

    init(upstreamPort: Int) throws {
        folder = NSTemporaryDirectory() + "signoff-gateway-" + UUID().uuidString.prefix(8)
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let key = ["-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes"]
        try Self.openssl(["req", "-x509"] + key + ["-days", "1", "-subj", "/CN=Signoff Gateway Test CA", "-keyout", folder + "/ca.key",
                                                   "-out", folder + "/ca.pem"])
        try Self.openssl(["req"] + key + ["-subj", "/CN=127.0.0.1", "-keyout", folder + "/key.pem", "-out", folder + "/cert.csr"])
        try "subjectAltName=IP:127.0.0.1\nbasicConstraints=CA:FALSE\n".write(toFile: folder + "/ext.cnf", atomically: true, encoding: .utf8)
        try Self.openssl(["x509", "-req", "-in", folder + "/cert.csr", "-CA", folder + "/ca.pem", "-CAkey", folder + "/ca.key",
                          "-CAcreateserial", "-days", "1", "-extfile", folder + "/ext.cnf", "-out", folder + "/cert.pem"])
        let port = try LoopbackSocket.freePort()
        self.port = port
        pid = try Spawn.start(["/usr/bin/socat",
                               "OPENSSL-LISTEN:\(port),bind=127.0.0.1,reuseaddr,fork,verify=0,cert=\(folder)/cert.pem,key=\(folder)/key.pem",
                               "TCP:127.0.0.1:\(upstreamPort)"], outputPath: folder + "/socat.log")
        guard waitUntil(timeout: 30, { LoopbackSocket.connect("127.0.0.1:\(port)").map { close($0); return true } ?? false }) else {
            stop()
            throw Spawn.Failure(description: "socat did not listen on \(port)")
        }
    }

    func stop() {
        guard !stopped else { return }
        stopped = true
        kill(pid, SIGTERM)
        _ = Spawn.wait(pid)
        try? FileManager.default.removeItem(atPath: folder)
    }

    deinit { stop() }

    private static func openssl(_ arguments: [String]) throws {
        let pid = try Spawn.start(["/usr/bin/openssl"] + arguments, outputPath: "/dev/null")
        guard Spawn.wait(pid) == 0 else { throw Spawn.Failure(description: "openssl \(arguments.prefix(2).joined(separator: " ")) failed") }
    }
}
