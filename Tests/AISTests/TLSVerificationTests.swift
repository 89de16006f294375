import AIS
import Foundation
import TestSupport
import Testing

/// HTTPS against a throwaway server on 127.0.0.1 (`openssl s_server -www`, its certificate signed by a
/// certificate authority made in the test's folder): a certificate that does not verify is refused with
/// curl's reason and the advice to set `connection.ca-file`; with that CA file it verifies; with checking
/// off it goes through. Without openssl the tests say so and stop (`make deps` installs it).
@Suite(.serialized) struct TLSVerificationTests {
    static var opensslPresent: Bool { FileManager.default.isExecutableFile(atPath: "/usr/bin/openssl") }

    /// `openssl s_server` on a free loopback port; it exits by itself after `connections` connections.
    final class TestCAServer {
        let folder: String
        private var pid: pid_t = 0
        private var ended = false
        private(set) var port = 0
        var caFile: String { folder + "/ca.pem" }

        init(connections: Int) throws {
            folder = NSTemporaryDirectory() + "signoff-tls-\(UUID().uuidString.prefix(8))"
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            let curve = ["-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes"]
            try Self.run(["req", "-x509"] + curve + ["-days", "1", "-subj", "/CN=Signoff Test CA",
                          "-keyout", folder + "/ca.key", "-out", caFile])
            try Self.run(["req"] + curve + ["-subj", "/CN=127.0.0.1", "-keyout", folder + "/key.pem", "-out", folder + "/cert.csr"])
            try "subjectAltName=IP:127.0.0.1\nbasicConstraints=CA:FALSE\n".write(toFile: folder + "/ext.cnf", atomically: true, encoding: .utf8)
            try Self.run(["x509", "-req", "-in", folder + "/cert.csr", "-CA", caFile, "-CAkey", folder + "/ca.key", "-CAcreateserial",
                          "-days", "1", "-extfile", folder + "/ext.cnf", "-out", folder + "/cert.pem"])
            let output = folder + "/server.out"
            pid = try Spawn.start(["/usr/bin/openssl", "s_server", "-accept", "127.0.0.1:0", "-cert", folder + "/cert.pem",
                                   "-key", folder + "/key.pem", "-www", "-naccept", String(connections)], outputPath: output)
            let deadline = Date().addingTimeInterval(60)
            while port == 0, Date() < deadline, !ended {
                ended = Spawn.hasEnded(pid)
                let text = (try? String(contentsOfFile: output, encoding: .utf8)) ?? ""
                if let line = text.split(separator: "\n").first(where: { $0.hasPrefix("ACCEPT ") }), let colon = line.lastIndex(of: ":") {
                    port = Int(line[line.index(after: colon)...]) ?? 0
                } else {
                    usleep(50_000)
                }
            }
        }

        var url: URL { URL(string: "https://127.0.0.1:\(port)/jderest")! }

        func stop() {
            // SIGKILL: the test runner's children inherit an ignored SIGTERM, and s_server would outlive it.
            if !ended, !Spawn.hasEnded(pid) { kill(pid, SIGKILL); _ = Spawn.wait(pid) }
            ended = true
            try? FileManager.default.removeItem(atPath: folder)
        }

        static func run(_ arguments: [String]) throws {
            let ran = try Spawn.command(["/usr/bin/openssl"] + arguments)
            guard ran.status == 0 else { throw AISError.unreachable("openssl \(arguments.first ?? "") failed: \(ran.stderr)") }
        }
    }

    private func get(_ server: TestCAServer, _ options: CurlTransport.Options) async throws -> HTTPResponse {
        try await CurlTransport(options: options).send(HTTPRequest(method: "GET", url: URL(string: "https://127.0.0.1:\(server.port)/")!,
                                                                   timeout: 10, idempotent: true))
    }

    private func startServer(connections: Int) throws -> TestCAServer? {
        guard Self.opensslPresent else {
            print("TLSVerificationTests: skipped, /usr/bin/openssl is absent (make deps installs it)")
            return nil
        }
        let server = try TestCAServer(connections: connections)
        try #require(server.port > 0, "openssl s_server did not start")
        return server
    }

    @Test(.timeLimit(.minutes(1)))
    func aCertificateOfAnUnknownAuthorityIsRefusedWithTheReasonAndTheCAFileAdvice() async throws {
        // Given a server whose certificate a company CA signed, which the system does not trust
        guard let server = try startServer(connections: 1) else { return }
        defer { server.stop() }
        var configuration = AISConfiguration(baseURL: server.url, environment: "JDV920", role: "*ALL", deviceName: "signoff-tls00001")
        configuration.requestTimeout = 10
        // When the client logs in with the system's store, Then it is refused as a TLS failure that names the problem
        do {
            _ = try await AISClient(configuration: configuration).sessionService.login(username: "DEMO", password: "demo")
            Issue.record("a certificate of an unknown authority was accepted")
        } catch let error as AISError {
            guard case .tlsFailure(let why) = error else { Issue.record("expected a TLS failure, got \(error)"); return }
            #expect(why.contains("certificate"), "\(why)")
            #expect(error.userMessage.contains("certificate did not verify"), "\(error.userMessage)")
            #expect(error.userMessage.contains("connection.ca-file"), "\(error.userMessage)")
            #expect(!error.userMessage.contains("turn certificate checking off"))
        }
    }

    @Test(.timeLimit(.minutes(1)))
    func withTheCompanysCAFileTheCertificateVerifies() async throws {
        guard let server = try startServer(connections: 1) else { return }
        defer { server.stop() }
        let response = try await get(server, .init(caFile: server.caFile, timeout: 10, environment: [:]))
        #expect(response.status == 200)
    }

    @Test(.timeLimit(.minutes(1)))
    func withCheckingOffAnyCertificateGoesThrough() async throws {
        guard let server = try startServer(connections: 1) else { return }
        defer { server.stop() }
        let response = try await get(server, .init(verifyTLS: false, timeout: 10, environment: [:]))
        #expect(response.status == 200)
    }
}
