import AIS
import Foundation
import Testing

/// HTTPS against a throwaway server on 127.0.0.1 (`openssl s_server` with a self-signed certificate made
/// in the test's folder): a certificate that does not verify is refused with a sentence that says so.
@Suite(.serialized) struct TLSVerificationTests {
    static var opensslPresent: Bool { FileManager.default.isExecutableFile(atPath: "/usr/bin/openssl") }

    /// `openssl s_server` on a free loopback port; it exits by itself after `connections` connections.
    final class SelfSignedServer {
        let folder: String
        let process = Process()
        private(set) var port = 0

        init(connections: Int) throws {
            folder = NSTemporaryDirectory() + "signoff-tls-\(UUID().uuidString.prefix(8))"
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try Self.run(["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-days", "1",
                          "-subj", "/CN=127.0.0.1", "-keyout", folder + "/key.pem", "-out", folder + "/cert.pem"])
            let output = folder + "/server.out"
            guard FileManager.default.createFile(atPath: output, contents: nil) else { throw AISError.unreachable("cannot write \(output)") }
            process.executableURL = URL(fileURLWithPath: "/usr/bin/openssl")
            process.arguments = ["s_server", "-accept", "127.0.0.1:0", "-cert", folder + "/cert.pem", "-key", folder + "/key.pem",
                                 "-www", "-naccept", String(connections)]
            process.standardOutput = FileHandle(forWritingAtPath: output)
            process.standardError = FileHandle.nullDevice
            try process.run()
            let deadline = Date().addingTimeInterval(60)
            while port == 0, Date() < deadline, process.isRunning {
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
            if process.isRunning { kill(process.processIdentifier, SIGKILL); process.waitUntilExit() }
            try? FileManager.default.removeItem(atPath: folder)
        }

        static func run(_ arguments: [String]) throws {
            let p = Process()
            p.executableURL = URL(fileURLWithPath: "/usr/bin/openssl")
            p.arguments = arguments
            p.standardOutput = FileHandle.nullDevice
            p.standardError = FileHandle.nullDevice
            try p.run()
            p.waitUntilExit()
            guard p.terminationStatus == 0 else { throw AISError.unreachable("openssl \(arguments.first ?? "") failed") }
        }
    }

    private func client(_ server: SelfSignedServer, verifyTLS: Bool) -> AISClient {
        var configuration = AISConfiguration(baseURL: server.url, environment: "JDV920", role: "*ALL", deviceName: "signoff-tls00001")
        configuration.verifyTLS = verifyTLS
        configuration.requestTimeout = 10
        return AISClient(configuration: configuration)
    }

    @Test(.timeLimit(.minutes(1)))
    func aCertificateThatDoesNotVerifyIsRefusedWithAClearMessage() async throws {
        try #require(Self.opensslPresent, "openssl is needed: make test installs it")
        // Given a server whose certificate nobody signed
        let server = try SelfSignedServer(connections: 3)
        defer { server.stop() }
        try #require(server.port > 0, "openssl s_server did not start")

        // When the client logs in with checking on, Then it is refused as a TLS failure, said plainly
        do {
            _ = try await client(server, verifyTLS: true).login(username: "DEMO", password: "demo")
            Issue.record("a self-signed certificate was accepted")
        } catch let error as AISError {
            guard case .tlsFailure = error else { Issue.record("expected a TLS failure, got \(error)"); return }
            #expect(error.userMessage.contains("certificate did not verify"), "\(error.userMessage)")
            #expect(error.userMessage.contains("turn certificate checking off only if you trust this server"))
        }
    }

    @Test(.timeLimit(.minutes(1)))
    func withCheckingOffTheClientSaysThisPlatformCannotSkipIt() async throws {
        try #require(Self.opensslPresent, "openssl is needed: make test installs it")
        // Given the same kind of server, and certificate checking turned off in the settings
        let server = try SelfSignedServer(connections: 1)
        defer { server.stop() }
        try #require(server.port > 0, "openssl s_server did not start")

        // When it logs in, Then it is refused before any byte is sent, with the reason (URLSession on Linux
        // cannot skip the check), never by silently checking anyway or silently not checking
        do {
            _ = try await client(server, verifyTLS: false).login(username: "DEMO", password: "demo")
            Issue.record("the login went through")
        } catch let error as AISError {
            guard case .tlsFailure(let why) = error else { Issue.record("expected a TLS failure, got \(error)"); return }
            #expect(why.contains("not supported on this platform"), "\(why)")
        }
    }
}
