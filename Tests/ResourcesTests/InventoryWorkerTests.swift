import AIS
import Foundation
import Resources
import Store
import Testing

@Suite struct InventoryWorkerTests {
    private func makeSUT(_ fixture: SimulatorFixture) -> InventoryWorker {
        InventoryWorker(gate: fixture.workspace.gate, database: fixture.database)
    }

    @Test func findsItemsWhoseNumberStartsWithTheText() async throws {
        // Given
        let fixture = try SimulatorFixture(orders: 5)
        _ = try await fixture.login()
        let sut = makeSUT(fixture)
        // When
        let page = try await sut.search("fst-1000")
        // Then
        #expect(!page.items.isEmpty)
        #expect(page.items.allSatisfy { $0.number.hasPrefix("FST-1000") })
        #expect(page.items.map(\.number) == page.items.map(\.number).sorted())
    }

    @Test func findsItemsByAWordOfTheDescriptionInAnyCase() async throws {
        let fixture = try SimulatorFixture(orders: 5)
        _ = try await fixture.login()
        let sut = makeSUT(fixture)
        let lower = try await sut.search("bolt")
        let capital = try await sut.search("Bolt")
        #expect(!lower.items.isEmpty)
        #expect(Set(lower.items.map(\.shortNumber)) == Set(capital.items.map(\.shortNumber)))
        #expect(lower.items.allSatisfy { $0.description.lowercased().contains("bolt") || $0.number.hasPrefix("BOLT") })
    }

    @Test func readsABroadSearchOnePageAtATime() async throws {
        // Given: one letter matches most of the 2,000 demo items
        let fixture = try SimulatorFixture(orders: 5)
        _ = try await fixture.login()
        let sut = makeSUT(fixture)
        // When
        let first = try await sut.search("e")
        let cursor = try #require(first.next)
        let second = try await sut.more(cursor)
        // Then
        #expect(first.items.count == InventoryWorker.searchPageSize)
        #expect(second.items.count == InventoryWorker.searchPageSize)
        #expect(Set(first.items.map(\.shortNumber)).isDisjoint(with: second.items.map(\.shortNumber)))
    }

    @Test func readsTheNextPageAgainWhenTheServerDroppedTheResults() async throws {
        // Given: a first page, and the server dropping every result set after it (not a short lifetime,
        // which a loaded machine under a sanitizer outlived between the pages of the read again)
        let fixture = try SimulatorFixture(orders: 5)
        _ = try await fixture.login()
        let sut = makeSUT(fixture)
        let first = try await sut.search("e")
        #expect(fixture.simulator.expireAllResultSets() > 0)
        // When
        let second = try await sut.more(try #require(first.next))
        // Then
        #expect(second.items.count == InventoryWorker.searchPageSize)
        #expect(Set(first.items.map(\.shortNumber)).isDisjoint(with: second.items.map(\.shortNumber)))
    }

    @Test func looksAnItemUpByItsExactNumberAndSaysWhenThereIsNone() async throws {
        let fixture = try SimulatorFixture(orders: 5)
        _ = try await fixture.login()
        let sut = makeSUT(fixture)
        let known = try #require(try await sut.search("FST-100").items.first)
        #expect(try await sut.item(numbered: known.number.lowercased()) == known)
        #expect(try await sut.item(numbered: "NO-SUCH-ITEM") == nil)
    }

    @Test func keepsQuantitiesSoTheyStayReadableWhenTheServerIsGone() async throws {
        // Given
        let read = Date(timeIntervalSince1970: 1_795_000_000)
        let fixture = try SimulatorFixture(orders: 5)
        _ = try await fixture.login()
        let sut = InventoryWorker(gate: fixture.workspace.gate, database: fixture.database, now: { read })
        let item = try #require(try await sut.search("FST-1").items.first { $0.stockingType == "S" })
        let online = try await sut.quantities(of: item, branches: [])
        // When
        fixture.simulator.stop()
        let kept = try sut.storedQuantities(of: item, branches: [])
        let keptItems = try sut.storedItems(matching: "fst-1", limit: 500)
        // Then
        #expect(kept == online)
        #expect(kept?.readAt == read)
        #expect(keptItems.items.contains(item))
        #expect(keptItems.readAt == read)
        await #expect(throws: AISError.self) { try await sut.search("FST-1") }
    }

    @Test func keepsQuantitiesPerBranchAndForgetsNothingElse() throws {
        // Given
        let db = try Database()
        try db.migrate(ClientSchema.migrations)
        let dao = InventoryDao()
        let t1 = Date(timeIntervalSince1970: 1_000), t2 = Date(timeIntervalSince1970: 2_000)
        try db.write { c in
            try dao.save([ItemLocationQuantity(shortNumber: 7, branch: "M30", onHand: 5), ItemLocationQuantity(shortNumber: 7, branch: "M40", onHand: 9)],
                         of: 7, branches: [], readAt: t1, in: c)
            // When: M30 alone is read again, and now holds nothing
            try dao.save([], of: 7, branches: ["M30"], readAt: t2, in: c)
        }
        // Then
        let m30 = try db.read { try dao.quantities(of: 7, branches: ["M30"], in: $0) }
        let all = try db.read { try dao.quantities(of: 7, branches: [], in: $0) }
        let never = try db.read { try dao.quantities(of: 8, branches: [], in: $0) }
        #expect(m30?.rows.isEmpty == true)
        #expect(m30?.readAt == t2)
        #expect(all?.rows.map(\.branch) == ["M40"])
        #expect(all?.readAt == t1)
        #expect(never == nil)
    }

    @Test(arguments: ["%", "_", "\\", "' OR 1=1 --", "%d%s%n"])
    func treatsSearchMetacharactersAsText(_ text: String) throws {
        let db = try Database()
        try db.migrate(ClientSchema.migrations)
        let dao = InventoryDao()
        try db.write { c in
            try dao.save([InventoryItem(shortNumber: 1, number: "A-1", description: "Plain", unit: "EA"),
                          InventoryItem(shortNumber: 2, number: "B-2", description: "Has \(text) inside", unit: "EA")], readAt: Date(), in: c)
        }
        let found = try db.read { try dao.items(matching: text, limit: 10, in: $0) }
        #expect(found.items.map(\.shortNumber) == [2])
    }
}
