import AIS
import AISSimulator
import Foundation
import Resources
import Store
import Testing

/// The delta refresh against the simulator: what it reads (counted by the simulator) and what the store
/// holds after it, for each way the queue can change.
@Suite struct QueueSyncWorkerTests {
    static let settings = PreloadSettings(pageSize: 50, ordersPerRequest: 50, parallelRequests: 2)

    /// A store loaded whole (the first refresh), the simulator's request counts then set to zero.
    private func synced(orders: Int = 30, clock: @escaping @Sendable () -> Date = { Date() },
                        configure: (inout SimulatorConfiguration) -> Void = { _ in }) async throws -> (SimulatorFixture, QueueSyncWorker) {
        let fixture = try SimulatorFixture(orders: orders, seed: 42, configure: configure)
        _ = try await fixture.login()
        let sut = QueueSyncWorker(gate: fixture.workspace.gate, database: fixture.database, settings: Self.settings, clock: clock)
        let first = await sut.refresh(full: false)
        #expect(first.succeeded)
        guard case .full = first.kind else { Issue.record("the first refresh was \(first.kind)"); return (fixture, sut) }
        #expect(first.arrived.isEmpty, "a first read announces nothing")
        _ = fixture.simulator.resetRequestCounts()
        return (fixture, sut)
    }

    private func storedKeys(_ fixture: SimulatorFixture) throws -> Set<OrderKey> {
        Set(try fixture.database.read { try ApprovalQueueDao().keys(in: $0) })
    }

    private func listed(_ fixture: SimulatorFixture) throws -> Set<Int> {
        Set(try fixture.database.read { try $0.query("SELECT doco FROM queue_list").compactMap { $0.int("doco") } })
    }

    @Test func aRefreshWithNothingChangedReadsTheWrittenRowsTheChangedHeadersAndOneCount() async throws {
        // Given
        let (fixture, sut) = try await synced()
        let before = try storedKeys(fixture)
        // When
        let outcome = await sut.refresh(full: false)
        // Then
        #expect(outcome.kind == .delta)
        #expect(outcome.succeeded)
        #expect(outcome.arrived.isEmpty && outcome.left.isEmpty && outcome.changed.isEmpty)
        let counts = fixture.simulator.requestCounts
        #expect(counts.dataService == ["F4209": 1, "F4301": 1], "\(counts)")
        #expect(counts.aggregations == 1 && counts.nextPages == 0)
        #expect(counts.dataServiceTotal <= 3, "\(counts)")
        #expect(try storedKeys(fixture) == before)
    }

    @Test func anOrderEnteredForTheUserArrivesWithItsHeaderLinesAndNames() async throws {
        // Given
        let (fixture, sut) = try await synced()
        let added = try await fixture.simulator.addOrder(#"{"forUser": "DEMO", "lines": 4, "amount": 880, "supplier": 7777}"#)
        // When
        let outcome = await sut.refresh(full: false)
        // Then
        #expect(outcome.kind == .delta)
        #expect(outcome.arrived == [added])
        #expect(try storedKeys(fixture).contains(added))
        let lines = try fixture.database.read { try PurchaseOrderLinesDao().lines(of: added, in: $0).count }
        #expect(lines == 4)
        let row = try fixture.database.read { try OrderQueueDao().rows([added], in: $0) }.first
        #expect(row?.amount == 880 && row?.lineCount == 4)
        #expect(try listed(fixture).contains(added.number))
        let counts = fixture.simulator.requestCounts
        // The written rows and the changed headers, then the new order's header and lines
        #expect(counts.dataService["F4209"] == 1 && counts.dataService["F4301"] == 2 && counts.dataService["F4311"] == 1, "\(counts)")
        // And a refresh after reads nothing more for it
        _ = fixture.simulator.resetRequestCounts()
        let again = await sut.refresh(full: false)
        #expect(again.arrived.isEmpty && again.changed.isEmpty)
        #expect(fixture.simulator.requestCounts.dataService == ["F4209": 1, "F4301": 1])
    }

    @Test func anOrderDecidedByAnotherApproverLeaves() async throws {
        // Given
        let (fixture, sut) = try await synced()
        let order = try #require(try storedKeys(fixture).max { $0.number < $1.number })
        try await fixture.simulator.decideAsAnotherApprover(order)
        // When
        let outcome = await sut.refresh(full: false)
        // Then
        #expect(outcome.left == [order])
        #expect(!(try storedKeys(fixture)).contains(order))
        #expect(!(try listed(fixture)).contains(order.number))
        #expect(outcome.keysReadBecause == nil)
    }

    @Test func anOrderAmendedWhileItAwaitsIsReadAgainByItsHeadersStampAlone() async throws {
        // Given: a stored order whose line the buyer raised: its header is stamped, no approval row is written
        let (fixture, sut) = try await synced()
        let order = try #require(try storedKeys(fixture).max { $0.number < $1.number })
        _ = try await fixture.simulator.adminRequest("POST", "orders/\(order.number)/\(order.type)/\(order.company)/\(order.suffix)/lines",
                                               body: #"{"line": 1, "quantity": 99}"#)
        let total = try fixture.simulator.inspect { try $0.first("SELECT OTOT FROM F4301 WHERE DOCO = ?", order.number)?.double("OTOT") }
        // When
        let outcome = await sut.refresh(full: false)
        // Then: it is changed, its new total stored, in at most 8 requests
        #expect(outcome.changed == [order] && outcome.arrived.isEmpty && outcome.left.isEmpty, "\(outcome)")
        #expect(outcome.amended == [order], "said amended: its figures may differ from what was seen")
        let stored = try fixture.database.read { try PurchaseOrderHeadersDao().header(order, in: $0) }
        #expect(stored?.total == total && total != nil)
        #expect(fixture.simulator.requestCounts.dataServiceTotal <= 8, "\(fixture.simulator.requestCounts)")
        // And the next refresh reads it no more
        _ = fixture.simulator.resetRequestCounts()
        let again = await sut.refresh(full: false)
        #expect(again.changed.isEmpty && again.amended.isEmpty)
    }

    @Test func anOrderForwardedAwayAndOneDecidedElsewhereLeaveWithinEightRequests() async throws {
        // Given: two stored orders; one forwarded to a colleague outside this store's view (its row now the
        // colleague's), one approved by another approver: only their F4209 rows are written (RDJ/RDT)
        let (fixture, sut) = try await synced()
        let stored = try storedKeys(fixture).sorted { $0.number < $1.number }
        let forwarded = try #require(stored.first), decided = try #require(stored.last)
        let session = try await fixture.login()
        _ = try await fixture.workspace.client.orchestrationService.forward(forwarded, to: 4245, remark: "", session: session)
        try await fixture.simulator.decideAsAnotherApprover(decided)
        _ = fixture.simulator.resetRequestCounts()
        // When
        let outcome = await sut.refresh(full: false)
        // Then
        #expect(Set(outcome.left) == [forwarded, decided], "\(outcome)")
        #expect(try storedKeys(fixture) == Set(try fixture.simulator.awaitingKeys(addressNumber: 4242)))
        #expect(fixture.simulator.requestCounts.dataServiceTotal <= 8, "\(fixture.simulator.requestCounts)")
    }

    @Test func theListDatesAndPlacesAnOrderByItsHeaderNotByItsApprovalRow() async throws {
        // Given: a store read whole; on the server each approval row's TRDJ is the day it was written
        let (fixture, _) = try await synced()
        let server = try fixture.simulator.inspect { c in
            try c.query("""
                SELECT h.DOCO, h.TRDJ AS ORDERED, trim(h.MCU) AS BRANCH, MIN(a.TRDJ) AS WRITTEN FROM F4301 h
                JOIN F4209 a ON a.DOCO = h.DOCO AND a.DCTO = h.DCTO AND a.KCOO = h.KCOO AND a.SFXO = h.SFXO
                WHERE a.RPER = 4242 AND a.ASTS IN ('1N', '2N') GROUP BY h.DOCO
                """).map { (number: $0.int("DOCO") ?? 0, ordered: $0.string("ORDERED") ?? "", branch: $0.string("BRANCH") ?? "",
                            written: $0.string("WRITTEN") ?? "") }
        }
        #expect(server.contains { $0.ordered != $0.written }, "the demo's approval rows were all written on their order's day")
        // Then: the home list shows the header's date and branch for every order
        let listed = try fixture.database.read { c in
            Dictionary(uniqueKeysWithValues: try c.query("SELECT doco, order_date, branch FROM queue_list").map {
                ($0.int("doco") ?? 0, (date: $0.string("order_date") ?? "", branch: $0.string("branch") ?? ""))
            })
        }
        #expect(listed.count == server.count)
        for order in server {
            #expect(listed[order.number]?.date == order.ordered, "\(order.number): \(listed[order.number].map { "\($0)" } ?? "not listed")")
            #expect(listed[order.number]?.branch == order.branch, "\(order.number)")
        }
    }

    @Test func anOrderDeletedWithoutAStampIsCaughtByTheCount() async throws {
        // Given: an awaiting row deleted on the server, which stamps nothing
        let (fixture, sut) = try await synced()
        let order = try #require(try storedKeys(fixture).min { $0.number < $1.number })
        try await fixture.simulator.deleteAwaitingRows(order)
        // When
        let outcome = await sut.refresh(full: false)
        // Then: the count disagreed, the keys were read, and the order left
        #expect(outcome.left == [order])
        #expect(outcome.keysReadBecause?.contains("the server counts") == true)
        #expect(!(try storedKeys(fixture)).contains(order))
        #expect(try storedKeys(fixture) == Set(try fixture.simulator.awaitingKeys(addressNumber: 4242)))
    }

    @Test func withoutCountingADeletedOrderWaitsForTheFullReadAndNoCountIsAskedAgain() async throws {
        // Given: a server that does not count
        let (fixture, sut) = try await synced(configure: { $0.faults.noCounting = true })
        let order = try #require(try storedKeys(fixture).min { $0.number < $1.number })
        try await fixture.simulator.deleteAwaitingRows(order)
        // When
        let first = await sut.refresh(full: false)
        let second = await sut.refresh(full: false)
        // Then: asked once, then never; the order is still stored
        #expect(first.succeeded && second.succeeded)
        #expect(fixture.simulator.requestCounts.aggregations == 1)
        #expect(fixture.simulator.requestCounts.dataService == ["F4209": 2, "F4301": 2])
        #expect(try storedKeys(fixture).contains(order))
        // When: the full read (`:sync full`)
        let full = await sut.refresh(full: true)
        // Then
        #expect(full.kind == .full("asked for"))
        #expect(full.left == [order])
        #expect(try storedKeys(fixture) == Set(try fixture.simulator.awaitingKeys(addressNumber: 4242)))
    }

    @Test func theServersDayCountsNotTheClients() async throws {
        // Given: a client whose clock is a year behind, and a server three days on from its last read
        let wrongClock: @Sendable () -> Date = { Date().addingTimeInterval(-365 * 86_400) }
        let (fixture, sut) = try await synced(clock: wrongClock)
        fixture.simulator.clock.advance(by: 3 * 86_400)
        let added = try await fixture.simulator.addOrder(#"{"forUser": "DEMO"}"#)
        // When
        let outcome = await sut.refresh(full: false)
        // Then: found, and the next delta reads from the server's day
        #expect(outcome.kind == .delta)
        #expect(outcome.arrived == [added])
        let state = try fixture.database.read { try QueueSyncDao().state(in: $0) }
        let serverDay = LocalDate.today(fixture.simulator.clock.now(), timeZone: TimeZone(identifier: "UTC")!)
        #expect(state?.sinceDay == serverDay)
    }

    @Test func aDeltaCutShortBySessionEndKeepsTheStoreAndReadsTheSameChangesNextTime() async throws {
        // Given: an order arrives, then the session ends with no way to log in again
        let (fixture, sut) = try await synced()
        let added = try await fixture.simulator.addOrder(#"{"forUser": "DEMO"}"#)
        let stateBefore = try fixture.database.read { try QueueSyncDao().state(in: $0) }
        _ = fixture.simulator.expireAllTokens()
        // When
        let cut = await sut.refresh(full: false)
        // Then: nothing written
        #expect(!cut.succeeded)
        #expect(cut.load.failures[.queue]?.kind == .sessionEnded)
        #expect(!(try storedKeys(fixture)).contains(added))
        #expect(try fixture.database.read { try QueueSyncDao().state(in: $0) } == stateBefore)
        // When: logged in again
        _ = try await fixture.login()
        let next = await sut.refresh(full: false)
        // Then
        #expect(next.arrived == [added])
    }

    @Test func aDeltaThroughLostPagesGetsEveryChangeOnce() async throws {
        // Given: twelve new orders read in pages of five, with answers cut off mid-body
        let (fixture, sut) = try await synced(configure: { $0.maxPageSize = 5 })
        var added: [OrderKey] = []
        for _ in 0..<12 { await added.append(try fixture.simulator.addOrder(#"{"forUser": "DEMO"}"#)) }
        fixture.simulator.faults.dropRate = Double(ProcessInfo.processInfo.environment["DROP"] ?? "0.2")!
        // When
        let outcome = await sut.refresh(full: false)
        fixture.simulator.faults.dropRate = 0
        // Then
        #expect(outcome.succeeded, "\(outcome.load) \(fixture.simulator.requestCounts)")
        #expect(Set(outcome.arrived) == Set(added) && outcome.arrived.count == 12)
        #expect(try storedKeys(fixture) == Set(try fixture.simulator.awaitingKeys(addressNumber: 4242)))
    }

    @Test func aStaleFullReadOrAnotherUsersStoreIsReadWhole() async throws {
        // Given: a worker whose clock says the last full read was 25 hours ago
        let (fixture, _) = try await synced()
        let later = QueueSyncWorker(gate: fixture.workspace.gate, database: fixture.database, settings: Self.settings,
                                    clock: { Date().addingTimeInterval(25 * 3600) })
        // When
        let outcome = await later.refresh(full: false)
        // Then
        guard case .full(let reason) = outcome.kind else { Issue.record("\(outcome.kind)"); return }
        #expect(reason.contains("the last full read was"))
        // And a store of an older version, with no sync state, is read whole too
        try fixture.database.write { try QueueSyncDao().forget(in: $0) }
        let sut = QueueSyncWorker(gate: fixture.workspace.gate, database: fixture.database, settings: Self.settings)
        guard case .full = await sut.refresh(full: false).kind else { Issue.record("a store without sync state was read as a delta"); return }
    }
}

extension SimulatorServer {
    /// `POST /admin/orders` with `body`: the order's key.
    func addOrder(_ body: String) async throws -> OrderKey {
        let text = try await adminRequest("POST", "orders", body: body)
        guard let json = try? AIS.JSONParser.parse(text), let number = json["order"]?.int, let type = json["type"]?.text,
              let company = json["company"]?.text, let suffix = json["suffix"]?.text else {
            throw FixtureError(description: "unexpected admin answer: \(text.prefix(300))")
        }
        return OrderKey(number: number, type: type, company: company, suffix: suffix)
    }

    /// `DELETE /admin/orders/{…}/held`: the order's awaiting rows go without a change stamp.
    func deleteAwaitingRows(_ key: OrderKey) async throws {
        _ = try await adminRequest("DELETE", "orders/\(key.number)/\(key.type)/\(key.company)/\(key.suffix)/held")
    }

    /// The keys of the orders awaiting an approver on the server.
    func awaitingKeys(addressNumber: Int) throws -> [OrderKey] {
        try inspect { c in
            try c.query("SELECT DOCO, DCTO, KCOO, SFXO FROM F4209 WHERE RPER = ? AND ASTS IN ('1N', '2N')", addressNumber).map {
                OrderKey(number: $0.int("DOCO") ?? 0, type: $0.string("DCTO") ?? "", company: $0.string("KCOO") ?? "",
                         suffix: $0.string("SFXO") ?? "")
            }
        }
    }
}
