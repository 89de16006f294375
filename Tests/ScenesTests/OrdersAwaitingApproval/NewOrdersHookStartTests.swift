import AIS
import Foundation
import Resources
import Store
import Testing
@testable import Scenes
import TestSupport

/// The home interactor starts `hooks.on-new` with the rows of the orders a refresh brought, and only then.
@MainActor
@Suite struct NewOrdersHookStartTests {
    let presenter = OrdersPresenterSpy()
    let refreshes = RefreshSpy()
    let db: Database
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("signoff-hookstart-\(UUID().uuidString)").path
    static func key(_ n: Int) -> OrderKey { OrderKey(number: n, type: "OP", company: "00200", suffix: "000") }

    init() throws {
        db = try Database()
        try db.migrate(ClientSchema.migrations)
        try db.write { c in
            for n in 4001...4003 {
                try c.insert([ApprovalQueueEntry(key: Self.key(n), approver: 4242, status: "2N", route: "R", originator: 1, branch: "M30",
                                                 orderDate: nil)])
            }
            try OrderQueueDao().rebuild(in: c)
        }
    }

    private func refreshed(_ refresher: QueueRefresherSpy, hook: @escaping @MainActor () -> NewOrdersHook?) async {
        let sut = OrdersAwaitingApprovalInteractor(list: QueueListWorker(database: db), refresher: refresher)
        presenter.onRefresh = { [refreshes] in refreshes.responses.append($0) }
        sut.presenter = presenter
        sut.refreshes.presenter = presenter
        sut.marking.presenter = presenter
        sut.search.presenter = presenter
        sut.router = OrdersRouterSpy()
        sut.refreshes.newOrdersHook = hook
        sut.refreshes.refresh()
        #expect(await eventually { !refreshes.finished.isEmpty })
    }

    @Test func aRefreshWithoutNewOrdersRunsNoHook() async {
        var asked = 0
        await refreshed(QueueRefresherSpy()) { asked += 1; return nil }
        #expect(refreshes.finished.count == 1)
        #expect(asked == 0)
    }

    @Test func theHookGetsTheOrdersThatArrived() async throws {
        // Given: a hook that keeps what it reads
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let script = folder + "/keep", kept = folder + "/input.json"
        try "#!/bin/sh\ncat > \"$1.part\" && mv \"$1.part\" \"$1\"\n".write(toFile: script, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: script)
        // When: a refresh brings 4003 and 4002
        await refreshed(QueueRefresherSpy(arrived: [Self.key(4003), Self.key(4002)])) {
            NewOrdersHook(command: [script, kept], log: { _ in })
        }
        // Then
        #expect(await eventually { FileManager.default.fileExists(atPath: kept) })
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: kept))) as? [String: Any]
        let numbers = (object?["orders"] as? [[String: Any]])?.compactMap { $0["number"] as? Int }
        #expect(numbers.map(Set.init) == [4003, 4002])
    }
}
