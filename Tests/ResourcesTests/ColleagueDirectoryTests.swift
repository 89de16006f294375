import AIS
import Foundation
import Store
import Testing
@testable import Resources

/// Employees for the forward picker: read from F0101 (search type E) by name or number, kept for offline.
@Suite struct ColleagueDirectoryTests {
    @Test func aNameIsSearchedByPartAndANumberExactlyAndOnlyEmployees() {
        // Given / When
        let byName = ColleagueService.search(" oka ", pageSize: 50)
        let byNumber = ColleagueService.search("4245", pageSize: 50)
        let everyone = ColleagueService.search("", pageSize: 50)
        // Then
        #expect(byName.conditions.map(\.column) == ["AT1", "ALPH"] && byName.conditions[1].op == .contains && byName.conditions[1].values == ["oka"])
        #expect(byNumber.conditions.map(\.column) == ["AT1", "AN8"] && byNumber.conditions[1].values == ["4245"])
        #expect(everyone.conditions.map(\.column) == ["AT1"] && everyone.conditions[0].values == ["E"])
    }

    @Test func otherSpellingsCoverServersThatCompareCase() {
        #expect(ColleagueService.otherSpellings(of: "okafor") == ["Okafor", "OKAFOR"])
        #expect(ColleagueService.otherSpellings(of: "OKAFOR") == ["Okafor"])
        #expect(ColleagueService.otherSpellings(of: "4245").isEmpty && ColleagueService.otherSpellings(of: "  ").isEmpty)
    }

    @Test func findsByPartOfANameInAnyCaseAndByNumberButNeverASupplier() async throws {
        // Given
        let fixture = try SimulatorFixture(orders: 3)
        _ = try await fixture.login()
        let sut = ColleagueDirectoryWorker(gate: fixture.workspace.gate, database: fixture.database)
        // When
        let lower = try await sut.search("oka").colleagues
        let number = try await sut.colleague(4243)
        let supplier = try await sut.colleague(10_001)
        // Then
        #expect(lower.map(\.addressNumber) == [4245], "\(lower)")
        #expect(number?.name == "Lefèvre, Marie-Hélène")
        #expect(supplier == nil)
    }

    @Test func keepsWhatItReadForWhenTheServerIsAway() async throws {
        // Given: a search read everyone once
        let fixture = try SimulatorFixture(orders: 3)
        _ = try await fixture.login()
        let sut = ColleagueDirectoryWorker(gate: fixture.workspace.gate, database: fixture.database)
        let all = try await sut.search("").colleagues
        // When: the server is gone
        fixture.simulator.stop()
        // Then: kept colleagues answer, any case, by number too
        #expect(all.count >= 10)
        #expect(try sut.storedColleagues(matching: "lef", limit: 10).map(\.addressNumber) == [4243])
        #expect(try sut.storedColleagues(matching: "okaf", limit: 10).map(\.addressNumber) == [4245])
        #expect(try sut.storedColleague(4244)?.name == "田中 健二 (Tanaka, Kenji)")
        #expect(try sut.storedColleagues(matching: "%", limit: 10).isEmpty, "a % typed is a character, not a pattern")
    }
}
