import Store
import Testing
@testable import Resources

@Suite struct DefaultBranchDaoTests {
    @Test func readsTheStoredBranchAndNilWithoutOne() throws {
        // Given
        let db = try Database()
        try db.migrate(ClientSchema.migrations)
        let sut = DefaultBranchDao()
        // When / Then
        #expect(try db.read { try sut.branch(in: $0) } == nil)
        try db.write { try $0.insert([DefaultBranch(username: "DEMO", branch: "M30")]) }
        #expect(try db.read { try sut.branch(in: $0) } == "M30")
    }
}
