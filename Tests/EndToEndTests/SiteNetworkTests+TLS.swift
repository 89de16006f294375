import Foundation
import Testing

extension EndToEnd.SiteNetworkTests {
    /// HTTPS through a TLS-terminating gateway whose certificate a company CA signed: refused with the
    /// certificate's problem and the advice to set connection.ca-file, then read with it.
    @Test func httpsThroughAGatewayNeedsTheCompanyCAAndWorksWithConnectionCAFile() throws {
        try #require(TLSGateway.toolsPresent, "socat and openssl are needed: make deps installs them")
        let sim = try SimulatorProcess(arguments: ["--orders", "8", "--seed", "99"])
        defer { sim.stop() }
        let gateway = try TLSGateway(upstreamPort: try #require(URL(string: sim.baseURL)?.port))
        defer { gateway.stop() }
        let sandbox = try Sandbox()
        // When: without the CA
        let untrusted = try Commands.signoff(["queue", "--server", gateway.baseURL, "--user", "DEMO"], nil, sandbox)
        // Then: the certificate's problem, and the setting to give
        #expect(untrusted.status != 0, "\(untrusted)")
        #expect(untrusted.stderr.contains("certificate") && untrusted.stderr.contains("connection.ca-file"), "\(untrusted)")
        // When: with the CA file
        try sandbox.writeConfig(["connection.ca-file": gateway.caFile])
        let trusted = try Commands.signoff(["queue", "--json", "--server", gateway.baseURL, "--user", "DEMO"], nil, sandbox)
        #expect(trusted.status == 0, "\(trusted)")
        #expect(try Commands.json(trusted.stdout)["count"] as? Int == 8, "\(trusted.stdout)")
        // and the doctor says how the certificate is checked, and that nothing failed
        let doctor = try Commands.signoff(["doctor", "--server", gateway.baseURL, "--user", "DEMO"], nil, sandbox)
        #expect(doctor.status == 0 && doctor.stdout.contains("✔ TLS: the certificate is checked against \(gateway.caFile)"), "\(doctor)")
    }

    /// A proxy from the environment for both schemes (CONNECT for https, the absolute form for http), and
    /// NO_PROXY bypassing it.
    @Test func theEnvironmentsProxyCarriesBothSchemesAndNoProxyBypassesIt() throws {
        try #require(TLSGateway.toolsPresent, "socat and openssl are needed: make deps installs them")
        let sim = try SimulatorProcess(arguments: ["--orders", "6", "--seed", "100"])
        defer { sim.stop() }
        let simPort = try #require(URL(string: sim.baseURL)?.port)
        let gateway = try TLSGateway(upstreamPort: simPort)
        defer { gateway.stop() }
        let proxy = try ForwardProxy()
        defer { proxy.stop() }
        let sandbox = try Sandbox()
        try sandbox.writeConfig(["connection.ca-file": gateway.caFile])
        let through = "http://127.0.0.1:\(proxy.port)"
        // When: https and http with the proxy in the environment
        let secure = try Commands.signoff(["queue", "--server", gateway.baseURL, "--user", "DEMO"], nil, sandbox,
                                          environment: ["HTTPS_PROXY": through, "NO_PROXY": ""])
        let plain = try Commands.signoff(["queue"], sim, sandbox, environment: ["HTTP_PROXY": through, "NO_PROXY": ""])
        // Then: both answered, and the proxy carried both
        #expect(secure.status == 0, "\(secure)")
        #expect(plain.status == 0, "\(plain)")
        #expect(proxy.origins.contains("127.0.0.1:\(gateway.port)"), "\(proxy.origins)")
        #expect(proxy.origins.contains("127.0.0.1:\(simPort)"), "\(proxy.origins)")
        // When: NO_PROXY names the host
        let before = proxy.origins.count
        let bypassed = try Commands.signoff(["queue"], sim, sandbox, environment: ["HTTP_PROXY": through, "NO_PROXY": "127.0.0.1"])
        // Then: answered without the proxy
        #expect(bypassed.status == 0, "\(bypassed)")
        #expect(proxy.origins.count == before, "\(proxy.origins)")
    }
}
