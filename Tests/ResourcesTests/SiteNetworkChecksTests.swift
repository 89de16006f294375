import AIS
import Foundation
import Testing
@testable import Resources

/// The doctor's look at the proxy and the certificate checks, before anything is sent.
@Suite struct SiteNetworkChecksTests {
    static let secure = URL(string: "https://ais.example.com:9300/jderest")!

    @Test func theProxyIsNamedWithoutItsPasswordAndNoProxyIsRead() {
        // Given / When
        let through = SiteNetworkChecks.proxy(server: Self.secure, setting: nil,
                                              environment: ["HTTPS_PROXY": "http://me:secret@proxy.example:3128"])
        let bypassed = SiteNetworkChecks.proxy(server: Self.secure, setting: nil,
                                               environment: ["https_proxy": "http://proxy.example:3128", "NO_PROXY": "localhost,.example.com"])
        let none = SiteNetworkChecks.proxy(server: Self.secure, setting: "none", environment: ["HTTPS_PROXY": "http://proxy.example:3128"])
        let direct = SiteNetworkChecks.proxy(server: Self.secure, setting: nil, environment: [:])
        // Then
        #expect(through.detail == "through http://proxy.example:3128 (from the environment)", "\(through)")
        #expect(!through.detail.contains("secret"))
        #expect(bypassed.detail == "ais.example.com is reached directly: NO_PROXY names it")
        #expect(none.detail == "none (connection.proxy none)")
        #expect(direct.status == .ok && direct.detail == "none: the server is reached directly")
    }

    @Test func theCertificateChecksAreSaid() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("signoff-ca-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "-----BEGIN CERTIFICATE-----\n".write(toFile: folder + "/ca.pem", atomically: true, encoding: .utf8)
        // When / Then
        #expect(SiteNetworkChecks.tls(server: Self.secure, verifyTLS: true, caFile: nil).detail == "the certificate is checked against the system's store")
        #expect(SiteNetworkChecks.tls(server: Self.secure, verifyTLS: true, caFile: folder + "/ca.pem").status == .ok)
        let missing = SiteNetworkChecks.tls(server: Self.secure, verifyTLS: true, caFile: folder + "/gone.pem")
        #expect(missing.status == .failed && missing.fix.contains("CA bundle"))
        let off = SiteNetworkChecks.tls(server: Self.secure, verifyTLS: false, caFile: nil)
        #expect(off.status == .warning && off.fix.contains("connection.ca-file"))
        let plain = SiteNetworkChecks.tls(server: URL(string: "http://127.0.0.1:9300/jderest")!, verifyTLS: true, caFile: nil)
        #expect(plain.status == .warning && plain.detail.contains("unencrypted"))
    }
}
