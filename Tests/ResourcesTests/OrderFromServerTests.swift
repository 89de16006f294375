import AIS
import Foundation
import Store
import Testing
@testable import Resources

/// An order read from the server for a read-only view (Decided by me): its header, lines and supplier's
/// name, and nothing written to the queue's tables.
@Suite struct OrderFromServerTests {
    @Test func readsHeaderLinesAndSupplierWithoutTouchingTheQueue() async throws {
        // Given: a logged-in user with nothing preloaded
        let fixture = try SimulatorFixture(orders: 3)
        _ = try await fixture.login()
        let sut = OrderDetailWorker(gate: fixture.workspace.gate, database: fixture.database)
        let key = OrderKey(number: 4001, type: "OP", company: "00200", suffix: "000")
        // When
        let detail = try await sut.readFromServer(key)
        // Then
        let header = try #require(detail.header)
        #expect(header.key == key && header.total > 0)
        #expect(!detail.lines.isEmpty && detail.lines.allSatisfy { $0.key == key })
        #expect(detail.lines.map(\.lineNumber) == detail.lines.map(\.lineNumber).sorted())
        #expect(abs(detail.lines.reduce(0) { $0 + $1.amount } - header.total) < 0.01)
        #expect(!detail.supplierName.isEmpty)
        #expect(try fixture.count("order_headers") == 0 && fixture.count("order_lines") == 0 && fixture.count("approval_queue") == 0)
        #expect(try fixture.count("names") == 1, "the supplier's name is kept")
    }

    @Test func anOrderTheServerDoesNotHoldHasNoHeader() async throws {
        let fixture = try SimulatorFixture(orders: 3)
        _ = try await fixture.login()
        let detail = try await OrderDetailWorker(gate: fixture.workspace.gate, database: fixture.database)
            .readFromServer(OrderKey(number: 99_999_999, type: "OP", company: "00200", suffix: "000"))
        #expect(detail.header == nil && detail.lines.isEmpty)
    }
}
