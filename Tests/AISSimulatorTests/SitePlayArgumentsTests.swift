@testable import AISSimulator
import Testing

/// The command-line flags of the site set-ups (`SitePlay`).
@Suite struct SitePlayArgumentsTests {
    private func site(_ arguments: [String]) throws -> SitePlay {
        guard case .run(let configuration, _) = try SimulatorArguments.parse(arguments) else { throw HarnessError("not a run command") }
        return configuration.site
    }

    @Test func noFlagPlaysAPlainSite() throws {
        // When the simulator starts without site flags
        let sut = try site([])
        // Then it plays no balancer, gateway, grant or login-type change
        #expect(sut == SitePlay())
    }

    @Test func everySiteFlagSetsItsValue() throws {
        // When every site flag is given
        let sut = try site(["--affinity-cookie", "--next-origin", "http://ais-node3:9300/", "--forbid-table", "f4311",
                            "--forbid-table=F0101", "--no-body-login"])
        // Then each is set, table names in capitals and the origin without its slash
        #expect(sut.affinityCookie)
        #expect(sut.nextOrigin == "http://ais-node3:9300")
        #expect(sut.forbiddenTables == ["F4311", "F0101"])
        #expect(sut.noBodyLogin)
    }

    @Test func aNextOriginWithAPathOrAnotherSchemeIsRefused() {
        // Given origins that are not scheme://host[:port]
        for bad in ["ais-node3:9300", "ftp://ais", "http://ais/jderest", "http://"] {
            // Then each is refused, naming the flag
            #expect(throws: SimulatorArguments.ArgumentError.self) { try site(["--next-origin", bad]) }
        }
        #expect(throws: SimulatorArguments.ArgumentError.self) { try site(["--forbid-table", "F43;11"]) }
    }

    @Test func theHelpDescribesEverySiteFlag() {
        // When the help is read
        let sut = SimulatorArguments.helpText
        // Then it names each site flag, compression and defaultconfig
        for flag in ["--affinity-cookie", "--next-origin URL", "--forbid-table T", "--no-body-login", "Accept-Encoding: gzip", "defaultconfig"] {
            #expect(sut.contains(flag), "\(flag)")
        }
    }
}
